import { Image, type ImageProps } from '@chakra-ui/react';

export interface IllustrationProps extends Omit<ImageProps, 'width' | 'height' | 'loading'> {
  src: string;
  /** Describes the picture; pass "" when it is decoration. */
  alt: string;
  /** Intrinsic size (the SVG's viewBox), so the browser reserves the space before it loads. */
  width: number;
  height: number;
  /** Loads at once with high priority (the first thing seen); everything else loads lazily. */
  priority?: boolean;
}

/** One of the site's own illustrations from `web/public/images`. */
export function Illustration({ width, height, priority = false, ...rest }: IllustrationProps) {
  return (
    <Image
      htmlWidth={width}
      htmlHeight={height}
      w="full"
      h="auto"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
