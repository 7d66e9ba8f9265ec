import { ErrorCodes } from '@shared/api/errors';
import { formatPeso, MIN_REFUND_CENTAVOS } from '@shared/money';
import { orderMoneyMachine, orderStatusMachine } from '@shared/money-machines';
import { ORDERS_PAGE_SIZE, type Checkout, type Order, type OrderStatus } from '@shared/schemas/orders';
import type { Actor } from '../actor';
import * as Arts from '../arts/arts';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError } from '../errors';
import * as Money from '../money/money';
import * as Notifications from '../notifications/notifications';
import * as Profiles from '../profiles/profiles';
import * as Reviews from '../reviews/open';
import { findCheckout, findOrder, ordersOf, pushOrders, syncListings, toCheckout, toOrder } from './records';
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

const finalRefusal = (status: OrderStatus) =>
  status === 'Canceled'
    ? new AppError(ErrorCodes.orderRefunded, 409, 'This order was canceled and its refund started: its status can no longer change.')
    : new AppError(ErrorCodes.orderCompleted, 409, 'This order is completed and its money released to you: its status can no longer change.');

/**
 * The selling artist (the route's owner rule) completes or cancels a paid Pending order, in one
 * transaction with its money (shared/money-machines.ts orderStatus and orderMoney): completing
 * queues the transfer of the artist's share, canceling queues the buyer's refund of the share and
 * its part of the fee and puts the pieces back on sale. The buyer is told. An order made before
 * Crafti held sales (no money) only changes its status.
 */
export async function setStatus(_actor: Actor, orderId: string, status: OrderStatus): Promise<Order> {
  const order = await findOrder(orderId);
  if (!order) throw new AppError(ErrorCodes.orderNotFound, 404, 'Order not found.');
  if (order.payState !== 'paid') throw new AppError(ErrorCodes.orderNotPaid, 409, 'Only a paid order has a status to set.');
  if (order.status === status) return toOrder(order);
  const event = status === 'Completed' ? 'complete' : status === 'Canceled' ? 'cancel' : null;
  if (!event || !orderStatusMachine.can(order.status, event)) throw finalRefusal(order.status === 'Pending' ? status : order.status);
  const money = order.money ?? null;
  if (money && !orderMoneyMachine.can(money, event)) throw finalRefusal(money === 'refund_pending' || money === 'refunded' ? 'Canceled' : 'Completed');
  const refund = (order.amountCentavos ?? 0) + (order.feeCentavos ?? 0);
  if (money && event === 'cancel' && refund < MIN_REFUND_CENTAVOS) {
    throw new AppError(ErrorCodes.orderRefundTooSmall, 409, `PayMongo refunds ${formatPeso(MIN_REFUND_CENTAVOS)} or more: this order (${formatPeso(refund)}) cannot be refunded. Complete it, or write to Crafti.`);
  }
  const [buyerRole, present, checkout] = await Promise.all([
    Profiles.get(order.buyerId).then((p) => p?.role),
    event === 'cancel' ? Arts.findMany(order.lines.map((l) => l.artId)).then((arts) => new Set(arts.keys())) : Promise.resolve(new Set<string>()),
    money && event === 'cancel' ? findCheckout(order.checkoutId) : Promise.resolve(null),
  ]);
  if (money && event === 'cancel' && !checkout?.paymentId) throw new Error(`order ${orderId}: its checkout has no PayMongo payment to refund`);
  let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  const tasks: string[] = [];
  try {
    await commit(
      (tx) => {
        const task = !money
          ? null
          : event === 'complete'
            ? Money.movementPiece(tx, { kind: 'transfer', subjectKind: 'order', subjectId: orderId, book: order.checkoutId, amountCentavos: order.amountCentavos, artistId: order.artistId, description: `Crafti sale: ${order.description}` })
            : Money.movementPiece(tx, { kind: 'refund', subjectKind: 'order', subjectId: orderId, book: order.checkoutId, amountCentavos: refund, paymentId: checkout!.paymentId!, description: `Order ${orderId} canceled by the artist` });
        if (task) tasks.push(task.taskId);
        const notice = Notifications.notifyPieces(tx, order.buyerId, {
          type: 'order_status',
          message: `${order.artistName} set your order "${order.description}" to ${status}.${money && event === 'cancel' ? ` Your refund of ${formatPeso(refund)} is on its way.` : ''}`,
          link: `/${buyerRole === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`,
        });
        notification = notice.notification;
        const completedAt = event === 'complete' ? new Date().toISOString() : undefined;
        return [
          tx.order
            .patch({ orderId })
            .set({ status, ...(completedAt ? { completedAt } : {}), ...(money ? { money: orderMoneyMachine.next(money, event)! } : {}) })
            .where((attr, op) => (money ? `${op.eq(attr.status, order.status)} AND ${op.eq(attr.money, money)}` : op.eq(attr.status, order.status)))
            .commit(),
          ...(task ? [task.piece] : []),
          ...(event === 'cancel' ? order.lines.filter((l) => present.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity)) : []),
          ...notice.pieces,
          // Both sides may now review each other (issue 32 §1).
          ...(completedAt ? Reviews.openPieces(tx, { kind: 'order', id: orderId, title: order.description, completedAt, sides: [{ userId: order.buyerId, name: order.buyerName }, { userId: order.artistId, name: order.artistName }] }) : []),
        ];
      },
      { after: () => Promise.all([Notifications.push(order.buyerId, notification), pushOrders([{ ...order, status }], 'paid'), event === 'cancel' ? syncListings(order.lines) : undefined]) },
    );
  } catch (err) {
    // The status moved meanwhile (another tab): the artist reads it again.
    if (err instanceof ConditionFailed) throw new AppError(ErrorCodes.orderStatusChanged, 409, "This order's status just changed. Please reload and try again.");
    throw err;
  }
  await Money.runNow(tasks);
  return toOrder((await findOrder(orderId)) ?? { ...order, status });
}
