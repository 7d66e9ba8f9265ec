/**
 * Widths in pixels of the WebP copies made of every art and post image, smallest first: the
 * server makes and names them (functions/core/uploads/variant-keys.ts), pages offer them in a
 * `srcset` (web/src/lib/image-srcset.ts). One table, so the widths a page announces are the ones made.
 *
 * The thumb a phone's two-column grid needs (a ~170-205 px slot at DPR 1.75-2, the budget phones
 * many buyers use, wants 300-360 px; the small one was half as heavy again), the grids' small
 * one, the card one a phone's full-width card needs on those phones (a browser takes the smallest
 * variant at least slot × DPR wide: a 412 px phone's 380 px card at DPR 1.75 wants 665 px, a
 * 360 px phone's 328 px card at DPR 2 wants 656; the 800 px one it took was ~40 % heavier), the
 * medium one the 412 px phone's card at DPR 2 needs, and the detail/zoom's large one.
 */
export const VARIANT_WIDTHS = { thumb: 360, small: 480, card: 680, medium: 800, large: 1200 } as const;

export type VariantName = keyof typeof VARIANT_WIDTHS;

/** Every variant's name, smallest first. */
export const VARIANT_NAMES = Object.keys(VARIANT_WIDTHS) as VariantName[];
