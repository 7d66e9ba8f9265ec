import { Box, Button, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@web/lib/link';
import { ART_MESSAGES, MY_ARTS_PAGE_SIZE } from '@shared/messages/arts';
import type { Art } from '@shared/schemas/arts';
import { ArtImage } from '@web/components/arts/art-image';
import { pesos } from '@web/components/arts/art-card';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { artistArtsQuery, useArtistArts } from '../api/arts';

/** "Showing 1 - 6 of 14 items" (part 1 §2). */
export const showingItems = (from: number, to: number, total: number) => `Showing ${from} - ${to} of ${total} items`;

/**
 * The cursors of the pages seen so far, so a numbered page button can go straight to a page read
 * before, and a page further on is reached by reading the ones between (each one Query).
 */
function useNumberedPages(artistId: string | undefined) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [cursors, setCursors] = useState<Record<number, string | null>>({ 1: null });
  const arts = useArtistArts(artistId, cursors[page] ?? null, MY_ARTS_PAGE_SIZE);
  const next = arts.data?.cursor ?? null;
  if (arts.data && !arts.isPlaceholderData && next && cursors[page + 1] === undefined)
    setCursors((c) => ({ ...c, [page + 1]: next }));

  async function goTo(target: number) {
    let known = Math.max(
      ...Object.keys(cursors)
        .map(Number)
        .filter((p) => p <= target),
    );
    const found = { ...cursors };
    while (known < target) {
      const read = await queryClient.fetchQuery(artistArtsQuery(artistId, found[known] ?? null, MY_ARTS_PAGE_SIZE));
      if (!read.cursor) break;
      found[known + 1] = read.cursor;
      known += 1;
    }
    setCursors(found);
    setPage(known);
  }
  return { arts, page, goTo };
}

function ArtDetails({ art, onClose }: { art: Art | null; onClose: () => void }) {
  return (
    <Modal
      open={art !== null}
      onClose={onClose}
      title={art?.title ?? ''}
      size="xl"
      footer={
        art ? (
          <Button asChild colorPalette="brand">
            <Link to={`/edit-art/${art.art_id}`}>Edit</Link>
          </Button>
        ) : null
      }
    >
      {art ? (
        <Stack gap="4">
          <Flex justify="center" bg="bg.muted" borderRadius="lg" maxH={{ base: '60vh', md: '900px' }} overflow="hidden">
            <ArtImage
              image={art.image}
              alt={art.title}
              sizes="(max-width: 900px) 100vw, 900px"
              large
              maxH={{ base: '60vh', md: '900px' }}
              w="auto"
              maxW="full"
              objectFit="contain"
            />
          </Flex>
          <Text>{art.description}</Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" fontSize="sm">
            {[
              ['Price', pesos(art.price)],
              ['Quantity', art.quantity === 0 ? 'Sold out' : String(art.quantity)],
              ['Location', art.location],
              ['Art style', art.art_style],
              ['Medium', art.medium],
              ['Subject', art.subject],
            ].map(([label, value]) => (
              <Box key={label}>
                <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                  {label}
                </Text>
                <Text>{value}</Text>
              </Box>
            ))}
          </SimpleGrid>
          {art.tags.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Tags: {art.tags.map((t) => t.name).join(', ')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** /artist-arts: the artist's own arts, six a page, each opening its details; Edit and Upload from here. */
export function Component() {
  usePageTitle('My Arts');
  const { user } = useAuth();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  const { arts, page, goTo } = useNumberedPages(user?.userId);
  const [selected, setSelected] = useState<Art | null>(null);

  if (!user) return <FormAlert status="error">{ART_MESSAGES.notLoggedIn}</FormAlert>;
  const items = arts.data?.items ?? [];
  const total = arts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MY_ARTS_PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * MY_ARTS_PAGE_SIZE + 1;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="4"
        mb="6"
      >
        <Heading as="h1" size="3xl">
          My Arts
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/artist-post-arts">Upload Your Art</Link>
        </Button>
      </Flex>
      <Stack gap="5">
        {message ? <FormAlert status="success">{message}</FormAlert> : null}
        {arts.isError ? <FormAlert status="error">{ART_MESSAGES.myArtsFailed}</FormAlert> : null}
        {arts.isPending ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" role="status" aria-label="Loading your arts">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="64" borderRadius="xl" />
            ))}
          </SimpleGrid>
        ) : items.length === 0 && !arts.isError ? (
          <Box borderWidth="1px" borderRadius="xl" p="10" textAlign="center" color="fg.muted">
            You have not uploaded any art yet.
          </Box>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {items.map((art, i) => (
              <Box as="article" key={art.art_id} borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg">
                <Box
                  as="button"
                  display="block"
                  w="full"
                  onClick={() => setSelected(art)}
                  aria-label={`Details of ${art.title}`}
                  cursor="pointer"
                >
                  <ArtImage
                    image={art.image}
                    alt={art.title}
                    sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw"
                    eager={i < 3}
                    aspectRatio="4 / 3"
                    objectFit="cover"
                  />
                </Box>
                <Stack p="4" gap="1">
                  <Text fontWeight="semibold">{art.title}</Text>
                  <Flex justify="space-between" align="center">
                    <Text fontWeight="bold" color="brand.700">
                      {pesos(art.price)}
                    </Text>
                    <Text fontSize="sm" color={art.quantity === 0 ? 'red.700' : 'fg.muted'}>
                      {art.quantity === 0 ? 'Sold out' : `${art.quantity} available`}
                    </Text>
                  </Flex>
                  <Flex gap="2" mt="2">
                    <Button size="sm" variant="outline" onClick={() => setSelected(art)}>
                      Details
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/edit-art/${art.art_id}`} aria-label={`Edit ${art.title}`}>
                        Edit
                      </Link>
                    </Button>
                  </Flex>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Flex justify="space-between" align="center" gap="4" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {showingItems(from, from === 0 ? 0 : from + items.length - 1, total)}
          </Text>
          {pages > 1 ? (
            <Flex as="nav" aria-label="Pages" gap="2" flexWrap="wrap">
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <Button
                  key={n}
                  size="sm"
                  minW="10"
                  variant={n === page ? 'solid' : 'outline'}
                  colorPalette={n === page ? 'brand' : undefined}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  onClick={() => void goTo(n)}
                >
                  {n}
                </Button>
              ))}
            </Flex>
          ) : null}
        </Flex>
      </Stack>
      <ArtDetails art={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
