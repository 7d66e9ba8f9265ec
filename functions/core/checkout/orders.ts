import { ErrorCodes } from '@shared/api/errors';
import { ORDERS_PAGE_SIZE, type Checkout, type Order, type OrderStatus } from '@shared/schemas/orders';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { commit } from '../db/transactions';
import { db } from '../db/service';
import { AppError } from '../errors';
import * as Notifications from '../notifications/notifications';
import * as Profiles from '../profiles/profiles';
import { findCheckout, findOrder, ordersOf, pushOrders, toCheckout, toOrder } from './records';
import { checkoutOfPaymentIntent } from './settle';

/**
 * Reading orders (the buyer's, the artist's, one checkout's) and the artist's fulfilment status.
 * An order exists for its buyer and artist once it is paid: an attempt whose payment failed or
 * lapsed stays visible only on its checkout's return page.
 */

/** The return page's view of a checkout: its buyer's (or an admin's: the route's owner rule). */
export async function view(_actor: Actor, checkoutId: string): Promise<Checkout> {
  const checkout = await findCheckout(checkoutId);
  if (!checkout) throw new AppError(ErrorCodes.orderNotFound, 404, 'Order not found.');
  return toCheckout(checkout, await ordersOf(checkout));
}

/** POST /order: the order the server made for that payment intent, for its buyer. */
export async function acknowledge(actor: Actor, paymentIntentId: string): Promise<Checkout> {
  const checkoutId = await checkoutOfPaymentIntent(paymentIntentId);
  if (!checkoutId) throw new AppError(ErrorCodes.orderNotFound, 404, 'Order not found.');
  return view(actor, checkoutId);
}

/** The buyer's paid orders, newest first (the payment state leads the index's sort key). */
export async function ordersOfBuyer(buyerId: string, cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query
    .byBuyer({ buyerId, payState: 'paid' })
    .go({ order: 'desc', limit: ORDERS_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, entity, 'byBuyer', { buyerId, payState: 'paid' }) : null });
  return { items: page.data.map(toOrder), cursor: page.cursor ?? null, total: null };
}

/** The artist's paid sales (Transactions), newest first. */
export async function salesOfArtist(artistId: string, cursor?: string) {
  const entity = db().entities.order;
  const page = await entity.query
    .byArtist({ artistId, payState: 'paid' })
    .go({ order: 'desc', limit: ORDERS_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, entity, 'byArtist', { artistId, payState: 'paid' }) : null });
  return { items: page.data.map(toOrder), cursor: page.cursor ?? null, total: null };
}

/** The selling artist (the route's owner rule) sets the fulfilment status of a paid order; the buyer is told. */
export async function setStatus(_actor: Actor, orderId: string, status: OrderStatus): Promise<Order> {
  const order = await findOrder(orderId);
  if (!order) throw new AppError(ErrorCodes.orderNotFound, 404, 'Order not found.');
  if (order.payState !== 'paid') throw new AppError(ErrorCodes.orderNotPaid, 409, 'Only a paid order has a status to set.');
  if (order.status === status) return toOrder(order);
  const buyerRole = (await Profiles.get(order.buyerId))?.role;
  let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  await commit(
    (tx) => {
      const notice = Notifications.notifyPieces(tx, order.buyerId, {
        type: 'order_status',
        message: `${order.artistName} set your order "${order.description}" to ${status}.`,
        link: `/${buyerRole === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`,
      });
      notification = notice.notification;
      return [
        tx.order
          .patch({ orderId })
          .set({ status })
          .where((attr, op) => op.eq(attr.payState, 'paid'))
          .commit(),
        ...notice.pieces,
      ];
    },
    { after: () => Promise.all([Notifications.push(order.buyerId, notification), pushOrders([{ ...order, status }], 'paid')]) },
  );
  return toOrder({ ...order, status });
}
