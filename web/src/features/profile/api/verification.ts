import { api } from '@web/lib/api-client';

/** Files a verification request with the keys of the two uploaded documents. */
export const requestVerification = (userId: string, document: string, validId: string) =>
  api<{ success: boolean; message: string }>(`/api/artist-verification/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: { document, valid_id: validId },
  });
