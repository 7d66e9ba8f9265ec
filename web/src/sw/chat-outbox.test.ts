import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../features/chat/utils/outbox';
import { expiryOf, keepHanded, sendHanded, type HandedOutbox, type HandedStore } from './chat-outbox';

/**
 * The worker's sending of a tab's chat outbox (./chat-outbox.ts), with its store in a Map and the
 * network a mock: what it sends, in what order, what it keeps for later and what it leaves to the
 * tab. The browser walk (a tab closed, the worker sending) is tests/e2e/pwa.spec.ts.
 */

const NOW = Date.parse('2026-11-29T08:00:00Z');
const jwt = (expMs: number) =>
  `h.${btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(expMs / 1000) })).replace(/=+$/, '')}.sig`;

function mapStore(): HandedStore & { map: Map<string, HandedOutbox> } {
  const map = new Map<string, HandedOutbox>();
  return {
    map,
    all: async () => [...map.values()].map((o) => structuredClone(o)),
    put: async (o) => void map.set(o.userId, structuredClone(o)),
    delete: async (userId) => void map.delete(userId),
    clear: async () => map.clear(),
  };
}

const entry = (n: number, status: OutboxEntry['status'] = 'waiting'): OutboxEntry => ({
  clientId: `c${n}`,
  conversationId: 'u1#u2',
  content: `Message ${n}`,
  queuedAt: NOW - 1000 + n,
  status,
});

const handed = (entries: OutboxEntry[], token = jwt(NOW + 3600_000)): HandedOutbox => ({
  userId: 'u1',
  entries,
  token,
  apiUrl: 'https://api.crafti.test/',
});

/** The API: answers each send with `answer(body)` (an Error: no answer at all). */
function api(answer: (body: { content: string; client_id: string }) => number | Error = () => 201) {
  const sent: { url: string; auth: string | null; body: { content: string; client_id: string } }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body)) as { content: string; client_id: string };
    const outcome = answer(body);
    if (outcome instanceof Error) throw outcome;
    sent.push({ url: String(url), auth: new Headers(init!.headers).get('authorization'), body });
    return new Response(JSON.stringify({ error: 'x', message: 'No' }), { status: outcome });
  });
  return { sent, fetchFn: fetchFn as unknown as typeof fetch };
}

describe("the worker's chat outbox", () => {
  it('keeps an outbox with something waiting and forgets one without, token and all', async () => {
    const store = mapStore();
    expect(await keepHanded(store, handed([entry(1)]))).toBe(true);
    expect(store.map.get('u1')?.entries).toHaveLength(1);
    expect(await keepHanded(store, handed([entry(1, 'failed')]))).toBe(false);
    expect(store.map.size).toBe(0);
  });

  it('sends the waiting messages oldest first, as the person, each with its client id, and forgets them once taken', async () => {
    const store = mapStore();
    await keepHanded(store, handed([entry(2), entry(1)]));
    const { sent, fetchFn } = api();
    const result = await sendHanded(store, fetchFn, () => NOW);
    expect(sent.map((s) => s.body)).toEqual([
      { content: 'Message 1', client_id: 'c1' },
      { content: 'Message 2', client_id: 'c2' },
    ]);
    expect(sent[0]!.url).toBe('https://api.crafti.test/conversations/u1%23u2/messages');
    expect(sent[0]!.auth).toBe(`Bearer ${handed([]).token}`);
    expect(result).toEqual({ sent: new Map([['u1', ['c1', 'c2']]]), again: false });
    expect(store.map.size).toBe(0);
  });

  it('stops at a message the connection failed, keeps it and what comes after, and asks to be run again', async () => {
    const store = mapStore();
    await keepHanded(store, handed([entry(1), entry(2), entry(3)]));
    const { sent, fetchFn } = api((b) => (b.client_id === 'c2' ? new TypeError('Failed to fetch') : 201));
    const result = await sendHanded(store, fetchFn, () => NOW);
    expect(sent.map((s) => s.body.client_id)).toEqual(['c1']);
    expect(result.again).toBe(true);
    expect(store.map.get('u1')!.entries.map((e) => [e.clientId, e.status])).toEqual([
      ['c2', 'waiting'],
      ['c3', 'waiting'],
    ]);
  });

  it('tries a message the server failed (5xx) or the session refused (401) again later', async () => {
    for (const status of [503, 401]) {
      const store = mapStore();
      await keepHanded(store, handed([entry(1)]));
      const result = await sendHanded(store, api(() => status).fetchFn, () => NOW);
      expect(result.again).toBe(true);
      expect(store.map.get('u1')!.entries[0]!.status).toBe('waiting');
    }
  });

  it('leaves a refused message to the tab (not sent again by the worker) and sends the rest', async () => {
    const store = mapStore();
    await keepHanded(store, handed([entry(1), entry(2)]));
    const { sent, fetchFn } = api((b) => (b.client_id === 'c1' ? 403 : 201));
    const result = await sendHanded(store, fetchFn, () => NOW);
    expect(sent.map((s) => s.body.client_id)).toEqual(['c1', 'c2']);
    expect(result).toEqual({ sent: new Map([['u1', ['c2']]]), again: false });
    // Nothing waits: the worker forgets it; the tab's own copy sends it and shows the refusal.
    expect(store.map.size).toBe(0);
    expect((await sendHanded(store, fetchFn, () => NOW)).sent.size).toBe(0);
  });

  it('sends nothing with a token that has ended (or is about to): the next tab sends it with a renewed session', async () => {
    const store = mapStore();
    await keepHanded(store, handed([entry(1)], jwt(NOW + 10_000)));
    const { sent, fetchFn } = api();
    expect(await sendHanded(store, fetchFn, () => NOW)).toEqual({ sent: new Map(), again: false });
    expect(sent).toHaveLength(0);
    expect(store.map.get('u1')!.entries).toHaveLength(1);
    expect(expiryOf('not a token')).toBe(0);
  });

  it('keeps a message a tab handed while the worker was sending', async () => {
    const store = mapStore();
    await keepHanded(store, handed([entry(1)]));
    const { fetchFn } = api((b) => {
      // The tab hands its newer list (with message 2) while message 1 is on its way.
      if (b.client_id === 'c1') void keepHanded(store, handed([entry(1), entry(2, 'waiting')]));
      return 201;
    });
    await sendHanded(store, fetchFn, () => NOW);
    expect(store.map.get('u1')!.entries.map((e) => e.clientId)).toEqual(['c2']);
  });
});
