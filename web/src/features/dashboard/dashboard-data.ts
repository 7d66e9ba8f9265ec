import type { ArtCard } from '@shared/schemas/arts';
import type { Role } from '@shared/schemas/common';
import type { EarlyRequest } from '@web/lib/early-requests';
import { preloadFirstPictures } from '@web/lib/first-pictures';

/**
 * What the dashboard asks the API for as it first renders, in one small module: its components
 * use these, and the entry (main.tsx, through app/early-requests.ts) starts the same requests
 * beside the page's code, and has the first pictures fetched as soon as their addresses are known.
 */

/**
 * Both dashboards show the first 4 artworks of Browse Arts: two by two on a phone, as a shop
 * window (and each picture the small variant, not the large one a full-width card would need).
 */
export const DASHBOARD_ARTWORKS = 4;
/** The client dashboard's verified artists. */
export const DASHBOARD_VERIFIED_ARTISTS = 4;
/**
 * How wide an artwork's picture is shown on the dashboard (its images' `sizes`): half the page
 * less its padding and the gap (measured: 182 px on a 412 px phone, 366 px at 800 px), so a phone at
 * DPR 1.75 takes the 360 px variant (a plain 50vw asked for 361 device pixels: the 480 px one).
 */
export const DASHBOARD_ART_SIZES = '(max-width: 767px) calc(50vw - 24px), (max-width: 1023px) calc(50vw - 34px), 280px';

/** The artworks whose pictures are on screen at once on a phone (the first row). */
export const DASHBOARD_EAGER_ARTWORKS = 2;

export const dashboardArtsRequest: EarlyRequest = { routeKey: 'GET /api/arts', query: { limit: DASHBOARD_ARTWORKS } };

export function dashboardRequests(role: Role | null): EarlyRequest[] {
  return [
    dashboardArtsRequest,
    ...(role === 'Client'
      ? [{ routeKey: 'GET /verified-artists', query: { limit: DASHBOARD_VERIFIED_ARTISTS } } as const]
      : []),
  ];
}

/** Has the browser fetch the first row's pictures from the artworks' answer, as the page will show them. */
export function preloadDashboardPictures(answer: Promise<Response> | undefined): void {
  preloadFirstPictures<{ items?: ArtCard[] }>(
    answer,
    ({ items = [] }) => items.slice(0, DASHBOARD_EAGER_ARTWORKS).map(({ image }) => ({ image, fallback: image.url })),
    DASHBOARD_ART_SIZES,
  );
}
