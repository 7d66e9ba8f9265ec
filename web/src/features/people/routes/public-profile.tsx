import { Box, Button, chakra, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { PEOPLE_MESSAGES } from '@shared/messages/people';
import { shopPagePath } from '@shared/public-pages';
import { useBlockState } from '@web/api/blocks';
import { BlockButton } from '@web/components/blocks/block-button';
import { ArtCard } from '@web/components/arts/art-card';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { ReportButton } from '@web/components/moderation/report-dialog';
import { MessagePersonButton } from '@web/components/person-actions';
import { ShareButton } from '@web/components/share-button';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { RatingLine } from '@web/components/reviews/rating-line';
import { ReviewsSection } from '@web/components/reviews/reviews-section';
import { Link } from '@web/lib/link';
import { useAuth } from '@web/lib/session';
import { useDoRequest } from '@web/lib/use-do-request';
import {
  logVisit,
  useArtworks,
  usePublicPreferences,
  usePublicProfile,
  useVisitCount,
  type ListedRole,
} from '../api/people';
import { VerifiedBadge } from '../components/person-card';
import { SendProposalButton } from '../components/send-proposal';

/** "art_style_specialization" → "Art style specialization". */
const labelOf = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const valueOf = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

function Preferences({ role, userId }: { role: ListedRole; userId: string }) {
  const prefs = usePublicPreferences(role, userId);
  const rows = Object.entries(prefs.data ?? {}).filter(([, v]) => valueOf(v) !== '');
  return (
    <Box as="section" aria-labelledby="prefs-heading" borderWidth="1px" borderRadius="xl" p="5" bg="bg">
      <Heading as="h2" size="lg" id="prefs-heading" mb="3">
        Preferences
      </Heading>
      {prefs.isPending ? <Skeleton h="20" /> : null}
      {!prefs.isPending && rows.length === 0 ? <Text color="fg.muted">No preferences set yet.</Text> : null}
      {rows.length > 0 ? (
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 14rem) 1fr' }}
          columnGap="4"
          rowGap="2"
        >
          {rows.map(([k, v]) => (
            <Box key={k} display="contents">
              <chakra.dt fontWeight="semibold" fontSize="sm">
                {labelOf(k)}
              </chakra.dt>
              <chakra.dd fontSize="sm" m="0" mb={{ base: '2', md: '0' }}>
                {valueOf(v)}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      ) : null}
    </Box>
  );
}

function Artworks({ artistId }: { artistId: string }) {
  const arts = useArtworks(artistId, true);
  const items = arts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box as="section" aria-labelledby="artworks-heading">
      <Heading as="h2" size="lg" id="artworks-heading" mb="4">
        Artworks
      </Heading>
      {arts.isPending ? <Skeleton h="48" borderRadius="xl" /> : null}
      {arts.isError ? <FormAlert status="error">{userMessage(arts.error, 'Failed to load arts.')}</FormAlert> : null}
      {!arts.isPending && items.length === 0 ? <Text color="fg.muted">No artworks yet.</Text> : null}
      {items.length > 0 ? (
        <chakra.ul
          listStyleType="none"
          m="0"
          p="0"
          display="grid"
          gridTemplateColumns={{
            base: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          }}
          gap="5"
          aria-label="Artworks"
        >
          {items.map((art) => (
            <chakra.li key={art.art_id} minW="0">
              <ArtCard
                art={{ ...art, artist_name: art.artist ? `${art.artist.firstname} ${art.artist.lastname}` : '' }}
                sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 380px"
              />
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      {arts.hasNextPage ? (
        <Flex justify="center" mt="6">
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => void arts.fetchNextPage()}
            loading={arts.isFetchingNextPage}
          >
            Load More
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}

/** What a link may ask of a profile: `?do=proposal` (a public shop's "Commission me", shared/public-pages.ts). */
const PROFILE_ACTIONS = ['proposal'] as const;

/**
 * /profile/artist/{userId} and /profile/client/{userId}: a person's public profile. Opening it logs a visit.
 * `?do=proposal` opens Send Proposal once, for whoever would see that button; `do` then leaves the address.
 */
export function Component() {
  const { profileType, userId } = useParams();
  const role: ListedRole = profileType === 'client' ? 'Client' : 'Artist';
  const { user, role: viewerRole, roleLoading } = useAuth();
  const profile = usePublicProfile(role, userId);
  const own = Boolean(user && userId && user.userId === userId);
  const visits = useVisitCount(userId, own);
  // A block between the two (either way) takes the place of Message and Propose.
  const block = useBlockState(userId, Boolean(user && !own));
  const blocked = block.data?.blocked ?? null;
  const name = profile.data ? `${profile.data.firstname} ${profile.data.lastname}` : '';
  usePageTitle(name || (role === 'Artist' ? 'Artist profile' : 'Client profile'));

  // Asked once the profile, the viewer's role and any block between them are known (they decide Send Proposal).
  const request = useDoRequest(
    PROFILE_ACTIONS,
    !profile.isPending && !roleLoading && (own || !user || !block.isPending),
  );

  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !userId || own || logged.current === userId) return;
    logged.current = userId;
    void logVisit(userId, user.userId).catch(() => undefined);
  }, [user, userId, own]);

  if (profile.isError) {
    return (
      <Container maxW="5xl" py="10">
        <Heading as="h1" size="2xl" mb="4">
          {role === 'Artist' ? 'Artist profile' : 'Client profile'}
        </Heading>
        <FormAlert status="error">
          {userMessage(
            profile.error,
            role === 'Artist' ? PEOPLE_MESSAGES.artistDetailsFailed : PEOPLE_MESSAGES.clientDetailsFailed,
          )}
        </FormAlert>
      </Container>
    );
  }
  const p = profile.data;
  const canPropose = Boolean(
    user && p && !own && viewerRole && viewerRole !== 'Admin' && viewerRole !== role && !blocked,
  );
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        {p?.hidden ? <HiddenNotice note={p.moderation_note} own={own} /> : null}
        <Flex
          gap="5"
          align={{ base: 'flex-start', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          borderWidth="1px"
          borderRadius="xl"
          p="5"
          bg="bg"
        >
          {p ? <Avatar name={name} src={p.profile_image} size={96} /> : <Skeleton w="24" h="24" borderRadius="full" />}
          <Box flex="1" minW="0">
            <Heading as="h1" size="2xl">
              {name || (role === 'Artist' ? 'Artist profile' : 'Client profile')}
            </Heading>
            {p ? (
              <Text color="fg.muted">
                @{p.username} · {role}
              </Text>
            ) : null}
            <RatingLine rating={p?.rating} mt="1" />
            {p && role === 'Artist' && p.status === 'approved' ? (
              <Box mt="2">
                <VerifiedBadge />
              </Box>
            ) : null}
            {p?.address ? <Text mt="2">{p.address}</Text> : null}
            {own && visits.data ? (
              <Flex mt="2" gap="3" align="center" wrap="wrap" fontSize="sm">
                <Text fontWeight="semibold" data-testid="visit-count">
                  Profile visits: {visits.data.count}
                </Text>
                <Link to="/profile-visits">
                  <Text as="span" textDecoration="underline" color="brand.700">
                    See who visited
                  </Text>
                </Link>
              </Flex>
            ) : null}
            {p ? (
              <Flex gap="3" mt="4" wrap="wrap" align="center">
                {blocked ? (
                  <Text data-testid="blocked-note" role="note" color="fg.muted">
                    {blocked === 'by_you' ? BLOCK_MESSAGES.profileYouBlocked : BLOCK_MESSAGES.profileUnavailable}
                  </Text>
                ) : (
                  <MessagePersonButton person={{ userId: p.user_id, firstname: p.firstname, lastname: p.lastname }} />
                )}
                {canPropose && user ? (
                  <SendProposalButton
                    senderId={user.userId}
                    recipientId={p.user_id}
                    recipientName={name}
                    request={request}
                  />
                ) : null}
                {role === 'Artist' && !p.hidden ? (
                  <ShareButton
                    url={window.location.origin + shopPagePath(p.username)}
                    title={name || p.username}
                    label={`Share ${name || p.username}'s shop`}
                  />
                ) : null}
                {user && !own && block.isSuccess && viewerRole !== 'Admin' ? (
                  <BlockButton person={{ userId: p.user_id, name }} blocked={blocked} />
                ) : null}
              </Flex>
            ) : null}
            {p && user && !own && viewerRole && viewerRole !== 'Admin' ? (
              <Box mt="3">
                <ReportButton target={{ kind: 'profile', targetId: p.user_id }} subject={`${name}'s profile`} />
              </Box>
            ) : null}
          </Box>
        </Flex>
        {p?.bio ? (
          <Box as="section" aria-labelledby="bio-heading" borderWidth="1px" borderRadius="xl" p="5" bg="bg">
            <Heading as="h2" size="lg" id="bio-heading" mb="2">
              About
            </Heading>
            <Text whiteSpace="pre-line">{p.bio}</Text>
          </Box>
        ) : null}
        {userId ? <Preferences role={role} userId={userId} /> : null}
        {userId && role === 'Artist' ? <Artworks artistId={userId} /> : null}
        {userId ? (
          <ReviewsSection
            userId={userId}
            own={own}
            reporterId={user && viewerRole && viewerRole !== 'Admin' ? user.userId : undefined}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
