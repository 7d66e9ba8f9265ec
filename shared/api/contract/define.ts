import type * as z from 'zod';
import { ErrorCodes, type ErrorCode } from '../errors';

/**
 * The shape of THE contract (one file per route group beside this one): for each route its
 * `routeKey`, who may call it, and zod schemas for what it takes and what it answers. The request
 * path validates with these schemas and enforces `auth` (functions/lib/http.ts); the route table
 * CDK and the local gateway read is derived from them (../routes.ts); the web's `call()` is typed
 * from them (web/src/lib/api-client.ts).
 *
 * auth:
 *   public  anyone; a valid token, when sent, identifies the caller
 *   user    any signed-in person (artist, client or admin)
 *   artist  signed-in artists only (403 for everyone else, admins included)
 *   client  signed-in clients only
 *   admin   the Admin group only
 *
 * owner (whose thing the route touches; enforced after `auth` and after the input is parsed,
 * before the route runs, so no `run` repeats it):
 *   'none'     nobody's in particular: public data, lists of everyone's, admin-only routes (`auth`
 *              already says who), or a route whose verb decides by the data itself
 *   'caller'   the caller's own records, keyed by the token: nothing in the request names an owner
 *   { self: 'params.userId' }               the person id at that path is the caller's (403
 *                                           otherwise); `admin: true` lets an admin name anyone.
 *                                           A path the schema leaves optional is checked when sent.
 *   { thing: 'art', id: 'params.id' }       a thing found by that id; its owners come from the group's
 *                                           loader for 'art' (functions/core/<domain>/owners.ts, passed to
 *                                           `httpHandler`): the caller must be one of them (403 with
 *                                           `message`), or an admin with `admin: true`. A thing that
 *                                           does not exist is the route's own 404.
 * adminRefused: a role refusal as data: an admin gets 403 with this message (after the owner rule),
 *   e.g. "Administrators have no cart.".
 * errors: the refusals (codes of ../errors.ts) the route may answer beyond COMMON_ERROR_CODES,
 * the ones the request path and the gateway answer on any route. A unit test reads each route's
 * code for the codes it can reach (tests/support/route-refusals.test.ts) and the integration suite
 * checks every refusal it meets (tests/support/declared-errors.ts) against them; the web's
 * `isApiError(err, routeKey, code)` accepts only these codes for that route.
 */
export type RouteAuth = 'public' | 'user' | 'artist' | 'client' | 'admin';

/** Where in the parsed request a value is: `params.userId`, `body.user_id`, `query.id`. */
export type FieldPath = `${'params' | 'query' | 'body'}.${string}`;

export type SelfRule = { readonly self: FieldPath; readonly admin?: boolean };
export type ThingRule = {
  readonly thing: string;
  readonly id: FieldPath;
  readonly admin?: boolean;
  readonly message?: string;
};
export type OwnerRule = 'none' | 'caller' | SelfRule | ThingRule;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteKeyString = `${HttpMethod} /${string}`;

export interface RouteContract {
  readonly auth: RouteAuth;
  /** Whose thing the route touches (see above): required, so a new route must say. */
  readonly owner: OwnerRule;
  /** 403 with this message for an admin (a role refusal declared, not written in `run`). */
  readonly adminRefused?: string;
  /** Path variables: its keys are the `{names}` of the route key (a unit test checks it). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The route also takes RFC 8058's one-click unsubscribe: a mail client POSTs
   * `List-Unsubscribe=One-Click` as a form, which the JSON-only body rule would refuse. The form
   * is read for nothing (the route's query carries what it needs); any other body is refused.
   */
  readonly oneClick?: true;
  /**
   * The route answers a document, not JSON (issue 49: the public pages, the sitemap, robots.txt):
   * its `run` returns a PageAnswer (../../schemas/pages.ts), sent as its status, type and body,
   * cached by browsers and CloudFront for its `maxAge`.
   */
  readonly document?: true;
  /** The success body. Fields it does not declare are stripped before the answer leaves. */
  readonly response: z.ZodType;
  /** The success status. @default 200 */
  readonly status?: 200 | 201 | 204;
  /** The codes of its own refusals, beyond COMMON_ERROR_CODES. */
  readonly errors: readonly ErrorCode[];
}

/**
 * What any route may answer: the request path's refusals (bad input, who is calling, the rate
 * limits, a suspended account, a body too large) and the gateway's (a malformed request, a method the path does not
 * take), and the generic 500.
 */
export const COMMON_ERROR_CODES = [
  ErrorCodes.badRequest,
  ErrorCodes.invalidJson,
  ErrorCodes.unsupportedMediaType,
  ErrorCodes.validation,
  ErrorCodes.unauthorized,
  ErrorCodes.forbidden,
  ErrorCodes.routeNotFound,
  ErrorCodes.payloadTooLarge,
  ErrorCodes.requestTooLarge,
  ErrorCodes.rateLimited,
  ErrorCodes.accountSuspended,
  ErrorCodes.internal,
  ErrorCodes.unavailable,
] as const satisfies readonly ErrorCode[];

/** Whether a route may answer this code: one of its own refusals or a common one. */
export const declaresError = (route: Pick<RouteContract, 'errors'>, code: string): boolean =>
  (COMMON_ERROR_CODES as readonly string[]).includes(code) || (route.errors as readonly string[]).includes(code);

export type GroupContract = Readonly<Record<RouteKeyString, RouteContract>>;

/** Declares a group's routes, keeping each entry's literal types. */
export const defineRoutes = <const C extends GroupContract>(routes: C): C => routes;

/** The things a group's contract names in its owner rules: each needs a loader in its handler. */
export type ThingsOf<C extends GroupContract> = {
  [K in keyof C]: C[K] extends { readonly owner: { readonly thing: infer T extends string } } ? T : never;
}[keyof C];

/** The value at a field path of a parsed request, or undefined. */
export function valueAt(request: { params?: unknown; query?: unknown; body?: unknown }, path: FieldPath): unknown {
  const [part, ...keys] = path.split('.');
  let value: unknown = request[part as 'params' | 'query' | 'body'];
  for (const key of keys)
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
