import type { Actor } from '../actor';
import { db } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { namePost } from '../notifications/post-name';
import * as RateLimit from '../rate-limit/rate-limit';
import { HOT, combosOf, findPost } from './copies';
import { authorOf, nameOf, postGone, type PostItem } from './items';
import { RULES } from './rules';

/**
 * Which of these posts the viewer likes: one BatchGet of the viewer's like items for exactly these
 * posts (their keys are known from the post ids), so it reads at most one item per post shown,
 * however many other posts the viewer likes. Keys DynamoDB leaves unprocessed (throttling) are
 * asked again, a few times.
 */
export async function likedAmong(userId: string, posts: Pick<PostItem, 'postId'>[]): Promise<Set<string>> {
  const found = new Set<string>();
  let keys = [...new Set(posts.map((p) => p.postId))].map((postId) => ({ postId, userId }));
  // Not a read-then-write retry (retryOnConflict's): the same read, for the keys it left.
  for (let round = 0; keys.length > 0; round++) {
    if (round > 0) {
      if (round > 5) throw new Error(`likedAmong: ${keys.length} like keys still unprocessed`);
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
    }
    const { data, unprocessed } = await db()
      .entities.communityLike.get(keys)
      .go({ attributes: ['postId'] });
    for (const like of data) if (like) found.add(like.postId);
    keys = unprocessed.map((k) => ({ postId: String(k.postId), userId }));
  }
  return found;
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
                .create({ postId, userId, likeKey: `${post.createdAt}#${postId}`, createdAt: new Date().toISOString() })
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
