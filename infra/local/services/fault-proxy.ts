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
 */

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

  const pass = (req: http.IncomingMessage, res: http.ServerResponse, holdMs = 0) => {
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
    req.pipe(forward);
  };

  const server = http.createServer((req, res) => {
    const now = fault;
    if (!now || Math.random() >= now.rate) return pass(req, res);
    touched += 1;
    if (now.late && now.delayMs) return pass(req, res, now.delayMs);
    const act = () => {
      if (!now.answer) return pass(req, res);
      // The body is read and dropped, as the service would before it answered.
      req.resume();
      req.on('end', () => {
        if (res.destroyed) return;
        res.writeHead(now.answer!.status, now.answer!.headers);
        res.end(now.answer!.body);
      });
    };
    if (!now.delayMs) return act();
    req.pause();
    const timer = setTimeout(act, now.delayMs);
    // A caller that gave up (its own timeout) is not answered.
    res.on('close', () => clearTimeout(timer));
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
