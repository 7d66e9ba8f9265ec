import type http from 'node:http';

/**
 * A request's whole body, or null past `max` bytes or on a socket error (the body is still read
 * to its end, so the sender hears the stand-in's 413). For the stand-ins of other services
 * (push-service.ts, search-engine.ts); the gateway's own (../gateway/server.ts) stops reading at
 * its limit.
 */
export function readBodyUpTo(req: http.IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= max) chunks.push(chunk);
    });
    req.on('end', () => resolve(length <= max ? Buffer.concat(chunks) : null));
    req.on('error', () => resolve(null));
  });
}
