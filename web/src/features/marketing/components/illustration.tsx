import { Image, type ImageProps } from '@chakra-ui/react';
import { illustrationSrcSet, illustrationVariant } from '../illustration-variants';

export interface IllustrationProps extends Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> {
  /** The SVG in `web/public/images/<folder>/`; the page shows its WebP versions (../illustration-variants.ts). */
  src: string;
  /** Describes the picture; pass "" when it is decoration. */
  alt: string;
  /** Intrinsic size (the SVG's viewBox), so the browser reserves the space before it loads. */
  width: number;
  height: number;
  /** How wide it is shown, as the `sizes` attribute says it, so the browser picks the right width. */
  sizes: string;
  /** Loads at once with high priority (the first thing seen); everything else loads lazily. */
  priority?: boolean;
}

/** One of the site's own illustrations. */
export function Illustration({ src, sizes, width, height, priority = false, ...rest }: IllustrationProps) {
  return (
    <Image
      src={illustrationVariant(src, 800)}
      srcSet={illustrationSrcSet(src)}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={height}
      w="full"
      h="auto"
      loading={priority ? 'eager' : 'lazy'}
      // Below the fold: nothing the first view waits for should queue behind it.
      fetchPriority={priority ? 'high' : 'low'}
      decoding="async"
      {...rest}
    />
  );
}
