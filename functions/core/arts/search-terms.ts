import { MAX_WORD_LENGTH, wordsOf } from '../search/words';

/**
 * What Browse Arts' word search indexes and looks up (DESIGN "Lists, filters and search"; the
 * reads are functions/core/arts/search.ts, the writes search-index.ts). Pure: no reads, no writes.
 *
 * An art's words, lower-case and accents folded ("Niño" → "nino"): **tier 1** the words of its
 * title and tags, **tier 2** the other words of its description, medium, style, subject and
 * artist's name. Common short words ("the", "of", "ng", "sa") are left out of both, and of a
 * search (unless it has nothing else). Each start of 1–6 characters of a tier-1 word, and of 2–6
 * of a tier-2 word, is one **term** of the art: `1|man` when it begins a title or tag word, else
 * `2|man`, so the art has one entry per start and a search for "man" reads partition `1|man`
 * (title and tag matches first) and then `2|man`.
 */

/** The longest start indexed: a longer search word is looked up by its first 6 characters and checked against the words. */
export const MAX_TERM = 6;
/** Of the tier-2 texts, at most this many distinct words (a long description's first ones). */
const MAX_WORDS2 = 40;
const MAX_WORDS1 = 30;
/** The most words of a search that count (the rest are ignored). */
export const MAX_QUERY_WORDS = 6;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    'a an and are as at be by for from in into is it its my of on or the this that to with',
    // Filipino
    'ang ng sa na mga ay si ni kay nang',
  ]
    .join(' ')
    .split(' '),
);

/** An art's words, as its entries carry them. */
export interface ArtWords {
  words1: readonly string[];
  words2: readonly string[];
}

export interface SearchableArt {
  title: string;
  description: string;
  tagNames: readonly string[];
  medium: string;
  artStyle: string;
  subject: string;
  artistName: string;
}

const distinct = (texts: readonly string[], skip: ReadonlySet<string>, max: number) => {
  const kept = new Set<string>();
  for (const text of texts)
    for (const word of wordsOf(text)) {
      if (kept.size >= max) return [...kept];
      if (!STOP_WORDS.has(word) && !skip.has(word)) kept.add(word);
    }
  return [...kept];
};

/** The art's words: tier 1 (title, tags) and tier 2 (the rest, without those already in tier 1). */
export function wordsOfArt(art: SearchableArt): { words1: string[]; words2: string[] } {
  const words1 = distinct([art.title, ...art.tagNames], new Set(), MAX_WORDS1);
  const words2 = distinct(
    [art.medium, art.artStyle, art.subject, art.artistName, art.description],
    new Set(words1),
    MAX_WORDS2,
  );
  return { words1, words2 };
}

export const termOf = (tier: 1 | 2, start: string) => `${tier}|${start}`;

/** The terms of an art with these words: each start once, in tier 1 where a tier-1 word has it. */
export function termsOf(words: ArtWords): string[] {
  const tier1 = new Set<string>();
  for (const word of words.words1)
    for (let n = 1; n <= Math.min(word.length, MAX_TERM); n++) tier1.add(word.slice(0, n));
  const tier2 = new Set<string>();
  for (const word of words.words2)
    for (let n = 2; n <= Math.min(word.length, MAX_TERM); n++) {
      const start = word.slice(0, n);
      if (!tier1.has(start)) tier2.add(start);
    }
  return [...[...tier1].map((s) => termOf(1, s)), ...[...tier2].map((s) => termOf(2, s))];
}

/**
 * A search's words: folded, common short words dropped (unless that leaves none), each once, none
 * that starts another of them (a piece with "mango" has "man" too), at most `MAX_QUERY_WORDS`.
 */
export function queryWords(text: string): string[] {
  const all = [...new Set(wordsOf(text.slice(0, 200)).map((w) => w.slice(0, MAX_WORD_LENGTH)))];
  const kept = all.some((w) => !STOP_WORDS.has(w)) ? all.filter((w) => !STOP_WORDS.has(w)) : all;
  return kept.filter((w) => !kept.some((o) => o !== w && o.startsWith(w))).slice(0, MAX_QUERY_WORDS);
}

/** The terms that hold the arts having a word that starts with `word`: tier 1, and tier 2 unless it is one letter. */
export function termsOfWord(word: string): string[] {
  const start = word.slice(0, MAX_TERM);
  return start.length >= 2 ? [termOf(1, start), termOf(2, start)] : [termOf(1, start)];
}

/**
 * The starts whose entries are counted (the search task's counters, which steer which word leads):
 * 2, 3, 4 and 6 characters, so an art's task makes ~40 ADDs, not one per term (~95). A word of 5
 * characters is weighed by its 4-character start's count: the arts having it are among those.
 */
export const COUNTED_LENGTHS: readonly number[] = [2, 3, 4, 6];

/** Whether a term's entries are counted. */
export const isCounted = (term: string) => COUNTED_LENGTHS.includes(term.length - 2);

/** The counted terms that weigh `word` (none for a one-letter word): those of its longest counted start. */
export function countedTermsOf(word: string): string[] {
  const length = COUNTED_LENGTHS.findLast((n) => n <= Math.min(word.length, MAX_TERM));
  return length === undefined ? [] : termsOfWord(word.slice(0, length));
}

/**
 * The word a search reads by: the one fewest arts have (`count`: how many entries a term has,
 * as kept by the search task), the longest of those tied (the first of them). The others are
 * checked on each entry read, so the rarer the lead, the less is read per result. A one-letter
 * word (tier 1 only: titles and tags) leads only when every word is one letter.
 */
export function leadOf(words: readonly string[], count: (term: string) => number): number {
  let best = words.findIndex((w) => w.length > 1);
  if (best < 0) best = 0;
  let bestCount = Infinity;
  // A one-letter word reads titles and tags only: it leads only a search of one-letter words.
  const longer = words.some((w) => w.length > 1);
  words.forEach((word, i) => {
    if (longer && word.length === 1) return;
    const n = countedTermsOf(word).reduce((sum, term) => sum + count(term), 0);
    if (n < bestCount || (n === bestCount && word.length > words[best]!.length)) [best, bestCount] = [i, n];
  });
  return best;
}

/** Whether all of the search's words start words of the art's title or tags. */
export const allInTitle = (words: readonly string[], art: Pick<ArtWords, 'words1'>) =>
  words.every((w) => art.words1.some((a) => a.startsWith(w)));

/**
 * What a search reads, in order, led by `lead`: its tier-1 partition for the arts with all the
 * words in their title or tags, the same partition again for the other arts with all the words
 * (a search of several words only), then its tier-2 partition. So title and tag matches come
 * first, and within each part the chosen order.
 */
export function phasesOf(words: readonly string[], lead: string): { term: string; keep: (art: ArtWords) => boolean }[] {
  const [tier1, tier2] = termsOfWord(lead);
  return [
    { term: tier1!, keep: (art) => allInTitle(words, art) },
    ...(words.length > 1
      ? [{ term: tier1!, keep: (art: ArtWords) => !allInTitle(words, art) && hasAll(words, art) }]
      : []),
    ...(tier2 ? [{ term: tier2, keep: (art: ArtWords) => hasAll(words, art) }] : []),
  ];
}

/** Whether an art with these words has every word of the search (each as the start of one of its words). */
export function hasAll(words: readonly string[], art: ArtWords) {
  return words.every((w) => art.words1.some((a) => a.startsWith(w)) || art.words2.some((a) => a.startsWith(w)));
}
