import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/link';
import type { ArtCard as ArtCardData } from '@shared/schemas/arts';
import { formatPeso } from '@shared/money';
import { ArtImage } from './art-image';

/** Pesos as the spec shows them: ₱ and thousands separators. */
export const pesos = (price: number) => formatPeso(Math.round(price * 100));

/**
 * The keyboard's ring goes round the whole card when one of its links has the focus: on the
 * link itself it was clipped by the card's rounded, overflow-hidden box to a hairline.
 */
const CARD_FOCUS = {
  '& a:focus-visible': { outline: 'none' },
  '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
};

/**
 * A picture whose size is not known (an art from before sizes were stored) still has its box
 * before it loads, so nothing under it moves: 4:3, the whole picture shown inside it.
 */
const UNSIZED_PICTURE = { aspectRatio: '4 / 3', objectFit: 'contain' } as const;

/**
 * An artwork in a grid: its picture, title, artist and price, linking to /art/{artId}; an
 * action (the wishlist heart) may sit on the picture.
 */
export function ArtCard({
  art,
  sizes,
  eager,
  untilNear,
  action,
  footer,
}: {
  art: ArtCardData;
  sizes: string;
  eager?: boolean;
  /** Its picture fetched once within a screen of the viewport (a long list's card: components/arts/art-image.tsx). */
  untilNear?: boolean;
  action?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      as="article"
      position="relative"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="bg"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
      css={CARD_FOCUS}
    >
      <Link to={`/art/${art.art_id}`} aria-label={`${art.title}, ${pesos(art.price)}`}>
        <ArtImage
          image={art.image}
          alt={art.title}
          sizes={sizes}
          eager={eager}
          untilNear={untilNear}
          {...(art.image.width && art.image.height ? {} : UNSIZED_PICTURE)}
        />
      </Link>
      {action ? (
        <Box position="absolute" top="2" insetEnd="2">
          {action}
        </Box>
      ) : null}
      <Box p="3">
        <Text fontWeight="semibold" lineClamp={2}>
          <chakra.a asChild>
            <Link to={`/art/${art.art_id}`}>{art.title}</Link>
          </chakra.a>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {art.artist_name}
        </Text>
        <Flex justify="space-between" align="center" mt="1" gap="2">
          <Text fontWeight="bold" color="brand.700">
            {pesos(art.price)}
          </Text>
          {art.quantity === 0 ? (
            <Text fontSize="xs" fontWeight="semibold" color="red.700">
              Sold out
            </Text>
          ) : null}
        </Flex>
        {footer}
      </Box>
    </Box>
  );
}
