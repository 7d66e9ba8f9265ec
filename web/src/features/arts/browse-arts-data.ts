import type { ArtCard } from '@shared/schemas/arts';
import type { EarlyRequest } from '@web/lib/early-requests';
import { preloadFirstPictures } from '@web/lib/first-pictures';

/**
 * What Browse Arts asks the API for as it first renders, in one small module: the page uses these,
 * and the entry (app/early-requests.ts) starts the same request beside the page's code, and has
 * the first row's pictures fetched as soon as their addresses are known.
 */

/** Plain /browse-arts: the latest first, 25 a page (components/browse-query.ts reads the rest from the address). */
export const BROWSE_DEFAULT_SORT = 'latest';
export const BROWSE_DEFAULT_PAGE_SIZE = 25;

/** The masonry's columns (components/browse-masonry.tsx): 3, 2 below 1100 px, 1 below 700 px. */
export const MASONRY_TWO_COLUMNS_BELOW = 1100;
export const MASONRY_ONE_COLUMN_BELOW = 700;

/** How many cards the masonry's first row has at a window `width` px wide: those are loaded at once, the rest lazily. */
export function masonryColumns(width: number): number {
  if (width < MASONRY_ONE_COLUMN_BELOW) return 1;
  return width < MASONRY_TWO_COLUMNS_BELOW ? 2 : 3;
}

/**
 * How wide a card's picture is shown, for its srcset: the page's container (6xl, 1152 px, with
 * 16 px sides on a phone, 24-32 px wider) shared by the columns and their 20 px gaps.
 */
export const MASONRY_SIZES = '(max-width: 699px) calc(100vw - 32px), (max-width: 1099px) calc(50vw - 40px), 350px';

/**
 * The first page's request, when the address says nothing but the path (filters, a sort or a later
 * page come from the page's own code: its request is the page's to make), and the wishlist.
 */
export function browseArtsRequests(userId: string, search: string): EarlyRequest[] {
  const plain = search === '' || search === '?';
  return [
    ...(plain
      ? [{ routeKey: 'GET /api/arts', query: { sort: BROWSE_DEFAULT_SORT, limit: BROWSE_DEFAULT_PAGE_SIZE } } as const]
      : []),
    wishlistRequest(userId),
  ];
}

/** The signed-in person's wishlist: the hearts on the cards (and on an art's page). */
export const wishlistRequest = (userId: string): EarlyRequest => ({
  routeKey: 'GET /wishlist/{userId}',
  params: { userId },
});

/** The first row's pictures, from the first page's answer, as the masonry shows them at this width. */
export function preloadBrowsePictures(answer: Promise<Response> | undefined): void {
  const row = masonryColumns(window.innerWidth);
  preloadFirstPictures<{ items?: ArtCard[] }>(
    answer,
    ({ items = [] }) => items.slice(0, row).map(({ image, title }) => ({ image, fallback: image.url, alt: title })),
    MASONRY_SIZES,
  );
}
