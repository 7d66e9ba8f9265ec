import net from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type WebSocket from 'ws';
import { ErrorCodes } from '@shared/api/errors';
import { apiCaller, apiClient } from '../support/api';
import { craftIdToken } from '../support/tokens';
import { createUser, type TestUser } from '../support/users';
import { openSocket } from '../support/sockets';

/**
 * What an attack probe found in the local gateway: one client must not be able to stop it, and
 * its own refusals must carry the same `{ error, message }` body as the functions' answers.
 */

const { endpoints, env } = inject('stack');
const { callRoute, call } = apiClient(endpoints.api);

const open = (token: string) => openSocket(endpoints.ws, token);

function closeCode(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

async function pingPong(ws: WebSocket, id: string): Promise<unknown> {
  const reply = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
  ws.send(JSON.stringify({ action: 'ping', id }));
  return reply;
}

/** Sends bytes no fetch or WebSocket client would, and resolves with whatever comes back. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the local gateway under abuse', () => {
  let client: TestUser;

  beforeAll(async () => {
    client = await createUser({ role: 'Client', prefix: 'gw-hard' });
  });

  describe('the WebSocket API', () => {
    it('closes a socket that sends a frame over 128 KiB with 1009, and keeps serving everyone else', async () => {
      // Prepare
      const bystander = await open(client.idToken);
      const offender = await open(client.idToken);
      const closed = closeCode(offender);

      // Act
      offender.send('x'.repeat(200 * 1024));

      // Assess
      expect(await closed).toBe(1009);
      expect((await callRoute('GET /tags')).status).toBe(200);
      expect(await pingPong(bystander, 'bystander')).toMatchObject({ type: 'pong', id: 'bystander' });
      const newcomer = await open(client.idToken);
      expect(await pingPong(newcomer, 'newcomer')).toMatchObject({ type: 'pong', id: 'newcomer' });
      bystander.close();
      newcomer.close();
    });

    it('answers a handshake to the path "//" like any other, and keeps accepting sockets', async () => {
      // Prepare: `new URL('//', base)` throws, which once stopped the whole process.
      const handshake = [
        'GET // HTTP/1.1',
        'Host: 127.0.0.1',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n');

      // Act
      const answer = await rawExchange(endpoints.ws, handshake);

      // Assess
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      const ws = await open(client.idToken);
      expect(await pingPong(ws, 'after-bad-handshake')).toMatchObject({ type: 'pong' });
      ws.close();
    });

    it('answers a method @connections does not take with 405 and the shared error body', async () => {
      // Act
      const res = await apiCaller(env.WS_CALLBACK_URL!)('PUT', '/@connections/some-connection');

      // Assess
      expect(res).toMatchObject({
        status: 405,
        body: { error: ErrorCodes.methodNotAllowed, message: expect.any(String) },
      });
    });
  });

  describe("the HTTP API's own refusals", () => {
    const fromWeb = { origin: endpoints.web };

    it('answers a path that is not in the route table with 404 route_not_found, with CORS headers', async () => {
      // Act
      const res = await call('GET', '/no-such-route', { headers: fromWeb });

      // Assess
      expect(res).toMatchObject({
        status: 404,
        body: { error: ErrorCodes.routeNotFound, message: expect.any(String) },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe(endpoints.web);
    });

    it('answers a path with broken percent-encoding with 400 bad_request', async () => {
      // Act
      const res = await call('GET', '/tags/%E0%A4%A', { headers: fromWeb });

      // Assess
      expect(res).toMatchObject({ status: 400, body: { error: ErrorCodes.badRequest, message: expect.any(String) } });
      expect(res.headers.get('access-control-allow-origin')).toBe(endpoints.web);
    });

    it('answers a query over 16 KB with 431 and the shared error body', async () => {
      // Act
      const res = await call('GET', `/arts?search=${'x'.repeat(17 * 1024)}`, { headers: fromWeb });

      // Assess
      expect(res).toMatchObject({
        status: 431,
        body: { error: ErrorCodes.requestTooLarge, message: expect.any(String) },
      });
    });

    it('answers a body over 10 MB with 413 payload_too_large', async () => {
      // Prepare
      const rawBody = JSON.stringify({ email: 'big@example.test', padding: 'x'.repeat(10 * 1024 * 1024) });

      // Act
      const res = await call('POST', '/register', { rawBody, headers: fromWeb });

      // Assess
      expect(res).toMatchObject({
        status: 413,
        body: { error: ErrorCodes.payloadTooLarge, message: expect.any(String) },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe(endpoints.web);
    });

    it.each([
      ['a user', 'GET /user-role/someone'],
      ['an artist', 'PUT /artist-profile'],
      ['an admin', 'GET /admin/stats'],
    ])('answers a route for %s with 401 unauthorized when no token or a forged one comes', async (_who, route) => {
      // Prepare
      const [method, path] = route.split(' ') as [string, string];
      const forged = await craftIdToken({
        issuer: endpoints.issuer,
        audience: endpoints.userPoolClientId,
        sub: client.userId,
        groups: ['Admin', 'Artist'],
        expiresInSeconds: 3600,
        key: 'forged',
      });

      // Act
      const answers = await Promise.all([
        call(method, path, { headers: fromWeb }),
        call(method, path, { token: forged, headers: fromWeb }),
      ]);

      // Assess
      for (const res of answers) {
        expect(res).toMatchObject({
          status: 401,
          body: { error: ErrorCodes.unauthorized, message: expect.any(String) },
        });
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(res.headers.get('access-control-allow-origin')).toBe(endpoints.web);
      }
    });

    it('lets a valid token through to an artist-only route, whose handler (not the gateway) refuses a client with 403', async () => {
      // Act
      const res = await call('PUT', '/artist-profile', { token: client.idToken, body: {} });

      // Assess
      expect(res).toMatchObject({ status: 403, body: { error: ErrorCodes.forbidden } });
    });
  });

  describe('CORS preflight', () => {
    it('allows x-request-id besides authorization and content-type, and lets the browser cache the answer for two hours', async () => {
      // Act
      const res = await fetch(`${endpoints.api}/tags`, {
        method: 'OPTIONS',
        headers: {
          origin: endpoints.web,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-request-id',
        },
      });

      // Assess
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(endpoints.web);
      const allowed = res.headers
        .get('access-control-allow-headers')
        ?.split(',')
        .map((h) => h.trim().toLowerCase());
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-request-id']));
      expect(res.headers.get('access-control-max-age')).toBe('7200');
    });
  });
});
