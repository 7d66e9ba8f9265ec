import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { randomUUID } from 'node:crypto';
import * as Realtime from '@functions/core/realtime/realtime';
import { db } from '@functions/core/db/service';
import { craftIdToken } from '../support/tokens';
import { createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { MAX_CONNECTIONS_PER_USER } = Realtime;

function open(query: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${endpoints.ws}${query}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The handshake's outcome: an open socket, or the status it was refused with. */
function attempt(query: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${endpoints.ws}${query}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', reject);
  });
}

function closed(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve())));
}

function nextMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
}

describe('the local WebSocket API', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser({ role: 'Client', prefix: 'ws' });
  });

  it('answers ping with pong through @connections on a connection opened with a valid token', async () => {
    const ws = await open(`?token=${encodeURIComponent(user.idToken)}`);
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ action: 'ping', id: 'p-1' }));
    expect(await reply).toMatchObject({ type: 'pong', id: 'p-1', at: expect.any(String) });
    ws.close();
  });

  it('answers hello with the badge counts now and which differ from what the tab shows', async () => {
    const Counters = await import('@functions/core/counters/counters');
    await Counters.addNow(Counters.names.unreadNotifications(user.userId), 2);
    const ws = await open(`?token=${encodeURIComponent(user.idToken)}`);
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ action: 'hello', counts: { cart: 0, notifications: 0, messages: -1 } }));
    expect(await reply).toMatchObject({
      type: 'hello',
      counts: { cart: 0, notifications: 2, messages: 0 },
      changed: ['notifications', 'messages'],
    });
    const again = nextMessage(ws);
    ws.send(JSON.stringify({ action: 'hello', counts: { cart: 0, notifications: 2, messages: 0 } }));
    expect(await again).toMatchObject({ type: 'hello', changed: [] });
    ws.close();
  });

  it('reports a malformed message instead of dropping it silently', async () => {
    const ws = await open(`?token=${encodeURIComponent(user.idToken)}`);
    const reply = nextMessage(ws);
    ws.send('not json');
    expect(await reply).toMatchObject({ type: 'error' });
    ws.close();
  });

  it('refuses the handshake without a token or with a forged one', async () => {
    await expect(open('')).rejects.toThrow('401');
    const forged = await craftIdToken({
      issuer: endpoints.issuer,
      audience: endpoints.userPoolClientId,
      sub: user.userId,
      expiresInSeconds: 3600,
      key: 'forged',
    });
    await expect(open(`?token=${encodeURIComponent(forged)}`)).rejects.toThrow('401');
  });

  it('answers GoneException through the management API for a closed connection', async () => {
    const client = new ApiGatewayManagementApiClient({ endpoint: process.env.WS_CALLBACK_URL });
    await expect(
      client.send(
        new PostToConnectionCommand({ ConnectionId: 'no-such-connection', Data: new TextEncoder().encode('{}') }),
      ),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it("pushes a message to every open connection of a user, and to nobody else's", async () => {
    const someoneElse = await createUser({ role: 'Client', prefix: 'ws-other' });
    const [tab1, tab2, other] = await Promise.all([
      open(`?token=${encodeURIComponent(user.idToken)}`),
      open(`?token=${encodeURIComponent(user.idToken)}`),
      open(`?token=${encodeURIComponent(someoneElse.idToken)}`),
    ]);
    const received: unknown[] = [];
    other.on('message', (data) => received.push(JSON.parse(data.toString())));
    const both = Promise.all([nextMessage(tab1), nextMessage(tab2)]);
    expect(
      await Realtime.pushToUser(user.userId, { type: 'pong', id: 'to-all-tabs', at: 'now' }),
    ).toBeGreaterThanOrEqual(2);
    expect(await both).toEqual([
      { type: 'pong', id: 'to-all-tabs', at: 'now' },
      { type: 'pong', id: 'to-all-tabs', at: 'now' },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
    for (const ws of [tab1, tab2, other]) ws.close();
  });

  describe(`the cap of ${MAX_CONNECTIONS_PER_USER} sockets per person`, () => {
    const query = (u: TestUser) => `?token=${encodeURIComponent(u.idToken)}`;
    const openSockets = (results: (WebSocket | number)[]) =>
      results.filter((r): r is WebSocket => r instanceof WebSocket);

    it('holds under concurrent handshakes with one token, and frees a place with each close', async () => {
      const person = await createUser({ role: 'Client', prefix: 'ws-cap-race' });
      const results = await Promise.all(Array.from({ length: 25 }, () => attempt(query(person))));
      const opened = openSockets(results);
      try {
        expect(opened).toHaveLength(MAX_CONNECTIONS_PER_USER);
        expect(results.filter((r) => r === 429)).toHaveLength(25 - MAX_CONNECTIONS_PER_USER);
        expect(await Realtime.connectionsOf(person.userId)).toHaveLength(MAX_CONNECTIONS_PER_USER);
        // Every close ($disconnect) counts down: all of them closed, a full set opens again, at once.
        await Promise.all(opened.map((ws) => Promise.all([closed(ws), ws.close()])));
        await expect.poll(async () => (await Realtime.connectionsOf(person.userId)).length).toBe(0);
        const again = await Promise.all(Array.from({ length: 12 }, () => attempt(query(person))));
        opened.splice(0, opened.length, ...openSockets(again));
        expect(opened).toHaveLength(MAX_CONNECTIONS_PER_USER);
        expect(again.filter((r) => r === 429)).toHaveLength(2);
      } finally {
        for (const ws of opened) ws.close();
      }
    });

    it('counts down for connections reaped as gone (410) and for records past their expiry', async () => {
      const person = await createUser({ role: 'Client', prefix: 'ws-cap-stale' });
      // Tabs that closed without a goodbye fill the cap; a push finds them gone and forgets them.
      const gone = Array.from({ length: MAX_CONNECTIONS_PER_USER }, () => `stale-${randomUUID()}`);
      for (const id of gone) expect(await Realtime.open(id, person.userId)).toBe(true);
      expect(await attempt(query(person))).toBe(429);
      expect(await Realtime.pushToUser(person.userId, { type: 'pong', at: 'now' })).toBe(0);
      const fresh = openSockets(
        await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_USER }, () => attempt(query(person)))),
      );
      expect(fresh).toHaveLength(MAX_CONNECTIONS_PER_USER);
      await Promise.all(fresh.map((ws) => Promise.all([closed(ws), ws.close()])));
      await expect.poll(async () => (await Realtime.connectionsOf(person.userId)).length).toBe(0);

      // Records past their expiry (their $disconnect never ran) are reaped when the cap is reached.
      const expired = Array.from({ length: MAX_CONNECTIONS_PER_USER }, () => `expired-${randomUUID()}`);
      for (const id of expired) expect(await Realtime.open(id, person.userId)).toBe(true);
      for (const id of expired)
        await db()
          .entities.connection.patch({ connectionId: id })
          .set({ expiresAt: Math.floor(Date.now() / 1000) - 60 })
          .go();
      const socket = await attempt(query(person));
      expect(socket).toBeInstanceOf(WebSocket);
      for (const id of expired) expect(await Realtime.find(id)).toBeNull();
      (socket as WebSocket).close();
    });
  });
});
