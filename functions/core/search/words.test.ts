import { describe, expect, it } from 'vitest';
import { runWords, searchKey, searchWords } from './words';

describe('searchWords', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(searchWords(['José Ñuñez', 'San Juan, Batangas'])).toEqual(['jose', 'nunez', 'san', 'juan', 'batangas']);
  });

  it('keeps phrases joined, and drops words that start another, so one search finds a thing once', () => {
    const words = searchWords(['Maria', 'Santos', 'maria_paints', 'maria.santos@crafti.test'], ['Maria Santos']);
    expect(words).toEqual(['mariasantos', 'santos', 'paints', 'crafti', 'test']);
    // Every prefix a person would type still reaches them through a kept word.
    for (const typed of ['mar', 'maria', 'maria santos', 'santos', 'paints', 'crafti']) {
      expect(words.filter((w) => w.startsWith(searchKey(typed))).length, typed).toBe(1);
    }
  });

  it('looks a search of several words up by the words joined', () => {
    expect(searchKey('  Maria  Santos ')).toBe('mariasantos');
  });
});

describe('runWords', () => {
  const person = [
    'Maria Santos',
    'maria.santos@crafti.test',
    'maria_paints',
    'Artist',
    'Blk 5, San Roque, Angono, Rizal',
  ];
  const finds = (words: readonly string[], typed: string) => words.some((w) => w.startsWith(searchKey(typed)));

  it('keeps each word joined with the words after it in its text, none that starts another', () => {
    expect(runWords(person)).toEqual([
      'mariasantoscraftitest',
      'santoscraftitest',
      'craftitest',
      'test',
      'mariapaints',
      'paints',
      'artist',
      'blk5sanroqueangonorizal',
      '5sanroqueangonorizal',
      'sanroqueangonorizal',
      'roqueangonorizal',
      'angonorizal',
      'rizal',
    ]);
  });

  it('is found by the start of any word, and by consecutive words of one text, the last only begun', () => {
    const words = runWords(person);
    for (const typed of [
      'crafti.test',
      'CRAFTI',
      'test',
      'santos@crafti.test',
      'santos@crafti.t',
      'maria.santos',
      'maria santos',
      'Maria.Santos@Crafti.Test',
      '@crafti.test',
      'san roque',
      'ANGONO',
      'angono, rizal',
      'arti',
      'artist',
      'paints',
      'maria_p',
    ]) {
      expect(finds(words, typed), typed).toBe(true);
    }
    // Every part must match, in order and next to each other in one text.
    for (const typed of [
      'santos@gmail.com',
      'maria@crafti.test',
      'crafti.com',
      'rizal angono',
      'maria artist',
      'santos test',
      'client',
    ]) {
      expect(finds(words, typed), typed).toBe(false);
    }
  });

  it('stops at `max`, the first texts first, never losing a word a kept one stood for', () => {
    const words = runWords(['Ana Cruz', 'one two three four five six'], 4);
    expect(words).toEqual(['anacruz', 'cruz', 'onetwothreefourfivesix', 'twothreefourfivesix']);
    // A later, longer run takes the place of a word it starts with, at the cap too.
    expect(runWords(['Santos', 'santos.r@x.ph'], 1)).toEqual(['santosrxph']);
  });
});
