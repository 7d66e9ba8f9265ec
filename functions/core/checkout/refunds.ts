import { ErrorCodes } from '@shared/api/errors';
import type { MoneyState } from '@shared/messages/payouts';
import { formatPeso } from '@shared/money';
import * as Arts from '../arts/arts';
import { siteLink } from '../config';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError } from '../errors';
import { refundedSaleMail, refundMail } from '../mail/templates';
import { sendMail } from '../mail/mailer';
import * as Notifications from '../notifications/notifications';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { platforms, type Refund } from '../payments/platforms';
import { notFoundAsNull, PaymentProviderError } from '../payments/provider';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';
import { nextMoney, refundAmount, refundPostings, refundSource } from './ledger';
import { earningsPieces, ledgerPiece, moneyOf, movePiece, releaseShare } from './money';
import { findCheckout, findOrder, type OrderItem, pushOrders } from './records';
import { findTask, reschedule, safely, type TaskItem, taskIdOf, taskPiece } from './tasks';

/**
 * Refunds: a paid order its artist cancels gives the buyer back its amount and its part of the
 * fee through PayMongo's Refunds API (a partial refund when the checkout paid other artists too),
 * its pieces go back on sale, and once PayMongo says the refund succeeded the ledger records it,
 * the artist's earnings show the reversal and both sides are told and mailed. A refund PayMongo
 * refuses or fails leaves the order "refund pending", alarmed and retried, never silently lost.
 */

const referenceOf = (orderId: string, round = 0) => `crafti-refund-${orderId}${round ? `-r${round}` : ''}`;
const POLL_MS = 10 * 60_000;
const REFUSED_RETRY_MS = 60 * 60_000;

/**
 * The pieces of canceling a paid order with money (part of the status change's transaction):
 * refused while its money is on its way to the artist (the transfer settles first) and once
 * refunded; null for an order without money (made before payouts) or not being canceled.
 */
export function cancelPieces(tx: TransactionEntities, order: OrderItem, presentArts: ReadonlySet<string>): object[] | null {
  const state = order.money as MoneyState | undefined;
  if (!state) return null;
  const next = nextMoney(state, 'cancel');
  if (state === 'on_its_way') throw new AppError(ErrorCodes.orderPayoutInFlight, 409, "This order's money is on its way to your wallet. Please try again in a few minutes.");
  if (!next) return null;
  return [
    ...(state === 'held' ? releaseShare(tx, order) : []),
    ...order.lines.filter((l) => presentArts.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity)),
    taskPiece(tx, 'refund', order.orderId, referenceOf(order.orderId)),
  ];
}

/** The order's own fields when canceled (its refund pending, and where the share is taken from). */
export const canceledMoney = (order: OrderItem) => ({ money: nextMoney(order.money as MoneyState, 'cancel')!, refundFrom: refundSource(order.money as MoneyState) });

/** After a cancel committed: its refund asked for at once, its pieces listed again. */
export async function afterCancel(order: OrderItem): Promise<void> {
  await Promise.all(order.lines.map((l) => Arts.syncListings(l.artId, 'either').catch(() => undefined)));
  const task = await findTask(taskIdOf('refund', order.orderId));
  if (task) await safely(task, runRefund);
}

/** Asks PayMongo for the task's refund (or finds the one already made), then settles what it says. */
export async function runRefund(task: TaskItem): Promise<void> {
  const order = await findOrder(task.orderId);
  if (!order || order.money !== 'refund_pending') {
    await db().entities.moneyTask.delete({ taskId: task.taskId }).go();
    return;
  }
  const client = await platforms();
  let refund: Refund | undefined;
  if (order.refundId) refund = await client.retrieveRefund(order.refundId);
  else {
    const paymentId = (await findCheckout(order.checkoutId))?.paymentId;
    if (!paymentId) {
      log.error('a canceled order has no PayMongo payment to refund', { orderId: order.orderId });
      Metrics.count('refundFailures', 1, { orderId: order.orderId, reason: 'no_payment' });
      return reschedule(task, REFUSED_RETRY_MS, 'No PayMongo payment is recorded for this order.');
    }
    if (task.attempts > 0) refund = (await client.listRefunds(paymentId)).find((r) => r.metadata.crafti_reference === task.reference);
    if (!refund) {
      try {
        refund = await client.createRefund({
          paymentId,
          amount: refundAmount(moneyOf(order)),
          reason: 'requested_by_customer',
          notes: `Order ${order.orderId} canceled by the artist`,
          metadata: { order_id: order.orderId, checkout_id: order.checkoutId, crafti_reference: task.reference },
        });
      } catch (err) {
        if (!(err instanceof PaymentProviderError) || err.retryable) throw err;
        log.error('PayMongo refused a refund: the order stays refund pending', { orderId: order.orderId, error: err.message });
        Metrics.count('refundFailures', 1, { orderId: order.orderId, reason: 'refused' });
        return reschedule(task, REFUSED_RETRY_MS, err.message);
      }
    }
    await db()
      .entities.order.patch({ orderId: order.orderId })
      .set({ refundId: refund.id })
      .where((attr, op) => op.eq(attr.money, 'refund_pending'))
      .go();
  }
  await settleRefund(order, refund, task);
}

/** A refund webhook names a payment: each of its refunds is read again from PayMongo and settled if it is one of Crafti's. */
export async function syncRefunds(refundIds: readonly string[]): Promise<Refund[]> {
  const client = await platforms();
  const others: Refund[] = [];
  for (const id of refundIds) {
    const refund = await client.retrieveRefund(id).catch(notFoundAsNull);
    if (!refund) continue; // PayMongo has no such refund: a made-up event
    if (!refund.metadata.order_id) {
      others.push(refund); // not a sale's: the caller settles it (a commission's refund)
      continue;
    }
    const order = refund.metadata.order_id ? await findOrder(refund.metadata.order_id) : null;
    if (!order || order.money !== 'refund_pending' || (order.refundId && order.refundId !== refund.id)) continue;
    const task = await findTask(taskIdOf('refund', order.orderId));
    if (!task || task.reference !== refund.metadata.crafti_reference) continue;
    await settleRefund(order, refund, task);
  }
  return others;
}

async function settleRefund(order: OrderItem, refund: Refund, task: TaskItem): Promise<void> {
  if (refund.status === 'pending' || refund.status === 'processing') return reschedule(task, POLL_MS);
  if (refund.status === 'failed') {
    log.error('a refund failed: the order stays refund pending and is tried again', { orderId: order.orderId, refundId: refund.id });
    Metrics.count('refundFailures', 1, { orderId: order.orderId, refundId: refund.id, reason: 'failed' });
    await db()
      .entities.order.patch({ orderId: order.orderId })
      .remove(['refundId'])
      .where((attr, op) => op.eq(attr.money, 'refund_pending'))
      .go();
    await db()
      .entities.moneyTask.patch({ taskId: task.taskId })
      .set({ reference: referenceOf(order.orderId, task.attempts + 1), attempts: task.attempts + 1, dueAt: new Date(Date.now() + REFUSED_RETRY_MS).toISOString(), lastError: `refund ${refund.id} failed` })
      .go();
    return;
  }
  const money = moneyOf(order);
  const amount = refundAmount(money);
  const [buyer, artist] = await Promise.all([Profiles.get(order.buyerId), Profiles.get(order.artistId)]);
  const notices: { userId: string; notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] }[] = [];
  try {
    await commit(
      (tx) => {
        notices.length = 0;
        const toBuyer = Notifications.notifyPieces(tx, order.buyerId, {
          type: 'refund',
          message: `You were refunded ${formatPeso(amount)} for "${order.description}", canceled by ${order.artistName}.`,
          link: `/${buyer?.role === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`,
        });
        const toArtist = Notifications.notifyPieces(tx, order.artistId, {
          type: 'refund',
          message: `${order.buyerName} was refunded ${formatPeso(amount)} for the canceled order "${order.description}".`,
          link: '/transaction-history',
        });
        notices.push({ userId: order.buyerId, notification: toBuyer.notification }, { userId: order.artistId, notification: toArtist.notification });
        return [
          movePiece(tx, order, 'refund_succeeded', { refundId: refund.id }),
          ledgerPiece(tx, {
            checkoutId: order.checkoutId,
            entryId: `refund:${order.orderId}`,
            kind: 'refund',
            postings: refundPostings(money, order.refundFrom ?? 'artist'),
            providerId: refund.id,
            providerAmount: refund.amount,
          }),
          ...earningsPieces(tx, order.artistId, order.createdAt, -order.amountCentavos),
          tx.moneyTask.delete({ taskId: task.taskId }).commit(),
          ...toBuyer.pieces,
          ...toArtist.pieces,
        ];
      },
      {
        after: async () => {
          await Promise.all([
            ...notices.map((n) => Notifications.push(n.userId, n.notification)),
            pushOrders([{ ...order, money: 'refunded' }], 'paid'),
            Realtime.pushToUser(order.artistId, { type: 'payout' }),
          ]);
          const mails = [
            buyer?.email ? refundMail(buyer.email, buyer.firstname, { artistName: order.artistName, description: order.description, amount: formatPeso(amount) }, siteLink(`/${buyer.role === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`)) : null,
            artist?.email ? refundedSaleMail(artist.email, artist.firstname, { buyerName: order.buyerName, description: order.description, amount: formatPeso(amount) }, siteLink('/transaction-history')) : null,
          ];
          const sent = await Promise.allSettled(mails.flatMap((m) => (m ? [sendMail(m)] : [])));
          for (const r of sent) if (r.status === 'rejected') log.error('refund e-mail failed', { orderId: order.orderId, error: serializeError(r.reason) });
        },
      },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err; // settled already
  }
}
