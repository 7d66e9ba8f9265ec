import { Box, chakra, Container, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_PAGE_SIZES, PEOPLE_MESSAGES } from '@shared/messages/people';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useDirectory, type ListedRole } from '../api/people';
import { FindMatch } from './find-match';
import { PEOPLE_GRID, PersonCard } from './person-card';

/** Previous / Next over server cursors; a new `resetKey` (search, page size) starts at page 1. */
function useCursorStack(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[]; counts: number[] }>({
    key: resetKey,
    cursors: [null],
    counts: [],
  });
  const current = state.key === resetKey ? state : { key: resetKey, cursors: [null], counts: [] };
  const cursor = current.cursors[current.cursors.length - 1] ?? null;
  const offset = current.counts.reduce((a, b) => a + b, 0);
  const pager = (page: { items: readonly unknown[]; cursor: string | null; total: number | null } | undefined) => {
    const count = page?.items.length ?? 0;
    return {
      from: count === 0 ? 0 : offset + 1,
      to: offset + count,
      total: page?.total ?? (page && page.cursor === null ? offset + count : null),
      hasPrevious: current.cursors.length > 1,
      hasNext: Boolean(page?.cursor),
      onPrevious: () =>
        setState({ key: resetKey, cursors: current.cursors.slice(0, -1), counts: current.counts.slice(0, -1) }),
      onNext: () =>
        page?.cursor &&
        setState({ key: resetKey, cursors: [...current.cursors, page.cursor], counts: [...current.counts, count] }),
    };
  };
  return { cursor, pager };
}

/** Discover Artists / Discover Clients: a searchable, paged masonry of people, and Find Match. */
export function DirectoryPage({ role }: { role: ListedRole }) {
  const title = role === 'Artist' ? 'Discover Artists' : 'Discover Clients';
  usePageTitle(title);
  const { user, role: viewerRole } = useAuth();
  const [limit, setLimit] = useState(DIRECTORY_DEFAULT_PAGE_SIZE);
  const { search, setSearch, query } = useServerPages();
  const { cursor, pager } = useCursorStack(`${query}|${limit}`);
  const list = useDirectory(role, { search: query, limit, cursor });
  const items = list.data?.items ?? [];
  const label = role === 'Artist' ? 'artists' : 'clients';
  // Find Match is shown to non-artists on Discover Artists and non-clients on Discover Clients; the
  // match routes serve the other role (admins have no preferences to match).
  const canMatch = role === 'Artist' ? viewerRole === 'Client' : viewerRole === 'Artist';

  let results;
  if (list.isPending) {
    results = (
      <chakra.div css={PEOPLE_GRID} role="status" aria-label={`Loading ${label}`}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h="32" borderRadius="xl" />
        ))}
      </chakra.div>
    );
  } else if (list.isError && !list.data) {
    results = (
      <FormAlert status="error">
        {userMessage(
          list.error,
          role === 'Artist' ? PEOPLE_MESSAGES.fetchArtistsFailed : PEOPLE_MESSAGES.fetchClientsFailed,
        )}
      </FormAlert>
    );
  } else if (items.length === 0) {
    results = (
      <Box borderWidth="1px" borderRadius="xl" p="10" textAlign="center" bg="bg">
        <Text fontWeight="semibold">
          {query
            ? PEOPLE_MESSAGES.noResults
            : role === 'Artist'
              ? PEOPLE_MESSAGES.noArtists
              : PEOPLE_MESSAGES.noClients}
        </Text>
      </Box>
    );
  } else {
    results = (
      <chakra.ul
        listStyleType="none"
        m="0"
        p="0"
        css={PEOPLE_GRID}
        aria-label={title}
        opacity={list.isPlaceholderData ? 0.6 : 1}
      >
        {items.map((p) => (
          <chakra.li key={p.user_id} minW="0">
            <PersonCard person={p} />
          </chakra.li>
        ))}
      </chakra.ul>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="4"
        mb="6"
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {canMatch && user ? (
          <Flex gap="3" align="center" wrap="wrap">
            <FindMatch want={role} userId={user.userId} />
          </Flex>
        ) : null}
      </Flex>
      <Flex gap="4" mb="6" wrap="wrap" align="flex-end">
        <Box flex="1" minW="56">
          <chakra.label htmlFor="directory-search" fontWeight="medium" fontSize="sm" display="block" mb="1">
            Search {label} by name
          </chakra.label>
          <Input
            id="directory-search"
            type="search"
            size="lg"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name..."
          />
        </Box>
        <Box>
          <chakra.label htmlFor="directory-size" fontWeight="medium" fontSize="sm" display="block" mb="1">
            Per page
          </chakra.label>
          <chakra.select
            id="directory-size"
            value={limit}
            onChange={(e) => setLimit(Number(e.target.value))}
            h="12"
            px="3"
            borderWidth="1px"
            borderRadius="md"
            bg="bg"
          >
            {DIRECTORY_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </chakra.select>
        </Box>
      </Flex>
      <Stack gap="4">
        {results}
        {list.isPending || items.length === 0 ? null : <Pager {...pager(list.data)} />}
      </Stack>
    </Container>
  );
}
