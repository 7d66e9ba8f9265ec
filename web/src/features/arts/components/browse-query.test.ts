import { describe, expect, it } from 'vitest';
import { hasFilters, nextSort, readBrowseParams, writeBrowseParams } from './browse-query';

describe('the Browse Arts query string', () => {
  it('reads the filters, sort and size it holds', () => {
    const filters = readBrowseParams(
      new URLSearchParams('art_style=Pop+Art&medium=Oil&subject=Landscape&price=1000-5000&sort=cheapest&limit=50'),
    );
    expect(filters).toEqual({
      art_style: 'Pop Art',
      medium: 'Oil',
      subject: 'Landscape',
      price: '1000-5000',
      sort: 'cheapest',
      limit: 50,
    });
    expect(hasFilters(filters)).toBe(true);
  });

  it('defaults to the latest first, 25 a page, no filters', () => {
    const filters = readBrowseParams(new URLSearchParams(''));
    expect(filters).toEqual({
      art_style: undefined,
      medium: undefined,
      subject: undefined,
      price: undefined,
      sort: 'latest',
      limit: 25,
    });
    expect(hasFilters(filters)).toBe(false);
  });

  it('leaves out values that are not on the lists rather than sending them', () => {
    const filters = readBrowseParams(new URLSearchParams('art_style=Baroque&medium=&price=cheap&sort=random&limit=30'));
    expect(filters).toMatchObject({
      art_style: undefined,
      medium: undefined,
      price: undefined,
      sort: 'latest',
      limit: 25,
    });
  });

  it('takes the upload form\'s "LandScape" as Landscape', () => {
    expect(readBrowseParams(new URLSearchParams('subject=LandScape')).subject).toBe('Landscape');
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(writeBrowseParams({ sort: 'latest', limit: 25 }).toString()).toBe('');
    const written = writeBrowseParams({ art_style: 'Cubism', price: 'under-1000', sort: 'none', limit: 10 });
    expect(written.toString()).toBe('art_style=Cubism&price=under-1000&sort=none&limit=10');
    expect(readBrowseParams(written)).toMatchObject({
      art_style: 'Cubism',
      price: 'under-1000',
      sort: 'none',
      limit: 10,
    });
  });
});

describe('the sort toggle', () => {
  it('cycles latest → cheapest → none → latest', () => {
    expect(nextSort('latest')).toBe('cheapest');
    expect(nextSort('cheapest')).toBe('none');
    expect(nextSort('none')).toBe('latest');
  });
});

describe("Browse Arts' search in the address", () => {
  it('keeps the words (trimmed, at most 100 characters) first, and leaves them out when empty', () => {
    const filters = readBrowseParams(new URLSearchParams(`q=${encodeURIComponent('  mango tree  ')}&medium=Oil`));
    expect(filters.q).toBe('mango tree');
    expect(writeBrowseParams(filters).toString()).toBe('q=mango+tree&medium=Oil');
    expect(readBrowseParams(new URLSearchParams('q=%20%20')).q).toBeUndefined();
    expect(readBrowseParams(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
    // Words are not a filter: "Clear filters" leaves them.
    expect(hasFilters(readBrowseParams(new URLSearchParams('q=mango')))).toBe(false);
  });
});
