import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allInTitle,
  countedTermsOf,
  hasAll,
  isCounted,
  leadOf,
  phasesOf,
  queryWords,
  termsOf,
  termsOfWord,
  wordsOfArt,
} from './search-terms';

const art = {
  title: 'The Mango Tree at Dusk',
  description: 'Painted by the river in Guimarães, with mangoes.',
  tagNames: ['Bulaklak', 'Niño'],
  medium: 'Watercolor',
  artStyle: 'Pop Art',
  subject: 'Still Life',
  artistName: 'José Dela Cruz',
};

describe("Browse Arts' search words and terms", () => {
  it('keeps title and tag words in tier 1, the rest in tier 2, folded, without common words', () => {
    const words = wordsOfArt(art);
    expect(words.words1).toEqual(['mango', 'tree', 'dusk', 'bulaklak', 'nino']);
    expect(words.words2).toEqual(expect.arrayContaining(['watercolor', 'pop', 'art', 'jose', 'dela', 'guimaraes']));
    expect(words.words2).not.toContain('the');
    expect(words.words2).not.toContain('mango');
  });

  it('gives each start of 1-6 characters one term, tier 1 where a title or tag word has it', () => {
    const terms = termsOf(wordsOfArt(art));
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms).toContain('1|m');
    expect(terms).toContain('1|mango');
    // "mangoes" (description) shares "mango" with the title: tier 1 only; its longer start is tier 2.
    expect(terms).not.toContain('2|mango');
    expect(terms).toContain('2|mangoe');
    expect(terms).toContain('2|waterc');
    expect(terms).not.toContain('2|w');
    expect(terms).not.toContain('2|waterco');
  });

  it('reads a search by its words, common words dropped unless alone, none that starts another', () => {
    expect(queryWords('  The MANGO man tree ')).toEqual(['mango', 'tree']);
    expect(queryWords('the')).toEqual(['the']);
    expect(queryWords('Niño  café')).toEqual(['nino', 'cafe']);
    expect(queryWords('a b c d e f g h')).toHaveLength(6);
  });

  it('leads by the rarest word, then the longest', () => {
    const counts: Record<string, number> = { '1|mang': 50, '2|mang': 10, '1|tree': 5, '2|tree': 1, '1|d': 3 };
    expect(leadOf(['mango', 'tree'], (t) => counts[t] ?? 0)).toBe(1);
    expect(leadOf(['mango', 'zzz'], () => 0)).toBe(0);
    // A one-letter word never leads a longer one (its tier 2 is not indexed).
    expect(leadOf(['d', 'mango'], (t) => counts[t] ?? 0)).toBe(1);
    // Among one-letter words (none counted), the first.
    expect(leadOf(['d', 'e'], (t) => counts[t] ?? 0)).toBe(0);
    expect(termsOfWord('watercolor')).toEqual(['1|waterc', '2|waterc']);
    expect(termsOfWord('d')).toEqual(['1|d']);
    // Counted at 2, 3, 4 and 6 characters: a 5-letter word is weighed by its 4-letter start.
    expect(countedTermsOf('mango')).toEqual(['1|mang', '2|mang']);
    expect(countedTermsOf('watercolor')).toEqual(['1|waterc', '2|waterc']);
    expect(countedTermsOf('d')).toEqual([]);
    expect(isCounted('1|mang')).toBe(true);
    expect(isCounted('2|mango')).toBe(false);
  });

  it('finds a piece exactly when each word starts one of its words, and shows it in one phase only', () => {
    const word = fc.stringMatching(/^[abc]{1,7}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 4 }),
        fc.array(word, { maxLength: 4 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (title, rest, typed) => {
          const words = queryWords(typed.join(' '));
          const item = wordsOfArt({
            ...art,
            title: title.join(' '),
            tagNames: [],
            description: rest.join(' '),
            medium: '',
            artStyle: '',
            subject: '',
            artistName: '',
          });
          const terms = new Set(termsOf(item));
          const matches = words.every((w) => [...item.words1, ...item.words2].some((a) => a.startsWith(w)));
          expect(hasAll(words, item)).toBe(matches);
          // Any word that may lead (a one-letter one only among one-letter words).
          const longer = words.some((w) => w.length > 1);
          for (let lead = 0; lead < words.length; lead++) {
            if (longer && words[lead]!.length === 1) continue;
            const shownIn = phasesOf(words, words[lead]!).filter((p) => terms.has(p.term) && p.keep(item));
            // A one-letter lead reads titles and tags only.
            const found = words[lead]!.length > 1 || item.words1.some((a) => a.startsWith(words[lead]!));
            expect(shownIn.length, JSON.stringify({ title, rest, words, lead })).toBe(matches && found ? 1 : 0);
            if (shownIn.length === 1 && allInTitle(words, item)) expect(shownIn[0]!.term.startsWith('1|')).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
