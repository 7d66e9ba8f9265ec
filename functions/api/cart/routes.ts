import type { cartContract } from '@shared/api/contract/cart';
import * as Cart from '../../core/cart/cart';
import * as Counters from '../../core/counters/counters';
import { forbidden } from '../../core/errors';
import type { Caller } from '../../lib/caller';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

/** A cart is its owner's alone, and admins have none. */
function assertOwnCart(caller: Caller, userId: string) {
  assertSelf(caller, userId);
  if (caller.role === 'Admin') throw forbidden('Administrators have no cart.');
}

export const cartRoutes: GroupRoutes<typeof cartContract> = {
  /** The navigation badge: items in the user's cart, from its counter. */
  'GET /cart/count/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Counters.get(Counters.names.cartItems(params.userId)) };
  },
  'GET /cart/{userId}': async ({ params, caller }) => {
    assertOwnCart(caller, params.userId);
    return { items: await Cart.view(params.userId) };
  },
  'POST /cart': async ({ body, caller }) => {
    assertOwnCart(caller, body.userId);
    return Cart.add(body.userId, body.artId, body.quantity);
  },
  'PATCH /cart/{userId}/{artId}': async ({ params, body, caller }) => {
    assertOwnCart(caller, params.userId);
    return Cart.setQuantity(params.userId, params.artId, body.quantity);
  },
  'DELETE /cart/{userId}/{artId}': async ({ params, caller }) => {
    assertOwnCart(caller, params.userId);
    return { removed: await Cart.remove(params.userId, [params.artId]) };
  },
  'DELETE /cart/{userId}': async ({ params, body, caller }) => {
    assertOwnCart(caller, params.userId);
    return { removed: await Cart.remove(params.userId, body.artIds) };
  },
};
