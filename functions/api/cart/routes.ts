import { userIdParamsSchema } from '@shared/schemas/common';
import { counterNames, Counters } from '../../core/counters/counters';
import { assertSelfOrAdmin, signedInRoute, type GroupRoutes } from '../../lib/http';

export const cartRoutes = {
  /** The navigation badge: items in the user's cart, from its counter. */
  'GET /cart/count/{userId}': signedInRoute({ params: userIdParamsSchema }, async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Counters.get(counterNames.cartItems(params.userId)) };
  }),
} satisfies GroupRoutes<'cart'>;
