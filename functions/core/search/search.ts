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

/** The pieces that (re)write a thing's entries: one per word, each with the same card. */
export function put(tx: TransactionEntities, scope: string, refId: string, words: readonly string[], card: object) {
  return words.map((word) => tx.searchEntry.put({ scope, bucket: bucketOf(word), word, refId, card }).commit());
}

/** The pieces that remove entries of a thing (e.g. the words it no longer has). */
export function remove(tx: TransactionEntities, scope: string, refId: string, words: readonly string[]) {
  return words.map((word) => tx.searchEntry.delete({ scope, bucket: bucketOf(word), word, refId }).commit());
}

/** The words of `previous` that `next` lacks: entries to remove when a thing changes. */
export const dropped = (previous: readonly string[], next: readonly string[]) => previous.filter((w) => !next.includes(w));

/**
 * One page of the things one of whose words starts with the search (several words are looked up
 * joined, as phrases are indexed: "maria san" finds "mariasantos"). Each thing has one word per
 * prefix (see words.ts), so a search reads each match once; a page still shows a thing once.
 */
export async function find<Card>(scope: string, text: string, limit: number, cursor?: string): Promise<{ items: Entry<Card>[]; cursor: string | null }> {
  const key = searchKey(text);
  if (!key) return { items: [], cursor: null };
  const facets = { scope, bucket: bucketOf(key) };
  const page = await db()
    .entities.searchEntry.query.byWord(facets)
    .begins({ word: key })
    .go({ limit, cursor: cursor ? checkedCursor(cursor, db().entities.searchEntry, 'byWord', facets) : null });
  const seen = new Set<string>();
  const items: Entry<Card>[] = [];
  for (const entry of page.data) {
    if (seen.has(entry.refId)) continue;
    seen.add(entry.refId);
    items.push({ refId: entry.refId, card: entry.card as Card });
  }
  return { items, cursor: page.cursor ?? null };
}
