import { ART_SORTS, BROWSE_PAGE_SIZES, type ArtSort } from '@shared/messages/arts';
import { BROWSE_DEFAULT_PAGE_SIZE, BROWSE_DEFAULT_SORT } from '../browse-arts-data';
import { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS, PRICE_BANDS, type PriceBandId } from '@shared/options';

export type BrowsePageSize = (typeof BROWSE_PAGE_SIZES)[number];

/** What Browse Arts shows, as its URL says it (so a page can be shared and Back works). */
export interface BrowseFilters {
  /** Words to find (the search box), each by its start. */
  q?: string;
  art_style?: (typeof ARTWORK_STYLES)[number];
  medium?: (typeof ARTWORK_MEDIUMS)[number];
  subject?: (typeof ARTWORK_SUBJECTS)[number];
  price?: PriceBandId;
  sort: ArtSort;
  limit: BrowsePageSize;
}

/** The search box takes at most this many characters (the API's bound). */
export const MAX_SEARCH_LENGTH = 100;

export const DEFAULT_SORT: ArtSort = BROWSE_DEFAULT_SORT;
export const DEFAULT_PAGE_SIZE: BrowsePageSize = BROWSE_DEFAULT_PAGE_SIZE;

/** The four filters, in the order the page shows them. */
export const FILTER_KEYS = ['art_style', 'medium', 'subject', 'price'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** Reads the filters from the query string; anything unknown is left out rather than refused. */
export function readBrowseParams(params: URLSearchParams): BrowseFilters {
  const subject = params.get('subject');
  const limit = Number(params.get('limit'));
  return {
    q: params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined,
    art_style: oneOf(ARTWORK_STYLES, params.get('art_style')),
    medium: oneOf(ARTWORK_MEDIUMS, params.get('medium')),
    // The upload form spells it "LandScape"; a link made from it still works.
    subject: oneOf(ARTWORK_SUBJECTS, subject === 'LandScape' ? 'Landscape' : subject),
    price: oneOf(
      PRICE_BANDS.map((b) => b.id),
      params.get('price'),
    ),
    sort: oneOf(ART_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    limit: (BROWSE_PAGE_SIZES as readonly number[]).includes(limit) ? (limit as BrowsePageSize) : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of these filters, leaving out the defaults so plain /browse-arts stays plain. */
export function writeBrowseParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}

export const hasFilters = (filters: BrowseFilters) => FILTER_KEYS.some((key) => Boolean(filters[key]));

/** The spec's sort toggle: latest → cheapest → none → latest. */
export function nextSort(sort: ArtSort): ArtSort {
  return ART_SORTS[(ART_SORTS.indexOf(sort) + 1) % ART_SORTS.length]!;
}

/** The button's text for each sort, and what is announced when it changes. */
export const SORT_LABELS: Record<ArtSort, { button: string; announced: string }> = {
  latest: { button: 'Sort: Latest', announced: 'Sorted by latest first.' },
  cheapest: { button: 'Sort: Cheapest', announced: 'Sorted by cheapest first.' },
  none: { button: 'Sort: None', announced: 'Not sorted: arts in the order they were listed.' },
};

export const priceBandLabel = (id: PriceBandId | undefined) => PRICE_BANDS.find((b) => b.id === id)?.label;
export const priceBandId = (label: string) => PRICE_BANDS.find((b) => b.label === label)?.id;
