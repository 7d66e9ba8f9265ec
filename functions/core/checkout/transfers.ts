import { formatPeso } from '@shared/money';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import * as Notifications from '../notifications/notifications';
import { log } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { platforms, type Transfer } from '../payments/platforms';
import { notFoundAsNull, PaymentProviderError } from '../payments/provider';
import * as Payouts from '../payouts/accounts';
import * as Realtime from '../realtime/realtime';
import { transferPostings } from './ledger';
import { holdShare, ledgerPiece, movePiece, releaseShare } from './money';
import { findOrder, type OrderItem } from './records';
import { backoffMs, doneTaskPiece, findTask, reschedule, safely, type TaskItem, taskIdOf, taskPiece } from './tasks';

/**
 * Held shares to the artist's wallet: when an artist's payouts become active, each share Crafti
 * held for them is transferred (PayMongo's Transfers, wallet to wallet) under a reference of its
 * own, so a retry answers the same transfer and a share is never paid twice. PayMongo's answer
 * (or its webhook, re-read from PayMongo) moves the share to "paid out", with its ledger entry.
 */

const referenceOf = (orderId: string, round = 0) => `crafti-transfer-${orderId}${round ? `-r${round}` : ''}`;
/** How long a pending transfer waits before it is looked at again (its webhook normally comes first). */
const POLL_MS = 10 * 60_000;

/** Starts a transfer of each share Crafti holds for this (now active) artist; answers how many. */
export async function releaseHeld(artistId: string): Promise<number> {
  let started = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { orderId: string }[]; cursor: string | null } = await db().entities.heldShare.query.byArtist({ artistId }).go({ limit: 25, cursor });
    for (const share of page.data) {
      const order = await findOrder(share.orderId);
      if (!order || order.money !== 'held') continue;
      try {
        await commit((tx) => [...startPieces(tx, order), taskPiece(tx, 'transfer', order.orderId, referenceOf(order.orderId))]);
      } catch (err) {
        if (err instanceof ConditionFailed) continue; // canceled or started meanwhile
        throw err;
      }
      started++;
      const task = await findTask(taskIdOf('transfer', order.orderId));
      if (task) await safely(task, runTransfer);
    }
    cursor = page.cursor;
  } while (cursor);
  if (started) await Realtime.pushToUser(artistId, { type: 'payout' });
  return started;
}

/** Asks PayMongo for the task's transfer (or finds the one already made), then settles what it says. */
export async function runTransfer(task: TaskItem): Promise<void> {
  let order = await findOrder(task.orderId);
  if (order?.money === 'held' && task.attempts > 0) order = await startAgain(order); // after a failed transfer
  if (!order || order.money !== 'on_its_way') {
    await db().entities.moneyTask.delete({ taskId: task.taskId }).go();
    return;
  }
  let transfer: Transfer;
  if (order.transferId) transfer = await (await platforms()).retrieveTransfer(order.transferId);
  else {
    const made = await transferToArtist(task, {
      artistId: order.artistId,
      amount: order.amountCentavos,
      description: `Crafti sale: ${order.description}`,
      metadata: { order_id: order.orderId, checkout_id: order.checkoutId, artist_id: order.artistId },
      noWallet: { inMs: 60 * 60_000, why: "The artist's wallet is not known yet." },
      refused: { message: 'PayMongo refused a transfer of a held share', labels: { orderId: order.orderId } },
    });
    if (!made) return;
    transfer = made;
    await db()
      .entities.order.patch({ orderId: order.orderId })
      .set({ transferId: transfer.id })
      .where((attr, op) => op.eq(attr.money, 'on_its_way'))
      .go();
  }
  await settleTransfer(order, transfer, task);
}

/**
 * Money from Crafti's wallet to an artist's (a held share, a commission's release), under the
 * task's reference: a retried task first looks for the transfer an earlier try may have made, so
 * nothing is sent twice. Null when it has to wait, the task rescheduled: the artist's wallet is
 * not known yet, or PayMongo refused the transfer (logged and counted as a transfer failure).
 */
export async function transferToArtist(
  task: TaskItem,
  t: { artistId: string; amount: number; description: string; metadata: Record<string, string>; noWallet: { inMs: number; why: string }; refused: { message: string; labels: Record<string, string> } },
): Promise<Transfer | null> {
  const client = await platforms();
  const made = task.attempts > 0 ? (await client.listTransfers(task.reference)).find((x) => x.referenceNumber === task.reference) : undefined;
  if (made) return made;
  const wallet = await Payouts.walletOf(t.artistId);
  if (!wallet) {
    await reschedule(task, t.noWallet.inMs, t.noWallet.why);
    return null;
  }
  try {
    return await client.createTransfer({
      source: await client.parentWallet(),
      destination: { number: wallet.number, name: wallet.name, bic: 'PAEYPHM2XXX' },
      amount: t.amount,
      referenceNumber: task.reference,
      description: t.description.slice(0, 140),
      metadata: t.metadata,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.retryable) throw err;
    log.error(t.refused.message, { ...t.refused.labels, error: err.message });
    Metrics.count('transferFailures', 1, t.refused.labels);
    await reschedule(task, 60 * 60_000, err.message);
    return null;
  }
}

/** A held share leaving the hold on its way to the artist's wallet. */
const startPieces = (tx: TransactionEntities, order: OrderItem) => [...releaseShare(tx, order), movePiece(tx, order, 'transfer_started')];

/** A share held again after its transfer failed, back on its way under the task's new reference. */
async function startAgain(order: OrderItem): Promise<OrderItem | null> {
  try {
    await commit((tx) => startPieces(tx, order));
    return { ...order, money: 'on_its_way' };
  } catch (err) {
    if (err instanceof ConditionFailed) return findOrder(order.orderId);
    throw err;
  }
}

/**
 * A transfer webhook: the transfer is read again from PayMongo (a forged or stale event changes
 * nothing) and settled if it is a sale's; any other real transfer is answered for the caller to settle.
 */
export async function syncTransfer(transferId: string): Promise<Transfer | null> {
  const transfer = await (await platforms()).retrieveTransfer(transferId).catch(notFoundAsNull);
  if (!transfer) return null; // PayMongo has no such transfer: a made-up event
  if (!transfer.metadata.order_id) return transfer; // not a sale's: the caller looks further (a commission's release)
  await syncOrderTransfer(transfer);
  return null;
}

async function syncOrderTransfer(transfer: Transfer): Promise<void> {
  const order = transfer.metadata.order_id ? await findOrder(transfer.metadata.order_id) : null;
  if (!order || order.money !== 'on_its_way' || (order.transferId && order.transferId !== transfer.id)) return;
  const task = await findTask(taskIdOf('transfer', order.orderId));
  if (!task || task.reference !== transfer.referenceNumber) return;
  await settleTransfer(order, transfer, task);
}

async function settleTransfer(order: OrderItem, transfer: Transfer, task: TaskItem): Promise<void> {
  if (transfer.status === 'pending') return reschedule(task, POLL_MS);
  if (transfer.status === 'succeeded') {
    let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
    try {
      await commit(
        (tx) => {
          const notice = Notifications.notifyPieces(tx, order.artistId, {
            type: 'payout',
            message: `${formatPeso(order.amountCentavos)} from your sale of ${order.description} is now in your PayMongo wallet.`,
            link: '/transaction-history',
          });
          notification = notice.notification;
          return [
            movePiece(tx, order, 'transfer_succeeded', { transferId: transfer.id }),
            ledgerPiece(tx, { checkoutId: order.checkoutId, entryId: `transfer:${order.orderId}`, kind: 'transfer', postings: transferPostings(order), providerId: transfer.id, providerAmount: transfer.amount }),
            doneTaskPiece(tx, 'transfer', order.orderId),
            ...notice.pieces,
          ];
        },
        { after: () => Promise.all([Notifications.push(order.artistId, notification), Realtime.pushToUser(order.artistId, { type: 'payout' })]) },
      );
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err; // settled already (the webhook and the run met)
    }
    return;
  }
  // Failed: nothing moved. The share is held again and tried anew under a new reference.
  log.error('a transfer of a held share failed', { orderId: order.orderId, transferId: transfer.id });
  Metrics.count('transferFailures', 1, { orderId: order.orderId, transferId: transfer.id });
  try {
    await commit((tx) => [
      movePiece(tx, order, 'transfer_failed'),
      ...holdShare(tx, order),
      tx.moneyTask
        .put({ taskId: task.taskId, kind: 'transfer', orderId: order.orderId, reference: referenceOf(order.orderId, task.attempts + 1), attempts: task.attempts + 1, dueAt: new Date(Date.now() + backoffMs(task.attempts)).toISOString(), lastError: `transfer ${transfer.id} failed` })
        .commit(),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
}
