import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES, type RouteContract } from '@shared/api/contract/define';
import { contracts } from '@shared/api/contracts';
import { ErrorCodes } from '@shared/api/errors';
import { reachableRefusals } from './route-refusals';

/**
 * Each route's `errors` list covers every refusal its code can reach (issue 48 §2), read from the
 * source before any test runs; the integration suite still checks every refusal it meets
 * (tests/support/declared-errors.ts). Reading the code takes ~10 s, once.
 */
describe("the routes' refusals, read from their code", () => {
  const reached = reachableRefusals();
  const entries = Object.values(contracts).flatMap((group) => Object.entries(group as Record<string, RouteContract>));

  it('finds the code of every route in the contract', () => {
    expect(entries.map(([key]) => key).filter((key) => !reached.has(key))).toEqual([]);
  });

  it("sees a route's throws through the functions it calls", () => {
    // POST /cart → Cart.add → the own-art and sold-out refusals in functions/core/cart/cart.ts
    expect([...reached.get('POST /cart')!]).toEqual(
      expect.arrayContaining([ErrorCodes.cartOwnArt, ErrorCodes.cartSoldOut]),
    );
  });

  it('declares every refusal a route can answer', () => {
    const undeclared = entries.flatMap(([key, route]) => {
      const declared = new Set<string>([...COMMON_ERROR_CODES, ...route.errors]);
      return [...(reached.get(key) ?? [])].filter((code) => !declared.has(code)).map((code) => `${key}: ${code}`);
    });
    expect(undeclared).toEqual([]);
  });
});
