import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Arts from '@functions/core/arts/arts';
import { comboOf } from '@functions/core/arts/listings';
import { setHidden } from '@functions/core/arts/moderation';
import { SETTLED_MS } from '@functions/core/arts/own-runs';
import { db } from '@functions/core/db/service';
import { apiClient } from '../support/api';
import { removeListedArts, seedListedArt } from '../support/listed-arts';
import { createUser, type TestUser } from '../support/users';

/**
 * Issue 51 §2: an artist whose own arts lie back to back at the top of a partition reads through
 * them once; their browsing remembers the runs and later visits skip them (own-runs.ts). What the
 * artist sees stays exactly a client's view minus their own, and an art that comes back to the
 * partition (restocked, shown again) is listed at the top, never hidden inside a remembered run.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

/** A partition no other test lists in. */
const FACETS = { artStyle: 'Cubism', medium: 'Wood', subject: 'Animals' } as const;
const QUERY = {
  art_style: FACETS.artStyle,
  medium: FACETS.medium,
  subject: FACETS.subject,
  price: '5000-10000',
} as const;
const COMBO = comboOf({ artStyle: FACETS.artStyle, medium: FACETS.medium, subject: FACETS.subject, band: QUERY.price });
const PAGE = 10;

describe('Browse Arts skips the runs of an artist’s own arts it met before', () => {
  let artist: TestUser;
  let client: TestUser;
  const seeded: string[] = [];
  const others: string[] = [];

  async function seed(artistId: string, at: number) {
    const art = await seedListedArt({
      artistId,
      title: `Carved animal ${seeded.length}`,
      description: 'Wood',
      location: 'Paete',
      priceCentavos: 600_000 + seeded.length * 100,
      ...FACETS,
      createdAt: new Date(at).toISOString(),
    });
    seeded.push(art.artId);
    if (artistId !== artist.userId) others.push(art.artId);
  }

  /** Every page through the API, the artist's or the client's. */
  async function walk(viewer: TestUser) {
    const shown: { art_id: string; artist_id: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await callOk('GET /api/arts', {
        token: viewer.idToken,
        query: { ...QUERY, sort: 'latest', limit: PAGE, cursor },
      });
      shown.push(...page.items);
      cursor = page.cursor ?? undefined;
    } while (cursor);
    return shown;
  }

  const asArtist = () => ({ userId: artist.userId, groups: ['Artist'] });
  const firstPage = () => Arts.browsePage(asArtist(), { ...QUERY, sort: 'latest', limit: PAGE });
  const runs = async () =>
    ((await db().entities.ownListingRuns.get({ artistId: artist.userId, combo: COMBO }).go()).data?.runs ?? []) as {
      count: number;
      hi: { createdAt: string };
    }[];

  beforeAll(async () => {
    [artist, client] = await Promise.all([
      createUser({ role: 'Artist', prefix: 'runs-a' }),
      createUser({ role: 'Client', prefix: 'runs-c' }),
    ]);
    // Two hours ago: 25 arts of others; then 61 of the artist's with one of another artist's in
    // the middle (two runs of 30); then, just now, 3 more of the artist's (not settled yet).
    const past = Date.now() - 2 * 3600_000;
    const plan = [
      ...Array.from({ length: 25 }, (_, i) => ({ by: `other-${i % 3}`, at: past + i * 1000 })),
      ...Array.from({ length: 61 }, (_, i) => ({ by: i === 30 ? 'other-9' : '', at: past + 100_000 + i * 1000 })),
      ...Array.from({ length: 3 }, (_, i) => ({ by: '', at: Date.now() - 60_000 + i * 1000 })),
    ];
    for (let i = 0; i < plan.length; i += 10)
      await Promise.all(plan.slice(i, i + 10).map((p) => seed(p.by || artist.userId, p.at)));
  });

  afterAll(async () => {
    await removeListedArts(seeded);
    await db().entities.ownListingRuns.delete({ artistId: artist.userId, combo: COMBO }).go();
  });

  it('reads through them once, remembers the settled runs, and then reads about what it shows', async () => {
    const first = await firstPage();
    expect(first.items).toHaveLength(PAGE);
    expect(first.asked).toBeGreaterThan(60);
    // Two runs of 30; the 3 listed a minute ago are not remembered (a write in flight could still land among them).
    const remembered = await runs();
    expect(remembered.map((r) => r.count)).toEqual([30, 30]);
    expect(remembered.every((r) => Date.parse(r.hi.createdAt) < Date.now() - SETTLED_MS)).toBe(true);

    const again = await firstPage();
    expect(again.items.map((l) => l.artId)).toEqual(first.items.map((l) => l.artId));
    // The 3 recent own arts, the one stranger between the runs, the page: read; the 60 skipped.
    expect(again.asked).toBeLessThanOrEqual(PAGE + 3 + 1 + 2);
  });

  it('shows exactly what a client sees minus the artist’s own, before and after the runs are known', async () => {
    const [mine, theirs] = await Promise.all([walk(artist), walk(client)]);
    expect(mine.map((a) => a.art_id)).toEqual(theirs.filter((a) => a.artist_id !== artist.userId).map((a) => a.art_id));
    expect(mine).toHaveLength(26);
    expect(theirs).toHaveLength(26 + 63);
  });

  it('lists an art that comes back at the top, so no remembered run hides it', async () => {
    expect((await runs()).length).toBe(2);
    const [restocked, shownAgain] = [others[0]!, others[1]!];
    await Arts.setStock(restocked, 0);
    await Arts.setStock(restocked, 1);
    await setHidden(shownAgain, true);
    await setHidden(shownAgain, false);
    const page = await firstPage();
    expect(page.items.slice(0, 2).map((l) => l.artId)).toEqual([shownAgain, restocked]);
    const [mine, theirs] = await Promise.all([walk(artist), walk(client)]);
    expect(mine.map((a) => a.art_id)).toEqual(theirs.filter((a) => a.artist_id !== artist.userId).map((a) => a.art_id));
    expect(mine.filter((a) => a.art_id === restocked)).toHaveLength(1);
  });
});
