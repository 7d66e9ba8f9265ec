import { call } from '@web/lib/api-client';

/** Files a verification request with the keys of the two uploaded documents. */
export const requestVerification = (userId: string, document: string, validId: string) =>
  call('POST /api/artist-verification/{id}', { params: { id: userId }, body: { document, valid_id: validId } });
