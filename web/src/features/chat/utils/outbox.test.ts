import { describe, expect, it } from 'vitest';
import { createOutbox, flush, outboxKey, type OutboxEntry, type OutboxEvent, type OutboxStorage } from './outbox';

/** localStorage as a Map: what one tab writes, a reloaded tab (a new outbox on the same storage) reads. */
function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

class Offline extends Error {}
class Refused extends Error {}

/** A flush whose sends answer as `answer` says, noting what was sent and what happened. */
async function run(
  outbox: ReturnType<typeof createOutbox>,
  answer: (entry: OutboxEntry) => 'ok' | 'offline' | 'refused',
) {
  const sent: string[] = [];
  const events: string[] = [];
  const done = await flush(outbox, {
    send: async (entry) => {
      const outcome = answer(entry);
      if (outcome === 'offline') throw new Offline();
      if (outcome === 'refused') throw new Refused('That conversation is gone.');
      sent.push(entry.content);
      return { id: `id-${entry.clientId}` };
    },
    retryable: (err) => err instanceof Offline,
    describe: (err) => (err as Error).message,
    onEvent: (e: OutboxEvent<{ id: string }>) => events.push(`${e.type}:${e.entry.content}`),
  });
  return { done, sent, events };
}

describe('the chat outbox', () => {
  it('survives a reload: a new outbox on the same storage holds the same unsent messages, in order', () => {
    const storage = memoryStorage();
    const before = createOutbox(storage, 'me');
    before.add({ clientId: 'c1', conversationId: 'a_b', content: 'First', queuedAt: 1000 });
    before.add({ clientId: 'c2', conversationId: 'a_b', content: 'Second', queuedAt: 1000 });
    before.add({ clientId: 'c3', conversationId: 'a_c', content: 'Elsewhere', queuedAt: 900 });
    const after = createOutbox(storage, 'me');
    expect(after.list('a_b').map((e) => [e.clientId, e.content, e.status])).toEqual([
      ['c1', 'First', 'waiting'],
      ['c2', 'Second', 'waiting'],
    ]);
    expect(after.list().map((e) => e.clientId)).toEqual(['c1', 'c2', 'c3']);
    expect(createOutbox(storage, 'someone-else').list()).toEqual([]);
  });

  it('sends in order with each message’s client id, and empties itself', async () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage, 'me');
    for (const n of [1, 2, 3]) outbox.add({ clientId: `c${n}`, conversationId: 'a_b', content: `M${n}` });
    const ids: string[] = [];
    const { done, sent } = await run(outbox, (e) => (ids.push(e.clientId), 'ok'));
    expect(done).toBe(true);
    expect(sent).toEqual(['M1', 'M2', 'M3']);
    expect(ids).toEqual(['c1', 'c2', 'c3']);
    expect(outbox.list()).toEqual([]);
    expect(storage.data.has(outboxKey('me'))).toBe(false);
  });

  it('stops at the first send the connection fails, so nothing overtakes it, and goes on from there later', async () => {
    const outbox = createOutbox(memoryStorage(), 'me');
    for (const n of [1, 2, 3]) outbox.add({ clientId: `c${n}`, conversationId: 'a_b', content: `M${n}` });
    let online = true;
    const first = await run(outbox, (e) => (e.content === 'M2' && !online ? 'offline' : 'ok'));
    expect(first.done).toBe(true);
    expect(outbox.list()).toEqual([]);

    for (const n of [4, 5, 6]) outbox.add({ clientId: `c${n}`, conversationId: 'a_b', content: `M${n}` });
    online = false;
    const offline = await run(outbox, (e) => (online ? 'ok' : e.content === 'M4' ? 'ok' : 'offline'));
    expect(offline.done).toBe(false);
    expect(offline.sent).toEqual(['M4']);
    expect(offline.events).toEqual(['sending:M4', 'sent:M4', 'sending:M5', 'waiting:M5', 'waiting:M6']);
    expect(outbox.list().map((e) => e.content)).toEqual(['M5', 'M6']);

    online = true;
    const back = await run(outbox, () => 'ok');
    expect(back.sent).toEqual(['M5', 'M6']);
    expect(outbox.list()).toEqual([]);
  });

  it('marks a refused message failed with the reason and sends the rest; Retry puts it back in line', async () => {
    const outbox = createOutbox(memoryStorage(), 'me');
    for (const n of [1, 2]) outbox.add({ clientId: `c${n}`, conversationId: 'a_b', content: `M${n}` });
    const first = await run(outbox, (e) => (e.content === 'M1' ? 'refused' : 'ok'));
    expect(first.sent).toEqual(['M2']);
    expect(outbox.list()).toEqual([
      expect.objectContaining({ clientId: 'c1', status: 'failed', error: 'That conversation is gone.' }),
    ]);
    // A later flush leaves it alone until Retry.
    expect((await run(outbox, () => 'ok')).sent).toEqual([]);
    outbox.update('c1', { status: 'waiting', error: undefined });
    expect((await run(outbox, () => 'ok')).sent).toEqual(['M1']);
  });

  it('keeps working in memory where the storage is missing, refuses writes or holds garbage', async () => {
    const noStorage = createOutbox(null, 'me');
    noStorage.add({ clientId: 'c1', conversationId: 'a_b', content: 'Hi' });
    expect(noStorage.list()).toHaveLength(1);

    const full: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const quota = createOutbox(full, 'me');
    expect(() => quota.add({ clientId: 'c1', conversationId: 'a_b', content: 'Hi' })).not.toThrow();

    const storage = memoryStorage();
    storage.setItem(outboxKey('me'), '{not json');
    expect(createOutbox(storage, 'me').list()).toEqual([]);
    storage.setItem(
      outboxKey('me'),
      JSON.stringify([
        { clientId: 1 },
        { clientId: 'ok', conversationId: 'a_b', content: 'x', queuedAt: 1, status: 'waiting' },
      ]),
    );
    expect(
      createOutbox(storage, 'me')
        .list()
        .map((e) => e.clientId),
    ).toEqual(['ok']);
  });
});
