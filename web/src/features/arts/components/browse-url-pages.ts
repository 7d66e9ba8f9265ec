import { useLocation, useSearchParams } from 'react-router';

/** What the address's history entry remembers: the cursors of pages 2…n, for Previous. */
interface PagesState {
  browseCursors?: string[];
}

/** The page the address opens and its cursor: a page number without its cursor (or nonsense) is page 1. */
export function urlPage(params: URLSearchParams): { page: number; cursor: string | null } {
  const asked = Number(params.get('page'));
  const urlCursor = params.get('cursor');
  const page = Number.isInteger(asked) && asked > 1 && urlCursor ? asked : 1;
  return { page, cursor: page > 1 ? urlCursor : null };
}

/**
 * Browse Arts' Previous / Next, kept in the address: `?page=3&cursor=…` (the server's opaque
 * cursor of that page) beside the filters, each page a history entry of its own, so Back after
 * Next returns to page 1 of the same filters, and a reload or a shared link opens the same page.
 * The cursors of the pages before are kept in the entry's history state; a link opened afresh
 * has none, and its Previous goes to page 1.
 */
export function useUrlPages(filterParams: URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { page, cursor } = urlPage(params);
  const kept = (location.state as PagesState | null)?.browseCursors;
  const chain = kept && kept.length === page - 1 && kept[kept.length - 1] === cursor ? kept : null;

  const go = (n: number, cursors: string[]) => {
    const next = new URLSearchParams(filterParams);
    if (n > 1) {
      next.set('page', String(n));
      next.set('cursor', cursors[cursors.length - 1]!);
    }
    setParams(next, { state: { browseCursors: cursors } satisfies PagesState });
  };

  /** The props of a <Pager> for the page the server answered, `limit` a page. */
  const pager = (
    answer: { items: readonly unknown[]; cursor: string | null } | undefined,
    limit: number,
    busy = false,
  ) => {
    const count = answer?.items.length ?? 0;
    const offset = (page - 1) * limit;
    return {
      from: count === 0 ? 0 : offset + 1,
      to: offset + count,
      total: answer && answer.cursor === null ? offset + count : null,
      hasPrevious: page > 1 && !busy,
      hasNext: Boolean(answer?.cursor) && !busy,
      onPrevious: () => (chain && page > 2 ? go(page - 1, chain.slice(0, -1)) : go(1, [])),
      onNext: () => {
        if (!answer?.cursor) return;
        go(page + 1, [...(chain ?? (cursor ? [cursor] : [])), answer.cursor]);
      },
    };
  };

  return { cursor, page, pager };
}
