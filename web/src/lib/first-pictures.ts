import { variantSrcset, type VariantImage } from './image-srcset';

/**
 * A signed-in page's first pictures, fetched as soon as their addresses are known: from the answer
 * of a request the shell started early (app/early-requests.ts), before the page's code has run.
 * One mechanism for every page (the dashboard's artworks, Browse Arts' first row, an art's
 * picture, the feed's first post image). Kept tiny: it is in the shell's inline script.
 */

/** A picture as the page's <img> asks for it: its variants' srcset, or the one address it shows. */
export interface FirstPicture {
  image: VariantImage;
  /** The address the page's <img> shows when there are no variants (none: nothing to preload). */
  fallback?: string | null;
  /** How wide it is shown, where it differs from picture to picture. */
  sizes?: string;
}

/** Has the browser fetch `picture` as the page will show it (same srcset and sizes, so its <img> finds it fetched). */
export function preloadPicture({ image, fallback, sizes: own }: FirstPicture, sizes = '100vw', high = true): void {
  const srcset = variantSrcset(image);
  if (!srcset && !fallback) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = own ?? sizes;
  } else {
    link.href = fallback!;
  }
  if (high) link.fetchPriority = 'high';
  document.head.insertBefore(link, document.head.querySelector('style'));
}

/** Once `answer` has come (and is a success), preloads the pictures `pick` finds in its body. */
export function preloadFirstPictures<T>(
  answer: Promise<Response> | undefined,
  pick: (body: T) => FirstPicture[],
  sizes?: string,
): void {
  if (!answer) return;
  void answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<T>) : null))
    .then((body) => {
      if (body) for (const picture of pick(body)) preloadPicture(picture, sizes);
    })
    .catch(() => undefined);
}
