import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES, type RouteContract } from '@shared/api/contract/define';
import { contracts } from '@shared/api/contracts';
import { ErrorCodes } from '@shared/api/errors';
import { routes } from '@shared/api/routes';
import { assertDeclaredRefusal, routeOf, undeclaredRefusal } from './declared-errors';

const entryOf = (group: string, routeKey: string) =>
  (contracts as unknown as Record<string, Record<string, RouteContract>>)[group]![routeKey]!;
const refusal = (status: number, error: string) => ({ status, body: { error, message: 'Refused.' } });

describe('the contract declares the refusals each route answers', () => {
  it('finds the route a request reaches as the gateway does: the most specific first', () => {
    expect(routeOf('GET', '/cart/count/u1')?.routeKey).toBe('GET /cart/count/{userId}');
    expect(routeOf('GET', '/cart/u1')?.routeKey).toBe('GET /cart/{userId}');
    expect(routeOf('PATCH', '/cart/u1/a1')?.routeKey).toBe('PATCH /cart/{userId}/{artId}');
    expect(routeOf('GET', '/api/projects/in-progress-with-milestones')?.routeKey).toBe(
      'GET /api/projects/in-progress-with-milestones',
    );
    expect(routeOf('GET', '/admin/users?cursor=x')?.routeKey).toBe('GET /admin/users');
    expect(routeOf('GET', '/no/such/route')).toBeUndefined();
  });

  it('fails an answer whose code the route does not declare, and names the route and the code', () => {
    expect(() => assertDeclaredRefusal('POST', '/cart', refusal(409, ErrorCodes.tagExists))).toThrow(
      /POST \/cart answered 409 "tags\.exists"/,
    );
    expect(() => assertDeclaredRefusal('POST', '/tags', refusal(409, ErrorCodes.jobAlreadyApplied))).toThrow(
      /jobs\.already_applied/,
    );
    // A code no one declares (a literal that slipped past the types) fails too.
    expect(undeclaredRefusal('GET', '/tags', refusal(409, 'conflict'))).toMatch(/GET \/tags answered 409 "conflict"/);
  });

  it('passes a declared refusal, a common one, a success, and what no route serves', () => {
    expect(undeclaredRefusal('POST', '/cart', refusal(409, ErrorCodes.alreadyInCart))).toBeNull();
    expect(undeclaredRefusal('POST', '/api/apply-job', refusal(409, ErrorCodes.jobAlreadyApplied))).toBeNull();
    for (const code of COMMON_ERROR_CODES)
      expect(undeclaredRefusal('POST', '/cart', refusal(400, code)), code).toBeNull();
    expect(undeclaredRefusal('POST', '/cart', { status: 201, body: { error: 'x', message: 'y' } })).toBeNull();
    expect(undeclaredRefusal('GET', '/nowhere', refusal(404, ErrorCodes.routeNotFound))).toBeNull();
  });

  it('lists each route its own refusals only: no common code, no repeats', () => {
    for (const route of routes) {
      const { errors } = entryOf(route.group, route.routeKey);
      expect(
        errors.filter((code) => (COMMON_ERROR_CODES as readonly string[]).includes(code)),
        route.routeKey,
      ).toEqual([]);
      expect(new Set(errors).size, route.routeKey).toBe(errors.length);
    }
  });

  it('has every domain refusal answered by some route (no code the server cannot send)', () => {
    const declared = new Set(routes.flatMap((route) => entryOf(route.group, route.routeKey).errors));
    // A dotted code any route may answer (account.suspended, from the request path) is common, not a route's own.
    const domain = Object.values(ErrorCodes).filter(
      (code) => code.includes('.') && !(COMMON_ERROR_CODES as readonly string[]).includes(code),
    );
    expect(domain.filter((code) => !declared.has(code))).toEqual([]);
    expect(declared.has(ErrorCodes.invalidCursor)).toBe(true);
  });
});
