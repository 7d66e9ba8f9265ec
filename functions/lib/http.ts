import middy, { type MiddlewareObj } from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { PageAnswer } from '@shared/schemas/pages';
import { documentResult, DOCUMENT_SECURITY_HEADERS } from './document';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { answerEncoding } from './accept-encoding';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type * as z from 'zod';
import {
  valueAt,
  type GroupContract,
  type RouteAuth,
  type RouteContract,
  type ThingsOf,
} from '@shared/api/contract/define';
import { BUSY_MESSAGE, ERROR_STATUS, ErrorCodes, GENERIC_ERROR_MESSAGE } from '@shared/api/errors';
import type { Actor, OwnersLoader } from '../core/actor';
import { AppError, forbidden, unauthorized } from '../core/errors';
import { isSuspended, suspendedError } from '../core/moderation/suspensions';
import { enforceRateLimit, type RateLimitRule } from '../core/rate-limit/rate-limit';
import { callerFromClaims } from './caller';
import { log, serializeError, withLogContext } from '../core/observability/log';
import { cleanInput } from './text';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from './unavailable';
import { viewerAddress } from './viewer-address';

/**
 * The request path every HTTP Lambda shares:
 *   compression → request log → security headers → error handler → JSON body → dispatch
 * Dispatch finds the route's contract entry by `event.routeKey`, derives the actor from the JWT
 * claims and enforces the contract's `auth` (and, on signed-in routes, refuses a suspended
 * account: functions/core/moderation/suspensions.ts), cleans and validates params/query/body with the
 * contract's schemas, enforces the entry's `owner` rule (and `adminRefused`) on the parsed values,
 * calls the group's `run` function and shapes its answer with the contract's response schema and
 * status. A group's `routes.ts` therefore holds only the `run` functions, and no ownership checks.
 */

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

type Parsed<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type Part<C extends RouteContract, P extends 'params' | 'query' | 'body', Fallback> = Parsed<C[P], Fallback>;

/** Who `run` sees acting: nobody or anybody on a public route, a person of the route's role otherwise. */
export type ActorFor<A extends RouteAuth> = A extends 'public'
  ? Actor | null
  : A extends 'artist'
    ? Actor & { role: 'Artist' }
    : A extends 'client'
      ? Actor & { role: 'Client' }
      : Actor;

export interface RouteRequest<C extends RouteContract> {
  params: Part<C, 'params', Record<string, never>>;
  query: Part<C, 'query', Record<string, never>>;
  body: Part<C, 'body', undefined>;
  /** Who is acting; the entry's `auth` and `owner` rules already hold for them. */
  actor: ActorFor<C['auth']>;
  event: HttpEvent;
  /** The client address as API Gateway saw it (for rate limits). */
  sourceIp: string;
}

/** A route's implementation: what the contract promises, from what it takes. */
export type Run<C extends RouteContract> = ((req: RouteRequest<C>) => Promise<z.input<C['response']>>) & {
  /** Counted per client address before anything else, so invalid requests count too. */
  readonly rateLimit?: RateLimitRule;
};

/** Every route of a group's contract, implemented. */
export type GroupRoutes<C extends GroupContract> = { [K in keyof C]: C[K] extends RouteContract ? Run<C[K]> : never };

/** A run function whose calls are rate-limited per client address. */
export function rateLimited<C extends RouteContract>(rule: RateLimitRule, run: Run<C>): Run<C> {
  return Object.assign((req: RouteRequest<C>) => run(req), { rateLimit: rule });
}

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function validationError(error: z.ZodError, where: 'body' | 'query' | 'params'): AppError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  const message = issue ? `${field}: ${issue.message}` : `Invalid ${where}`;
  return new AppError(ErrorCodes.validation, message, { field });
}

function parsePart(schema: z.ZodType | undefined, value: unknown, where: 'body' | 'query' | 'params'): unknown {
  if (!schema) {
    // A route that takes nothing refuses something, rather than silently ignoring it.
    if (where === 'body' && value !== undefined)
      throw new AppError(ErrorCodes.validation, 'body: This route takes no body.', { field: 'body' });
    return where === 'body' ? undefined : {};
  }
  const result = schema.safeParse(cleanInput(value, where));
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/** Whether an actor may call a route of this auth level (401 and 403 otherwise). */
export function assertAllowed(auth: RouteAuth, actor: Actor | null): void {
  if (auth === 'public') return;
  if (!actor) throw unauthorized();
  if (auth === 'admin' && !actor.isAdmin) throw forbidden();
  if (auth === 'artist' && actor.role !== 'Artist') throw forbidden('Only artists can do that.');
  if (auth === 'client' && actor.role !== 'Client') throw forbidden('Only clients can do that.');
}

/** The owner loaders a group's handler passes: one per thing its contract's owner rules name. */
export type OwnerLoaders<C extends GroupContract> = { readonly [T in ThingsOf<C>]: OwnersLoader };

/**
 * Enforces an entry's `owner` rule and `adminRefused` on the parsed request (403 otherwise): a
 * person id at the rule's path must be the actor's, a thing found by the id at the rule's path
 * must be one of the actor's (by the group's loader), an admin passing where the rule says
 * `admin: true`. A value the request leaves out is not checked (the schema said it may be left
 * out; the verb then acts for the actor). A thing its loader does not find is the route's 404.
 */
export async function assertOwner(
  entry: Pick<RouteContract, 'owner' | 'adminRefused'>,
  actor: Actor | null,
  request: { params: unknown; query: unknown; body: unknown },
  loaders: Readonly<Record<string, OwnersLoader>>,
): Promise<void> {
  const rule = entry.owner;
  if (rule !== 'none' && rule !== 'caller') {
    if (!actor) throw unauthorized();
    const mayAsAdmin = rule.admin === true && actor.isAdmin;
    if ('self' in rule) {
      const value = valueAt(request, rule.self);
      if (value !== undefined && value !== actor.userId && !mayAsAdmin) throw forbidden();
    } else {
      const value = valueAt(request, rule.id);
      const load = Object.hasOwn(loaders, rule.thing) ? loaders[rule.thing] : undefined;
      if (!load) throw new Error(`No owner loader for "${rule.thing}"`);
      if (value !== undefined && !mayAsAdmin) {
        const owners = await load(String(value));
        if (owners && !owners.includes(actor.userId)) throw forbidden(rule.message);
      }
    }
  }
  if (entry.adminRefused !== undefined && actor?.isAdmin) throw forbidden(entry.adminRefused);
}

type Internal = { startedAt: number };

/** The parsed JSON body, stashed by the jsonBody middleware for the dispatch step. */
const parsedBodies = new WeakMap<HttpEvent, unknown>();

const requestLog: MiddlewareObj<HttpEvent, HttpResult, Error, Context, Internal> = {
  before: (request) => {
    request.internal.startedAt = Date.now();
  },
  after: (request) => logRequest(request.event, request.response?.statusCode, request.internal.startedAt),
  onError: (request) => logRequest(request.event, request.response?.statusCode, request.internal.startedAt),
};

/**
 * Answers of at least this many characters are sent compressed to a client that takes it (a list's
 * JSON shrinks 4-6×: Browse Arts' 25 cards, 11 kB → 2 kB); smaller ones gain less than they cost.
 */
const COMPRESS_FROM = 1024;
/** Brotli's quality for answers made on each request: near its best ratio for JSON, a millisecond for a list. */
const ANSWER_BROTLI_QUALITY = 4;

/**
 * Compresses a JSON answer as the client's Accept-Encoding allows (brotli, else gzip; its weights
 * read by ./accept-encoding.ts): API Gateway's HTTP APIs send a Lambda's answer as it is, and a
 * phone on a slow line waits for each byte. Not @middy/http-content-encoding: it takes the
 * encoding from @middy/http-content-negotiation, which brings the `negotiator` package (languages,
 * charsets, media types) into every function's bundle for the one header read here.
 */
const compressedAnswer: MiddlewareObj<HttpEvent, HttpResult, Error, Context, Internal> = {
  after: (request) => {
    const response = request.response;
    if (!response?.body || response.isBase64Encoded || response.body.length < COMPRESS_FROM) return;
    const encoding = answerEncoding(request.event.headers?.['accept-encoding']);
    if (!encoding) return;
    const body = Buffer.from(response.body, 'utf8');
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } })
        : gzipSync(body);
    request.response = {
      ...response,
      headers: { ...response.headers, 'content-encoding': encoding, vary: 'accept-encoding' },
      body: compressed.toString('base64'),
      isBase64Encoded: true,
    };
  },
};

function logRequest(event: HttpEvent, status: number | undefined, startedAt: number | undefined) {
  log.info('request', {
    status,
    durationMs: startedAt ? Date.now() - startedAt : undefined,
    userId: callerFromClaims(event.requestContext?.authorizer?.jwt?.claims)?.userId,
  });
}

/**
 * Every answer of 500 or more but a defect's says when to try again (Retry-After): a refusal of
 * ours that is a provider's failure (502), and a service behind the API throttling or down (503,
 * ./unavailable.ts). A defect is a 500 without one: trying again will not help.
 */
const errorHandler: MiddlewareObj<HttpEvent, HttpResult> = {
  onError: (request) => {
    const err = request.error;
    if (err instanceof AppError) {
      const body: Record<string, unknown> = err.toJSON();
      if (typeof err.details?.field === 'string') body.field = err.details.field;
      const retryAfter = err.details?.retryAfter ?? (err.status >= 500 ? RETRY_AFTER_SECONDS : undefined);
      request.response = json(
        err.status,
        body,
        typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {},
      );
      return;
    }
    if (isServiceUnavailable(err)) {
      log.warn('a service behind the API is unavailable', { error: serializeError(err) });
      request.response = json(
        ERROR_STATUS[ErrorCodes.unavailable],
        { error: ErrorCodes.unavailable, message: BUSY_MESSAGE },
        { 'retry-after': String(RETRY_AFTER_SECONDS) },
      );
      return;
    }
    log.error('unhandled error', { error: serializeError(err) });
    request.response = json(ERROR_STATUS[ErrorCodes.internal], {
      error: ErrorCodes.internal,
      message: GENERIC_ERROR_MESSAGE,
    });
  },
};

const isJson = (contentType: string | undefined) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType ?? '');

/**
 * Parses the JSON body. A body must come with a JSON content type: a cross-site HTML form can
 * only send form or text types, so it cannot reach a route without the browser's preflight.
 *
 * Not @middy/http-json-body-parser (issue 48 §4 asked): its refusals are its own (422 "Invalid or
 * malformed JSON was provided", an http-errors object), where every route's refusals are coded
 * from the contract (400 invalid_json and 415 unsupported_media_type, with the field), so it
 * would be wrapped to be translated back; it also leaves the parsed body on `event.body`, where
 * this keeps the raw text (the PayMongo webhook's signature is over the raw bytes).
 */
const ONE_CLICK = /^List-Unsubscribe=One-Click$/;
const isForm = (contentType: string | undefined) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(contentType ?? '');

/**
 * Whether the body is RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, as a form), which
 * a route that says `oneClick` takes and reads for nothing.
 */
function isOneClick(text: string, contentType: string | undefined): boolean {
  if (!isForm(contentType)) return false;
  if (/^multipart\//i.test(contentType ?? '')) return /name="List-Unsubscribe"\s+One-Click/.test(text);
  return ONE_CLICK.test(text.trim());
}

const jsonBody = (entries: GroupContract): MiddlewareObj<HttpEvent, HttpResult, Error, Context, Internal> => ({
  before: (request) => {
    const { body, isBase64Encoded, headers, routeKey } = request.event;
    if (body === undefined || body === null || body === '') return;
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    const entry = Object.hasOwn(entries, routeKey) ? entries[routeKey as keyof GroupContract] : undefined;
    if (entry?.oneClick && isOneClick(text, headers?.['content-type'])) return;
    if (!isJson(headers?.['content-type'])) {
      throw new AppError(
        ErrorCodes.unsupportedMediaType,
        'Send the request body as JSON (Content-Type: application/json).',
        { field: 'body' },
      );
    }
    try {
      parsedBodies.set(request.event, JSON.parse(text));
    } catch {
      throw new AppError(ErrorCodes.invalidJson, 'The request body is not valid JSON.', { field: 'body' });
    }
  },
});

/**
 * Builds the Lambda handler of one route group from its contract, its run functions and the owner
 * loaders of the things its contract's owner rules name (none when it names none), e.g.
 * `httpHandler(artsContract, artRoutes, { art: ArtOwners.ofArt })`.
 */
export function httpHandler<C extends GroupContract>(
  contract: C,
  groupRoutes: GroupRoutes<C>,
  ...[loaders]: [ThingsOf<C>] extends [never] ? [] : [OwnerLoaders<C>]
) {
  const entries = contract as GroupContract;
  const ownerLoaders = (loaders ?? {}) as Readonly<Record<string, OwnersLoader>>;
  const runs = groupRoutes as unknown as Record<string, Run<RouteContract>>;
  const handler = middy<HttpEvent, HttpResult, Error, Context, Internal>()
    // First in, so its `after` runs last, on the answer as sent.
    .use(compressedAnswer)
    .use(requestLog)
    .use(httpSecurityHeaders(DOCUMENT_SECURITY_HEADERS as never))
    .use(errorHandler)
    .use(jsonBody(entries))
    .handler(async (event) => {
      const entry = Object.hasOwn(entries, event.routeKey) ? entries[event.routeKey as keyof GroupContract] : undefined;
      const run = entry ? runs[event.routeKey] : undefined;
      if (!entry || !run) throw new AppError(ErrorCodes.routeNotFound, 'No such route.');
      const actor = callerFromClaims(event.requestContext?.authorizer?.jwt?.claims);
      assertAllowed(entry.auth, actor);
      // A suspended account's access tokens stay valid until they expire: one read refuses them.
      if (entry.auth !== 'public' && actor && (await isSuspended(actor.userId))) throw suspendedError();
      const sourceIp = viewerAddress(event);
      if (run.rateLimit) await enforceRateLimit(run.rateLimit, sourceIp);

      const params = parsePart(entry.params, event.pathParameters ?? {}, 'params');
      const query = parsePart(entry.query, event.queryStringParameters ?? {}, 'query');
      const body = parsePart(entry.body, parsedBodies.get(event), 'body');
      await assertOwner(entry, actor, { params, query, body }, ownerLoaders);
      const result = await run({ params, query, body, actor, event, sourceIp } as RouteRequest<RouteContract>);
      const status = entry.status ?? 200;
      if (status === 204) return { statusCode: 204, headers: { 'cache-control': 'no-store' }, body: '' };
      // The answer is what the contract says, and only that: undeclared fields never leave.
      const shaped = entry.response.safeParse(result);
      if (!shaped.success) {
        log.error('response breaks the contract', { issues: shaped.error.issues.slice(0, 5) });
        throw new Error(`The ${event.routeKey} answer does not match its contract`);
      }
      // A document route's contract answer is a PageAnswer (define.ts `document`).
      if (entry.document) return documentResult(shaped.data as PageAnswer);
      return json(status, shaped.data);
    });
  return (event: HttpEvent, context: Context) =>
    withLogContext(
      {
        requestId: event.requestContext?.requestId,
        routeKey: event.routeKey,
        clientRequestId: event.headers?.['x-request-id']?.slice(0, 64),
      },
      () => handler(event, context),
    );
}
