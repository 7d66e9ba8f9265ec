import type { cartContract } from '@shared/api/contract/cart';
import * as Counters from '../../core/counters/counters';
import { assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const cartRoutes: GroupRoutes<typeof cartContract> = {
  /** The navigation badge: items in the user's cart, from its counter. */
  'GET /cart/count/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Counters.get(Counters.names.cartItems(params.userId)) };
  },
};
