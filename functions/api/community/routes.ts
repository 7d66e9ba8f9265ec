import type { communityContract } from '@shared/api/contract/community';
import * as Community from '../../core/community/community';
import type { GroupRoutes } from '../../lib/http';

/** The spec's bodies carry `user_id`: the contract's owner rule holds it to the actor's own (the server acts as the actor). */
export const communityRoutes: GroupRoutes<typeof communityContract> = {
  'GET /community-posts': async ({ query, actor }) => Community.feed(actor, query),
  'POST /community-posts': async ({ body, actor }) => ({ post: await Community.create(actor, body) }),
  'POST /community-posts/like': async ({ body, actor }) => Community.like(actor, body.post_id, body.liked),
  'GET /community-posts/{id}': async ({ params, actor }) => ({ post: await Community.get(actor, params.id) }),
  'PATCH /community-posts/{id}': async ({ params, body, actor }) => ({
    post: await Community.update(actor, params.id, body),
  }),
  'DELETE /community-posts/{id}': async ({ params, actor }) => {
    await Community.remove(actor, params.id);
    return {};
  },
  'GET /community-posts/{id}/comments': async ({ params, query, actor }) =>
    Community.comments(actor, params.id, query.cursor),
  'POST /community-comments': async ({ body, actor }) => ({
    comment: await Community.comment(actor, body.post_id, body.content),
  }),
  'DELETE /community-comments/{id}': async ({ params, actor }) => {
    await Community.removeComment(actor, params.id);
    return {};
  },
};
