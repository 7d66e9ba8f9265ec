import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depthOf } from './search';
import { searchKey, searchWords } from './words';

/** The depth partitions a search of `key` reads hold the entries of depth below its length. */
const readBy = (key: string, words: readonly string[]) => words.filter((w) => w.startsWith(key) && depthOf(w, words) < key.length);

describe('depthOf', () => {
  it('is how much of a word the words sorted before it share', () => {
    const words = searchWords(['Maria', 'Santos', 'maria_paints', 'maria.s92@gmail.com'], ['Maria Santos', 'maria.s92@gmail.com', 'maria_paints']);
    expect(words).toContain('mariapaints');
    expect(depthOf('mariapaints', words)).toBe(0);
    expect(depthOf('marias92gmailcom', words)).toBe(5);
    expect(depthOf('mariasantos', words)).toBe(6);
  });

  it('puts exactly one of a person\'s words in what a search reads, whichever they type', () => {
    const words = searchWords(['Maria', 'Santos', 'maria_paints', 'maria.s92@gmail.com'], ['Maria Santos', 'maria.s92@gmail.com', 'maria_paints']);
    for (const typed of ['m', 'ma', 'mar', 'maria', 'marias', 'maria s', 'maria santos', 'maria_p', 'santos', 's', 'gmail']) {
      expect(readBy(searchKey(typed), words), typed).toHaveLength(1);
    }
    expect(readBy(searchKey('mariaz'), words)).toHaveLength(0);
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
