import type { Art } from '@shared/schemas/arts';
import type { EarlyRequest } from '@web/lib/early-requests';
import { preloadFirstPictures } from '@web/lib/first-pictures';
import { wishlistRequest } from './browse-arts-data';

/**
 * What an art's page (/art/{artId}) asks the API for as it first renders, in one small module:
 * the page uses these, and the entry (app/early-requests.ts) starts the same requests beside the
 * page's code, and has the art's picture, the page's largest, fetched first once its address is known.
 */

/**
 * How wide the art's picture is shown: the container's width on a phone (16 px sides), then 1.1
 * parts of 2.1 of it beside the details, at most 550 px in the 1152 px container.
 */
export const ART_DETAIL_SIZES = '(max-width: 767px) calc(100vw - 32px), (max-width: 1151px) calc(52vw - 50px), 550px';

/** The art id in an /art/{artId} path (as the router's params give it), or null. */
export function artIdOf(pathname: string): string | null {
  const match = /^\/art\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The art itself and the wishlist (its heart). */
export function artRequests(userId: string, pathname: string): EarlyRequest[] {
  const artId = artIdOf(pathname);
  return artId ? [{ routeKey: 'GET /api/art/{artId}', params: { artId } }, wishlistRequest(userId)] : [];
}

/** The art's picture, from the art's answer, at high priority. */
export function preloadArtPicture(answer: Promise<Response> | undefined): void {
  preloadFirstPictures<Art>(
    answer,
    ({ image, title }) => (image ? [{ image, fallback: image.url, alt: title }] : []),
    ART_DETAIL_SIZES,
  );
}
