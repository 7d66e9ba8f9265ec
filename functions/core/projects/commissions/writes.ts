import { formatPeso } from '@shared/money';
import type { TransactionEntities } from '../../db/service';
import { commit, ConditionFailed } from '../../db/transactions';
import { ErrorCodes } from '@shared/api/errors';
import { conflict } from '../../errors';
import { earningsPieces, ledgerPiece } from '../../checkout/money';
import { platformFee } from '@shared/money';
import { dropTaskPiece as dropPiece, putTaskPiece, taskIdOf } from '../../checkout/tasks';
import * as Notifications from '../../notifications/notifications';
import type { ProjectItem } from '../model';
import { type Loaded, milestoneIdOf, type MilestoneRow, projectLink } from './model';
import { bookOf, netOf, refundPostings, releasePostings, type Step } from './rules';

/**
 * The pieces every money change of a commission is made of. Each change patches the project on
 * the version it read (bumping it), so changes of one project serialize: of an approval, a
 * cancellation and an auto-approval at the same moment exactly one commits. A milestone's patch is
 * also conditional on the money state it was read in.
 */

export const releaseReference = (milestoneId: string, round = 0) => `crafti-release-${milestoneId}${round ? `-r${round}` : ''}`;
export const refundReference = (milestoneId: string, round = 0) => `crafti-crefund-${milestoneId}${round ? `-r${round}` : ''}`;

type ProjectFields = Partial<Pick<ProjectItem, 'status' | 'fundedCentavos' | 'heldCentavos' | 'releasedCentavos' | 'refundedCentavos' | 'openFundingId' | 'cancelRequest' | 'dispute' | 'closed' | 'closedAt'>>;
type ProjectRemovable = 'openFundingId' | 'cancelRequest';

export function projectPiece(tx: TransactionEntities, project: ProjectItem, set: ProjectFields, remove: ProjectRemovable[] = []) {
  const patch = tx.project.patch({ projectId: project.projectId }).set({ ...set, version: project.version + 1 });
  return (remove.length ? patch.remove(remove) : patch).where((attr, op) => op.eq(attr.version, project.version)).commit();
}

type MilestoneFields = Partial<Pick<MilestoneRow, 'money' | 'revisionsUsed' | 'releasedCentavos' | 'refundedCentavos' | 'payout' | 'releasedAt' | 'fundingId' | 'paymentId' | 'fundedAt' | 'deliveredAt' | 'autoApproveAt' | 'status'>>;

export function milestonePiece(tx: TransactionEntities, m: MilestoneRow, set: MilestoneFields, remove: 'autoApproveAt'[] = []) {
  const patch = tx.milestone.patch({ projectId: m.projectId, position: m.position }).set(set);
  return (remove.length ? patch.remove(remove) : patch).where((attr, op) => op.eq(attr.money, m.money ?? 'unfunded')).commit();
}

export function autoApproveTaskPiece(tx: TransactionEntities, m: MilestoneRow, dueAt: string, deliveryId: string) {
  return putTaskPiece(tx, { kind: 'auto_approve', orderId: milestoneIdOf(m.projectId, m.position), reference: deliveryId, dueAt });
}
export const dropTaskPiece = (tx: TransactionEntities, kind: 'auto_approve' | 'release' | 'commission_refund', milestoneId: string) => dropPiece(tx, taskIdOf(kind, milestoneId));

export interface Applied {
  pieces: object[];
  released: number;
  refunded: number;
  /** The tasks to run once the transaction commits. */
  tasks: string[];
}

/**
 * The pieces of milestones' steps that release or refund (an approval, a cancellation, a
 * decision): each milestone's new money, the ledger entries of what it releases and refunds,
 * and the tasks that ask PayMongo to move it (a transfer of the net to the artist, a refund of
 * the client's payment), always under the milestone's own reference.
 */
export function applySteps(tx: TransactionEntities, loaded: Loaded, steps: ReadonlyMap<number, Step>): Applied {
  const { project } = loaded;
  const out: Applied = { pieces: [], released: 0, refunded: 0, tasks: [] };
  for (const m of loaded.milestones) {
    const s = steps.get(m.position);
    if (!s) continue;
    const id = milestoneIdOf(project.projectId, m.position);
    const wasDelivered = m.money === 'delivered';
    const at = new Date().toISOString();
    out.pieces.push(
      milestonePiece(
        tx,
        m,
        { money: s.next.money, releasedCentavos: s.next.released, refundedCentavos: s.next.refunded, revisionsUsed: s.next.revisionsUsed, ...(s.release ? { payout: 'on_its_way' as const, releasedAt: at } : {}) },
        wasDelivered ? ['autoApproveAt'] : [],
      ),
    );
    if (wasDelivered) out.pieces.push(dropTaskPiece(tx, 'auto_approve', id));
    if (s.release) {
      out.released += s.release;
      out.pieces.push(
        tx.commissionEarning
          .create({
            artistId: project.artistId,
            milestoneId: id,
            projectId: project.projectId,
            at,
            description: `${project.projectName}: ${m.name}`,
            clientName: `${project.clientFirstname} ${project.clientLastname}`.trim(),
            grossCentavos: s.release,
            feeCentavos: platformFee(s.release),
            netCentavos: netOf(s.release),
            payout: 'on_its_way',
          })
          .commit(),

        ledgerPiece(tx, { checkoutId: bookOf(project.projectId), entryId: `release:${m.position}`, kind: 'internal', postings: releasePostings(project.projectId, project.artistId, s.release), providerId: '', providerAmount: 0 }),
        putTaskPiece(tx, { kind: 'release', orderId: id, reference: releaseReference(id), dueAt: new Date().toISOString(), amountCentavos: netOf(s.release), artistId: project.artistId }),
      );
      out.tasks.push(taskIdOf('release', id));
    }
    if (s.refund) {
      out.refunded += s.refund;
      out.pieces.push(
        ledgerPiece(tx, { checkoutId: bookOf(project.projectId), entryId: `refund:${m.position}`, kind: 'internal', postings: refundPostings(project.projectId, s.refund), providerId: '', providerAmount: 0 }),
        putTaskPiece(tx, { kind: 'commission_refund', orderId: id, reference: refundReference(id), dueAt: new Date().toISOString(), amountCentavos: s.refund, ...(m.paymentId ? { paymentId: m.paymentId } : {}) }),
      );
      out.tasks.push(taskIdOf('commission_refund', id));
    }
  }
  // The artist's earnings totals once for all releases (a transaction touches an item once).
  const net = [...steps.values()].reduce((sum, s) => sum + (s.release ? netOf(s.release) : 0), 0);
  if (net) out.pieces.push(...earningsPieces(tx, project.artistId, new Date().toISOString(), net));
  return out;
}

/** The project's money totals after `applied`. */
export const totalsAfter = (project: ProjectItem, applied: Pick<Applied, 'released' | 'refunded'>) => ({
  heldCentavos: (project.heldCentavos ?? 0) - applied.released - applied.refunded,
  releasedCentavos: (project.releasedCentavos ?? 0) + applied.released,
  refundedCentavos: (project.refundedCentavos ?? 0) + applied.refunded,
});

export interface Notice {
  userId: string;
  notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'];
}

/** A notification (piece of the transaction) about the project, collected to push after commit. */
export function notice(tx: TransactionEntities, notices: Notice[], userId: string, project: ProjectItem, message: string, type: 'proposal' | 'payout' | 'refund' = 'proposal') {
  const n = Notifications.notifyPieces(tx, userId, { type, message: `${project.projectName}: ${message}`, link: projectLink(project.projectId) });
  notices.push({ userId, notification: n.notification });
  return n.pieces;
}

export const pushNotices = (notices: readonly Notice[]) => Promise.all(notices.map((n) => Notifications.push(n.userId, n.notification)));

export const pesos = formatPeso;

const changed = () => conflict(ErrorCodes.projectChanged, 'This project was changed meanwhile. Please reload and try again.');

/** Commits a change of a project; a condition that failed (the project changed meanwhile) is a 409 to read again. */
export async function committing(build: Parameters<typeof commit>[0], after?: () => Promise<unknown>) {
  try {
    await commit(build, after ? { after: async () => void (await after()) } : {});
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
}
