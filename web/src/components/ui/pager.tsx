import { Button, Flex, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';

/** The spec's "Showing x to y of z entries"; when the server could not count a search, "of more than y". */
export const showingEntries = (from: number, to: number, total: number | null) =>
  total === null
    ? `Showing ${from} to ${to} of more than ${to} entries`
    : `Showing ${from} to ${to} of ${total} entries`;

/** "Page 2 of 5", where a list is counted in pages. */
export const pageOfPages = (page: number, pages: number) => `Page ${page} of ${pages}`;

/** Where the reader is: rows from `from` to `to` of `total` (in `format`'s words), or a text of its own ("Page 2 of 5"). */
type PagerPosition =
  | {
      from: number;
      to: number;
      total: number | null;
      format?: (from: number, to: number, total: number | null) => string;
      text?: never;
    }
  | { text: string };

type PagerProps = PagerPosition & {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The position between the two buttons instead of before them (the community feed). */
  between?: boolean;
};

/**
 * Previous / Next under a list, with the text of where the reader is (announced as it changes).
 * `format` lets a screen use its own wording (e.g. "Showing x - y of n items").
 */
export function Pager(props: PagerProps) {
  const { hasPrevious, hasNext, onPrevious, onNext, between = false } = props;
  const text = props.text ?? (props.format ?? showingEntries)(props.from, props.to, props.total);
  const position = (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {text}
    </Text>
  );
  const previous = (
    <Button size="sm" variant="outline" onClick={onPrevious} disabled={!hasPrevious}>
      Previous
    </Button>
  );
  const next = (
    <Button size="sm" variant="outline" onClick={onNext} disabled={!hasNext}>
      Next
    </Button>
  );
  if (between) {
    return (
      <Flex align="center" justify="space-between" gap="3" flexWrap="wrap">
        {previous}
        {position}
        {next}
      </Flex>
    );
  }
  return (
    <Flex align="center" justify="space-between" gap="4" flexWrap="wrap" mt="4">
      {position}
      <Flex gap="2">
        {previous}
        {next}
      </Flex>
    </Flex>
  );
}

/** The <Pager> props of a list counted in pages (1 to `pages`), kept by the caller. */
export function numberedPages(page: number, pages: number, onPage: (page: number) => void) {
  return {
    text: pageOfPages(page, pages),
    hasPrevious: page > 1,
    hasNext: page < pages,
    onPrevious: () => onPage(page - 1),
    onNext: () => onPage(page + 1),
  };
}

/** How long typing pauses before a search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The state of a list searched and paged on the server: the search text (sent once typing
 * pauses), the cursor of the page shown and the ones before it (so Previous needs no cursor from
 * the server). A new search starts again at page 1. Pass the server's page to `pager(page)` for
 * the <Pager> props.
 */
export function useServerPages() {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  // Rows shown on the pages before this one, for "Showing x to y".
  const [before, setBefore] = useState<number[]>([]);

  useEffect(() => {
    const next = search.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setCursors([null]);
      setBefore([]);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  const setSearch = useCallback((value: string) => setSearchText(value), []);
  const cursor = cursors[cursors.length - 1] ?? null;
  const offset = before.reduce((a, b) => a + b, 0);

  const pager = (page: { items: readonly unknown[]; cursor: string | null; total: number | null } | undefined) => {
    const count = page?.items.length ?? 0;
    const to = offset + count;
    const total = page?.total ?? (page && page.cursor === null ? to : null);
    return {
      from: count === 0 ? 0 : offset + 1,
      to,
      total,
      hasPrevious: cursors.length > 1,
      hasNext: Boolean(page?.cursor),
      onPrevious: () => {
        setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c));
        setBefore((b) => b.slice(0, -1));
      },
      onNext: () => {
        if (!page?.cursor) return;
        const next = page.cursor;
        setCursors((c) => [...c, next]);
        setBefore((b) => [...b, count]);
      },
    };
  };

  return { search, setSearch, query, cursor, pager };
}
