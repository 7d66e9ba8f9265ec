import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import type { Actor } from '../../actor';
import type { WorkItem } from '../../due-work/due-work';
import * as DueWork from '../../due-work/due-work';
import { AppError, refuse } from '../../errors';
import * as Money from '../../money/money';
import { netOf } from '../../money/accounts';
import { step, type Step } from '../../money/milestones';
import { assertOpen, awaitingDelivery, findMilestone, load, type Loaded, stateOf } from './model';
import { applySteps, committing, notice, pesos, projectPiece, totalsAfter } from './writes';

/**
 * Review and release (issue 31 §4): the client approves a delivery (its amount released to the
 * artist, less 5%); seven days of silence after a delivery approve it (a task due then, run by
 * the every-minute job's due work). Every step is conditional on the project's version and the
 * milestone's money, so an approval, an auto-approval and a cancellation at once give one outcome.
 * Deliveries, revisions and updates are work.ts (no PayMongo in their function).
 */

/** Approves (the client, or the sweeper after 7 days): the milestone's amount released. */
async function release(loaded: Loaded, position: number, how: 'approved' | 'auto_approved'): Promise<void> {
  const { project } = loaded;
  const m = findMilestone(loaded, position);
  const s = step(stateOf(m), { kind: how === 'approved' ? 'approve' : 'auto_approve' });
  if (!s) throw refuse(ErrorCodes.commissionNotDelivered, COMMISSION_MESSAGES.notDelivered);
  const delivery = await awaitingDelivery(project.projectId, position);
  let tasks: string[] = [];
  await committing((tx, fx) => {
    const applied = applySteps(tx, loaded, new Map<number, Step>([[position, s]]));
    tasks = applied.tasks;
    const by = how === 'approved' ? 'the client approved' : '7 days passed without a review, so Crafti approved';
    return [
      ...applied.pieces,
      ...(delivery
        ? [
            tx.delivery
              .patch({ projectId: project.projectId, deliveryId: delivery.deliveryId })
              .set({ outcome: how, decidedAt: new Date().toISOString() })
              .commit(),
          ]
        : []),
      projectPiece(tx, project, totalsAfter(project, applied)),
      ...notice(
        fx,
        project.artistId,
        project,
        `${by} "${m.name}": ${pesos(netOf(s.release))} (${pesos(s.release)} less Crafti's 5%) is on its way to your PayMongo wallet.`,
        'payout',
      ),
      ...(how === 'auto_approved'
        ? notice(fx, project.clientId, project, `"${m.name}" was approved automatically 7 days after its delivery.`)
        : []),
    ];
  });
  await Money.runNow(tasks);
}

export async function approve(actor: Actor, projectId: string, position: number) {
  const loaded = await load(projectId);
  assertOpen(loaded.project);
  await release(loaded, position, 'approved');
  return { message: COMMISSION_MESSAGES.approved };
}

/** The every-minute job's auto-approval: the delivery the work item was written for, if still awaiting; else the item just ends. */
export async function runAutoApprove(item: WorkItem): Promise<void> {
  const dot = item.subjectId.lastIndexOf('.');
  const projectId = item.subjectId.slice(0, dot);
  const position = Number(item.subjectId.slice(dot + 1));
  const loaded = await load(projectId).catch(() => null);
  const m = loaded?.milestones.find((x) => x.position === position);
  if (
    !loaded ||
    !m ||
    m.money !== 'delivered' ||
    loaded.project.closed ||
    (loaded.project.dispute && !(loaded.project.dispute as { decidedAt?: string }).decidedAt)
  ) {
    // Decided meanwhile (approved, revised, canceled), or frozen by a dispute: the admin decides.
    await DueWork.drop('auto_approve', item.subjectId);
    return;
  }
  try {
    await release(loaded, position, 'auto_approved');
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return; // the client acted at the same moment
    throw err;
  }
}
