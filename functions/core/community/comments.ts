import { COMMUNITY_MESSAGES, type Comment } from '@shared/schemas/community';
import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES } from '@shared/schemas/moderation';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { notFound } from '../errors';
import { timeId } from '../ids';
import * as Notifications from '../notifications/notifications';
import { namePost } from '../notifications/post-name';
import * as Moderation from '../moderation/notes';
import { countPiece, limitReached } from '../rate-limit/rate-limit';
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

/**
 * A post's comments, oldest first, 20 a page, with their number. A comment hidden by moderation
 * keeps its place: its author and admins read it with the reason, others a placeholder.
 */
export async function comments(postId: string, cursor?: string, viewer?: Pick<Actor, 'userId' | 'isAdmin'>): Promise<{ comments: Comment[]; cursor: string | null; total: number }> {
  const entity = db().entities.communityComment;
  const [post, page] = await Promise.all([
    findPost(postId),
    entity.query.byPost({ postId }).go({ limit: 20, cursor: cursor ? checkedCursor(cursor, entity, 'byPost', { postId }) : null }),
  ]);
  if (!post) throw postGone();
  const shown = await Promise.all((page.data as CommentItem[]).map((c) => withModeration(c, viewer)));
  return { comments: shown, cursor: page.cursor ?? null, total: Math.max(0, post.commentCount) };
}

async function withModeration(c: CommentItem, viewer: Pick<Actor, 'userId' | 'isAdmin'> | undefined): Promise<Comment> {
  const comment = toComment(c);
  if (!c.hidden) return comment;
  const seesReason = !viewer || viewer.isAdmin || viewer.userId === c.userId;
  const fields = await Moderation.fieldsFor('comment', comment.id, true, seesReason);
  return { ...comment, ...(seesReason ? {} : { content: MODERATION_MESSAGES.hiddenPlaceholder }), ...fields };
}

/** Deletes a comment: its author, or an admin (the route's owner rule). */
export async function removeComment(_actor: Actor, id: string): Promise<void> {
  const dot = id.indexOf('.');
  if (dot !== 26) throw notFound(ErrorCodes.commentNotFound, COMMUNITY_MESSAGES.commentNotFound);
  const key = { commentId: id.slice(0, dot), postId: id.slice(dot + 1) };
  const { data } = await db().entities.communityComment.get(key).go();
  if (!data) throw notFound(ErrorCodes.commentNotFound, COMMUNITY_MESSAGES.commentNotFound);
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
    if (err.failedIndexes.includes(0)) throw notFound(ErrorCodes.commentNotFound, COMMUNITY_MESSAGES.commentNotFound);
    // The post went meanwhile: its cleanup takes the comment.
  }
}
