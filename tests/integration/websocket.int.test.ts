import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { craftIdToken } from '../support/tokens';
import { createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');

function open(query: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${endpoints.ws}${query}`);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
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
      client.send(new PostToConnectionCommand({ ConnectionId: 'no-such-connection', Data: new TextEncoder().encode('{}') })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it("pushes a message to every open connection of a user, and to nobody else's", async () => {
    const Realtime = await import('@functions/core/realtime/realtime');
    const someoneElse = await createUser({ role: 'Client', prefix: 'ws-other' });
    const [tab1, tab2, other] = await Promise.all([
      open(`?token=${encodeURIComponent(user.idToken)}`),
      open(`?token=${encodeURIComponent(user.idToken)}`),
      open(`?token=${encodeURIComponent(someoneElse.idToken)}`),
    ]);
    const received: unknown[] = [];
    other.on('message', (data) => received.push(JSON.parse(data.toString())));
    const both = Promise.all([nextMessage(tab1), nextMessage(tab2)]);
    expect(await Realtime.pushToUser(user.userId, { type: 'pong', id: 'to-all-tabs', at: 'now' })).toBeGreaterThanOrEqual(2);
    expect(await both).toEqual([
      { type: 'pong', id: 'to-all-tabs', at: 'now' },
      { type: 'pong', id: 'to-all-tabs', at: 'now' },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
    for (const ws of [tab1, tab2, other]) ws.close();
  });
});
