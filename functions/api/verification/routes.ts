import type { verificationContract } from '@shared/api/contract/verification';
import { VERIFICATION_MESSAGES } from '@shared/schemas/verification';
import * as Verifications from '../../core/verification/verification';
import type { GroupRoutes } from '../../lib/http';

type C = typeof verificationContract;

const decide =
  (decision: 'approved' | 'rejected'): GroupRoutes<C>['POST /api/artist-verification/{id}/approved'] =>
  async ({ params, actor }) => {
    await Verifications.decide(actor, params.id, decision);
    return { success: true, status: decision, message: VERIFICATION_MESSAGES[decision] };
  };

export const verificationRoutes: GroupRoutes<C> = {
  /** `{id}` is the artist's own user id here. */
  'POST /api/artist-verification/{id}': async ({ body, actor }) => {
    const id = await Verifications.request(actor, body.document, body.valid_id);
    return { success: true, message: VERIFICATION_MESSAGES.submitted, verification_id: id };
  },
  'GET /api/artist-verifications': async ({ query }) => Verifications.list(query),
  'GET /api/artist-verification/{id}': async ({ params }) => Verifications.detail(params.id),
  'POST /api/artist-verification/{id}/approved': decide('approved'),
  'POST /api/artist-verification/{id}/rejected': decide('rejected'),
};
