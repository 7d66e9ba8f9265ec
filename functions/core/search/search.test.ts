import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depthOf } from './search';
import { runWords, searchKey, searchWords } from './words';

/** The depth partitions a search of `key` reads hold the entries of depth below its length. */
const readBy = (key: string, words: readonly string[]) =>
  words.filter((w) => w.startsWith(key) && depthOf(w, words) < key.length);

describe('depthOf', () => {
  it('is how much of a word the words sorted before it share', () => {
    const words = searchWords(
      ['Maria', 'Santos', 'maria_paints', 'maria.s92@gmail.com'],
      ['Maria Santos', 'maria.s92@gmail.com', 'maria_paints'],
    );
    expect(words).toContain('mariapaints');
    expect(depthOf('mariapaints', words)).toBe(0);
    expect(depthOf('marias92gmailcom', words)).toBe(5);
    expect(depthOf('mariasantos', words)).toBe(6);
  });

  it("puts exactly one of a person's words in what a search reads, whichever they type", () => {
    const words = searchWords(
      ['Maria', 'Santos', 'maria_paints', 'maria.s92@gmail.com'],
      ['Maria Santos', 'maria.s92@gmail.com', 'maria_paints'],
    );
    for (const typed of [
      'm',
      'ma',
      'mar',
      'maria',
      'marias',
      'maria s',
      'maria santos',
      'maria_p',
      'santos',
      's',
      'gmail',
    ]) {
      expect(readBy(searchKey(typed), words), typed).toHaveLength(1);
    }
    expect(readBy(searchKey('mariaz'), words)).toHaveLength(0);
  });

  it("holds for the admin table's runs of words: a person matched by several is read once", () => {
    const words = runWords(['Maria Santos', 'maria.santos@crafti.test', 'maria.s92', 'Artist', 'Santa Maria, Bulacan']);
    for (const typed of [
      'm',
      'mar',
      'maria',
      'maria s',
      'maria santos',
      'santos',
      'santa',
      's',
      'crafti.test',
      'santos@crafti.test',
      'art',
      'bulacan',
    ]) {
      expect(readBy(searchKey(typed), words), typed).toHaveLength(1);
    }
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[ab .@]{1,10}$/), { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[ab.@]{1,6}$/),
        (texts, typed) => {
          const words = runWords(texts);
          const key = searchKey(typed);
          if (!key) return;
          expect(readBy(key, words)).toHaveLength(words.some((w) => w.startsWith(key)) ? 1 : 0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('holds for any words and any search: a thing that matches is read at one word only', () => {
    const word = fc.stringMatching(/^[abc]{1,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 8 }), word, (texts, typed) => {
        const words = searchWords(texts);
        const key = searchKey(typed);
        const matches = words.some((w) => w.startsWith(key));
        expect(readBy(key, words)).toHaveLength(matches ? 1 : 0);
      }),
      { numRuns: 2000 },
    );
  });
});
