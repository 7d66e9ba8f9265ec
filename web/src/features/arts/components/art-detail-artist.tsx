import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import type { Art } from '@shared/schemas/arts';
import { MessagePersonButton } from '@web/components/person-actions';
import type { Once } from '@web/lib/use-do-request';
import { Avatar } from '@web/components/ui/avatar';

/** The 'I.D. Verified' badge of an approved artist. */
export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" variant="solid" bg="green.700" color="white" gap="1">
      <svg
        viewBox="0 0 24 24"
        width="12"
        height="12"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12l5 5 9-10" />
      </svg>
      I.D. Verified
    </Badge>
  );
}

/**
 * The artist box of the art page: who made it, where, a few words, and their profile. `message`
 * (a `?do=message` request) opens the Message composer once, as pressing Message would.
 */
export function ArtDetailArtist({ artist, message }: { artist: NonNullable<Art['artist']>; message?: Once | null }) {
  const name = `${artist.firstname} ${artist.lastname}`.trim() || artist.username;
  return (
    <Box
      as="section"
      aria-labelledby="art-artist-heading"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '4', md: '6' }}
      bg="bg"
    >
      <Text
        id="art-artist-heading"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="3"
      >
        About the artist
      </Text>
      <Flex gap="4" align="center">
        <Avatar name={name} src={artist.profile_image} size={64} />
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" wordBreak="break-word">
            {name}
          </Heading>
          {artist.verified ? <VerifiedBadge /> : null}
        </Stack>
      </Flex>
      {artist.address ? (
        <Text mt="4" fontSize="sm" color="fg.muted">
          {artist.address}
        </Text>
      ) : null}
      {artist.bio ? (
        <Text mt="2" whiteSpace="pre-line" wordBreak="break-word">
          {artist.bio}
        </Text>
      ) : null}
      <Flex mt="4" gap="2" wrap="wrap">
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <Link to={`/profile/artist/${artist.user_id}`} aria-label={`View Profile of ${name}`}>
            View Profile
          </Link>
        </Button>
        <MessagePersonButton
          person={{ userId: artist.user_id, firstname: artist.firstname, lastname: artist.lastname }}
          request={message}
        />
      </Flex>
    </Box>
  );
}
