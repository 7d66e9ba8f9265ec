import { Image, type ImageProps } from '@chakra-ui/react';
import { illustrationSrcSet, illustrationVariant } from '../illustration-variants';

export interface IllustrationProps extends Omit<
  ImageProps,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'
> {
  /** The SVG in `web/public/images/<folder>/`; the page shows its WebP versions (../illustration-variants.ts). */
  src: string;
  /** Describes the picture; pass "" when it is decoration. */
  alt: string;
  /** Intrinsic size (the SVG's viewBox), so the browser reserves the space before it loads. */
  width: number;
  height: number;
  /** How wide it is shown, as the `sizes` attribute says it, so the browser picks the right width. */
  sizes: string;
  /**
   * The page's main picture, on screen at once on a phone: fetched first, and as its small SVG,
   * which arrives with the page and is drawn in its first paint (a WebP is decoded a frame or more
   * later). Everything else loads lazily, as WebP, at low priority.
   */
  priority?: boolean;
}

/** One of the site's own illustrations. */
export function Illustration({ src, sizes, width, height, priority = false, ...rest }: IllustrationProps) {
  const sources: ImageProps = priority
    ? { src, fetchPriority: 'high' }
    : {
        src: illustrationVariant(src, 800),
        srcSet: illustrationSrcSet(src),
        sizes,
        loading: 'lazy',
        fetchPriority: 'low',
        decoding: 'async',
      };
  return <Image {...sources} htmlWidth={width} htmlHeight={height} w="full" h="auto" {...rest} />;
}
