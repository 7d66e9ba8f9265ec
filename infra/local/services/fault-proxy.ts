import http from 'node:http';
import { freePort } from '../ports';
import type { Service } from './types';

/**
 * A proxy in front of one of the local stack's services (DynamoDB, S3, SES, PayMongo) that passes
 * every request through unchanged until a fault is set, and then fails a share of them as that
 * service fails (issue 51 §5, `npm run bench:faults`): answers the service's own error, or holds
 * the request a while first (latency, or a timeout longer than the caller waits). The functions
 * are given the proxy's address, so what they meet is what they would meet on AWS; the request,
 * Host header included, reaches the service as it was sent, so signatures still hold.
 *
 * Another process (an integration test beside the stack) sets the fault with `POST /__fault` and
 * the fault as JSON (`null`: none), see `setFaultAt`; with `match`, only requests whose body holds
 * that text are touched (one test's e-mail address), so tests running beside it meet none.
 */

export const FAULT_PATH = '/__fault';

export interface Fault {
  /** The share of requests it touches, 0–1. */
  rate: number;
  /** Held this long before it is answered or passed on. */
  delayMs?: number;
  /**
   * With `delayMs`: passed on at once and its answer held instead, so the service does the work
   * and a caller that stops waiting never learns it (the harder timeout to be safe against).
   */
  late?: boolean;
  /** Only requests whose body contains this text (the rest pass as without a fault). */
  match?: string;
  /** Answered with this instead of the service's own answer (else passed on after the delay). */
  answer?: { status: number; headers: Record<string, string>; body: string };
}

export interface FaultProxy extends Service {
  /** Sets the fault (null: none); requests already held keep theirs. */
  set(fault: Fault | null): void;
  /** Requests a fault touched since the proxy started. */
  touched(): number;
}

export async function startFaultProxy(upstreamUrl: string): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  let fault: Fault | null = null;
  let touched = 0;

  /** Passes the request on (its body as read, or still to stream), its answer held `holdMs`. */
  const pass = (req: http.IncomingMessage, res: http.ServerResponse, holdMs = 0, body?: Buffer) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const send = () => {
          if (res.destroyed) return answer.resume();
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (!holdMs) return send();
        answer.pause();
        setTimeout(send, holdMs);
      },
    );
    forward.on('error', (err) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
    if (body) forward.end(body);
    else req.pipe(forward);
  };

  const touch = (now: Fault, req: http.IncomingMessage, res: http.ServerResponse, body?: Buffer) => {
    touched += 1;
    if (now.late && now.delayMs) return pass(req, res, now.delayMs, body);
    const act = () => {
      if (!now.answer) return pass(req, res, 0, body);
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(now.answer!.status, now.answer!.headers);
        res.end(now.answer!.body);
      };
      // The body is read and dropped, as the service would before it answered.
      if (body) return answer();
      req.resume();
      req.on('end', answer);
    };
    if (!now.delayMs) return act();
    if (!body) req.pause();
    const timer = setTimeout(act, now.delayMs);
    // A caller that gave up (its own timeout) is not answered.
    res.on('close', () => clearTimeout(timer));
  };

  const server = http.createServer((req, res) => {
    if (req.url === FAULT_PATH && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        fault = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as Fault | null;
        res.writeHead(204).end();
      });
      return;
    }
    const now = fault;
    if (!now || Math.random() >= now.rate) return pass(req, res);
    if (!now.match) return touch(now, req, res);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (body.includes(now.match!)) touch(now, req, res, body);
      else pass(req, res, 0, body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      fault = next;
    },
    touched: () => touched,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sets the fault of a fault proxy in another process (the stack's), by its address. */
export async function setFaultAt(proxyUrl: string, fault: Fault | null): Promise<void> {
  const response = await fetch(`${proxyUrl}${FAULT_PATH}`, { method: 'POST', body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`Setting a fault at ${proxyUrl}: ${response.status}`);
}
