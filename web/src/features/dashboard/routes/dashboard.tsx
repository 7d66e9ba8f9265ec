import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@web/lib/link';
import { FormAlert } from '@web/components/ui/form-alert';
import { AfterFirstPaint } from '@web/lib/after-first-paint';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { queryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { browseArtsQuery, verifiedArtistsQuery } from '@web/api/arts';
import { DASHBOARD_ARTWORKS, DASHBOARD_VERIFIED_ARTISTS } from '../dashboard-data';
import { FirstArtworks } from '../components/first-artworks';
import { VerifiedArtists } from '../components/verified-artists';

/** The completed orders and commissions still open for the person's review (issue 32), loaded after the page's first frame, so shown below it. */
const PendingReviews = lazy(() =>
  import('@web/components/reviews/pending-reviews').then((m) => ({ default: m.PendingReviews })),
);

interface Shortcut {
  to: string;
  title: string;
  text: string;
}

const ARTIST_SHORTCUTS: Shortcut[] = [
  { to: '/browse-artists', title: 'Browse Artists', text: 'Meet fellow artists and collaborators.' },
  { to: '/browse-clients', title: 'Browse Clients', text: 'Find clients looking for your craft.' },
  { to: '/browse-arts', title: 'Browse Arts', text: 'See what the community is making.' },
  { to: '/browse-jobs', title: 'Browse Jobs', text: 'Apply to commission offers.' },
];

const CLIENT_SHORTCUTS: Shortcut[] = [
  { to: '/browse-artists', title: 'Browse Artists', text: 'Discover local artists to commission.' },
  { to: '/browse-clients', title: 'Browse Clients', text: 'See who else is commissioning art.' },
  { to: '/browse-arts', title: 'Browse Arts', text: 'Buy handmade work from local artists.' },
  { to: '/post-job', title: 'Post a Job', text: 'Describe a commission and receive applications.' },
];

/** What the dashboard shows first, into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ role }: SessionUser): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(browseArtsQuery({ limit: DASHBOARD_ARTWORKS })),
    role === 'Client' ? queryClient.prefetchQuery(verifiedArtistsQuery(DASHBOARD_VERIFIED_ARTISTS)) : undefined,
  ]);
}

/** /dashboard: the artist or client dashboard by role (the router's RequireRole sends anyone else to their home). */
export function Component() {
  usePageTitle('Dashboard');
  const { role, roleLoading } = useAuth();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  if (roleLoading || (role !== 'Artist' && role !== 'Client')) return null;
  const shortcuts = role === 'Artist' ? ARTIST_SHORTCUTS : CLIENT_SHORTCUTS;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      {message ? (
        <Box mb="6">
          <FormAlert status="success">{message}</FormAlert>
        </Box>
      ) : null}
      <Heading as="h1" size="3xl" mb="2">
        {role === 'Artist' ? 'Artist Dashboard' : 'Client Dashboard'}
      </Heading>
      <Text color="fg.muted" mb="8">
        {role === 'Artist'
          ? 'Sell your work, find commissions and grow your network.'
          : 'Find artists, buy art and commission your next piece.'}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {shortcuts.map((s) => (
          <Link key={s.to} to={s.to}>
            <Box
              h="full"
              p="5"
              borderWidth="1px"
              borderRadius="xl"
              bg="bg"
              transition="box-shadow 0.2s, transform 0.2s"
              _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
            >
              <Text fontWeight="bold" fontSize="lg" color="brand.700" mb="1">
                {s.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {s.text}
              </Text>
            </Box>
          </Link>
        ))}
      </SimpleGrid>
      <FirstArtworks />
      {role === 'Client' ? <VerifiedArtists /> : null}
      {/* Last: it shows (when there are reviews to write) after the page, and would push what is above down. */}
      <Box mt="8">
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <PendingReviews />
          </Suspense>
        </AfterFirstPaint>
      </Box>
    </Container>
  );
}
