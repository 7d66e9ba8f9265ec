import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import { searchKey } from './words';

/**
 * Finding things by the start of one of their words without a Scan (DESIGN "Lists, filters and
 * search"): each word of a thing is one item in its scope's partition for the word's first
 * character, sorted by word. A search for "an" reads the items of `scope#a` whose word begins
 * with "an" and nothing else, so a page reads about as many items as it shows.
 *
 * The owner of the thing (Profiles, Verifications) writes and removes its entries in the
 * same transaction as the thing, through `put` and `remove`.
 */

export interface Entry<Card> {
  refId: string;
  card: Card;
}

const bucketOf = (word: string) => word.slice(0, 1);

/** The pieces that (re)write a thing's entries: one per word, each with the same card and the list of all its words. */
export function put(tx: TransactionEntities, scope: string, refId: string, words: readonly string[], card: object) {
  return words.map((word) => tx.searchEntry.put({ scope, bucket: bucketOf(word), word, refId, card, words: [...words] }).commit());
}

/** The pieces that remove entries of a thing (e.g. the words it no longer has). */
export function remove(tx: TransactionEntities, scope: string, refId: string, words: readonly string[]) {
  return words.map((word) => tx.searchEntry.delete({ scope, bucket: bucketOf(word), word, refId }).commit());
}

/** The words of `previous` that `next` lacks: entries to remove when a thing changes. */
export const dropped = (previous: readonly string[], next: readonly string[]) => previous.filter((w) => !next.includes(w));

/** DynamoDB orders sort keys by their UTF-8 bytes; JavaScript compares UTF-16 code units. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Whether `entry` is where its thing first appears among the entries a search of `key` reads
 * (they are read in word order): a thing several of whose words start with the search ("maria"
 * finds Maria Santos by her name and by maria.santos@...) has an entry per word, and is shown at
 * the first only, so it shows once on one page and never again on a later one.
 */
function isFirstMatch(entry: { word: string; words?: readonly string[] }, key: string): boolean {
  const matching = (entry.words ?? []).filter((w) => w.startsWith(key));
  return matching.every((w) => byteOrder(entry.word, w) <= 0);
}

/**
 * Queries a page may take to fill up when entries of things already shown are skipped. Each reads
 * only what the page still lacks, so more of them read no more entries: with three, a page of ten
 * whose first reads met many skipped entries (a person's e-mail and username after their name)
 * could stop at nine while more results existed.
 */
const MAX_QUERIES_PER_PAGE = 10;

/**
 * One page of the things one of whose words starts with the search (several words are looked up
 * joined, as phrases are indexed: "maria san" finds "mariasantos"), each thing once across all
 * pages. Each thing has one word per prefix (see words.ts), but several of its words can start
 * with one search: the entries after its first are read and skipped, and the page reads on (up
 * to MAX_QUERIES_PER_PAGE queries) to be full.
 */
export async function find<Card>(scope: string, text: string, limit: number, cursor?: string): Promise<{ items: Entry<Card>[]; cursor: string | null }> {
  const key = searchKey(text);
  if (!key) return { items: [], cursor: null };
  const facets = { scope, bucket: bucketOf(key) };
  let next: string | null = cursor ? checkedCursor(cursor, db().entities.searchEntry, 'byWord', facets) : null;
  const seen = new Set<string>();
  const items: Entry<Card>[] = [];
  for (let query = 0; query < MAX_QUERIES_PER_PAGE && items.length < limit; query++) {
    const page = await db()
      .entities.searchEntry.query.byWord(facets)
      .begins({ word: key })
      .go({ limit: limit - items.length, cursor: next });
    for (const entry of page.data) {
      // `seen`: entries written without their thing's words cannot tell, but one page still shows a thing once.
      if (seen.has(entry.refId) || !isFirstMatch(entry, key)) continue;
      seen.add(entry.refId);
      items.push({ refId: entry.refId, card: entry.card as Card });
    }
    next = page.cursor ?? null;
    if (!next) break;
  }
  return { items, cursor: next };
}
