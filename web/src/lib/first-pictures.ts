import { variantSrcset, type VariantImage } from './image-srcset';
import { EMPTY_SLOT, PICTURE_SLOT_ATTR, pictureSlots } from './signed-in-frame';

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
  /** What it shows (the art's title), for a frame's place for it. */
  alt?: string;
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

/**
 * Shows `picture` in a painted frame's place for it (lib/signed-in-frame.ts), as the page's <img>
 * will: the same srcset, sizes and box (its width and height), so the page's code finds it fetched
 * and it does not move or grow when the page replaces the frame.
 */
function showInSlot(slot: HTMLImageElement, { image, fallback, sizes: own, alt }: FirstPicture, sizes = '100vw'): void {
  const srcset = variantSrcset(image);
  const { width, height } = image as { width?: number | null; height?: number | null };
  if (width && height) {
    slot.width = width;
    slot.height = height;
    slot.style.aspectRatio = `${width} / ${height}`;
  }
  slot.alt = alt ?? '';
  slot.fetchPriority = 'high';
  if (srcset) {
    slot.sizes = own ?? sizes;
    slot.srcset = srcset;
  }
  slot.src = srcset ? (image.large ?? fallback!) : fallback!;
}

/**
 * Once `answer` has come (and is a success), has the pictures `pick` finds in its body fetched: into
 * the painted frame's places for them, in order, or else preloaded.
 */
export function preloadFirstPictures<T>(
  answer: Promise<Response> | undefined,
  pick: (body: T) => FirstPicture[],
  sizes?: string,
): void {
  const slots = pictureSlots();
  const leaveEmpty = (from: number) =>
    slots.slice(from).forEach((slot) => slot.setAttribute(PICTURE_SLOT_ATTR, EMPTY_SLOT));
  if (!answer) return leaveEmpty(0);
  void answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<T>) : null))
    .then((body) => {
      const pictures = (body ? pick(body) : []).filter(({ image, fallback }) => variantSrcset(image) || fallback);
      pictures.forEach((picture, i) =>
        slots[i] ? showInSlot(slots[i], picture, sizes) : preloadPicture(picture, sizes),
      );
      leaveEmpty(pictures.length);
    })
    .catch(() => leaveEmpty(0));
}
