import type { chatContract } from '@shared/api/contract/chat';
import * as Conversations from '../../core/chat/conversations';
import * as Messages from '../../core/chat/messages';
import type { GroupRoutes } from '../../lib/http';

export const chatRoutes: GroupRoutes<typeof chatContract> = {
  'GET /conversations': async ({ query, actor }) => Conversations.list(actor, query),
  'POST /conversations': async ({ body, actor }) => Conversations.start(actor, body.user_id),
  'GET /conversations/{id}': async ({ params, actor }) => Conversations.get(actor, params.id),
  'GET /conversations/{id}/messages': async ({ params, query, actor }) => Messages.page(actor, params.id, query),
  'POST /conversations/{id}/messages': async ({ params, body, actor }) => Messages.send(actor, params.id, body),
  'PUT /conversations/{id}/read': async ({ params, actor }) => Messages.markRead(actor, params.id),
  'GET /messages/count/{userId}': async ({ params }) => ({ count: await Messages.unreadTotal(params.userId) }),
};
