import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayEventRequestContextV2,
  APIGatewayProxyEventV2WithRequestContext,
  APIGatewayProxyWebsocketEventV2,
  Context,
} from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type http from 'node:http';

/**
 * What API Gateway hands a Lambda, shaped as it shapes it, so the exported handlers run here
 * unchanged. Only the values differ from AWS (account 000000000000, api id `local`).
 */

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/** Payload v2; `authorizer` is present only on routes behind the JWT authorizer. */
export type HttpEvent = APIGatewayProxyEventV2WithRequestContext<
  APIGatewayEventRequestContextV2 & { authorizer?: APIGatewayEventRequestContextJWTAuthorizer }
>;

/** $connect also carries the handshake's headers and query string. */
export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string> };

/** Lambda's timeout as API Gateway sees it: the HTTP API gives up after 29 s. */
const TIMEOUT_MS = 29_000;

export function lambdaContext(functionName: string): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, TIMEOUT_MS - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The JWT authorizer hands claims to the Lambda as strings; arrays become "[a b]". */
export function authorizerClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    claims[key] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  }
  return claims;
}

/** API Gateway passes text bodies as they are and base64-encodes everything else. */
function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))|\+json/i.test(contentType);
}

/** Repeated headers and query parameters arrive joined with commas in payload v2. */
function joined(entries: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    const previous = out[key];
    const text = Array.isArray(value) ? value.join(',') : value;
    out[key] = previous === undefined ? text : `${previous},${text}`;
  }
  return out;
}

export interface HttpEventInput {
  req: http.IncomingMessage;
  url: URL;
  /** The decoded path. */
  path: string;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
  /** The verified token's claims; undefined on public routes. */
  claims: Record<string, unknown> | undefined;
  body: Buffer;
}

export function httpEvent({ req, url, path, routeKey, pathParameters, claims, body }: HttpEventInput): HttpEvent {
  const textual = isTextual(req.headers['content-type']);
  const query = joined(url.searchParams.entries());
  const forwardedFor = req.headers['x-forwarded-for'];
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers: joined(Object.entries(req.headers)),
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: claims ? { jwt: { claims: authorizerClaims(claims), scopes: null } } : undefined,
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path,
        protocol: `HTTP/${req.httpVersion}`,
        // The tests speak from chosen addresses through X-Forwarded-For (rate limits are per address).
        sourceIp:
          (typeof forwardedFor === 'string' ? forwardedFor.split(',')[0]?.trim() : '') ||
          req.socket.remoteAddress ||
          '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

export interface WebSocketEventInput {
  routeKey: '$connect' | '$disconnect' | '$default';
  connectionId: string;
  /** When the connection was opened (epoch ms); every event of one connection carries the same. */
  connectedAt: number;
  domainName: string;
  body?: string;
  /** $connect only: the upgrade request, whose headers and query string the event carries. */
  handshake?: { req: http.IncomingMessage; url: URL };
}

const eventTypes = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', $default: 'MESSAGE' } as const;

/** API Gateway's CLF-style time: 09/Apr/2015:12:34:56 +0000. */
function requestTime(date: Date): string {
  const [, day, month, year, time] = date.toUTCString().split(' ');
  return `${day}/${month}/${year}:${time} +0000`;
}

export function webSocketEvent({
  routeKey,
  connectionId,
  connectedAt,
  domainName,
  body,
  handshake,
}: WebSocketEventInput): WebSocketEvent {
  const now = new Date();
  // As in payload v1, which the WebSocket API uses, a repeated query parameter keeps its last value.
  const query = handshake ? Object.fromEntries(handshake.url.searchParams.entries()) : {};
  return {
    requestContext: {
      routeKey,
      eventType: eventTypes[routeKey],
      messageDirection: 'IN',
      connectionId,
      connectedAt,
      domainName,
      stage: 'local',
      apiId: 'local-ws',
      requestId: randomUUID(),
      messageId: randomUUID(),
      extendedRequestId: randomUUID(),
      requestTime: requestTime(now),
      requestTimeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
    ...(body === undefined ? {} : { body }),
    ...(handshake
      ? {
          headers: joined(Object.entries(handshake.req.headers)),
          queryStringParameters: Object.keys(query).length ? query : undefined,
        }
      : {}),
  };
}
