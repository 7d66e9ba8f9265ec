/**
 * Browse Arts leaves the viewer's own arts out (DESIGN "Lists, filters and search"): the listing
 * Query drops them with a filter, so they are read but not returned, and a page whose reads met
 * own arts reads on until it is full. The first Query asks for exactly the page (a client, or an
 * artist with no own arts in the way, reads what it shows); each next one asks for what is still
 * missing, scaled by how many of the items read so far were shown, and doubles the reads while
 * a run of own arts shows nothing. A page cut inside a Query's answer continues right after its
 * last shown item, so nothing is skipped or repeated.
 */

export interface Batch<T> {
  /** The items the Query returned (own arts already filtered out), in order. */
  items: T[];
  /** Where the Query stopped (DynamoDB's LastEvaluatedKey), null at the partition's end. */
  cursor: string | null;
  /** The items it read, when known (a Query without a filter): counted instead of its Limit. */
  read?: number;
}

export interface FillBounds {
  /** The most one Query asks DynamoDB to evaluate (its Limit). */
  maxBatch: number;
  /** The most one page reads; past it the page comes back as it is, with a cursor to go on. */
  maxRead: number;
}

/** ~1,000 small listing items stay under a Query's 1 MB; 5,000 is a few Queries' worth. */
export const FILL_BOUNDS: FillBounds = { maxBatch: 1000, maxRead: 5000 };

export interface Filled<T> {
  items: T[];
  cursor: string | null;
  /** Items the Queries read, or asked DynamoDB to evaluate where not known (an upper bound). */
  asked: number;
  queries: number;
}

/**
 * The Limit of the next Query: what is missing, times the reads per shown item so far; while
 * nothing has been shown, as much again as has been read (so a long run of own arts takes a few
 * Queries, not one per page size).
 */
export function nextBatch(missing: number, asked: number, shown: number, bounds: FillBounds): number {
  const wanted = shown === 0 ? Math.max(missing, asked) : Math.ceil((missing * asked) / shown);
  return Math.max(1, Math.min(bounds.maxBatch, bounds.maxRead - asked, Math.max(missing, wanted)));
}

/**
 * Reads a page of `limit` items from `start`: `read(n, cursor)` runs one Query of Limit n;
 * `cursorAfter(item)` is the cursor that continues right after an item (for a page that ends in
 * the middle of a Query's answer).
 */
export async function fillPage<T>(
  limit: number,
  start: string | null,
  read: (batch: number, cursor: string | null) => Promise<Batch<T>>,
  cursorAfter: (item: T) => string,
  bounds: FillBounds = FILL_BOUNDS,
  plan: typeof nextBatch = nextBatch,
): Promise<Filled<T>> {
  const items: T[] = [];
  let cursor = start;
  let asked = 0;
  let queries = 0;
  for (;;) {
    const missing = limit - items.length;
    const batch = plan(missing, asked, items.length, bounds);
    const answer = await read(batch, cursor);
    asked += answer.read ?? batch;
    queries += 1;
    if (answer.items.length > missing) {
      items.push(...answer.items.slice(0, missing));
      return { items, cursor: cursorAfter(items[items.length - 1]!), asked, queries };
    }
    items.push(...answer.items);
    cursor = answer.cursor;
    if (items.length === limit || cursor === null || asked >= bounds.maxRead) return { items, cursor, asked, queries };
  }
}
