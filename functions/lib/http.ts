import middy, { type MiddlewareObj } from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { ErrorCodes, GENERIC_ERROR_MESSAGE } from '@shared/api/errors';
import { findRoute, type AppRoute, type RouteGroup, type RouteKeyOf } from '@shared/api/routes';
import { AppError, forbidden, unauthorized } from '../core/errors';
import { enforceRateLimit, type RateLimitRule } from '../core/rate-limit/rate-limit';
import { callerFromClaims, type Caller } from './caller';
import { log, serializeError } from './log';

/**
 * The request path every HTTP Lambda shares:
 *   request log → security headers → error handler → JSON body → dispatch
 * Dispatch finds the route by `event.routeKey`, derives the caller from the JWT
 * claims, applies the route table's auth level, validates params/query/body with the
 * route's zod schemas and calls the route function.
 */

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** A non-200 answer from a route function. Plain return values are 200 JSON. */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

interface Schemas<B, Q, P> {
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Counted per client address before anything else, so invalid requests count too. */
  rateLimit?: RateLimitRule;
}

export interface RouteRequest<B, Q, P, C> {
  body: B;
  query: Q;
  params: P;
  caller: C;
  event: HttpEvent;
  /** The client address as API Gateway saw it (for rate limits). */
  sourceIp: string;
}

type Access = 'public' | 'signed-in';

export interface RouteSpec<A extends Access = Access> {
  readonly access: A;
  readonly schemas: Schemas<unknown, unknown, unknown>;
  readonly run: (req: RouteRequest<unknown, unknown, unknown, Caller | null>) => Promise<unknown>;
}

type Parsed<S, Fallback> = S extends z.ZodType<infer T> ? T : Fallback;

function defineRoute<A extends Access>(access: A) {
  return <S extends Schemas<unknown, unknown, unknown>, R>(
    schemas: S,
    run: (
      req: RouteRequest<
        Parsed<S['body'], undefined>,
        Parsed<S['query'], Record<string, string>>,
        Parsed<S['params'], Record<string, string>>,
        A extends 'public' ? Caller | null : Caller
      >,
    ) => Promise<R>,
  ): RouteSpec<A> => ({ access, schemas, run: run as RouteSpec<A>['run'] });
}

/** A route open to anyone; `caller` is set when a valid token came along. */
export const publicRoute = defineRoute('public');
/** A route for signed-in callers (`user` or `admin` in the route table). */
export const signedInRoute = defineRoute('signed-in');

type AuthOf<K> = Extract<AppRoute, { routeKey: K }>['auth'];

/** Every route key of a group, each implemented with the access its table entry demands. */
export type GroupRoutes<G extends RouteGroup> = {
  [K in RouteKeyOf<G>]: RouteSpec<AuthOf<K> extends 'public' ? 'public' : 'signed-in'>;
};

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
  return new AppError(ErrorCodes.validation, 400, message, { field });
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, where: 'body' | 'query' | 'params'): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
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

function logRequest(event: HttpEvent, status: number | undefined, startedAt: number | undefined) {
  log.info('request', {
    routeKey: event.routeKey,
    status,
    durationMs: startedAt ? Date.now() - startedAt : undefined,
    requestId: event.requestContext?.requestId,
    userId: callerFromClaims(event.requestContext?.authorizer?.jwt?.claims)?.userId,
  });
}

const errorHandler: MiddlewareObj<HttpEvent, HttpResult> = {
  onError: (request) => {
    const err = request.error;
    if (err instanceof AppError) {
      const body: Record<string, unknown> = err.toJSON();
      if (typeof err.details?.field === 'string') body.field = err.details.field;
      const retryAfter = err.details?.retryAfter;
      request.response = json(err.status, body, typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {});
      return;
    }
    log.error('unhandled error', { routeKey: request.event.routeKey, error: serializeError(err) });
    request.response = json(500, { error: ErrorCodes.internal, message: GENERIC_ERROR_MESSAGE });
  },
};

const jsonBody: MiddlewareObj<HttpEvent, HttpResult, Error, Context, Internal> = {
  before: (request) => {
    const { body, isBase64Encoded } = request.event;
    if (body === undefined || body === null || body === '') return;
    const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    try {
      parsedBodies.set(request.event, JSON.parse(text));
    } catch {
      throw new AppError(ErrorCodes.invalidJson, 400, 'The request body is not valid JSON.', { field: 'body' });
    }
  },
};

/** Builds the Lambda handler of one route group. */
export function httpHandler<G extends RouteGroup>(group: G, groupRoutes: GroupRoutes<G>) {
  const table = groupRoutes as Record<string, RouteSpec>;
  return middy<HttpEvent, HttpResult, Error, Context, Internal>()
    .use(requestLog)
    .use(httpSecurityHeaders())
    .use(errorHandler)
    .use(jsonBody)
    .handler(async (event) => {
      const spec = table[event.routeKey];
      const entry = findRoute(event.routeKey);
      if (!spec || !entry || entry.group !== group) {
        throw new AppError(ErrorCodes.notFound, 404, 'No such route.');
      }
      const caller = callerFromClaims(event.requestContext?.authorizer?.jwt?.claims);
      if (entry.auth !== 'public' && !caller) throw unauthorized();
      if (entry.auth === 'admin' && !caller?.isAdmin) throw forbidden();
      const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
      if (spec.schemas.rateLimit) await enforceRateLimit(spec.schemas.rateLimit, sourceIp);

      const params = parsePart(spec.schemas.params, event.pathParameters ?? {}, 'params');
      const query = parsePart(spec.schemas.query, event.queryStringParameters ?? {}, 'query');
      const body = parsePart(spec.schemas.body, parsedBodies.get(event), 'body');
      const result = await spec.run({
        body,
        query,
        params,
        caller,
        event,
        sourceIp,
      });
      if (result instanceof Reply) return json(result.statusCode, result.body, result.headers);
      return json(200, result);
    });
}

/** Throws 403 unless the path's user id is the caller's own (or the caller is an admin). */
export function assertSelfOrAdmin(caller: Caller, userId: string): void {
  if (caller.userId !== userId && !caller.isAdmin) throw forbidden();
}
