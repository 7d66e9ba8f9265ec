import * as z from 'zod';
import type { VerificationStatus } from './profiles';

/** POST /api/artist-verification/{userId}: the keys of the two accepted uploads. */
export const verificationRequestBodySchema = z.object({
  document: z.string({ error: 'Missing Documents / Please upload both your portfolio and a valid ID.' }).min(1).max(300),
  valid_id: z.string({ error: 'Missing Documents / Please upload both your portfolio and a valid ID.' }).min(1).max(300),
});

/** `{id}`: a user id when requesting, a request id when deciding. */
export const verificationDecisionParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const VERIFICATION_MESSAGES = {
  submitted: 'Verification request submitted successfully.',
  alreadyPending: 'You already have a verification request waiting for review.',
  approved: 'The verification has been approved.',
  rejected: 'The verification has been rejected.',
} as const;

/** A row of GET /api/artist-verifications. Document links are short-lived. */
export interface VerificationRow {
  verification_id: string;
  status: VerificationStatus;
  created_at: string;
  document_url: string;
  valid_id: string;
  artist: { firstname: string; lastname: string; role: string } | null;
}
