import { VARIANT_WIDTHS, type VariantName } from '@shared/image-variants';
import * as Arts from '../arts/arts';
import { esc } from './html';

/**
 * What the public pages show and how long a copy may be kept (issue 49, "Privacy" and
 * "Moderation"): an art is on the street while it is in stock and neither it nor its artist is
 * hidden by moderation, the artist's account is active; a shop while its artist is an active,
 * visible artist. The same rule decides the pages (200 or 410) and the sitemap.
 */

/**
 * Seconds a browser or CloudFront may keep a public page: a piece hidden, sold out or repriced
 * shows so on its public page within a minute (the API answers at once; the edge keeps its copy
 * this long). The sitemap is kept SITEMAP_MAX_AGE.
 */
export const PAGE_MAX_AGE = 60;
export const SITEMAP_MAX_AGE = 600;

interface ArtistState {
  role: string;
  hidden?: boolean;
  accountStatus?: string;
}

export const isShownArtist = (p: ArtistState) => p.role === 'Artist' && !p.hidden && p.accountStatus !== 'pending';

export const isShown = (art: { quantity: number; hidden?: boolean }, artist: ArtistState) =>
  art.quantity > 0 && !art.hidden && isShownArtist(artist);

type ArtImageFields = Parameters<typeof Arts.imageOf>[0];

/** The widths of the art's made variants, smallest first, for a srcset. */
function variantsOf(art: ArtImageFields): { name: VariantName; url: string; width: number }[] {
  const image = Arts.imageOf(art);
  const names: VariantName[] = ['small', 'card', 'medium', 'large'];
  return names.flatMap((name) => {
    const url = image[name];
    if (!url) return [];
    const width = Math.min(VARIANT_WIDTHS[name], image.width ?? VARIANT_WIDTHS[name]);
    return [{ name, url, width }];
  });
}

/** The layout's width of the picture: the whole phone, 560 px beside the details on a wide screen. */
const SIZES = '(min-width: 900px) 560px, calc(100vw - 32px)';

/** The art's picture as the page's first paint shows it: variants by width, its size reserved. */
export function artPicture(art: ArtImageFields, alt: string) {
  const image = Arts.imageOf(art);
  const variants = variantsOf(art);
  const src = variants.find((v) => v.name === 'medium')?.url ?? variants.at(-1)?.url ?? image.url;
  const srcset = variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  return {
    html: `<img src="${esc(src)}"${srcset ? ` srcset="${esc(srcset)}" sizes="${SIZES}"` : ''}${size} alt="${esc(alt)}" fetchpriority="high" decoding="async">`,
    preload: { href: src, ...(srcset ? { srcset, sizes: SIZES } : {}) },
  };
}

/** The link preview's picture: the 1200 px variant (the original where it is not made), with its size. */
export function ogImageOf(art: ArtImageFields) {
  const image = Arts.imageOf(art);
  const large = variantsOf(art).find((v) => v.name === 'large');
  const width = large ? large.width : image.width;
  const height = image.width && image.height && width ? Math.round((image.height * width) / image.width) : image.height;
  return { url: large?.url ?? image.url, width, height };
}
