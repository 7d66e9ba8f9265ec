import { Box, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useVisitLog } from '../api/people';
import { profilePath } from '../components/person-card';

const showingVisits = (from: number, to: number) =>
  from === 0 ? 'No visits on this page' : `Showing ${from} to ${to}`;

const visitDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'long', day: 'numeric' });

/** /profile-visits: who visited the signed-in person's profile (once per visitor and day), newest first; each links to the visitor's profile. */
export function Component() {
  usePageTitle('Profile visits');
  const { user } = useAuth();
  const { cursor, pager } = useServerPages();
  const log = useVisitLog(user?.userId, cursor);
  const visitors = log.data?.visitors ?? [];

  let body;
  if (log.isPending) {
    body = (
      <Stack gap="3" role="status" aria-label="Loading your visitors">
        <Skeleton h="16" borderRadius="xl" />
        <Skeleton h="16" borderRadius="xl" />
      </Stack>
    );
  } else if (log.isError && !log.data) {
    body = <FormAlert status="error">Failed to load your profile visits. Please try again later.</FormAlert>;
  } else if (visitors.length === 0 && !cursor) {
    body = (
      <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center">
        <Text fontWeight="semibold">Nobody has visited your profile yet.</Text>
      </Box>
    );
  } else {
    body = (
      <>
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Visitors">
          {visitors.map((v) => {
            const name = `${v.firstname} ${v.lastname}`.trim() || 'Unknown User';
            return (
              <Box as="li" key={`${v.user_id}-${v.visited_at}`} borderWidth="1px" borderRadius="xl" p="4" bg="bg">
                <Flex gap="3" align="center">
                  <Avatar name={name} src={v.profile_image} size={44} />
                  <Box minW="0">
                    <Link to={profilePath(v.role === 'Client' ? 'Client' : 'Artist', v.user_id)}>
                      <Text as="span" fontWeight="semibold" textDecoration="underline" color="brand.700">
                        {name}
                      </Text>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {v.role} · visited {visitDate(v.visited_at)}
                    </Text>
                  </Box>
                </Flex>
              </Box>
            );
          })}
        </Stack>
        <Pager
          {...pager(log.data ? { items: visitors, cursor: log.data.cursor, total: null } : undefined)}
          format={showingVisits}
        />
      </>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Profile visits
          </Heading>
          <Text color="fg.muted">
            {log.data
              ? `${log.data.count} ${log.data.count === 1 ? 'visit' : 'visits'} in all, counted once per visitor and day.`
              : 'Who looked at your profile.'}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
