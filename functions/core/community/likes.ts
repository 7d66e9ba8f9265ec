import type { Actor } from '../actor';
import { getEvery } from '../db/batch-get';
import { db } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { namePost } from '../notifications/post-name';
import * as RateLimit from '../rate-limit/rate-limit';
import { HOT, combosOf, findPost } from './copies';
import { authorOf, nameOf, postGone, type PostItem } from './items';
import { RULES } from './rules';

/** The key a person's like of `post` is listed under in their likes (gsi1): the post's time, then its id. */
export const likeKeyOf = (post: Pick<PostItem, 'createdAt' | 'postId'>) => `${post.createdAt}#${post.postId}`;

/**
 * Which of these posts the viewer likes, reading only likes that can exist: a post nobody liked
 * (`likeCount` 0) is not looked up. The rest:
 * - of the whole feed (`contiguous`: the posts are every post of their span of time, but for
 *   blocked people's), from one Query of the viewer's own likes between the oldest and newest of
 *   them by the liked post's time, at most as many as there are posts to look up: someone who
 *   never liked anything reads nothing, and a liker reads their likes among the page;
 * - of a filtered feed, whose span holds the viewer's likes of other posts too, by their keys in
 *   one BatchGet, after a Query of one of the viewer's likes says they liked anything at all.
 * When the span held more of the viewer's likes than posts were asked about (likes of blocked
 * people's posts), the posts past the last like read are looked up by key too. At most one item
 * read per post shown, beside the viewer's likes among them.
 */
export async function likedAmong(
  userId: string,
  posts: Pick<PostItem, 'postId' | 'createdAt' | 'likeCount'>[],
  contiguous: boolean,
): Promise<Set<string>> {
  const liked = new Set<string>();
  const byKey = new Map(posts.filter((p) => p.likeCount > 0).map((p) => [likeKeyOf(p), p.postId]));
  if (byKey.size === 0) return liked;
  const keys = [...byKey.keys()].sort();
  const likes = db().entities.communityLike.query;
  let rest = keys;
  if (contiguous) {
    const span = await likes
      .byUser({ userId })
      .between({ likeKey: keys[0]! }, { likeKey: keys.at(-1)! })
      .go({ limit: keys.length, attributes: ['postId', 'likeKey'] });
    for (const like of span.data) if (byKey.has(like.likeKey)) liked.add(like.postId);
    if (!span.cursor) return liked;
    const lastRead = span.data.at(-1)?.likeKey ?? '';
    rest = keys.filter((k) => k > lastRead);
  } else {
    const any = await likes.byUser({ userId }).go({ limit: 1, attributes: ['postId'] });
    if (any.data.length === 0) return liked;
  }
  for (const postId of await likedByKey(
    userId,
    rest.map((k) => byKey.get(k)!),
  ))
    liked.add(postId);
  return liked;
}

/** Which of these posts the viewer likes, by the like items' keys in one BatchGet. */
async function likedByKey(userId: string, postIds: readonly string[]): Promise<Set<string>> {
  const likes = await getEvery(
    [...new Set(postIds)].map((postId) => ({ postId, userId })),
    (keys) =>
      db()
        .entities.communityLike.get(keys)
        .go({ attributes: ['postId'] }),
    'likedAmong',
  );
  return new Set(likes.map((like) => like.postId));
}

/** Deletes every like of a post, 100 at a time (batch deletes). */
export async function purgeLikes(postId: string): Promise<void> {
  const entity = db().entities.communityLike;
  for (;;) {
    const page = await entity.query.byPost({ postId }).go({ limit: 100 });
    if (page.data.length === 0) return;
    await entity.delete(page.data.map((l) => ({ postId, userId: l.userId }))).go();
  }
}

/** Sets (or toggles) the caller's like: one like item per person per post, counts moved with it. */
export async function like(
  actor: Actor,
  postId: string,
  wanted?: boolean,
): Promise<{ post_id: string; likes: number; liked: boolean }> {
  const userId = actor.userId;
  const post = await findPost(postId);
  // A post an admin hid (or hidden pending review) takes no new likes or comments.
  if (!post || post.hidden) throw postGone();
  const existing = await db().entities.communityLike.get({ postId, userId }).go();
  const liked = wanted ?? !existing.data;
  const combos = combosOf(post);
  if (liked !== Boolean(existing.data) || wanted === undefined) {
    try {
      await commit((tx, fx) => {
        // The author is told, at most once an hour per post, once the like is in.
        if (liked && post.userId !== userId) fx.after(() => noticeLike(post, userId));
        return [
          liked
            ? tx.communityLike
                .create({ postId, userId, likeKey: likeKeyOf(post), createdAt: new Date().toISOString() })
                .commit()
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
        ];
      }, HOT);
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
  const [liker, notice] = await Promise.all([authorOf(likerId), RateLimit.slot(RULES.likeNotice, post.postId)]);
  if (notice.full) return;
  try {
    await commit((tx, fx) => [
      notice.piece(tx),
      ...fx.notify(post.userId, {
        type: 'like',
        message: `${nameOf(liker)} liked ${namePost(post.content)}.`,
        link: '/community',
      }),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
}
