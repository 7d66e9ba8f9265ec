import { actorOf } from '@functions/core/actor';
import * as Checkout from '@functions/core/checkout/checkout';

/**
 * An order's way to its buyer from tests, through the same verbs the routes call: shipped by its
 * artist (a courier and a tracking number), received by its buyer (its share released), or
 * canceled by its artist before shipping (the buyer refunded whole).
 */
export async function shipOrder(order: { id: string; artist_id: string }, tracking = `TRK${order.id.slice(-8)}`) {
  return Checkout.ship(actorOf(order.artist_id, 'Artist'), order.id, { courier: 'jnt', tracking });
}

export async function receiveOrder(order: { id: string; user_id: string }) {
  return Checkout.receive(actorOf(order.user_id, 'Client'), order.id);
}

/** Shipped, then received: the order is completed and its share released to the artist. */
export async function completeOrder(order: { id: string; artist_id: string; user_id: string }) {
  await shipOrder(order);
  return receiveOrder(order);
}

export async function cancelOrder(order: { id: string; artist_id: string }, reason = 'Out of stock, sorry.') {
  return Checkout.cancel(actorOf(order.artist_id, 'Artist'), order.id, reason);
}
