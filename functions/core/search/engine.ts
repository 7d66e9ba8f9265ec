import { createHash } from 'node:crypto';
import { signerFor } from '../aws-signer';
import { config } from '../config';

/**
 * The search engine (Amazon OpenSearch Service on AWS, infra/constructs/search-engine.ts; the
 * stand-in infra/local/services/search-engine.ts locally): the few REST calls Browse Arts' word
 * search makes (docs/search.md "Several words: the engine"), signed with SigV4 (service `es`) by
 * the function's own credentials, as the domain's IAM grant expects. No client library: the
 * calls are four, and a client would add to every bundle that writes arts.
 */

export class EngineError extends Error {
  /** The engine busy or down (429, 5xx): the same call a moment later may work (functions/lib/unavailable.ts). */
  readonly retryable: boolean;
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EngineError';
    this.retryable = status === 429 || status >= 500;
  }
}

/** The engine's answer to a search: the hits' documents and sort values. */
export interface EngineHits<T> {
  hits: { hits: { _id: string; _source: T; sort: unknown[] }[] };
}

type Method = 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';

/** One signed call; answers the parsed JSON (null for HEAD), throws EngineError for a status outside `ok`. */
export async function call<T>(
  method: Method,
  path: string,
  body?: unknown,
  ok: (status: number) => boolean = (s) => s < 300,
): Promise<{ status: number; body: T }> {
  const base = new URL(config().SEARCH_URL);
  const url = new URL(path, base);
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': createHash('sha256')
      .update(text ?? '')
      .digest('hex'),
    ...(text !== undefined
      ? { 'content-type': typeof body === 'string' ? 'application/x-ndjson' : 'application/json' }
      : {}),
  };
  const signed = await signerFor('es').sign({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: text,
  });
  const answer = await fetch(url, {
    method,
    headers: signed.headers as Record<string, string>,
    body: text,
    signal: AbortSignal.timeout(5_000),
  });
  const raw = method === 'HEAD' ? '' : await answer.text();
  if (!ok(answer.status))
    throw new EngineError(
      `search engine ${method} ${url.pathname}: ${answer.status} ${raw.slice(0, 300)}`,
      answer.status,
    );
  return { status: answer.status, body: (raw ? JSON.parse(raw) : null) as T };
}

/** Field types of an index (OpenSearch mappings). */
export type Mappings = Record<string, { type: 'keyword' | 'long' | 'object'; enabled?: boolean }>;

const ensured = new Map<string, Promise<void>>();

/**
 * Makes `index` with its mappings unless it is there (once per warm function). Without it the
 * first write would make it with dynamic mappings (text fields), and prefixes and sorts would not
 * work as search.ts expects.
 */
export function ensureIndex(index: string, properties: Mappings): Promise<void> {
  const key = `${config().SEARCH_URL}|${index}`;
  let done = ensured.get(key);
  if (!done) {
    done = (async () => {
      const head = await call('HEAD', `/${index}`, undefined, (s) => s === 200 || s === 404);
      if (head.status === 200) return;
      // Two functions racing both see 404: the second's "already exists" is the same outcome.
      await call('PUT', `/${index}`, { mappings: { dynamic: 'strict', properties } }, (s) => s < 300 || s === 400);
    })();
    done.catch(() => ensured.delete(key));
    ensured.set(key, done);
  }
  return done;
}

/**
 * Writes one document, visible to searches when this answers (`refresh=true`: an art's change is
 * a person's action, a few a minute at most, so a refresh each is cheap; the engine's own interval
 * would leave a search up to a second behind the request that changed it).
 */
export async function put(index: string, id: string, doc: object): Promise<void> {
  await call('PUT', `/${index}/_doc/${encodeURIComponent(id)}?refresh=true`, doc);
}

/** Deletes one document (not there: nothing to do), visible when this answers. */
export async function remove(index: string, id: string): Promise<void> {
  await call('DELETE', `/${index}/_doc/${encodeURIComponent(id)}?refresh=true`, undefined, (s) => s < 300 || s === 404);
}

/** Writes many documents in one `_bulk` call (a backfill, a bench's seed), refreshed once at the end by the caller. */
export async function bulkPut(index: string, docs: readonly { id: string; doc: object }[]): Promise<void> {
  if (docs.length === 0) return;
  const lines = docs.flatMap(({ id, doc }) => [
    JSON.stringify({ index: { _index: index, _id: id } }),
    JSON.stringify(doc),
  ]);
  const { body } = await call<{ errors: boolean; items: unknown[] }>('POST', '/_bulk', `${lines.join('\n')}\n`);
  if (body.errors)
    throw new EngineError(`search engine bulk: some writes failed ${JSON.stringify(body.items).slice(0, 300)}`, 500);
}

/** Makes every write so far visible to searches. */
export async function refresh(index: string): Promise<void> {
  await call('POST', `/${index}/_refresh`);
}

/** One search (OpenSearch's query DSL). */
export async function search<T>(index: string, body: object): Promise<EngineHits<T>> {
  return (await call<EngineHits<T>>('POST', `/${index}/_search`, body)).body;
}
