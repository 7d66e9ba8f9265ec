import { ErrorCodes } from '@shared/api/errors';
import { AUTO_APPROVE_MS, COMMISSION_MESSAGES } from '@shared/messages/commissions';
import type { Actor } from '../../actor';
import { commit } from '../../db/transactions';
import { refuse } from '../../errors';
import { timeId } from '../../ids';
import * as Uploads from '../../uploads/uploads';
import { step } from '../../money/milestones';
import { assertOpen, awaitingDelivery, findMilestone, load, milestoneIdOf, stateOf } from './model';
import { autoApproveWorkPiece, committing, dropAutoApprovePiece, milestonePiece, notice, projectPiece } from './writes';

/**
 * A commission's work (issue 31 §4, §6): the artist delivers a funded milestone (images and a
 * note; its 7-day auto-approval written with it), the client asks for a revision (counted against
 * those included), the artist posts work-in-progress updates. Nothing here moves money, so the
 * `deliveries` function that runs it holds no PayMongo key.
 */

export async function deliver(
  actor: Actor,
  projectId: string,
  position: number,
  body: { note: string; files: string[] },
) {
  const loaded = await load(projectId);
  const { project } = loaded;
  assertOpen(project);
  // A cancellation asked for stands: delivering now would turn the agreed share into a full release.
  if (project.cancelRequest) throw refuse(ErrorCodes.commissionCancelRequested, COMMISSION_MESSAGES.cancelRequested);
  const m = findMilestone(loaded, position);
  if (!step(stateOf(m), { kind: 'deliver' }))
    throw refuse(ErrorCodes.commissionNotFunded, COMMISSION_MESSAGES.notFunded);
  const deliveryId = timeId();
  const usedBy = `commission:${projectId}` as const;
  await Promise.all(
    body.files.map((key, i) =>
      Uploads.usableImage(key, actor.userId, 'post-image', { field: `files.${i}`, usedBy, waitMs: 0 }),
    ),
  );
  const at = new Date();
  const dueAt = new Date(at.getTime() + AUTO_APPROVE_MS).toISOString();
  await committing((tx, fx) => [
    tx.delivery
      .create({
        projectId,
        deliveryId,
        position,
        note: body.note,
        fileKeys: body.files,
        at: at.toISOString(),
        outcome: 'awaiting',
      })
      .commit(),
    milestonePiece(tx, m, { money: 'delivered', deliveredAt: at.toISOString(), autoApproveAt: dueAt }),
    autoApproveWorkPiece(tx, m, dueAt, deliveryId),
    projectPiece(tx, project, {}),
    ...body.files.map((key) => Uploads.claim(tx, key, usedBy)),
    ...notice(
      fx,
      project.clientId,
      project,
      `the artist delivered "${m.name}". Review it within 7 days: approve it, or ask for a revision.`,
    ),
  ]);
  return { message: COMMISSION_MESSAGES.delivered };
}

export async function askRevision(actor: Actor, projectId: string, position: number, note: string) {
  const loaded = await load(projectId);
  const { project } = loaded;
  assertOpen(project);
  const m = findMilestone(loaded, position);
  const state = stateOf(m);
  if (state.money !== 'delivered') throw refuse(ErrorCodes.commissionNotDelivered, COMMISSION_MESSAGES.notDelivered);
  const s = step(state, { kind: 'revise' });
  if (!s) throw refuse(ErrorCodes.commissionRevisionsUsed, COMMISSION_MESSAGES.revisionsUsed);
  const delivery = await awaitingDelivery(projectId, position);
  await committing((tx, fx) => [
    milestonePiece(tx, m, { money: 'funded', revisionsUsed: s.next.revisionsUsed }, ['autoApproveAt']),
    dropAutoApprovePiece(tx, milestoneIdOf(projectId, position)),
    ...(delivery
      ? [
          tx.delivery
            .patch({ projectId, deliveryId: delivery.deliveryId })
            .set({ outcome: 'revision', revisionNote: note, decidedAt: new Date().toISOString() })
            .commit(),
        ]
      : []),
    projectPiece(tx, project, {}),
    ...notice(
      fx,
      project.artistId,
      project,
      `the client asked for a revision of "${m.name}" (${s.next.revisionsUsed} of ${s.next.revisions} included): ${note.slice(0, 200)}`,
    ),
  ]);
  return { message: COMMISSION_MESSAGES.revisionAsked };
}

/** A work-in-progress update on a milestone: a note and, optionally, a photo. */
export async function postUpdate(
  actor: Actor,
  projectId: string,
  body: { position: number; note: string; image_key?: string },
) {
  const loaded = await load(projectId);
  const { project } = loaded;
  assertOpen(project, { money: false });
  const m = findMilestone(loaded, body.position);
  const usedBy = `commission:${projectId}` as const;
  if (body.image_key)
    await Uploads.usableImage(body.image_key, actor.userId, 'post-image', { field: 'image_key', usedBy, waitMs: 0 });
  await commit((tx, fx) => [
    tx.wipUpdate
      .create({
        projectId,
        updateId: timeId(),
        position: m.position,
        milestoneName: m.name,
        note: body.note,
        at: new Date().toISOString(),
        ...(body.image_key ? { imageKey: body.image_key } : {}),
      })
      .commit(),
    tx.timelineChoice
      .update({ artistId: project.artistId, projectId })
      .set({ projectName: project.projectName })
      .add({ updates: 1 })
      .commit(),
    ...(body.image_key ? [Uploads.claim(tx, body.image_key, usedBy)] : []),
    ...notice(fx, project.clientId, project, `the artist posted a progress update on "${m.name}".`),
  ]);
  return { message: COMMISSION_MESSAGES.wipPosted };
}
