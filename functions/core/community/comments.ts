import { COMMUNITY_MESSAGES, type Comment } from '@shared/schemas/community';
import { ErrorCodes } from '@shared/api/errors';
import { createConversions } from 'electrodb';
import { MODERATION_MESSAGES } from '@shared/schemas/moderation';
import type { Actor } from '../actor';
import { fillPage } from '../arts/fill-page';
import * as Blocks from '../blocks/blocks';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { refuse } from '../errors';
import { timeId } from '../ids';
import { namePost } from '../notifications/post-name';
import * as RateLimit from '../rate-limit/rate-limit';
import * as Moderation from '../moderation/notes';
import { HOT, combosOf, findPost } from './copies';
import { authorOf, nameOf, postGone, toComment, type CommentItem } from './items';
import { RULES } from './rules';

/** Deletes every comment of a post, 100 at a time. */
export async function purgeComments(postId: string): Promise<void> {
  const entity = db().entities.communityComment;
  for (;;) {
    const page = await entity.query.byPost({ postId }).go({ limit: 100 });
    if (page.data.length === 0) return;
    await entity.delete(page.data.map((c) => ({ postId, commentId: c.commentId }))).go();
  }
}

/** Adds a comment: the comment, the 4 copies' counts and the author's notification in one transaction. */
export async function comment(actor: Actor, postId: string, content: string): Promise<Comment> {
  const userId = actor.userId;
  const post = await findPost(postId);
  // A post an admin hid (or hidden pending review) takes no new likes or comments.
  if (!post || post.hidden) throw postGone();
  const [author, use] = await Promise.all([authorOf(userId), RateLimit.slot(RULES.comment, userId)]);
  if (use.full) throw use.refusal();
  const item: CommentItem = {
    postId,
    commentId: timeId(),
    userId,
    content,
    author,
    createdAt: new Date().toISOString(),
  };
  try {
    await commit(
      (tx, fx) => [
        use.piece(tx),
        tx.communityComment.create(item).commit(),
        ...combosOf(post).map((combo) => tx.communityPost.patch({ postId, combo }).add({ commentCount: 1 }).commit()),
        ...(post.userId === userId
          ? []
          : fx.notify(post.userId, {
              type: 'comment',
              message: `${nameOf(author)} commented on ${namePost(post.content)}.`,
              link: '/community',
            })),
      ],
      HOT,
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) throw use.refusal();
    throw postGone();
  }
  return toComment(item);
}

const COMMENTS_PAGE = 20;

/**
 * A post's comments, oldest first, 20 a page, with their number. A comment hidden by moderation
 * keeps its place: its author and admins read it with the reason, others a placeholder.
 */
export async function comments(
  viewer: Actor,
  postId: string,
  cursor?: string,
): Promise<{ comments: Comment[]; cursor: string | null; total: number }> {
  const entity = db().entities.communityComment;
  const start = cursor ? checkedCursor(cursor, entity, 'byPost', { postId }) : null;
  const [post, hidden] = await Promise.all([findPost(postId), Blocks.hiddenFor(viewer.userId)]);
  if (!post) throw postGone();
  // Comments of people either of the two blocked are left out as the page is read, so it stays full.
  const page = await fillPage(
    COMMENTS_PAGE,
    start,
    async (limit, from) => {
      const read = await entity.query.byPost({ postId }).go({ limit, cursor: from });
      return { items: (read.data as CommentItem[]).filter((c) => !hidden.has(c.userId)), cursor: read.cursor ?? null };
    },
    (c) =>
      createConversions(entity).byAccessPattern.byPost.fromComposite.toCursor({
        postId: c.postId,
        commentId: c.commentId,
      }),
  );
  const shown = await Promise.all(page.items.map((c) => withModeration(c, viewer)));
  return { comments: shown, cursor: page.cursor, total: Math.max(0, post.commentCount) };
}

async function withModeration(c: CommentItem, viewer: Pick<Actor, 'userId' | 'isAdmin'>): Promise<Comment> {
  const comment = toComment(c);
  if (!c.hidden) return comment;
  const seesReason = viewer.isAdmin || viewer.userId === c.userId;
  const fields = await Moderation.fieldsFor('comment', comment.id, true, seesReason);
  return { ...comment, ...(seesReason ? {} : { content: MODERATION_MESSAGES.hiddenPlaceholder }), ...fields };
}

/** Deletes a comment: its author, or an admin (the route's owner rule). */
export async function removeComment(_actor: Actor, id: string): Promise<void> {
  const dot = id.indexOf('.');
  if (dot !== 26) throw refuse(ErrorCodes.commentNotFound, COMMUNITY_MESSAGES.commentNotFound);
  const key = { commentId: id.slice(0, dot), postId: id.slice(dot + 1) };
  const { data } = await db().entities.communityComment.get(key).go();
  if (!data) throw refuse(ErrorCodes.commentNotFound, COMMUNITY_MESSAGES.commentNotFound);
  const post = await findPost(key.postId);
  try {
    await commit(
      (tx) => [
        tx.communityComment
          .delete(key)
          .where((a, op) => op.exists(a.commentId))
          .commit(),
        ...(post
          ? combosOf(post).map((combo) =>
              tx.communityPost.patch({ postId: key.postId, combo }).add({ commentCount: -1 }).commit(),
            )
          : []),
      ],
      HOT,
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) throw refuse(ErrorCodes.commentNotFound, COMMUNITY_MESSAGES.commentNotFound);
    // The post went meanwhile: its cleanup takes the comment.
  }
}
