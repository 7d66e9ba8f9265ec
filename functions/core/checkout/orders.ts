import { ErrorCodes } from '@shared/api/errors';
import { ORDERS_PAGE_SIZE, type Checkout, type Order } from '@shared/schemas/orders';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { AppError } from '../errors';
import * as Uploads from '../uploads/uploads';
import { findCheckout, findOrder, ordersOf, toCheckout, toOrder } from './records';
import { checkoutOfPaymentIntent } from './settle';

/**
 * Reading orders (the buyer's, the artist's, one checkout's) and the artist's fulfilment status.
 * An order exists for its buyer and artist once it is paid; a checkout not (yet) paid is visible
 * only on its return page. Completing an order releases its share to the artist (a transfer);
 * canceling it refunds the buyer from Crafti's wallet; both are final.
 */

/** The return page's view of a checkout: its buyer's (or an admin's: the route's owner rule). */
export async function view(_actor: Actor, checkoutId: string): Promise<Checkout> {
  const checkout = await findCheckout(checkoutId);
  if (!checkout) throw new AppError(ErrorCodes.orderNotFound, 'Order not found.');
  return toCheckout(checkout, await ordersOf(checkout));
}

/** POST /order: the order the server made for that payment intent, for its buyer. */
export async function acknowledge(actor: Actor, paymentIntentId: string): Promise<Checkout> {
  const checkoutId = await checkoutOfPaymentIntent(paymentIntentId);
  if (!checkoutId) throw new AppError(ErrorCodes.orderNotFound, 'Order not found.');
  return view(actor, checkoutId);
}

/** The buyer's paid orders, newest first (the payment state leads the index's sort key). */
export async function ordersOfBuyer(buyerId: string, cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query.byBuyer({ buyerId, payState: 'paid' }).go({
    order: 'desc',
    limit: ORDERS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'byBuyer', { buyerId, payState: 'paid' }) : null,
  });
  return { items: page.data.map((o) => toOrder(o, 'buyer')), cursor: page.cursor ?? null, total: null };
}

/** The artist's paid sales (Transactions), newest first. */
export async function salesOfArtist(artistId: string, cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query.byArtist({ artistId, payState: 'paid' }).go({
    order: 'desc',
    limit: ORDERS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'byArtist', { artistId, payState: 'paid' }) : null,
  });
  return { items: page.data.map((o) => toOrder(o, 'artist')), cursor: page.cursor ?? null, total: null };
}

/** One order with everything its page shows: for its buyer, its artist, or an admin (the route's owner rule). */
export async function orderPage(actor: Actor, orderId: string): Promise<Order> {
  const order = await findOrder(orderId);
  if (!order || order.payState !== 'paid') throw new AppError(ErrorCodes.orderNotFound, 'Order not found.');
  const side = actor.userId === order.buyerId ? 'buyer' : actor.userId === order.artistId ? 'artist' : 'admin';
  const link = (key: string) => Uploads.presignedGet(key, PHOTO_LINK_SECONDS);
  const [parcel, evidence] = await Promise.all([
    order.parcelPhotoKey ? link(order.parcelPhotoKey) : undefined,
    Promise.all((order.refundRequest?.photoKeys ?? []).map(link)),
  ]);
  return toOrder(order, side, { parcel, evidence });
}

/** How long an order's private photos (the parcel, a refund's evidence) can be opened from its page. */
const PHOTO_LINK_SECONDS = 15 * 60;

/** The artist's work list: what to ship (the ship-by date nearest first), or what to answer (refund requests, returns to confirm). */
export async function queueOf(artistId: string, lane: 'to_ship' | 'to_answer', cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query.byLane({ artistId, lane }).go({
    order: 'asc',
    limit: ORDERS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'byLane', { artistId, lane }) : null,
  });
  return { items: page.data.map((o) => toOrder(o, 'artist')), cursor: page.cursor ?? null, total: null };
}

/** The admins' queue of contested refund requests, oldest first: the orders themselves (one BatchGet). */
export async function disputesPage(cursor?: string) {
  const entry = db().entities.orderDispute;
  const page = await entry.query.byQueue({ queue: 'open' }).go({
    limit: ORDERS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entry, 'byQueue', { queue: 'open' }) : null,
  });
  const ids = page.data.map((e) => e.orderId);
  const { data } = ids.length
    ? await db()
        .entities.order.get(ids.map((orderId) => ({ orderId })))
        .go()
    : { data: [] };
  const byId = new Map(data.filter(Boolean).map((o) => [o!.orderId, o!]));
  return {
    items: ids.flatMap((id) => (byId.has(id) ? [toOrder(byId.get(id)!, 'admin')] : [])),
    cursor: page.cursor ?? null,
    total: null,
  };
}
