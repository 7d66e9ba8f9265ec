import { describe, expect, it } from 'vitest';
import { fillPage, nextBatch, FILL_BOUNDS, type Batch, type Filled } from './fill-page';

/**
 * A partition in memory, read as DynamoDB reads it: a Query evaluates `limit` items after the
 * cursor (a position), drops the viewer's own (the filter) and says where it stopped.
 */
function partition(owners: readonly string[], viewer: string) {
  const reads = { items: 0, queries: 0 };
  const read = async (limit: number, cursor: string | null): Promise<Batch<number>> => {
    const from = cursor === null ? 0 : Number(cursor) + 1;
    const evaluated = owners.slice(from, from + limit).map((_, i) => from + i);
    reads.items += evaluated.length;
    reads.queries += 1;
    // As DynamoDB: a Query that stopped at its Limit gives where it stopped, even at the very end.
    const stopped = evaluated.length === limit ? String(from + limit - 1) : null;
    return { items: evaluated.filter((i) => owners[i] !== viewer), cursor: stopped };
  };
  return { read, reads, cursorAfter: (i: number) => String(i) };
}

/** Every page a viewer gets, following the cursors to the end. */
async function walk(owners: readonly string[], viewer: string, limit: number) {
  const p = partition(owners, viewer);
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const page: Filled<number> = await fillPage(limit, cursor, p.read, p.cursorAfter);
    pages.push(page.items);
    cursor = page.cursor;
  } while (cursor !== null);
  return { pages, reads: p.reads };
}

const others = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `artist-${(from + i) % 7}`);

describe('fillPage', () => {
  it('reads exactly the page for a viewer with no arts of their own', async () => {
    const owners = others(100);
    const { pages, reads } = await walk(owners, 'client', 25);
    expect(pages.map((p) => p.length)).toEqual([25, 25, 25, 25, 0]);
    expect(pages.flat()).toEqual(owners.map((_, i) => i));
    expect(reads.items).toBe(100);
  });

  it('serves an artist whose 300 own arts come first full pages, in a few Queries, skipping and repeating nothing', async () => {
    const owners = [...Array<string>(300).fill('me'), ...others(260)];
    const { pages, reads } = await walk(owners, 'me', 25);
    expect(pages.slice(0, -1).every((p) => p.length === 25)).toBe(true);
    expect(pages.at(-1)!.length).toBeLessThanOrEqual(25);
    expect(pages.flat()).toEqual(owners.flatMap((o, i) => (o === 'me' ? [] : [i])));
    // The first page reads through the run by doubling: 25, 25, 50, 100, 200.
    const first = partition(owners, 'me');
    const page = await fillPage(25, null, first.read, first.cursorAfter);
    expect(page.items).toHaveLength(25);
    expect(first.reads.queries).toBe(5);
    expect(first.reads.items).toBeLessThanOrEqual(2 * (300 + 25));
    // Walking it all reads each own art once and each other at most twice.
    expect(reads.items).toBeLessThanOrEqual(300 + 2 * 260);
  });

  it('reads little past what is missing when own arts are sprinkled among the others', async () => {
    const owners = Array.from({ length: 500 }, (_, i) => (i % 10 === 3 ? 'me' : `artist-${i % 7}`));
    const { pages, reads } = await walk(owners, 'me', 25);
    expect(pages.slice(0, -1).every((p) => p.length === 25)).toBe(true);
    expect(pages.flat()).toEqual(owners.flatMap((o, i) => (o === 'me' ? [] : [i])));
    expect(reads.items / pages.flat().length).toBeLessThanOrEqual(1.25);
  });

  it('keeps pages exact when own arts fall at the cut, at the end, or everywhere', async () => {
    const cases = [
      [...others(24), 'me', 'me', ...others(30)],
      [...others(50), ...Array<string>(40).fill('me')],
      Array<string>(80).fill('me'),
      Array.from({ length: 301 }, (_, i) => (i % 3 === 0 ? `artist-${i}` : 'me')),
    ];
    for (const owners of cases) {
      for (const limit of [1, 10, 25, 100]) {
        const { pages } = await walk(owners, 'me', limit);
        expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
        expect(pages.flat()).toEqual(owners.flatMap((o, i) => (o === 'me' ? [] : [i])));
      }
    }
  });

  it('stops at its read bound with a cursor to go on', async () => {
    const owners = [...Array<string>(100).fill('me'), ...others(10)];
    const p = partition(owners, 'me');
    const page = await fillPage(10, null, p.read, p.cursorAfter, { maxBatch: 20, maxRead: 50 });
    expect(page.items).toEqual([]);
    expect(p.reads.items).toBe(50);
    const rest = await fillPage(10, page.cursor, p.read, p.cursorAfter, { maxBatch: 1000, maxRead: 5000 });
    expect(rest.items).toEqual(owners.flatMap((o, i) => (o === 'me' ? [] : [i])));
  });

  it('sizes the next Query by what is missing and what the reads so far showed', () => {
    expect(nextBatch(25, 0, 0, FILL_BOUNDS)).toBe(25);
    expect(nextBatch(2, 25, 23, FILL_BOUNDS)).toBe(3);
    expect(nextBatch(25, 100, 0, FILL_BOUNDS)).toBe(100);
    expect(nextBatch(25, 4000, 0, FILL_BOUNDS)).toBe(1000);
    expect(nextBatch(25, 4900, 0, FILL_BOUNDS)).toBe(100);
  });
});
