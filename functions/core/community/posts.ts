import { ErrorCodes } from '@shared/api/errors';
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_PAGE_SIZE,
  FEED_PAGE_NEEDS_CURSOR,
  FEED_PAGES_WITHOUT_CURSOR,
  type FeedPage,
  type FeedQuery,
  type Post,
  type PostCategory,
} from '@shared/schemas/community';
import { createConversions } from 'electrodb';
import type { Actor } from '../actor';
import { fillPage } from '../arts/fill-page';
import * as Blocks from '../blocks/blocks';
import * as Moderation from '../moderation/notes';
import { log, serializeError } from '../observability/log';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { ConditionFailed, commit, retryOnConflict } from '../db/transactions';
import { AppError } from '../errors';
import { timeId } from '../ids';
import * as RateLimit from '../rate-limit/rate-limit';
import * as Uploads from '../uploads/uploads';
import { variantKeysOf } from '../uploads/variant-keys';
import { purgeComments } from './comments';
import { HOT, HOT_ATTEMPTS, MAIN, comboOf, combosOf, copyPieces, counterOf, counterPieces, findPost } from './copies';
import { authorOf, postGone, toPost, type PostItem, type StoredImage } from './items';
import { likedAmong, purgeLikes } from './likes';
import { RULES } from './rules';

/** An accepted `post-image` upload of the author that no other thing uses, with its 360/480/680/800/1200 px variants once made. */
async function imageOf(
  key: string,
  userId: string,
  postId: string,
  index: number,
  waitMs: number,
): Promise<StoredImage> {
  const image = await Uploads.usableImage(key, userId, 'post-image', {
    field: `images.${index}`,
    usedBy: `post:${postId}`,
    waitMs,
  });
  return {
    key,
    ...variantKeysOf(image),
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  };
}

/** Creates a post: its 4 copies, the 4 partition counters and the author's posting allowance, in one transaction. */
export async function create(
  actor: Actor,
  input: { content: string; category: PostCategory; images: string[] },
  options: { waitForVariantsMs?: number; createdAt?: string } = {},
): Promise<Post> {
  const userId = actor.userId;
  const [author, use] = await Promise.all([authorOf(userId), RateLimit.slot(RULES.post, userId)]);
  if (use.full) throw use.refusal();
  const postId = timeId();
  const images = await Promise.all(
    input.images.map((key, i) => imageOf(key, userId, postId, i, options.waitForVariantsMs ?? 1500)),
  );
  const post: PostItem = {
    postId,
    combo: MAIN,
    createdAt: options.createdAt ?? new Date().toISOString(),
    userId,
    content: input.content,
    category: input.category,
    hasMedia: images.length > 0,
    images,
    author,
    likeCount: 0,
    commentCount: 0,
  };
  const combos = combosOf(post);
  try {
    await commit((tx) => [
      use.piece(tx),
      // Each image backs this post only: one another art or post took refuses the whole write.
      ...images.map((i) => Uploads.claim(tx, i.key, `post:${postId}`)),
      ...copyPieces(tx, post),
      ...counterPieces(tx, combos, 1),
    ]);
  } catch (err) {
    const refusedImage =
      err instanceof ConditionFailed ? images.findIndex((_, i) => err.failedIndexes.includes(1 + i)) : -1;
    if (refusedImage >= 0) throw await Uploads.claimRefusal(images[refusedImage]!.key, `images.${refusedImage}`);
    if (err instanceof ConditionFailed && err.failedIndexes.includes(0)) throw use.refusal();
    throw err;
  }
  return toPost(post, false);
}

/**
 * One page of the feed: one Query of the filters' partition from the cursor of the page before,
 * the total from its counter, and which of the page's posts the viewer likes in one BatchGet. Posts
 * of people either the viewer or they blocked are left out (two Queries for the blocks), and the
 * page reads on past them until it is full (fill-page.ts).
 * About 1.1 items read per post shown (+ the viewer's likes among them), on page 1 as on page 1,000.
 */
export async function feed(viewer: Actor, query: FeedQuery): Promise<FeedPage> {
  const viewerId = viewer.userId;
  const combo = comboOf({
    category: query.category || undefined,
    hasMedia: query.hasMedia === '' ? undefined : query.hasMedia,
  });
  const entity = db().entities.communityPost;
  const limit = query.limit ?? COMMUNITY_PAGE_SIZE;
  let cursor: string | null = query.cursor ? checkedCursor(query.cursor, entity, 'feed', { combo }) : null;
  if (!cursor && query.page > 1) {
    // A page asked for by number alone (a bookmarked link): skip to it, only over the first few
    // pages (the schema refuses later ones), reading the skipped posts' keys. The web's pages send cursors.
    if (query.page > FEED_PAGES_WITHOUT_CURSOR) throw new AppError(ErrorCodes.validation, FEED_PAGE_NEEDS_CURSOR);
    const skipped = await entity.query
      .feed({ combo })
      .go({ order: query.order, limit: (query.page - 1) * limit, attributes: ['postId', 'createdAt', 'combo'] });
    cursor = skipped.cursor;
    if (!cursor) return { posts: [], total: await Counters.get(counterOf(combo)), page: query.page, cursor: null };
  }
  // Posts of people either of the two blocked are left out as the page is read, so it stays full.
  const [hidden, total] = await Promise.all([Blocks.hiddenFor(viewerId), Counters.get(counterOf(combo))]);
  const result = await fillPage(
    limit,
    cursor,
    async (batch, from) => {
      const read = await entity.query.feed({ combo }).go({ order: query.order, limit: batch, cursor: from });
      return { items: (read.data as PostItem[]).filter((p) => !hidden.has(p.userId)), cursor: read.cursor ?? null };
    },
    (p) =>
      createConversions(entity).byAccessPattern.feed.fromComposite.toCursor({
        combo: p.combo,
        createdAt: p.createdAt,
        postId: p.postId,
      }),
  );
  const items = result.items;
  // The whole feed (no filter) holds every post of a page's span of time: its likes are read by span.
  const liked = await likedAmong(viewerId, items, combo === MAIN);
  return {
    posts: items.map((p) => toPost(p, liked.has(p.postId))),
    total,
    page: query.page,
    cursor: result.cursor ?? null,
  };
}

/** One post as the feed shows it to `viewer`. */
export async function get(viewer: Actor, postId: string): Promise<Post> {
  const viewerId = viewer.userId;
  const post = await findPost(postId);
  if (!post) throw postGone();
  // Hidden by moderation: only its author and admins see it, with the reason.
  const seesHidden = viewer.isAdmin || post.userId === viewerId;
  if (post.hidden && !seesHidden) throw Moderation.hiddenError();
  const [{ data }, moderation] = await Promise.all([
    db().entities.communityLike.get({ postId, userId: viewerId }).go(),
    Moderation.fieldsFor('post', postId, post.hidden, true),
  ]);
  return { ...toPost(post, Boolean(data)), ...moderation };
}

/** Edits content and category (author or admin: the route's owner rule); a new category moves the post between partitions. */
export async function update(
  actor: Actor,
  postId: string,
  input: { content: string; category: PostCategory },
): Promise<Post> {
  await retryOnConflict(
    () => findPost(postId),
    async (current) => {
      if (!current) throw postGone();
      const next: PostItem = {
        ...current,
        content: input.content,
        category: input.category,
        updatedAt: new Date().toISOString(),
      };
      const before = combosOf(current);
      const after = combosOf(next);
      await commit(
        (tx) => [
          // The post as read: a like or comment meanwhile changed its counts, so read again.
          tx.communityPost
            .patch({ postId, combo: MAIN })
            .set({ content: next.content, category: next.category, updatedAt: next.updatedAt })
            .where(
              (a, op) => `${op.eq(a.likeCount, current.likeCount)} AND ${op.eq(a.commentCount, current.commentCount)}`,
            )
            .commit(),
          ...before
            .filter((c) => c !== MAIN && after.includes(c))
            .map((combo) =>
              tx.communityPost
                .patch({ postId, combo })
                .set({ content: next.content, category: next.category, updatedAt: next.updatedAt! })
                .commit(),
            ),
          ...before
            .filter((c) => !after.includes(c))
            .map((combo) => tx.communityPost.delete({ postId, combo }).commit()),
          ...after
            .filter((c) => !before.includes(c))
            .map((combo) => tx.communityPost.create({ ...next, combo }).commit()),
          ...counterPieces(
            tx,
            before.filter((c) => !after.includes(c)),
            -1,
          ),
          ...counterPieces(
            tx,
            after.filter((c) => !before.includes(c)),
            1,
          ),
        ],
        HOT,
      );
    },
    {
      attempts: HOT_ATTEMPTS,
      exhausted: () => new AppError(ErrorCodes.postChanged, COMMUNITY_MESSAGES.editFailed),
    },
  );
  return get(actor, postId);
}

/** Deletes a post (author or admin: the route's owner rule): its copies and counters at once, then its likes, comments and images. */
export async function remove(_actor: Actor, postId: string): Promise<void> {
  const current = await findPost(postId);
  if (!current) throw postGone();
  const combos = combosOf(current);
  try {
    await commit(
      (tx) => [
        ...combos.map((combo) =>
          tx.communityPost
            .delete({ postId, combo })
            .where((a, op) => op.exists(a.postId))
            .commit(),
        ),
        ...counterPieces(tx, combos, -1),
      ],
      HOT,
    );
  } catch (err) {
    // Deleted by someone else meanwhile (the author and an admin at once).
    if (err instanceof ConditionFailed) throw postGone();
    throw err;
  }
  await Promise.all([
    purgeLikes(postId),
    purgeComments(postId),
    ...current.images.map((i) => Uploads.remove(i.key)),
  ]).catch((err: unknown) => log.error('community post cleanup failed', { postId, error: serializeError(err) }));
}
