import { describe, expect, it } from 'vitest';
import { searchKey, searchWords } from './words';

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
