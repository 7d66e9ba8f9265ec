import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { httpHandler, publicRoute, Reply, signedInRoute, type HttpEvent, type HttpResult } from './http';

// A fake group over two real route keys, so the dispatcher's table checks apply.
vi.mock('@shared/api/routes', async (importOriginal) => {
  const original = await importOriginal<typeof import('@shared/api/routes')>();
  const routes = [
    { routeKey: 'GET /tags', group: 'tags', auth: 'public' },
    { routeKey: 'POST /tags', group: 'tags', auth: 'admin' },
    { routeKey: 'GET /api/tags', group: 'tags', auth: 'user' },
  ];
  return { ...original, routes, findRoute: (key: string) => routes.find((r) => r.routeKey === key) };
});

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(routeKey: string, opts: { body?: string; groups?: string; sub?: string } = {}): HttpEvent {
  const claims = opts.sub ? { sub: opts.sub, 'cognito:groups': opts.groups ?? '[]' } : undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    body: opts.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      routeKey,
      http: { method: 'GET', path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
    },
  } as unknown as HttpEvent;
}

const failing = vi.fn<() => Promise<unknown>>();
const handler = httpHandler('tags' as never, {
  'GET /tags': publicRoute({}, () => failing()),
  'POST /tags': signedInRoute({ body: z.object({ name: z.string().trim().min(1, 'Tag name cannot be empty') }) }, async ({ body }) =>
    new Reply(201, { name: body.name }),
  ),
  'GET /api/tags': signedInRoute({}, async ({ caller }) => ({ userId: caller.userId })),
} as never);

async function run(e: HttpEvent) {
  const result = (await handler(e, context)) as HttpResult;
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { ...result, headers, json: result.body ? JSON.parse(result.body) : undefined };
}

describe('the shared HTTP request path', () => {
  it('turns a plain return value into 200 JSON with security headers', async () => {
    failing.mockResolvedValueOnce([{ id: '1', name: 'Handmade' }]);
    const res = await run(event('GET /tags'));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual([{ id: '1', name: 'Handmade' }]);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-type': expect.stringContaining('json') });
  });

  it('turns an AppError into { error, message } with its status', async () => {
    failing.mockRejectedValueOnce(new AppError('tag_exists', 409, 'Tag already exists'));
    const res = await run(event('GET /tags'));
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ error: 'tag_exists', message: 'Tag already exists' });
  });

  it('hides an unexpected error behind a generic 500 and logs the details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.mockRejectedValueOnce(new Error('connection string postgres://secret'));
    const res = await run(event('GET /tags'));
    expect(res.statusCode).toBe(500);
    expect(res.json.error).toBe('internal_error');
    expect(res.body).not.toContain('secret');
    expect(logged.mock.calls.flat().join(' ')).toContain('secret');
    logged.mockRestore();
  });

  it('answers 400 naming the field for a body that fails the schema', async () => {
    const res = await run(event('POST /tags', { sub: 'u1', groups: '[Admin]', body: '{"name":" "}' }));
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ error: 'validation_failed', field: 'name', message: 'name: Tag name cannot be empty' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await run(event('POST /tags', { sub: 'u1', groups: '[Admin]', body: '{oops' }));
    expect(res.statusCode).toBe(400);
    expect(res.json.error).toBe('invalid_json');
  });

  it('guards admin routes by the Admin group and user routes by a caller', async () => {
    expect((await run(event('POST /tags', { sub: 'u1', groups: '[Artist]', body: '{"name":"x"}' }))).statusCode).toBe(403);
    expect((await run(event('POST /tags', { sub: 'u1', groups: '[Admin]', body: '{"name":"x"}' }))).statusCode).toBe(201);
    expect((await run(event('GET /api/tags'))).statusCode).toBe(401);
    expect((await run(event('GET /api/tags', { sub: 'u7' }))).json).toEqual({ userId: 'u7' });
  });

  it('answers 404 for a route key the group does not own', async () => {
    expect((await run(event('DELETE /nothing'))).statusCode).toBe(404);
  });
});
