import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import type { Actor } from '../../actor';
import * as Arts from '../../arts/arts';
import { db } from '../../db/service';
import { refuse } from '../../errors';
import { getProject } from '../model';
import { timelineOf, toWip } from './model';

/**
 * "How it was made" (issue 31 §6): an art may show the work-in-progress timeline of the
 * commission it came from. Only the art's artist attaches it, and only a commission of their own;
 * the page shows the artist's updates (photos, notes, dates), nothing of the client.
 */

export async function timelineOfArt(artId: string) {
  const [art, link] = await Promise.all([Arts.find(artId), db().entities.artProcess.get({ artId }).go()]);
  if (!art) throw refuse(ErrorCodes.artNotFound, 'Art not found.');
  if (!link.data || link.data.artistId !== art.artistId) return { project_id: null, updates: [] };
  return { project_id: link.data.projectId, updates: (await timelineOf(link.data.projectId)).map(toWip) };
}

export async function attach(actor: Actor, artId: string, projectId: string | null) {
  const art = await Arts.find(artId);
  if (!art) throw refuse(ErrorCodes.artNotFound, 'Art not found.');
  if (projectId === null) {
    await db().entities.artProcess.delete({ artId }).go();
    return { message: COMMISSION_MESSAGES.detached, timeline: { project_id: null, updates: [] } };
  }
  const project = await getProject(projectId);
  if (!project) throw refuse(ErrorCodes.projectNotFound, 'Project not found.');
  // A rule of the route, not its owner rule (which is the art's): the project named must be the artist's too.
  if (project.artistId !== actor.userId)
    throw refuse(ErrorCodes.commissionNotYourProject, COMMISSION_MESSAGES.notYourProject);
  await db().entities.artProcess.put({ artId, projectId, artistId: actor.userId }).go();
  return {
    message: COMMISSION_MESSAGES.attached,
    timeline: { project_id: projectId, updates: (await timelineOf(projectId)).map(toWip) },
  };
}

/** The artist's commissions with at least one update, newest first. */
export async function choices(actor: Actor) {
  const { data } = await db()
    .entities.project.query.byArtist({ artistId: actor.userId })
    .go({ order: 'desc', limit: 100 });
  const counted = await Promise.all(
    data.map(async (p) => ({
      project_id: p.projectId,
      project_name: p.projectName,
      updates: (await timelineOf(p.projectId)).length,
    })),
  );
  return counted.filter((c) => c.updates > 0);
}
