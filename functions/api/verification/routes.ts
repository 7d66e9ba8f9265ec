import { VERIFICATION_MESSAGES, verificationDecisionParamsSchema, verificationRequestBodySchema } from '@shared/schemas/verification';
import { forbidden } from '../../core/errors';
import { Verifications } from '../../core/verification/verification';
import { Reply, signedInRoute, type GroupRoutes } from '../../lib/http';

const decide = (decision: 'approved' | 'rejected') =>
  signedInRoute({ params: verificationDecisionParamsSchema }, async ({ params, caller }) => {
    await Verifications.decide(params.id, decision, caller);
    return { success: true, status: decision, message: VERIFICATION_MESSAGES[decision] };
  });

export const verificationRoutes = {
  /** `{id}` is the artist's user id here. */
  'POST /api/artist-verification/{id}': signedInRoute(
    { params: verificationDecisionParamsSchema, body: verificationRequestBodySchema },
    async ({ params, body, caller }) => {
      if (caller.userId !== params.id) throw forbidden();
      const id = await Verifications.request(params.id, body.document, body.valid_id);
      return new Reply(201, { success: true, message: VERIFICATION_MESSAGES.submitted, verification_id: id });
    },
  ),
  'GET /api/artist-verifications': signedInRoute({}, async () => Verifications.list()),
  'POST /api/artist-verification/{id}/approved': decide('approved'),
  'POST /api/artist-verification/{id}/rejected': decide('rejected'),
} satisfies GroupRoutes<'verification'>;
