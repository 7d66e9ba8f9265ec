// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { filterTags } from './tags';

describe('filterTags', () => {
  const tags = [
    { id: '1', name: 'Handmade' },
    { id: '2', name: 'Filipino Heritage' },
  ];

  it('matches part of the name, ignoring case', () => {
    expect(filterTags(tags, 'HERIT').map((t) => t.id)).toEqual(['2']);
  });

  it('keeps every tag for a blank search', () => {
    expect(filterTags(tags, ' ')).toHaveLength(2);
  });
});
