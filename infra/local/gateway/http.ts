import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import http from 'node:http';
import { ErrorCodes, GENERIC_ERROR_MESSAGE } from '@shared/api/errors';
import { routes, splitRouteKey, type AppRoute } from '@shared/api/routes';
import { cognitoVerifier, tokenFromAuthorizationHeader } from '@functions/lib/jwt';
import type { Service } from '../services/types';
import { httpEvent, lambdaContext, type LambdaHandler } from './events';
import {
  answerClientErrors,
  close,
  guardExchange,
  listen,
  logFailure,
  readBody,
  requestUrl,
  sendError,
  sendJson,
} from './server';

/**
 * The local HTTP API, so the route Lambdas get what API Gateway would send them: only routes in
 * the table, a token already checked the way the Cognito JWT authorizer checks it, payload v2
 * events. Like that authorizer it only asks for a valid token (on every route but 'public' ones);
 * roles are the handlers' business.
 */

export interface HttpApiOptions {
  port: number;
  /** Origins the API's CORS configuration allows. */
  allowOrigins: string[];
  issuer: string;
  clientId: string;
  loadHandler(group: string): Promise<LambdaHandler>;
}

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const PREFLIGHT = {
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers': 'authorization,content-type,x-request-id',
  // Two hours, the longest Chromium caches a preflight.
  'access-control-max-age': '7200',
};

const LOG = 'gateway http';

interface CompiledRoute {
  route: AppRoute;
  method: string;
  regex: RegExp;
  paramNames: string[];
}

function compileRoutes(table: readonly AppRoute[]): CompiledRoute[] {
  return table
    .map((route) => {
      const { method, path } = splitRouteKey(route.routeKey);
      const paramNames: string[] = [];
      const pattern = path
        .split('/')
        .map((segment) => {
          const greedy = /^\{(\w+)\+\}$/.exec(segment);
          if (greedy) {
            paramNames.push(greedy[1]!);
            return '(.+)';
          }
          const param = /^\{(\w+)\}$/.exec(segment);
          if (param) {
            paramNames.push(param[1]!);
            return '([^/]+)';
          }
          return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        })
        .join('/');
      // API Gateway prefers the most specific match: fewer variables win.
      const specificity = -paramNames.length * 1000 + path.length;
      return { compiled: { route, method, regex: new RegExp(`^${pattern}/?$`), paramNames }, specificity };
    })
    .sort((a, b) => b.specificity - a.specificity)
    .map(({ compiled }) => compiled);
}

export async function startHttpApi(opts: HttpApiOptions): Promise<Service> {
  const compiled = compileRoutes(routes);
  const verify = cognitoVerifier({ issuer: opts.issuer, clientId: opts.clientId });
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerFor = (group: string) => {
    let handler = handlers.get(group);
    if (!handler) {
      handler = opts.loadHandler(group);
      // A module that failed to load is tried again on the next request rather than remembered.
      handler.catch(() => handlers.delete(group));
      handlers.set(group, handler);
    }
    return handler;
  };

  function corsHeaders(origin: string | undefined): Record<string, string> {
    if (!origin || !opts.allowOrigins.includes(origin)) return {};
    return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'false', vary: 'origin' };
  }

  async function answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, cors['access-control-allow-origin'] ? { ...cors, ...PREFLIGHT } : {});
      res.end();
      return;
    }

    const url = requestUrl(req);
    let path: string | undefined;
    try {
      path = url ? decodeURI(url.pathname) : undefined;
    } catch {
      path = undefined;
    }
    if (!url || path === undefined) {
      sendError(res, ErrorCodes.badRequest, 'The request path is malformed.', cors);
      return;
    }
    const match = compiled.find((c) => c.method === req.method && c.regex.test(url.pathname));
    if (!match) {
      sendError(res, ErrorCodes.routeNotFound, 'No such route.', cors);
      return;
    }
    const values = match.regex.exec(url.pathname)!.slice(1);
    let pathParameters: Record<string, string> | undefined;
    try {
      pathParameters = match.paramNames.length
        ? Object.fromEntries(match.paramNames.map((name, i) => [name, decodeURIComponent(values[i]!)]))
        : undefined;
    } catch {
      sendError(res, ErrorCodes.badRequest, 'The request path is malformed.', cors);
      return;
    }

    let claims: Record<string, unknown> | undefined;
    if (match.route.auth !== 'public') {
      const verified = await verify(tokenFromAuthorizationHeader(req.headers.authorization));
      if (!verified) {
        sendError(res, ErrorCodes.unauthorized, 'Please sign in to continue.', {
          ...cors,
          'www-authenticate': 'Bearer',
        });
        return;
      }
      claims = verified as Record<string, unknown>;
    }

    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === 'too-large') {
      sendError(res, ErrorCodes.payloadTooLarge, 'The request body is larger than 10 MB.', cors);
      return;
    }

    const { routeKey, group } = match.route;
    const event = httpEvent({ req, url, path, routeKey, pathParameters, claims, body });
    let result: APIGatewayProxyResultV2 | undefined;
    try {
      const handler = await handlerFor(group);
      // Lambda serialises the result as JSON, which drops headers whose value is undefined.
      const raw = await handler(event, lambdaContext(group));
      result = raw === undefined ? undefined : (JSON.parse(JSON.stringify(raw)) as APIGatewayProxyResultV2);
    } catch (err) {
      console.error(`[${LOG}] the ${group} handler threw`, err);
      sendError(res, ErrorCodes.internal, GENERIC_ERROR_MESSAGE, cors);
      return;
    }
    // Payload v2: a result without statusCode is a 200 JSON body.
    if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
      sendJson(res, 200, result ?? null, cors);
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
    const resultBody = result.body ?? '';
    res.writeHead(result.statusCode ?? 200, { ...headers, ...cors });
    res.end(result.isBase64Encoded ? Buffer.from(resultBody, 'base64') : resultBody);
  }

  const server = http.createServer((req, res) => {
    guardExchange(LOG, req, res);
    const cors = corsHeaders(req.headers.origin);
    answer(req, res, cors).catch((err) => {
      logFailure(LOG, err);
      sendError(res, ErrorCodes.internal, GENERIC_ERROR_MESSAGE, cors);
    });
  });
  answerClientErrors(server, LOG);
  await listen(server, opts.port, LOG);
  return { url: `http://127.0.0.1:${opts.port}`, stop: () => close(server) };
}
