import { Box, Button, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { ART_MESSAGES } from '@shared/messages/arts';
import { ArtCard } from '@web/components/arts/art-card';
import { FormAlert } from '@web/components/ui/form-alert';
import { useBrowseArts } from '@web/api/arts';
import { DASHBOARD_ART_SIZES, DASHBOARD_ARTWORKS, DASHBOARD_EAGER_ARTWORKS } from '../dashboard-data';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';

/** A tidy grid: every picture cropped to the same 4:3 frame (Browse Arts keeps their own shapes). */
const EVEN_PICTURES = { '& img': { aspectRatio: '4 / 3', objectFit: 'cover' } };

/** The first four artworks, each with its title, price in pesos and View Details. */
export function FirstArtworks() {
  const arts = useBrowseArts({ limit: DASHBOARD_ARTWORKS }, { staleTime: FIRST_DATA_FRESH_MS });
  const items = (arts.data?.items ?? []).slice(0, DASHBOARD_ARTWORKS);

  let body;
  if (arts.isPending) {
    body = (
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} role="status" aria-label="Loading artworks">
        {Array.from({ length: DASHBOARD_ARTWORKS }, (_, i) => (
          <Skeleton key={i} h="64" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  } else if (arts.isError) {
    body = <FormAlert status="error">{ART_MESSAGES.loadFailed}</FormAlert>;
  } else if (items.length === 0) {
    body = (
      <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center" color="fg.muted">
        No artworks to show yet.
      </Box>
    );
  } else {
    body = (
      <SimpleGrid
        as="ul"
        columns={{ base: 2, lg: 4 }}
        gap={{ base: '3', md: '4' }}
        listStyleType="none"
        m="0"
        p="0"
        css={EVEN_PICTURES}
        aria-label="First artworks"
      >
        {items.map((art, index) => (
          <li key={art.art_id}>
            <ArtCard
              art={art}
              sizes={DASHBOARD_ART_SIZES}
              // The first row is on screen at once on a phone; the entry has its pictures fetched already.
              eager={index < DASHBOARD_EAGER_ARTWORKS}
              // The rest after the first frame: on a phone they are below it.
              untilNear
              footer={
                <Button asChild size="sm" variant="outline" colorPalette="brand" w="full" mt="3">
                  <Link to={`/art/${art.art_id}`} aria-label={`View Details of ${art.title}`}>
                    View Details
                  </Link>
                </Button>
              }
            />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box as="section" aria-labelledby="dashboard-artworks" mt="12">
      <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="4" mb="4" flexWrap="wrap">
        <Heading as="h2" size="xl" id="dashboard-artworks">
          Artworks
        </Heading>
        <Text
          asChild
          fontSize="sm"
          fontWeight="medium"
          color="brand.700"
          textDecoration="underline"
          display="inline-flex"
          alignItems="center"
          minH="6"
        >
          <Link to="/browse-arts">See all arts</Link>
        </Text>
      </Box>
      {body}
    </Box>
  );
}
