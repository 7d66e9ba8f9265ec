import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Link } from '@web/lib/link';
import { ART_MESSAGES } from '@shared/messages/arts';
import { ART_ACTIONS, artPagePath, type ArtAction } from '@shared/public-pages';
import type { Art } from '@shared/schemas/arts';
import { pesos } from '@web/components/arts/art-card';
import { ShareButton } from '@web/components/share-button';
import { FormAlert } from '@web/components/ui/form-alert';
import { AfterFirstPaint } from '@web/lib/after-first-paint';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useDoRequest, useWhenAsked, type DoRequest } from '@web/lib/use-do-request';
import { useToggleWishlist, useWishlistIds, wishlistIdsQuery } from '@web/api/wishlist';
import { queryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { artIdOf } from '../art-data';
import { artLoadFailure, artQuery, useArt } from '../api/arts';
import { ArtDetailArtist } from '../components/art-detail-artist';
import { ArtDetailCart } from '../components/art-detail-cart';
import { ART_PICTURE, ArtDetailImage } from '../components/art-detail-image';
import { PictureSlot, WAITS_FOR_PICTURE } from '@web/components/arts/picture-slot';
import { HeartButton } from '@web/components/wishlist/heart-button';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { ReportButton } from '@web/components/moderation/report-dialog';

/** The shipping line under the price: its own chunk, with the viewer's address and the artist's rates, once the art itself is on screen. */
const ArtShippingLine = lazy(() =>
  import('@web/components/shipping/art-shipping-line').then((m) => ({ default: m.ArtShippingLine })),
);

/** "How it was made": its own chunk and request, started once the art itself is on screen. */
const HowItWasMade = lazy(() => import('../components/how-it-was-made').then((m) => ({ default: m.HowItWasMade })));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text
        as="dt"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
      >
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

/** A `?do=wishlist` request: the heart's add (never its removal), once the hearts are known. */
function useWishlistRequest(artId: string, request: DoRequest<ArtAction> | null) {
  const { user } = useAuth();
  const ids = useWishlistIds(user?.userId);
  const toggle = useToggleWishlist(user?.userId);
  useWhenAsked(request?.action === 'wishlist' ? request : null, Boolean(user) && !ids.isPending, () => {
    if (!ids.data?.includes(artId)) toggle.mutate({ artId, add: true });
  });
}

/** Report, for anyone but the artist (and admins, who decide reports). */
function ReportArt({ art }: { art: Art }) {
  const { user, role } = useAuth();
  if (!user || role === 'Admin' || art.user_id === user.userId || art.artist_id === user.userId) return null;
  return <ReportButton target={{ kind: 'art', targetId: art.art_id }} subject={`“${art.title}”`} />;
}

/** Narrow: one column; wide: the picture (and the artist) beside the details. */
const ART_COLUMNS = { base: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' };

function ArtInfo({ art, request }: { art: Art; request: DoRequest<ArtAction> | null }) {
  const { user } = useAuth();
  useWishlistRequest(art.art_id, request);
  return (
    <Stack gap="5" minW="0">
      {art.hidden ? (
        <HiddenNotice note={art.moderation_note} own={user?.userId === art.user_id || user?.userId === art.artist_id} />
      ) : null}
      <Flex justify="space-between" align="flex-start" gap="4">
        <Box minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
            {art.title}
          </Heading>
          {art.artist ? (
            <Text color="fg.muted" mt="1">
              by {art.artist.firstname} {art.artist.lastname}
            </Text>
          ) : null}
          {art.hidden ? null : (
            <Box mt="3">
              <ShareButton
                url={window.location.origin + artPagePath(art.art_id, art.title)}
                title={art.title}
                label={`Share ${art.title}`}
              />
            </Box>
          )}
        </Box>
        <HeartButton artId={art.art_id} title={art.title} size="lg" />
      </Flex>
      <Stack gap="1">
        <Text fontSize="3xl" fontWeight="bold" color="brand.700">
          {pesos(art.price)}
        </Text>
        {/* Its place kept from the first frame (ArtShippingLine's own min height), so nothing under it moves when it comes. */}
        <Box minH="12">
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <ArtShippingLine art={art} />
            </Suspense>
          </AfterFirstPaint>
        </Box>
      </Stack>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {art.description}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="4" borderTopWidth="1px" borderBottomWidth="1px" py="4">
        <Fact label="Location" value={art.location} />
        <Fact label="Art style" value={art.art_style} />
        <Fact label="Medium" value={art.medium} />
        <Fact label="Subject" value={art.subject} />
        <Fact
          label="Available"
          value={art.quantity > 0 ? String(art.quantity) : (art.reserved ?? 0) > 0 ? 'Reserved' : 'Sold out'}
        />
      </SimpleGrid>
      {art.tags.length > 0 ? (
        <Box>
          <Text
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
            mb="2"
            id="art-tags-label"
          >
            Tags
          </Text>
          <Flex as="ul" aria-labelledby="art-tags-label" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
            {art.tags.map((tag) => (
              <li key={tag.id}>
                <Badge variant="subtle" colorPalette="brand" color="brand.800" size="md">
                  {tag.name}
                </Badge>
              </li>
            ))}
          </Flex>
        </Box>
      ) : null}
      <ArtDetailCart art={art} request={request} />
      <ReportArt art={art} />
    </Stack>
  );
}

/** What an art's page shows first (the art and the hearts), into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ userId }: SessionUser): Promise<unknown> {
  const artId = artIdOf(window.location.pathname);
  return Promise.all([
    artId ? queryClient.prefetchQuery(artQuery(artId)) : undefined,
    queryClient.prefetchQuery(wishlistIdsQuery(userId)),
  ]);
}

/**
 * /art/{artId}: the picture (zoomable), the details, the quantity and Add to Cart, and the artist.
 * `?do=cart|buy|wishlist|message` (a public art page's action link, shared/public-pages.ts):
 * the page presses that control once for the person, then drops `do` from the address.
 */
export function Component() {
  const { artId } = useParams();
  const art = useArt(artId);
  usePageTitle(art.data?.title ?? 'Art');
  // A public page's action link (`?do=cart`): finished once the art is here.
  const request = useDoRequest(ART_ACTIONS, !artId || !art.isPending);

  let body;
  if (artId && art.isPending) {
    body = (
      // Laid out as the art's page is, the picture's place where its picture will be (in the
      // page's frame, the shell shows it there before the code: components/arts/picture-slot.tsx).
      <Grid
        templateColumns={ART_COLUMNS}
        columnGap="10"
        rowGap={{ base: '8', md: '6' }}
        alignItems="start"
        role="status"
        aria-label="Loading the art"
        {...WAITS_FOR_PICTURE}
      >
        {/* Named by its title once it has come; until then, the page's heading says what it is. */}
        <Heading as="h1" srOnly>
          Art
        </Heading>
        <PictureSlot {...ART_PICTURE} borderRadius="2xl" />
        <Stack gap="4">
          <Skeleton h="10" w="70%" />
          <Skeleton h="8" w="40%" />
          <Skeleton h="24" />
        </Stack>
      </Grid>
    );
  } else if (!artId || art.isError) {
    body = (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Art
        </Heading>
        <FormAlert status="error">{artId ? artLoadFailure(art.error) : ART_MESSAGES.invalidId}</FormAlert>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/browse-arts">Browse Arts</Link>
        </Button>
      </Stack>
    );
  } else if (art.data) {
    const a = art.data;
    body = (
      // Narrow: picture, details, artist. Wide: the artist under the picture, the details beside both.
      <Grid
        templateColumns={ART_COLUMNS}
        templateAreas={{ base: '"image" "info" "artist"', md: '"image info" "artist info"' }}
        templateRows={{ md: 'auto 1fr' }}
        columnGap="10"
        rowGap={{ base: '8', md: '6' }}
        alignItems="start"
      >
        <Box gridArea="image">
          <ArtDetailImage image={a.image} title={a.title} />
        </Box>
        <Box gridArea="info">
          <ArtInfo art={a} request={request} />
        </Box>
        {a.artist ? (
          <Box gridArea="artist">
            <ArtDetailArtist artist={a.artist} message={request?.action === 'message' ? request : null} />
          </Box>
        ) : null}
      </Grid>
    );
  }
  const process = art.data ? (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <HowItWasMade artId={art.data.art_id} />
      </Suspense>
    </AfterFirstPaint>
  ) : null;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
        <Link to="/browse-arts">← Back to Browse Arts</Link>
      </Button>
      {body}
      {process}
    </Container>
  );
}
