import { COMMUNITY_PAGE_SIZE } from '@shared/messages/community';
import type { Post } from '@shared/schemas/community';
import type { EarlyRequest } from '@web/lib/early-requests';
import { preloadFirstPictures } from '@web/lib/first-pictures';

/**
 * What the feed (/community) asks the API for as it first renders, in one small module: the page
 * uses these, and the entry (app/early-requests.ts) starts the same request beside the page's
 * code, and has the first post's first picture fetched as soon as its address is known.
 */

/** The feed as it opens: newest first, every category, with or without pictures. */
export const FIRST_FEED_FILTERS = { category: '', hasMedia: '', order: 'desc' } as const;

/** The query of a page of the feed (page 1: no cursor). */
export function feedQuery(
  filters: { category: string; hasMedia: string; order: string },
  page: number,
  cursor: string | null,
) {
  return {
    page,
    limit: COMMUNITY_PAGE_SIZE,
    order: filters.order,
    category: filters.category || undefined,
    hasMedia: filters.hasMedia || undefined,
    cursor: cursor ?? undefined,
  };
}

/** The first page's request: the same query, its unset values left out (as the API client leaves them out of the URL). */
export function communityRequests(): EarlyRequest[] {
  const query = Object.fromEntries(
    Object.entries(feedQuery(FIRST_FEED_FILTERS, 1, null)).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    ),
  );
  return [{ routeKey: 'GET /community-posts', query }];
}

/**
 * How wide a post's pictures are shown: the card (in the 3xl container, 16 / 24 / 32 px sides
 * from 0 / 768 / 1024 px, 16 / 20 px padding inside its border) holds one picture across, or
 * two side by side, 8 px apart.
 */
export function feedImageSizes(count: number): string {
  return count === 1 ? '(max-width: 767px) calc(100vw - 66px), 680px' : '(max-width: 767px) calc(50vw - 37px), 336px';
}

/** The first post with pictures, among those on screen at once: its first picture is fetched at once, at high priority. */
export const FEED_EAGER_POSTS = 1;

/** The first post's first picture, from the feed's answer. */
export function preloadFeedPicture(answer: Promise<Response> | undefined): void {
  preloadFirstPictures<{ posts?: Post[] }>(answer, ({ posts = [] }) =>
    posts
      .slice(0, FEED_EAGER_POSTS)
      .flatMap(({ images }) =>
        images
          .slice(0, 1)
          .map((image) => ({ image, fallback: image.small ?? image.url, sizes: feedImageSizes(images.length) })),
      ),
  );
}
