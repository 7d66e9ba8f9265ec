import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { ArtImage as ArtImageData } from '@shared/schemas/arts';
import { variantSrcset } from '@web/lib/image-srcset';

/**
 * An artwork's picture, served at the size it is shown: the 480 and 1200 px WebP variants
 * through `srcset` (the original when they are not made yet, or fail to load), with its
 * width and height set so the page does not shift while it loads, lazily below the fold.
 */
export function ArtImage({
  image,
  alt,
  sizes,
  eager = false,
  large = false,
  ...rest
}: {
  image: ArtImageData;
  alt: string;
  /** How wide it is shown, e.g. "(max-width: 700px) 100vw, 33vw". */
  sizes: string;
  /** Above the fold: load now, with high priority. */
  eager?: boolean;
  /** The detail page and the zoom: prefer the 1200 px variant. */
  large?: boolean;
} & Omit<React.ComponentProps<typeof chakra.img>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
  const [failed, setFailed] = useState(false);
  const srcset = failed ? null : variantSrcset(image);
  const variants = srcset !== null;
  return (
    <chakra.img
      src={variants ? (large ? image.large! : image.small!) : image.url}
      srcSet={srcset ?? undefined}
      sizes={variants ? sizes : undefined}
      alt={alt}
      // The element's own width and height (Chakra's `width` is a style, which `w` overrode): the box has its shape before the picture comes.
      htmlWidth={image.width ?? undefined}
      htmlHeight={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      display="block"
      w="full"
      h="auto"
      bg="bg.muted"
      {...rest}
    />
  );
}
