import type * as z from 'zod';

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
 */
export type RouteAuth = 'public' | 'user' | 'artist' | 'client' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteKeyString = `${HttpMethod} /${string}`;

export interface RouteContract {
  readonly auth: RouteAuth;
  /** Path variables: its keys are the `{names}` of the route key (a unit test checks it). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success body. Fields it does not declare are stripped before the answer leaves. */
  readonly response: z.ZodType;
  /** The success status. @default 200 */
  readonly status?: 200 | 201 | 204;
}

export type GroupContract = Readonly<Record<RouteKeyString, RouteContract>>;

/** Declares a group's routes, keeping each entry's literal types. */
export const defineRoutes = <const C extends GroupContract>(routes: C): C => routes;
