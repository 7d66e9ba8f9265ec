import { describe, expect, it } from 'vitest';
import { ART_STYLES, ARTIST_PROJECT_TYPES, CLIENT_PROJECT_TYPES, MEDIUMS, TECHNIQUES } from './options';

describe('the option lists', () => {
  it('have the sizes the spec gives', () => {
    expect(ART_STYLES).toHaveLength(27);
    expect(MEDIUMS).toHaveLength(15);
    expect(TECHNIQUES).toHaveLength(20);
    expect(ARTIST_PROJECT_TYPES).toHaveLength(10);
  });
  it('offer clients only the first eight project types', () => {
    expect(CLIENT_PROJECT_TYPES).toEqual(ARTIST_PROJECT_TYPES.slice(0, 8));
    expect(CLIENT_PROJECT_TYPES).not.toContain('Commercial Projects');
  });
});
