import { describe, expect, it } from 'vitest';
import { applySuggestion, suggestionLabel } from './search-suggestions';
import type { BrowseFilters } from './browse-query';

const current: BrowseFilters = { q: 'mango zebra', art_style: 'Abstract', sort: 'cheapest', limit: 50 };

describe('what an empty search suggests', () => {
  it('names each suggestion by what it changes', () => {
    expect(suggestionLabel({ q: 'mango', art_style: 'Abstract' }, current)).toBe('Search “mango”');
    expect(suggestionLabel({ q: 'mango zebra' }, current)).toBe('Search without style Abstract');
    expect(
      suggestionLabel(
        { q: 'x', price: 'under-1000' },
        { ...current, q: 'x', price: 'under-1000', art_style: undefined },
      ),
    ).toBe('Search “x”');
    expect(suggestionLabel({ q: '', medium: 'Watercolor' }, current)).toBe('Browse all Watercolor arts');
  });

  it('applies a suggestion as the page filters, keeping the sort and page size', () => {
    expect(applySuggestion({ q: 'mango', medium: 'Oil' }, current)).toEqual({
      q: 'mango',
      medium: 'Oil',
      art_style: undefined,
      subject: undefined,
      price: undefined,
      sort: 'cheapest',
      limit: 50,
    });
  });
});
