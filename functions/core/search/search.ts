import { createConversions } from 'electrodb';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import { invalidCursor } from '../errors';
import { searchKey } from './words';

/**
 * Finding things by the start of one of their words without a Scan (DESIGN "Lists, filters and
 * search"): each word of a thing is one item, sorted by word, and a search for "an" reads the
 * items whose word begins with "an".
 *
 * A thing several of whose words start with one search (Maria Santos, maria.s92@..., maria_paints:
 * "maria" starts two of her words) must be read once, not once per word. So each word's entry is
 * kept in a partition by its **depth**: how many of its first characters it shares with the
 * thing's words that sort before it (see `depthOf`). Of the words of a thing that start with a
 * search of L characters, the first (in sort order) has a depth below L and every other one a
 * depth of L or more; a search reads only the partitions of depths below L, so it meets each
 * thing once (exactly so in the partitions of one depth; the wider ones, for depths of 6 and more,
 * can hold a rare second entry, which is read and skipped). Depth 0 (a thing's first word of each
 * initial) is the partition every entry was in before depths (`scope#a`), so entries written
 * before them are still found there, and still shown once (see `isFirstMatch`).
 *
 * The owner of the thing (Profiles, Verifications) writes and removes its entries in the same
 * transaction as the thing, through `index` (or, for things still in the one-partition layout,
 * `put` and `remove`).
 */

export interface Entry<Card> {
  refId: string;
  card: Card;
}

/** The lowest depth of each depth partition: one depth each up to 6, where the searches people type end. */
const DEPTH_FLOORS = [0, 1, 2, 3, 4, 5, 6, 8, 12] as const;

const initialOf = (word: string) => word.slice(0, 1);

/** The partition of a word's entry: its initial, and after it the floor of its depth (none for depth 0, as before depths). */
const bucketOf = (word: string, depth: number) => {
  const floor = DEPTH_FLOORS.findLast((f) => f <= depth)!;
  return floor === 0 ? initialOf(word) : `${initialOf(word)}:${floor}`;
};

/** DynamoDB orders sort keys by their UTF-8 bytes; JavaScript compares UTF-16 code units. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/**
 * How many first characters `word` shares with the words of its thing that sort before it (the
 * most with any one of them). A search of L characters that starts `word` starts those words
 * too when the depth is L or more, and `word` is then not the thing's first match.
 */
export function depthOf(word: string, words: readonly string[]): number {
  let depth = 0;
  for (const other of words)
    if (other !== word && byteOrder(other, word) < 0) depth = Math.max(depth, commonPrefix(other, word));
  return depth;
}

/** Where each word's entry is, in the depth layout. */
const keysOf = (words: readonly string[]) =>
  words.map((word) => ({ word, bucket: bucketOf(word, depthOf(word, words)) }));

/**
 * The pieces that make a thing's entries those of `after.words` (each carrying `after.card`), or
 * none (`after` null), in the depth layout: the entries of `before` (its words; null for a new
 * thing) that are no longer where they were are removed, as are entries a word had in the
 * one-partition layout, written before depths (a new thing has none: it gets puts only). A scope
 * made after depths (`options.sinceDepths`) never had that layout: nothing is removed from it.
 */
export function index(
  tx: TransactionEntities,
  scope: string,
  refId: string,
  before: readonly string[] | null,
  after: { words: readonly string[]; card: object } | null,
  options: { sinceDepths?: boolean } = {},
) {
  const next = after ? keysOf(after.words) : [];
  const kept = new Set(next.map((k) => `${k.bucket}\u0000${k.word}`));
  const gone = new Map<string, { bucket: string; word: string }>();
  const drop = (k: { bucket: string; word: string }) => {
    const id = `${k.bucket}\u0000${k.word}`;
    if (!kept.has(id)) gone.set(id, k);
  };
  if (before) {
    for (const k of keysOf(before)) drop(k);
    // Entries written before depths are all in the initial's partition.
    if (!options.sinceDepths)
      for (const word of new Set([...before, ...next.map((k) => k.word)])) drop({ word, bucket: initialOf(word) });
  }
  const words = after ? [...after.words] : [];
  return [
    ...[...gone.values()].map((k) => tx.searchEntry.delete({ scope, bucket: k.bucket, word: k.word, refId }).commit()),
    ...next.map((k) =>
      tx.searchEntry.put({ scope, bucket: k.bucket, word: k.word, refId, card: after!.card, words }).commit(),
    ),
  ];
}

/** Whether a thing has, in `scope`, the entry (depth layout) of the first of its `words`: one read. */
export async function hasEntry(scope: string, refId: string, words: readonly string[]): Promise<boolean> {
  const [first] = keysOf(words);
  if (!first) return false;
  const { data } = await db().entities.searchEntry.get({ scope, bucket: first.bucket, word: first.word, refId }).go();
  return data !== null;
}

/**
 * The one-partition layout (every word in its initial's partition), which things not moved to
 * `index` still use (arts, conversations): `find` reads it as the depth-0 partition and shows each
 * thing once, reading and skipping its other matching words. The pieces that (re)write a thing's
 * entries: one per word, each with the same card and the list of all its words.
 */
export function put(tx: TransactionEntities, scope: string, refId: string, words: readonly string[], card: object) {
  return words.map((word) =>
    tx.searchEntry.put({ scope, bucket: initialOf(word), word, refId, card, words: [...words] }).commit(),
  );
}

/** The pieces that remove entries of a thing in the one-partition layout (e.g. the words it no longer has). */
export function remove(tx: TransactionEntities, scope: string, refId: string, words: readonly string[]) {
  return words.map((word) => tx.searchEntry.delete({ scope, bucket: initialOf(word), word, refId }).commit());
}

/** The words of `previous` that `next` lacks: entries to remove when a thing changes. */
export const dropped = (previous: readonly string[], next: readonly string[]) =>
  previous.filter((w) => !next.includes(w));

/**
 * Whether `entry` is where its thing first appears among its entries a search of `key` matches
 * (its first matching word in sort order): a thing is shown there only, so once on one page and
 * never again on a later one. Entries written without their thing's words cannot tell.
 */
function isFirstMatch(entry: { word: string; words?: readonly string[] }, key: string): boolean {
  const matching = (entry.words ?? []).filter((w) => w.startsWith(key));
  return matching.every((w) => byteOrder(entry.word, w) <= 0);
}

/** A safety bound on the Queries of one page that already shows something (see `find`). */
const MAX_QUERIES_PER_PAGE = 24;

/**
 * One page of the things one of whose words starts with the search (several words are looked up
 * joined, as phrases are indexed: "maria san" finds "mariasantos"), each thing once across all
 * pages, and never an empty page while more follow. Several scopes (`scope` a list: things in one
 * of them only, e.g. one per role) are read one after the other, as one.
 *
 * The depth partitions a search needs are read one after the other (each in word order), every
 * Query asking for what the page still lacks and one more: the page ends when it is full and a
 * next result was seen (the cursor is placed just before that one), or when the partitions are
 * exhausted (no cursor). So a page reads what it shows and one more, plus any entry it skips
 * (the viewer's own, with `skip`; a second matching word in a wide partition or in entries written
 * before depths). A cursor is a key of the partition it continues in.
 */
export async function find<Card>(
  scope: string | readonly string[],
  text: string,
  limit: number,
  cursor?: string,
  options: { skip?: (refId: string) => boolean } = {},
): Promise<{ items: Entry<Card>[]; cursor: string | null }> {
  const key = searchKey(text);
  if (!key) return { items: [], cursor: null };
  const entries = db().entities.searchEntry;
  const toCursor = createConversions(entries).fromComposite.toCursor;
  const buckets = DEPTH_FLOORS.filter((f) => f < key.length).map((f) => bucketOf(key, f));
  /** The partitions read, in order: each scope's depth partitions. */
  const parts = (typeof scope === 'string' ? [scope] : scope).flatMap((s) =>
    buckets.map((bucket) => ({ scope: s, bucket })),
  );

  // Where to start: a partition and a key in it (null: its start).
  let part = 0;
  let start: string | null = null;
  if (cursor) {
    part = parts.findIndex((facets) => {
      try {
        checkedCursor(cursor, entries, 'byWord', facets);
        return true;
      } catch {
        return false;
      }
    });
    if (part < 0) throw invalidCursor();
    start = cursor;
  }

  /** A cursor that starts a partition's reading at its first match: a key just before any word starting with the search. */
  const partitionStart = (facets: { scope: string; bucket: string }) => toCursor({ ...facets, word: key, refId: '' });

  const items: Entry<Card>[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (let queries = 0; part < parts.length; queries++) {
    if (items.length > 0 && queries >= MAX_QUERIES_PER_PAGE)
      return { items, cursor: start ?? partitionStart(parts[part]!) };
    const facets = parts[part]!;
    const need = limit - items.length + 1;
    const page = await entries.query
      .byWord(facets)
      .begins({ word: key })
      .go({ limit: Math.max(need, Math.min(limit + 1, skipped)), cursor: start });
    // The key just before the entry being looked at: where a next page starts if it is that page's first.
    let before: string | null = start;
    for (const entry of page.data) {
      const shown = !seen.has(entry.refId) && isFirstMatch(entry, key) && !options.skip?.(entry.refId);
      if (shown && items.length === limit) return { items, cursor: before ?? partitionStart(facets) };
      if (shown) {
        seen.add(entry.refId);
        items.push({ refId: entry.refId, card: entry.card as Card });
      } else {
        skipped += 1;
      }
      before = toCursor({ ...facets, word: entry.word, refId: entry.refId });
    }
    start = page.cursor ?? null;
    if (!start) part += 1;
  }
  return { items, cursor: null };
}
