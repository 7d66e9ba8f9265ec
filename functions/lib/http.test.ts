import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoutes } from '@shared/api/contract/define';
import { BUSY_MESSAGE, ErrorCodes } from '@shared/api/errors';
import { AppError } from '../core/errors';
import { httpHandler, type HttpEvent, type HttpResult } from './http';

// The suspension check reads one item per signed-in request: here, 'banned' is suspended.
vi.mock('../core/moderation/suspensions', async () => {
  const { AppError: Refusal } = await import('../core/errors');
  const { ErrorCodes: Codes } = await import('@shared/api/errors');
  return {
    isSuspended: vi.fn(async (userId: string) => userId === 'banned'),
    suspendedError: () => new Refusal(Codes.accountSuspended, 'Your account is suspended.'),
  };
});

// A small contract of its own, so each rule of the request path is exercised without a database.
const contract = defineRoutes({
  'GET /things': {
    auth: 'public',
    owner: 'none',
    response: z.array(z.object({ id: z.string(), name: z.string() })),
    errors: [ErrorCodes.tagExists],
  },
  'POST /things': {
    auth: 'admin',
    owner: 'none',
    body: z.object({ name: z.string().trim().min(1, 'Tag name cannot be empty') }),
    response: z.object({ name: z.string() }),
    status: 201,
    errors: [],
  },
  'GET /me': { auth: 'user', owner: 'caller', response: z.object({ userId: z.string() }), errors: [] },
  'PUT /art': { auth: 'artist', owner: 'caller', response: z.object({ ok: z.boolean() }), errors: [] },
  'PUT /wish': { auth: 'client', owner: 'caller', response: z.object({ ok: z.boolean() }), errors: [] },
  'DELETE /things/{id}': {
    auth: 'admin',
    owner: 'none',
    params: z.object({ id: z.string().max(8) }),
    response: z.undefined(),
    status: 204,
    errors: [],
  },
  'GET /carts/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    adminRefused: 'No cart for admins.',
    params: z.object({ userId: z.string() }),
    response: z.object({ ok: z.boolean() }),
    errors: [],
  },
  'POST /notes': {
    auth: 'user',
    owner: { self: 'body.user_id', admin: true },
    body: z.object({ user_id: z.string().optional() }),
    response: z.object({ ok: z.boolean() }),
    errors: [],
  },
  'PUT /pieces/{id}': {
    auth: 'user',
    owner: { thing: 'piece', id: 'params.id', admin: true, message: 'Not your piece.' },
    params: z.object({ id: z.string() }),
    response: z.object({ ok: z.boolean() }),
    errors: [],
  },
  'POST /unsubscribe': {
    auth: 'public',
    owner: 'none',
    oneClick: true,
    response: z.object({ ok: z.boolean() }),
    errors: [],
  },
});

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(
  routeKey: string,
  opts: { body?: string; groups?: string; sub?: string; contentType?: string; params?: Record<string, string> } = {},
): HttpEvent {
  const claims = opts.sub ? { sub: opts.sub, 'cognito:groups': opts.groups ?? '[]' } : undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath: '/',
    rawQueryString: '',
    headers: opts.body === undefined ? {} : { 'content-type': opts.contentType ?? 'application/json' },
    body: opts.body,
    pathParameters: opts.params,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      routeKey,
      http: { method: 'GET', path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
    },
  } as unknown as HttpEvent;
}

const things = vi.fn<() => Promise<unknown>>();
/** The piece loader's data: piece id → its owners. */
const pieces = new Map<string, string[]>([['p1', ['u1', 'u2']]]);
const pieceRun = vi.fn(async () => ({ ok: true }));
const handler = httpHandler(
  contract,
  {
    'GET /things': () => things() as never,
    'POST /things': async ({ body }) => ({ name: body.name }),
    'GET /me': async ({ actor }) => ({ userId: actor.userId, email: 'private@example.com' }) as { userId: string },
    'PUT /art': async () => ({ ok: true }),
    'PUT /wish': async () => ({ ok: true }),
    'DELETE /things/{id}': async () => undefined,
    'GET /carts/{userId}': async () => ({ ok: true }),
    'POST /notes': async () => ({ ok: true }),
    'PUT /pieces/{id}': async () => pieceRun(),
    'POST /unsubscribe': async () => ({ ok: true }),
  },
  { piece: async (id) => pieces.get(id) ?? null },
);

async function run(e: HttpEvent) {
  const result = (await handler(e, context)) as HttpResult;
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { ...result, headers, json: result.body ? JSON.parse(result.body) : undefined };
}

describe('the shared HTTP request path', () => {
  it('turns a return value into 200 JSON with security headers', async () => {
    things.mockResolvedValueOnce([{ id: '1', name: 'Handmade' }]);
    const res = await run(event('GET /things'));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual([{ id: '1', name: 'Handmade' }]);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-type': expect.stringContaining('json'),
    });
  });

  it("answers with the contract's status, and 204 without a body", async () => {
    expect((await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":"x"}' }))).statusCode).toBe(
      201,
    );
    const deleted = await run(event('DELETE /things/{id}', { sub: 'u1', groups: '[Admin]', params: { id: 'a' } }));
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
  });

  it('strips fields the contract does not declare from the answer', async () => {
    const res = await run(event('GET /me', { sub: 'u7' }));
    expect(res.json).toEqual({ userId: 'u7' });
  });

  it('turns an AppError into { error, message } with its status', async () => {
    things.mockRejectedValueOnce(new AppError(ErrorCodes.tagExists, 'Tag already exists'));
    const res = await run(event('GET /things'));
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ error: 'tags.exists', message: 'Tag already exists' });
  });

  it('hides an unexpected error behind a generic 500 and logs the details with the request id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    things.mockRejectedValueOnce(new Error('connection string postgres://secret'));
    const res = await run(event('GET /things'));
    expect(res.statusCode).toBe(500);
    expect(res.json.error).toBe('internal_error');
    expect(res.body).not.toContain('secret');
    const lines = logged.mock.calls.flat().join(' ');
    expect(lines).toContain('secret');
    expect(lines).toContain('"requestId":"r1"');
    expect(lines).toContain('"routeKey":"GET /things"');
    logged.mockRestore();
  });

  it('answers 503 with a Retry-After when a service behind it throttles or fails, and says when to retry a provider failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throttled = Object.assign(new Error('The level of configured provisioned throughput was exceeded'), {
      name: 'ProvisionedThroughputExceededException',
      $retryable: { throttling: true },
    });
    things.mockRejectedValueOnce(throttled);
    const busy = await run(event('GET /things'));
    expect(busy.statusCode).toBe(503);
    expect(busy.json).toEqual({ error: 'service_unavailable', message: BUSY_MESSAGE });
    expect(busy.headers?.['retry-after']).toBe('2');

    things.mockRejectedValueOnce(
      new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }),
    );
    expect((await run(event('GET /things'))).statusCode).toBe(503);

    things.mockRejectedValueOnce(new AppError(ErrorCodes.checkoutFailed, 'We could not reach PayMongo.'));
    const provider = await run(event('GET /things'));
    expect(provider.statusCode).toBe(502);
    expect(provider.headers?.['retry-after']).toBe('2');

    // A defect is not "try again": no Retry-After.
    things.mockRejectedValueOnce(new Error('undefined is not a function'));
    const defect = await run(event('GET /things'));
    expect(defect.statusCode).toBe(500);
    expect(defect.headers?.['retry-after']).toBeUndefined();
    logged.mockRestore();
  });

  it('answers 500, not a broken promise, when a route answers outside its contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    things.mockResolvedValueOnce([{ id: 1 }]);
    const res = await run(event('GET /things'));
    expect(res.statusCode).toBe(500);
    logged.mockRestore();
  });

  it('answers 400 naming the field for a body that fails the schema', async () => {
    const res = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":" "}' }));
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ error: 'validation_failed', field: 'name', message: 'name: Tag name cannot be empty' });
  });

  it('refuses control characters and lone surrogates in any text, and puts text in NFC', async () => {
    const nul = await run(
      event('POST /things', { sub: 'u1', groups: '[Admin]', body: JSON.stringify({ name: 'a\u0000b' }) }),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json).toMatchObject({ error: 'validation_failed', field: 'name' });
    const surrogate = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":"a\\ud800"}' }));
    expect(surrogate.statusCode).toBe(400);
    const nfc = await run(
      event('POST /things', { sub: 'u1', groups: '[Admin]', body: JSON.stringify({ name: 'Jose\u0301' }) }),
    );
    expect(nfc.json).toEqual({ name: 'Jos\u00e9' });
  });

  it("takes RFC 8058's one-click form POST on a route that says oneClick, and only that body", async () => {
    const form = 'application/x-www-form-urlencoded';
    const oneClick = await run(event('POST /unsubscribe', { body: 'List-Unsubscribe=One-Click', contentType: form }));
    expect(oneClick.statusCode).toBe(200);
    const multipart = 'multipart/form-data; boundary=b';
    const asMultipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect((await run(event('POST /unsubscribe', { body: asMultipart, contentType: multipart }))).statusCode).toBe(200);
    expect((await run(event('POST /unsubscribe', { body: 'other=1', contentType: form }))).statusCode).toBe(415);
    // Elsewhere a form is refused as before: a cross-site form cannot reach a JSON route.
    const elsewhere = event('POST /things', {
      sub: 'u1',
      groups: '[Admin]',
      body: 'List-Unsubscribe=One-Click',
      contentType: form,
    });
    expect((await run(elsewhere)).statusCode).toBe(415);
  });

  it('answers 400 for malformed JSON and 415 for a body that is not sent as JSON', async () => {
    expect((await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{oops' }))).json.error).toBe(
      'invalid_json',
    );
    const form = await run(
      event('POST /things', {
        sub: 'u1',
        groups: '[Admin]',
        body: 'name=x',
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    expect(form.statusCode).toBe(415);
    const text = await run(
      event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":"x"}', contentType: 'text/plain' }),
    );
    expect(text.statusCode).toBe(415);
  });

  it('enforces auth: 401 without a caller, 403 for the wrong role', async () => {
    expect((await run(event('GET /me'))).statusCode).toBe(401);
    expect((await run(event('POST /things', { sub: 'u1', groups: '[Artist]', body: '{"name":"x"}' }))).statusCode).toBe(
      403,
    );
    expect((await run(event('PUT /art', { sub: 'u1', groups: '[Client]' }))).statusCode).toBe(403);
    expect((await run(event('PUT /art', { sub: 'u1', groups: '[Admin]' }))).statusCode).toBe(403);
    expect((await run(event('PUT /art', { sub: 'u1', groups: '[Artist]' }))).statusCode).toBe(200);
    expect((await run(event('PUT /wish', { sub: 'u1', groups: '[Artist]' }))).statusCode).toBe(403);
    expect((await run(event('PUT /wish', { sub: 'u1', groups: '[Client]' }))).statusCode).toBe(200);
  });

  it('refuses a suspended account on signed-in routes (403 account.suspended), still valid token or not', async () => {
    const refused = await run(event('GET /me', { sub: 'banned' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json).toMatchObject({ error: ErrorCodes.accountSuspended });
    expect((await run(event('GET /me', { sub: 'u7' }))).statusCode).toBe(200);
    things.mockResolvedValueOnce([]);
    expect((await run(event('GET /things', { sub: 'banned' }))).statusCode).toBe(200);
  });

  it('answers 404 for a route key the group does not own', async () => {
    expect((await run(event('DELETE /nothing'))).statusCode).toBe(404);
    expect((await run(event('toString'))).statusCode).toBe(404);
  });
});

describe('owner rules, enforced from the contract before run', () => {
  it('refuses a path naming another person (403), and lets the caller name themself', async () => {
    expect((await run(event('GET /carts/{userId}', { sub: 'u1', params: { userId: 'u1' } }))).statusCode).toBe(200);
    const other = await run(event('GET /carts/{userId}', { sub: 'u1', params: { userId: 'u2' } }));
    expect(other.statusCode).toBe(403);
    expect(other.json).toMatchObject({ error: 'forbidden' });
  });

  it("answers an admin the route's declared refusal, after the owner rule", async () => {
    const own = await run(event('GET /carts/{userId}', { sub: 'a1', groups: '[Admin]', params: { userId: 'a1' } }));
    expect(own.statusCode).toBe(403);
    expect(own.json.message).toBe('No cart for admins.');
    const other = await run(event('GET /carts/{userId}', { sub: 'a1', groups: '[Admin]', params: { userId: 'u2' } }));
    expect(other.json.message).not.toBe('No cart for admins.');
  });

  it('lets an admin name anyone where the rule says admin, and checks a body path only when it is sent', async () => {
    const body = (userId?: string) => JSON.stringify(userId === undefined ? {} : { user_id: userId });
    expect((await run(event('POST /notes', { sub: 'u1', body: body('u2') }))).statusCode).toBe(403);
    expect((await run(event('POST /notes', { sub: 'u1', body: body('u1') }))).statusCode).toBe(200);
    expect((await run(event('POST /notes', { sub: 'u1', body: body() }))).statusCode).toBe(200);
    expect((await run(event('POST /notes', { sub: 'a1', groups: '[Admin]', body: body('u2') }))).statusCode).toBe(200);
  });

  it("refuses a thing its loader says is another's with the rule's message, before run", async () => {
    pieceRun.mockClear();
    const refused = await run(event('PUT /pieces/{id}', { sub: 'u3', params: { id: 'p1' } }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('Not your piece.');
    expect(pieceRun).not.toHaveBeenCalled();
    expect((await run(event('PUT /pieces/{id}', { sub: 'u2', params: { id: 'p1' } }))).statusCode).toBe(200);
    expect(
      (await run(event('PUT /pieces/{id}', { sub: 'a1', groups: '[Admin]', params: { id: 'p1' } }))).statusCode,
    ).toBe(200);
  });

  it('leaves a thing its loader does not find to the route (its own 404)', async () => {
    pieceRun.mockRejectedValueOnce(new AppError('arts.not_found', 'No such piece.'));
    const missing = await run(event('PUT /pieces/{id}', { sub: 'u3', params: { id: 'nope' } }));
    expect(missing.statusCode).toBe(404);
  });
});

describe('the answer as sent', () => {
  const many = Array.from({ length: 40 }, (_, i) => ({ id: String(i), name: `Handmade piece number ${i}` }));
  const asked = (acceptEncoding?: string) =>
    ({
      ...event('GET /things'),
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }) as HttpEvent;

  it('is compressed as the client allows (brotli first, else gzip) when it is long, and reads back the same', async () => {
    things.mockResolvedValue(many);
    const br = (await handler(asked('gzip, deflate, br, zstd'), context)) as HttpResult;
    expect(br).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      headers: expect.objectContaining({
        'content-encoding': 'br',
        vary: 'accept-encoding',
        'content-type': 'application/json; charset=utf-8',
      }),
    });
    const plain = JSON.stringify(many);
    const sent = Buffer.from(br.body!, 'base64');
    expect(sent.length).toBeLessThan(plain.length / 3);
    expect(JSON.parse(brotliDecompressSync(sent).toString('utf8'))).toEqual(many);
    const gz = (await handler(asked('gzip'), context)) as HttpResult;
    expect(gz.headers?.['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(gz.body!, 'base64')).toString('utf8'))).toEqual(many);
  });

  it('is sent as it is to a client that takes no compression, and when it is short', async () => {
    things.mockResolvedValue(many);
    const none = (await handler(asked(), context)) as HttpResult;
    expect(none.isBase64Encoded).toBeFalsy();
    expect(none.headers?.['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body!)).toEqual(many);
    things.mockResolvedValue(many.slice(0, 2));
    const short = (await handler(asked('br'), context)) as HttpResult;
    expect(short.headers?.['content-encoding']).toBeUndefined();
    expect(JSON.parse(short.body!)).toEqual(many.slice(0, 2));
  });
});
