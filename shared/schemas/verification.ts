import * as z from 'zod';
import { cursorSchema, pageOf, searchTextSchema } from './common';
import { verificationStatusSchema } from './profiles';

export { VERIFICATION_MESSAGES } from '../messages/verification';

const MISSING_DOCUMENTS = 'Missing Documents / Please upload both your portfolio and a valid ID.';

/** POST /api/artist-verification/{userId}: the keys of the two accepted uploads. */
export const verificationRequestBodySchema = z.object({
  document: z.string({ error: MISSING_DOCUMENTS }).min(1, MISSING_DOCUMENTS).max(300),
  valid_id: z.string({ error: MISSING_DOCUMENTS }).min(1, MISSING_DOCUMENTS).max(300),
});

/** `{id}`: a user id when requesting, a request id when reading or deciding. */
export const verificationIdParamsSchema = z.object({ id: z.string().min(1).max(128) });

export const verificationSubmittedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  verification_id: z.string(),
});

export const verificationDecisionSchema = z.object({
  success: z.boolean(),
  status: z.enum(['approved', 'rejected']),
  message: z.string(),
});

/**
 * A row of GET /api/artist-verifications. The artist's name is the one they had when they
 * submitted the request (the request is a record of what was sent).
 */
export const verificationRowSchema = z.object({
  verification_id: z.string(),
  status: verificationStatusSchema,
  created_at: z.string(),
  artist: z.object({ firstname: z.string(), lastname: z.string(), role: z.string() }).nullable(),
});
export type VerificationRow = z.infer<typeof verificationRowSchema>;

/** GET /api/artist-verification/{id}: a row with short-lived links to the two documents. */
export const verificationDetailSchema = verificationRowSchema.extend({
  document_url: z.string(),
  valid_id: z.string(),
});
export type VerificationDetail = z.infer<typeof verificationDetailSchema>;

/** `search` matches the start of a word of the artist's name, or is a status (pending, approved, rejected). */
export const verificationsQuerySchema = z.object({ search: searchTextSchema, cursor: cursorSchema.optional() });

export const verificationPageSchema = pageOf(verificationRowSchema);
export type VerificationPage = z.infer<typeof verificationPageSchema>;
