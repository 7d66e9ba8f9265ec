import { ErrorCodes } from '@shared/api/errors';
import { ORDERS_PAGE_SIZE, type Checkout, type Order, type OrderStatus } from '@shared/schemas/orders';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { commit, ConditionFailed } from '../db/transactions';
import * as Arts from '../arts/arts';
import { formatPeso } from '@shared/money';
import { db } from '../db/service';
import { AppError } from '../errors';
import * as Notifications from '../notifications/notifications';
import * as Profiles from '../profiles/profiles';
import * as Reviews from '../reviews/open';
import { findCheckout, findOrder, ordersOf, pushOrders, toCheckout, toOrder } from './records';
import { checkoutOfPaymentIntent } from './settle';
import { refundAmount } from './ledger';
import { moneyOf } from './money';
import { afterCancel, cancelPieces, canceledMoney } from './refunds';

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

/**
 * The selling artist (the route's owner rule) sets the fulfilment status of a paid order; the
 * buyer is told. Canceling an order with money refunds it (refunds.ts): its pieces go back on
 * sale in the same write, and a refunded order's status no longer changes.
 */
export async function setStatus(_actor: Actor, orderId: string, status: OrderStatus): Promise<Order> {
  const order = await findOrder(orderId);
  if (!order) throw new AppError(ErrorCodes.orderNotFound, 404, 'Order not found.');
  if (order.payState !== 'paid') throw new AppError(ErrorCodes.orderNotPaid, 409, 'Only a paid order has a status to set.');
  if (order.status === status) return toOrder(order);
  if (order.money === 'refund_pending' || order.money === 'refunded') throw new AppError(ErrorCodes.orderRefunded, 409, 'This order was canceled and its refund started: its status can no longer change.');
  const canceling = status === 'Canceled' && Boolean(order.money);
  const [buyerRole, present] = await Promise.all([
    Profiles.get(order.buyerId).then((p) => p?.role),
    canceling ? Arts.findMany(order.lines.map((l) => l.artId)).then((arts) => new Set(arts.keys())) : Promise.resolve(new Set<string>()),
  ]);
  let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  let refunding = false;
  try {
    await commit(
      (tx) => {
        const refund = canceling ? cancelPieces(tx, order, present) : null;
        refunding = Boolean(refund);
        const notice = Notifications.notifyPieces(tx, order.buyerId, {
          type: 'order_status',
          message: `${order.artistName} set your order "${order.description}" to ${status}.${refund ? ` Your refund of ${formatPeso(refundAmount(moneyOf(order)))} is on its way.` : ''}`,
          link: `/${buyerRole === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`,
        });
        notification = notice.notification;
        const completedAt = status === 'Completed' ? new Date().toISOString() : undefined;
        return [
          tx.order
            .patch({ orderId })
            .set({ status, ...(completedAt ? { completedAt } : {}), ...(refund ? canceledMoney(order) : {}) })
            .where((attr, op) => (order.money ? `${op.eq(attr.payState, 'paid')} AND ${op.eq(attr.money, order.money)}` : op.eq(attr.payState, 'paid')))
            .commit(),
          ...(refund ?? []),
          ...notice.pieces,
          // Both sides may now review each other (issue 32 §1).
          ...(completedAt ? Reviews.openPieces(tx, { kind: 'order', id: orderId, title: order.description, completedAt, sides: [{ userId: order.buyerId, name: order.buyerName }, { userId: order.artistId, name: order.artistName }] }) : []),
        ];
      },
      { after: () => Promise.all([Notifications.push(order.buyerId, notification), pushOrders([{ ...order, status }], 'paid')]) },
    );
  } catch (err) {
    // The money moved meanwhile (a transfer started, another cancel): the artist tries again.
    if (err instanceof ConditionFailed) throw new AppError(ErrorCodes.orderPayoutInFlight, 409, "This order's money just moved. Please try again.");
    throw err;
  }
  const updated = { ...order, status, ...(refunding ? canceledMoney(order) : {}) };
  if (refunding) await afterCancel(updated);
  return toOrder((await findOrder(orderId)) ?? updated);
}
