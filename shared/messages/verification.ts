/** The artist verification's texts, without zod (their schemas are in shared/schemas/verification.ts). */

export const VERIFICATION_MESSAGES = {
  submitted: 'Verification request submitted successfully.',
  alreadyPending: 'You already have a verification request waiting for review.',
  approved: 'The verification has been approved.',
  rejected: 'The verification has been rejected.',
} as const;
