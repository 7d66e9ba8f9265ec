import type { ImageVariants } from './variants';

/**
 * What the variant backfill's steps share (./backfill-variants.ts runs them): art items and post
 * images stored before a variant existed (the 800 px medium one, the 360 px thumb, the 680 px card one) lack its key,
 * and each domain walks its own entities a page at a time, asks for the image's variants (made
 * again, all of them, when its upload record lacks one) and writes the keys onto what shows the image.
 * Free of sharp and of any domain: the arts and community steps import it, and get the variants
 * from the caller (`variantsOf`), so neither bundles the image code.
 */

/** Makes (or finds) an upload's variants; throws when it cannot (no record, refused, object gone). */
export type VariantsOf = (key: string) => Promise<ImageVariants>;

export interface BackfillCounts {
  /** Items read by the walk. */
  scanned: number;
  /** Items that had an image lacking a variant's key and now have them all. */
  filled: number;
  /** Items that needed one but were left as they were (see `skips`). */
  skipped: number;
}

export interface BackfillSkip {
  /** `art:<artId>` or `post:<postId>`. */
  id: string;
  reason: string;
}

export interface BackfillPage extends BackfillCounts {
  skips: BackfillSkip[];
  /** Where the next page starts; null once the walk is done. */
  cursor: string | null;
}

/** One item's outcome: filled, or skipped with the reason. */
export type FillOutcome = { filled: true } | { filled: false; reason: string };

export const FILLED: FillOutcome = { filled: true };
export const skippedBecause = (reason: string): FillOutcome => ({ filled: false, reason });

/** Items a walk reads per page unless told. */
export const BACKFILL_PAGE_SIZE = 25;

/** The variants of `key`, or why there are none (the item is then skipped, the walk goes on). */
export async function variantsOrReason(variantsOf: VariantsOf, key: string): Promise<ImageVariants | string> {
  try {
    return await variantsOf(key);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Fills the page's items that `needs` one, one after another (each may render an image), and
 * counts: an item `fill` refuses, or whose fill throws, is skipped with the reason, never the run.
 */
export async function fillEach<T>(
  items: readonly T[],
  needs: (item: T) => boolean,
  idOf: (item: T) => string,
  fill: (item: T) => Promise<FillOutcome>,
): Promise<Omit<BackfillPage, 'cursor'>> {
  const page: Omit<BackfillPage, 'cursor'> = { scanned: items.length, filled: 0, skipped: 0, skips: [] };
  for (const item of items) {
    if (!needs(item)) continue;
    const outcome = await fill(item).catch((err: unknown): FillOutcome =>
      skippedBecause(err instanceof Error ? err.message : String(err)),
    );
    if (outcome.filled) page.filled++;
    else {
      page.skipped++;
      page.skips.push({ id: idOf(item), reason: outcome.reason });
    }
  }
  return page;
}

/**
 * Where a walk over several Queries is: which one (`index`: a step, a partition) and ElectroDB's
 * cursor in it. Passed around as an opaque token (base64url JSON), as page cursors are.
 */
export interface WalkPosition {
  index: number;
  cursor: string | null;
}

export const encodePosition = (position: WalkPosition) => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The position a token names (the start without one); throws `Not a <what>` for anything else. */
export function decodePosition(token: string | null | undefined, count: number, what: string): WalkPosition {
  if (!token) return { index: 0, cursor: null };
  let position: Partial<WalkPosition>;
  try {
    position = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<WalkPosition>;
  } catch {
    throw new Error(`Not a ${what}: ${token}`);
  }
  const { index, cursor } = position;
  if (!Number.isInteger(index) || index! < 0 || index! >= count || (cursor !== null && typeof cursor !== 'string'))
    throw new Error(`Not a ${what}: ${token}`);
  return { index: index!, cursor: cursor ?? null };
}

/** Where the walk goes after a page that ended at `cursor`: on in the same Query, on to the next of `count`, or nowhere (done). */
export function nextPosition(at: WalkPosition, cursor: string | null | undefined, count: number): WalkPosition | null {
  if (cursor) return { index: at.index, cursor };
  return at.index + 1 < count ? { index: at.index + 1, cursor: null } : null;
}
