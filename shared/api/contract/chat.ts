import { CHAT_MESSAGES } from '../../messages/chat';
import { countSchema } from '../../schemas/badges';
import {
  conversationIdParamsSchema,
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  markReadResponseSchema,
  messagePageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  sentMessageSchema,
  startConversationBodySchema,
} from '../../schemas/chat';
import { userIdParamsSchema } from '../../schemas/common';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * CraftiChat (part 2 "Messaging", DESIGN §8): the spec's direct database reads and writes become
 * these routes; live delivery is the WebSocket's. Only a conversation's two people may read or
 * write it: everyone else gets 403, admins included.
 */
export const chatContract = defineRoutes({
  /** My conversations, most recent activity first; `search` by the other person's first or last name. */
  'GET /conversations': {
    auth: 'user',
    owner: 'caller',
    query: conversationsQuerySchema,
    response: conversationPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** Creates the pair's conversation, or answers the one it already has. */
  'POST /conversations': {
    auth: 'user',
    owner: 'caller',
    body: startConversationBodySchema,
    response: conversationSchema,
    errors: [ErrorCodes.chatSelf, ErrorCodes.chatNoSuchPerson, ErrorCodes.chatCreateFailed, ErrorCodes.blocked],
  },
  'GET /conversations/{id}': {
    auth: 'user',
    owner: { thing: 'conversation', id: 'params.id', message: CHAT_MESSAGES.notYours },
    params: conversationIdParamsSchema,
    response: conversationSchema,
    errors: [ErrorCodes.chatNotFound],
  },
  'GET /conversations/{id}/messages': {
    auth: 'user',
    owner: { thing: 'conversation', id: 'params.id', message: CHAT_MESSAGES.notYours },
    params: conversationIdParamsSchema,
    query: messagesQuerySchema,
    response: messagePageSchema,
    errors: [ErrorCodes.chatNotFound, ErrorCodes.invalidCursor],
  },
  /** Sends; the same `client_id` again answers the message already stored. */
  'POST /conversations/{id}/messages': {
    auth: 'user',
    owner: { thing: 'conversation', id: 'params.id', message: CHAT_MESSAGES.notYours },
    params: conversationIdParamsSchema,
    body: sendMessageBodySchema,
    response: sentMessageSchema,
    status: 201,
    errors: [ErrorCodes.chatNotFound, ErrorCodes.chatSendInProgress, ErrorCodes.blocked],
  },
  /** Marks everything in the conversation read. */
  'PUT /conversations/{id}/read': {
    auth: 'user',
    owner: { thing: 'conversation', id: 'params.id', message: CHAT_MESSAGES.notYours },
    params: conversationIdParamsSchema,
    response: markReadResponseSchema,
    errors: [ErrorCodes.chatNotFound, ErrorCodes.chatBusy],
  },
  /** The navigation's Messages badge: unread messages over all conversations. */
  'GET /messages/count/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: countSchema,
    errors: [],
  },
});
