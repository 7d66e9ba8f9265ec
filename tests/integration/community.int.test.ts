import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Counters from '@functions/core/counters/counters';
import { counterOf } from '@functions/core/community/community';
import { config } from '@functions/core/config';
import { db } from '@functions/core/db/service';
import { commit } from '@functions/core/db/transactions';
import * as Profiles from '@functions/core/profiles/profiles';
import { headObject } from '@functions/core/uploads/objects';
import * as Uploads from '@functions/core/uploads/uploads';
import { variantKeys } from '@functions/core/uploads/variant-keys';
import { COMMUNITY_MESSAGES, POST_CATEGORIES, POSTS_PER_HOUR } from '@shared/schemas/community';
import { apiClient, expectOk, expectRefused, type RouteBody, type RouteInput } from '../support/api';
import { newPost } from '../support/builders';
import { craftIdToken } from '../support/tokens';
import { PNG, uploadAs } from '../support/uploads';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

const XSS = `<script>alert("x")</script><img src=x onerror="alert(1)"> & 'quotes'`;

/** Signed-in people made fast (a token signed with cognito-local's own key, and a profile): for the 50 likers. */
async function quickPeople(n: number, role: 'Artist' | 'Client' = 'Client'): Promise<TestUser[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const userId = randomUUID();
      const idToken = await craftIdToken({
        issuer: endpoints.issuer,
        audience: endpoints.userPoolClientId,
        sub: userId,
        groups: [role],
        expiresInSeconds: 3600,
        key: 'real',
      });
      await commit((tx) => [
        ...Profiles.create(tx, {
          userId,
          role,
          email: `${userId}@example.test`,
          username: `liker_${userId.slice(0, 8)}`,
          firstname: `Liker${i}`,
          lastname: 'Test',
          accountStatus: 'active',
        }),
      ]);
      return {
        userId,
        idToken,
        email: `${userId}@example.test`,
        password: '',
        accessToken: '',
        refreshToken: '',
      } as TestUser;
    }),
  );
}

const imageKey = async (user: TestUser) =>
  (await uploadAs(endpoints.api, user, 'post-image', 'image/png', PNG, 'photo.png')).key;

type Filters = Omit<NonNullable<RouteInput<'GET /community-posts'>['query']>, 'page' | 'limit' | 'cursor'>;

/** Every post of a filter combination, walking the pages by cursor as the page's Next button does. */
async function walk(viewer: TestUser, filters: Filters) {
  const posts: RouteBody<'GET /community-posts'>['posts'] = [];
  let cursor: string | null = null;
  let total = -1;
  let page = 1;
  do {
    const res: RouteBody<'GET /community-posts'> = await callOk('GET /community-posts', {
      token: viewer.idToken,
      query: { ...filters, page, limit: 10, ...(cursor ? { cursor } : {}) },
    });
    expect(res.posts.length).toBeLessThanOrEqual(10);
    posts.push(...res.posts);
    total = res.total;
    cursor = res.cursor;
    page++;
  } while (cursor);
  return { posts, total };
}

describe('community feed', () => {
  let artist: TestUser;
  let other: TestUser;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [artist, other, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'comm-a', firstname: 'Ana', lastname: 'Santos' }),
      createPerson({ role: 'Artist', prefix: 'comm-b' }),
      createPerson({ role: 'Client', prefix: 'comm-c', firstname: 'Carlo', lastname: 'Reyes' }),
      createPerson({ role: 'Admin', prefix: 'comm-admin' }),
    ]);
  });

  it('creates a post with images (thumb, small, card, medium and large variants) and the author shown as at write time', async () => {
    const keys = [await imageKey(artist), await imageKey(artist)];
    const post = await newPost(artist, { content: 'Two photos of my process', category: 'Art Tips', images: keys });
    expect(post).toMatchObject({
      category: 'Art Tips',
      likes: 0,
      liked: false,
      comments_count: 0,
      user: { firstname: 'Ana', lastname: 'Santos', role: 'Artist', profileType: 'artist' },
    });
    expect(post.images).toHaveLength(2);
    for (const image of post.images) {
      expect(image.thumb).toMatch(/\.360\.webp$/);
      expect(image.small).toMatch(/\.480\.webp$/);
      expect(image.card).toMatch(/\.680\.webp$/);
      expect(image.medium).toMatch(/\.800\.webp$/);
      expect(image.large).toMatch(/\.1200\.webp$/);
      expect((await fetch(image.medium!)).status).toBe(200);
      expect((await fetch(image.thumb!)).status).toBe(200);
      expect((await fetch(image.card!)).status).toBe(200);
    }
    const seen = await callOk('GET /community-posts/{id}', { params: { id: post.id }, token: client.idToken });
    expect(seen.post.id).toBe(post.id);
    expect(seen.post.images).toEqual(post.images);
    // The feed's copy of the post carries the same variants.
    const feed = await callOk('GET /community-posts', {
      token: client.idToken,
      query: { category: 'Art Tips', hasMedia: 'true', page: 1, limit: 10 },
    });
    expect(feed.posts.find((p) => p.id === post.id)?.images).toEqual(post.images);
  });

  it("refuses bad posts with the spec's messages and stores nothing", async () => {
    const before = await Counters.get(counterOf('*|*'));
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '   ', category: 'Events' }, COMMUNITY_MESSAGES.emptyPost],
      [{ content: 'Hello' }, COMMUNITY_MESSAGES.noCategory],
      [{ content: 'Hello', category: 'Gossip' }, COMMUNITY_MESSAGES.noCategory],
      [{ content: 'Hello', category: 'Events', images: ['a', 'b', 'c', 'd', 'e'] }, COMMUNITY_MESSAGES.tooManyImages],
      [{ content: 'x'.repeat(2001), category: 'Events' }, 'Posts can be at most 2000 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/community-posts', { token: artist.idToken, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    // Someone else's upload, or a file uploaded for something else, is refused.
    const theirs = await imageKey(other);
    expect(
      (
        await callRoute('POST /community-posts', {
          token: artist.idToken,
          body: { category: 'Events', images: [theirs] },
        })
      ).status,
    ).toBe(400);
    const profileKey = (await uploadAs(endpoints.api, artist, 'profile-image', 'image/png', PNG, 'me.png')).key;
    expect(
      (
        await callRoute('POST /community-posts', {
          token: artist.idToken,
          body: { category: 'Events', images: [profileKey] },
        })
      ).status,
    ).toBe(400);
    // Posting as someone else is refused.
    expect(
      (
        await callRoute('POST /community-posts', {
          token: artist.idToken,
          body: { user_id: other.userId, content: 'Hi', category: 'Events' },
        })
      ).status,
    ).toBe(403);
    expect(await Counters.get(counterOf('*|*'))).toBe(before);
  });

  it('stores and returns script and onerror payloads as plain text, in posts and comments', async () => {
    const post = await newPost(artist, { content: XSS, category: 'Feedback' });
    expect(post.content).toBe(XSS);
    const comment = await callRoute('POST /community-comments', {
      token: client.idToken,
      body: { post_id: post.id, content: XSS },
    });
    expectOk(comment);
    expect(comment.body.comment.content).toBe(XSS);
    const comments = await callRoute('GET /community-posts/{id}/comments', {
      params: { id: post.id },
      token: artist.idToken,
    });
    expect(comments.headers.get('content-type')).toMatch(/application\/json/);
    expectOk(comments);
    expect(comments.body.comments[0]!.content).toBe(XSS);
    const stored = (await db().entities.communityPost.get({ postId: post.id, combo: '*|*' }).go()).data!;
    expect(stored.content).toBe(XSS);
    const feed = await walk(client, { category: 'Feedback', hasMedia: 'false' });
    expect(feed.posts.find((p) => p.id === post.id)).toMatchObject({ content: XSS });
  });

  it('keeps likes exact: 50 people at once, and double clicks, give one like each', async () => {
    const post = await newPost(artist, { content: 'Like race', category: 'Events' });
    const likers = await quickPeople(50);
    const results = await Promise.all(
      likers.map((p) =>
        callRoute('POST /community-posts/like', { token: p.idToken, body: { post_id: post.id, user_id: p.userId } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const copies = await db().entities.communityPost.query.byPost({ postId: post.id }).go();
    expect(copies.data).toHaveLength(4);
    for (const copy of copies.data) expect(copy.likeCount).toBe(50);
    const likes = await db().entities.communityLike.query.byPost({ postId: post.id }).go();
    expect(likes.data).toHaveLength(50);

    // Double clicks: 10 "like" at once from one person is one like; then 10 toggles at once leave count = likers.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        callRoute('POST /community-posts/like', { token: client.idToken, body: { post_id: post.id, liked: true } }),
      ),
    );
    expect(clicks.every((r) => r.status === 200 && r.ok && r.body.liked === true)).toBe(true);
    expect((await db().entities.communityPost.get({ postId: post.id, combo: '*|*' }).go()).data!.likeCount).toBe(51);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        callRoute('POST /community-posts/like', { token: client.idToken, body: { post_id: post.id } }),
      ),
    );
    const likers2 = (await db().entities.communityLike.query.byPost({ postId: post.id }).go()).data.length;
    for (const copy of (await db().entities.communityPost.query.byPost({ postId: post.id }).go()).data)
      expect(copy.likeCount).toBe(likers2);

    // All 50 unlike at once: back to the client's own like (if the toggles left one).
    await Promise.all(
      likers.map((p) =>
        callRoute('POST /community-posts/like', { token: p.idToken, body: { post_id: post.id, liked: false } }),
      ),
    );
    const left = (await db().entities.communityLike.query.byPost({ postId: post.id }).go()).data.length;
    expect(left).toBe(likers2 - 50);
    const seen = await callOk('GET /community-posts/{id}', { params: { id: post.id }, token: client.idToken });
    expect(seen.post.likes).toBe(left);
    expect(seen.post.liked).toBe(left === 1);

    // The author heard of the likes once this hour, not 50 times.
    const notes = await callOk('GET /notifications/{id}', { params: { id: artist.userId }, token: artist.idToken });
    expect(notes.notifications.filter((n) => n.type === 'like')).toHaveLength(1);
    // 50 people made, then 50 likes, 20 clicks and 50 unlikes at once: the likes of one post all
    // write its 4 copies, so DynamoDB Local runs those transactions one after another (on AWS they
    // cancel each other and commit() sends them again). With the machine's two cores loaded that
    // took about 45 s; all requests still go at once, only the wait is longer.
  }, 180_000);

  it('tells the author of each comment (not of their own), and the feed marks what the viewer likes', async () => {
    const post = await newPost(other, { content: 'Comment on me', category: 'Collaboration Requests' });
    const before = await Counters.get(Counters.names.unreadNotifications(other.userId));
    expect(
      (
        await callRoute('POST /community-comments', {
          token: client.idToken,
          body: { post_id: post.id, content: 'Nice!' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await callRoute('POST /community-comments', {
          token: other.idToken,
          body: { post_id: post.id, content: 'Thanks' },
        })
      ).status,
    ).toBe(201);
    expect(await Counters.get(Counters.names.unreadNotifications(other.userId))).toBe(before + 1);
    const blank = await callRoute('POST /community-comments', {
      token: client.idToken,
      body: { post_id: post.id, content: '   ' },
    });
    expectRefused(blank, 400);
    expect(blank.body.message).toContain(COMMUNITY_MESSAGES.emptyComment);

    await callRoute('POST /community-posts/like', { token: client.idToken, body: { post_id: post.id, liked: true } });
    const feed = await walk(client, { category: 'Collaboration Requests' });
    expect(feed.posts.find((p) => p.id === post.id)).toMatchObject({ liked: true, likes: 1, comments_count: 2 });
    const asOther = await walk(artist, { category: 'Collaboration Requests' });
    expect(asOther.posts.find((p) => p.id === post.id)).toMatchObject({ liked: false, likes: 1 });
  });

  it('lets only the author or an admin edit or delete a post, and only the author or an admin delete a comment', async () => {
    const post = await newPost(artist, { content: 'Mine', category: 'General Discussion' });
    expect(
      (
        await callRoute('PATCH /community-posts/{id}', {
          params: { id: post.id },
          token: other.idToken,
          body: { content: 'Hijack', category: 'Events' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callRoute('DELETE /community-posts/{id}', { params: { id: post.id }, token: client.idToken })).status,
    ).toBe(403);
    const empty = await callRoute('PATCH /community-posts/{id}', {
      params: { id: post.id },
      token: artist.idToken,
      body: { content: '  ', category: 'Events' },
    });
    expectRefused(empty, 400);
    expect(empty.body.message).toContain(COMMUNITY_MESSAGES.editEmpty);
    const edited = await callRoute('PATCH /community-posts/{id}', {
      params: { id: post.id },
      token: artist.idToken,
      body: { content: 'Edited', category: 'Events' },
    });
    expectOk(edited);
    expect(edited.body.post).toMatchObject({ content: 'Edited', category: 'Events' });
    expect(edited.body.post.updated_at).toEqual(expect.any(String));
    // It moved partitions: in Events, no longer in General Discussion.
    expect((await walk(client, { category: 'Events', hasMedia: 'false' })).posts.some((p) => p.id === post.id)).toBe(
      true,
    );
    expect((await walk(client, { category: 'General Discussion' })).posts.some((p) => p.id === post.id)).toBe(false);
    const byAdmin = await callRoute('PATCH /community-posts/{id}', {
      params: { id: post.id },
      token: admin.idToken,
      body: { content: 'Moderated', category: 'Announcements' },
    });
    expectOk(byAdmin);
    expect((await db().entities.communityPost.get({ postId: post.id, combo: '*|*' }).go()).data!.content).toBe(
      'Moderated',
    );

    const c1 = (
      await callOk('POST /community-comments', { token: client.idToken, body: { post_id: post.id, content: 'One' } })
    ).comment;
    const c2 = (
      await callOk('POST /community-comments', { token: client.idToken, body: { post_id: post.id, content: 'Two' } })
    ).comment;
    expect(
      (await callRoute('DELETE /community-comments/{id}', { params: { id: c1.id }, token: artist.idToken })).status,
    ).toBe(403);
    expect(
      (await callRoute('DELETE /community-comments/{id}', { params: { id: c1.id }, token: client.idToken })).status,
    ).toBe(204);
    expect(
      (await callRoute('DELETE /community-comments/{id}', { params: { id: c2.id }, token: admin.idToken })).status,
    ).toBe(204);
    expect(
      (await callRoute('DELETE /community-comments/{id}', { params: { id: c2.id }, token: admin.idToken })).status,
    ).toBe(404);
    expect(
      (await callOk('GET /community-posts/{id}', { params: { id: post.id }, token: client.idToken })).post
        .comments_count,
    ).toBe(0);
  });

  it('deleting a post takes its copies, counters, likes, comments and images (originals and variants) with it', async () => {
    const keys = [await imageKey(artist), await imageKey(artist)];
    const post = await newPost(artist, { content: 'Going away', category: 'Art Tips', images: keys });
    const counters = ['*|*', 'Art Tips|*', '*|with', 'Art Tips|with'].map(counterOf);
    const before = await Counters.getMany(counters);
    await callRoute('POST /community-posts/like', { token: client.idToken, body: { post_id: post.id, liked: true } });
    await callRoute('POST /community-comments', { token: client.idToken, body: { post_id: post.id, content: 'Bye' } });
    for (const key of keys) {
      expect(await headObject(config().MEDIA_BUCKET, key)).not.toBeNull();
      for (const variant of Object.values(variantKeys(key)))
        expect(await headObject(config().MEDIA_BUCKET, variant)).not.toBeNull();
    }

    expect(
      (await callRoute('DELETE /community-posts/{id}', { params: { id: post.id }, token: admin.idToken })).status,
    ).toBe(204);
    expect(
      (await callRoute('GET /community-posts/{id}', { params: { id: post.id }, token: client.idToken })).status,
    ).toBe(404);
    expect((await db().entities.communityPost.query.byPost({ postId: post.id }).go()).data).toHaveLength(0);
    expect((await db().entities.communityLike.query.byPost({ postId: post.id }).go()).data).toHaveLength(0);
    expect((await db().entities.communityComment.query.byPost({ postId: post.id }).go()).data).toHaveLength(0);
    const after = await Counters.getMany(counters);
    for (const name of counters) expect(after(name)).toBe(before(name) - 1);
    for (const key of keys) {
      expect(await headObject(config().MEDIA_BUCKET, key)).toBeNull();
      for (const variant of Object.values(variantKeys(key)))
        expect(await headObject(config().MEDIA_BUCKET, variant)).toBeNull();
      expect(await Uploads.find(key)).toBeNull();
    }
    // A like or comment on the deleted post is a 404, and writes nothing.
    expect(
      (await callRoute('POST /community-posts/like', { token: client.idToken, body: { post_id: post.id } })).status,
    ).toBe(404);
    expect(
      (
        await callRoute('POST /community-comments', {
          token: client.idToken,
          body: { post_id: post.id, content: 'Late' },
        })
      ).status,
    ).toBe(404);
    expect((await db().entities.communityPost.query.byPost({ postId: post.id }).go()).data).toHaveLength(0);
  });

  it('pages every category × media × order combination with totals from counters that match what the pages hold', async () => {
    // A quiet moment: posts of several people in every category, with and without images.
    const authors = await quickPeople(3, 'Artist');
    const image = await Promise.all(authors.map((a) => imageKey(a)));
    const made: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i++) {
      const author = authors[i % 3]!;
      const withImage = i % 4 === 0;
      made.push(
        newPost(author, {
          content: `Filler ${i}`,
          category: POST_CATEGORIES[i % POST_CATEGORIES.length],
          ...(withImage ? { images: [image[i % 3]!] } : {}),
        }),
      );
      if (withImage) image[i % 3] = await imageKey(author);
    }
    await Promise.all(made);

    const categories = ['', ...POST_CATEGORIES] as const;
    const media = ['', 'true', 'false'] as const;
    for (const category of categories) {
      for (const hasMedia of media) {
        const ids: Record<string, string[]> = {};
        for (const order of ['desc', 'asc'] as const) {
          const { posts, total } = await walk(client, { category, hasMedia, order });
          const label = `${category || 'any'} × ${hasMedia || 'all'} × ${order}`;
          expect(posts.length, label).toBe(total);
          expect(new Set(posts.map((p) => p.id)).size, label).toBe(posts.length);
          for (const p of posts) {
            if (category) expect(p.category, label).toBe(category);
            if (hasMedia) expect(p.images.length > 0, label).toBe(hasMedia === 'true');
          }
          const times = posts.map((p) => p.created_at);
          expect(times, label).toEqual(
            [...times].sort((a, b) => (order === 'desc' ? b.localeCompare(a) : a.localeCompare(b))),
          );
          ids[order] = posts.map((p) => p.id);
        }
        expect(ids.asc, `${category} ${hasMedia}`).toEqual([...ids.desc!].reverse());
      }
    }
    // A page asked for by number alone (a bookmark) is the page the cursors lead to.
    const byCursor = await walk(client, {});
    expect(byCursor.total).toBeGreaterThan(20);
    const page2 = await callOk('GET /community-posts', { query: { page: 2, limit: 10 }, token: client.idToken });
    expect(page2.posts.map((p) => p.id)).toEqual(byCursor.posts.slice(10, 20).map((p) => p.id));
    expect(page2.total).toBe(byCursor.total);
    // A forged cursor is a 400, not a 500.
    expect(
      (await callRoute('GET /community-posts', { query: { cursor: 'bm90LWEtY3Vyc29y' }, token: client.idToken }))
        .status,
    ).toBe(400);
  });

  it("has the demo feed: the demo people's posts with photos (and their variants), likes and comments", async () => {
    const feedback = await walk(client, { category: 'Feedback', hasMedia: 'true' });
    const demo = feedback.posts.find(
      (p) => p.id && (p as unknown as { user: { firstname: string } }).user.firstname === 'Maria',
    );
    expect(demo).toMatchObject({ likes: 3, comments_count: 2 });
    expect(
      (
        demo as unknown as { images: { thumb: string | null; small: string | null; medium: string | null }[] }
      ).images.map((i) => Boolean(i.thumb && i.small && i.medium)),
    ).toEqual([true, true]);
  });

  it('limits how often one person posts, with a clear message', async () => {
    const [poster] = await quickPeople(1, 'Artist');
    for (let i = 0; i < POSTS_PER_HOUR; i++)
      await newPost(poster!, { content: `Post ${i}`, category: 'General Discussion' });
    const refused = await callRoute('POST /community-posts', {
      token: poster!.idToken,
      body: { content: 'One more', category: 'General Discussion' },
    });
    expectRefused(refused, 429);
    expect(refused.body.message).toBe(COMMUNITY_MESSAGES.postingTooFast);
  });
});
