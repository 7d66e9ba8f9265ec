import { db } from '../../db/service';
import { commit, ConditionFailed } from '../../db/transactions';
import { ledgerPiece } from '../../checkout/money';
import { backoffMs, dropTask, dropTaskPiece, findTask, reschedule, retryUnder, safely, type TaskItem } from '../../checkout/tasks';
import * as Notifications from '../../notifications/notifications';
import { log } from '../../observability/log';
import { Metrics } from '../../observability/metrics';
import { transferToArtist } from '../../checkout/transfers';
import { platforms, type Refund, type Transfer } from '../../payments/platforms';
import { PaymentProviderError } from '../../payments/provider';
import * as Realtime from '../../realtime/realtime';
import { getProject } from '../model';
import { projectLink } from './model';
import { bookOf, refundPaidPostings, releasePaidPostings } from './rules';
import { pesos, refundReference, releaseReference } from './writes';

/**
 * A commission's money leaving Crafti: a release's net transferred to the artist's wallet
 * (Transfers, wallet to wallet) and a refund of the client's payment (Refunds), each asked under
 * the milestone's own reference so a retry finds the same movement and nothing moves twice.
 * PayMongo's answer, or its webhook re-read from PayMongo, records the movement in the ledger.
 */

const POLL_MS = 10 * 60_000;
const NO_WALLET_RETRY_MS = 10 * 60_000;

const split = (milestoneId: string) => {
  const dot = milestoneId.lastIndexOf('.');
  return { projectId: milestoneId.slice(0, dot), position: Number(milestoneId.slice(dot + 1)) };
};

async function milestone(milestoneId: string) {
  const { projectId, position } = split(milestoneId);
  return (await db().entities.milestone.get({ projectId, position }).go()).data;
}

/** Runs tasks just written (after their transaction committed); the sweeper retries what fails. */
export async function runTasks(taskIds: readonly string[]): Promise<void> {
  for (const id of taskIds) {
    const task = await findTask(id);
    if (task) await safely(task, task.kind === 'release' ? runRelease : runCommissionRefund);
  }
}

export async function runRelease(task: TaskItem): Promise<void> {
  const m = await milestone(task.orderId);
  if (!m || m.payout !== 'on_its_way' || !task.amountCentavos || !task.artistId) {
    await dropTask(task.taskId);
    return;
  }
  const transfer = await transferToArtist(task, {
    artistId: task.artistId,
    amount: task.amountCentavos,
    description: `Crafti commission: ${m.name}`,
    metadata: { milestone_id: task.orderId, project_id: m.projectId, artist_id: task.artistId },
    noWallet: { inMs: NO_WALLET_RETRY_MS, why: "The artist's payouts are not set up yet: the release waits for them." },
    refused: { message: 'PayMongo refused a commission release', labels: { milestoneId: task.orderId } },
  });
  if (!transfer) return;
  await settleRelease(task, transfer);
}

async function settleRelease(task: TaskItem, transfer: Transfer): Promise<void> {
  if (transfer.status === 'pending') return reschedule(task, POLL_MS);
  const { projectId, position } = split(task.orderId);
  if (transfer.status === 'failed') {
    log.error('a commission release transfer failed: tried again under a new reference', { milestoneId: task.orderId, transferId: transfer.id });
    Metrics.count('transferFailures', 1, { milestoneId: task.orderId, transferId: transfer.id });
    await retryUnder(task, releaseReference(task.orderId, task.attempts + 1), backoffMs(task.attempts), `transfer ${transfer.id} failed`);
    return;
  }
  const m = await milestone(task.orderId);
  let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  try {
    await commit(
      (tx) => {
        const n = Notifications.notifyPieces(tx, task.artistId!, { type: 'payout', message: `${pesos(transfer.amount)} of your commission is now in your PayMongo wallet.`, link: projectLink(projectId) });
        notification = n.notification;
        return [
          tx.milestone
            .patch({ projectId, position })
            .set({ payout: 'paid_out' })
            .where((a, op) => op.eq(a.payout, 'on_its_way'))
            .commit(),
          ...(m?.releasedAt ? [tx.commissionEarning.patch({ artistId: task.artistId!, at: m.releasedAt, milestoneId: task.orderId }).set({ payout: 'paid_out' }).commit()] : []),
          ledgerPiece(tx, { checkoutId: bookOf(projectId), entryId: `release-paid:${position}`, kind: 'transfer', postings: releasePaidPostings(task.artistId!, transfer.amount), providerId: transfer.id, providerAmount: transfer.amount }),
          dropTaskPiece(tx, task.taskId),
          ...n.pieces,
        ];
      },
      { after: () => Promise.all([Notifications.push(task.artistId!, notification), Realtime.pushToUser(task.artistId!, { type: 'payout' })]) },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err; // settled already (the webhook and the run met)
  }
}

export async function runCommissionRefund(task: TaskItem): Promise<void> {
  const m = await milestone(task.orderId);
  if (!m || !task.amountCentavos) {
    await dropTask(task.taskId);
    return;
  }
  if (!task.paymentId) {
    Metrics.count('refundFailures', 1, { milestoneId: task.orderId, reason: 'no_payment' });
    return reschedule(task, 60 * 60_000, 'No PayMongo payment is recorded for this milestone.');
  }
  const client = await platforms();
  let refund = task.attempts > 0 ? (await client.listRefunds(task.paymentId)).find((r) => r.metadata.crafti_reference === task.reference) : undefined;
  if (!refund) {
    try {
      refund = await client.createRefund({
        paymentId: task.paymentId,
        amount: task.amountCentavos,
        reason: 'requested_by_customer',
        notes: `Commission milestone ${m.name} refunded`,
        metadata: { milestone_id: task.orderId, project_id: m.projectId, crafti_reference: task.reference },
      });
    } catch (err) {
      if (!(err instanceof PaymentProviderError) || err.retryable) throw err;
      log.error('PayMongo refused a commission refund', { milestoneId: task.orderId, error: err.message });
      Metrics.count('refundFailures', 1, { milestoneId: task.orderId, reason: 'refused' });
      return reschedule(task, 60 * 60_000, err.message);
    }
  }
  await settleRefund(task, refund);
}

async function settleRefund(task: TaskItem, refund: Refund): Promise<void> {
  if (refund.status === 'pending' || refund.status === 'processing') return reschedule(task, POLL_MS);
  const { projectId, position } = split(task.orderId);
  if (refund.status === 'failed') {
    Metrics.count('refundFailures', 1, { milestoneId: task.orderId, refundId: refund.id, reason: 'failed' });
    await retryUnder(task, refundReference(task.orderId, task.attempts + 1), 60 * 60_000, `refund ${refund.id} failed`);
    return;
  }
  const project = await getProject(projectId);
  let notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  try {
    await commit(
      (tx) => {
        const n = project ? Notifications.notifyPieces(tx, project.clientId, { type: 'refund', message: `You were refunded ${pesos(refund.amount)} for ${project.projectName}.`, link: projectLink(projectId) }) : { pieces: [], notification: undefined };
        notification = n.notification;
        return [
          ledgerPiece(tx, { checkoutId: bookOf(projectId), entryId: `refund-paid:${position}`, kind: 'refund', postings: refundPaidPostings(projectId, refund.amount), providerId: refund.id, providerAmount: refund.amount }),
          dropTaskPiece(tx, task.taskId, task.reference),
          ...n.pieces,
        ];
      },
      { after: async () => void (project && (await Notifications.push(project.clientId, notification))) },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
}

/** A transfer webhook for a commission release: read again from PayMongo and settled if it is the task's. */
export async function syncReleaseTransfer(transfer: Transfer): Promise<void> {
  const id = transfer.metadata.milestone_id;
  if (!id) return;
  const task = await findTask(`release:${id}`);
  if (!task || task.reference !== transfer.referenceNumber) return;
  await settleRelease(task, transfer);
}

/** A refund webhook for a commission refund. */
export async function syncCommissionRefund(refund: Refund): Promise<void> {
  const id = refund.metadata.milestone_id;
  if (!id) return;
  const task = await findTask(`commission_refund:${id}`);
  if (!task || task.reference !== refund.metadata.crafti_reference) return;
  await settleRefund(task, refund);
}

