import { userIdParamsSchema } from '@shared/schemas/common';
import { assertSelfOrAdmin, signedInRoute, type GroupRoutes } from '../../lib/http';

export const accountRoutes = {
  /** The caller's role, carried by their Cognito group; null when they have none. */
  'GET /user-role/{userId}': signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { role: caller.userId === params.userId ? caller.role : null };
  }),
} satisfies GroupRoutes<'account'>;
