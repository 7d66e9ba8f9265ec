import { ErrorCodes } from '@shared/api/errors';
import {
  COMMENTS_PER_MINUTE,
  COMMUNITY_MESSAGES,
  COMMUNITY_PAGE_SIZE,
  POSTS_PER_HOUR,
  type Author,
  type Comment,
  type FeedPage,
  type FeedQuery,
  type Post,
  type PostCategory,
  type PostImage,
} from '@shared/schemas/community';
import { log, serializeError } from '../../lib/log';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { AppError, forbidden, notFound } from '../errors';
import { timeId } from '../ids';
import * as Notifications from '../notifications/notifications';
import { namePost } from '../notifications/post-name';
import * as Profiles from '../profiles/profiles';
import { countPiece, limitReached, type RateLimitRule } from '../rate-limit/rate-limit';
import * as Uploads from '../uploads/uploads';
import { publicUrl } from '../uploads/urls';

/**
 * The community feed (part 2 §2, DESIGN "Lists, filters and search"). A post is stored as 4
 * copies, one per feed partition (`<category|*>|<with|without|*>`): any filter combination is
 * one Query on gsi2 (order = the sort direction), and its total is a counter per partition,
 * moved in the same transactions as the copies. Likes and comments are their own items, written
 * with the counts of all 4 copies in one transaction, so counts are exact under races.
 */

export interface Actor {
  userId: string;
  isAdmin: boolean;
}

interface StoredImage {
  key: string;
  small?: string;
  large?: string;
  width?: number;
  height?: number;
}

interface StoredAuthor {
  firstname: string;
  lastname: string;
  role: string;
  imageKey?: string;
}

export interface PostItem {
  postId: string;
  combo: string;
  createdAt: string;
  userId: string;
  content: string;
  category: string;
  hasMedia: boolean;
  images: StoredImage[];
  author: StoredAuthor;
  likeCount: number;
  commentCount: number;
  updatedAt?: string;
}

interface CommentItem {
  postId: string;
  commentId: string;
  userId: string;
  content: string;
  author: StoredAuthor;
  createdAt: string;
}

export const RULES = {
  post: { name: 'community-post', limit: POSTS_PER_HOUR, windowSeconds: 3600, message: COMMUNITY_MESSAGES.postingTooFast },
  comment: { name: 'community-comment', limit: COMMENTS_PER_MINUTE, windowSeconds: 60, message: COMMUNITY_MESSAGES.commentingTooFast },
  /** At most one like notification per post per hour (the first liker of the hour names it). */
  likeNotice: { name: 'community-like-notice', limit: 1, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const ANY = '*';
const MAIN = `${ANY}|${ANY}`;
const mediaOf = (hasMedia: boolean) => (hasMedia ? 'with' : 'without');

/** The partition a feed with these filters reads. */
export function comboOf(filters: { category?: string; hasMedia?: boolean }): string {
  return `${filters.category || ANY}|${filters.hasMedia === undefined ? ANY : mediaOf(filters.hasMedia)}`;
}

/** The 4 partitions a post is in. */
export function combosOf(post: { category: string; hasMedia: boolean }): string[] {
  const media = mediaOf(post.hasMedia);
  return [MAIN, `${post.category}|${ANY}`, `${ANY}|${media}`, `${post.category}|${media}`];
}

export const counterOf = (combo: string) => `community:${combo}`;

const postGone = () => notFound(COMMUNITY_MESSAGES.postNotFound);

/**
 * A post's counts are hot items (many people liking one post at once): a write that meets another
 * on them is tried again more times than most (db/transactions.ts).
 */
const HOT = { conflictAttempts: 40 } as const;

function authorView(userId: string, a: StoredAuthor): Author {
  return {
    id: userId,
    role: a.role,
    profileType: a.role === 'Artist' ? 'artist' : a.role === 'Client' ? 'client' : null,
    firstname: a.firstname,
    lastname: a.lastname,
    profile_image: a.imageKey ? publicUrl(a.imageKey) : null,
  };
}

function imageView(i: StoredImage): PostImage {
  return {
    url: publicUrl(i.key),
    small: i.small ? publicUrl(i.small) : null,
    large: i.large ? publicUrl(i.large) : null,
    width: i.width ?? null,
    height: i.height ?? null,
  };
}

function toPost(p: PostItem, liked: boolean): Post {
  return {
    id: p.postId,
    user_id: p.userId,
    content: p.content,
    category: p.category,
    images: p.images.map(imageView),
    likes: Math.max(0, p.likeCount),
    liked,
    comments_count: Math.max(0, p.commentCount),
    created_at: p.createdAt,
    updated_at: p.updatedAt ?? null,
    user: authorView(p.userId, p.author),
  };
}

const commentIdOf = (c: Pick<CommentItem, 'commentId' | 'postId'>) => `${c.commentId}.${c.postId}`;

function toComment(c: CommentItem): Comment {
  return { id: commentIdOf(c), post_id: c.postId, user_id: c.userId, content: c.content, created_at: c.createdAt, user: authorView(c.userId, c.author) };
}

async function authorOf(userId: string): Promise<StoredAuthor> {
  const profile = await Profiles.get(userId);
  if (!profile) throw new AppError(ErrorCodes.forbidden, 403, COMMUNITY_MESSAGES.notAuthenticated);
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    role: profile.role,
    ...(profile.profileImageKey ? { imageKey: profile.profileImageKey } : {}),
  };
}

const nameOf = (a: StoredAuthor) => `${a.firstname} ${a.lastname}`.trim() || 'Someone';

async function findPost(postId: string): Promise<PostItem | null> {
  const { data } = await db().entities.communityPost.get({ postId, combo: MAIN }).go();
  return (data as PostItem | null) ?? null;
}

function assertMayChange(post: PostItem, actor: Actor) {
  if (post.userId !== actor.userId && !actor.isAdmin) throw forbidden(COMMUNITY_MESSAGES.notYours);
}

/** An accepted `post-image` upload of the author that no other thing uses, with its 480/1200 px variants once made. */
async function imageOf(key: string, userId: string, postId: string, index: number, waitMs: number): Promise<StoredImage> {
  const image = await Uploads.usableImage(key, userId, 'post-image', { field: `images.${index}`, usedBy: `post:${postId}`, waitMs });
  return {
    key,
    ...(image.small ? { small: image.small } : {}),
    ...(image.large ? { large: image.large } : {}),
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  };
}

/** The pieces that write a new post's 4 copies (its counters go with them: `counterOf` of each of `combosOf(post)`). */
export function copyPieces(tx: TransactionEntities, post: PostItem) {
  return combosOf(post).map((combo) => tx.communityPost.create({ ...post, combo }).commit());
}

/** The pieces that add `by` to the counters of these partitions. */
const counterPieces = (tx: TransactionEntities, combos: string[], by: number) => combos.map((c) => Counters.add(tx, counterOf(c), by));

/** Creates a post: its 4 copies, the 4 partition counters and the author's posting allowance, in one transaction. */
export async function create(
  userId: string,
  input: { content: string; category: PostCategory; images: string[] },
  options: { waitForVariantsMs?: number; createdAt?: string } = {},
): Promise<Post> {
  const author = await authorOf(userId);
  const postId = timeId();
  const images = await Promise.all(input.images.map((key, i) => imageOf(key, userId, postId, i, options.waitForVariantsMs ?? 1500)));
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
      countPiece(tx, RULES.post, userId),
      // Each image backs this post only: one another art or post took refuses the whole write.
      ...images.map((i) => Uploads.claim(tx, i.key, `post:${postId}`)),
      ...copyPieces(tx, post),
      ...counterPieces(tx, combos, 1),
    ]);
  } catch (err) {
    const refusedImage = err instanceof ConditionFailed ? images.findIndex((_, i) => err.failedIndexes.includes(1 + i)) : -1;
    if (refusedImage >= 0) throw await Uploads.claimRefusal(images[refusedImage]!.key, `images.${refusedImage}`);
    if (err instanceof ConditionFailed && err.failedIndexes.includes(0)) throw limitReached(RULES.post);
    throw err;
  }
  return toPost(post, false);
}

/** One page of the feed: one Query of the filters' partition, the total from its counter. */
export async function feed(viewerId: string, query: FeedQuery): Promise<FeedPage> {
  const combo = comboOf({ category: query.category || undefined, hasMedia: query.hasMedia === '' ? undefined : query.hasMedia });
  const entity = db().entities.communityPost;
  const limit = query.limit ?? COMMUNITY_PAGE_SIZE;
  let cursor: string | null = query.cursor ? checkedCursor(query.cursor, entity, 'feed', { combo }) : null;
  if (!cursor && query.page > 1) {
    // A page asked for by number alone (a bookmarked link): walk to it. The page buttons send cursors.
    const skipped = await entity.query.feed({ combo }).go({ order: query.order, limit: (query.page - 1) * limit, attributes: ['postId', 'createdAt', 'combo'] });
    cursor = skipped.cursor;
    if (!cursor) return { posts: [], total: await Counters.get(counterOf(combo)), page: query.page, cursor: null };
  }
  const [result, total] = await Promise.all([entity.query.feed({ combo }).go({ order: query.order, limit, cursor }), Counters.get(counterOf(combo))]);
  const items = result.data as PostItem[];
  const liked = await likedAmong(viewerId, items);
  return { posts: items.map((p) => toPost(p, liked.has(p.postId))), total, page: query.page, cursor: result.cursor ?? null };
}

/** Which of these posts the viewer likes: one Query of their likes over the posts' time range. */
async function likedAmong(userId: string, posts: PostItem[]): Promise<Set<string>> {
  if (posts.length === 0) return new Set();
  const keys = posts.map((p) => `${p.createdAt}#${p.postId}`).sort();
  const wanted = new Set(posts.map((p) => p.postId));
  const found = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: { data: { postId: string }[]; cursor: string | null } = await db()
      .entities.communityLike.query.byUser({ userId })
      .between({ likeKey: keys[0]! }, { likeKey: keys[keys.length - 1]! })
      .go({ cursor, attributes: ['postId'] });
    for (const like of page.data) if (wanted.has(like.postId)) found.add(like.postId);
    cursor = page.cursor;
  } while (cursor);
  return found;
}

/** One post as the feed shows it to `viewerId`. */
export async function get(postId: string, viewerId: string): Promise<Post> {
  const post = await findPost(postId);
  if (!post) throw postGone();
  const { data } = await db().entities.communityLike.get({ postId, userId: viewerId }).go();
  return toPost(post, Boolean(data));
}

/** Edits content and category (author or admin); a new category moves the post between partitions. */
export async function update(postId: string, actor: Actor, input: { content: string; category: PostCategory }): Promise<Post> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await findPost(postId);
    if (!current) throw postGone();
    assertMayChange(current, actor);
    const next: PostItem = { ...current, content: input.content, category: input.category, updatedAt: new Date().toISOString() };
    const before = combosOf(current);
    const after = combosOf(next);
    try {
      await commit(
        (tx) => [
          // The post as read: a like or comment meanwhile changed its counts, so read again.
          tx.communityPost
            .patch({ postId, combo: MAIN })
            .set({ content: next.content, category: next.category, updatedAt: next.updatedAt })
            .where((a, op) => `${op.eq(a.likeCount, current.likeCount)} AND ${op.eq(a.commentCount, current.commentCount)}`)
            .commit(),
          ...before
            .filter((c) => c !== MAIN && after.includes(c))
            .map((combo) => tx.communityPost.patch({ postId, combo }).set({ content: next.content, category: next.category, updatedAt: next.updatedAt! }).commit()),
          ...before.filter((c) => !after.includes(c)).map((combo) => tx.communityPost.delete({ postId, combo }).commit()),
          ...after.filter((c) => !before.includes(c)).map((combo) => tx.communityPost.create({ ...next, combo }).commit()),
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
      return get(postId, actor.userId);
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
    }
  }
  throw new AppError(ErrorCodes.conflict, 409, COMMUNITY_MESSAGES.editFailed);
}

/** Deletes a post (author or admin): its copies and counters at once, then its likes, comments and images. */
export async function remove(postId: string, actor: Actor): Promise<void> {
  const current = await findPost(postId);
  if (!current) throw postGone();
  assertMayChange(current, actor);
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

/** Deletes every like of a post, 100 at a time (batch deletes). */
async function purgeLikes(postId: string): Promise<void> {
  const entity = db().entities.communityLike;
  for (;;) {
    const page = await entity.query.byPost({ postId }).go({ limit: 100 });
    if (page.data.length === 0) return;
    await entity.delete(page.data.map((l) => ({ postId, userId: l.userId }))).go();
  }
}

/** Deletes every comment of a post, 100 at a time. */
async function purgeComments(postId: string): Promise<void> {
  const entity = db().entities.communityComment;
  for (;;) {
    const page = await entity.query.byPost({ postId }).go({ limit: 100 });
    if (page.data.length === 0) return;
    await entity.delete(page.data.map((c) => ({ postId, commentId: c.commentId }))).go();
  }
}

/** Sets (or toggles) the caller's like: one like item per person per post, counts moved with it. */
export async function like(postId: string, userId: string, wanted?: boolean): Promise<{ post_id: string; likes: number; liked: boolean }> {
  const post = await findPost(postId);
  if (!post) throw postGone();
  const existing = await db().entities.communityLike.get({ postId, userId }).go();
  const liked = wanted ?? !existing.data;
  const combos = combosOf(post);
  if (liked !== Boolean(existing.data) || wanted === undefined) {
    try {
      await commit(
        (tx) => [
          liked
            ? tx.communityLike.create({ postId, userId, likeKey: `${post.createdAt}#${postId}`, createdAt: new Date().toISOString() }).commit()
            : tx.communityLike
                .delete({ postId, userId })
                .where((a, op) => op.exists(a.userId))
                .commit(),
          ...combos.map((combo) =>
            tx.communityPost
              .patch({ postId, combo })
              .add({ likeCount: liked ? 1 : -1 })
              .commit(),
          ),
        ],
        { ...HOT, after: liked && post.userId !== userId ? () => noticeLike(post, userId) : undefined },
      );
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // Index 0: the like already was as wanted (a double click, another tab). Otherwise the post is gone.
      if (!err.failedIndexes.includes(0)) throw postGone();
    }
  }
  const now = await findPost(postId);
  if (!now) throw postGone();
  return { post_id: postId, likes: Math.max(0, now.likeCount), liked };
}

/** Tells the author someone liked their post, at most once per post per hour. */
async function noticeLike(post: PostItem, likerId: string): Promise<void> {
  const liker = await authorOf(likerId);
  let made: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  try {
    await commit(
      (tx) => {
        const { pieces, notification } = Notifications.notifyPieces(tx, post.userId, { type: 'like', message: `${nameOf(liker)} liked ${namePost(post.content)}.`, link: '/community' });
        made = notification;
        return [countPiece(tx, RULES.likeNotice, post.postId), ...pieces];
      },
      { after: () => Notifications.push(post.userId, made) },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
}

/** Adds a comment: the comment, the 4 copies' counts and the author's notification in one transaction. */
export async function comment(postId: string, userId: string, content: string): Promise<Comment> {
  const post = await findPost(postId);
  if (!post) throw postGone();
  const author = await authorOf(userId);
  const item: CommentItem = { postId, commentId: timeId(), userId, content, author, createdAt: new Date().toISOString() };
  let made: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] | undefined;
  try {
    await commit(
      (tx) => {
        const notify =
          post.userId === userId ? null : Notifications.notifyPieces(tx, post.userId, { type: 'comment', message: `${nameOf(author)} commented on ${namePost(post.content)}.`, link: '/community' });
        made = notify?.notification;
        return [
          countPiece(tx, RULES.comment, userId),
          tx.communityComment.create(item).commit(),
          ...combosOf(post).map((combo) => tx.communityPost.patch({ postId, combo }).add({ commentCount: 1 }).commit()),
          ...(notify?.pieces ?? []),
        ];
      },
      { ...HOT, after: post.userId !== userId ? () => Notifications.push(post.userId, made) : undefined },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) throw limitReached(RULES.comment);
    throw postGone();
  }
  return toComment(item);
}

/** A post's comments, oldest first, 20 a page, with their number. */
export async function comments(postId: string, cursor?: string): Promise<{ comments: Comment[]; cursor: string | null; total: number }> {
  const entity = db().entities.communityComment;
  const [post, page] = await Promise.all([
    findPost(postId),
    entity.query.byPost({ postId }).go({ limit: 20, cursor: cursor ? checkedCursor(cursor, entity, 'byPost', { postId }) : null }),
  ]);
  if (!post) throw postGone();
  return { comments: (page.data as CommentItem[]).map(toComment), cursor: page.cursor ?? null, total: Math.max(0, post.commentCount) };
}

/** Deletes a comment: its author, or an admin. */
export async function removeComment(id: string, actor: Actor): Promise<void> {
  const dot = id.indexOf('.');
  if (dot !== 26) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  const key = { commentId: id.slice(0, dot), postId: id.slice(dot + 1) };
  const { data } = await db().entities.communityComment.get(key).go();
  if (!data) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  if (data.userId !== actor.userId && !actor.isAdmin) throw forbidden(COMMUNITY_MESSAGES.commentNotYours);
  const post = await findPost(key.postId);
  try {
    await commit(
      (tx) => [
        tx.communityComment
          .delete(key)
          .where((a, op) => op.exists(a.commentId))
          .commit(),
        ...(post ? combosOf(post).map((combo) => tx.communityPost.patch({ postId: key.postId, combo }).add({ commentCount: -1 }).commit()) : []),
      ],
      HOT,
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
    // The post went meanwhile: its cleanup takes the comment.
  }
}
