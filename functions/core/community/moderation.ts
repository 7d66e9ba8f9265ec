import { db } from '../db/service';
import { commit, isConditionalCheckFailure, retryOnConflict } from '../db/transactions';
import type { TargetDescription } from '../moderation/target-description';
import { HIDDEN, HOT, HOT_ATTEMPTS, MAIN, combosOf, copyPieces, counterPieces, findPost } from './copies';
import type { PostItem } from './items';

/**
 * Moderation of community posts and comments (issue 32). A hidden post leaves every feed: its 4
 * copies and their counters go and one copy stays in the `hidden` partition (copies.ts), which
 * its page (posts.ts `get`) still reads for its author and admins; others get 404
 * `moderation.hidden`. A hidden comment keeps its place in the thread, a placeholder to others
 * (comments.ts `comments`). Comment ids are the feed's (`<commentId>.<postId>`).
 */

export async function describePost(postId: string): Promise<TargetDescription | null> {
  const post = await findPost(postId);
  if (!post) return null;
  const image = post.images[0];
  return {
    authorId: post.userId,
    snippet: post.content.slice(0, 280),
    ...(image ? { imageKey: image.small ?? image.key } : {}),
  };
}

/** Hides or shows a post; one that is gone, or already so, is left alone. */
export async function setPostHidden(postId: string, hidden: boolean): Promise<void> {
  await retryOnConflict(
    () => findPost(postId),
    async (current) => {
      if (!current || Boolean(current.hidden) === hidden) return;
      const { hidden: _was, ...visible } = current;
      const next: PostItem = hidden ? { ...visible, combo: HIDDEN, hidden: true } : { ...visible, combo: MAIN };
      const from = combosOf(current);
      const to = combosOf(next);
      await commit(
        (tx) => [
          // The counts as read: a like or comment meanwhile moves them, so read again.
          ...from.map((combo) =>
            tx.communityPost
              .delete({ postId, combo })
              .where(
                (a, op) =>
                  `${op.eq(a.likeCount, current.likeCount)} AND ${op.eq(a.commentCount, current.commentCount)}`,
              )
              .commit(),
          ),
          ...(hidden ? [tx.communityPost.create(next).commit()] : copyPieces(tx, next)),
          ...counterPieces(tx, from, -1),
          ...counterPieces(tx, to, 1),
        ],
        HOT,
      );
    },
    {
      attempts: HOT_ATTEMPTS,
      exhausted: () => new Error(`The post ${postId} kept changing while being ${hidden ? 'hidden' : 'shown'}`),
    },
  );
}

function commentKey(id: string): { commentId: string; postId: string } | null {
  const dot = id.indexOf('.');
  return dot === 26 ? { commentId: id.slice(0, dot), postId: id.slice(dot + 1) } : null;
}

export async function describeComment(id: string): Promise<TargetDescription | null> {
  const key = commentKey(id);
  if (!key) return null;
  const { data } = await db().entities.communityComment.get(key).go();
  return data ? { authorId: data.userId, snippet: data.content.slice(0, 280) } : null;
}

/** Hides or shows a comment; one that is gone is left alone. */
export async function setCommentHidden(id: string, hidden: boolean): Promise<void> {
  const key = commentKey(id);
  if (!key) return;
  try {
    await db().entities.communityComment.patch(key).set({ hidden }).go();
  } catch (err) {
    // ElectroDB's patch refuses an item that does not exist: the comment was deleted meanwhile.
    if (!isConditionalCheckFailure(err)) throw err;
  }
}
