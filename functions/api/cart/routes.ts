import type { cartContract } from '@shared/api/contract/cart';
import * as Cart from '../../core/cart/cart';
import * as Counters from '../../core/counters/counters';
import type { GroupRoutes } from '../../lib/http';

/** A cart is its owner's alone, and admins have none: both declared in the contract (owner, adminRefused). */
export const cartRoutes: GroupRoutes<typeof cartContract> = {
  /** The navigation badge: items in the user's cart, from its counter. */
  'GET /cart/count/{userId}': async ({ params }) => ({
    count: await Counters.get(Counters.names.cartItems(params.userId)),
  }),
  'GET /cart/{userId}': async ({ actor }) => ({ items: await Cart.view(actor) }),
  'POST /cart': async ({ body, actor }) => Cart.add(actor, body.artId, body.quantity),
  'PATCH /cart/{userId}/{artId}': async ({ params, body, actor }) =>
    Cart.setQuantity(actor, params.artId, body.quantity),
  'DELETE /cart/{userId}/{artId}': async ({ params, actor }) => ({ removed: await Cart.remove(actor, [params.artId]) }),
  'DELETE /cart/{userId}': async ({ body, actor }) => ({ removed: await Cart.remove(actor, body.artIds) }),
};
