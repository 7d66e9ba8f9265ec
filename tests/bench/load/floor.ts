import type { SentRequest } from '../../../infra/local/services/read-meter';
import { percentile } from '../percentile';

/** Headers a replay must not copy (they describe the meter's connection, not the request). */
const HOP = new Set(['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding']);

/** Sends one recorded request to DynamoDB Local directly and waits for its whole answer. */
async function replay(upstream: string, request: SentRequest) {
  const headers = Object.fromEntries(
    Object.entries(request.headers).flatMap(([k, v]) => (HOP.has(k) || v === undefined ? [] : [[k, String(v)]])),
  );
  const response = await fetch(upstream, { method: 'POST', headers, body: new Uint8Array(request.body) });
  await response.arrayBuffer();
}

/**
 * The floor of each route (issue 51 §4): the DynamoDB requests one call of it sent, recorded by the
 * counting proxy, sent again to DynamoDB Local directly, one after the other, as often as they were
 * recorded; the median of those times. What a route takes above it is the gateway, the function,
 * the proxy and the network of this machine. Writes are sent again too (a conditional one refused
 * answers as fast as DynamoDB decides), so the floor is taken after the load, on data nobody reads again.
 */
export async function floors(
  upstream: string,
  recorded: ReadonlyMap<string, SentRequest[][]>,
): Promise<Map<string, { ms: number; requests: number }>> {
  const out = new Map<string, { ms: number; requests: number }>();
  for (const [route, calls] of recorded) {
    const times: number[] = [];
    for (const sent of calls) {
      const started = performance.now();
      for (const request of sent) await replay(upstream, request);
      times.push(performance.now() - started);
    }
    out.set(route, {
      ms: percentile(times, 50),
      requests: Math.round(
        percentile(
          calls.map((c) => c.length),
          50,
        ),
      ),
    });
  }
  return out;
}
