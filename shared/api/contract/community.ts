import * as z from 'zod';
import { COMMUNITY_MESSAGES } from '../../messages/community';
import {
  commentIdParamsSchema,
  commentResponseSchema,
  commentsPageSchema,
  commentsQuerySchema,
  createCommentBodySchema,
  createPostBodySchema,
  feedPageSchema,
  feedQuerySchema,
  likeBodySchema,
  likeResponseSchema,
  postIdParamsSchema,
  postResponseSchema,
  updatePostBodySchema,
} from '../../schemas/community';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * The community feed (part 2 §7 "Community"): any signed-in person (artist, client, admin) reads,
 * posts, likes and comments; only a post's author or an admin edits or deletes it, only a
 * comment's author or an admin deletes it (checked on the server against the stored author).
 */
export const communityContract = defineRoutes({
  'GET /community-posts': {
    auth: 'user',
    owner: 'caller',
    query: feedQuerySchema,
    response: feedPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /community-posts': {
    auth: 'user',
    owner: { self: 'body.user_id' },
    body: createPostBodySchema,
    response: postResponseSchema,
    status: 201,
    errors: [ErrorCodes.profileNotSetUp, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse],
  },
  'POST /community-posts/like': {
    auth: 'user',
    owner: { self: 'body.user_id' },
    body: likeBodySchema,
    response: likeResponseSchema,
    errors: [ErrorCodes.postNotFound, ErrorCodes.profileNotSetUp],
  },
  'GET /community-posts/{id}': {
    auth: 'user',
    owner: 'none',
    params: postIdParamsSchema,
    response: postResponseSchema,
    errors: [ErrorCodes.postNotFound, ErrorCodes.contentHidden],
  },
  'PATCH /community-posts/{id}': {
    auth: 'user',
    owner: { thing: 'post', id: 'params.id', admin: true, message: COMMUNITY_MESSAGES.notYours },
    params: postIdParamsSchema,
    body: updatePostBodySchema,
    response: postResponseSchema,
    errors: [ErrorCodes.postNotFound, ErrorCodes.postChanged, ErrorCodes.contentHidden],
  },
  'DELETE /community-posts/{id}': {
    auth: 'user',
    owner: { thing: 'post', id: 'params.id', admin: true, message: COMMUNITY_MESSAGES.notYours },
    params: postIdParamsSchema,
    response: z.object({}),
    status: 204,
    errors: [ErrorCodes.postNotFound],
  },
  /** A post's comments, oldest first (`id` is the post id). */
  'GET /community-posts/{id}/comments': {
    auth: 'user',
    owner: 'none',
    params: postIdParamsSchema,
    query: commentsQuerySchema,
    response: commentsPageSchema,
    errors: [ErrorCodes.postNotFound, ErrorCodes.invalidCursor],
  },
  'POST /community-comments': {
    auth: 'user',
    owner: { self: 'body.user_id' },
    body: createCommentBodySchema,
    response: commentResponseSchema,
    status: 201,
    errors: [ErrorCodes.postNotFound, ErrorCodes.profileNotSetUp],
  },
  /** `id` is the comment's id as the feed gives it. */
  'DELETE /community-comments/{id}': {
    auth: 'user',
    owner: { thing: 'comment', id: 'params.id', admin: true, message: COMMUNITY_MESSAGES.commentNotYours },
    params: commentIdParamsSchema,
    response: z.object({}),
    status: 204,
    errors: [ErrorCodes.commentNotFound],
  },
});
