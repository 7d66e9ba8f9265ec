import type { communityContract } from '@shared/api/contract/community';
import * as Community from '../../core/community/community';
import type { Caller } from '../../lib/caller';
import { assertSelf, type GroupRoutes } from '../../lib/http';

/** The spec's bodies carry `user_id`: it must be the caller's own (the server acts as the caller). */
const asCaller = (caller: Caller, userId: string | undefined) => {
  if (userId !== undefined) assertSelf(caller, userId);
};

export const communityRoutes: GroupRoutes<typeof communityContract> = {
  'GET /community-posts': async ({ query, caller }) => Community.feed(caller.userId, query),
  'POST /community-posts': async ({ body, caller }) => {
    asCaller(caller, body.user_id);
    return { post: await Community.create(caller.userId, body) };
  },
  'POST /community-posts/like': async ({ body, caller }) => {
    asCaller(caller, body.user_id);
    return Community.like(body.post_id, caller.userId, body.liked);
  },
  'GET /community-posts/{id}': async ({ params, caller }) => ({ post: await Community.get(params.id, caller.userId) }),
  'PATCH /community-posts/{id}': async ({ params, body, caller }) => ({ post: await Community.update(params.id, caller, body) }),
  'DELETE /community-posts/{id}': async ({ params, caller }) => {
    await Community.remove(params.id, caller);
    return {};
  },
  'GET /community-posts/{id}/comments': async ({ params, query }) => Community.comments(params.id, query.cursor),
  'POST /community-comments': async ({ body, caller }) => {
    asCaller(caller, body.user_id);
    return { comment: await Community.comment(body.post_id, caller.userId, body.content) };
  },
  'DELETE /community-comments/{id}': async ({ params, caller }) => {
    await Community.removeComment(params.id, caller);
    return {};
  },
};
