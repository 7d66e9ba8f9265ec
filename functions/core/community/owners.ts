import type { OwnersLoader } from '../actor';
import { db } from '../db/service';
import { findPost } from './copies';

/** A post is its author's. */
export const ofPost: OwnersLoader = async (postId) => {
  const post = await findPost(postId);
  return post ? [post.userId] : null;
};

/** A comment (`<commentId>.<postId>`, as the feed gives it) is its author's. */
export const ofComment: OwnersLoader = async (id) => {
  const dot = id.indexOf('.');
  if (dot !== 26) return null;
  const { data } = await db()
    .entities.communityComment.get({ commentId: id.slice(0, dot), postId: id.slice(dot + 1) })
    .go();
  return data ? [data.userId] : null;
};
