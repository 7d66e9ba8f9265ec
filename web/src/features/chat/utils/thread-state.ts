import type { ChatMessage } from '@shared/schemas/chat';

/**
 * One open conversation as the tab holds it: the messages it has (unique by id, oldest first, from
 * whatever source: the first page, older pages, live pushes, a catch-up, a send's answer), the
 * sends still on their way, and what the other person has read. Pure, so the merging that keeps a
 * reconnect from losing or doubling messages is tested without a browser.
 */

export interface PendingSend {
  clientId: string;
  content: string;
  /** `waiting`: kept in the outbox until the connection is back; `failed`: refused (Retry or Discard). */
  status: 'sending' | 'waiting' | 'failed';
  error?: string;
}

export interface ThreadState {
  status: 'loading' | 'ready' | 'failed';
  messages: ChatMessage[];
  pending: PendingSend[];
  /** Own messages known to have reached a tab of the other person. */
  delivered: string[];
  /** The page before the oldest message held; null once the start is reached. */
  olderCursor: string | null;
  otherReadUpTo: string | null;
  /**
   * The newest id the tab has from the conversation's own feed (a page, a live push, a
   * catch-up): everything before it is held. A send's answer does not move it — a message sent
   * over HTTP while the socket was away is newer than the pushes the tab missed meanwhile — so a
   * catch-up after a reconnect asks from here.
   */
  syncedUpTo: string | null;
}

export const initialThread: ThreadState = {
  status: 'loading',
  messages: [],
  pending: [],
  delivered: [],
  olderCursor: null,
  otherReadUpTo: null,
  syncedUpTo: null,
};

export type ThreadAction =
  | { type: 'loaded'; messages: ChatMessage[]; cursor: string | null; otherReadUpTo: string | null }
  | { type: 'loadFailed' }
  | { type: 'older'; messages: ChatMessage[]; cursor: string | null }
  /** `fromSend`: the answer to this tab's own send (HTTP or the socket's ack), not the feed. */
  | { type: 'arrived'; messages: ChatMessage[]; delivered?: boolean; fromSend?: boolean }
  | { type: 'sending'; clientId: string; content: string }
  /** Not sent for want of a connection: it stays in the outbox and goes when the connection is back. */
  | { type: 'sendWaiting'; clientId: string; content: string }
  | { type: 'sendFailed'; clientId: string; error: string; content?: string }
  /** The sends of the outbox the tab did not know of (after a reload), in their order. */
  | { type: 'queued'; sends: PendingSend[] }
  | { type: 'discarded'; clientId: string }
  | { type: 'read'; readUpTo: string | null };

/** `held` and `incoming` as one list: unique by id, in id (time) order. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((m) => [m.id, m]));
  let added = false;
  for (const m of incoming) {
    if (!byId.has(m.id)) {
      byId.set(m.id, m);
      added = true;
    }
  }
  if (!added) return held;
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const laterOf = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const newestOf = (held: string | null, messages: ChatMessage[]) =>
  messages.reduce<string | null>((newest, m) => laterOf(newest, m.id), held);

/**
 * `send` in the pending list: in its place when already there (a retry keeps its turn), else last.
 * A send whose message is already held (its answer came first) is not shown again.
 */
function withPending(state: ThreadState, send: PendingSend): PendingSend[] {
  if (state.pending.some((p) => p.clientId === send.clientId))
    return state.pending.map((p) => (p.clientId === send.clientId ? send : p));
  if (state.messages.some((m) => m.client_id === send.clientId)) return state.pending;
  return [...state.pending, send];
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        messages: mergeMessages(state.messages, action.messages),
        olderCursor: action.cursor,
        otherReadUpTo: laterOf(state.otherReadUpTo, action.otherReadUpTo),
        syncedUpTo: newestOf(state.syncedUpTo, action.messages),
      };
    case 'loadFailed':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'failed' };
    case 'older':
      return { ...state, messages: mergeMessages(state.messages, action.messages), olderCursor: action.cursor };
    case 'arrived': {
      const clientIds = new Set(action.messages.map((m) => m.client_id).filter(Boolean));
      const delivered = action.delivered ? [...state.delivered, ...action.messages.map((m) => m.id)] : state.delivered;
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        pending: state.pending.filter((p) => !clientIds.has(p.clientId)),
        delivered,
        syncedUpTo: action.fromSend ? state.syncedUpTo : newestOf(state.syncedUpTo, action.messages),
      };
    }
    case 'sending':
      return {
        ...state,
        pending: withPending(state, { clientId: action.clientId, content: action.content, status: 'sending' }),
      };
    case 'sendWaiting':
      return {
        ...state,
        pending: withPending(state, { clientId: action.clientId, content: action.content, status: 'waiting' }),
      };
    case 'sendFailed': {
      const held = state.pending.find((p) => p.clientId === action.clientId);
      const content = held?.content ?? action.content;
      if (content === undefined) return state;
      return {
        ...state,
        pending: withPending(state, { clientId: action.clientId, content, status: 'failed', error: action.error }),
      };
    }
    case 'queued': {
      const known = new Set([...state.pending.map((p) => p.clientId), ...state.messages.map((m) => m.client_id)]);
      const fresh = action.sends.filter((p) => !known.has(p.clientId));
      return fresh.length === 0 ? state : { ...state, pending: [...state.pending, ...fresh] };
    }
    case 'discarded':
      return { ...state, pending: state.pending.filter((p) => p.clientId !== action.clientId) };
    case 'read':
      return { ...state, otherReadUpTo: laterOf(state.otherReadUpTo, action.readUpTo) };
  }
}

export type OwnStatus = 'Seen' | 'Delivered' | 'Sent';

/** What the last message of mine shows under it. */
export function statusOf(state: ThreadState, message: ChatMessage): OwnStatus {
  if (state.otherReadUpTo !== null && state.otherReadUpTo >= message.id) return 'Seen';
  return state.delivered.includes(message.id) ? 'Delivered' : 'Sent';
}
