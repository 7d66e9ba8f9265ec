import type * as z from 'zod';
import type { ContractOf, RefusalOf, RequestOf, RouteKey } from '@shared/api/contracts';
import { ErrorCodes, isErrorBody, type ErrorCode } from '@shared/api/errors';
import { idToken } from './auth';
import { loadConfig } from './config';
import { takeEarlyAnswer } from './early-requests';
import { newRequestId, requestUrl } from './request-url';

/**
 * The one place that talks HTTP to the API. Features call routes by their contract key,
 *   call('PUT /tags/{id}', { params: { id }, body: { name } })
 * and get the contract's response type back: no feature spells a path or types a response by
 * hand. Only types come from the contract (`import type`), so no schema is downloaded for it.
 */

/** An API failure with the server's code and user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The request field the server refused, when it named one (a form shows the message there). */
    readonly field?: string,
    /** Seconds the server asked to wait before trying again (its Retry-After, on a 5xx that is not a defect). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Called without an argument for a 401; with the server's text when the account is suspended (403 `account.suspended`). */
type UnauthorizedListener = (suspended?: string) => void;
let onUnauthorized: UnauthorizedListener = () => undefined;

/**
 * The session layer registers what happens when the API says the caller is not signed in, or
 * that their account is suspended: either way the session is over.
 */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/** What a route takes: its params, query and body as the contract declares them. */
export type CallInput<K extends RouteKey> = RequestOf<K> & { signal?: AbortSignal };

/** What a route answers on success. */
export type CallResult<K extends RouteKey> = z.output<ContractOf<K>['response']>;

type Args<K extends RouteKey> =
  Record<never, never> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

export { requestLine } from './request-url';

/** Calls a route of the contract, signed in when a session exists. */
export async function call<K extends RouteKey>(routeKey: K, ...[input]: Args<K>): Promise<CallResult<K>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const { method, url } = requestUrl((await loadConfig()).apiUrl, routeKey, { params, query });
  // A request id the server logs beside its own, so a user's report can be traced.
  const headers: Record<string, string> = { 'x-request-id': newRequestId() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = await idToken();
  if (token) headers.authorization = `Bearer ${token}`;

  // The entry may have asked already (lib/early-requests.ts); if that failed, ask again.
  const early = method === 'GET' ? takeEarlyAnswer(url.href) : undefined;
  const ask = () =>
    fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  let response: Response;
  try {
    response = await (early ? early.catch(ask) : ask());
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, ErrorCodes.network, 'Could not reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.ok) return data as CallResult<K>;

  if (response.status === 401) onUnauthorized();
  if (isErrorBody(data)) {
    if (response.status === 403 && data.error === ErrorCodes.accountSuspended) onUnauthorized(data.message);
    const field = (data as { field?: unknown }).field;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      data.error,
      data.message,
      typeof field === 'string' ? field : undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  // Without the API's body: a proxy's answer. A 408 (the request timed out on its way) is the network's.
  const code =
    response.status === 401
      ? ErrorCodes.unauthorized
      : response.status === 408
        ? ErrorCodes.network
        : ErrorCodes.internal;
  throw new ApiError(response.status, code, 'Something went wrong. Please try again.');
}

/**
 * Where the spec words a refusal its own way, the code's text; the server's text for anything
 * else the caller caused (4xx, written for people); the screen's fallback for the rest (server
 * errors, the network), which the spec words per screen.
 */
const SPEC_TEXTS: Partial<Record<ErrorCode, string>> = {
  [ErrorCodes.tagExists]: 'This tag already exists',
};

export function userMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const spec = SPEC_TEXTS[err.code];
  if (spec) return spec;
  // A service behind the API is busy: its own words say to try again in a moment.
  if (err.code === ErrorCodes.unavailable && err.message) return err.message;
  return err.status >= 400 && err.status < 500 && err.message ? err.message : fallback;
}

/** A refused field's message without the server's `field: ` prefix, for showing beside that field. */
export function fieldMessage(err: ApiError): string {
  return err.field && err.message.startsWith(`${err.field}: `) ? err.message.slice(err.field.length + 2) : err.message;
}

/** What a call to a route may fail with: the route's refusals, or no answer at all (`network`). */
export type CallRefusal<K extends RouteKey> = RefusalOf<K> | typeof ErrorCodes.network;

/**
 * True when a call to `routeKey` was refused with this code. The route names the codes it may
 * answer (its contract's `errors` and the common ones), so asking about a code it cannot answer
 * does not compile: `isApiError(err, 'POST /cart', ErrorCodes.tagExists)` is a type error.
 */
export const isApiError = <K extends RouteKey>(err: unknown, _routeKey: K, code: CallRefusal<K>): err is ApiError =>
  err instanceof ApiError && err.code === code;
