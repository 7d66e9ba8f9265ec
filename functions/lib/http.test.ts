import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoutes } from '@shared/api/contract/define';
import { ErrorCodes } from '@shared/api/errors';
import { AppError } from '../core/errors';
import { httpHandler, type HttpEvent, type HttpResult } from './http';

// A small contract of its own, so each rule of the request path is exercised without a database.
const contract = defineRoutes({
  'GET /things': { auth: 'public', response: z.array(z.object({ id: z.string(), name: z.string() })), errors: [ErrorCodes.tagExists] },
  'POST /things': { auth: 'admin', body: z.object({ name: z.string().trim().min(1, 'Tag name cannot be empty') }), response: z.object({ name: z.string() }), status: 201, errors: [] },
  'GET /me': { auth: 'user', response: z.object({ userId: z.string() }), errors: [] },
  'PUT /art': { auth: 'artist', response: z.object({ ok: z.boolean() }), errors: [] },
  'PUT /wish': { auth: 'client', response: z.object({ ok: z.boolean() }), errors: [] },
  'DELETE /things/{id}': { auth: 'admin', params: z.object({ id: z.string().max(8) }), response: z.undefined(), status: 204, errors: [] },
});

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(routeKey: string, opts: { body?: string; groups?: string; sub?: string; contentType?: string; params?: Record<string, string> } = {}): HttpEvent {
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
const handler = httpHandler(contract, {
  'GET /things': () => things() as never,
  'POST /things': async ({ body }) => ({ name: body.name }),
  'GET /me': async ({ caller }) => ({ userId: caller.userId, email: 'private@example.com' }) as { userId: string },
  'PUT /art': async () => ({ ok: true }),
  'PUT /wish': async () => ({ ok: true }),
  'DELETE /things/{id}': async () => undefined,
});

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
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-type': expect.stringContaining('json') });
  });

  it("answers with the contract's status, and 204 without a body", async () => {
    expect((await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":"x"}' }))).statusCode).toBe(201);
    const deleted = await run(event('DELETE /things/{id}', { sub: 'u1', groups: '[Admin]', params: { id: 'a' } }));
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
  });

  it('strips fields the contract does not declare from the answer', async () => {
    const res = await run(event('GET /me', { sub: 'u7' }));
    expect(res.json).toEqual({ userId: 'u7' });
  });

  it('turns an AppError into { error, message } with its status', async () => {
    things.mockRejectedValueOnce(new AppError(ErrorCodes.tagExists, 409, 'Tag already exists'));
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
    const nul = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: JSON.stringify({ name: 'a\u0000b' }) }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json).toMatchObject({ error: 'validation_failed', field: 'name' });
    const surrogate = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":"a\\ud800"}' }));
    expect(surrogate.statusCode).toBe(400);
    const nfc = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: JSON.stringify({ name: 'Jose\u0301' }) }));
    expect(nfc.json).toEqual({ name: 'Jos\u00e9' });
  });

  it('answers 400 for malformed JSON and 415 for a body that is not sent as JSON', async () => {
    expect((await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{oops' }))).json.error).toBe('invalid_json');
    const form = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: 'name=x', contentType: 'application/x-www-form-urlencoded' }));
    expect(form.statusCode).toBe(415);
    const text = await run(event('POST /things', { sub: 'u1', groups: '[Admin]', body: '{"name":"x"}', contentType: 'text/plain' }));
    expect(text.statusCode).toBe(415);
  });

  it('enforces auth: 401 without a caller, 403 for the wrong role', async () => {
    expect((await run(event('GET /me'))).statusCode).toBe(401);
    expect((await run(event('POST /things', { sub: 'u1', groups: '[Artist]', body: '{"name":"x"}' }))).statusCode).toBe(403);
    expect((await run(event('PUT /art', { sub: 'u1', groups: '[Client]' }))).statusCode).toBe(403);
    expect((await run(event('PUT /art', { sub: 'u1', groups: '[Admin]' }))).statusCode).toBe(403);
    expect((await run(event('PUT /art', { sub: 'u1', groups: '[Artist]' }))).statusCode).toBe(200);
    expect((await run(event('PUT /wish', { sub: 'u1', groups: '[Artist]' }))).statusCode).toBe(403);
    expect((await run(event('PUT /wish', { sub: 'u1', groups: '[Client]' }))).statusCode).toBe(200);
  });

  it('answers 404 for a route key the group does not own', async () => {
    expect((await run(event('DELETE /nothing'))).statusCode).toBe(404);
    expect((await run(event('toString'))).statusCode).toBe(404);
  });
});
