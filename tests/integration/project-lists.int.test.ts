import { describe, expect, inject, it } from 'vitest';
import { apiClient } from '../support/api';
import { agreed } from '../support/commissions';
import { createPerson } from '../support/users';
import { meterThisWorker } from '../support/worker-meter';

/**
 * Project lists that read what they show (issue 51 §3). "Attach a timeline" offers the artist's
 * projects that have progress updates, with how many (GET /api/timeline-choices): one Query of the
 * choices each update keeps, not every project's updates. A person's projects in progress (GET
 * /api/projects/in-progress-with-milestones): one Query of the entries each status change keeps,
 * not every project of theirs. The backfill gives projects from before theirs.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);
const meter = meterThisWorker();

describe('project lists', () => {
  it('lists the projects with updates and their counts, reading one item per project shown; the backfill restores them', async () => {
    const [artist, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'choices-artist' }),
      createPerson({ role: 'Client', prefix: 'choices-client' }),
    ]);
    const updated = await agreed(client, artist, undefined, 'Mural for the sari-sari store');
    const quiet = await agreed(client, artist, undefined, 'Portrait of Lolo');
    for (const note of ['Sketched the wall.', 'Blocked in the colours.'])
      await callOk('POST /api/projects/{id}/timeline', {
        token: artist.idToken,
        params: { id: updated },
        body: { position: 1, note },
      });

    const listed = await callOk('GET /api/timeline-choices', { token: artist.idToken });
    expect(listed).toEqual([{ project_id: updated, project_name: 'Mural for the sari-sari store', updates: 2 }]);
    expect(listed.map((c) => c.project_id)).not.toContain(quiet);

    const { actorOf } = await import('@functions/core/actor');
    const Process = await import('@functions/core/projects/commissions/process');
    const { value, reads } = await meter().measure(() => Process.choices(actorOf(artist.userId, 'Artist')));
    expect(value).toHaveLength(1);
    expect(reads.requests).toEqual({ Query: 1 });
    expect(reads.items).toBe(1);

    // As if the updates had been posted before the choices were kept.
    const { db } = await import('@functions/core/db/service');
    await db().entities.timelineChoice.delete({ artistId: artist.userId, projectId: updated }).go();
    expect(await callOk('GET /api/timeline-choices', { token: artist.idToken })).toEqual([]);
    await Process.backfillTimelineChoices();
    expect(await callOk('GET /api/timeline-choices', { token: artist.idToken })).toEqual(listed);
  });

  it('lists the projects in progress with their milestones for both sides, reading what it shows; the backfill restores them', async () => {
    const [artist, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'ongoing-artist' }),
      createPerson({ role: 'Client', prefix: 'ongoing-client' }),
    ]);
    const started = await agreed(client, artist, undefined, 'Capiz lamp');
    const waiting = await agreed(client, artist, undefined, 'Banig weaving');
    const finished = await agreed(client, artist, undefined, 'Wood carving');
    const setStatus = (id: string, status: string) =>
      callOk('POST /api/projects/update-status', {
        token: artist.idToken,
        body: { project_id: id, status: status as 'In Progress' },
      });
    await setStatus(started, 'In Progress');
    await setStatus(finished, 'In Progress');
    await setStatus(finished, 'Artist Completed the Project');

    const inProgress = (who: typeof artist) =>
      callOk('GET /api/projects/in-progress-with-milestones', { token: who.idToken });
    for (const who of [artist, client]) {
      const listed = await inProgress(who);
      expect(listed.map((p) => [p.project_id, p.project_name, p.status])).toEqual([
        [started, 'Capiz lamp', 'In Progress'],
      ]);
      expect(listed[0]!.milestones.map((m) => m.milestone_name)).toEqual(['Sketch', 'Final painting']);
    }
    expect((await inProgress(artist)).map((p) => p.project_id)).not.toContain(waiting);

    const { actorOf } = await import('@functions/core/actor');
    const Projects = await import('@functions/core/projects/projects');
    const { value, reads } = await meter().measure(() =>
      Projects.inProgressWithMilestones(actorOf(client.userId, 'Client')),
    );
    // One entry, one project, its two milestones: what the page shows.
    expect(value).toHaveLength(1);
    expect(reads.items).toBe(1 + 1 + 2);

    // As if it had been started before the entries were kept.
    const { db } = await import('@functions/core/db/service');
    for (const userId of [artist.userId, client.userId])
      await db().entities.ongoingProject.delete({ userId, projectId: started }).go();
    expect(await inProgress(client)).toEqual([]);
    const { backfillProjects } = await import('@functions/core/projects/backfill');
    await backfillProjects();
    expect((await inProgress(client)).map((p) => p.project_id)).toEqual([started]);
  });
});
