import { Badge, Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { ART_MESSAGES } from '@shared/messages/arts';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { useVerifiedArtists } from '@web/api/arts';
import { DASHBOARD_VERIFIED_ARTISTS } from '../dashboard-data';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';

/** The first four verified artists, each with the 'I.D. Verified' badge and View Profile. */
export function VerifiedArtists() {
  const artists = useVerifiedArtists(DASHBOARD_VERIFIED_ARTISTS, { staleTime: FIRST_DATA_FRESH_MS });
  const items = artists.data ?? [];

  let body;
  if (artists.isPending) {
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" role="status" aria-label="Loading verified artists">
        {Array.from({ length: DASHBOARD_VERIFIED_ARTISTS }, (_, i) => (
          <Skeleton key={i} h="40" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  } else if (artists.isError) {
    body = <FormAlert status="error">Failed to fetch artists. Please try again later.</FormAlert>;
  } else if (items.length === 0) {
    body = (
      <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center" color="fg.muted">
        {ART_MESSAGES.noVerifiedArtists}
      </Box>
    );
  } else {
    body = (
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        listStyleType="none"
        m="0"
        p="0"
        aria-label="Verified artists"
      >
        {items.map((artist) => {
          const name = `${artist.firstname} ${artist.lastname}`.trim();
          return (
            <Box as="li" key={artist.user_id} borderWidth="1px" borderRadius="xl" p="5" bg="bg">
              <Stack align="center" textAlign="center" gap="3" h="full">
                <Avatar name={name} src={artist.profile_image} size={72} />
                <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
                  {name}
                </Text>
                <Badge colorPalette="green" variant="solid" bg="green.700" color="white">
                  I.D. Verified
                </Badge>
                <Flex mt="auto" w="full">
                  <Button asChild size="sm" variant="outline" colorPalette="brand" w="full">
                    <Link to={`/profile/artist/${artist.user_id}`} aria-label={`View Profile of ${name}`}>
                      View Profile
                    </Link>
                  </Button>
                </Flex>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    );
  }

  return (
    <Box as="section" aria-labelledby="dashboard-verified-artists" mt="12">
      <Heading as="h2" size="xl" id="dashboard-verified-artists" mb="4">
        Verified Artists
      </Heading>
      {body}
    </Box>
  );
}
