import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteContract } from '@shared/api/contract/define';
import { contracts } from '@shared/api/contracts';
import { routes } from '@shared/api/routes';
import { meterAt } from '../../../infra/local/services/read-meter';
import { MAY, want } from '../../integration/contract-auth/expectations';
import { call, toPath, type Request, type Role } from '../../integration/contract-auth/fixtures';
import { SAMPLES } from '../../integration/contract-auth/samples';
import { setUpState } from '../../integration/contract-auth/set-up';
import { createPerson, type TestUser } from '../../support/users';
import { seedScale } from './scale';
import { shownIn, type RouteCost } from './budget';

/**
 * What one call of every route costs DynamoDB (issue 51 §3), counted by the counting proxy in front
 * of DynamoDB Local (the stack started with CRAFTI_METER_READS=1): each route's valid request
 * (the route × caller matrix's samples, made afresh for each call) sent RUNS times by a caller
 * its declarations let through, among SCALE people, arts and orders. Writes the measurements to
 * CRAFTI_ROUTE_COSTS_OUT for tests/bench/route-costs.ts, which prints the table and holds each
 * route to its budget (./budget.ts). Run by `npm run bench:routes`, not by `npm test`.
 */

const stack = inject('stack');
const RUNS = 3;
const SCALE = Number(process.env.CRAFTI_ROUTE_COSTS_SCALE ?? 10_000);

const entryOf = (route: (typeof routes)[number]) =>
  (contracts[route.group] as Record<string, RouteContract>)[route.routeKey]!;

describe('what one call of each route costs', () => {
  let people: Record<Role, TestUser>;

  beforeAll(async () => {
    expect(stack.meter, 'the stack was started without the meter (CRAFTI_METER_READS=1)').toBeTruthy();
    const [artist, client, admin, requester, seller] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'cost-artist' }),
      createPerson({ role: 'Client', prefix: 'cost-client' }),
      createPerson({ role: 'Admin', prefix: 'cost-admin' }),
      createPerson({ role: 'Artist', prefix: 'cost-requester' }),
      createPerson({ role: 'Artist', prefix: 'cost-seller' }),
    ]);
    people = { Artist: artist, Client: client, Admin: admin };
    await setUpState(people, requester!, seller!);
    await seedScale(SCALE);
  }, 900_000);

  it('measures every route', async () => {
    const meter = meterAt(stack.meter!);
    const costs: RouteCost[] = [];
    for (const route of routes) {
      const entry = entryOf(route);
      const sample = SAMPLES[route.routeKey];
      const cost: RouteCost = { route: route.routeKey, caller: '', statuses: [], read: [], written: [], shown: [] };
      /** A call by the first role its declarations let through, with a request made for `them` (or its thing's owner). */
      const callOnce = async (run: number, them: Record<Role, TestUser>) => {
        const roles = (['Client', 'Artist', 'Admin'] as const).filter((r) => MAY[entry.auth].includes(r));
        let chosen: { role: Role; caller: TestUser; request: Request } | undefined;
        for (const role of roles) {
          const me = them[role];
          const request: Request = await Promise.resolve(sample({ me, role, people: them })).catch(() => ({}));
          if (want(entry, role, { sender: me, me, named: me, request }) === '2xx') {
            chosen = { role, caller: me, request };
            break;
          }
          // A thing made for someone else of the role (a meet-up artist's order): its owner calls.
          const owner = request.owners?.[0];
          if (owner && !chosen) chosen = { role, caller: owner, request };
        }
        if (!chosen) return null;
        cost.caller = chosen.role;
        // What the sample's set-up started (an upload's check, a webhook) settles first.
        await new Promise((r) => setTimeout(r, 150));
        const { method, path } = toPath(route.routeKey, chosen.request.params, chosen.request.query);
        return meter.measure(() =>
          call(method, path, {
            token: chosen.caller.idToken,
            body: chosen.request.body,
            rawBody: chosen.request.rawBody,
            headers: chosen.request.headers,
            ip: `10.9.${run}.${costs.length % 250}`,
          }),
        );
      };
      for (let run = 0; run < RUNS; run++) {
        let measured = await callOnce(run, people);
        // Once per person (a verification request, payouts onboarding): the next calls are new people's.
        if (measured && run > 0 && measured.value.status === 409)
          measured = await callOnce(run, {
            ...people,
            Artist: await createPerson({ role: 'Artist', prefix: 'cost-artist-again' }),
            Client: await createPerson({ role: 'Client', prefix: 'cost-client-again' }),
          });
        if (!measured) break;
        const { value: answer, reads } = measured;
        cost.statuses.push(answer.status);
        cost.read.push(reads.items);
        cost.written.push(reads.written);
        cost.shown.push(shownIn(answer.body));
      }
      costs.push(cost);
    }
    fs.writeFileSync(process.env.CRAFTI_ROUTE_COSTS_OUT ?? 'route-costs.json', JSON.stringify({ scale: SCALE, costs }));
    expect(costs.length).toBe(routes.length);
  }, 1_800_000);
});
