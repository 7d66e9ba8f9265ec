import type http from 'node:http';
import { ERROR_STATUS, ErrorCodes, type ErrorCode } from '@shared/api/errors';

/**
 * Node plumbing the local servers in this folder share. Its first job is that no client can stop
 * the process: an 'error' event nobody listens to is thrown, and the throw takes every local
 * service down with it. So each server, request and response gets a listener that logs and
 * carries on.
 */

/** Client hang-ups are the client's business, not a failure worth a log line. */
const HANG_UPS = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export function logFailure(where: string, err: unknown): void {
  if (HANG_UPS.has((err as NodeJS.ErrnoException | undefined)?.code ?? '')) return;
  console.error(`[${where}]`, err);
}

export function guardExchange(where: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  req.on('error', (err) => logFailure(where, err));
  res.on('error', (err) => logFailure(where, err));
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // Half an answer is already on the wire: cutting it off is the only honest way to fail it.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** The body every failed API answer carries, the functions' and the gateway's own (shared/api/errors.ts). */
export function sendError(
  res: http.ServerResponse,
  error: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, ERROR_STATUS[error], { error, message }, headers);
}

/** The request's target as a URL, or null when it is none (`new URL('//', base)` throws, for one). */
export function requestUrl(req: http.IncomingMessage): URL | null {
  const target = req.url ?? '/';
  try {
    return new URL(target.startsWith('/') ? `http://local${target}` : target);
  } catch {
    return null;
  }
}

/**
 * The body, or 'too-large' as soon as it passes `limit`. The rest is still read and dropped, so a
 * client that is still sending gets to read the 413 instead of a reset connection.
 */
export function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      resolve('too-large');
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () =>
      reject(Object.assign(new Error('The client left before sending the whole body'), { code: 'ECONNABORTED' })),
    );
  });
}

/** Node's own limit on a request's line and headers together (16 KiB by default). */
const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW';

/**
 * Requests Node refuses before any handler sees them (a query or headers past its 16 KiB limit, a
 * line that is not HTTP) get the shared `{ error, message }` body too, instead of Node's bare
 * status line.
 */
export function answerClientErrors(server: http.Server, where: string): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const [reason, error, message] =
      err.code === HEADER_OVERFLOW
        ? [
            'Request Header Fields Too Large',
            ErrorCodes.requestTooLarge,
            'The request line and headers are larger than 16 KB.',
          ]
        : ['Bad Request', ErrorCodes.badRequest, 'The request is malformed.'];
    const status = ERROR_STATUS[error];
    if (status === 400) logFailure(where, err);
    const body = JSON.stringify({ error, message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}

/** Listens on 127.0.0.1 only; once listening, the server's own errors are logged, not thrown. */
export function listen(server: http.Server, port: number, where: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', (err) => logFailure(where, err));
      resolve();
    });
  });
}

export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
