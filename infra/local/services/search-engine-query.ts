/**
 * The search side of the local OpenSearch stand-in (search-engine.ts; documents are indexed by
 * search-engine-docs.ts): a `_search` run over the refreshed documents. Queries: `match_all`,
 * `match_none`, `bool`, `term`, `terms`, `prefix`, `range`, `exists`; any field's array matches
 * if one of its values does; a `text` field holds its lower-cased words (split on what is not a
 * letter or digit), which term-level queries compare unanalyzed, as OpenSearch's do. Sorts on
 * keyword, numeric, date and boolean fields, `_doc` and `_score` (missing values last, arrays by
 * their least value ascending, greatest descending), `search_after`, `from`/`size`, `_source`
 * (true, false, field paths), `track_total_hits`. Refused as OpenSearch 2.x refuses them (a
 * failure on the shard wrapped, as there, in a `search_phase_execution_exception`): an unknown
 * query or key, sorting on a text or unmapped field, `from + size` past 10,000, `search_after`
 * with `from` or of the wrong length, a prefix on a non-string field; and sorting on `_id`, which
 * OpenSearch 2.x still allows (deprecated, `indices.id_field_data.enabled` defaulting to true) but
 * Elasticsearch 8 and OpenSearch with that setting off refuse: page on a keyword copy of the id.
 * What OpenSearch would take but this stand-in does not do (relevance scores: without a sort, hits
 * come in index order, `_score` 1; full-text queries, aggregations, date math...) is answered
 * `local_stand_in_exception`, never quietly wrong.
 */
import {
  BOOLEANS,
  type Doc,
  type Json,
  type JsonObject,
  SearchError,
  ShardFailure,
  type Value,
  illegal,
  invalid,
  isObject,
  less,
  notImplemented,
  onShard,
  parseDate,
  parsing,
} from './search-engine-docs';

// The document side too, so search-engine.ts has one module to import.
export * from './search-engine-docs';

type Match = (doc: Doc) => boolean;

/** A value in a query or a `search_after`, as the field indexes it (term-level queries do not analyze text). */
function queryValue(type: string, v: Json, field: string): Value {
  if (v === null || typeof v === 'object') throw parsing(`[${field}] value must be a string, a number or a boolean`);
  if (type === 'keyword' || type === 'text') return String(v);
  if (typeof v === 'string' && v.startsWith('now')) throw notImplemented('date math');
  if (type === 'date') {
    const ms = typeof v === 'number' ? v : parseDate(String(v));
    const format = 'strict_date_optional_time||epoch_millis';
    if (Number.isNaN(ms)) throw onShard('parse_exception', `failed to parse date field [${v}] with format [${format}]`);
    return ms;
  }
  const n = type === 'boolean' ? (BOOLEANS[String(v)] ?? NaN) : v === '' || typeof v === 'boolean' ? NaN : Number(v);
  if (Number.isNaN(n)) throw onShard('query_shard_exception', `failed to create query: For input string: "${v}"`);
  return n;
}

const NOT_DONE =
  /^(match\w*|multi_match|query_string|simple_query_string|combined_fields|wildcard|regexp|fuzzy|ids|constant_score|nested|has_child|has_parent|function_score|script\w*|dis_max|boosting|more_like_this|geo_\w+|knn|neural|hybrid|intervals|distance_feature|rank_feature|terms_set|span_\w+|wrapper|percolate|pinned|parent_id)$/;

function compile(query: Json, types: Map<string, string>): Match {
  if (!isObject(query)) throw parsing('[_na] query malformed, must start with start_object');
  const [kind, ...others] = Object.keys(query);
  if (!kind) throw parsing('query malformed, empty clause found');
  if (others.length) throw parsing(`[${kind}] malformed query, expected [END_OBJECT] but found [FIELD_NAME]`);
  const body = query[kind]!;
  if (kind === 'match_all' || kind === 'match_none') return () => kind === 'match_all';
  if (kind === 'bool') return boolQuery(body, types);
  if (/^(term|terms|prefix|range)$/.test(kind)) return fieldQuery(kind, body, types);
  if (kind !== 'exists') {
    throw NOT_DONE.test(kind) ? notImplemented(`[${kind}] queries`) : parsing(`unknown query [${kind}]`);
  }
  const field = isObject(body) ? body.field : undefined;
  if (typeof field !== 'string') throw parsing('[exists] must be provided with a [field]');
  if (field === '_id') return () => true;
  if (types.get(field) !== 'object') return (doc) => (doc.fields.get(field)?.length ?? 0) > 0;
  return (doc) => [...doc.fields.keys()].some((path) => path.startsWith(`${field}.`));
}

const BOOL_KEYS = /^(must|filter|should|must_not|minimum_should_match|boost|_name|adjust_pure_negative)$/;

function boolQuery(body: Json, types: Map<string, string>): Match {
  if (!isObject(body)) throw parsing('[bool] query malformed, no start_object after query name');
  const unknown = Object.keys(body).find((key) => !BOOL_KEYS.test(key));
  if (unknown) throw parsing(`[bool] query does not support [${unknown}]`);
  const list = (clauses: Json | undefined) =>
    (clauses === undefined ? [] : Array.isArray(clauses) ? clauses : [clauses]).map((q) => compile(q, types));
  const [must, should, mustNot] = [[...list(body.must), ...list(body.filter)], list(body.should), list(body.must_not)];
  const spec = body.minimum_should_match ?? null;
  if (spec !== null && !/^\d+$/.test(String(spec))) throw notImplemented(`minimum_should_match [${String(spec)}]`);
  // With no must or filter, one should must match; minimum_should_match applies only where there are shoulds.
  const min = !should.length ? 0 : spec !== null ? Number(spec) : must.length ? 0 : 1;
  return (doc) => {
    if (!must.every((m) => m(doc)) || mustNot.some((m) => m(doc))) return false;
    let matched = 0;
    for (const m of should) if (matched < min && m(doc)) matched += 1;
    return matched >= min;
  };
}

const OPTIONS: Record<string, RegExp> = {
  term: /^(value|boost|_name|case_insensitive)$/,
  prefix: /^(value|boost|_name|case_insensitive|rewrite)$/,
  range: /^(gt|gte|lt|lte|from|to|include_lower|include_upper|boost|_name|format|time_zone|relation)$/,
};

function fieldQuery(kind: string, body: Json, types: Map<string, string>): Match {
  if (!isObject(body)) throw parsing(`[${kind}] query malformed, no start_object after query name`);
  const named = Object.entries(body).filter(([key]) => key !== 'boost' && key !== '_name');
  if (named.length !== 1) {
    throw parsing(`[${kind}] query requires one field, found [${named.map(([key]) => key).join('] and [')}]`);
  }
  const [field, spec] = named[0]!;
  const type = field === '_id' ? 'keyword' : types.get(field);
  const any = (test: (v: Value) => boolean): Match =>
    field === '_id' ? (doc) => test(doc.id) : (doc) => doc.fields.get(field)?.some(test) ?? false;
  if (kind === 'terms' && !Array.isArray(spec)) {
    throw isObject(spec) ? notImplemented('terms lookup') : parsing(`[terms] query does not support [${field}]`);
  }
  const opts = kind === 'terms' || !isObject(spec) ? { value: spec } : spec;
  const unknown = kind === 'terms' ? undefined : Object.keys(opts).find((key) => !OPTIONS[kind]!.test(key));
  if (unknown) throw parsing(`[${kind}] query does not support [${unknown}]`);
  if (!type || type === 'object') return () => false; // an unmapped field matches nothing
  if (kind === 'terms') {
    const wanted = new Set((spec as Json[]).map((v) => queryValue(type, v, field)));
    return any((v) => wanted.has(v));
  }
  if (kind === 'range') {
    if (opts.format !== undefined || opts.time_zone !== undefined) {
      throw notImplemented('range [format] and [time_zone]');
    }
    const bound = (v: Json | undefined) => (v === undefined || v === null ? undefined : queryValue(type, v, field));
    const [lo, hi] = [bound(opts.gt ?? opts.gte ?? opts.from), bound(opts.lt ?? opts.lte ?? opts.to)];
    const loIn = opts.gt === undefined && (opts.gte !== undefined || opts.include_lower !== false);
    const hiIn = opts.lt === undefined && (opts.lte !== undefined || opts.include_upper !== false);
    const above = (v: Value) => lo === undefined || (loIn ? !less(v, lo) : less(lo, v));
    return any((v) => above(v) && (hi === undefined || (hiIn ? !less(hi, v) : less(v, hi))));
  }
  if (opts.value === undefined || opts.value === null || typeof opts.value === 'object') {
    throw parsing(`[${kind}] query requires one [value]`);
  }
  if (kind === 'prefix' && type !== 'keyword' && type !== 'text') {
    const reason = `Can only use prefix queries on keyword, text and wildcard fields - not on [${field}] which is of type [${type}]`;
    throw onShard('query_shard_exception', reason);
  }
  const fold = opts.case_insensitive === true ? (v: Value) => String(v).toLowerCase() : (v: Value) => v;
  const want = fold(queryValue(type, opts.value, field));
  return kind === 'term' ? any((v) => fold(v) === want) : any((v) => String(fold(v)).startsWith(String(want)));
}

type Sort = { field: string; type: string; desc: boolean; missingFirst: boolean; missing: Value | null };
type Key = Array<Value | null>;

const TEXT_SORT = (field: string) =>
  'Text fields are not optimised for operations that require per-document field data like aggregations and sorting, ' +
  'so these operations are disabled by default. Please use a keyword field instead. Alternatively, set ' +
  `fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can ` +
  'use significant memory.';
const NO_ID_SORT =
  'Fielddata access on the _id field is disallowed, you can re-enable it by updating the dynamic cluster setting: ' +
  'indices.id_field_data.enabled';
const SORT_OPTIONS = /^(order|missing|unmapped_type|mode|numeric_type|format)$/;

function parseSort(sort: Json | undefined, types: Map<string, string>): Sort[] {
  return (sort === undefined || sort === null ? [] : Array.isArray(sort) ? sort : [sort]).map((entry): Sort => {
    if (!(typeof entry === 'string' || (isObject(entry) && Object.keys(entry).length === 1))) {
      throw parsing('malformed sort format, within the sort array, an object, or an actual string are allowed');
    }
    const [field, spec] = typeof entry === 'string' ? [entry, null] : Object.entries(entry)[0]!;
    const opts: JsonObject = typeof spec === 'string' ? { order: spec } : isObject(spec) ? spec : {};
    const unknown = Object.keys(opts).find((key) => !SORT_OPTIONS.test(key));
    if (unknown) throw parsing(`[field_sort] unknown field [${unknown}]`);
    const order = opts.order ?? (field === '_score' ? 'desc' : 'asc');
    if (order !== 'asc' && order !== 'desc') throw illegal(`Unknown SortOrder [${String(order)}]`);
    if ((opts.mode ?? (order === 'desc' ? 'max' : 'min')) !== (order === 'desc' ? 'max' : 'min')) {
      throw notImplemented(`sort [mode] ${String(opts.mode)}`);
    }
    if (field === '_id') throw onShard('illegal_argument_exception', NO_ID_SORT);
    const unmapped = typeof opts.unmapped_type === 'string' ? opts.unmapped_type : undefined;
    const type = field === '_doc' || field === '_score' ? field : (types.get(field) ?? unmapped);
    if (!type || type === 'object') {
      throw onShard('query_shard_exception', `No mapping found for [${field}] in order to sort on`);
    }
    if (type === 'text') throw onShard('illegal_argument_exception', TEXT_SORT(field));
    const missing = opts.missing ?? '_last';
    const value = missing === '_last' || missing === '_first' ? null : queryValue(type, missing, field);
    return { field, type, desc: order === 'desc', missingFirst: missing === '_first', missing: value };
  });
}

function sortValue(doc: Doc, sort: Sort): Value | null {
  if (sort.type === '_doc' || sort.type === '_score') return sort.type === '_doc' ? doc.seqNo : 1;
  const values = doc.fields.get(sort.field);
  if (!values?.length) return sort.missing;
  return values.reduce((pick, v) => ((sort.desc ? less(pick, v) : less(v, pick)) ? v : pick));
}

function compareKeys(a: Key, b: Key, sorts: Sort[]): number {
  for (const [i, s] of sorts.entries()) {
    const [x, y] = [a[i] ?? null, b[i] ?? null];
    if (x === y) continue;
    if (x === null || y === null) return (x === null) === s.missingFirst ? -1 : 1;
    return less(x, y) === s.desc ? 1 : -1;
  }
  return 0;
}

/** `search_after` values as sort keys; a missing value is `null` (what a hit's `sort` shows for it here), or ±Long.MAX. */
function afterKey(after: Json[], sorts: Sort[]): Key {
  if (after.length !== sorts.length) {
    const reason = `search_after has ${after.length} value(s) but sort has ${sorts.length}.`;
    throw onShard('illegal_argument_exception', reason);
  }
  return after.map((v, i) => {
    const { type, field } = sorts[i]!;
    if (v === null || (typeof v === 'number' && Math.abs(v) >= 9.2e18 && type !== 'keyword')) return null;
    return type === '_doc' || type === '_score' ? Number(v) : queryValue(type, v, field);
  });
}

/** `_source`: true, false, or the paths to keep (a path keeps what is under it; `a.b` keeps `b` of object `a`). */
function sourceFilter(spec: Json | undefined): ((source: JsonObject) => JsonObject) | null {
  if (spec === undefined || spec === true) return (source) => source;
  if (spec === false) return null;
  if (isObject(spec)) throw notImplemented('_source includes and excludes');
  const paths = (Array.isArray(spec) ? spec : [spec]).map(String);
  if (paths.some((p) => p.includes('*'))) throw notImplemented('_source wildcards');
  const pick = (obj: JsonObject, prefix: string): JsonObject => {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(obj)) {
      const path = prefix + key;
      if (paths.includes(path)) out[key] = value;
      else if (isObject(value) && paths.some((p) => p.startsWith(`${path}.`))) out[key] = pick(value, `${path}.`);
    }
    return out;
  };
  return (source) => pick(source, '');
}

const SEARCH_KEYS = /^(query|sort|size|from|search_after|_source|track_total_hits|timeout|track_scores)$/;
const OTHER_KEYS =
  /^(aggs|aggregations|highlight|post_filter|collapse|suggest|script_fields|min_score|docvalue_fields|stored_fields|fields|explain|profile|terminate_after|indices_boost|rescore|pit|slice|stats|ext|version|seq_no_primary_term)$/;
const MAX_RESULT_WINDOW = 10_000;

function count(body: JsonObject, key: 'size' | 'from', otherwise: number): number {
  const v = body[key] ?? otherwise;
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw parsing(`[${key}] must be an integer, found [${JSON.stringify(v)}]`);
  }
  if (v < 0) throw illegal(`[${key}] parameter cannot be negative, found [${v}]`);
  return v;
}

/** The index to search: its refreshed documents, in index order. */
export type SearchTarget = { name: string; uuid: string; types: Map<string, string>; docs: Iterable<Doc> };

/** A `_search` body run over the index's refreshed documents: the response, and how many hits it returns. */
export function runSearch(target: SearchTarget, body: JsonObject): { response: object; returned: number } {
  const started = Date.now();
  for (const [key, value] of Object.entries(body)) {
    if (OTHER_KEYS.test(key)) throw notImplemented(`[${key}] in a search`);
    const token = isObject(value) ? 'START_OBJECT' : Array.isArray(value) ? 'START_ARRAY' : 'VALUE';
    if (!SEARCH_KEYS.test(key)) throw parsing(`Unknown key for a ${token} in [${key}].`);
  }
  const [size, from, after] = [count(body, 'size', 10), count(body, 'from', 0), body.search_after];
  if (after !== undefined && !Array.isArray(after)) throw parsing('[search_after] must be an array');
  if (after && from > 0) throw invalid('`from` parameter must be set to 0 when `search_after` is used.');
  const track = body.track_total_hits ?? MAX_RESULT_WINDOW;
  if (typeof track !== 'boolean' && typeof track !== 'number') {
    throw parsing('[track_total_hits] must be a boolean or a number');
  }
  const source = sourceFilter(body._source);
  let [sorts, page, total]: [Sort[], Array<{ doc: Doc; key: Key }>, number] = [[], [], 0];
  try {
    const match = compile(body.query ?? { match_all: {} }, target.types);
    if (from + size > MAX_RESULT_WINDOW) {
      const reason = `Result window is too large, from + size must be less than or equal to: [${MAX_RESULT_WINDOW}] but was [${from + size}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`;
      throw onShard('illegal_argument_exception', reason);
    }
    sorts = parseSort(body.sort, target.types);
    const cursor = after ? afterKey(after, sorts) : undefined;
    const matched: Array<{ doc: Doc; key: Key }> = [];
    for (const doc of target.docs) {
      if (!match(doc)) continue;
      total += 1;
      const key = sorts.map((s) => sortValue(doc, s));
      if (!cursor || compareKeys(key, cursor, sorts) > 0) matched.push({ doc, key });
    }
    // A stable sort: documents with equal sort values stay in index order, as OpenSearch's doc id breaks ties.
    if (sorts.length) matched.sort((a, b) => compareKeys(a.key, b.key, sorts));
    page = matched.slice(from, from + size);
  } catch (err) {
    if (!(err instanceof ShardFailure)) throw err;
    const cause = { ...err.detail, index_uuid: target.uuid, index: target.name };
    const failed = [{ shard: 0, index: target.name, node: 'local', reason: cause }];
    const error = { root_cause: [cause], type: 'search_phase_execution_exception', reason: 'all shards failed' };
    throw new SearchError(400, {
      error: { ...error, phase: 'query', grouped: true, failed_shards: failed, caused_by: err.detail },
      status: 400,
    });
  }
  const scored = !sorts.length || body.track_scores === true;
  const hits = page.map(({ doc, key }) => ({
    ...{ _index: target.name, _id: doc.id, _score: scored ? 1 : null },
    ...(source ? { _source: source(doc.source) } : {}),
    ...(sorts.length ? { sort: key } : {}),
  }));
  const capped = typeof track === 'number' && total > track;
  const totalHits =
    track === false ? {} : { total: { value: capped ? track : total, relation: capped ? 'gte' : 'eq' } };
  const shards = { total: 1, successful: 1, skipped: 0, failed: 0 };
  const found = { ...totalHits, max_score: scored && total > 0 ? 1 : null, hits };
  return {
    response: { took: Date.now() - started, timed_out: false, _shards: shards, hits: found },
    returned: hits.length,
  };
}
