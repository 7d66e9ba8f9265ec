import * as z from 'zod';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from '../messages/chat';
import { blockStateSchema } from './blocks';
import { cursorSchema, searchTextSchema } from './common';
import { moderationFieldsSchema } from './moderation';

export {
  CATCH_UP_PAGE_SIZE,
  CHAT_MESSAGES,
  CONVERSATIONS_PAGE_SIZE,
  idBefore,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
} from '../messages/chat';

/** A time-ordered message id (ULID layout, made by the server). */
export const messageIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a message id.');

/** The id a browser makes for a send, so a retried send is stored once. */
export const clientMessageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a client id.');

export const conversationIdParamsSchema = z.object({ id: z.string().min(1).max(300) });

/** "User profile (chat)" (part 2 §3): the other person of a conversation. */
export const chatPersonSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profile_image: z.string().nullable(),
  /** Where their profile is: /profile/{profileType}/{user_id}. */
  profileType: z.enum(['artist', 'client']).nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** "Message" (part 2 §3). */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  created_at: z.string(),
  /** The id the sender's browser made (the same on a retried send). */
  client_id: z.string().nullable(),
  /** Moderation (issue 32): see moderationFieldsSchema (a hidden message keeps its place, as a placeholder to the other person). */
  ...moderationFieldsSchema.shape,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** "Conversation" (part 2 §3) as one person sees it in their list. */
export const conversationSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  user1_id: z.string(),
  user2_id: z.string(),
  created_at: z.string(),
  other: chatPersonSchema,
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  last_sender_id: z.string().nullable(),
  /** Messages of the other person this one has not read yet. */
  unread: z.number().int().nonnegative(),
  /** A block between the two (read-only for both): `by_you` (the caller blocked them) or `unavailable`; null when none. */
  blocked: blockStateSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  cursor: z.string().nullable(),
});

export const conversationsQuerySchema = z.object({ cursor: cursorSchema.optional(), search: searchTextSchema });

export const startConversationBodySchema = z.object({ user_id: z.string().min(1).max(128) });

/**
 * A conversation's messages, oldest first. Without `after`: the newest page, and `cursor` for the
 * page before it (scrolling up). With `after`: what came after that id, and `cursor` for more.
 */
export const messagesQuerySchema = z
  .object({ cursor: cursorSchema.optional(), after: messageIdSchema.optional() })
  .refine((q) => !(q.cursor && q.after), { message: 'Send either cursor or after, not both.', path: ['after'] });

export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  cursor: z.string().nullable(),
  /** The newest message of mine the other person has read (for "Seen"). */
  other_read_up_to: z.string().nullable(),
});

export const sendMessageBodySchema = z.object({
  content: z.string().trim().min(1, CHAT_MESSAGES.empty).max(MESSAGE_MAX_LENGTH, CHAT_MESSAGES.tooLong),
  client_id: clientMessageIdSchema,
});

export const sentMessageSchema = chatMessageSchema.extend({
  /** Whether it reached an open tab of the other person as it was sent. */
  delivered: z.boolean(),
});

export const markReadResponseSchema = z.object({
  read_up_to: z.string().nullable(),
  unread_total: z.number().int().nonnegative(),
});
