import { ErrorCodes } from '@shared/api/errors';
import { formatPeso, platformFee } from '@shared/money';
import type { TransactionEntities } from '../../db/service';
import { commit, ConditionFailed, type SideEffects } from '../../db/transactions';
import * as DueWork from '../../due-work/due-work';
import { refuse } from '../../errors';
import * as Money from '../../money/money';
import { commissionRefundPostings, netOf, releasePostings } from '../../money/accounts';
import type { Step } from '../../money/milestones';
import type { ProjectItem } from '../model';
import { type Loaded, milestoneIdOf, type MilestoneRow, projectLink } from './model';

/**
 * The pieces every money change of a commission is made of. Each change patches the project on
 * the version it read (bumping it), so changes of one project serialize: of an approval, a
 * cancellation and an auto-approval at the same moment exactly one commits. A milestone's patch is
 * also conditional on the money state it was read in.
 */

type ProjectFields = Partial<
  Pick<
    ProjectItem,
    | 'status'
    | 'fundedCentavos'
    | 'heldCentavos'
    | 'releasedCentavos'
    | 'refundedCentavos'
    | 'openFundingId'
    | 'cancelRequest'
    | 'dispute'
    | 'closed'
    | 'closedAt'
  >
>;
type ProjectRemovable = 'openFundingId' | 'cancelRequest';

export function projectPiece(
  tx: TransactionEntities,
  project: ProjectItem,
  set: ProjectFields,
  remove: ProjectRemovable[] = [],
) {
  const patch = tx.project.patch({ projectId: project.projectId }).set({ ...set, version: project.version + 1 });
  return (remove.length ? patch.remove(remove) : patch)
    .where((attr, op) => op.eq(attr.version, project.version))
    .commit();
}

type MilestoneFields = Partial<
  Pick<
    MilestoneRow,
    | 'money'
    | 'revisionsUsed'
    | 'releasedCentavos'
    | 'refundedCentavos'
    | 'payout'
    | 'releasedAt'
    | 'fundingId'
    | 'paymentId'
    | 'fundedAt'
    | 'deliveredAt'
    | 'autoApproveAt'
    | 'status'
  >
>;

export function milestonePiece(
  tx: TransactionEntities,
  m: MilestoneRow,
  set: MilestoneFields,
  remove: 'autoApproveAt'[] = [],
) {
  const patch = tx.milestone.patch({ projectId: m.projectId, position: m.position }).set(set);
  return (remove.length ? patch.remove(remove) : patch)
    .where((attr, op) => op.eq(attr.money, m.money ?? 'unfunded'))
    .commit();
}

/** A delivery's auto-approval in 7 days: due work for the delivery it was written for. */
export const autoApproveWorkPiece = (tx: TransactionEntities, m: MilestoneRow, dueAt: string, deliveryId: string) =>
  DueWork.piece(tx, 'auto_approve', milestoneIdOf(m.projectId, m.position), { dueAt, token: deliveryId });
export const dropAutoApprovePiece = (tx: TransactionEntities, milestoneId: string) =>
  DueWork.donePiece(tx, 'auto_approve', milestoneId);

export interface Applied {
  pieces: object[];
  released: number;
  refunded: number;
  /** The money tasks to run once the transaction commits. */
  tasks: string[];
}

/**
 * The pieces of milestones' steps that release or refund (an approval, a cancellation, a
 * decision): each milestone's new money, one ledger entry of what it releases and refunds, and
 * the money tasks that ask PayMongo to move it (a transfer of the net to the artist, a refund of
 * the client's payment). 6 items a milestone at most, 48 at MAX_MILESTONES, plus 3 counters.
 */
export function applySteps(tx: TransactionEntities, loaded: Loaded, steps: ReadonlyMap<number, Step>): Applied {
  const { project } = loaded;
  const book = Money.bookOfProject(project.projectId);
  const out: Applied = { pieces: [], released: 0, refunded: 0, tasks: [] };
  const entries: Money.Entry[] = [];
  const at = new Date().toISOString();
  for (const m of loaded.milestones) {
    const s = steps.get(m.position);
    if (!s) continue;
    const id = milestoneIdOf(project.projectId, m.position);
    const wasDelivered = m.money === 'delivered';
    out.pieces.push(
      milestonePiece(
        tx,
        m,
        {
          money: s.next.money,
          releasedCentavos: s.next.released,
          refundedCentavos: s.next.refunded,
          revisionsUsed: s.next.revisionsUsed,
          ...(s.release ? { payout: 'on_its_way' as const, releasedAt: at } : {}),
        },
        wasDelivered ? ['autoApproveAt'] : [],
      ),
    );
    if (wasDelivered) out.pieces.push(dropAutoApprovePiece(tx, id));
    entries.push({
      book,
      entryId: `decision:${m.position}`,
      kind: 'internal',
      postings: [
        ...(s.release ? releasePostings(project.projectId, project.artistId, s.release, id) : []),
        ...(s.refund ? commissionRefundPostings(project.projectId, book, s.refund, id) : []),
      ],
    });
    if (s.release) {
      out.released += s.release;
      const transfer = Money.movementPiece(tx, {
        kind: 'transfer',
        subjectKind: 'milestone',
        subjectId: id,
        book,
        amountCentavos: netOf(s.release),
        artistId: project.artistId,
        description: `Crafti commission: ${m.name}`,
      });
      out.tasks.push(transfer.taskId);
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
        transfer.piece,
      );
    }
    if (s.refund) {
      if (!m.paymentId) throw new Error(`milestone ${id} has no PayMongo payment to refund`);
      out.refunded += s.refund;
      const refund = Money.movementPiece(tx, {
        kind: 'refund',
        subjectKind: 'milestone',
        subjectId: id,
        book,
        amountCentavos: s.refund,
        paymentId: m.paymentId,
        description: `Commission milestone ${m.name} refunded`,
      });
      out.tasks.push(refund.taskId);
      out.pieces.push(refund.piece);
    }
  }
  out.pieces.push(...Money.ledgerPieces(tx, entries));
  // The artist's earnings totals once for all releases (a transaction touches an item once).
  const net = [...steps.values()].reduce((sum, s) => sum + (s.release ? netOf(s.release) : 0), 0);
  if (net) out.pieces.push(...Money.earningsPieces(tx, project.artistId, at, net));
  return out;
}

/** The project's money totals after `applied`. */
export const totalsAfter = (project: ProjectItem, applied: Pick<Applied, 'released' | 'refunded'>) => ({
  heldCentavos: (project.heldCentavos ?? 0) - applied.released - applied.refunded,
  releasedCentavos: (project.releasedCentavos ?? 0) + applied.released,
  refundedCentavos: (project.refundedCentavos ?? 0) + applied.refunded,
});

/** A notification about the project (pieces of the transaction), pushed once it committed. */
export function notice(
  fx: SideEffects,
  userId: string,
  project: ProjectItem,
  message: string,
  type: 'proposal' | 'payout' | 'refund' = 'proposal',
) {
  return fx.notify(userId, {
    type,
    message: `${project.projectName}: ${message}`,
    link: projectLink(project.projectId),
  });
}

export const pesos = formatPeso;

const changed = () =>
  refuse(ErrorCodes.projectChanged, 'This project was changed meanwhile. Please reload and try again.');

/** Commits a change of a project; a condition that failed (the project changed meanwhile) is a 409 to read again. */
export async function committing(build: Parameters<typeof commit>[0]) {
  try {
    await commit(build);
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
}
