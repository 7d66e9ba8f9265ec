import { Badge, Box, Button, Container, Flex, Grid, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { ART_MESSAGES, type Art } from '@shared/schemas/arts';
import { pesos } from '@web/components/arts/art-card';
import { FormAlert } from '@web/components/ui/form-alert';
import { ApiError } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useArt } from '../api/get-art';
import { ArtDetailArtist } from '../components/art-detail-artist';
import { ArtDetailImage } from '../components/art-detail-image';
import { ArtDetailPurchase } from '../components/art-detail-purchase';
import { HeartButton } from '../components/heart-button';

/** The spec's texts: 404 'Art not found.', a malformed id 'Invalid art ID.', otherwise the generic one. */
function failureText(err: unknown): string {
  const status = err instanceof ApiError ? err.status : 0;
  return status === 404 ? ART_MESSAGES.notFound : status === 400 ? ART_MESSAGES.invalidId : ART_MESSAGES.detailsFailed;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

function ArtInfo({ art }: { art: Art }) {
  return (
    <Stack gap="5" minW="0">
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
        </Box>
        <HeartButton artId={art.art_id} title={art.title} size="lg" />
      </Flex>
      <Text fontSize="3xl" fontWeight="bold" color="brand.700">
        {pesos(art.price)}
      </Text>
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {art.description}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="4" borderTopWidth="1px" borderBottomWidth="1px" py="4">
        <Fact label="Location" value={art.location} />
        <Fact label="Art style" value={art.art_style} />
        <Fact label="Medium" value={art.medium} />
        <Fact label="Subject" value={art.subject} />
        <Fact label="Available" value={art.quantity > 0 ? String(art.quantity) : 'Sold out'} />
      </SimpleGrid>
      {art.tags.length > 0 ? (
        <Box>
          <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="2" id="art-tags-label">
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
      {/* onAddToCart comes with the cart (POST /cart); until then the button says it opens with checkout. */}
      <ArtDetailPurchase key={art.art_id} art={art} />
    </Stack>
  );
}

/** /art/{artId}: the picture (zoomable), the details, the quantity and Add to Cart, and the artist. */
export function Component() {
  const { artId } = useParams();
  const art = useArt(artId);
  usePageTitle(art.data?.title ?? 'Art');

  let body;
  if (artId && art.isPending) {
    body = (
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" aria-label="Loading the art">
        <Skeleton h={{ base: '72', md: '96' }} borderRadius="2xl" />
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
        <FormAlert status="error">{artId ? failureText(art.error) : ART_MESSAGES.invalidId}</FormAlert>
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
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
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
          <ArtInfo art={a} />
        </Box>
        {a.artist ? (
          <Box gridArea="artist">
            <ArtDetailArtist artist={a.artist} />
          </Box>
        ) : null}
      </Grid>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
        <Link to="/browse-arts">← Back to Browse Arts</Link>
      </Button>
      {body}
    </Container>
  );
}
