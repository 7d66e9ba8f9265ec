import { ErrorCodes } from '@shared/api/errors';
import { AUTO_APPROVE_MS, COMMISSION_MESSAGES } from '@shared/messages/commissions';
import type { Actor } from '../../actor';
import { dropTask, type TaskItem } from '../../checkout/tasks';
import { commit, ConditionFailed } from '../../db/transactions';
import { AppError, conflict, forbidden } from '../../errors';
import { timeId } from '../../ids';
import * as Uploads from '../../uploads/uploads';
import { assertOpen, deliveriesOf, findMilestone, load, type Loaded, milestoneIdOf, sideOf, stateOf } from './model';
import { runTasks } from './payments';
import { netOf, step, type Step } from './rules';
import { applySteps, autoApproveTaskPiece, dropTaskPiece, milestonePiece, notice, type Notice, pesos, projectPiece, pushNotices, totalsAfter } from './writes';

/**
 * Deliver, review, release (issue 31 §4). The artist delivers a funded milestone; the client
 * approves it (its amount released to the artist, less 5%) or asks for a revision (counted
 * against those included). Seven days of silence after a delivery approve it: a task due then,
 * run by the every-minute sweeper. Every step is conditional on the project's version and the
 * milestone's money, so an approval, an auto-approval and a cancellation at once give one outcome.
 */

const changed = () => conflict(ErrorCodes.projectChanged, 'This project was changed meanwhile. Please reload and try again.');

async function committing(build: Parameters<typeof commit>[0], after: () => Promise<unknown>) {
  try {
    await commit(build, { after: async () => void (await after()) });
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
}

export async function deliver(actor: Actor, projectId: string, position: number, body: { note: string; files: string[] }) {
  const loaded = await load(projectId);
  const { project } = loaded;
  if (sideOf(project, actor.userId) !== 'artist') throw forbidden('Only the artist delivers.');
  assertOpen(project);
  const m = findMilestone(loaded, position);
  if (!step(stateOf(m), { kind: 'deliver' })) throw conflict(ErrorCodes.commissionNotFunded, COMMISSION_MESSAGES.notFunded);
  const deliveryId = timeId();
  const usedBy = `commission:${projectId}` as const;
  await Promise.all(body.files.map((key, i) => Uploads.usableImage(key, actor.userId, 'post-image', { field: `files.${i}`, usedBy, waitMs: 0 })));
  const at = new Date();
  const dueAt = new Date(at.getTime() + AUTO_APPROVE_MS).toISOString();
  const notices: Notice[] = [];
  await committing(
    (tx) => {
      notices.length = 0;
      return [
        tx.delivery.create({ projectId, deliveryId, position, note: body.note, fileKeys: body.files, at: at.toISOString(), outcome: 'awaiting' }).commit(),
        milestonePiece(tx, m, { money: 'delivered', deliveredAt: at.toISOString(), autoApproveAt: dueAt }),
        autoApproveTaskPiece(tx, m, dueAt, deliveryId),
        projectPiece(tx, project, {}),
        ...body.files.map((key) => Uploads.claim(tx, key, usedBy)),
        ...notice(tx, notices, project.clientId, project, `the artist delivered "${m.name}". Review it within 7 days: approve it, or ask for a revision.`),
      ];
    },
    () => pushNotices(notices),
  );
  return { message: COMMISSION_MESSAGES.delivered };
}

/** The delivery awaiting review on a milestone (the latest), or undefined. */
async function awaitingDelivery(projectId: string, position: number) {
  return (await deliveriesOf(projectId)).filter((d) => d.position === position && d.outcome === 'awaiting').at(-1);
}

/** Approves (the client, or the sweeper after 7 days): the milestone's amount released. */
async function release(loaded: Loaded, position: number, how: 'approved' | 'auto_approved'): Promise<void> {
  const { project } = loaded;
  const m = findMilestone(loaded, position);
  const s = step(stateOf(m), { kind: how === 'approved' ? 'approve' : 'auto_approve' });
  if (!s) throw conflict(ErrorCodes.commissionNotDelivered, COMMISSION_MESSAGES.notDelivered);
  const delivery = await awaitingDelivery(project.projectId, position);
  const notices: Notice[] = [];
  let tasks: string[] = [];
  await committing(
    (tx) => {
      notices.length = 0;
      const applied = applySteps(tx, loaded, new Map<number, Step>([[position, s]]));
      tasks = applied.tasks;
      const by = how === 'approved' ? 'the client approved' : '7 days passed without a review, so Crafti approved';
      return [
        ...applied.pieces,
        ...(delivery ? [tx.delivery.patch({ projectId: project.projectId, deliveryId: delivery.deliveryId }).set({ outcome: how, decidedAt: new Date().toISOString() }).commit()] : []),
        projectPiece(tx, project, totalsAfter(project, applied)),
        ...notice(tx, notices, project.artistId, project, `${by} "${m.name}": ${pesos(netOf(s.release))} (${pesos(s.release)} less Crafti's 5%) is on its way to your PayMongo wallet.`, 'payout'),
        ...(how === 'auto_approved' ? notice(tx, notices, project.clientId, project, `"${m.name}" was approved automatically 7 days after its delivery.`) : []),
      ];
    },
    () => pushNotices(notices),
  );
  await runTasks(tasks);
}

export async function approve(actor: Actor, projectId: string, position: number) {
  const loaded = await load(projectId);
  if (sideOf(loaded.project, actor.userId) !== 'client') throw forbidden('Only the client approves a delivery.');
  assertOpen(loaded.project);
  await release(loaded, position, 'approved');
  return { message: COMMISSION_MESSAGES.approved };
}

export async function askRevision(actor: Actor, projectId: string, position: number, note: string) {
  const loaded = await load(projectId);
  const { project } = loaded;
  if (sideOf(project, actor.userId) !== 'client') throw forbidden('Only the client asks for a revision.');
  assertOpen(project);
  const m = findMilestone(loaded, position);
  const state = stateOf(m);
  if (state.money !== 'delivered') throw conflict(ErrorCodes.commissionNotDelivered, COMMISSION_MESSAGES.notDelivered);
  const s = step(state, { kind: 'revise' });
  if (!s) throw conflict(ErrorCodes.commissionRevisionsUsed, COMMISSION_MESSAGES.revisionsUsed);
  const delivery = await awaitingDelivery(projectId, position);
  const notices: Notice[] = [];
  await committing(
    (tx) => {
      notices.length = 0;
      return [
        milestonePiece(tx, m, { money: 'funded', revisionsUsed: s.next.revisionsUsed }, ['autoApproveAt']),
        dropTaskPiece(tx, 'auto_approve', milestoneIdOf(projectId, position)),
        ...(delivery ? [tx.delivery.patch({ projectId, deliveryId: delivery.deliveryId }).set({ outcome: 'revision', revisionNote: note, decidedAt: new Date().toISOString() }).commit()] : []),
        projectPiece(tx, project, {}),
        ...notice(tx, notices, project.artistId, project, `the client asked for a revision of "${m.name}" (${s.next.revisionsUsed} of ${s.next.revisions} included): ${note.slice(0, 200)}`),
      ];
    },
    () => pushNotices(notices),
  );
  return { message: COMMISSION_MESSAGES.revisionAsked };
}

/** The sweeper's auto-approval: the delivery the task was written for, if still awaiting; else the task just ends. */
export async function runAutoApprove(task: TaskItem): Promise<void> {
  const dot = task.orderId.lastIndexOf('.');
  const projectId = task.orderId.slice(0, dot);
  const position = Number(task.orderId.slice(dot + 1));
  const loaded = await load(projectId).catch(() => null);
  const m = loaded?.milestones.find((x) => x.position === position);
  if (!loaded || !m || m.money !== 'delivered' || loaded.project.closed || (loaded.project.dispute && !(loaded.project.dispute as { decidedAt?: string }).decidedAt)) {
    // Decided meanwhile (approved, revised, canceled), or frozen by a dispute: the admin decides.
    await dropTask(task.taskId);
    return;
  }
  try {
    await release(loaded, position, 'auto_approved');
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return; // the client acted at the same moment
    throw err;
  }
}

/** A work-in-progress update on a milestone: a note and, optionally, a photo. */
export async function postUpdate(actor: Actor, projectId: string, body: { position: number; note: string; image_key?: string }) {
  const loaded = await load(projectId);
  const { project } = loaded;
  if (sideOf(project, actor.userId) !== 'artist') throw forbidden('Only the artist posts updates.');
  assertOpen(project, { money: false });
  const m = findMilestone(loaded, body.position);
  const usedBy = `commission:${projectId}` as const;
  if (body.image_key) await Uploads.usableImage(body.image_key, actor.userId, 'post-image', { field: 'image_key', usedBy, waitMs: 0 });
  const notices: Notice[] = [];
  await commit(
    (tx) => {
      notices.length = 0;
      return [
        tx.wipUpdate.create({ projectId, updateId: timeId(), position: m.position, milestoneName: m.name, note: body.note, at: new Date().toISOString(), ...(body.image_key ? { imageKey: body.image_key } : {}) }).commit(),
        ...(body.image_key ? [Uploads.claim(tx, body.image_key, usedBy)] : []),
        ...notice(tx, notices, project.clientId, project, `the artist posted a progress update on "${m.name}".`),
      ];
    },
    { after: async () => void (await pushNotices(notices)) },
  );
  return { message: COMMISSION_MESSAGES.wipPosted };
}
