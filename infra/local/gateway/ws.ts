import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { ErrorCodes, GENERIC_ERROR_MESSAGE } from '@shared/api/errors';
import type { Service } from '../services/types';
import { lambdaContext, webSocketEvent, type LambdaHandler, type WebSocketEventInput } from './events';
import { close, guardExchange, listen, logFailure, readBody, requestUrl, sendError, sendJson } from './server';

/**
 * The local WebSocket API, so the ws handler and the functions' ApiGatewayManagementApiClient run
 * unchanged: $connect decides the handshake, messages go to $default and closed sockets to
 * $disconnect, and `@connections` on the same port reaches the sockets.
 */

export interface WebSocketApiOptions {
  port: number;
  loadHandler(): Promise<LambdaHandler>;
}

/**
 * API Gateway's message limit, both ways. A larger incoming frame closes that socket with 1009
 * (ws does it, then reports it as the socket's 'error'); a larger @connections post is a 413.
 */
const MAX_MESSAGE_BYTES = 128 * 1024;

const LOG = 'gateway ws';

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

type InvokeInput = Omit<WebSocketEventInput, 'domainName'>;

/** Ends a handshake that will not become a WebSocket (API Gateway answers with the status $connect chose). */
function refuseHandshake(socket: Duplex, status: number): void {
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

export async function startWebSocketApi(opts: WebSocketApiOptions): Promise<Service> {
  const connections = new Map<string, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  wss.on('error', (err) => logFailure(LOG, err));
  const domainName = `127.0.0.1:${opts.port}`;

  async function invoke(input: InvokeInput): Promise<number> {
    const handler = await opts.loadHandler();
    const result = (await handler(webSocketEvent({ ...input, domainName }), lambdaContext('ws'))) as
      { statusCode?: number } | undefined;
    return result?.statusCode ?? 200;
  }

  /** $default and $disconnect answer nobody: their failures are only logged. */
  function notify(input: InvokeInput): void {
    invoke(input).catch((err) => console.error(`[${LOG}] ${input.routeKey} failed`, err));
  }

  async function connect(req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = requestUrl(req);
    if (!url) {
      refuseHandshake(socket, 400);
      return;
    }
    const connectionId = randomBytes(12).toString('base64');
    const connectedAt = Date.now();
    let status: number;
    try {
      status = await invoke({ routeKey: '$connect', connectionId, connectedAt, handshake: { req, url } });
    } catch (err) {
      console.error(`[${LOG}] $connect failed`, err);
      status = 500;
    }
    if (status < 200 || status > 299) {
      refuseHandshake(socket, status);
      return;
    }
    if (!socket.writable) {
      // The client left while $connect ran: API Gateway would still send the $disconnect.
      notify({ routeKey: '$disconnect', connectionId, connectedAt });
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = {
        socket: ws,
        connectedAt,
        lastActiveAt: connectedAt,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      };
      connections.set(connectionId, connection);
      ws.on('error', (err) => console.warn(`[${LOG}] connection ${connectionId}: ${err.message}`));
      ws.on('message', (data) => {
        connection.lastActiveAt = Date.now();
        notify({ routeKey: '$default', connectionId, connectedAt, body: data.toString() });
      });
      ws.on('close', () => {
        connections.delete(connectionId);
        notify({ routeKey: '$disconnect', connectionId, connectedAt });
      });
    });
  }

  /** `/@connections/{id}`: GET describes a connection, POST sends to it, DELETE closes it. */
  async function manage(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const target = url ? /^\/@connections\/([^/]+)$/.exec(url.pathname) : null;
    if (!target) {
      sendError(res, ErrorCodes.routeNotFound, 'No such route.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'DELETE') {
      sendError(res, ErrorCodes.methodNotAllowed, '@connections takes GET, POST and DELETE.', {
        allow: 'GET, POST, DELETE',
      });
      return;
    }
    let connectionId: string;
    try {
      connectionId = decodeURIComponent(target[1]!);
    } catch {
      sendError(res, ErrorCodes.badRequest, 'The connection id is malformed.');
      return;
    }
    const body = req.method === 'POST' ? await readBody(req, MAX_MESSAGE_BYTES) : undefined;
    if (body === 'too-large') {
      sendError(res, ErrorCodes.payloadTooLarge, 'A WebSocket message is at most 128 KiB.');
      return;
    }
    const connection = connections.get(connectionId);
    if (!connection || connection.socket.readyState !== WebSocket.OPEN) {
      // The SDK turns this header into its GoneException.
      sendError(res, ErrorCodes.notFound, 'The connection is gone.', { 'x-amzn-errortype': 'GoneException' });
      return;
    }
    if (body) {
      connection.socket.send(body.toString('utf8'));
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      connection.socket.close(1000);
      res.writeHead(204).end();
    } else {
      sendJson(res, 200, {
        ConnectedAt: new Date(connection.connectedAt).toISOString(),
        LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
      });
    }
  }

  const server = http.createServer((req, res) => {
    guardExchange(LOG, req, res);
    manage(req, res).catch((err) => {
      logFailure(`${LOG} @connections`, err);
      sendError(res, ErrorCodes.internal, GENERIC_ERROR_MESSAGE);
    });
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until ws takes the socket over, nobody else listens for its errors.
    socket.on('error', (err) => logFailure(LOG, err));
    connect(req, socket, head).catch((err) => {
      console.error(`[${LOG}] handshake failed`, err);
      if (socket.writable) refuseHandshake(socket, 500);
      else socket.destroy();
    });
  });
  await listen(server, opts.port, LOG);

  return {
    url: `ws://127.0.0.1:${opts.port}`,
    async stop() {
      for (const { socket } of connections.values()) socket.terminate();
      wss.close();
      await close(server);
    },
  };
}
