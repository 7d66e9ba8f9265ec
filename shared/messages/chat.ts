/** CraftiChat's texts, limits and id helper, without zod (their schemas are in shared/schemas/chat.ts). */

/** New conversations one person may start in any hour. */
export const CONVERSATIONS_PER_HOUR = 20;

/** CraftiChat's texts: the spec's (part 2 §2, §5, §8) and ours where it is silent. */
export const CHAT_MESSAGES = {
  empty: 'Message cannot be empty',
  sessionExpired: 'Session expired. Please login again.',
  createFailed: 'Failed to create conversation',
  sendFailed: 'Failed to send message',
  noMessages: 'No messages yet.',
  placeholder: 'Message here...',
  tooLong: 'A message is at most 2,000 characters.',
  notFound: 'Conversation not found.',
  notYours: 'Only the two people in a conversation can read or write it.',
  self: 'You cannot message yourself.',
  noSuchPerson: 'That person could not be found.',
  tooFast: 'You are sending messages too quickly. Please wait a minute and try again.',
  tooManyStarted: `You have started ${CONVERSATIONS_PER_HOUR} new conversations in the last hour. You can start another about an hour after the first of these; your existing conversations stay open.`,
  /** A message kept in the outbox until the connection is back. */
  waitingToSend: 'Not sent yet. It will be sent when you are back online.',
  // Ours (issue 46 #18): a conversation reopened without a connection shows what waits to be sent.
  offlineThreadTitle: 'Messages waiting to be sent',
  offlineThread: 'You are offline. This conversation opens when you are back online; what you write here is sent then.',
} as const;

export const MESSAGE_MAX_LENGTH = 2000;
/** Conversations per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages per page of history (scrolling up) and of a catch-up (`after=`). */
export const MESSAGES_PAGE_SIZE = 30;
export const CATCH_UP_PAGE_SIZE = 100;

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The smallest message id of `ms` milliseconds before `id`'s time. A reconnecting tab catches up
 * from a little before the last id it holds, not from it: ids are made when a send starts, so a
 * slow send can be stored after a quicker later one. The tab drops what it already has by id.
 */
export function idBefore(id: string, ms: number): string {
  let time = 0;
  for (const ch of id.slice(0, 10)) time = time * 32 + ID_ALPHABET.indexOf(ch);
  let t = Math.max(0, time - ms);
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ID_ALPHABET[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out + '0'.repeat(16);
}
