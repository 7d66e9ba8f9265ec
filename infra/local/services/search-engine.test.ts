import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSearchEngine, type SearchEngine } from './search-engine';

// What a SigV4 signer (service `es`) adds; the stand-in wants the header's shape, not a valid signature.
const SIGNED = {
  authorization:
    'AWS4-HMAC-SHA256 Credential=x/20250101/ap-southeast-1/es/aws4_request, SignedHeaders=host, Signature=0',
  'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
};

const running: SearchEngine[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((engine) => engine.stop()));
});

/** A stand-in whose timer refreshes only when a test asks for it (a minute is beyond any test here). */
async function start(opts: { dataDir?: string; refreshIntervalMs?: number } = {}) {
  const engine = await startSearchEngine({ port: 0, refreshIntervalMs: 60_000, ...opts });
  running.push(engine);
  return engine;
}

type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One call; a string body goes as NDJSON, anything else as JSON. */
async function call(
  engine: SearchEngine,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = SIGNED,
): Promise<Answer> {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'application/x-ndjson' : 'application/json';
  const res = await fetch(engine.url + url, {
    method,
    body: text,
    headers: { ...headers, ...(text === undefined ? {} : { 'content-type': type }) },
  });
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : null, headers: res.headers };
}

const ids = (answer: Answer): string[] => answer.body.hits.hits.map((hit: { _id: string }) => hit._id);
const ndjson = (...lines: object[]) => `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;

const ART_MAPPINGS = {
  mappings: {
    dynamic: 'strict',
    properties: {
      artId: { type: 'keyword' },
      listedAt: { type: 'keyword' },
      price: { type: 'long' },
      words: { type: 'keyword' },
      title: { type: 'text' },
      card: { type: 'object', enabled: false },
    },
  },
};

async function withArts(engine: SearchEngine, arts: Array<Record<string, unknown> & { artId: string }>) {
  expect((await call(engine, 'PUT', '/arts', ART_MAPPINGS)).status).toBe(200);
  const lines = arts.flatMap((art) => [{ index: { _index: 'arts', _id: art.artId } }, art]);
  const answer = await call(engine, 'POST', '/_bulk?refresh=true', ndjson(...lines));
  expect(answer.body.errors).toBe(false);
}

describe('the OpenSearch stand-in', () => {
  it('refuses a request without SigV4, or a body without x-amz-content-sha256, with 403', async () => {
    const engine = await start();
    const unsigned = await call(engine, 'PUT', '/arts', ART_MAPPINGS, {});
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.message).toMatch(/^Authorization header requires 'Credential' parameter\./);
    expect((await call(engine, 'HEAD', '/arts', undefined, { authorization: 'Bearer x' })).status).toBe(403);
    const noHash = await call(engine, 'PUT', '/arts', ART_MAPPINGS, { authorization: SIGNED.authorization });
    expect(noHash.status).toBe(403);
    expect(noHash.body.message).toMatch(/x-amz-content-sha256/);
    expect((await call(engine, 'HEAD', '/arts')).status).toBe(404); // nothing was made
  });

  it('makes an index once: HEAD finds it, a second PUT is resource_already_exists_exception', async () => {
    const engine = await start();
    const made = await call(engine, 'PUT', '/arts', ART_MAPPINGS);
    expect(made).toMatchObject({ status: 200, body: { acknowledged: true, shards_acknowledged: true, index: 'arts' } });
    expect(made.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await call(engine, 'HEAD', '/arts')).status).toBe(200);
    const again = await call(engine, 'PUT', '/arts', ART_MAPPINGS);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 400, error: { type: 'resource_already_exists_exception' } });
    expect(again.body.error.reason).toMatch(/^index \[arts\/.+\] already exists$/);
    const badType = await call(engine, 'PUT', '/other', { mappings: { properties: { a: { type: 'strng' } } } });
    expect(badType.body.error).toMatchObject({ type: 'mapper_parsing_exception' });
  });

  it('shows a write to _search only after a refresh, to GET at once', async () => {
    const engine = await start();
    await call(engine, 'PUT', '/arts', ART_MAPPINGS);
    const put = await call(engine, 'PUT', '/arts/_doc/a1', { artId: 'a1', words: ['blue'] });
    expect(put).toMatchObject({ status: 201, body: { _index: 'arts', _id: 'a1', _version: 1, result: 'created' } });
    expect(ids(await call(engine, 'POST', '/arts/_search', { query: { match_all: {} } }))).toEqual([]);
    const got = await call(engine, 'GET', '/arts/_doc/a1');
    expect(got.body).toMatchObject({ found: true, _source: { artId: 'a1', words: ['blue'] } });
    expect(await call(engine, 'GET', '/arts/_doc/none')).toMatchObject({ status: 404, body: { found: false } });
    const refreshed = await call(engine, 'POST', '/arts/_refresh');
    expect(refreshed.body._shards).toMatchObject({ failed: 0 });
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a1']);

    const now = await call(engine, 'PUT', '/arts/_doc/a2?refresh=true', { artId: 'a2' });
    expect(now.body).toMatchObject({ result: 'created', forced_refresh: true });
    expect(ids(await call(engine, 'GET', '/arts/_search'))).toEqual(['a1', 'a2']);
    const again = await call(engine, 'PUT', '/arts/_doc/a2?refresh=true', { artId: 'a2', price: 5 });
    expect(again).toMatchObject({ status: 200, body: { result: 'updated', _version: 2 } });

    const deleted = await call(engine, 'DELETE', '/arts/_doc/a1');
    expect(deleted).toMatchObject({ status: 200, body: { result: 'deleted' } });
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a1', 'a2']); // not refreshed yet
    expect((await call(engine, 'GET', '/arts/_doc/a1')).status).toBe(404);
    expect(await call(engine, 'DELETE', '/arts/_doc/a1?refresh=true')).toMatchObject({
      status: 404,
      body: { result: 'not_found' },
    });
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a2']);
  });

  it('answers refresh=wait_for only once a refresh has made the write visible', async () => {
    const engine = await start();
    await call(engine, 'PUT', '/arts', ART_MAPPINGS);
    let answered = false;
    const writing = call(engine, 'PUT', '/arts/_doc/a1?refresh=wait_for', { artId: 'a1' }).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual([]);
    await call(engine, 'POST', '/arts/_refresh');
    const written = await writing;
    expect(written).toMatchObject({ status: 201, body: { result: 'created' } });
    expect(written.body.forced_refresh).toBeUndefined();
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a1']);
  });

  it('refreshes on its timer: a wait_for write is answered by the next scheduled refresh', async () => {
    const engine = await start({ refreshIntervalMs: 200 });
    await call(engine, 'PUT', '/arts', ART_MAPPINGS);
    const started = Date.now();
    const lines = ndjson({ index: { _index: 'arts', _id: 'a1' } }, { artId: 'a1' });
    expect((await call(engine, 'POST', '/_bulk?refresh=wait_for', lines)).body.errors).toBe(false);
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a1']);
    expect(Date.now() - started).toBeLessThan(1_000);
    await call(engine, 'PUT', '/arts/_doc/a2', { artId: 'a2' });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a1', 'a2']);
  });

  it('filters with bool (must, filter, must_not, should), prefix on an array field, terms, range', async () => {
    const engine = await start();
    await withArts(engine, [
      { artId: 'a1', words: ['blue', 'bird'], price: 100, title: 'Blue Bird, at dawn' },
      { artId: 'a2', words: ['black', 'cat'], price: 250, title: 'Black cat' },
      { artId: 'a3', words: ['bluff', 'cat'], price: 400, title: 'The bluff' },
      { artId: 'a4', words: ['red'], price: 50 },
    ]);
    const search = async (query: object) =>
      ids(await call(engine, 'POST', '/arts/_search', { query, sort: ['artId'] }));
    expect(await search({ prefix: { words: 'bl' } })).toEqual(['a1', 'a2', 'a3']);
    expect(await search({ prefix: { words: { value: 'blu' } } })).toEqual(['a1', 'a3']);
    expect(
      await search({
        bool: {
          must: { prefix: { words: 'b' } },
          filter: [{ range: { price: { gte: 100, lt: 400 } } }],
          must_not: [{ term: { artId: 'a2' } }],
        },
      }),
    ).toEqual(['a1']);
    expect(await search({ terms: { artId: ['a2', 'a4', 'zz'] } })).toEqual(['a2', 'a4']);
    expect(await search({ term: { words: { value: 'cat' } } })).toEqual(['a2', 'a3']);
    // No must or filter: one should must match; with minimum_should_match, that many.
    const shoulds = [{ term: { words: 'cat' } }, { prefix: { words: 'bl' } }];
    expect(await search({ bool: { should: shoulds } })).toEqual(['a1', 'a2', 'a3']);
    expect(await search({ bool: { should: shoulds, minimum_should_match: 2 } })).toEqual(['a2', 'a3']);
    expect(await search({ bool: { must_not: { exists: { field: 'title' } } } })).toEqual(['a4']);
    // A text field holds its lower-cased words; term-level queries compare them unanalyzed.
    expect(await search({ term: { title: 'bird' } })).toEqual(['a1']);
    expect(await search({ term: { title: 'Bird' } })).toEqual([]);
    expect(await search({ prefix: { title: 'daw' } })).toEqual(['a1']);
    expect(await search({ term: { unmapped: 'x' } })).toEqual([]);
    const picked = await call(engine, 'POST', '/arts/_search', { query: { ids: { values: ['a1'] } } });
    expect(picked.body.error.type).toBe('local_stand_in_exception');
  });

  it('pages a descending sort with search_after through every document once, ties broken by the second field', async () => {
    const engine = await start();
    const arts = Array.from({ length: 23 }, (_, i) => ({
      artId: `a${String(i).padStart(2, '0')}`,
      listedAt: `2025-01-0${i % 4}`, // six or so arts a day: ties on the first sort field
    }));
    await withArts(engine, arts);
    const sort = [{ listedAt: 'desc' }, { artId: { order: 'desc' } }];
    const seen: string[] = [];
    let after: unknown[] | undefined;
    for (let page = 0; page < 10; page += 1) {
      const body = { size: 5, sort, _source: ['artId'], ...(after ? { search_after: after } : {}) };
      const answer = await call(engine, 'POST', '/arts/_search', body);
      expect(answer.status).toBe(200);
      expect(answer.body.hits.total).toEqual({ value: 23, relation: 'eq' });
      const hits = answer.body.hits.hits as Array<{ _id: string; _score: null; sort: string[]; _source: object }>;
      if (!hits.length) break;
      for (const hit of hits) {
        expect(hit._score).toBeNull();
        expect(hit._source).toEqual({ artId: hit._id });
        expect(hit.sort).toEqual([arts.find((a) => a.artId === hit._id)!.listedAt, hit._id]);
      }
      seen.push(...hits.map((hit) => hit._id));
      after = hits.at(-1)!.sort;
    }
    const expected = [...arts]
      .sort((a, b) => b.listedAt.localeCompare(a.listedAt) || b.artId.localeCompare(a.artId))
      .map((a) => a.artId);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(23);
  });

  it('refuses what OpenSearch refuses in a search', async () => {
    const engine = await start();
    await withArts(engine, [{ artId: 'a1', title: 'Blue' }]);
    const search = (body: object) => call(engine, 'POST', '/arts/_search', body);
    const onText = await search({ sort: [{ title: 'asc' }] });
    expect(onText.status).toBe(400);
    expect(onText.body.error.type).toBe('search_phase_execution_exception');
    expect(onText.body.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception' });
    expect(onText.body.error.root_cause[0].reason).toMatch(/^Text fields are not optimised/);
    const onId = await search({ sort: ['_id'] });
    expect(onId.body.error.root_cause[0].reason).toMatch(/^Fielddata access on the _id field is disallowed/);
    const unknown = await search({ query: { fuzzyish: { title: 'x' } } });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { type: 'parsing_exception', reason: 'unknown query [fuzzyish]' } },
    });
    const tooFar = await search({ from: 9_995, size: 10 });
    expect(tooFar.body.error.root_cause[0].reason).toMatch(/^Result window is too large/);
    const afterAndFrom = await search({ from: 1, sort: ['artId'], search_after: ['a0'] });
    expect(afterAndFrom.body.error.type).toBe('action_request_validation_exception');
    expect((await search({ sort: ['unmapped'] })).body.error.root_cause[0].reason).toMatch(
      /^No mapping found for \[unmapped\]/,
    );
    const missing = await call(engine, 'POST', '/nowhere/_search', {});
    expect(missing).toMatchObject({ status: 404, body: { error: { type: 'index_not_found_exception' } } });
  });

  it('bulk-indexes and deletes, a missing document 404 without an error; refuses a body without its final newline', async () => {
    const engine = await start();
    await call(engine, 'PUT', '/arts', ART_MAPPINGS);
    const lines = ndjson(
      { index: { _index: 'arts', _id: 'a1' } },
      { artId: 'a1' },
      { index: { _id: 'a2' } },
      { artId: 'a2' },
      { delete: { _index: 'arts', _id: 'a1' } },
      { delete: { _index: 'arts', _id: 'zz' } },
    );
    const answer = await call(engine, 'POST', '/arts/_bulk', lines);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBe(false);
    expect(answer.body.items).toMatchObject([
      { index: { _index: 'arts', _id: 'a1', status: 201, result: 'created' } },
      { index: { _index: 'arts', _id: 'a2', status: 201, result: 'created' } },
      { delete: { _index: 'arts', _id: 'a1', status: 200, result: 'deleted' } },
      { delete: { _index: 'arts', _id: 'zz', status: 404, result: 'not_found' } },
    ]);
    await call(engine, 'POST', '/arts/_refresh');
    expect(ids(await call(engine, 'POST', '/arts/_search', {}))).toEqual(['a2']);

    const unterminated = await call(engine, 'POST', '/_bulk', lines.slice(0, -1));
    expect(unterminated.status).toBe(400);
    expect(unterminated.body.error.reason).toBe('The bulk request must be terminated by a newline [\\n]');
    const unknown = await call(engine, 'POST', '/_bulk', ndjson({ upsert: { _index: 'arts', _id: 'a3' } }, {}));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.reason).toMatch(/^Malformed action\/metadata line \[1\]/);
    // A document the strict mapping does not take fails alone; the others are written.
    const mixed = await call(
      engine,
      'POST',
      '/_bulk',
      ndjson(
        { index: { _index: 'arts', _id: 'a3' } },
        { artId: 'a3', colour: 'red' },
        { index: { _index: 'arts', _id: 'a4' } },
        { artId: 'a4' },
      ),
    );
    expect(mixed.body.errors).toBe(true);
    expect(mixed.body.items[0].index).toMatchObject({
      status: 400,
      error: { type: 'strict_dynamic_mapping_exception' },
    });
    expect(mixed.body.items[1].index).toMatchObject({ status: 201 });
  });

  it('maps an auto-created index dynamically: strings as text with a .keyword', async () => {
    const engine = await start();
    await call(engine, 'PUT', '/notes/_doc/n1?refresh=true', { title: 'Hello World', count: 3 });
    const index = await call(engine, 'GET', '/notes');
    expect(index.body.notes.mappings.properties).toEqual({
      title: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      count: { type: 'long' },
    });
    const search = async (query: object) => ids(await call(engine, 'POST', '/notes/_search', { query }));
    expect(await search({ term: { title: 'hello' } })).toEqual(['n1']);
    expect(await search({ term: { 'title.keyword': 'Hello World' } })).toEqual(['n1']);
    const wrong = await call(engine, 'PUT', '/notes/_doc/n2', { count: 'many' });
    expect(wrong.body.error.type).toBe('mapper_parsing_exception');
  });

  it('answers a path it has no handler for 400, a known path with another method 405', async () => {
    const engine = await start();
    const nowhere = await call(engine, 'GET', '/arts/_nothing');
    expect(nowhere).toMatchObject({
      status: 400,
      body: { error: 'no handler found for uri [/arts/_nothing] and method [GET]' },
    });
    expect((await call(engine, 'DELETE', '/arts/_search')).status).toBe(405);
  });

  it('keeps its indices in dataDir, refreshed or not, across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-engine-'));
    try {
      const first = await start({ dataDir });
      await withArts(first, [{ artId: 'a1', listedAt: '2025-01-01' }]);
      await call(first, 'PUT', '/arts/_doc/a2', { artId: 'a2', listedAt: '2025-01-02' }); // never refreshed
      await first.stop();
      expect(fs.existsSync(path.join(dataDir, 'search-engine.json'))).toBe(true);
      const second = await start({ dataDir });
      expect((await call(second, 'HEAD', '/arts')).status).toBe(200);
      const found = await call(second, 'POST', '/arts/_search', { sort: [{ listedAt: 'desc' }] });
      expect(ids(found)).toEqual(['a2', 'a1']);
      expect((await call(second, 'PUT', '/arts/_doc/a3', { artId: 'a3', colour: 'red' })).status).toBe(400); // still strict
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('counts the hits its searches returned', async () => {
    const engine = await start();
    await withArts(engine, [{ artId: 'a1' }, { artId: 'a2' }, { artId: 'a3' }]);
    expect(engine.returned()).toBe(0);
    await call(engine, 'POST', '/arts/_search', {});
    await call(engine, 'POST', '/arts/_search', { size: 2 });
    await call(engine, 'POST', '/arts/_search', { query: { term: { artId: 'none' } } });
    expect(engine.returned()).toBe(5);
    engine.resetReturned();
    expect(engine.returned()).toBe(0);
  });

  it('searches 10,000 documents with a sort in well under a second', async () => {
    const engine = await start();
    const arts = Array.from({ length: 10_000 }, (_, i) => ({
      artId: `a${String(i).padStart(5, '0')}`,
      listedAt: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
      words: [`w${i % 100}`, `v${i % 7}`],
    }));
    await withArts(engine, arts);
    const started = performance.now();
    const answer = await call(engine, 'POST', '/arts/_search', {
      size: 20,
      query: { bool: { filter: [{ prefix: { words: 'w1' } }], must_not: [{ term: { words: 'v3' } }] } },
      sort: [{ listedAt: 'desc' }, { artId: 'desc' }],
      search_after: ['2025-12', 'a09000'],
      track_total_hits: false,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(answer.body.hits.total).toBeUndefined();
    expect(answer.body.hits.hits).toHaveLength(20);
    expect(answer.body.hits.hits[0].sort[0] <= '2025-12').toBe(true);
  });
});
