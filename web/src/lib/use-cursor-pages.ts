import { useState } from 'react';

interface Paging {
  resetKey: string;
  /** The cursor of each page read so far, the one shown last (null: the first page). */
  cursors: (string | null)[];
  /** How many items each earlier page showed, for "Showing x to y". */
  counts: number[];
}

/**
 * Previous / Next over a list paged by the server's cursor: the cursors of earlier pages are
 * kept, so Previous needs nothing from the server. A new `resetKey` (other filters, another
 * sort or size) goes back to page 1.
 */
export function useCursorPages(resetKey: string) {
  const [paging, setPaging] = useState<Paging>({ resetKey, cursors: [null], counts: [] });
  const current = paging.resetKey === resetKey ? paging : { resetKey, cursors: [null], counts: [] };
  const cursor = current.cursors[current.cursors.length - 1] ?? null;
  const offset = current.counts.reduce((a, b) => a + b, 0);

  /** The props of a <Pager> for the page the server answered. */
  const pager = (page: { items: readonly unknown[]; cursor: string | null } | undefined, busy = false) => {
    const count = page?.items.length ?? 0;
    return {
      from: count === 0 ? 0 : offset + 1,
      to: offset + count,
      total: page && page.cursor === null ? offset + count : null,
      hasPrevious: current.cursors.length > 1 && !busy,
      hasNext: Boolean(page?.cursor) && !busy,
      onPrevious: () =>
        setPaging({
          resetKey,
          cursors: current.cursors.length > 1 ? current.cursors.slice(0, -1) : current.cursors,
          counts: current.counts.slice(0, -1),
        }),
      onNext: () => {
        if (!page?.cursor) return;
        setPaging({ resetKey, cursors: [...current.cursors, page.cursor], counts: [...current.counts, count] });
      },
    };
  };

  return { cursor, page: current.cursors.length, pager };
}
