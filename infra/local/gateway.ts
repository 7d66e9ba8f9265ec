import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { routes, splitRouteKey, type AppRoute } from '@shared/api/routes';
import { cognitoVerifier, tokenFromAuthorizationHeader } from '@functions/lib/jwt';

/**
 * The local stand-in for API Gateway: the HTTP API (routes from the route table, the
 * Cognito JWT authorizer, payload v2 events) and the WebSocket API ($connect,
 * $disconnect, $default and the `@connections` management endpoint). It calls the very
 * handlers the Lambdas export.
 */

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface GatewayOptions {
  httpPort: number;
  wsPort: number;
  /** Origins the HTTP API's CORS configuration allows. */
  allowOrigins: string[];
  issuer: string;
  clientId: string;
  loadHttpHandler(group: string): Promise<LambdaHandler>;
  loadWsHandler(): Promise<LambdaHandler>;
}

export interface Gateway {
  httpUrl: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

interface CompiledRoute {
  route: AppRoute;
  method: string;
  regex: RegExp;
  paramNames: string[];
  specificity: number;
}

function compileRoutes(): CompiledRoute[] {
  return routes
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
      return { route, method, regex: new RegExp(`^${pattern}/?$`), paramNames, specificity };
    })
    .sort((a, b) => b.specificity - a.specificity);
}

/** The JWT authorizer hands claims to the Lambda as strings; arrays become "[a b]". */
function authorizerClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    claims[key] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value);
  }
  return claims;
}

function lambdaContext(functionName: string): Context {
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
    getRemainingTimeInMillis: () => Math.max(0, 29_000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))|\+json/i.test(contentType);
}

async function readBody(req: http.IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const compiled = compileRoutes();
  const verify = cognitoVerifier({ issuer: opts.issuer, clientId: opts.clientId });
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerFor = (group: string) => {
    if (!handlers.has(group)) handlers.set(group, opts.loadHttpHandler(group));
    return handlers.get(group)!;
  };

  function corsHeaders(origin: string | undefined): Record<string, string> {
    if (!origin || !opts.allowOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'false',
      vary: 'origin',
    };
  }

  async function onHttp(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const origin = req.headers.origin;
    const cors = corsHeaders(origin);

    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        ...cors,
        ...(cors['access-control-allow-origin']
          ? {
              'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
              'access-control-allow-headers': 'authorization,content-type',
              'access-control-max-age': '600',
            }
          : {}),
      });
      res.end();
      return;
    }

    let path: string;
    try {
      path = decodeURI(url.pathname);
    } catch {
      send(res, 400, JSON.stringify({ message: 'Bad Request' }), cors);
      return;
    }
    const match = compiled.find((c) => c.method === req.method && c.regex.test(url.pathname));
    if (!match) {
      send(res, 404, JSON.stringify({ message: 'Not Found' }), cors);
      return;
    }
    const values = match.regex.exec(url.pathname)!.slice(1);
    let pathParameters: Record<string, string> | undefined;
    try {
      pathParameters = match.paramNames.length
        ? Object.fromEntries(match.paramNames.map((name, i) => [name, decodeURIComponent(values[i]!)]))
        : undefined;
    } catch {
      send(res, 400, JSON.stringify({ message: 'Bad Request' }), cors);
      return;
    }

    let authorizer: { jwt: { claims: Record<string, string>; scopes: null } } | undefined;
    if (match.route.auth !== 'public') {
      const claims = await verify(tokenFromAuthorizationHeader(req.headers.authorization));
      if (!claims) {
        send(res, 401, JSON.stringify({ message: 'Unauthorized' }), { ...cors, 'www-authenticate': 'Bearer' });
        return;
      }
      authorizer = { jwt: { claims: authorizerClaims(claims as Record<string, unknown>), scopes: null } };
    }

    const raw = await readBody(req);
    if (raw === 'too-large') {
      send(res, 413, JSON.stringify({ message: 'Request Entity Too Large' }), cors);
      return;
    }
    const contentType = req.headers['content-type'];
    const textual = isTextual(contentType);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(',') : value;
    }
    const query: Record<string, string> = {};
    for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
    const now = new Date();

    const event = {
      version: '2.0',
      routeKey: match.route.routeKey,
      rawPath: path,
      rawQueryString: url.search.replace(/^\?/, ''),
      cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        authorizer,
        domainName: req.headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: {
          method: req.method ?? 'GET',
          path,
          protocol: 'HTTP/1.1',
          sourceIp: (req.headers['x-forwarded-for'] as string | undefined)?.split(',')[0]?.trim() || req.socket.remoteAddress || '127.0.0.1',
          userAgent: req.headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey: match.route.routeKey,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
      },
      body: raw.length ? (textual ? raw.toString('utf8') : raw.toString('base64')) : undefined,
      isBase64Encoded: raw.length > 0 && !textual,
    };

    let result: APIGatewayProxyResultV2;
    try {
      const handler = await handlerFor(match.route.group);
      // Lambda serialises the result as JSON, which drops headers whose value is undefined.
      const raw = await handler(event, lambdaContext(match.route.group));
      result = (raw === undefined ? undefined : JSON.parse(JSON.stringify(raw))) as APIGatewayProxyResultV2;
    } catch (err) {
      console.error(`[gateway] ${match.route.group} handler threw`, err);
      send(res, 500, JSON.stringify({ message: 'Internal Server Error' }), cors);
      return;
    }
    // Payload v2: a result without statusCode is a 200 JSON body.
    if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
      send(res, 200, JSON.stringify(result ?? null), cors);
      return;
    }
    const outHeaders: Record<string, string> = {};
    for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k.toLowerCase()] = String(v);
    const body = result.body ?? '';
    res.writeHead(result.statusCode ?? 200, { ...outHeaders, ...cors });
    res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
  }

  const httpServer = http.createServer((req, res) => {
    onHttp(req, res).catch((err) => {
      console.error('[gateway] request failed', err);
      send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
    });
  });

  // ---- WebSocket API ----
  const sockets = new Map<string, WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  const wsDomain = `127.0.0.1:${opts.wsPort}`;

  function wsEvent(routeKey: string, eventType: string, connectionId: string, extra: Record<string, unknown> = {}) {
    const now = Date.now();
    return {
      requestContext: {
        routeKey,
        eventType,
        connectionId,
        domainName: wsDomain,
        stage: 'local',
        apiId: 'local-ws',
        requestId: randomUUID(),
        messageId: randomUUID(),
        connectedAt: now,
        requestTimeEpoch: now,
        extendedRequestId: randomUUID(),
      },
      isBase64Encoded: false,
      ...extra,
    };
  }

  async function invokeWs(event: unknown): Promise<number> {
    const handler = await opts.loadWsHandler();
    const result = (await handler(event, lambdaContext('ws'))) as { statusCode?: number } | undefined;
    return result?.statusCode ?? 200;
  }

  const wsServer = http.createServer((req, res) => {
    void (async () => {
      // The @connections management API the functions call through ApiGatewayManagementApiClient.
      const m = /^\/@connections\/([^/?]+)/.exec(req.url ?? '');
      if (!m) {
        send(res, 404, JSON.stringify({ message: 'Not Found' }));
        return;
      }
      const connectionId = decodeURIComponent(m[1]!);
      const socket = sockets.get(connectionId);
      if (!socket) {
        send(res, 410, JSON.stringify({ message: 'Gone' }), { 'x-amzn-errortype': 'GoneException' });
        return;
      }
      if (req.method === 'POST') {
        const raw = await readBody(req);
        if (raw === 'too-large') {
          send(res, 413, JSON.stringify({ message: 'Payload too large' }));
          return;
        }
        socket.send(raw.toString('utf8'));
        send(res, 200, '');
      } else if (req.method === 'DELETE') {
        socket.close(1000);
        send(res, 204, '');
      } else if (req.method === 'GET') {
        send(res, 200, JSON.stringify({ ConnectedAt: new Date().toISOString(), Identity: { SourceIp: '127.0.0.1' } }));
      } else {
        send(res, 405, JSON.stringify({ message: 'Method Not Allowed' }));
      }
    })().catch((err) => {
      console.error('[gateway] @connections failed', err);
      send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
    });
  });

  wsServer.on('upgrade', (req, socket, head) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const connectionId = randomBytes(12).toString('base64');
      const query = Object.fromEntries(url.searchParams.entries());
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      let status: number;
      try {
        status = await invokeWs(
          wsEvent('$connect', 'CONNECT', connectionId, {
            queryStringParameters: Object.keys(query).length ? query : undefined,
            headers,
          }),
        );
      } catch (err) {
        console.error('[gateway] $connect failed', err);
        status = 500;
      }
      if (status < 200 || status > 299) {
        socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.set(connectionId, ws);
        ws.on('message', (data) => {
          void invokeWs(wsEvent('$default', 'MESSAGE', connectionId, { body: data.toString() })).catch((err) =>
            console.error('[gateway] $default failed', err),
          );
        });
        ws.on('close', () => {
          sockets.delete(connectionId);
          void invokeWs(wsEvent('$disconnect', 'DISCONNECT', connectionId)).catch((err) =>
            console.error('[gateway] $disconnect failed', err),
          );
        });
      });
    })();
  });

  await Promise.all([listen(httpServer, opts.httpPort), listen(wsServer, opts.wsPort)]);

  return {
    httpUrl: `http://127.0.0.1:${opts.httpPort}`,
    wsUrl: `ws://127.0.0.1:${opts.wsPort}`,
    async stop() {
      for (const ws of sockets.values()) ws.terminate();
      wss.close();
      await Promise.all([close(httpServer), close(wsServer)]);
    },
  };
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
