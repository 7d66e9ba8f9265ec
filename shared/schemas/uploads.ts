import * as z from 'zod';
import { UPLOAD_PURPOSES, uploadProblem } from '../messages/uploads';

export {
  formatMegabytes,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  type UploadContentType,
  uploadMessages,
  type UploadPurpose,
  uploadProblem,
  type UploadRule,
} from '../messages/uploads';

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);

export const createUploadBodySchema = z
  .object({
    purpose: uploadPurposeSchema,
    contentType: z.string().min(1).max(100),
    size: z.number().int(),
  })
  .superRefine((body, ctx) => {
    const problem = uploadProblem(body.purpose, body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CreateUploadBody = z.infer<typeof createUploadBodySchema>;

/** A presigned POST: send every field, then the file as the last field named `file`, to `url`. */
export const createUploadResponseSchema = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number(),
  /** ISO-8601: the form must be posted before this. */
  expiresAt: z.string(),
});
export type CreateUploadResponse = z.infer<typeof createUploadResponseSchema>;
