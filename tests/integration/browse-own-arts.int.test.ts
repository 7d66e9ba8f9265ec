import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Arts from '@functions/core/arts/arts';
import type { ArtItem } from '@functions/core/arts/items';
import { apiClient, type RouteInput } from '../support/api';
import { removeListedArts, seedListedArt } from '../support/listed-arts';
import { createUser, type TestUser } from '../support/users';

/**
 * Browse Arts leaves the viewer's own arts out without serving them empty pages (issue 29): an
 * artist whose own arts are the newest (and the cheapest) gets full pages from the first one,
 * and walking every page gives exactly what a client sees, minus the artist's own arts.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

type BrowseQuery = NonNullable<RouteInput<'GET /api/arts'>['query']>;

/** A combination of facets no other test lists in, so the partition is (nearly) this test's. */
const FACETS = { artStyle: 'Impressionism', medium: 'Charcoal', subject: 'Still Life' } as const;
const ALL_FOUR = {
  art_style: FACETS.artStyle,
  medium: FACETS.medium,
  subject: FACETS.subject,
  price: '5000-10000',
} as const;
const PAGE = 10;
const OWN_NEWEST = 65;

/** Every page a viewer gets, following the cursors to the end. */
async function pagesOf(viewer: TestUser, query: BrowseQuery): Promise<{ art_id: string; artist_id: string }[][]> {
  const pages: { art_id: string; artist_id: string }[][] = [];
  let cursor: string | undefined;
  do {
    const page = await callOk('GET /api/arts', { token: viewer.idToken, query: { ...query, limit: PAGE, cursor } });
    pages.push(page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('Browse Arts for an artist whose own arts come first', () => {
  let artist: TestUser;
  let client: TestUser;
  const seeded: ArtItem[] = [];

  /** An art of the test's partition, listed at a chosen time. */
  async function seed(artistId: string, at: number, priceCentavos: number) {
    const art = await seedListedArt({
      artistId,
      title: `Still life ${seeded.length}`,
      description: 'Charcoal on paper',
      location: 'Baguio',
      priceCentavos,
      ...FACETS,
      createdAt: new Date(at).toISOString(),
    });
    seeded.push(art);
  }

  beforeAll(async () => {
    [artist, client] = await Promise.all([
      createUser({ role: 'Artist', prefix: 'own-a' }),
      createUser({ role: 'Client', prefix: 'own-c' }),
    ]);
    const start = Date.now();
    // 40 arts of other artists, with 5 of the artist's own among them; then 65 of the artist's own,
    // the newest and the cheapest of the partition (6.5 pages of them at 10 a page).
    const older = Array.from({ length: 45 }, (_, i) => ({
      artistId: i % 9 === 4 ? artist.userId : `other-${i % 4}`,
      at: start + i * 1000,
      price: 700_000 + i * 1000,
    }));
    const newest = Array.from({ length: OWN_NEWEST }, (_, i) => ({
      artistId: artist.userId,
      at: start + 100_000 + i * 1000,
      price: 500_000 + i * 100,
    }));
    for (const batch of [older, newest]) {
      for (let i = 0; i < batch.length; i += 10)
        await Promise.all(batch.slice(i, i + 10).map((a) => seed(a.artistId, a.at, a.price)));
    }
  });

  afterAll(async () => {
    // They leave the shared stack's Browse Arts as their deletion would take them out.
    await removeListedArts(seeded.map((a) => a.artId));
  });

  for (const sort of ['latest', 'cheapest', 'none'] as const) {
    for (const [name, filters] of [
      ['all four filters', ALL_FOUR],
      ['style and medium', { art_style: FACETS.artStyle, medium: FACETS.medium }],
    ] as const) {
      it(`gives full pages and exactly a client's view minus its own (${sort}, ${name})`, async () => {
        const query = { ...filters, sort };
        const [mine, theirs] = await Promise.all([pagesOf(artist, query), pagesOf(client, query)]);
        // Every page but the last is full; no page before the last is empty.
        expect(mine.slice(0, -1).map((p) => p.length)).toEqual(mine.slice(0, -1).map(() => PAGE));
        const shown = mine.flat();
        expect(shown.filter((a) => a.artist_id === artist.userId)).toEqual([]);
        // Nothing skipped, nothing repeated: the client's walk without the artist's arts, in order.
        expect(shown.map((a) => a.art_id)).toEqual(
          theirs
            .flat()
            .filter((a) => a.artist_id !== artist.userId)
            .map((a) => a.art_id),
        );
        expect(new Set(shown.map((a) => a.art_id)).size).toBe(shown.length);
        // The client sees the artist's arts (they are listed), the artist sees the 40 others.
        expect(theirs.flat().filter((a) => a.artist_id === artist.userId).length).toBeGreaterThanOrEqual(
          OWN_NEWEST + 5,
        );
        expect(shown.length).toBeGreaterThanOrEqual(40);
      });
    }
  }

  it('reads through the own arts in a few Queries, and a client reads exactly its page', async () => {
    const query = { ...ALL_FOUR, sort: 'latest' as const, limit: PAGE };
    const first = await Arts.browsePage({ userId: artist.userId, groups: ['Artist'] }, query);
    expect(first.items).toHaveLength(PAGE);
    expect(first.items.every((l) => l.artistId !== artist.userId)).toBe(true);
    // 65 own arts ahead: Queries of 10, 10, 20, 40 and 80 at most.
    expect(first.queries).toBeLessThanOrEqual(5);
    expect(first.asked).toBeLessThanOrEqual(2 * (OWN_NEWEST + PAGE));
    const next = await Arts.browsePage(
      { userId: artist.userId, groups: ['Artist'] },
      { ...query, cursor: first.cursor! },
    );
    // Past them, a page meets only the few own arts sprinkled among the others.
    expect(next.queries).toBeLessThanOrEqual(2);
    expect(next.asked).toBeLessThanOrEqual(PAGE + 3);
    expect(next.items.map((l) => l.artId)).not.toContain(first.items.at(-1)!.artId);
    const asClient = await Arts.browsePage({ userId: client.userId, groups: ['Client'] }, query);
    expect(asClient).toMatchObject({ queries: 1, asked: PAGE });
    expect(asClient.items).toHaveLength(PAGE);
  });
});
