import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES, type RouteContract } from './contract/define';
import { contracts } from './contracts';
import { ERROR_STATUS, ErrorCodes } from './errors';

const entries = Object.values(contracts).flatMap((group) => Object.entries(group as Record<string, RouteContract>));

describe('the refusal codes', () => {
  it("give every code an HTTP error status (network, the web's own, has none)", () => {
    for (const code of Object.values(ErrorCodes)) {
      if (code === ErrorCodes.network) expect(ERROR_STATUS[code]).toBe(0);
      else expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
    }
  });

  it("keep the dotted domain codes for refusals a person meets (never a 5xx but a provider's)", () => {
    for (const code of Object.values(ErrorCodes).filter((c) => c.includes('.')))
      expect([400, 403, 404, 409, 410, 502], code).toContain(ERROR_STATUS[code]);
  });
});

describe("the routes' declared refusals", () => {
  it('name only codes that have a status, once each, and none of the common ones again', () => {
    for (const [routeKey, route] of entries) {
      for (const code of route.errors) {
        expect(ERROR_STATUS[code], `${routeKey} ${code}`).toBeGreaterThanOrEqual(400);
        expect(COMMON_ERROR_CODES as readonly string[], `${routeKey} ${code}`).not.toContain(code);
      }
      expect(new Set(route.errors).size, routeKey).toBe(route.errors.length);
    }
  });
});
