import type { db } from '@functions/core/db/service';
import type { ReadMeter } from '../../../infra/local/services/read-meter';

/**
 * The list bench's Browse Arts rows for an artist whose 300 own arts are the newest (issues 29,
 * 51): Browse Arts leaves a viewer's own arts out, so this artist's first visit reads through all
 * 300 of them; it remembers where they lie (functions/core/arts/own-runs.ts) and the artist's next
 * visit skips them. The artist walks 10 pages of 25, a client walks the same pages, then the
 * artist again; each row says the items read per item shown, the first page's reads and Queries,
 * and the empty pages met while more results existed (the budget: none; ≤ 1.25 read per shown
 * for the client and the returning artist). The first visit is reported as it is.
 */

const OWN = 300;
const PAGES = 10;
const LIMIT = 25;

const LISTS: [string, string][] = [
  ['no filter, latest', `/api/arts?limit=${LIMIT}`],
  ['style, latest', `/api/arts?art_style=Abstract&limit=${LIMIT}`],
];

/** list-reads.ts's seeding write: the items of a transaction's pieces, sent as batch writes. */
type Write = (build: Parameters<ReturnType<typeof db>['transaction']['write']>[0]) => Promise<void>;

interface OwnRow {
  list: string;
  size: number;
  viewer: 'artist' | 'client' | 'again';
  pages: number;
  read: number;
  shown: number;
  firstRead: number;
  firstShown: number;
  firstQueries: number;
  maxQueries: number;
  empty: number;
  firstMs: number;
}

export function browseOwnBench(apiUrl: string, meter: ReadMeter, write: Write) {
  const rows: OwnRow[] = [];
  let viewers: { artist: { userId: string; idToken: string }; client: { userId: string; idToken: string } } | null =
    null;

  /** The artist, and 300 arts of theirs listed after everything else the bench seeds (July 2026 on: settled). */
  async function seed() {
    const { createUser } = await import('../../support/users');
    const { listingPieces } = await import('@functions/core/arts/listings');
    const { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS } = await import('@shared/options');
    const { randomUUID } = await import('node:crypto');
    const [artist, client] = await Promise.all([
      createUser({ role: 'Artist', prefix: 'bench-prolific' }),
      createUser({ role: 'Client', prefix: 'bench-own-client' }),
    ]);
    for (let n = 0; n < OWN; n++) {
      const art = {
        artId: randomUUID(),
        artistId: artist.userId,
        title: `Own work ${n}`,
        priceCentavos: 20_000 + ((n * 7919) % 3_000_000),
        quantity: 1,
        artStyle: ARTWORK_STYLES[n % ARTWORK_STYLES.length]!,
        medium: ARTWORK_MEDIUMS[Math.floor(n / 6) % ARTWORK_MEDIUMS.length]!,
        subject: ARTWORK_SUBJECTS[Math.floor(n / 54) % ARTWORK_SUBJECTS.length]!,
        imageKey: `art-image/${artist.userId}/${n}.png`,
        artistName: 'Prolific Artist',
        createdAt: new Date(Date.UTC(2026, 6, 1) + n * 60_000).toISOString(),
      };
      await write((tx) => [
        tx.art.create({ ...art, description: 'Bench art', location: 'Manila', tagIds: [] }).commit(),
        ...listingPieces(tx, null, art),
      ]);
    }
    viewers = { artist, client };
  }

  async function walk(list: string, first: string, size: number, viewer: OwnRow['viewer'], token: string) {
    const row: OwnRow = {
      list,
      size,
      viewer,
      pages: 0,
      read: 0,
      shown: 0,
      firstRead: 0,
      firstShown: 0,
      firstQueries: 0,
      maxQueries: 0,
      empty: 0,
      firstMs: 0,
    };
    let url: string | null = first;
    while (url && row.pages < PAGES) {
      meter.reset();
      const started = performance.now();
      const response = await fetch(`${apiUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { items: unknown[]; cursor: string | null };
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
      const { items: read, requests } = meter.read();
      const queries = requests.Query ?? 0;
      if (row.pages === 0)
        Object.assign(row, { firstRead: read, firstShown: body.items.length, firstQueries: queries, firstMs: ms });
      row.pages += 1;
      row.read += read;
      row.shown += body.items.length;
      row.maxQueries = Math.max(row.maxQueries, queries);
      // An empty page is one that says "no more" while more results exist.
      if (body.items.length === 0 && body.cursor) row.empty += 1;
      url = body.cursor ? `${first}&cursor=${encodeURIComponent(body.cursor)}` : null;
    }
    rows.push(row);
  }

  return {
    /** Seeds the artist's arts once (on the first size), then walks each list as the artist and as a client. */
    async measure(size: number) {
      if (!viewers) await seed();
      for (const [list, url] of LISTS) {
        await walk(list, url, size, 'artist', viewers!.artist.idToken);
        await walk(list, url, size, 'client', viewers!.client.idToken);
        await walk(list, url, size, 'again', viewers!.artist.idToken);
      }
    },
    /** Prints the rows; false when a page came back empty while more existed, or a client or the returning artist read over 1.25 per shown. */
    report(budget: number): boolean {
      const pad = (s: string | number, n: number) => String(s).padEnd(n);
      const ratio = (read: number, shown: number) => (shown ? (read / shown).toFixed(2) : '—');
      console.log(
        `\nBrowse Arts, an artist whose ${OWN} own arts are the newest: ${PAGES} pages of ${LIMIT} walked by the artist and by a client`,
      );
      console.log(
        `${pad('list', 22)}${pad('size', 8)}${pad('viewer', 8)}${pad('pages', 7)}${pad('read', 7)}${pad('shown', 7)}${pad('read/shown', 12)}${pad('page 1 read/shown', 19)}${pad('page 1 Queries', 16)}${pad('max Queries', 13)}${pad('empty pages', 13)}page 1 ms`,
      );
      for (const r of rows) {
        console.log(
          `${pad(r.list, 22)}${pad(r.size, 8)}${pad(r.viewer, 8)}${pad(r.pages, 7)}${pad(r.read, 7)}${pad(r.shown, 7)}${pad(ratio(r.read, r.shown), 12)}${pad(`${r.firstRead}/${r.firstShown}`, 19)}${pad(r.firstQueries, 16)}${pad(r.maxQueries, 13)}${pad(r.empty, 13)}${r.firstMs.toFixed(1)}`,
        );
      }
      const empty = rows.filter((r) => r.empty > 0);
      const over = rows.filter((r) => r.viewer !== 'artist' && r.shown > 0 && r.read / r.shown > budget);
      const misses = [
        ...empty.map((r) => `${r.list} (${r.size}, ${r.viewer}): ${r.empty} empty pages`),
        ...over.map((r) => `${r.list} (${r.size}, ${r.viewer}): ${ratio(r.read, r.shown)} read per shown`),
      ];
      console.log(
        misses.length === 0
          ? `no empty page while more existed; a client and the returning artist ≤ ${budget} read per shown: met`
          : `NOT met: ${misses.join('; ')}`,
      );
      return misses.length === 0;
    },
  };
}
