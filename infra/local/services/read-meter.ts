import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { freePort } from '../ports';
import { transactionItemKeys, TransactionsInProgress } from './dynamodb-conflicts';
import type { Service } from './types';

/**
 * A counting proxy in front of DynamoDB Local, for the benchmarks: every request of the functions
 * goes through it, and it counts the items DynamoDB's own responses carry, whoever asked and through
 * whichever client. So a list's "items read" is what the database returned, not what a handler or a
 * middleware thought it asked for:
 *   Query, Scan         ScannedCount (the items read before a filter dropped any)
 *   GetItem             1 when an item came back, 0 when none did
 *   BatchGetItem        the items in Responses (UnprocessedKeys are read on the retry, and counted then)
 *   TransactGetItems    the Responses that hold an Item
 * Writes are counted apart, by the items each request asked to write (from the request: PutItem,
 * UpdateItem and DeleteItem 1, BatchWriteItem its requests, TransactWriteItems its items), when
 * DynamoDB accepted them.
 */

export interface ReadCount {
  /** Items DynamoDB returned to read requests. */
  items: number;
  /** Read requests, by operation (`Query`, `GetItem`, …). */
  requests: Record<string, number>;
  /**
   * Keys point reads asked for (GetItem, BatchGetItem and TransactGetItems, less BatchGetItem's
   * UnprocessedKeys), found or not: DynamoDB charges a read for a key it did not find too.
   */
  keysAsked: number;
  /** Items accepted write requests wrote. */
  written: number;
  /** Write requests, by operation (`TransactWriteItems`, `PutItem`, …). */
  writeRequests: Record<string, number>;
}

export interface ReadMeter extends Service {
  /** Counts since the last reset. */
  read(): ReadCount;
  reset(): void;
  /**
   * With `transactionConflicts`: the items transactions met others on, most met first (table, pk
   * and sk as DynamoDB's wire format has them), and how many times.
   */
  itemsMetOn(): [item: string, times: number][];
  /** With `transactionConflicts`: turns the cancelling off (false) and on again, for a comparison. */
  cancelConflicts(on: boolean): void;
  /** Counts what `work` makes DynamoDB return (reset before, read after; not for overlapping calls). */
  measure<T>(work: () => Promise<T>): Promise<{ value: T; reads: ReadCount }>;
  /**
   * The requests `work` sent to DynamoDB, as they were sent (for the load bench's floor: the same
   * work sent to DynamoDB Local directly, `upstream`); not for overlapping calls.
   */
  record<T>(work: () => Promise<T>): Promise<{ value: T; sent: SentRequest[] }>;
  /** DynamoDB Local's own address, behind the meter. */
  upstream: string;
}

/** One request to DynamoDB as a client sent it: its headers (operation, signature) and body. */
export interface SentRequest {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const READS = new Set(['Query', 'Scan', 'GetItem', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** The items one write request asks to write (exported for the meter's own test). */
export function itemsWritten(operation: string, request: unknown): number {
  const asked = (request ?? {}) as Record<string, unknown>;
  switch (operation) {
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return 1;
    case 'BatchWriteItem':
      return Object.values((asked.RequestItems ?? {}) as Record<string, unknown[]>).reduce(
        (n, items) => n + items.length,
        0,
      );
    case 'TransactWriteItems':
      return ((asked.TransactItems ?? []) as unknown[]).length;
    default:
      return 0;
  }
}

/** The keys one point read asked for and DynamoDB processed (exported for the meter's own test). */
export function keysAsked(operation: string, request: unknown, body: unknown): number {
  const asked = (request ?? {}) as Record<string, unknown>;
  const answer = (body ?? {}) as Record<string, unknown>;
  const keysIn = (map: unknown) =>
    Object.values((map ?? {}) as Record<string, { Keys?: unknown[] }>).reduce((n, t) => n + (t.Keys?.length ?? 0), 0);
  switch (operation) {
    case 'GetItem':
      return 1;
    case 'BatchGetItem':
      return keysIn(asked.RequestItems) - keysIn(answer.UnprocessedKeys);
    case 'TransactGetItems':
      return ((asked.TransactItems ?? []) as unknown[]).length;
    default:
      return 0;
  }
}

/** The items one response returned, by its operation (exported for the meter's own test). */
export function itemsReturned(operation: string, body: unknown): number {
  const answer = (body ?? {}) as Record<string, unknown>;
  switch (operation) {
    case 'Query':
    case 'Scan':
      return typeof answer.ScannedCount === 'number' ? answer.ScannedCount : 0;
    case 'GetItem':
      return answer.Item ? 1 : 0;
    case 'BatchGetItem':
      return Object.values((answer.Responses ?? {}) as Record<string, unknown[]>).reduce(
        (n, items) => n + items.length,
        0,
      );
    case 'TransactGetItems':
      return ((answer.Responses ?? []) as { Item?: unknown }[]).filter((r) => r.Item).length;
    default:
      return 0;
  }
}

/**
 * Where another process reads the meter: GET answers the counts since the last reset, POST resets
 * them (and answers the counts it reset). See `meterAt`.
 */
export const METER_PATH = '/__meter';

/** The meter of a stack in another process, by its address: what `work` made DynamoDB do (not for overlapping calls). */
export function meterAt(url: string) {
  const control = async (method: 'GET' | 'POST') =>
    (await (await fetch(`${url}${METER_PATH}`, { method })).json()) as ReadCount;
  return {
    async measure<T>(work: () => Promise<T>): Promise<{ value: T; reads: ReadCount }> {
      await control('POST');
      const value = await work();
      return { value, reads: await control('GET') };
    },
  };
}

export interface ReadMeterOptions {
  port?: number;
  /**
   * Cancel a transaction that meets another in progress on an item, as DynamoDB does and DynamoDB
   * Local does not (./dynamodb-conflicts.ts).
   */
  transactionConflicts?: boolean;
}

export async function startReadMeter(upstreamUrl: string, options: ReadMeterOptions = {}): Promise<ReadMeter> {
  const upstream = new URL(upstreamUrl);
  const inProgress = options.transactionConflicts ? new TransactionsInProgress() : null;
  let cancelling = true;
  const empty = (): ReadCount => ({ items: 0, requests: {}, keysAsked: 0, written: 0, writeRequests: {} });
  let count: ReadCount = empty();
  let recording: SentRequest[] | null = null;

  const server = http.createServer((req, res) => {
    // The meter's own controls, for a test process beside the stack's (DynamoDB is only ever sent POST /).
    if (req.url === METER_PATH) {
      if (req.method === 'POST') count = empty();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(count));
      return;
    }
    const operation =
      String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop() ?? '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      recording?.push({ headers: req.headers, body });
      // The request, parsed once when something needs it (a JSON.parse error is each caller's to catch).
      let parsed: { value: unknown } | undefined;
      const request = () => (parsed ??= { value: JSON.parse(body.toString('utf8')) as unknown }).value;
      let release = () => {};
      if (inProgress && cancelling && operation === 'TransactWriteItems') {
        let taken: ReturnType<TransactionsInProgress['take']> | undefined;
        try {
          taken = inProgress.take(transactionItemKeys(request()));
        } catch {
          // Not a request it can read: DynamoDB Local answers it.
        }
        if (taken && 'status' in taken) {
          res.writeHead(taken.status, { 'content-type': 'application/x-amz-json-1.0' });
          res.end(taken.body);
          return;
        }
        if (taken) release = taken.release;
      }
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            release();
            const raw = Buffer.concat(parts);
            if (WRITES.has(operation) && (answer.statusCode ?? 500) < 300) {
              try {
                count.written += itemsWritten(operation, request());
                count.writeRequests[operation] = (count.writeRequests[operation] ?? 0) + 1;
              } catch {
                // As below: the meter only counts.
              }
            }
            if (READS.has(operation) && (answer.statusCode ?? 500) < 300) {
              try {
                const text =
                  answer.headers['content-encoding'] === 'gzip'
                    ? gunzipSync(raw).toString('utf8')
                    : raw.toString('utf8');
                const answerBody: unknown = JSON.parse(text);
                count.items += itemsReturned(operation, answerBody);
                count.keysAsked += keysAsked(operation, request(), answerBody);
                count.requests[operation] = (count.requests[operation] ?? 0) + 1;
              } catch {
                // An unreadable answer is the client's problem to report; the meter only counts.
              }
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(raw);
          });
        },
      );
      forward.on('error', (err) => {
        release();
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
      forward.end(body);
    });
  });
  const listenPort = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));

  const meter: ReadMeter = {
    url: `http://127.0.0.1:${listenPort}`,
    read: () => ({
      items: count.items,
      requests: { ...count.requests },
      keysAsked: count.keysAsked,
      written: count.written,
      writeRequests: { ...count.writeRequests },
    }),
    reset: () => {
      count = empty();
    },
    cancelConflicts: (on) => {
      cancelling = on;
    },
    itemsMetOn: () => [...(inProgress?.met ?? [])].sort((a, b) => b[1] - a[1]),
    measure: async (work) => {
      meter.reset();
      const value = await work();
      return { value, reads: meter.read() };
    },
    record: async (work) => {
      const sent: SentRequest[] = [];
      recording = sent;
      try {
        return { value: await work(), sent };
      } finally {
        recording = null;
      }
    },
    upstream: upstream.origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return meter;
}
