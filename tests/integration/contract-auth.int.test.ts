import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '@shared/api/contract/define';
import { contracts } from '@shared/api/contracts';
import { pathVariables, routes } from '@shared/api/routes';
import type { CallResult } from '../support/api';
import { craftIdToken } from '../support/tokens';
import { createPerson, type TestUser } from '../support/users';
import { CALLERS, MAY, want, withValueAt, type Caller, type Want } from './contract-auth/expectations';
import { call, endpoints, toPath, type Request, type Role } from './contract-auth/fixtures';
import { SAMPLES } from './contract-auth/samples';
import { setUpState } from './contract-auth/set-up';

/**
 * The route × caller matrix, generated from the contract: every route is called signed out,
 * with a forged token, as an artist, a client and an admin, and, where its owner rule names a
 * person or a thing, as each signed-in role naming another person's (their id at the rule's path,
 * or a request made for another person of the same role). Each cell must answer what the route's
 * declarations promise (./contract-auth/expectations.ts): 2xx for who may call it, 401 without a
 * valid token, 403 for the wrong role, another owner, or an admin the route refuses. The samples
 * (./contract-auth/samples.ts) only make valid requests; nothing here keeps its own permissions.
 */

const entryOf = (route: (typeof routes)[number]) =>
  (contracts[route.group] as Record<string, RouteContract>)[route.routeKey]!;

describe('the route × caller matrix, from the contract', () => {
  let people: Record<Role, TestUser>;
  /** A second person of each role, to be named by the first. */
  let others: Record<Role, TestUser>;
  let forged: string;

  beforeAll(async () => {
    const [artist, client, admin, artist2, client2, admin2, requester, seller] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'matrix-artist' }),
      createPerson({ role: 'Client', prefix: 'matrix-client' }),
      createPerson({ role: 'Admin', prefix: 'matrix-admin' }),
      createPerson({ role: 'Artist', prefix: 'matrix-artist2' }),
      createPerson({ role: 'Client', prefix: 'matrix-client2' }),
      createPerson({ role: 'Admin', prefix: 'matrix-admin2' }),
      createPerson({ role: 'Artist', prefix: 'matrix-requester' }),
      createPerson({ role: 'Artist', prefix: 'matrix-seller' }),
    ]);
    people = { Artist: artist, Client: client, Admin: admin };
    others = { Artist: artist2, Client: client2, Admin: admin2 };
    forged = await craftIdToken({
      issuer: endpoints.issuer,
      audience: endpoints.userPoolClientId,
      sub: admin.userId,
      groups: ['Admin'],
      expiresInSeconds: 3600,
      key: 'forged',
    });
    await setUpState(people, requester, seller);
  });

  it('has a sample for every route, and every path variable in its params schema', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(routes.map((r) => r.routeKey).sort());
    for (const route of routes) {
      const entry = entryOf(route) as { params?: { shape?: Record<string, unknown> } };
      expect(Object.keys(entry.params?.shape ?? {}).sort(), route.routeKey).toEqual(
        pathVariables(route.routeKey).sort(),
      );
    }
  });

  for (const route of routes) {
    const entry = entryOf(route);
    const rule =
      typeof entry.owner === 'object'
        ? 'self' in entry.owner
          ? `self ${entry.owner.self}`
          : `${entry.owner.thing} at ${entry.owner.id}`
        : entry.owner;
    it(`${route.routeKey} (${route.auth}, owner: ${rule}${entry.adminRefused ? ', no admins' : ''}) answers each caller as its declarations say`, async () => {
      const sample = SAMPLES[route.routeKey];
      const cells: Record<string, number> = {};
      const expected: Record<string, Want> = {};
      const ip = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const send = async (who: Caller, request: Request): Promise<CallResult> => {
        const { method, path } = toPath(route.routeKey, request.params, request.query);
        const token = who === 'signed-out' ? undefined : who === 'forged' ? forged : people[who].idToken;
        return call(method, path, {
          token,
          body: request.body,
          rawBody: request.rawBody,
          headers: request.headers,
          ip: ip(),
        });
      };
      for (const who of CALLERS) {
        const role: Role = who === 'signed-out' || who === 'forged' ? 'Client' : who;
        const me = people[role];
        // The wrong role is refused before its request is looked at; a failed set-up only sends less.
        const request: Request = await Promise.resolve(sample({ me, role, people })).catch(() => ({}));
        const answer = await send(who, request);
        cells[who] = answer.status;
        expected[who] = want(entry, who, { sender: me, me, named: me, request });
        if (expected[who] !== '2xx')
          expect(answer.body, `${who}: ${JSON.stringify(answer.body)}`).toMatchObject({
            error: expect.any(String),
            message: expect.any(String),
          });
      }
      // Naming another person's: their id at a self rule's path, or a thing made for them.
      if (typeof entry.owner === 'object') {
        const owner = entry.owner;
        for (const who of (['Artist', 'Client', 'Admin'] as const).filter((r) => MAY[entry.auth].includes(r))) {
          const sender = people[who];
          const other = others[who];
          const request =
            'self' in owner
              ? withValueAt(
                  await Promise.resolve(sample({ me: sender, role: who, people })).catch(() => ({})),
                  owner.self,
                  other.userId,
                )
              : await Promise.resolve(sample({ me: other, role: who, people })).catch(() => ({}));
          const answer = await send(who, request);
          cells[`${who} naming another`] = answer.status;
          expected[`${who} naming another`] = want(entry, who, { sender, me: other, named: other, request });
        }
      }
      const verdict = Object.fromEntries(
        Object.entries(cells).map(([cell, status]) => {
          const wanted = expected[cell]!;
          const ok = wanted === '2xx' ? status >= 200 && status < 300 : String(status) === wanted;
          return [cell, ok ? 'ok' : `got ${status}, want ${wanted}`];
        }),
      );
      expect(verdict, JSON.stringify(cells)).toEqual(
        Object.fromEntries(Object.keys(cells).map((cell) => [cell, 'ok'])),
      );
    });
  }
});
