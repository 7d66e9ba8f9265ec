import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * CraftiChat (DESIGN §8). A conversation's id is derived from its two user ids (smaller first), so
 * a pair has one conversation: creating it is a conditional write on that key.
 */
export const ConversationEntity = entity({
  model: { entity: 'conversation', version: '1', service: 'crafti' },
  attributes: {
    conversationId: { type: 'string', required: true, readOnly: true },
    user1Id: { type: 'string', required: true, readOnly: true },
    user2Id: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['conversationId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/**
 * One person's side of a conversation: the other person as the list shows them, the last message
 * and the unread count. Listed most recent first on gsi1 by `activity` (the last message's id, or
 * a time id made when the conversation began), so the list is one Query.
 */
export const ChatMemberEntity = entity({
  model: { entity: 'chatMember', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    conversationId: { type: 'string', required: true, readOnly: true },
    otherUserId: { type: 'string', required: true, readOnly: true },
    otherFirstname: { type: 'string', required: true },
    otherLastname: { type: 'string', required: true },
    otherImageKey: { type: 'string' },
    otherRole: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    activity: { type: 'string', required: true },
    lastMessageId: { type: 'string' },
    lastMessage: { type: 'string' },
    lastMessageAt: { type: 'string' },
    lastSenderId: { type: 'string' },
    unread: { type: 'number', required: true, default: 0 },
    /** The newest message id this person has read. */
    readUpTo: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['conversationId'], casing: 'none' },
    },
    byRecent: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['activity', 'conversationId'], casing: 'none' },
    },
  },
});

/** A message, keyed by its time-ordered id: history pages and "after id X" are single Queries. */
export const ChatMessageEntity = entity({
  model: { entity: 'chatMessage', version: '1', service: 'crafti' },
  attributes: {
    conversationId: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true },
    senderId: { type: 'string', required: true, readOnly: true },
    content: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', readOnly: true },
    /** Hidden by moderation (functions/core/chat/moderation.ts): a placeholder to the other person. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    byConversation: {
      pk: { field: TABLE.partitionKey, composite: ['conversationId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['messageId'], casing: 'none' },
    },
  },
});

/**
 * The id a sender's browser made for a message, written with the message: a retried send finds
 * it taken and answers the stored message instead of storing another. Kept a week (retries come
 * within minutes).
 */
export const ChatSendKeyEntity = entity({
  model: { entity: 'chatSendKey', version: '1', service: 'crafti' },
  attributes: {
    conversationId: { type: 'string', required: true, readOnly: true },
    senderId: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, field: TABLE.ttlAttribute },
  },
  indexes: {
    byClientId: {
      pk: { field: TABLE.partitionKey, composite: ['conversationId', 'senderId', 'clientId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
