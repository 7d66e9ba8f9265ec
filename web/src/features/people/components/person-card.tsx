import { Badge, Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import type { PersonListing } from '@shared/schemas/people';
import { RatingLine } from '@web/components/reviews/rating-line';
import { Avatar } from '@web/components/ui/avatar';

/** Where a person's public profile is. */
export const profilePath = (role: 'Artist' | 'Client', userId: string) => `/profile/${role.toLowerCase()}/${userId}`;

/** The 'I.D. Verified' badge of an approved artist. */
export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" variant="solid" bg="green.700" color="white">
      I.D. Verified
    </Badge>
  );
}

/** A directory card: picture, name, verified badge, address and bio; the whole card opens the profile. */
export function PersonCard({ person }: { person: PersonListing }) {
  const name = `${person.firstname} ${person.lastname}`;
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p="4"
      position="relative"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
    >
      <Flex gap="3" align="center">
        <Avatar name={name} src={person.profile_image} size={56} />
        <Box minW="0">
          <Text fontWeight="semibold" lineClamp={1}>
            <chakra.a asChild _after={{ content: '""', position: 'absolute', inset: '0' }}>
              <Link to={profilePath(person.role, person.user_id)}>{name}</Link>
            </chakra.a>
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            @{person.username}
          </Text>
          <RatingLine rating={person.rating} />
        </Box>
      </Flex>
      {person.role === 'Artist' && person.status === 'approved' ? (
        <Box mt="3">
          <VerifiedBadge />
        </Box>
      ) : null}
      {person.address ? (
        <Text fontSize="sm" mt="3" color="fg.muted">
          {person.address}
        </Text>
      ) : null}
      {person.bio ? (
        <Text fontSize="sm" mt="2" lineClamp={4}>
          {person.bio}
        </Text>
      ) : null}
    </Box>
  );
}

/** The directory masonry of part 2 §9: 4 columns, 3 below 1100 px, 2 below 700 px, 1 below 500 px. */
export const PEOPLE_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '16px',
  alignItems: 'start',
  '@media (max-width: 1099.98px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@media (max-width: 699.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (max-width: 499.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
};
