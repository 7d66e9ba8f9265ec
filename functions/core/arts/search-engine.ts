import type { BrowseArtsQuery } from '@shared/schemas/arts';
import { invalidCursor } from '../errors';
import * as Engine from '../search/engine';
import type { ListingCard } from './listings';

/**
 * Browse Arts' word search in the search engine (docs/search.md "Several words, or a word and a
 * filter: the engine"): one document per art that search shows, written by the art's search task
 * (search-index.ts) beside its DynamoDB entries. DynamoDB answers a one-word search exactly (a
 * term's partition holds the arts that match); it cannot intersect two words, or a word and a
 * filter, without reading what it then leaves out. The engine can: a search of several words, or
 * with a filter, asks it, and it answers the page's cards themselves (no DynamoDB read).
 *
 * The same matching and order as the one-word search: every word starts one of the art's words (a
 * one-letter word: of its title or tags); pieces with every word in their title or tags first,
 * then those whose title or tags have the search's first word, then the rest; each in the chosen
 * order (newest, or cheapest), never the viewer's own.
 */

export const ARTS_INDEX = 'arts';

/** What the engine keeps of an art: the words, the filters, the two orders, and the card shown. */
export interface ArtDoc {
  words1: string[];
  words2: string[];
  artId: string;
  artistId: string;
  artStyle: string;
  medium: string;
  subject: string;
  band: string;
  listedAt: string;
  priceKey: string;
  card: ListingCard;
}

export const ART_MAPPINGS: Engine.Mappings = {
  artId: { type: 'keyword' },
  artistId: { type: 'keyword' },
  artStyle: { type: 'keyword' },
  medium: { type: 'keyword' },
  subject: { type: 'keyword' },
  band: { type: 'keyword' },
  listedAt: { type: 'keyword' },
  priceKey: { type: 'keyword' },
  words1: { type: 'keyword' },
  words2: { type: 'keyword' },
  // Carried back with each hit, never searched.
  card: { type: 'object', enabled: false },
};

type Filters = Pick<BrowseArtsQuery, 'art_style' | 'medium' | 'subject' | 'price'>;
type Clause = Record<string, unknown>;

const inTitle = (word: string): Clause => ({ prefix: { words1: word } });
/** A word anywhere in the art's words; a one-letter word in its title or tags only. */
const anywhere = (word: string): Clause =>
  word.length > 1
    ? { bool: { should: [inTitle(word), { prefix: { words2: word } }], minimum_should_match: 1 } }
    : inTitle(word);

/**
 * The search's parts in the order they are shown: every word in the title or tags; the first
 * word in the title or tags (not all of them); the rest. Together: the arts having every word,
 * each once.
 */
export function partsOf(words: readonly string[]): Clause[] {
  const allInTitle = words.map(inTitle);
  const hasAll = words.map(anywhere);
  const first = words[0]!;
  return [
    { filter: allInTitle },
    ...(words.length > 1
      ? [{ filter: [inTitle(first), ...hasAll], must_not: [{ bool: { filter: allInTitle } }] }]
      : []),
    ...(first.length > 1 ? [{ filter: hasAll, must_not: [inTitle(first)] }] : []),
  ];
}

const sortOf = (sort: BrowseArtsQuery['sort']) =>
  sort === 'cheapest' ? [{ priceKey: 'asc' }, { artId: 'asc' }] : [{ listedAt: 'desc' }, { artId: 'desc' }];

/** `e{part}.{the last shown hit's sort values, base64url JSON}`. */
const cursorOf = (part: number, after: unknown[]) =>
  `e${part}.${Buffer.from(JSON.stringify(after)).toString('base64url')}`;

/** Whether a cursor is the engine's (a one-word search's cursors are DynamoDB's). */
export const isEngineCursor = (cursor: string) => cursor.startsWith('e');

function readCursor(cursor: string, parts: number): { part: number; after: string[] } {
  const [head, key] = cursor.split('.');
  const part = Number(head?.slice(1));
  if (!key || !Number.isInteger(part) || part < 0 || part >= parts) throw invalidCursor();
  let after: unknown;
  try {
    after = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(after) || after.length !== 2 || !after.every((v) => typeof v === 'string' && v.length <= 200))
    throw invalidCursor();
  return { part, after: after as string[] };
}

export interface EnginePage {
  items: ListingCard[];
  cursor: string | null;
  /** The documents the engine answered with (the page, and one more to know a next page exists). */
  asked: number;
}

/** One page of a search of these (query) words, from the engine. */
export async function enginePage(
  viewerId: string,
  words: readonly string[],
  filters: Filters,
  sort: BrowseArtsQuery['sort'],
  limit: number,
  cursor?: string,
): Promise<EnginePage> {
  await Engine.ensureIndex(ARTS_INDEX, ART_MAPPINGS);
  const parts = partsOf(words);
  let { part, after } = cursor ? readCursor(cursor, parts.length) : { part: 0, after: null as string[] | null };
  const narrowing: Clause[] = [
    ...(filters.art_style ? [{ term: { artStyle: filters.art_style } }] : []),
    ...(filters.medium ? [{ term: { medium: filters.medium } }] : []),
    ...(filters.subject ? [{ term: { subject: filters.subject } }] : []),
    ...(filters.price ? [{ term: { band: filters.price } }] : []),
  ];
  const found: { card: ListingCard; part: number; sort: unknown[] }[] = [];
  let asked = 0;
  // One result more than the page shows: a cursor is handed out only when a next page has something.
  for (; part < parts.length && found.length <= limit; part++, after = null) {
    const { filter, must_not } = parts[part] as { filter: Clause[]; must_not?: Clause[] };
    const answer = await Engine.search<{ card: ListingCard }>(ARTS_INDEX, {
      size: limit + 1 - found.length,
      query: {
        bool: { filter: [...filter, ...narrowing], must_not: [...(must_not ?? []), { term: { artistId: viewerId } }] },
      },
      sort: sortOf(sort),
      _source: ['card'],
      track_total_hits: false,
      ...(after ? { search_after: after } : {}),
    });
    const hits = answer.hits.hits;
    asked += hits.length;
    found.push(...hits.map((h) => ({ card: h._source.card, part, sort: h.sort })));
  }
  if (found.length <= limit) return { items: found.map((f) => f.card), cursor: null, asked };
  const last = found[limit - 1]!;
  return { items: found.slice(0, limit).map((f) => f.card), cursor: cursorOf(last.part, last.sort), asked };
}

/** Keeps the engine's document of an art: written when search shows it, removed when not. */
export async function keepDoc(artId: string, doc: ArtDoc | null): Promise<void> {
  await Engine.ensureIndex(ARTS_INDEX, ART_MAPPINGS);
  if (doc) await Engine.put(ARTS_INDEX, artId, doc);
  else await Engine.remove(ARTS_INDEX, artId);
}
