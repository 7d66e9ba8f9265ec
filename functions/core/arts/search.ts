import { createConversions } from 'electrodb';
import { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS } from '@shared/options';
import type { ArtSearchSuggestion, BrowseArtsQuery } from '@shared/schemas/arts';
import { checkedCursor } from '../db/cursor';
import { db, type Item } from '../db/service';
import { invalidCursor } from '../errors';
import { fold } from '../search/words';
import { fillPage, FILL_BOUNDS, type FillBounds } from './fill-page';
import type { ListingCard } from './listings';
import * as Counters from '../counters/counters';
import { countedTermsOf, leadOf, phasesOf, queryWords } from './search-terms';
import { enginePage, isEngineCursor } from './search-engine';
import { log, serializeError } from '../observability/log';

/**
 * Browse Arts' word search (issue 49 §5; DESIGN "Lists, filters and search"): the pieces that have
 * every word of the search as the start of one of their words, title and tag matches first, in
 * the chosen order, with the chosen filters, never the viewer's own, paged by cursor.
 *
 * A search reads the term partitions of its longest word (search-terms.ts `termsToRead`): tier 1
 * (the word starts a title or tag word) and then tier 2, each newest first or cheapest first. The
 * filters and the viewer's own arts are left out by the Query's filter; the search's other words
 * are checked against each entry's words. A page reads until it has one result more than it shows
 * (so a cursor always leads to a page with something on it) and at most `FILL_BOUNDS.maxRead` items.
 */

type Entry = Item<'artSearch'>;
type Filters = Pick<BrowseArtsQuery, 'art_style' | 'medium' | 'subject' | 'price'>;

export interface SearchPage {
  items: ListingCard[];
  cursor: string | null;
  /** What the Queries read (or asked DynamoDB to evaluate), for the bench. */
  asked: number;
}

const access = (sort: BrowseArtsQuery['sort']) => (sort === 'cheapest' ? 'cheapest' : 'latest');

/** One page of a search's results; `cursor` is `{part}.{lead}.{key}` (the phase, the leading word, the key in its partition). */
export async function searchPage(
  viewerId: string,
  q: string,
  filters: Filters,
  sort: BrowseArtsQuery['sort'],
  limit: number,
  cursor?: string,
  bounds: FillBounds = FILL_BOUNDS,
): Promise<SearchPage> {
  const words = queryWords(q);
  if (words.length === 0) return { items: [], cursor: null, asked: 0 };
  // Several words, or a word and a filter: the engine intersects them (search-engine.ts). Should
  // it fail, a first page is read from DynamoDB instead (correct, bounded, slower).
  // A first page read from DynamoDB while the engine failed hands out DynamoDB's cursor: its next
  // pages go on there.
  const narrowed = FACETS.some((f) => filters[f]);
  if (cursor ? isEngineCursor(cursor) : words.length > 1 || narrowed) {
    try {
      return await enginePage(viewerId, words, filters, sort, limit, cursor);
    } catch (err) {
      if (cursor) throw err;
      log.warn('search engine failed: the page is read from DynamoDB', { error: serializeError(err) });
    }
  }
  const entries = db().entities.artSearch;
  const pattern = access(sort);
  const toCursor = createConversions(entries).byAccessPattern[pattern].fromComposite.toCursor;

  // A cursor says which word led (the counts may change between pages) and where it stopped.
  let lead: number;
  let part = 0;
  let start: string | null = null;
  if (cursor) {
    const [partText, leadText, key] = cursor.split('.');
    part = Number(partText);
    lead = Number(leadText);
    if (!key || !Number.isInteger(lead) || lead < 0 || lead >= words.length) throw invalidCursor();
  } else {
    const counts =
      words.length > 1 ? await Counters.getMany(words.flatMap(countedTermsOf).map(Counters.names.searchTerm)) : null;
    lead = counts ? leadOf(words, (term) => counts(Counters.names.searchTerm(term))) : 0;
  }
  const parts = phasesOf(words, words[lead]!);
  if (cursor) {
    if (!Number.isInteger(part) || part < 0 || part >= parts.length) throw invalidCursor();
    start = checkedCursor(cursor.split('.')[2]!, entries, pattern, { term: parts[part]!.term });
  }
  const cursorOf = (at: number, key: string) => `${at}.${lead}.${key}`;

  const found: { entry: Entry; part: number }[] = [];
  let asked = 0;
  for (; part < parts.length && found.length <= limit && asked < bounds.maxRead; part++, start = null) {
    const { term, keep } = parts[part]!;
    const page = await fillPage<Entry>(
      limit + 1 - found.length,
      start,
      async (batch, from) => {
        const query = pattern === 'cheapest' ? entries.query.cheapest({ term }) : entries.query.latest({ term });
        const answer = await query
          .where((a, op) =>
            [
              op.ne(a.artistId, viewerId),
              ...(filters.art_style ? [op.eq(a.artStyle, filters.art_style as string)] : []),
              ...(filters.medium ? [op.eq(a.medium, filters.medium as string)] : []),
              ...(filters.subject ? [op.eq(a.subject, filters.subject as string)] : []),
              ...(filters.price ? [op.eq(a.band, filters.price as string)] : []),
            ].join(' AND '),
          )
          .go({ limit: batch, cursor: from, order: pattern === 'cheapest' ? 'asc' : 'desc' });
        return { items: answer.data.filter(keep), cursor: answer.cursor ?? null };
      },
      (e) => toCursor({ term, listedAt: e.listedAt, artId: e.artId, priceKey: e.priceKey }),
      { ...bounds, maxRead: bounds.maxRead - asked },
    );
    asked += page.asked;
    found.push(...page.items.map((entry) => ({ entry, part })));
    // Stopped by the read bound inside this part: the next page goes on from where it stopped.
    if (page.cursor && found.length <= limit)
      return { items: found.map((f) => f.entry.card), cursor: cursorOf(part, page.cursor), asked };
  }
  if (found.length <= limit) return { items: found.map((f) => f.entry.card as ListingCard), cursor: null, asked };
  const last = found[limit - 1]!;
  const lastKey = toCursor({
    term: parts[last.part]!.term,
    listedAt: last.entry.listedAt,
    artId: last.entry.artId,
    priceKey: last.entry.priceKey,
  });
  return {
    items: found.slice(0, limit).map((f) => f.entry.card as ListingCard),
    cursor: cursorOf(last.part, lastKey),
    asked,
  };
}

/** Whether a search finds anything (a few reads at most): for suggestions. */
async function finds(viewerId: string, q: string, filters: Filters, sort: BrowseArtsQuery['sort']) {
  const page = await searchPage(viewerId, q, filters, sort, 1, undefined, { maxBatch: 50, maxRead: 100 });
  return page.items.length > 0;
}

const FACETS = ['art_style', 'medium', 'subject', 'price'] as const;
const MAX_SUGGESTIONS = 4;

/**
 * What to offer when a search found nothing: the same search without one of its filters, the
 * search with one word fewer, or a word the pieces have that starts like the search's last one
 * (a typo's nearest), each only if it finds something.
 */
export async function suggest(
  viewerId: string,
  q: string,
  filters: Filters,
  sort: BrowseArtsQuery['sort'],
): Promise<ArtSearchSuggestion[]> {
  const words = queryWords(q);
  const candidates: ArtSearchSuggestion[] = [];
  for (const facet of FACETS)
    if (filters[facet]) candidates.push({ q: words.join(' '), ...filters, [facet]: undefined });
  if (words.length > 1)
    for (const w of words) candidates.push({ q: words.filter((o) => o !== w).join(' '), ...filters });
  for (const word of await nearWords(words))
    candidates.push({ q: [...words.slice(0, -1), word].join(' '), ...filters });
  for (const value of facetValuesNamed(words)) candidates.push({ q: '', ...value });

  const kept: ArtSearchSuggestion[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    if (kept.length >= MAX_SUGGESTIONS) break;
    const clean = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as ArtSearchSuggestion;
    const id = JSON.stringify(clean);
    if (seen.has(id)) continue;
    seen.add(id);
    const { q: text, ...rest } = clean;
    if (text ? await finds(viewerId, text, rest, sort) : true) kept.push(clean);
  }
  return kept;
}

/** Words of pieces that start with the first 3 letters of the search's last word, nearest first (one small Query). */
async function nearWords(words: readonly string[]): Promise<string[]> {
  const last = words[words.length - 1];
  if (!last || last.length < 4) return [];
  const head = last.slice(0, 3);
  const { data } = await db()
    .entities.artSearch.query.latest({ term: `1|${head}` })
    .go({ limit: 20 });
  const near = new Set<string>();
  for (const e of data) for (const w of [...e.words1, ...e.words2]) if (w.startsWith(head) && w !== last) near.add(w);
  return [...near].sort((a, b) => distance(a, last) - distance(b, last)).slice(0, 2);
}

/** Edit distance (Levenshtein) between two short words. */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** A style, medium or subject the search names (its word starts the option's name): browse it instead. */
function facetValuesNamed(words: readonly string[]): Pick<ArtSearchSuggestion, 'art_style' | 'medium' | 'subject'>[] {
  const named = (options: readonly string[]) =>
    options.filter((o) =>
      words.some(
        (w) =>
          w.length >= 3 &&
          fold(o)
            .split(/[^a-z0-9]+/)
            .some((p) => p.startsWith(w)),
      ),
    );
  return [
    ...named(ARTWORK_STYLES).map((v) => ({ art_style: v as (typeof ARTWORK_STYLES)[number] })),
    ...named(ARTWORK_MEDIUMS).map((v) => ({ medium: v as (typeof ARTWORK_MEDIUMS)[number] })),
    ...named(ARTWORK_SUBJECTS).map((v) => ({ subject: v as (typeof ARTWORK_SUBJECTS)[number] })),
  ];
}
