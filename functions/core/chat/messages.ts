import { ErrorCodes } from '@shared/api/errors';
import { CATCH_UP_PAGE_SIZE, CHAT_MESSAGES, MESSAGES_PAGE_SIZE, type ChatMessage } from '@shared/schemas/chat';
import { MODERATION_MESSAGES } from '@shared/schemas/moderation';
import type { Actor } from '../actor';
import * as Blocks from '../blocks/blocks';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit, retryOnConflict } from '../db/transactions';
import { db } from '../db/service';
import { refuse } from '../errors';
import { timeId } from '../ids';
import * as Moderation from '../moderation/notes';
import * as Notifications from '../notifications/notifications';
import * as RateLimit from '../rate-limit/rate-limit';
import * as Realtime from '../realtime/realtime';
import { memberOf, membersOf, otherParticipant, type MemberItem } from './conversations';
import { Metrics } from '../observability/metrics';

/**
 * Messages (DESIGN §8): written with both people's sides of the conversation (last message,
 * unread count) and the reader's unread counter in one transaction, then pushed to every open tab
 * of both. Ids are time-ordered, so history pages and "everything after the id I saw" are single
 * Queries; the browser's own id for a send makes a retry answer the stored message.
 */

/** Per person, over all their conversations: a person types, a script floods. */
export const SEND_RATE_LIMIT: RateLimit.RateLimitRule = {
  name: 'chat-send',
  limit: 30,
  windowSeconds: 60,
  message: CHAT_MESSAGES.tooFast,
};

/** Where the send's transaction holds its block checks (after the six pieces of the message). */
const BLOCK_PIECES_AT = 6;

/** How long a send's client id is remembered (retries come within minutes). */
const SEND_KEY_TTL_SECONDS = 7 * 24 * 3600;
/** The conversation list shows the start of the last message. */
export const PREVIEW_LENGTH = 200;

type MessageItem = {
  conversationId: string;
  messageId: string;
  senderId: string;
  content: string;
  createdAt: string;
  clientId?: string;
  hidden?: boolean;
};

function toMessage(m: MessageItem): ChatMessage {
  return {
    id: m.messageId,
    conversation_id: m.conversationId,
    sender_id: m.senderId,
    content: m.content,
    created_at: m.createdAt,
    client_id: m.clientId ?? null,
  };
}

/**
 * A page of a conversation's messages, oldest first: the newest page (or, with `cursor`, the one
 * before), or with `after` what came after that id (a reconnecting tab catching up).
 */
export async function page(
  actor: Actor,
  conversationId: string,
  query: { cursor?: string; after?: string },
): Promise<{ messages: ChatMessage[]; cursor: string | null; other_read_up_to: string | null }> {
  const callerId = actor.userId;
  const otherId = otherParticipant(conversationId, callerId);
  const entity = db().entities.chatMessage;
  const facets = { conversationId };
  const cursor = query.cursor ? checkedCursor(query.cursor, entity, 'byConversation', facets) : null;
  const [[mine, theirs], result] = await Promise.all([
    membersOf(conversationId, callerId, otherId),
    query.after
      ? entity.query
          .byConversation(facets)
          .gt({ messageId: query.after })
          .go({ order: 'asc', limit: CATCH_UP_PAGE_SIZE, cursor })
      : entity.query.byConversation(facets).go({ order: 'desc', limit: MESSAGES_PAGE_SIZE, cursor }),
  ]);
  if (!mine) throw refuse(ErrorCodes.chatNotFound, CHAT_MESSAGES.notFound);
  const items = query.after ? result.data : [...result.data].reverse();
  const messages = await Promise.all(items.map((m) => viewOf(m, callerId)));
  return { messages, cursor: result.cursor ?? null, other_read_up_to: theirs?.readUpTo ?? null };
}

/**
 * A message as `viewerId` reads it: one hidden by moderation keeps its place, with the reason for
 * its sender and as a placeholder for the other person.
 */
async function viewOf(m: MessageItem, viewerId: string): Promise<ChatMessage> {
  const message = toMessage(m);
  if (!m.hidden) return message;
  const sender = m.senderId === viewerId;
  const fields = await Moderation.fieldsFor('message', `${m.conversationId}/${m.messageId}`, true, sender);
  return { ...message, ...(sender ? {} : { content: MODERATION_MESSAGES.hiddenPlaceholder }), ...fields };
}

/** A message already stored under this client id (a retried send). */
async function storedSend(conversationId: string, senderId: string, clientId: string): Promise<ChatMessage | null> {
  const { data: key } = await db().entities.chatSendKey.get({ conversationId, senderId, clientId }).go();
  if (!key) return null;
  const { data } = await db().entities.chatMessage.get({ conversationId, messageId: key.messageId }).go();
  return data ? toMessage(data) : null;
}

/** The notification of a message, from the recipient's side of the conversation (which names the sender). */
const messageNotice = (recipientSide: MemberItem, conversationId: string): Notifications.NewNotification => ({
  type: 'message',
  message: `New message from ${`${recipientSide.otherFirstname} ${recipientSide.otherLastname}`.trim()}`,
  link: `/messages?c=${encodeURIComponent(conversationId)}`,
});

/**
 * Sends a message: stored once per client id, then pushed to both people's open tabs. The other
 * person is notified only when no tab of theirs took the push (a live chat does not flood their
 * list). The path to the other's socket is three round trips: the send limit's read (the
 * sliding window's slices), the transaction (with the send's count in it), then the tabs and
 * the unread totals read together.
 */
export async function send(
  actor: Actor,
  conversationId: string,
  input: { content: string; client_id: string },
): Promise<ChatMessage & { delivered: boolean }> {
  const callerId = actor.userId;
  const otherId = otherParticipant(conversationId, callerId);
  const now = new Date();
  const item: MessageItem = {
    conversationId,
    messageId: timeId(now.getTime()),
    senderId: callerId,
    content: input.content,
    createdAt: now.toISOString(),
    clientId: input.client_id,
  };
  const last = {
    activity: item.messageId,
    lastMessageId: item.messageId,
    lastMessage: input.content.slice(0, PREVIEW_LENGTH),
    lastMessageAt: item.createdAt,
    lastSenderId: callerId,
  };
  const use = await RateLimit.slot(SEND_RATE_LIMIT, callerId);
  try {
    // A retry of this very send, racing it, conflicts instead of failing its condition; commit
    // tries again, and then the condition finds it stored.
    await commit((tx) => [
      tx.chatSendKey
        .create({
          conversationId,
          senderId: callerId,
          clientId: input.client_id,
          messageId: item.messageId,
          expiresAt: Math.floor(now.getTime() / 1000) + SEND_KEY_TTL_SECONDS,
        })
        .commit(),
      use.piece(tx),
      tx.chatMessage.create(item).commit(),
      tx.chatMember
        .patch({ userId: callerId, conversationId })
        .set({ ...last, readUpTo: item.messageId })
        .commit(),
      tx.chatMember.patch({ userId: otherId, conversationId }).set(last).add({ unread: 1 }).commit(),
      Counters.add(tx, Counters.names.unreadMessages(otherId), 1),
      // Neither blocked the other: checked in the same write, so a send costs no read before it.
      ...Blocks.nonePieces(tx, callerId, otherId),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) {
      const stored = await storedSend(conversationId, callerId, input.client_id);
      if (stored) return { ...stored, delivered: false };
      throw refuse(ErrorCodes.chatSendInProgress, CHAT_MESSAGES.sendFailed);
    }
    const blocked = Blocks.refusalOf(err.failedIndexes, BLOCK_PIECES_AT, 'message');
    if (blocked) throw blocked;
    if (err.failedIndexes.includes(1)) throw use.refusal();
    throw refuse(ErrorCodes.chatNotFound, CHAT_MESSAGES.notFound);
  }

  Metrics.count('messagesSent', 1, { conversationId });
  const message = toMessage(item);
  const [senderTabs, otherTabs, totals] = await Promise.all([
    Realtime.connectionsOf(callerId),
    Realtime.connectionsOf(otherId),
    Counters.getMany([Counters.names.unreadMessages(callerId), Counters.names.unreadMessages(otherId)]),
  ]);
  const [reached] = await Promise.all([
    Realtime.pushTo(otherTabs, {
      type: 'chat-message',
      message,
      unread_total: totals(Counters.names.unreadMessages(otherId)),
    }),
    Realtime.pushTo(senderTabs, {
      type: 'chat-message',
      message,
      unread_total: totals(Counters.names.unreadMessages(callerId)),
    }),
  ]);
  if (reached === 0) {
    // No tab of theirs is open (or those recorded were gone): tell them the slow way.
    const theirSide = await memberOf(otherId, conversationId);
    if (theirSide) await Notifications.create(otherId, messageNotice(theirSide, conversationId), input.content);
  }
  return { ...message, delivered: reached > 0 };
}

/** Marks the caller's side of a conversation read, and tells both people's tabs. */
export async function markRead(
  actor: Actor,
  conversationId: string,
): Promise<{ read_up_to: string | null; unread_total: number }> {
  const callerId = actor.userId;
  const otherId = otherParticipant(conversationId, callerId);
  // A message that arrived meanwhile is not read yet: read the side again, with it.
  return retryOnConflict(
    () => memberOf(callerId, conversationId),
    async (member) => {
      if (!member) throw refuse(ErrorCodes.chatNotFound, CHAT_MESSAGES.notFound);
      const readUpTo = member.lastMessageId ?? null;
      const unread = Math.max(0, member.unread ?? 0);
      if (unread === 0 && (member.readUpTo ?? null) === readUpTo) {
        return { read_up_to: readUpTo, unread_total: await Counters.get(Counters.names.unreadMessages(callerId)) };
      }
      await commit((tx) => [
        tx.chatMember
          .patch({ userId: callerId, conversationId })
          .set({ unread: 0, ...(readUpTo ? { readUpTo } : {}) })
          .where(
            (attr, op) =>
              `${op.eq(attr.unread, member.unread ?? 0)} AND ${readUpTo ? op.eq(attr.lastMessageId, readUpTo) : op.notExists(attr.lastMessageId)}`,
          )
          .commit(),
        ...(unread > 0 ? [Counters.add(tx, Counters.names.unreadMessages(callerId), -unread)] : []),
      ]);
      const totals = await Counters.getMany([
        Counters.names.unreadMessages(callerId),
        Counters.names.unreadMessages(otherId),
      ]);
      const mine = totals(Counters.names.unreadMessages(callerId));
      await Promise.all([
        Realtime.pushToUser(callerId, {
          type: 'chat-read',
          conversation_id: conversationId,
          reader_id: callerId,
          read_up_to: readUpTo,
          unread_total: mine,
        }),
        Realtime.pushToUser(otherId, {
          type: 'chat-read',
          conversation_id: conversationId,
          reader_id: callerId,
          read_up_to: readUpTo,
          unread_total: totals(Counters.names.unreadMessages(otherId)),
        }),
      ]).catch(() => undefined);
      return { read_up_to: readUpTo, unread_total: mine };
    },
    { exhausted: () => refuse(ErrorCodes.chatBusy, 'New messages keep arriving. Please try again.') },
  );
}

/** The Messages badge: unread messages over all of a person's conversations. */
export const unreadTotal = (userId: string) => Counters.get(Counters.names.unreadMessages(userId));

/** The last `limit` messages of a conversation, oldest first, read by someone outside it (an admin deciding a dispute). */
export async function latest(conversationId: string, limit: number): Promise<ChatMessage[]> {
  const { data } = await db()
    .entities.chatMessage.query.byConversation({ conversationId })
    .go({ order: 'desc', limit });
  return [...data].reverse().map(toMessage);
}
