import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import * as Conversations from '@functions/core/chat/conversations';
import { SEND_RATE_LIMIT } from '@functions/core/chat/messages';
import * as Realtime from '@functions/core/realtime/realtime';
import { CHAT_MESSAGES } from '@shared/schemas/chat';
import { apiClient, expectOk, expectRefused, isOk } from '../support/api';
import { createPerson, type TestUser } from '../support/users';
import { actorOf } from '@functions/core/actor';

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

type Push = Record<string, unknown> & { type: string };

/** A signed-in tab's socket, collecting what the server pushes. */
async function openTab(
  user: TestUser,
): Promise<{ ws: WebSocket; pushes: Push[]; next: (type: string, timeoutMs?: number) => Promise<Push> }> {
  const ws = new WebSocket(`${endpoints.ws}?token=${encodeURIComponent(user.idToken)}`);
  const pushes: Push[] = [];
  const waiters: { type: string; resolve: (p: Push) => void }[] = [];
  ws.on('message', (data) => {
    const push = JSON.parse(data.toString()) as Push;
    const waiter = waiters.findIndex((w) => w.type === push.type);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(push);
    else pushes.push(push);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (type: string, timeoutMs = 5000) => {
    const queued = pushes.findIndex((p) => p.type === type);
    if (queued >= 0) return Promise.resolve(pushes.splice(queued, 1)[0]!);
    return new Promise<Push>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${type}' push within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ type, resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  };
  return { ws, pushes, next };
}

const send = (user: TestUser, conversationId: string, content: string, clientId: string = randomUUID()) =>
  callRoute('POST /conversations/{id}/messages', {
    params: { id: conversationId },
    token: user.idToken,
    body: { content, client_id: clientId },
  });

const start = (user: TestUser, other: TestUser) =>
  callRoute('POST /conversations', { token: user.idToken, body: { user_id: other.userId } });
/** The id of the pair's conversation, started by `user`. */
const conversationOf = async (user: TestUser, other: TestUser) =>
  (await callOk('POST /conversations', { token: user.idToken, body: { user_id: other.userId } })).id;

const notificationsOf = async (user: TestUser) =>
  (await callOk('GET /notifications/{id}', { params: { id: user.userId }, token: user.idToken })).notifications as {
    type: string;
    message: string;
    link: string;
  }[];

describe('CraftiChat', () => {
  let artist: TestUser;
  let client: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [artist, client, stranger] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'chat-artist', firstname: 'Rosario', lastname: 'Magbanua' }),
      createPerson({ role: 'Client', prefix: 'chat-client', firstname: 'Ligaya', lastname: 'Santos' }),
      createPerson({ role: 'Client', prefix: 'chat-stranger', firstname: 'Third', lastname: 'Wheel' }),
    ]);
  });

  it('gives a pair one conversation, however many start it at once from either side', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'chat-race-a', firstname: 'Race', lastname: 'Artist' }),
      createPerson({ role: 'Client', prefix: 'chat-race-b', firstname: 'Race', lastname: 'Client' }),
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? start(a, b) : start(b, a))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => (r.ok ? r.body.id : r.status))).size).toBe(1);
    const [user1, user2] = [a.userId, b.userId].sort();
    expect(answers[0]!.body).toMatchObject({ user1_id: user1, user2_id: user2 });
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = await callOk('GET /conversations', { token: me.idToken });
      expect(list.conversations).toHaveLength(1);
      expect(list.conversations[0]).toMatchObject({
        other: { user_id: other.userId, firstname: 'Race' },
        unread: 0,
        last_message: null,
      });
    }
  });

  it('refuses yourself and people who do not exist', async () => {
    expect(
      (await callRoute('POST /conversations', { token: client.idToken, body: { user_id: client.userId } })).body,
    ).toMatchObject({ message: CHAT_MESSAGES.self });
    expect(
      (await callRoute('POST /conversations', { token: client.idToken, body: { user_id: randomUUID() } })).status,
    ).toBe(404);
  });

  it('lets only its two people read or write a conversation: 403 for a third on every chat route, guessed ids included', async () => {
    const id = await conversationOf(client, artist);
    expect((await send(client, id, 'Private words')).status).toBe(201);
    const path = `/conversations/${encodeURIComponent(id)}`;
    const tries = [
      ['GET', path, undefined],
      ['GET', `${path}/messages`, undefined],
      ['GET', `${path}/messages?after=00000000000000000000000000`, undefined],
      ['POST', `${path}/messages`, { content: 'let me in', client_id: randomUUID() }],
      ['PUT', `${path}/read`, undefined],
      ['GET', `/messages/count/${client.userId}`, undefined],
      // Guessing: the pair's id the other way round, and made-up ones.
      ['GET', `/conversations/${encodeURIComponent(`${artist.userId}_${client.userId}`)}/messages`, undefined],
      ['GET', `/conversations/${encodeURIComponent(`${client.userId}_zzzz`)}/messages`, undefined],
      ['GET', '/conversations/not-a-conversation/messages', undefined],
    ] as const;
    for (const [method, target, body] of tries) {
      const answer = await call(method, target, { token: stranger.idToken, body });
      expect(answer.status, `${method} ${target}`).toBe(403);
    }
    const theirs = await callOk('GET /conversations', { token: stranger.idToken });
    expect(theirs.conversations.map((c) => c.id)).not.toContain(id);
    // Nothing the stranger tried reached the conversation.
    const history = await callOk('GET /conversations/{id}/messages', { params: { id }, token: artist.idToken });
    expect(history.messages.map((m) => m.content)).toEqual(['Private words']);
  });

  it('stores a retried send once: the same client id answers the same message', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-idem-a' }),
      createPerson({ role: 'Artist', prefix: 'chat-idem-b' }),
    ]);
    const id = await conversationOf(a, b);
    const clientId = randomUUID();
    const answers = await Promise.all([
      send(a, id, 'Only once', clientId),
      send(a, id, 'Only once', clientId),
      send(a, id, 'Only once', clientId),
    ]);
    const stored = answers.filter(isOk);
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((r) => r.body.id)).size).toBe(1);
    const again = await send(a, id, 'Only once', clientId);
    expectOk(again);
    expect(again.body.id).toBe(stored[0]!.body.id);
    const history = await callOk('GET /conversations/{id}/messages', { params: { id }, token: b.idToken });
    expect(history.messages).toHaveLength(1);
    expect(
      (await callOk('GET /messages/count/{userId}', { params: { userId: b.userId }, token: b.idToken })).count,
    ).toBe(1);
  });

  it('catches up after an id: exactly the later messages, in order; history pages go back in time', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-catch-a' }),
      createPerson({ role: 'Artist', prefix: 'chat-catch-b' }),
    ]);
    const id = await conversationOf(a, b);
    const sent: string[] = [];
    for (let i = 1; i <= 35; i++) {
      const r = await send(i % 3 === 0 ? b : a, id, `Message ${i}`);
      expectOk(r);
      sent.push(r.body.id);
    }
    const after = await callOk('GET /conversations/{id}/messages', {
      params: { id },
      query: { after: sent[29] },
      token: b.idToken,
    });
    expect(after.messages.map((m) => m.content)).toEqual([
      'Message 31',
      'Message 32',
      'Message 33',
      'Message 34',
      'Message 35',
    ]);
    expect(after.cursor).toBeNull();

    const newest = await callOk('GET /conversations/{id}/messages', { params: { id }, token: b.idToken });
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages[0]!.content).toBe('Message 6');
    expect(newest.messages.at(-1)!.content).toBe('Message 35');
    const older = await callOk('GET /conversations/{id}/messages', {
      params: { id },
      query: { cursor: newest.cursor! },
      token: b.idToken,
    });
    expect(older.messages.map((m) => m.content)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    // A cursor of another conversation is refused, not followed.
    const other = await conversationOf(a, client);
    expect(
      (
        await callRoute('GET /conversations/{id}/messages', {
          params: { id: other },
          query: { cursor: newest.cursor! },
          token: a.idToken,
        })
      ).status,
    ).toBe(400);
  });

  it('pushes a message to every tab of both people, counts it unread for the reader until read, and tells the sender it was seen', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-live-a', firstname: 'Amihan', lastname: 'Reyes' }),
      createPerson({ role: 'Artist', prefix: 'chat-live-b', firstname: 'Bagwis', lastname: 'Cruz' }),
    ]);
    const id = await conversationOf(a, b);
    const [aTab, bTab1, bTab2] = await Promise.all([openTab(a), openTab(b), openTab(b)]);
    try {
      const sent = await send(a, id, '  Hello from Amihan  ');
      expectOk(sent);
      expect(sent.body).toMatchObject({ content: 'Hello from Amihan', sender_id: a.userId, delivered: true });
      const [own, first, second] = await Promise.all([
        aTab.next('chat-message'),
        bTab1.next('chat-message'),
        bTab2.next('chat-message'),
      ]);
      for (const push of [own, first, second])
        expect(push.message).toMatchObject({ id: sent.body.id, content: 'Hello from Amihan' });
      expect(first.unread_total).toBe(1);
      expect(own.unread_total).toBe(0);

      const list = await callOk('GET /conversations', { token: b.idToken });
      expect(list.conversations[0]).toMatchObject({
        id,
        unread: 1,
        last_message: 'Hello from Amihan',
        last_sender_id: a.userId,
      });
      expect(
        (await callOk('GET /messages/count/{userId}', { params: { userId: b.userId }, token: b.idToken })).count,
      ).toBe(1);
      // B's tabs were open: no notification for a live chat.
      expect((await notificationsOf(b)).filter((n) => n.type === 'message')).toEqual([]);

      const read = await callOk('PUT /conversations/{id}/read', { params: { id }, token: b.idToken });
      expect(read).toEqual({ read_up_to: sent.body.id, unread_total: 0 });
      const [seen, ownRead] = await Promise.all([aTab.next('chat-read'), bTab2.next('chat-read')]);
      expect(seen).toMatchObject({ conversation_id: id, reader_id: b.userId, read_up_to: sent.body.id });
      expect(ownRead).toMatchObject({ unread_total: 0 });
      expect(
        (await callOk('GET /messages/count/{userId}', { params: { userId: b.userId }, token: b.idToken })).count,
      ).toBe(0);
      const history = await callOk('GET /conversations/{id}/messages', { params: { id }, token: a.idToken });
      expect(history.other_read_up_to).toBe(sent.body.id);
    } finally {
      for (const tab of [aTab, bTab1, bTab2]) tab.ws.close();
    }
  });

  it('notifies a recipient with no open tab, naming the sender and linking the conversation', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-off-a', firstname: 'Dalisay', lastname: 'Ramos' }),
      createPerson({ role: 'Artist', prefix: 'chat-off-b' }),
    ]);
    const id = await conversationOf(a, b);
    const sent = await send(a, id, 'Are you there?');
    expectOk(sent);
    expect(sent.body.delivered).toBe(false);
    const notes = (await notificationsOf(b)).filter((n) => n.type === 'message');
    expect(notes).toEqual([
      expect.objectContaining({
        message: 'New message from Dalisay Ramos',
        link: `/messages?c=${encodeURIComponent(id)}`,
      }),
    ]);
  });

  it('forgets connections API Gateway reports gone (410), and notifies their person instead', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-gone-a', firstname: 'Gone', lastname: 'Sender' }),
      createPerson({ role: 'Artist', prefix: 'chat-gone-b' }),
    ]);
    const id = await conversationOf(a, b);
    // Two tabs that closed without a goodbye: their records remain, the gateway no longer knows them.
    const stale = [`stale-${randomUUID()}`, `stale-${randomUUID()}`];
    for (const connectionId of stale) expect(await Realtime.open(connectionId, b.userId)).toBe(true);
    const sent = await send(a, id, 'Into the void');
    expectOk(sent);
    expect(sent.body.delivered).toBe(false);
    for (const connectionId of stale) expect(await Realtime.find(connectionId)).toBeNull();
    expect(await Realtime.connectionsOf(b.userId)).toEqual([]);
    expect((await notificationsOf(b)).map((n) => n.message)).toContain('New message from Gone Sender');
  });

  it('finds conversations by the start of the other person’s first or last name, ignoring case', async () => {
    const me = await createPerson({ role: 'Client', prefix: 'chat-search-me' });
    const others = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'chat-search-1', firstname: 'Maria', lastname: 'Dizon' }),
      createPerson({ role: 'Artist', prefix: 'chat-search-2', firstname: 'Mario', lastname: 'Ocampo' }),
      createPerson({ role: 'Artist', prefix: 'chat-search-3', firstname: 'Jose', lastname: 'Marquez' }),
    ]);
    for (const other of others) await Conversations.start(actorOf(me.userId), other.userId);
    const names = async (search: string) =>
      (await callOk('GET /conversations', { query: { search }, token: me.idToken })).conversations
        .map((c) => c.other.firstname)
        .sort();
    expect(await names('MAR')).toEqual(['Jose', 'Maria', 'Mario']);
    expect(await names('dizon')).toEqual(['Maria']);
    expect(await names('maria d')).toEqual(['Maria']);
    expect(await names('zzz')).toEqual([]);
    // The search is the caller's own: someone else's conversations with these people do not show.
    expect(
      (await callOk('GET /conversations', { query: { search: 'mar' }, token: stranger.idToken })).conversations,
    ).toEqual([]);
  });

  it('refuses an empty or overlong message with the spec’s words, and a flood with a clear one', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-rules-a' }),
      createPerson({ role: 'Artist', prefix: 'chat-rules-b' }),
    ]);
    const id = await conversationOf(a, b);
    const empty = await send(a, id, '   ');
    expectRefused(empty, 400);
    expect(empty.body.message).toContain(CHAT_MESSAGES.empty);
    expect((await send(a, id, 'x'.repeat(2001))).status).toBe(400);
    // The limit counts in fixed windows (functions/core/rate-limit): a flood that straddled a
    // window's end would be two half-floods. Start it with most of a window ahead.
    const windowMs = SEND_RATE_LIMIT.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < windowMs / 2) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await send(a, id, `flood ${i}`));
    expect(answers.slice(0, 30).every((r) => r.status === 201)).toBe(true);
    expect(answers[30]).toMatchObject({ status: 429, body: { message: CHAT_MESSAGES.tooFast } });
  }, 90_000);

  it('takes sends over the WebSocket too, acknowledging on the sending socket', async () => {
    const [a, b] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'chat-ws-a' }),
      createPerson({ role: 'Artist', prefix: 'chat-ws-b' }),
    ]);
    const id = await conversationOf(a, b);
    const [aTab, bTab] = await Promise.all([openTab(a), openTab(b)]);
    try {
      const clientId = randomUUID();
      aTab.ws.send(
        JSON.stringify({ action: 'send', conversation_id: id, client_id: clientId, content: 'Over the socket' }),
      );
      const [ack, arrived] = await Promise.all([aTab.next('chat-ack'), bTab.next('chat-message')]);
      expect(ack).toMatchObject({ client_id: clientId, delivered: true, message: { content: 'Over the socket' } });
      expect(arrived.message).toMatchObject({ id: (ack.message as { id: string }).id });
      aTab.ws.send(
        JSON.stringify({
          action: 'send',
          conversation_id: `${b.userId}_${randomUUID()}`,
          client_id: randomUUID(),
          content: 'Not mine',
        }),
      );
      expect(await aTab.next('chat-error')).toMatchObject({ status: 403, message: CHAT_MESSAGES.notYours });
    } finally {
      aTab.ws.close();
      bTab.ws.close();
    }
  });
});
