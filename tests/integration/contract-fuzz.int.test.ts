import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as z from 'zod';
import type { RouteAuth, RouteContract } from '@shared/api/contract/define';
import { contracts } from '@shared/api/contracts';
import { pathVariables, routes, splitRouteKey } from '@shared/api/routes';
import { apiCaller } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

/**
 * Property: whatever a caller sends outside a route's schemas (body, path variables, query),
 * the answer is a 4xx with `{ error, message }` and never a 5xx. Generated from the contract, so
 * every route is covered, each by a caller its `auth` lets through.
 */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);
const RUNS = 12;

const fails = (schema: z.ZodType | undefined, value: unknown) =>
  schema !== undefined && !schema.safeParse(value).success;

/** JSON values of every shape, including the awkward ones (deep nesting, odd keys, huge numbers). */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(
    fc
      .anything({
        maxDepth: 2,
        withNullPrototype: false,
        withBigInt: false,
        withMap: false,
        withSet: false,
        withTypedArray: false,
        withDate: false,
        withObjectString: false,
        withBoxedValues: false,
        withSparseArray: false,
      })
      .map((v) => JSON.parse(JSON.stringify(v ?? null)) as unknown),
  ),
  fc.string().map((s) => ({ name: s, email: s, userId: s, token: s, key: s, profile: s })),
);

const ip = () => `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('bad input on every route of the contract', () => {
  let callers: Record<Exclude<RouteAuth, 'public'>, TestUser>;
  beforeAll(async () => {
    const [artist, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'fuzz-artist' }),
      createPerson({ role: 'Client', prefix: 'fuzz-client' }),
      createPerson({ role: 'Admin', prefix: 'fuzz-admin' }),
    ]);
    callers = { user: client, artist, client, admin };
  });

  for (const route of routes) {
    const entry = (contracts[route.group] as Record<string, RouteContract>)[route.routeKey]!;
    const { method, path } = splitRouteKey(route.routeKey);
    const variables = pathVariables(route.routeKey);

    it(`${route.routeKey} answers 4xx with { error, message } to anything outside its schemas`, async () => {
      const token = route.auth === 'public' ? undefined : callers[route.auth].idToken;
      // Valid-looking path variables, so a bad body or query is what gets refused.
      const goodParams = Object.fromEntries(
        variables.map((name) => [name, route.auth === 'public' ? 'x' : callers[route.auth].userId]),
      );
      const send = async (params: Record<string, string>, query: Record<string, string>, body: unknown) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
        const search = new URLSearchParams(query).toString();
        return call(method, search ? `${filled}?${search}` : filled, { token, body, ip: ip() });
      };
      const assertRefused = (answer: Awaited<ReturnType<typeof send>>, what: string) => {
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      };

      // A body the schema refuses (or any body, where the route takes none). GET carries none.
      if (method !== 'GET')
        await fc.assert(
          fc.asyncProperty(
            anyJson.filter((body) => body !== null && (entry.body ? fails(entry.body, body) : true)),
            async (body) =>
              assertRefused(await send(goodParams, {}, body), `body ${JSON.stringify(body).slice(0, 200)}`),
          ),
          { numRuns: RUNS },
        );

      // Path variables the schema refuses (too long for any id).
      if (entry.params && variables.length > 0) {
        await fc.assert(
          fc.asyncProperty(fc.string({ minLength: 200, maxLength: 600 }), async (value) => {
            const params = Object.fromEntries(variables.map((name) => [name, value]));
            if (!fails(entry.params, params)) return;
            assertRefused(await send(params, {}, undefined), `params ${value.slice(0, 40)}…`);
          }),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      }

      // A query the schema refuses: every declared field given an impossible value.
      if (entry.query) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc.string({ minLength: 101, maxLength: 300 }),
              fc.constantFrom('-1', 'NaN', '1e309', '0', '10000', 'not-an-email'),
            ),
            async (value) => {
              const shape = (entry.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
              const query = Object.fromEntries(Object.keys(shape).map((name) => [name, value]));
              if (!fails(entry.query, query)) return;
              assertRefused(await send(goodParams, query, entry.body ? {} : undefined), `query ${value.slice(0, 40)}`);
            },
          ),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      }
    });
  }

  it('answers a forged page cursor with 400, on every list that pages', async () => {
    const forged = [
      Buffer.from(JSON.stringify({ month: '9999-99' })).toString('base64url'),
      Buffer.from(JSON.stringify({ pk: '$crafti#role_admin', sk: 'x', gsi2pk: 'y', gsi2sk: 'z' })).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify({ pk: 1, sk: 2 })).toString('base64url'),
      'not-base64-json',
    ];
    for (const path of [
      '/admin/audit-log',
      '/admin/users',
      '/admin/artists',
      '/admin/users?search=ana',
      '/api/artist-verifications',
      '/api/artist-verifications?search=pending',
    ]) {
      for (const cursor of forged) {
        const answer = await call(
          'GET',
          `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`,
          { token: callers.admin.idToken },
        );
        expect(answer.status, `${path} with ${cursor}`).toBe(400);
        expect(answer.body).toMatchObject({ error: 'invalid_cursor' });
      }
    }
  });
});
