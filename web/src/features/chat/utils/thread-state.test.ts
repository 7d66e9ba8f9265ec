import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { initialThread, mergeMessages, statusOf, threadReducer, type ThreadState } from './thread-state';

const msg = (n: number, sender = 'them', clientId: string | null = null): ChatMessage => ({
  id: `01JD${String(n).padStart(22, '0')}`,
  conversation_id: 'a_b',
  sender_id: sender,
  content: `Message ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 23, 12, 0, n)).toISOString(),
  client_id: clientId,
});

const contents = (s: ThreadState) => s.messages.map((m) => m.content);

describe('a conversation as the tab holds it', () => {
  it('shows each message once and in order, whether it came live, in a catch-up or both', () => {
    let state = threadReducer(initialThread, {
      type: 'loaded',
      messages: [msg(1), msg(2)],
      cursor: null,
      otherReadUpTo: null,
    });
    state = threadReducer(state, { type: 'arrived', messages: [msg(4)] });
    // The catch-up after a reconnect overlaps what came live, and fills the gap.
    state = threadReducer(state, { type: 'arrived', messages: [msg(2), msg(3), msg(4), msg(5)] });
    expect(contents(state)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it('catches up from the last message of the feed, not from an own send answered while the socket was away', () => {
    let state = threadReducer(initialThread, {
      type: 'loaded',
      messages: [msg(1), msg(2)],
      cursor: null,
      otherReadUpTo: null,
    });
    state = threadReducer(state, { type: 'arrived', messages: [msg(3)] });
    expect(state.syncedUpTo).toBe(msg(3).id);
    // Socket away: messages 4 to 9 are pushed to nobody; the tab's own send goes over HTTP and is stored as 10.
    state = threadReducer(state, { type: 'arrived', messages: [msg(10, 'me', 'k')], fromSend: true });
    expect(state.syncedUpTo).toBe(msg(3).id);
    // Its own push (or a catch-up) is the feed again.
    state = threadReducer(state, { type: 'arrived', messages: [msg(4), msg(10, 'me', 'k')] });
    expect(state.syncedUpTo).toBe(msg(10).id);
  });

  it('puts older pages before what it holds', () => {
    let state = threadReducer(initialThread, {
      type: 'loaded',
      messages: [msg(31), msg(32)],
      cursor: 'older',
      otherReadUpTo: null,
    });
    state = threadReducer(state, { type: 'older', messages: [msg(29), msg(30)], cursor: null });
    expect(contents(state)).toEqual(['Message 29', 'Message 30', 'Message 31', 'Message 32']);
    expect(state.olderCursor).toBeNull();
  });

  it('replaces a send on its way with the stored message, once, whichever comes first: the push or the answer', () => {
    let state = threadReducer(initialThread, { type: 'loaded', messages: [], cursor: null, otherReadUpTo: null });
    state = threadReducer(state, { type: 'sending', clientId: 'c-1', content: 'Hello' });
    expect(state.pending).toEqual([{ clientId: 'c-1', content: 'Hello', status: 'sending' }]);
    const stored = { ...msg(7, 'me', 'c-1'), content: 'Hello' };
    state = threadReducer(state, { type: 'arrived', messages: [stored] });
    state = threadReducer(state, { type: 'arrived', messages: [stored], delivered: true });
    expect(state.pending).toEqual([]);
    expect(contents(state)).toEqual(['Hello']);
    expect(statusOf(state, stored)).toBe('Delivered');
  });

  it('keeps a failed send to try again, and says Seen once the other person read that far', () => {
    let state = threadReducer(initialThread, { type: 'sending', clientId: 'c-2', content: 'Hi' });
    state = threadReducer(state, { type: 'sendFailed', clientId: 'c-2', error: 'Failed to send message' });
    expect(state.pending[0]).toMatchObject({ status: 'failed', error: 'Failed to send message' });
    const mine = msg(9, 'me');
    state = threadReducer(state, { type: 'arrived', messages: [mine] });
    expect(statusOf(state, mine)).toBe('Sent');
    state = threadReducer(state, { type: 'read', readUpTo: mine.id });
    state = threadReducer(state, { type: 'read', readUpTo: msg(3).id });
    expect(statusOf(state, mine)).toBe('Seen');
  });

  it('returns the same list when nothing new came (no needless render)', () => {
    const held = [msg(1), msg(2)];
    expect(mergeMessages(held, [msg(2)])).toBe(held);
  });

  it('shows the outbox’s unsent messages after a reload, in order, each with its state, and keeps a retry in its place', () => {
    let state = threadReducer(initialThread, { type: 'loaded', messages: [msg(1)], cursor: null, otherReadUpTo: null });
    state = threadReducer(state, {
      type: 'queued',
      sends: [
        { clientId: 'c-1', content: 'One', status: 'waiting' },
        { clientId: 'c-2', content: 'Two', status: 'failed', error: 'Failed to send message' },
        { clientId: 'c-3', content: 'Three', status: 'waiting' },
      ],
    });
    expect(state.pending.map((p) => [p.content, p.status])).toEqual([
      ['One', 'waiting'],
      ['Two', 'failed'],
      ['Three', 'waiting'],
    ]);
    state = threadReducer(state, { type: 'sending', clientId: 'c-2', content: 'Two' });
    expect(state.pending.map((p) => p.content)).toEqual(['One', 'Two', 'Three']);
    // The same outbox read again (another mount) adds nothing; a stored one is not shown as pending.
    state = threadReducer(state, {
      type: 'arrived',
      messages: [{ ...msg(5, 'me', 'c-1'), content: 'One' }],
      fromSend: true,
    });
    state = threadReducer(state, {
      type: 'queued',
      sends: [
        { clientId: 'c-1', content: 'One', status: 'waiting' },
        { clientId: 'c-3', content: 'Three', status: 'waiting' },
      ],
    });
    expect(state.pending.map((p) => p.content)).toEqual(['Two', 'Three']);
    state = threadReducer(state, { type: 'sendWaiting', clientId: 'c-1', content: 'One' });
    expect(state.pending.map((p) => p.content)).toEqual(['Two', 'Three']);
    state = threadReducer(state, { type: 'discarded', clientId: 'c-2' });
    expect(state.pending.map((p) => p.content)).toEqual(['Three']);
  });
});
