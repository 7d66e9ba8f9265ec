import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as Q from './search-engine-query';
import type { Doc, Json, JsonObject, Mappings } from './search-engine-query';
import type { Service } from './types';
import { readBodyUpTo } from './http-body';

/**
 * A stand-in for Amazon OpenSearch Service (OpenSearch 2.x's REST API), the part Browse Arts' word
 * search speaks (functions/core/search/engine.ts): indices (`HEAD`, `PUT`, `GET`, `DELETE /{index}`),
 * documents one at a time (`/{index}/_doc/{id}`, `/{index}/_create/{id}`) or in a `_bulk` (`index`,
 * `create`, `delete`), `_refresh`, `_search` (search-engine-query.ts). As a domain does, it wants
 * SigV4 on every request (`Authorization: AWS4-HMAC-SHA256 Credential=...`, signature unchecked)
 * and `x-amz-content-sha256` with a body (else 403); JSON or NDJSON bodies (else 406) of at most
 * 10 MiB, a t3.small.search's limit (else 413). Writes are near-real-time: `_search` sees them
 * after a refresh (every `refreshIntervalMs`, 1 s by default as `index.refresh_interval`; at once
 * with `refresh=true`; `refresh=wait_for` answers after the next one), `GET _doc` at once. What
 * OpenSearch refuses is refused with its status and error (an index made twice, a bulk without its
 * final newline or with an unknown action, a document that does not fit its mapping or brings a
 * field to a `dynamic: strict` one, the searches search-engine-query.ts lists); a path it has no
 * handler for is answered 400, a known path's other methods 405. With `dataDir`, the indices and
 * every write, refreshed or not, are kept in `<dataDir>/search-engine.json` (written 200 ms after a
 * change, and on `stop()`), found searchable on a restart; without it, memory only. One node, one
 * shard an index; no aliases, no search of several indices at once, no `_update`.
 */

export interface SearchEngine extends Service {
  /** Hits `_search` has answered with since the start (or the last reset): documents a search read. */
  returned(): number;
  resetReturned(): void;
}

/**
 * An index: `live` is what `GET` sees (every write), `searchable` what `_search` sees (the documents
 * as of the last refresh, in index order), `pending` the writes since (in order; null a delete),
 * `waiters` the `refresh=wait_for` writes to answer at the next refresh.
 */
interface Index {
  name: string;
  uuid: string;
  settings: JsonObject;
  mappings: Mappings;
  types: Map<string, string>;
  seqNo: number;
  live: Map<string, Doc>;
  searchable: Map<string, Doc>;
  pending: Map<string, Doc | null>;
  waiters: Array<() => void>;
}

interface State {
  indices: Map<string, Index>;
  returned: number;
  file: string | undefined;
  saveTimer: ReturnType<typeof setTimeout> | undefined;
  saving: Promise<void>;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Call = { state: State; method: string; params: Record<string, string>; query: URLSearchParams; body: Buffer };
type Handler = (call: Call) => Reply | Promise<Reply>;
type Stored = Record<string, Pick<Index, 'uuid' | 'settings' | 'mappings' | 'seqNo'> & { docs: Doc[] }>;

const MAX_BODY = 10 * 1024 * 1024;
/** A write's copies: the primary and its replica in the other zone, as the two-node domain has them. */
const SHARDS = { total: 2, successful: 2, failed: 0 };
const SAVE_DELAY_MS = 200;
const NO_CREDENTIAL =
  "Authorization header requires 'Credential' parameter. Authorization header requires 'Signature' parameter. " +
  "Authorization header requires 'SignedHeaders' parameter. Authorization header requires existence of either a " +
  "'X-Amz-Date' or a 'Date' header.";
const NO_CONTENT_SHA = "A request with a body must carry the 'x-amz-content-sha256' header (its SHA-256, signed).";

type Options = { port: number; dataDir?: string; refreshIntervalMs?: number };

export async function startSearchEngine(opts: Options): Promise<SearchEngine> {
  const file = opts.dataDir ? path.join(opts.dataDir, 'search-engine.json') : undefined;
  const state: State = { indices: new Map(), returned: 0, file, saveTimer: undefined, saving: Promise.resolve() };
  if (file) load(state, file);
  const server = http.createServer((req, res) => {
    void readBodyUpTo(req, MAX_BODY)
      .then((body) => (body ? handle(state, req, body) : tooLarge))
      .catch((err: unknown): Reply => {
        if (err instanceof Q.SearchError) return { status: err.status, body: err.body };
        return { status: 500, body: { error: { type: 'exception', reason: String(err) }, status: 500 } };
      })
      .then((reply) => send(res, req.method, reply));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', resolve);
  });
  const interval = opts.refreshIntervalMs ?? 1000;
  const timer = interval > 0 ? setInterval(() => state.indices.forEach(refresh), interval) : undefined;
  timer?.unref();
  const stop = async () => {
    clearInterval(timer);
    clearTimeout(state.saveTimer);
    state.saveTimer = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    state.indices.forEach(refresh); // answers the `wait_for` writes still waiting
    if (state.file) await save(state);
    server.closeAllConnections();
    await closed;
  };
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    returned: () => state.returned,
    resetReturned: () => {
      state.returned = 0;
    },
    // Once: a second stop() waits for the first rather than writing the file again.
    stop: () => (stopped ??= stop()),
  };
}

const tooLarge: Reply = { status: 413, body: { Message: `Request size exceeded ${MAX_BODY} bytes` } };

async function handle(state: State, req: http.IncomingMessage, body: Buffer): Promise<Reply> {
  const auth = req.headers.authorization;
  if (!auth?.startsWith('AWS4-HMAC-SHA256 Credential=')) {
    return { status: 403, body: { message: `${NO_CREDENTIAL} Authorization=${auth ?? ''}` } };
  }
  if (body.length && !req.headers['x-amz-content-sha256']) return { status: 403, body: { message: NO_CONTENT_SHA } };
  const type = req.headers['content-type'] ?? '';
  if (body.length && !/^application\/(json|x-ndjson)\s*(;|$)/i.test(type)) {
    return { status: 406, body: { error: `Content-Type header [${type}] is not supported`, status: 406 } };
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';
  const allowed = new Set<string>();
  for (const [pattern, handlers] of ROUTES) {
    const params = match(pattern, url.pathname);
    const handler = params && handlers[method];
    if (handler) return handler({ state, method, params, query: url.searchParams, body });
    if (params) Object.keys(handlers).forEach((m) => allowed.add(m));
  }
  const uri = `uri [${url.pathname}] and method [${method}]`;
  if (!allowed.size) return { status: 400, body: { error: `no handler found for ${uri}` } };
  const error = `Incorrect HTTP method for ${uri}, allowed: [${[...allowed].join(', ')}]`;
  return { status: 405, headers: { allow: [...allowed].join(',') }, body: { error, status: 405 } };
}

/** The path's parameters if it fits the pattern (`{name}`: one non-empty segment, decoded). */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const [parts, segments] = [pattern.split('/'), pathname.split('/')];
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part.startsWith('{') && segment) params[part.slice(1, -1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}

function need(state: State, name: string): Index {
  const index = state.indices.get(name);
  if (index) return index;
  const about = { 'resource.type': 'index_or_alias', 'resource.id': name, index_uuid: '_na_', index: name };
  throw Q.failure(404, 'index_not_found_exception', `no such index [${name}]`, about);
}

const INDEX_NAME_RULES: Array<[(name: string) => boolean, string]> = [
  [(name) => name !== name.toLowerCase(), 'must be lowercase'],
  [(name) => /^[-_+]/.test(name), "must not start with '_', '-', or '+'"],
  [(name) => /[\\/*?"<>| ,#:]/.test(name), 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]'],
  [(name) => name === '.' || name === '..' || Buffer.byteLength(name) > 255, "must not be '.', '..' or over 255 bytes"],
];

function addIndex(state: State, name: string, settings: JsonObject, mappings: Mappings): Index {
  const bad = INDEX_NAME_RULES.find(([rule]) => rule(name))?.[1];
  if (bad) {
    const reason = `Invalid index name [${name}], ${bad}`;
    throw Q.failure(400, 'invalid_index_name_exception', reason, { index_uuid: '_na_', index: name });
  }
  const index: Index = {
    ...{ name, uuid: randomUUID(), settings, mappings, types: Q.fieldTable(mappings), seqNo: 0, waiters: [] },
    ...{ live: new Map(), searchable: new Map(), pending: new Map() },
  };
  state.indices.set(name, index);
  scheduleSave(state);
  return index;
}

/** The index, made with dynamic mappings if it is not there, as a write to a missing index does. */
const ensureIndex = (state: State, name: string) =>
  state.indices.get(name) ?? addIndex(state, name, {}, { properties: {} });

function createIndex({ state, params, body }: Call): Reply {
  const spec = body.length ? Q.parseJson(body.toString('utf8'), 'request') : {};
  if (!Q.isObject(spec)) throw Q.failure(400, 'parse_exception', 'Failed to derive xcontent');
  const unknown = Object.keys(spec).find((key) => !['settings', 'mappings', 'aliases'].includes(key));
  if (unknown) throw Q.failure(400, 'parse_exception', `unknown key [${unknown}] for create index`);
  const existing = state.indices.get(params.index!);
  if (existing) {
    const { name, uuid } = existing;
    const reason = `index [${name}/${uuid}] already exists`;
    throw Q.failure(400, 'resource_already_exists_exception', reason, { index_uuid: uuid, index: name });
  }
  if (Q.isObject(spec.aliases) && Object.keys(spec.aliases).length) throw Q.notImplemented('aliases');
  addIndex(state, params.index!, Q.isObject(spec.settings) ? spec.settings : {}, Q.checkMappings(spec.mappings));
  return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: params.index } };
}

const getIndex: Handler = ({ state, params }) => {
  const { name, uuid, mappings, settings } = need(state, params.index!);
  const given = Q.isObject(settings.index) ? settings.index : settings;
  return { status: 200, body: { [name]: { aliases: {}, mappings, settings: { index: { ...given, uuid } } } } };
};

const deleteIndex: Handler = ({ state, params }) => {
  const index = need(state, params.index!);
  state.indices.delete(index.name);
  index.waiters.splice(0).forEach((wake) => wake());
  scheduleSave(state);
  return { status: 200, body: { acknowledged: true } };
};

type RefreshMode = 'false' | 'true' | 'wait_for';

function refreshMode(query: URLSearchParams): RefreshMode {
  const value = query.get('refresh') ?? 'false';
  if (value === 'false' || value === 'true' || value === 'wait_for') return value;
  if (value === '') return 'true';
  throw Q.failure(400, 'illegal_argument_exception', `Unknown value for refresh: [${value}].`);
}

/** Makes the index's writes so far visible to `_search`, and answers the writes waiting for it. */
function refresh(index: Index): void {
  for (const [id, doc] of index.pending) {
    index.searchable.delete(id);
    if (doc) index.searchable.set(id, doc);
  }
  index.pending.clear();
  index.waiters.splice(0).forEach((wake) => wake());
}

/** After a write: whether it forced a refresh (`refresh=true`); with `wait_for`, once the next refresh has run. */
async function settle(indices: Iterable<Index>, mode: RefreshMode): Promise<boolean> {
  const all = [...indices];
  if (mode === 'true') all.forEach(refresh);
  if (mode === 'wait_for') await Promise.all(all.map((index) => new Promise<void>((wake) => index.waiters.push(wake))));
  return mode === 'true';
}

function refreshed(indices: Index[]): Reply {
  indices.forEach(refresh);
  const n = indices.length * SHARDS.total;
  return { status: 200, body: { _shards: { total: n, successful: n, failed: 0 } } };
}

/** What a write did to one document. */
type Written = { index: Index; id: string; status: number; result: string; version: number; seqNo: number };

const writtenBody = ({ index, id, version, result, seqNo }: Written, forced: boolean) => ({
  ...{ _index: index.name, _id: id, _version: version, result, ...(forced ? { forced_refresh: true } : {}) },
  ...{ _shards: SHARDS, _seq_no: seqNo, _primary_term: 1 },
});

function setDoc(state: State, index: Index, id: string, doc: Doc | null): void {
  index.live.delete(id);
  if (doc) index.live.set(id, doc);
  index.pending.delete(id); // a write moves the document to the end of the index order, as Lucene's delete-and-add
  index.pending.set(id, doc);
  scheduleSave(state);
}

function store(state: State, index: Index, id: string, source: Json | undefined, create: boolean): Written {
  if (source === undefined) {
    throw Q.failure(400, 'action_request_validation_exception', 'Validation Failed: 1: source is missing;');
  }
  if (!Q.isObject(source)) throw Q.failure(400, 'mapper_parsing_exception', 'failed to parse, document is empty');
  const existing = index.live.get(id);
  if (create && existing) {
    const reason = `[${id}]: version conflict, document already exists (current version [${existing.version}])`;
    throw Q.failure(409, 'version_conflict_engine_exception', reason, { index_uuid: index.uuid, index: index.name });
  }
  const { fields, added } = Q.indexDocument(index.mappings, id, source);
  if (added) index.types = Q.fieldTable(index.mappings);
  const doc: Doc = { id, source, version: (existing?.version ?? 0) + 1, seqNo: index.seqNo++, fields };
  setDoc(state, index, id, doc);
  const [status, result] = existing ? [200, 'updated'] : [201, 'created'];
  return { index, id, status, result, version: doc.version, seqNo: doc.seqNo };
}

function remove(state: State, index: Index, id: string): Written {
  const existing = index.live.get(id);
  const written = { index, id, version: (existing?.version ?? 0) + 1, seqNo: index.seqNo++ };
  if (!existing) return { ...written, status: 404, result: 'not_found' };
  setDoc(state, index, id, null);
  return { ...written, status: 200, result: 'deleted' };
}

const newId = () => randomBytes(15).toString('base64url');

function putDoc(create: boolean): Handler {
  return async ({ state, params, query, body }) => {
    const mode = refreshMode(query);
    const source = body.length ? Q.parseJson(body.toString('utf8'), 'document') : undefined;
    const index = ensureIndex(state, params.index!);
    const opType = create || query.get('op_type') === 'create';
    const written = store(state, index, params.id ?? newId(), source, opType);
    return { status: written.status, body: writtenBody(written, await settle([index], mode)) };
  };
}

const getDoc: Handler = ({ state, method, params }) => {
  const index = need(state, params.index!);
  const doc = index.live.get(params.id!);
  const about = { _index: index.name, _id: params.id, found: false };
  if (!doc || method === 'HEAD') return { status: doc ? 200 : 404, body: about };
  const { version: _version, seqNo: _seq_no, source: _source } = doc;
  return { status: 200, body: { ...about, _version, _seq_no, _primary_term: 1, found: true, _source } };
};

const deleteDoc: Handler = async ({ state, params, query }) => {
  const mode = refreshMode(query);
  const index = need(state, params.index!);
  const written = remove(state, index, params.id!);
  return { status: written.status, body: writtenBody(written, await settle([index], mode)) };
};

async function bulk({ state, params, query, body }: Call): Promise<Reply> {
  const started = Date.now();
  const mode = refreshMode(query);
  const ops = Q.parseBulk(body.toString('utf8'), params.index);
  const touched = new Set<Index>();
  const items = ops.map(({ action, index: name, id = newId(), doc }) => {
    try {
      const index = action === 'delete' ? need(state, name!) : ensureIndex(state, name!);
      touched.add(index);
      const written =
        action === 'delete' ? remove(state, index, id) : store(state, index, id, doc, action === 'create');
      return { [action]: { ...writtenBody(written, false), status: written.status } };
    } catch (err) {
      if (!(err instanceof Q.SearchError)) throw err;
      const { root_cause: _, ...error } = err.body.error as JsonObject;
      return { [action]: { _index: name, _id: id, status: err.status, error } };
    }
  });
  await settle(touched, mode);
  const errors = items.some((item) => Object.values(item).some((result) => 'error' in result));
  return { status: 200, body: { took: Date.now() - started, errors, items } };
}

const search: Handler = ({ state, params, query, body }) => {
  const index = need(state, params.index!);
  const spec = body.length ? Q.parseJson(body.toString('utf8'), 'request') : {};
  if (!Q.isObject(spec)) throw Q.failure(400, 'parsing_exception', 'Expected [START_OBJECT] but found a value');
  if (query.has('q')) throw Q.notImplemented('the [q] parameter');
  for (const key of ['size', 'from']) if (query.has(key)) spec[key] = Number(query.get(key));
  const target = { name: index.name, uuid: index.uuid, types: index.types, docs: index.searchable.values() };
  const { response, returned } = Q.runSearch(target, spec);
  state.returned += returned;
  return { status: 200, body: response };
};

const refreshAll: Handler = ({ state }) => refreshed([...state.indices.values()]);
const refreshOne: Handler = ({ state, params }) => refreshed([need(state, params.index!)]);
const headIndex: Handler = ({ state, params }) => ({ status: state.indices.has(params.index!) ? 200 : 404 });
const noUpdate: Handler = () => Promise.reject(Q.notImplemented('_update'));

const ROUTES: Array<[string, Record<string, Handler>]> = [
  ['/_bulk', { POST: bulk, PUT: bulk }],
  ['/_refresh', { POST: refreshAll, GET: refreshAll }],
  ['/{index}', { HEAD: headIndex, PUT: createIndex, GET: getIndex, DELETE: deleteIndex }],
  ['/{index}/_bulk', { POST: bulk, PUT: bulk }],
  ['/{index}/_refresh', { POST: refreshOne, GET: refreshOne }],
  ['/{index}/_search', { GET: search, POST: search }],
  ['/{index}/_doc', { POST: putDoc(false) }],
  ['/{index}/_doc/{id}', { PUT: putDoc(false), POST: putDoc(false), GET: getDoc, HEAD: getDoc, DELETE: deleteDoc }],
  ['/{index}/_create/{id}', { PUT: putDoc(true), POST: putDoc(true) }],
  ['/{index}/_update/{id}', { POST: noUpdate }],
];

function load(state: State, file: string): void {
  if (!fs.existsSync(file)) return;
  for (const [name, kept] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Stored)) {
    const index = Object.assign(addIndex(state, name, kept.settings, kept.mappings), {
      uuid: kept.uuid,
      seqNo: kept.seqNo,
    });
    for (const { id, version, seqNo, source } of kept.docs) {
      const doc: Doc = { id, source, version, seqNo, fields: Q.indexDocument(index.mappings, id, source).fields };
      index.live.set(id, doc);
      index.searchable.set(id, doc);
    }
    index.types = Q.fieldTable(index.mappings);
  }
  clearTimeout(state.saveTimer);
  state.saveTimer = undefined;
}

function scheduleSave(state: State): void {
  if (!state.file || state.saveTimer) return;
  state.saveTimer = setTimeout(() => {
    state.saveTimer = undefined;
    void save(state);
  }, SAVE_DELAY_MS);
}

/** Writes every index, its pending writes applied, to the data file (whole, then renamed over the old one). */
function save(state: State): Promise<void> {
  const file = state.file!;
  const stored: Stored = {};
  for (const { name, uuid, settings, mappings, seqNo, live } of state.indices.values()) {
    stored[name] = { uuid, settings, mappings, seqNo, docs: [...live.values()] };
  }
  const text = JSON.stringify(stored, (key, value: unknown) => (key === 'fields' ? undefined : value));
  state.saving = state.saving
    .then(async () => {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, text);
      await fs.promises.rename(temporary, file);
    })
    .catch((err: unknown) => console.error(`search engine: could not save ${file}:`, err));
  return state.saving;
}

function send(res: http.ServerResponse, method: string | undefined, reply: Reply): void {
  if (res.destroyed) return;
  const text = reply.body === undefined || method === 'HEAD' ? '' : JSON.stringify(reply.body);
  const type = { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) };
  res.writeHead(reply.status, { ...type, ...reply.headers });
  res.end(text);
}
