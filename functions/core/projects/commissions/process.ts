import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import type { Actor } from '../../actor';
// The art's record alone: not the arts module, whose Browse Arts, search and tags this function never runs.
import { find as findArt } from '../../arts/items';
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
  const art = await findArt(artId);
  if (!art) throw refuse(ErrorCodes.artNotFound, 'Art not found.');
  return timelineOfFound(art);
}

/** The timeline of an art already read (its public page, issue 49): none unless its own artist attached it. */
export async function timelineOfFound(art: { artId: string; artistId: string }) {
  const link = await db().entities.artProcess.get({ artId: art.artId }).go();
  if (!link.data || link.data.artistId !== art.artistId) return { project_id: null, updates: [] };
  return { project_id: link.data.projectId, updates: (await timelineOf(link.data.projectId)).map(toWip) };
}

export async function attach(actor: Actor, artId: string, projectId: string | null) {
  const art = await findArt(artId);
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
    .entities.timelineChoice.query.byArtist({ artistId: actor.userId })
    .go({ order: 'desc', limit: 100 });
  return data.map((c) => ({ project_id: c.projectId, project_name: c.projectName, updates: c.updates }));
}

/**
 * Gives projects whose updates were posted before each kept its timeline choice (issue 51 §3) their
 * choice, with the number of updates they have: a Scan of the updates, one put per project. Safe
 * to run again (the count is written, not added).
 */
export async function backfillTimelineChoices(): Promise<number> {
  const counts = new Map<string, number>();
  let cursor: string | null = null;
  do {
    const page: { data: { projectId: string }[]; cursor: string | null } = await db().entities.wipUpdate.scan.go({
      cursor,
      limit: 500,
      attributes: ['projectId'],
    });
    for (const u of page.data) counts.set(u.projectId, (counts.get(u.projectId) ?? 0) + 1);
    cursor = page.cursor;
  } while (cursor);
  for (const [projectId, updates] of counts) {
    const project = await getProject(projectId);
    if (project)
      await db()
        .entities.timelineChoice.put({
          artistId: project.artistId,
          projectId,
          projectName: project.projectName,
          updates,
        })
        .go();
  }
  return counts.size;
}
