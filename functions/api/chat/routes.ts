import type { chatContract } from '@shared/api/contract/chat';
import * as Conversations from '../../core/chat/conversations';
import * as Messages from '../../core/chat/messages';
import { assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const chatRoutes: GroupRoutes<typeof chatContract> = {
  'GET /conversations': async ({ query, caller }) => Conversations.list(caller.userId, query),
  'POST /conversations': async ({ body, caller }) => Conversations.start(caller.userId, body.user_id),
  'GET /conversations/{id}': async ({ params, caller }) => Conversations.get(caller.userId, params.id),
  'GET /conversations/{id}/messages': async ({ params, query, caller }) => Messages.page(caller.userId, params.id, query),
  'POST /conversations/{id}/messages': async ({ params, body, caller }) => Messages.send(caller.userId, params.id, body),
  'PUT /conversations/{id}/read': async ({ params, caller }) => Messages.markRead(caller.userId, params.id),
  'GET /messages/count/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return { count: await Messages.unreadTotal(params.userId) };
  },
};
