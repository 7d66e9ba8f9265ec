import { CONVERSATIONS_PER_HOUR } from '@shared/messages/chat';
import type { BlockState } from '@shared/schemas/blocks';
import { CHAT_MESSAGES, CONVERSATIONS_PAGE_SIZE, type Conversation } from '@shared/schemas/chat';
import { ErrorCodes } from '@shared/api/errors';
import type { Actor } from '../actor';
import * as Blocks from '../blocks/blocks';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit, isTransactionConflict, READ_AGAIN, retryOnConflict } from '../db/transactions';
import { db, type TransactionEntities, type Item } from '../db/service';
import { AppError, refuse } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import * as RateLimit from '../rate-limit/rate-limit';
import * as Search from '../search/search';
import { searchWords } from '../search/words';
import { publicUrl } from '../uploads/urls';

/**
 * Conversations (DESIGN §8): one per pair, its id derived from the two user ids (smaller first),
 * created with a conditional write together with each person's side of it (`chatMember`: the
 * other person, the last message, the unread count) and the words each finds the other by.
 */

export type MemberItem = Item<'chatMember'>;

const SEPARATOR = '_';

/** The conversation id of a pair, whichever of the two asks. */
export function conversationIdOf(a: string, b: string): string {
  const [user1, user2] = a < b ? [a, b] : [b, a];
  return `${user1}${SEPARATOR}${user2}`;
}

/** The two people of a conversation id, or null when the id names no pair. */
export function pairOf(conversationId: string): [string, string] | null {
  const parts = conversationId.split(SEPARATOR);
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0] >= parts[1]) return null;
  return [parts[0], parts[1]];
}

/**
 * The other person of a conversation the caller is in; 403 when they are not one of its two
 * people, whatever the id (guessed, malformed, or of a pair that never talked).
 */
export function otherParticipant(conversationId: string, callerId: string): string {
  const pair = pairOf(conversationId);
  if (!pair || !pair.includes(callerId)) throw new AppError(ErrorCodes.forbidden, CHAT_MESSAGES.notYours);
  return pair[0] === callerId ? pair[1] : pair[0];
}

/** The scope of the search entries by which one person finds their conversations. */
const scopeOf = (userId: string) => `chat:${userId}`;
const wordsOf = (firstname: string, lastname: string) =>
  searchWords([firstname, lastname], [`${firstname} ${lastname}`]);

export async function memberOf(userId: string, conversationId: string) {
  const { data } = await db().entities.chatMember.get({ userId, conversationId }).go();
  return data;
}

/** Both sides of a conversation in one read: [the caller's, the other's]. */
export async function membersOf(
  conversationId: string,
  callerId: string,
  otherId: string,
): Promise<[MemberItem | null, MemberItem | null]> {
  const { data } = await db()
    .entities.chatMember.get([
      { userId: callerId, conversationId },
      { userId: otherId, conversationId },
    ])
    .go();
  const mine = data.find((m) => m.userId === callerId) ?? null;
  const theirs = data.find((m) => m.userId === otherId) ?? null;
  return [mine, theirs];
}

export function toConversation(m: MemberItem, blocked: BlockState = null): Conversation {
  const pair = pairOf(m.conversationId)!;
  const role = m.otherRole === 'Artist' ? 'artist' : m.otherRole === 'Client' ? 'client' : null;
  return {
    id: m.conversationId,
    conversation_id: m.conversationId,
    user1_id: pair[0],
    user2_id: pair[1],
    created_at: m.createdAt,
    other: {
      user_id: m.otherUserId,
      firstname: m.otherFirstname,
      lastname: m.otherLastname,
      profile_image: m.otherImageKey ? publicUrl(m.otherImageKey) : null,
      profileType: role,
    },
    last_message: m.lastMessage ?? null,
    last_message_at: m.lastMessageAt ?? null,
    last_sender_id: m.lastSenderId ?? null,
    unread: Math.max(0, m.unread ?? 0),
    blocked,
  };
}

type Person = {
  userId: string;
  firstname: string;
  lastname: string;
  profileImageKey?: string | null;
  role?: string | null;
};

/** One person's side, seeing `other`, and the words they find it by. */
function sidePieces(
  tx: TransactionEntities,
  conversationId: string,
  me: string,
  other: Person,
  createdAt: string,
  activity: string,
) {
  return [
    tx.chatMember
      .create({
        userId: me,
        conversationId,
        otherUserId: other.userId,
        otherFirstname: other.firstname,
        otherLastname: other.lastname,
        otherImageKey: other.profileImageKey ?? undefined,
        otherRole: other.role ?? undefined,
        createdAt,
        activity,
        unread: 0,
      })
      .commit(),
    ...Search.put(tx, scopeOf(me), conversationId, wordsOf(other.firstname, other.lastname), {}),
  ];
}

async function personOf(userId: string): Promise<Person | null> {
  const profile = await Profiles.get(userId);
  return profile
    ? {
        userId,
        firstname: profile.firstname,
        lastname: profile.lastname,
        profileImageKey: profile.profileImageKey,
        role: profile.role,
      }
    : null;
}

/** New conversations a person may start (sliding, rate-limit/rate-limit.ts); opening an existing one is free. */
export const START_RATE_LIMIT: RateLimit.RateLimitRule = {
  name: 'chat-start',
  limit: CONVERSATIONS_PER_HOUR,
  windowSeconds: 3600,
  message: CHAT_MESSAGES.tooManyStarted,
};

/** The caller's conversation with `otherId`: the one the pair has, or a new one (counted in the caller's START_RATE_LIMIT). */
export async function start(actor: Actor, otherId: string): Promise<Conversation> {
  const callerId = actor.userId;
  if (otherId === callerId) throw refuse(ErrorCodes.chatSelf, CHAT_MESSAGES.self);
  const conversationId = conversationIdOf(callerId, otherId);
  // Neither may start (or reopen) a conversation with someone either of them blocked.
  const [existing] = await Promise.all([
    memberOf(callerId, conversationId),
    Blocks.assertNone(callerId, otherId, 'message'),
  ]);
  if (existing) return toConversation(existing);

  const [me, other, use] = await Promise.all([
    personOf(callerId),
    personOf(otherId),
    RateLimit.slot(START_RATE_LIMIT, callerId),
  ]);
  if (!other) throw refuse(ErrorCodes.chatNoSuchPerson, CHAT_MESSAGES.noSuchPerson);
  if (use.full) throw use.refusal();
  const self: Person = me ?? { userId: callerId, firstname: 'Unknown', lastname: 'User' };
  const [user1Id, user2Id] = pairOf(conversationId)!;
  const createdAt = new Date().toISOString();
  const activity = timeId();
  // Nothing to read first (there was none above): each attempt writes it, then reads what is there.
  return retryOnConflict(
    () => undefined,
    async (_, attempt) => {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      try {
        await commit((tx) => [
          tx.conversation.create({ conversationId, user1Id, user2Id, createdAt }).commit(),
          use.piece(tx),
          ...sidePieces(tx, conversationId, callerId, other, createdAt, activity),
          ...sidePieces(tx, conversationId, otherId, self, createdAt, activity),
        ]);
      } catch (err) {
        // The other person (or another tab) began it at the same moment: theirs is ours, once it is written.
        if (!(err instanceof ConditionFailed) && !isTransactionConflict(err)) throw err;
        if (err instanceof ConditionFailed && err.failedIndexes.includes(1)) {
          // The limit, unless the other person began it at the same moment (then it is free).
          const theirs = await memberOf(callerId, conversationId);
          if (theirs) return toConversation(theirs);
          throw use.refusal();
        }
      }
      const made = await memberOf(callerId, conversationId);
      return made ? toConversation(made) : READ_AGAIN;
    },
    { exhausted: () => new AppError(ErrorCodes.chatCreateFailed, CHAT_MESSAGES.createFailed) },
  );
}

/** One conversation of the caller. */
export async function get(actor: Actor, conversationId: string): Promise<Conversation> {
  const callerId = actor.userId;
  const otherId = otherParticipant(conversationId, callerId);
  const [member, blocked] = await Promise.all([memberOf(callerId, conversationId), Blocks.stateFor(callerId, otherId)]);
  if (!member) throw refuse(ErrorCodes.chatNotFound, CHAT_MESSAGES.notFound);
  return toConversation(member, blocked);
}

/**
 * A page of the caller's conversations: most recent first, or (with `search`) those whose other
 * person's first or last name starts with it, from the caller's own search entries.
 */
export async function list(
  actor: Actor,
  query: { cursor?: string; search?: string },
): Promise<{ conversations: Conversation[]; cursor: string | null }> {
  const callerId = actor.userId;
  const search = query.search?.trim();
  const members = db().entities.chatMember;
  // Which of the listed conversations are read-only: two Queries, beside the page's own read.
  const relations = Blocks.relations(callerId);
  relations.catch(() => undefined);
  const withState = async (found: MemberItem[]) => {
    const rel = await relations;
    return found.map((m) => toConversation(m, Blocks.stateIn(rel, m.otherUserId)));
  };
  if (search) {
    const page = await Search.find<object>(scopeOf(callerId), search, CONVERSATIONS_PAGE_SIZE, query.cursor);
    if (page.items.length === 0) return { conversations: [], cursor: page.cursor };
    const { data } = await members.get(page.items.map((i) => ({ userId: callerId, conversationId: i.refId }))).go();
    const byId = new Map(data.map((m) => [m.conversationId, m]));
    const found = page.items.flatMap((i) => {
      const m = byId.get(i.refId);
      return m ? [m] : [];
    });
    return { conversations: await withState(found), cursor: page.cursor };
  }
  const facets = { userId: callerId };
  const page = await members.query.byRecent(facets).go({
    order: 'desc',
    limit: CONVERSATIONS_PAGE_SIZE,
    cursor: query.cursor ? checkedCursor(query.cursor, members, 'byRecent', facets) : null,
  });
  return { conversations: await withState(page.data), cursor: page.cursor ?? null };
}
