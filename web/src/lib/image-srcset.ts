/**
 * The `srcset` of an art or post picture from its stored WebP variants (functions/core/uploads/
 * variant-keys.ts): one place, so that a page's <img> and a preload started before the page's code
 * (app/early-requests.ts) name the same candidates, and the browser fetches the picture once.
 */
export interface VariantImage {
  small: string | null;
  large: string | null;
}

/** Null when the variants are not made yet (the original is shown instead). */
export function variantSrcset(image: VariantImage): string | null {
  if (!image.small || !image.large) return null;
  return `${image.small} 480w, ${image.large} 1200w`;
}
