import { Button, Flex, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';

/** Clamp a page number into [1, pageCount]. */
export const clampPage = (page: number, total: number, pageSize: number) => Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));

/** The items of one page. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * Previous / Next with the spec's "Showing x to y of z entries" text.
 * `format` lets a screen use its own wording (e.g. "Showing x - y of n items").
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  format = (from, to, of) => `Showing ${from} to ${to} of ${of} entries`,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  format?: (from: number, to: number, of: number) => string;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex align="center" justify="space-between" gap="4" flexWrap="wrap" mt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {format(from, to, total)}
      </Text>
      <Flex gap="2">
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The search text and page of a list filtered in the browser: a new search goes back to page 1,
 * and the page is clamped when the list shrinks. Spread `pager` into <Pager>.
 */
export function usePagedSearch<T>(items: readonly T[], filter: (items: readonly T[], search: string) => T[], pageSize: number) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const matches = useMemo(() => filter(items, search), [filter, items, search]);
  const current = clampPage(page, matches.length, pageSize);
  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPage(1);
  }, []);
  return {
    search,
    setSearch,
    matches,
    pageItems: pageOf(matches, current, pageSize),
    pager: { page: current, pageSize, total: matches.length, onPage: setPage },
  };
}
