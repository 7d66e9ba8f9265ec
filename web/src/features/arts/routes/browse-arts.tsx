import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ART_MESSAGES } from '@shared/messages/arts';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { browseArtsQuery, useBrowseArts, type BrowseQuery } from '@web/api/arts';
import { wishlistIdsQuery } from '@web/api/wishlist';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';
import { queryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { BrowseFiltersBar, CLEARED_FILTERS } from '../components/browse-filters';
import { BrowseMasonry, MasonryLoading } from '../components/browse-masonry';
import { NoSearchResults } from '../components/search-suggestions';
import { ArtSearchForm } from '@web/components/art-search-form';
import { urlPage, useUrlPages } from '../components/browse-url-pages';
import { hasFilters, readBrowseParams, writeBrowseParams, type BrowseFilters } from '../components/browse-query';

const showingArts = (from: number, to: number) =>
  from === 0 ? 'No arts on this page' : `Showing arts ${from} to ${to}`;

/** The page of arts the address opens: its filters and its page's cursor. */
const queryOf = (params: URLSearchParams): BrowseQuery => ({
  ...readBrowseParams(params),
  cursor: urlPage(params).cursor ?? undefined,
});

/** What Browse Arts shows first (the arts of the address and the hearts), into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ userId }: SessionUser): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(browseArtsQuery(queryOf(new URLSearchParams(window.location.search)))),
    queryClient.prefetchQuery(wishlistIdsQuery(userId)),
  ]);
}

/** /browse-arts: everyone else's arts, filtered, sorted and paged; each card opens /art/{artId}. */
export function Component() {
  usePageTitle('Browse Arts');
  const [params, setParams] = useSearchParams();
  const filters = readBrowseParams(params);
  // The page and its cursor are in the address too (`?page=2&cursor=…`): Back after Next is page 1.
  const { page, pager } = useUrlPages(writeBrowseParams(filters));
  const arts = useBrowseArts(queryOf(params), { staleTime: FIRST_DATA_FRESH_MS });
  const top = useRef<HTMLHeadingElement>(null);

  // Read from the address itself: a second change may come before the first one has rendered.
  const changeFilters = (patch: Partial<BrowseFilters>) =>
    setParams(writeBrowseParams({ ...readBrowseParams(new URLSearchParams(window.location.search)), ...patch }));
  // A new page starts at the top of the results, read from their heading.
  const showResultsTop = () => {
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  };

  const items = arts.data?.items ?? [];
  const busy = arts.isFetching && arts.isPlaceholderData;
  const pages = pager(arts.data, filters.limit, busy);

  let results;
  if (arts.isPending) {
    results = <MasonryLoading />;
  } else if (arts.isError && !arts.data) {
    results = <FormAlert status="error">{userMessage(arts.error, ART_MESSAGES.loadFailed)}</FormAlert>;
  } else if (items.length === 0 && filters.q && page === 1) {
    results = (
      <NoSearchResults
        filters={filters}
        suggestions={arts.data?.suggestions ?? []}
        onChoose={(next) => setParams(writeBrowseParams(next))}
        onClear={() => changeFilters({ q: undefined })}
      />
    );
  } else if (items.length === 0) {
    results = (
      <Stack borderWidth="1px" borderRadius="xl" p="10" textAlign="center" align="center" gap="3" bg="bg">
        <Text fontWeight="semibold">
          {page > 1 ? 'No more arts.' : hasFilters(filters) ? 'No arts match these filters.' : 'No arts to show yet.'}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {hasFilters(filters)
            ? 'Try another style, medium, subject or price.'
            : 'Arts that artists upload appear here.'}
        </Text>
        {hasFilters(filters) ? (
          <Button variant="outline" colorPalette="brand" onClick={() => changeFilters(CLEARED_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    results = (
      <Box opacity={busy ? 0.6 : 1} transition="opacity 0.2s" aria-busy={busy || undefined}>
        <BrowseMasonry arts={items} label="Arts" />
      </Box>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="3xl" mb="2">
        Browse Arts
      </Heading>
      <Text color="fg.muted" mb="6">
        Handmade and original work from local artists. Search by words, or filter by style, medium, subject or price.
      </Text>
      <Stack gap="6">
        <ArtSearchForm
          key={filters.q ?? ''}
          initial={filters.q}
          onSearch={(q) => changeFilters({ q: q || undefined })}
        />
        <BrowseFiltersBar filters={filters} onChange={changeFilters} />
        {arts.isError && arts.data ? (
          <FormAlert status="error">{userMessage(arts.error, ART_MESSAGES.loadFailed)}</FormAlert>
        ) : null}
        <Box>
          <Heading as="h2" ref={top} tabIndex={-1} size="md" mb="4" scrollMarginTop="24" outline="none">
            {filters.q ? `Arts matching “${filters.q}”` : 'Arts'}
            {page > 1 ? `, page ${page}` : ''}
          </Heading>
          {results}
          {arts.isPending || (arts.isError && !arts.data) ? null : (
            <Pager
              {...pages}
              onPrevious={() => {
                pages.onPrevious();
                showResultsTop();
              }}
              onNext={() => {
                pages.onNext();
                showResultsTop();
              }}
              format={showingArts}
            />
          )}
        </Box>
      </Stack>
    </Container>
  );
}
