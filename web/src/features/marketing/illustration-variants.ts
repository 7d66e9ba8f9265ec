/**
 * The site's illustrations are drawn as SVG (web/public/images/<folder>/) and shown as WebP at
 * these widths, which web/raster-illustrations.ts makes from them. An SVG in an <img> is a whole
 * document of its own that the page's main thread parses, lays out and paints (~20 ms each on
 * this machine, four times that on a phone, a dozen of them on the home page, all while the page
 * boots); a WebP is decoded off the main thread.
 */
export const ILLUSTRATION_WIDTHS = [400, 800, 1200, 1600] as const;

/** `/images/home/collaborate.svg` at 800 px: `/images/home/collaborate-800.webp`. */
export function illustrationVariant(svg: string, width: number): string {
  if (!svg.endsWith('.svg')) throw new Error(`${svg} is not one of the site's SVG illustrations`);
  return `${svg.slice(0, -'.svg'.length)}-${width}.webp`;
}

/** The `srcset` of an illustration: every width it is made at. */
export function illustrationSrcSet(svg: string): string {
  return ILLUSTRATION_WIDTHS.map((width) => `${illustrationVariant(svg, width)} ${width}w`).join(', ');
}
