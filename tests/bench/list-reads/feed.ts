import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { db as Db } from '@functions/core/db/service';
import type { PostItem } from '@functions/core/community/community';
import type { ReadMeter } from '../../../infra/local/services/read-meter';

/**
 * The community feed's rows of the list bench (issue 29): pages 1, 10 and 100 walked with the
 * cursors the web keeps (page N asked with page N − 1's cursor), and "liked by me" for a viewer who
 * likes half the posts, on a category (1 post in 6), whose pages span six times as many posts, so
 * three times as many of the viewer's likes as the page shows (what the old Query of the viewer's
 * likes over the page's time range read). Budget: ≤ 1.25 items read per post shown, flat from 100 to 10,000
 * posts, plus at most one BatchGet of the viewer's likes, which returns at most one item per post
 * shown. The batch's items are measured, not inferred: the same page read by someone who likes
 * nothing reads everything but them.
 *
 * list-reads.ts runs these rows on its own seed; `npx tsx tests/bench/list-reads/feed.ts` runs
 * them alone on a stack of its own with posts only (quicker while working on the feed).
 */

const BUDGET = 1.25;
const RUNS = 5;
const PAGES = [1, 10, 100] as const;
const RARE = '/community-posts?category=Art%20Tips&limit=10';
const ALL = '/community-posts?limit=10';

type Write = (build: Parameters<ReturnType<typeof Db>['transaction']['write']>[0]) => Promise<void>;
interface Caller {
  userId: string;
  idToken: string;
}
interface FeedRow {
  list: string;
  size: number;
  page: number;
  read: number;
  /** Like items read for the marks: the viewer's reads less a non-liker's of the same page. */
  batch: number;
  batches: number;
  /** Posts shown as liked: the like items the batch should have read, and no more. */
  marks: number;
  returned: number;
  ratio: number;
  p50: number;
}

interface FeedAnswer {
  posts: { id: string; liked: boolean }[];
  cursor: string | null;
}

export function feedBench(opts: { apiUrl: string; meter: ReadMeter; write: Write; reader: Caller; liker: Caller }) {
  const rows: FeedRow[] = [];
  const info: string[] = [];
  const liked = new Set<string>();

  async function get(url: string, who: Caller) {
    opts.meter.reset();
    const started = performance.now();
    const response = await fetch(`${opts.apiUrl}${url}`, { headers: { authorization: `Bearer ${who.idToken}` } });
    const ms = performance.now() - started;
    const body = (await response.json()) as FeedAnswer;
    const reads = opts.meter.read();
    return { status: response.status, body, ms, reads };
  }

  /** RUNS reads of one page by `who`: the last answer, its reads and the p50. */
  async function sample(url: string, who: Caller) {
    const times: number[] = [];
    let last = await get(url, who);
    for (let i = 0; i < RUNS; i++) {
      last = await get(url, who);
      if (last.status !== 200) throw new Error(`${url}: ${last.status} ${JSON.stringify(last.body)}`);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    return { ...last, p50: times[Math.floor(times.length / 2)]! };
  }

  const withCursor = (first: string, page: number, cursor: string | null) =>
    `${first}&page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

  /** Walks `first` by cursors to the last of PAGES, measuring those pages as `who` (and as the reader, to tell the batch apart). */
  async function walk(list: string, size: number, first: string, who: Caller) {
    let cursor: string | null = null;
    for (let page = 1; page <= PAGES[PAGES.length - 1]!; page++) {
      const url = withCursor(first, page, cursor);
      if ((PAGES as readonly number[]).includes(page)) {
        const seen = await sample(url, who);
        const plain = who === opts.reader ? seen : await sample(url, opts.reader);
        const returned = seen.body.posts.length;
        const batch = seen.reads.items - plain.reads.items;
        const marks = seen.body.posts.filter((p) => p.liked).length;
        rows.push({
          list,
          size,
          page,
          read: seen.reads.items,
          batch,
          batches: seen.reads.requests.BatchGetItem ?? 0,
          marks,
          returned,
          ratio: returned ? (seen.reads.items - batch) / returned : Number.NaN,
          p50: seen.p50,
        });
      }
      const { body } = await get(url, opts.reader);
      cursor = body.cursor;
      if (!cursor) return;
    }
  }

  /** The liker likes half the posts (two in every four, so half of each category's), written as the like verb writes them. */
  async function likeHalf() {
    const { db } = await import('@functions/core/db/service');
    const posts: PostItem[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: unknown[]; cursor: string | null } = await db()
        .entities.communityPost.query.feed({ combo: '*|*' })
        .go({ order: 'asc', cursor, limit: 1000 });
      posts.push(...(page.data as PostItem[]));
      cursor = page.cursor;
    } while (cursor);
    const fresh = posts.filter((p, i) => i % 4 < 2 && !liked.has(p.postId));
    for (let i = 0; i < fresh.length; i += 100) {
      const chunk = fresh.slice(i, i + 100);
      await opts.write((tx) =>
        chunk.map((p) =>
          tx.communityLike
            .create({
              postId: p.postId,
              userId: opts.liker.userId,
              likeKey: `${p.createdAt}#${p.postId}`,
              createdAt: p.createdAt,
            })
            .commit(),
        ),
      );
      for (const p of chunk) liked.add(p.postId);
    }
  }

  return {
    async measure(size: number) {
      await likeHalf();
      await walk('feed: all, newest (cursors)', size, ALL, opts.reader);
      await walk('feed: category, liker (cursors)', size, RARE, opts.liker);
      // A page by number alone: the first few from a bounded skip, later ones refused (400).
      const { FEED_PAGES_WITHOUT_CURSOR } = await import('@shared/schemas/community');
      const skip = await get(withCursor(ALL, FEED_PAGES_WITHOUT_CURSOR, null), opts.reader);
      const beyond = await get(withCursor(ALL, FEED_PAGES_WITHOUT_CURSOR + 1, null), opts.reader);
      const far = await get(withCursor(ALL, 100, null), opts.reader);
      info.push(
        `${size}: page ${FEED_PAGES_WITHOUT_CURSOR} by number alone read ${skip.reads.items} for ${skip.body.posts.length} (bounded skip); page ${FEED_PAGES_WITHOUT_CURSOR + 1} → ${beyond.status}, page 100 → ${far.status}, ${far.reads.items} read`,
      );
    },
    /** Prints the rows; false when one is over budget or not flat. */
    report(): boolean {
      const pad = (s: string | number, n: number) => String(s).padEnd(n);
      console.log(
        `\nCommunity feed: items read ÷ posts shown, beside the viewer's likes read for the marks (budget ≤ ${BUDGET}, and the likes in one BatchGet reading only the page's own)\n`,
      );
      console.log(
        `${pad('list', 38)}${pad('size', 8)}${pad('page', 6)}${pad('read', 7)}${pad('likes read/marks/batches', 26)}${pad('returned', 10)}${pad('ratio', 8)}p50 ms`,
      );
      for (const r of rows) {
        console.log(
          `${pad(r.list, 38)}${pad(r.size, 8)}${pad(r.page, 6)}${pad(r.read, 7)}${pad(`${r.batch}/${r.marks}/${r.batches}`, 26)}${pad(r.returned, 10)}${pad(Number.isNaN(r.ratio) ? '—' : r.ratio.toFixed(2), 8)}${r.p50.toFixed(1)}`,
        );
      }
      for (const line of info) console.log(`  ${line}`);
      const over = rows.filter((r) => r.ratio > BUDGET || r.batches > 1 || r.batch !== r.marks);
      const ratios = rows.filter((r) => r.returned > 0).map((r) => r.ratio);
      const flat = ratios.length > 0 && Math.max(...ratios) - Math.min(...ratios) <= 0.1 + 1e-9;
      const missing = rows.filter((r) => r.page === 100).length === 0;
      console.log(
        over.length === 0 && flat && !missing
          ? `feed: met (≤ ${BUDGET}, flat within ±0.1 from page 1 to page 100)`
          : `feed: NOT met${over.length ? ` by ${over.map((r) => `${r.list} (${r.size}, page ${r.page})`).join('; ')}` : ''}${flat ? '' : ' (not flat)'}${missing ? ' (no page 100 reached)' : ''}`,
      );
      return over.length === 0 && flat && !missing;
    },
  };
}

/** Alone: a stack of its own, 100 then 10,000 posts (as list-reads.ts seeds them), the feed's rows. */
async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bench-feed-'));
  process.env.LOG_LEVEL ??= 'error';
  const { startStack } = await import('../../../infra/local/stack');
  const stack = await startStack({ workDir, ports: 'free', name: 'crafti-bench-feed', meterReads: true });
  try {
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, tableName } = await import('@functions/core/db/client');
    const { db } = await import('@functions/core/db/service');
    const Counters = await import('@functions/core/counters/counters');
    const Community = await import('@functions/core/community/community');
    const { POST_CATEGORIES } = await import('@shared/schemas/community');
    const { timeId } = await import('@functions/core/ids');
    const { createUser } = await import('../../support/users');
    const write: Write = async (build) => {
      const { TransactItems } = db().transaction.write(build).params() as {
        TransactItems: { Put?: { Item: Record<string, unknown> } }[];
      };
      const items = TransactItems.map((t) => t.Put!.Item);
      for (let i = 0; i < items.length; i += 25)
        await dynamo().send(
          new BatchWriteCommand({
            RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
          }),
        );
    };
    const [reader, liker] = [
      await createUser({ role: 'Client', prefix: 'bench-reader' }),
      await createUser({ role: 'Client', prefix: 'bench-liker' }),
    ];
    const bench = feedBench({ apiUrl: stack.endpoints.api, meter: stack.readMeter!, write, reader, liker });
    let posts = 0;
    for (const size of [100, 10_000]) {
      const totals = new Map<string, number>();
      const made: PostItem[] = [];
      for (let n = posts; n < size; n++) {
        const at = Date.UTC(2026, 0, 1) + n * 60_000;
        made.push({
          postId: timeId(at),
          combo: '*|*',
          createdAt: new Date(at).toISOString(),
          userId: 'bench-author',
          content: `Bench post ${n}`,
          category: POST_CATEGORIES[n % POST_CATEGORIES.length]!,
          hasMedia: n % 3 === 0,
          images: n % 3 === 0 ? [{ key: `post-image/bench-author/${n}.png` }] : [],
          author: { firstname: 'Bench', lastname: 'Artist', role: 'Artist' },
          likeCount: 0,
          commentCount: 0,
        });
      }
      for (let i = 0; i < made.length; i += 100)
        await write((tx) => made.slice(i, i + 100).flatMap((p) => Community.copyPieces(tx, p)));
      for (const p of made) for (const combo of Community.combosOf(p)) totals.set(combo, (totals.get(combo) ?? 0) + 1);
      for (const [combo, by] of totals) await Counters.addNow(Community.counterOf(combo), by);
      posts = size;
      await bench.measure(size);
    }
    if (!bench.report()) process.exitCode = 1;
  } finally {
    await stack.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
