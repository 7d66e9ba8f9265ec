import { VARIANT_NAMES, VARIANT_WIDTHS } from '@shared/image-variants';

/**
 * The `srcset` of an art or post picture from its stored WebP variants (functions/core/uploads/
 * variant-keys.ts): one place, so that a page's <img> and a preload started before the page's code
 * (app/early-requests.ts) name the same candidates, and the browser fetches the picture once.
 */
export interface VariantImage {
  /** The 360 px one: null (or absent, from an older answer) on pictures made before it existed. */
  thumb?: string | null;
  small: string | null;
  /** The 680 px one: null (or absent, from an older answer) on pictures made before it existed. */
  card?: string | null;
  /** The 800 px one: null (or absent, from an older answer) on pictures made before it existed. */
  medium?: string | null;
  large: string | null;
}

/**
 * `thumb 360w, small 480w, card 680w, medium 800w, large 1200w` (without the thumb, card or medium
 * one on older pictures), so the browser takes the one nearest the slot's size, e.g. the 680 px one
 * for a 412 px phone's full-width card at DPR 1.75 (the 800 px one at DPR 2), the 360 px one for
 * its two-column grid's 184 px slot. Null when the variants are not made yet (the original is shown instead).
 */
export function variantSrcset(image: VariantImage): string | null {
  if (!image.small || !image.large) return null;
  return VARIANT_NAMES.flatMap((name) => (image[name] ? [`${image[name]} ${VARIANT_WIDTHS[name]}w`] : [])).join(', ');
}
