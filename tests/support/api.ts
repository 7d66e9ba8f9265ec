import { assertDeclaredRefusal } from './declared-errors';
import type * as z from 'zod';
import { contracts, type ContractOf, type RequestOf, type RouteKey } from '@shared/api/contracts';
import { requestLine } from '../../web/src/lib/request-url';

/** What a test sends: a token, a JSON body (or a raw one), and the client address to speak from. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  /** Sent as X-Forwarded-For, which the local gateway takes as the client address. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the raw call reads whatever the server answers
  body: any;
}

/**
 * The raw HTTP call, by method and path, for what the contract cannot type: malformed input
 * (bad JSON, wrong field types, unknown routes, forged paths) and non-API endpoints. Everything
 * else goes through `callRoute`, so a test that sends a wrong body no longer type-checks.
 */
export function apiCaller(baseUrl: string) {
  return async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const hasBody = opts.body !== undefined || opts.rawBody !== undefined;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        ...opts.headers,
      },
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    // Every refusal a test meets must be one its route declares (shared/api/contract/define.ts).
    assertDeclaredRefusal(method, path, { status: response.status, body });
    return { status: response.status, headers: response.headers, body };
  };
}

// ---- The typed client: routes by their contract key ----

/** What a route takes (its params, query and body as the contract declares them), and who calls. */
export type RouteInput<K extends RouteKey> = RequestOf<K> & {
  /** The caller's ID token; none calls signed out. */
  token?: string;
  /** Sent as X-Forwarded-For, which the local gateway takes as the client address. */
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body goes through the raw `call`, never silently dropped here. */
  rawBody?: never;
};

type Args<K extends RouteKey> =
  Record<never, never> extends RouteInput<K> ? [input?: RouteInput<K>] : [input: RouteInput<K>];

/** A route's success body, as its contract's response schema yields it. */
export type RouteBody<K extends RouteKey> = z.output<ContractOf<K>['response']>;

/** The one error body every refusal carries (`field` when the server named the field it refused). */
export interface ErrorAnswer {
  error: string;
  message: string;
  field?: string;
}

/** A 2xx answer: its body typed from the route's response schema. */
export interface Succeeded<K extends RouteKey> {
  routeKey: K;
  ok: true;
  status: number;
  headers: Headers;
  body: RouteBody<K>;
}

/** Any other answer: the error body (the gateway's own included). */
export interface Refused {
  routeKey: RouteKey;
  ok: false;
  status: number;
  headers: Headers;
  body: ErrorAnswer;
}

export type RouteAnswer<K extends RouteKey> = Succeeded<K> | Refused;

const successStatus = new Map<string, number>(
  Object.values(contracts).flatMap((group) =>
    Object.entries(group).map(([key, entry]) => [key, (entry as { status?: number }).status ?? 200] as const),
  ),
);

/** The status a route answers on success (its contract's `status`, 200 by default). */
export const successStatusOf = (routeKey: RouteKey): number => successStatus.get(routeKey)!;

/**
 * The test client of the API, typed from the contract as the web's `call()` is:
 *
 *   const { callRoute, callOk, call } = apiClient(endpoints.api);
 *   await callRoute('POST /cart', { token, body: { userId, artId, quantity: 1 } })  // { ok, status, body }
 *   await callOk('GET /cart/{userId}', { token, params: { userId } })               // the typed body, or it throws
 *   await call('POST', '/cart', { token, rawBody: '{' })                              // malformed input
 */
export function apiClient(
  baseUrl: string,
  defaults: { /** The client address of each call that names none. */ ip?: () => string } = {},
) {
  const rawCall = apiCaller(baseUrl);
  const call = (method: string, path: string, opts: CallOptions = {}) =>
    rawCall(method, path, { ip: defaults.ip?.(), ...opts });

  async function callRoute<K extends RouteKey>(routeKey: K, ...[input]: Args<K>): Promise<RouteAnswer<K>> {
    const { params, query, body, token, ip, headers } = (input ?? {}) as RouteInput<RouteKey> & {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const { method, path } = requestLine(routeKey, params);
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null) search.set(name, String(value));
    const res = await call(method, search.size ? `${path}?${search}` : path, {
      token,
      headers,
      body,
      ...(ip ? { ip } : {}),
    });
    return { routeKey, ok: res.status >= 200 && res.status < 300, ...res } as RouteAnswer<K>;
  }

  /** Calls a route and answers its body; throws (with the answer) unless it answered its success status. */
  async function callOk<K extends RouteKey>(routeKey: K, ...args: Args<K>): Promise<RouteBody<K>> {
    const res = await callRoute(routeKey, ...args);
    expectOk(res);
    return res.body;
  }

  return { callRoute, callOk, call };
}

/**
 * Fails unless the answer is its route's success (the contract's status, 200 by default), saying
 * what came instead; after it, the answer's body is the route's response type.
 */
export function expectOk<K extends RouteKey>(res: RouteAnswer<K>): asserts res is Succeeded<K> {
  const want = successStatusOf(res.routeKey);
  if (res.status !== want)
    throw new Error(`${res.routeKey} answered ${res.status}, not ${want}: ${JSON.stringify(res.body)}`);
}

/** True when the answer is its route's success (for `answers.filter(isOk)`); its body is then the route's response type. */
export function isOk<K extends RouteKey>(res: RouteAnswer<K>): res is Succeeded<K> {
  return res.status === successStatusOf(res.routeKey);
}

/** Fails unless the answer is a refusal with `status`; after it, the body is the error body. */
export function expectRefused<K extends RouteKey>(res: RouteAnswer<K>, status: number): asserts res is Refused {
  if (res.ok || res.status !== status)
    throw new Error(`${res.routeKey} answered ${res.status}, not ${status}: ${JSON.stringify(res.body)}`);
}
