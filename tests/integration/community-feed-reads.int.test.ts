import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startReadMeter, type ReadCount, type ReadMeter } from '../../infra/local/services/read-meter';
import { ErrorCodes } from '@shared/api/errors';
import {
  FEED_PAGE_NEEDS_CURSOR,
  FEED_PAGES_WITHOUT_CURSOR,
  feedQuerySchema,
  type FeedPage,
} from '@shared/schemas/community';
import type { PostItem } from '@functions/core/community/community';
import { apiClient, type RouteBody } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

/**
 * The feed reads what it shows, on page 100 as on page 1 (issue 29): a page is one Query from the
 * cursor of the page before, its total one counter, and "liked by me" one BatchGet of the viewer's
 * like items for the page's posts, however many other posts the viewer likes; beside them, the
 * viewer's blocks (one Query per direction, issue 32) to leave blocked people's posts out. Reads are what
 * DynamoDB returned, counted by the benches' proxy (infra/local/services/read-meter.ts) put in
 * front of DynamoDB Local for this file's own data layer, which calls the feed's verb as the route does.
 */

const { endpoints } = inject('stack');
const { callOk, callRoute } = apiClient(endpoints.api);

/** Posts seeded here, in 2001 so an oldest-first feed opens with them: one in ten an announcement (the rare category). */
const POSTS = 400;
const RARE = 'Announcements';
const COMMON = 'General Discussion';
const PAGE = 10;
/** The viewer's blocks, both ways, one GetItem of their block set (none here, so no item read), to leave blocked people's posts out. */
const BLOCK_SET_GETS = 1;
/** Items read per post shown, beside the viewer's likes among them (the one batch). */
const BUDGET = 1.25;

let meter: ReadMeter;
let endpointBefore: string | undefined;
let stranger: TestUser;
let viewer: TestUser;
const seeded: PostItem[] = [];
/** The posts the viewer likes: every common one and every other rare one. */
const likedByViewer = new Set<string>();

// Imported once the data layer's DynamoDB endpoint is the meter (its client is made at first use).
let Community: typeof import('@functions/core/community/community');
let actorOf: typeof import('@functions/core/actor').actorOf;
let data: {
  db: typeof import('@functions/core/db/service').db;
  dynamo: typeof import('@functions/core/db/client').dynamo;
  tableName: () => string;
  Counters: typeof import('@functions/core/counters/counters');
};

async function putAll(build: Parameters<ReturnType<typeof data.db>['transaction']['write']>[0]) {
  const { TransactItems } = data.db().transaction.write(build).params() as {
    TransactItems: { Put?: { Item: Record<string, unknown> } }[];
  };
  const items = TransactItems.map((t) => t.Put!.Item);
  for (let i = 0; i < items.length; i += 25) {
    await data.dynamo().send(
      new BatchWriteCommand({
        RequestItems: { [data.tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

/** One feed page as GET /community-posts serves it to `who`, and what DynamoDB returned for it. */
async function feedPage(who: TestUser, query: Record<string, unknown>): Promise<{ page: FeedPage; reads: ReadCount }> {
  const { value, reads } = await meter.measure(() =>
    Community.feed(actorOf(who.userId, 'Client'), feedQuerySchema.parse(query)),
  );
  return { page: value, reads };
}

beforeAll(async () => {
  meter = await startReadMeter(endpoints.dynamodb);
  endpointBefore = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = meter.url;
  const [service, client, Counters, actor] = await Promise.all([
    import('@functions/core/db/service'),
    import('@functions/core/db/client'),
    import('@functions/core/counters/counters'),
    import('@functions/core/actor'),
  ]);
  Community = await import('@functions/core/community/community');
  actorOf = actor.actorOf;
  data = { db: service.db, dynamo: client.dynamo, tableName: client.tableName, Counters };

  [stranger, viewer] = await Promise.all([
    createPerson({ role: 'Client', prefix: 'feed-stranger' }),
    createPerson({ role: 'Client', prefix: 'feed-viewer' }),
  ]);
  const authorId = randomUUID();
  const { timeId } = await import('@functions/core/ids');
  const posts: PostItem[] = Array.from({ length: POSTS }, (_, n) => {
    const at = Date.UTC(2001, 0, 1) + n * 60_000;
    return {
      postId: timeId(at),
      combo: '*|*',
      createdAt: new Date(at).toISOString(),
      userId: authorId,
      content: `Feed reads ${n}`,
      category: n % 10 === 0 ? RARE : COMMON,
      hasMedia: false,
      images: [],
      author: { firstname: 'Feed', lastname: 'Reader', role: 'Artist' },
      // The viewer likes every common post and every other rare one; nobody else likes any.
      likeCount: n % 10 !== 0 || n % 20 === 0 ? 1 : 0,
      commentCount: 0,
    };
  });
  posts.forEach((p) => {
    seeded.push(p);
    if (p.likeCount > 0) likedByViewer.add(p.postId);
  });
  const totals = new Map<string, number>();
  for (const p of posts) for (const combo of Community.combosOf(p)) totals.set(combo, (totals.get(combo) ?? 0) + 1);
  await putAll((tx) => posts.flatMap((p) => Community.copyPieces(tx, p)));
  await putAll((tx) =>
    posts
      .filter((p) => likedByViewer.has(p.postId))
      .map((p) =>
        tx.communityLike
          .create({
            postId: p.postId,
            userId: viewer.userId,
            likeKey: `${p.createdAt}#${p.postId}`,
            createdAt: new Date().toISOString(),
          })
          .commit(),
      ),
  );
  for (const [combo, by] of totals) await Counters.addNow(Community.counterOf(combo), by);
  // The feed's totals are spread counters: the first read after a write sums their items once
  // (docs/counters.md); the pages measured below read the roll-up each, as most readers do.
  await Counters.getMany([...totals.keys()].map(Community.counterOf));
}, 120_000);

afterAll(async () => {
  // Leave the shared stack's feed as it was: the posts, their counters and the viewer's likes go.
  if (data) {
    const totals = new Map<string, number>();
    for (const p of seeded) for (const combo of Community.combosOf(p)) totals.set(combo, (totals.get(combo) ?? 0) + 1);
    await data
      .db()
      .entities.communityPost.delete(
        seeded.flatMap((p) => Community.combosOf(p).map((combo) => ({ postId: p.postId, combo }))),
      )
      .go();
    await data
      .db()
      .entities.communityLike.delete(await likesOfViewer())
      .go();
    for (const [combo, by] of totals) await data.Counters.addNow(Community.counterOf(combo), -by);
    data.dynamo().destroy();
  }
  if (endpointBefore === undefined) delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
  else process.env.AWS_ENDPOINT_URL_DYNAMODB = endpointBefore;
  await meter?.stop();
}, 120_000);

async function likesOfViewer() {
  const { data: likes } = await data
    .db()
    .entities.communityLike.get(seeded.map((p) => ({ postId: p.postId, userId: viewer.userId })))
    .go();
  return likes
    .filter((l): l is NonNullable<typeof l> => Boolean(l))
    .map((l) => ({ postId: l.postId, userId: l.userId }));
}

describe('the feed reads what it shows', () => {
  it('counts through the meter: a post read by id is one item', async () => {
    const { reads } = await meter.measure(() =>
      data.db().entities.communityPost.get({ postId: seeded[0]!.postId, combo: '*|*' }).go(),
    );
    expect(reads.items).toBe(1);
  });

  it('walks 40 pages by their cursors at the same reads each: the page, its total, and no like of a stranger who liked nothing', async () => {
    let cursor: string | null = null;
    const perPage: number[] = [];
    const shown: string[] = [];
    for (let n = 1; n <= POSTS / PAGE; n++) {
      const { page, reads }: { page: FeedPage; reads: ReadCount } = await feedPage(stranger, {
        page: n,
        limit: PAGE,
        order: 'asc',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.posts, `page ${n}`).toHaveLength(PAGE);
      expect(page.page).toBe(n);
      // The stranger liked nothing: one Query of their likes over the page's span finds none, and
      // no like is asked for by key (DynamoDB charges a read for a key it does not find too).
      expect(reads.requests, `page ${n}`).toEqual({ Query: 1 + 1, GetItem: 1 + BLOCK_SET_GETS });
      expect(reads.keysAsked, `page ${n}`).toBe(1 + BLOCK_SET_GETS);
      expect(reads.items / page.posts.length, `page ${n}`).toBeLessThanOrEqual(BUDGET);
      perPage.push(reads.items);
      shown.push(...page.posts.map((p) => p.id));
      cursor = page.cursor;
    }
    // Flat: page 40 reads what page 1 read (10 posts and the counter); the old number-only walk read 10 × N.
    expect(new Set(perPage)).toEqual(new Set([PAGE + 1]));
    // And the walk met every seeded post once, oldest first.
    expect(shown).toEqual(seeded.map((p) => p.postId));
  });

  it(`serves pages up to ${FEED_PAGES_WITHOUT_CURSOR} by number alone from a bounded skip, and refuses later ones without a cursor`, async () => {
    const walked: string[] = [];
    let cursor: string | null = null;
    for (let n = 1; n <= FEED_PAGES_WITHOUT_CURSOR; n++) {
      const res: RouteBody<'GET /community-posts'> = await callOk('GET /community-posts', {
        token: stranger.idToken,
        query: { page: n, limit: PAGE, order: 'asc', ...(cursor ? { cursor } : {}) },
      });
      walked.push(...res.posts.map((p) => p.id));
      cursor = res.cursor;
    }
    const byNumber = await callOk('GET /community-posts', {
      token: stranger.idToken,
      query: { page: FEED_PAGES_WITHOUT_CURSOR, limit: PAGE, order: 'asc' },
    });
    expect(byNumber.posts.map((p) => p.id)).toEqual(walked.slice(-PAGE));
    // The skip reads the keys of the pages before, never more than FEED_PAGES_WITHOUT_CURSOR - 1 of them.
    const { reads } = await feedPage(stranger, { page: FEED_PAGES_WITHOUT_CURSOR, limit: PAGE, order: 'asc' });
    expect(reads.items).toBe(FEED_PAGES_WITHOUT_CURSOR * PAGE + 1);

    const refused = await callRoute('GET /community-posts', {
      token: stranger.idToken,
      query: { page: FEED_PAGES_WITHOUT_CURSOR + 1, limit: PAGE, order: 'asc' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: ErrorCodes.validation });
    expect(JSON.stringify(refused.body)).toContain(FEED_PAGE_NEEDS_CURSOR);
    // With the cursor of the page before, any page number is served, as far as the feed goes.
    const next = await callOk('GET /community-posts', {
      token: stranger.idToken,
      query: { page: FEED_PAGES_WITHOUT_CURSOR + 1, limit: PAGE, order: 'asc', cursor: cursor! },
    });
    expect(next.posts.map((p) => p.id)).toEqual(
      seeded.slice(FEED_PAGES_WITHOUT_CURSOR * PAGE, (FEED_PAGES_WITHOUT_CURSOR + 1) * PAGE).map((p) => p.postId),
    );
    expect(next.page).toBe(FEED_PAGES_WITHOUT_CURSOR + 1);
  });

  it("reads a liker's marks on the whole feed from their likes over the page's span, nothing else", async () => {
    let cursor: string | null = null;
    for (let n = 1; n <= 5; n++) {
      const { page, reads }: { page: FeedPage; reads: ReadCount } = await feedPage(viewer, {
        page: n,
        limit: PAGE,
        order: 'asc',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.posts.map((p) => p.id)).toEqual(seeded.slice((n - 1) * PAGE, n * PAGE).map((p) => p.postId));
      expect(
        page.posts.map((p) => p.liked),
        `page ${n}`,
      ).toEqual(page.posts.map((p) => likedByViewer.has(p.id)));
      const likedShown = page.posts.filter((p) => p.liked).length;
      expect(reads.requests, `page ${n}`).toEqual({ Query: 1 + 1, GetItem: 1 + BLOCK_SET_GETS });
      expect(reads.items, `page ${n}`).toBe(PAGE + 1 + likedShown);
      cursor = page.cursor;
    }
  });

  it('marks what the viewer likes in a rare category with one BatchGet, however many other posts they like', async () => {
    const rare = seeded.filter((p) => p.category === RARE);
    expect(rare.length).toBe(POSTS / 10);
    let cursor: string | null = null;
    for (let n = 1; n <= rare.length / PAGE; n++) {
      const { page, reads }: { page: FeedPage; reads: ReadCount } = await feedPage(viewer, {
        page: n,
        limit: PAGE,
        category: RARE,
        order: 'asc',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.posts.map((p) => p.id)).toEqual(rare.slice((n - 1) * PAGE, n * PAGE).map((p) => p.postId));
      const marks = page.posts.map((p) => p.liked);
      expect(marks, `page ${n}`).toEqual(page.posts.map((p) => likedByViewer.has(p.id)));
      const likedShown = marks.filter(Boolean).length;
      expect(likedShown).toBe(PAGE / 2);
      // The page's 10 posts span 100 of the viewer's likes in time; one Query says they like
      // anything, then only the page's posts that have likes are asked for by key.
      expect(reads.requests, `page ${n}`).toEqual({ Query: 1 + 1, GetItem: 1 + BLOCK_SET_GETS, BatchGetItem: 1 });
      expect(reads.keysAsked, `page ${n}`).toBe(1 + BLOCK_SET_GETS + page.posts.filter((p) => p.likes > 0).length);
      expect(reads.items, `page ${n}`).toBe(PAGE + 1 + 1 + likedShown);
      expect((reads.items - likedShown) / page.posts.length).toBeLessThanOrEqual(BUDGET);
      cursor = page.cursor;
    }
  });

  it('follows likes and unlikes made through the API in the marks the route answers', async () => {
    const rare = seeded.filter((p) => p.category === RARE).slice(0, PAGE);
    const wasLiked = rare.find((p) => likedByViewer.has(p.postId))!;
    const wasNot = rare.find((p) => !likedByViewer.has(p.postId))!;
    await callOk('POST /community-posts/like', {
      token: viewer.idToken,
      body: { post_id: wasNot.postId, liked: true },
    });
    await callOk('POST /community-posts/like', {
      token: viewer.idToken,
      body: { post_id: wasLiked.postId, liked: false },
    });
    likedByViewer.add(wasNot.postId);
    likedByViewer.delete(wasLiked.postId);
    const res = await callOk('GET /community-posts', {
      token: viewer.idToken,
      query: { page: 1, limit: PAGE, category: RARE, order: 'asc' },
    });
    expect(res.posts.map((p) => p.id)).toEqual(rare.map((p) => p.postId));
    expect(res.posts.map((p) => p.liked)).toEqual(rare.map((p) => likedByViewer.has(p.postId)));
    expect(res.posts.find((p) => p.id === wasNot.postId)).toMatchObject({ liked: true, likes: 1 });
    // Another person sees the counts, not the viewer's marks.
    const asStranger = await callOk('GET /community-posts', {
      token: stranger.idToken,
      query: { page: 1, limit: PAGE, category: RARE, order: 'asc' },
    });
    expect(asStranger.posts.every((p) => !p.liked)).toBe(true);
  });
});
