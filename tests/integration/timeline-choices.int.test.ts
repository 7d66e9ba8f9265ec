import { describe, expect, inject, it } from 'vitest';
import { apiClient } from '../support/api';
import { agreed } from '../support/commissions';
import { createPerson } from '../support/users';
import { meterThisWorker } from '../support/worker-meter';

/**
 * "Attach a timeline" offers the artist's projects that have progress updates, with how many
 * (GET /api/timeline-choices): one Query of the choices each update keeps (issue 51 §3), not every
 * project's updates; and the backfill gives projects updated before the choices theirs.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);
const meter = meterThisWorker();

describe('timeline choices', () => {
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
});
