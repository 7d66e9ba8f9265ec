import { describe, expect, it } from 'vitest';
import { namePost } from './post-name';

describe('namePost', () => {
  it('quotes a short post whole', () => {
    expect(namePost('  Sunset over Taal  ')).toBe('your post "Sunset over Taal"');
  });
  it('cuts after six words or forty characters', () => {
    expect(namePost('One two three four five six seven')).toBe('your post "One two three four five six…"');
    expect(namePost('Supercalifragilisticexpialidocious-and-then-some more')).toBe(
      'your post "Supercalifragilisticexpialidocious-and-t…"',
    );
  });
  it('names a post without text by its photos', () => {
    expect(namePost('')).toBe('your photo post');
  });
});
