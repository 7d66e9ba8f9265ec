/**
 * The document side of the local OpenSearch stand-in (search-engine.ts): request bodies read (JSON,
 * a `_bulk`'s NDJSON), mappings checked, and a document indexed under its index's mappings (new
 * fields mapped as OpenSearch maps them dynamically: a string `text` with a `.keyword`; values
 * checked against their field's type). The searches are search-engine-query.ts.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A field as `mappings.properties` declares it; other parameters (format, analyzer...) are kept, not used. */
export interface FieldMapping {
  type?: string;
  enabled?: boolean;
  dynamic?: Json;
  ignore_above?: number;
  properties?: Record<string, FieldMapping>;
  fields?: Record<string, FieldMapping>;
  [parameter: string]: unknown;
}
export type Mappings = { dynamic?: Json; properties: Record<string, FieldMapping>; [parameter: string]: unknown };

/** An indexed value: keyword strings and text words as strings; numbers, dates (epoch ms), booleans (1/0) as numbers. */
export type Value = string | number;

export interface Doc {
  id: string;
  source: JsonObject;
  version: number;
  seqNo: number;
  /** Values by field path (`title`, `title.keyword`, `owner.id`), as the index holds them. */
  fields: Map<string, Value[]>;
}

/** A refusal: the status and body OpenSearch answers. */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    readonly body: JsonObject,
  ) {
    super(JSON.stringify(body));
  }
}

export function failure(status: number, type: string, reason: string, extra: JsonObject = {}): SearchError {
  const cause = { type, reason, ...extra };
  return new SearchError(status, { error: { root_cause: [cause], ...cause }, status });
}

export const notImplemented = (what: string) =>
  failure(400, 'local_stand_in_exception', `the local search engine does not implement ${what}`);
export const parsing = (reason: string) => failure(400, 'parsing_exception', reason);
export const mapping = (reason: string) => failure(400, 'mapper_parsing_exception', reason);
export const illegal = (reason: string) => failure(400, 'illegal_argument_exception', reason);
export const invalid = (reason: string) =>
  failure(400, 'action_request_validation_exception', `Validation Failed: 1: ${reason};`);

/** A failure on the shard: OpenSearch answers it as the search phase failing, the cause inside. */
export class ShardFailure extends Error {
  constructor(readonly detail: JsonObject) {
    super(String(detail.reason));
  }
}
export const onShard = (type: string, reason: string) => new ShardFailure({ type, reason });

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
export const flatten = (v: Json): Json[] => (Array.isArray(v) ? v.flatMap(flatten) : v === null ? [] : [v]);
export const less = (a: Value, b: Value) => (a as number) < (b as number);

export function parseJson(text: string, what: 'document' | 'request'): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (err) {
    const cause = { type: 'json_parse_exception', reason: (err as Error).message };
    throw what === 'request'
      ? failure(400, cause.type, cause.reason)
      : failure(400, 'mapper_parsing_exception', 'failed to parse', { caused_by: cause });
  }
}

export type BulkOp = { action: string; index: string | undefined; id: string | undefined; doc?: Json };
export const ACTIONS = ['create', 'delete', 'index', 'update'];
export const META = /^(_index|_id|routing|version|version_type|if_seq_no|if_primary_term|pipeline|require_alias)$/;

/** A `_bulk` body: action lines (`index`, `create`, `delete`), each but a delete followed by its document. */
export function parseBulk(text: string, defaultIndex: string | undefined): BulkOp[] {
  if (text && !text.endsWith('\n')) throw illegal('The bulk request must be terminated by a newline [\\n]');
  const lines = text.slice(0, -1).split('\n');
  const ops: BulkOp[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!lines[i]!.trim()) continue;
    const [line, head] = [i + 1, parseJson(lines[i]!, 'request')];
    const action = isObject(head) ? Object.keys(head)[0] : undefined;
    if (!isObject(head) || Object.keys(head).length !== 1 || !ACTIONS.includes(action!)) {
      const found = action ?? JSON.stringify(head);
      throw illegal(
        `Malformed action/metadata line [${line}], expected one of [${ACTIONS.join(', ')}] but found [${found}]`,
      );
    }
    if (action === 'update') throw notImplemented('the bulk [update] action');
    const meta = head[action!];
    if (!isObject(meta)) throw illegal(`Malformed action/metadata line [${line}], expected START_OBJECT`);
    const unknown = Object.keys(meta).find((key) => !META.test(key));
    if (unknown) throw illegal(`Action/metadata line [${line}] contains an unknown parameter [${unknown}]`);
    const id = meta._id === undefined || meta._id === null ? undefined : String(meta._id);
    if (id === undefined && action === 'delete') throw invalid('id is missing');
    ops.push({ action: action!, index: typeof meta._index === 'string' ? meta._index : defaultIndex, id });
    if (action !== 'delete' && ++i < lines.length) ops.at(-1)!.doc = parseJson(lines[i]!, 'document');
  }
  if (!ops.length) throw invalid('no requests added');
  if (ops.some((op) => !op.index)) throw invalid('index is missing');
  return ops;
}

export const TYPES = /^(keyword|text|long|integer|short|byte|double|float|half_float|date|boolean|object)$/;
export const INTEGER = /^(long|integer|short|byte)$/;
export const ROOT_KEYS = /^(properties|dynamic|_source|_meta|_routing|date_detection|numeric_detection)$/;

/** The mappings of a create-index body, checked as OpenSearch checks them. */
export function checkMappings(raw: Json | undefined): Mappings {
  if (raw === undefined || raw === null) return { properties: {} };
  if (!isObject(raw)) throw mapping('Failed to parse mapping [_doc]: Expected map for property [mappings]');
  const extra = Object.entries(raw).find(([key]) => !ROOT_KEYS.test(key));
  if (extra) {
    throw mapping(`Root mapping definition has unsupported parameters:  [${extra[0]} : ${JSON.stringify(extra[1])}]`);
  }
  const check = (props: Json, multi: boolean) => {
    if (!isObject(props)) throw mapping('Expected map for property [properties]');
    for (const [name, field] of Object.entries(props)) {
      const type = isObject(field) ? (field.type ?? 'object') : undefined;
      if (typeof type !== 'string' || !TYPES.test(type) || (multi && type === 'object')) {
        throw mapping(`No handler for type [${String(type)}] declared on field [${name}]`);
      }
      if (isObject(field) && field.properties !== undefined) check(field.properties, false);
      if (isObject(field) && field.fields !== undefined) check(field.fields, true);
    }
  };
  check(raw.properties ?? {}, false);
  return structuredClone({ ...raw, properties: raw.properties ?? {} }) as Mappings;
}

/** Every field path the mappings declare, with its type (`object` for objects). */
export function fieldTable(mappings: Mappings): Map<string, string> {
  const table = new Map<string, string>();
  const walk = (props: Record<string, FieldMapping>, prefix: string) => {
    for (const [name, field] of Object.entries(props)) {
      table.set(prefix + name, field.type ?? 'object');
      if (field.properties) walk(field.properties, `${prefix}${name}.`);
      for (const [sub, multi] of Object.entries(field.fields ?? {})) table.set(`${prefix}${name}.${sub}`, multi.type!);
    }
  };
  walk(mappings.properties, '');
  return table;
}

export const DATE = /^\d{4}(-\d\d(-\d\d(T\d\d(:\d\d(:\d\d([.,]\d{1,9})?)?)?(Z|[+-]\d\d(:?\d\d)?)?)?)?)?$/;

/** `strict_date_optional_time||epoch_millis`, the default date format, as epoch milliseconds (NaN if neither). */
export function parseDate(text: string): number {
  if (!DATE.test(text)) return /^-?\d+$/.test(text) ? Number(text) : NaN;
  const [, year, month, day] = (/^(\d{4})-(\d\d)-(\d\d)/.exec(text) ?? []).map(Number);
  if (day && new Date(Date.UTC(year!, month! - 1, day)).getUTCMonth() !== month! - 1) return NaN; // 2024-02-30
  const iso = text.replace(',', '.').replace(/T(\d\d)(?=$|Z|[+-])/, 'T$1:00');
  const zoned = iso.replace(/(T.*[+-]\d\d):?(\d\d)?$/, (_, at: string, mm?: string) => `${at}:${mm ?? '00'}`);
  return Date.parse(/T[^Z+-]*$/.test(zoned) ? `${zoned}Z` : zoned); // no zone: UTC, as OpenSearch
}

/** What a new field is mapped as, from its first value; undefined for null or an empty array (not mapped yet). */
export function guess(value: Json): FieldMapping | undefined {
  const first = flatten(value)[0];
  if (first === undefined) return undefined;
  if (typeof first === 'number') return { type: Number.isInteger(first) ? 'long' : 'float' };
  if (typeof first === 'boolean') return { type: 'boolean' };
  if (typeof first !== 'string') return { properties: {} };
  if (/^\d{4}-\d\d-\d\d/.test(first) && !Number.isNaN(parseDate(first))) return { type: 'date' };
  return { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };
}

export const BOOLEANS: Record<string, number> = { true: 1, false: 0 };
/** A text field's words: lower-cased, split on what is not a letter or digit (the standard analyzer, kept simple). */
export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function leafValues(type: string, v: Json, path: string, id: string, field: FieldMapping): Value[] {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  let values: Value[];
  if (typeof v === 'object') values = [NaN];
  else if (type === 'keyword') values = String(v).length > (field.ignore_above ?? Infinity) ? [] : [String(v)];
  else if (type === 'text') values = words(String(v));
  else if (type === 'date') values = [typeof v === 'string' ? parseDate(v) : n];
  else if (type === 'boolean') values = [v === '' ? 0 : (BOOLEANS[String(v)] ?? NaN)];
  else values = [typeof v === 'boolean' ? NaN : INTEGER.test(type) ? Math.trunc(n) : n];
  if (values.every((x) => typeof x === 'string' || Number.isFinite(x))) return values;
  const preview = typeof v === 'object' ? JSON.stringify(v) : String(v);
  throw mapping(
    `failed to parse field [${path}] of type [${type}] in document with id '${id}'. Preview of field's value: '${preview}'`,
  );
}

/**
 * The document's indexed values by field. Fields it brings that the mappings lack are added to
 * `mappings` (`added` says so), unless `dynamic` is `false` (kept in `_source` only) or `strict`
 * (refused). A refused document leaves `mappings` as it was.
 */
export function indexDocument(mappings: Mappings, id: string, source: JsonObject) {
  const fields = new Map<string, Value[]>();
  const undo: Array<() => void> = [];
  const add = (path: string, values: Value[]) => {
    if (values.length) fields.set(path, [...(fields.get(path) ?? []), ...values]);
  };
  const walk = (obj: JsonObject, prefix: string, props: Record<string, FieldMapping>, dynamic: Json) => {
    for (const [name, raw] of Object.entries(obj)) {
      const [key, ...rest] = name.split('.');
      if (!key || rest.includes('')) throw mapping(`field name cannot be empty or start or end with a [.]: [${name}]`);
      const value: Json = rest.length ? { [rest.join('.')]: raw } : raw; // `{"a.b": 1}` is `{"a": {"b": 1}}`
      const path = prefix + key;
      let field = props[key];
      if (!field && dynamic === 'strict') {
        const within = prefix ? prefix.slice(0, -1) : '_doc';
        const reason = `mapping set to strict, dynamic introduction of [${key}] within [${within}] is not allowed`;
        throw failure(400, 'strict_dynamic_mapping_exception', reason);
      }
      if (!field) {
        const guessed = dynamic === false || dynamic === 'false' ? undefined : guess(value);
        if (!guessed) continue;
        props[key] = field = guessed;
        undo.push(() => delete props[key]);
      }
      const type = field.type ?? 'object';
      if (type !== 'object') {
        const items = flatten(value);
        add(
          path,
          items.flatMap((v) => leafValues(type, v, path, id, field)),
        );
        for (const [sub, multi] of Object.entries(field.fields ?? {})) {
          const subPath = `${path}.${sub}`;
          add(
            subPath,
            items.flatMap((v) => leafValues(multi.type!, v, subPath, id, multi)),
          );
        }
        continue;
      }
      for (const item of field.enabled === false ? [] : flatten(value)) {
        if (!isObject(item)) {
          throw mapping(
            `object mapping for [${path}] tried to parse field [${key}] as object, but found a concrete value`,
          );
        }
        if (!field.properties) {
          const object = field;
          undo.push(() => delete object.properties);
        }
        walk(item, `${path}.`, (field.properties ??= {}), field.dynamic ?? dynamic);
      }
    }
  };
  try {
    walk(source, '', mappings.properties, mappings.dynamic ?? true);
  } catch (err) {
    for (const step of undo.reverse()) step();
    throw err;
  }
  return { fields, added: undo.length > 0 };
}
