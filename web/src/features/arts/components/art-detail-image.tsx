import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { ArtImage as ArtImageData } from '@shared/schemas/arts';
import { ArtImage } from '@web/components/arts/art-image';
import { Modal } from '@web/components/ui/modal';
import { ART_DETAIL_SIZES } from '../art-data';

/** How the art's picture is boxed (and its place while the page loads: components/arts/picture-slot.tsx). */
export const ART_PICTURE = { maxH: { base: '70vh', md: '640px' }, objectFit: 'contain' } as const;

/**
 * The art's large picture; a click (or Enter) opens it full size in a viewer that Escape, the
 * Close button or a click outside the picture closes.
 */
export function ArtDetailImage({ image, title }: { image: ArtImageData; title: string }) {
  const [zoomed, setZoomed] = useState(false);
  const close = useCallback(() => setZoomed(false), []);
  return (
    <>
      <chakra.button
        type="button"
        onClick={() => setZoomed(true)}
        aria-label={`Zoom the image of ${title}`}
        display="block"
        w="full"
        cursor="zoom-in"
        borderRadius="2xl"
        overflow="hidden"
        bg="bg.muted"
        position="relative"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <ArtImage
          image={image}
          alt={title}
          sizes={ART_DETAIL_SIZES}
          eager
          large
          {...ART_PICTURE}
          // Its box from its stored size, not the variant's own (rounded) one: as its place in the
          // page's frame has it (lib/first-pictures.ts), so it is not a hair larger when the page
          // replaces the frame (a new largest paint).
          aspectRatio={image.width && image.height ? `${image.width} / ${image.height}` : undefined}
        />
        <Flex
          position="absolute"
          bottom="3"
          insetEnd="3"
          align="center"
          gap="1.5"
          px="2.5"
          py="1"
          borderRadius="full"
          bg="blackAlpha.800"
          color="white"
          fontSize="xs"
          aria-hidden="true"
        >
          <chakra.svg
            viewBox="0 0 24 24"
            width="14px"
            height="14px"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
          </chakra.svg>
          <Text as="span">Zoom</Text>
        </Flex>
      </chakra.button>
      <Modal open={zoomed} onClose={close} title={title} size="full">
        <Box bg="bg.muted" borderRadius="lg">
          <ArtImage
            image={image}
            alt={`${title}, full size`}
            sizes="96vw"
            large
            maxH="80vh"
            w="auto"
            maxW="full"
            mx="auto"
            objectFit="contain"
          />
        </Box>
      </Modal>
    </>
  );
}
