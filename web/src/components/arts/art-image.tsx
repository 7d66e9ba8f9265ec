import { chakra } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { ArtImage as ArtImageData } from '@shared/schemas/arts';
import { variantSrcset } from '@web/lib/image-srcset';
import { useNearViewport } from '@web/lib/near-viewport';

/** What a picture not yet near the screen shows in its box: nothing (a transparent pixel). */
const NOTHING_YET = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * An artwork's picture, served at the size it is shown: the 360, 480, 800 and 1200 px WebP variants
 * through `srcset` (the original when they are not made yet, or fail to load), with its
 * width and height set so the page does not shift while it loads, lazily below the fold; with
 * `untilNear`, only once it is within a screen of the viewport (lib/near-viewport.ts).
 */
export function ArtImage({
  image,
  alt,
  sizes,
  eager = false,
  large = false,
  untilNear = false,
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
  /** A long list's picture: fetched once within a screen of the viewport, not at the browser's lazy distance. */
  untilNear?: boolean;
} & Omit<React.ComponentProps<typeof chakra.img>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, untilNear && !eager);
  const srcset = failed || !near ? null : variantSrcset(image);
  const variants = srcset !== null;
  const reserved = untilNear && image.width && image.height ? `${image.width} / ${image.height}` : undefined;
  return (
    <chakra.img
      ref={ref}
      src={!near ? NOTHING_YET : variants ? (large ? image.large! : image.small!) : image.url}
      srcSet={srcset ?? undefined}
      sizes={variants ? sizes : undefined}
      alt={alt}
      // The img's own width/height attributes (on a chakra element, width and height are CSS):
      // the browser reserves the picture's box from their ratio before it loads.
      htmlWidth={image.width ?? undefined}
      htmlHeight={image.height ?? undefined}
      // The ratio as CSS too: the pixel shown until the picture is near would otherwise make it square.
      aspectRatio={reserved}
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
