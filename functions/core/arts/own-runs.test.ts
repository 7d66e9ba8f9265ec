import { describe, expect, it } from 'vitest';
import { withListedAt } from './listings';
import { RUN_MIN, RunFinder, type Run } from './own-runs';

const ME = 'me';
const SETTLED = '2026-01-02T00:00:00.000Z';
/** The n-th entry of a partition, newest first (a larger n is older), by `by`. */
const entry = (n: number, by = ME) => ({
  createdAt: new Date(Date.UTC(2026, 0, 1, 12) - n * 1000).toISOString(),
  artId: `art-${String(n).padStart(4, '0')}`,
  artistId: by,
});
const place = (n: number) => ({ createdAt: entry(n).createdAt, artId: entry(n).artId });
const range = (from: number, to: number, by = ME) => Array.from({ length: to - from }, (_, i) => entry(from + i, by));

describe('RunFinder', () => {
  it('finds runs of the viewer’s entries back to back, long enough to be worth a Query', () => {
    const finder = new RunFinder(ME, [], SETTLED);
    finder.read([...range(0, RUN_MIN), entry(RUN_MIN, 'other'), ...range(RUN_MIN + 1, RUN_MIN + 5)]);
    expect(finder.runs()).toEqual([{ hi: place(0), lo: place(RUN_MIN - 1), count: RUN_MIN }]);
  });

  it('leaves out entries listed too recently for a write in flight to be excluded', () => {
    const finder = new RunFinder(ME, [], entry(5).createdAt);
    finder.read(range(0, RUN_MIN + 5));
    // Entries 0–5 are not older than the settled moment: the 19 below them are too few.
    expect(finder.runs()).toBeNull();
    const longer = new RunFinder(ME, [], entry(5).createdAt);
    longer.read(range(0, RUN_MIN + 10));
    expect(longer.runs()).toEqual([{ hi: place(6), lo: place(RUN_MIN + 9), count: RUN_MIN + 4 }]);
  });

  it('joins what it reads to a known run it reached, and a known run to what follows it', () => {
    const known: Run = { hi: place(10), lo: place(49), count: 40 };
    const finder = new RunFinder(ME, [known], SETTLED);
    finder.read(range(3, 10));
    finder.skipped(known, true);
    finder.read([...range(50, 60), entry(60, 'other')]);
    expect(finder.runs()).toEqual([{ hi: place(3), lo: place(59), count: 7 + 40 + 10 }]);
  });

  it('does not join across a gap it did not read, and changes nothing when it found nothing new', () => {
    const known: Run = { hi: place(10), lo: place(49), count: 40 };
    const finder = new RunFinder(ME, [known], SETTLED);
    finder.read(range(3, 8));
    finder.skipped(known, false);
    expect(finder.runs()).toBeNull();
  });

  it('keeps the longest runs, newest first', () => {
    const known: Run[] = Array.from({ length: 16 }, (_, i) => ({
      hi: place(1000 + i * 100),
      lo: place(1000 + i * 100 + RUN_MIN + i),
      count: RUN_MIN + i + 1,
    }));
    const finder = new RunFinder(ME, known, SETTLED);
    finder.read(range(0, 200));
    const runs = finder.runs()!;
    expect(runs).toHaveLength(16);
    expect(runs[0]).toEqual({ hi: place(0), lo: place(199), count: 200 });
    expect(runs.some((r) => r.count === RUN_MIN + 1)).toBe(false);
  });
});

describe('withListedAt', () => {
  const art = {
    artStyle: 'Abstract',
    medium: 'Oil',
    subject: 'Nature',
    priceCentavos: 600_000,
    quantity: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const NOW = '2026-06-01T00:00:00.000Z';

  it('lists an art now when it enters Browse Arts: new, restocked, shown again', () => {
    expect(withListedAt(null, art, NOW).listedAt).toBe(NOW);
    expect(withListedAt({ ...art, quantity: 0 }, art, NOW).listedAt).toBe(NOW);
    expect(withListedAt({ ...art, hidden: true }, { ...art, hidden: false }, NOW).listedAt).toBe(NOW);
  });

  it('lists it now when it moves to other partitions, and keeps its place otherwise', () => {
    expect(withListedAt(art, { ...art, medium: 'Acrylic' }, NOW).listedAt).toBe(NOW);
    expect(withListedAt(art, { ...art, priceCentavos: 2_500_000 }, NOW).listedAt).toBe(NOW);
    expect(withListedAt(art, { ...art, priceCentavos: 650_000, quantity: 1 }, NOW).listedAt).toBeUndefined();
    expect(withListedAt(art, { ...art, quantity: 0 }, NOW).listedAt).toBeUndefined();
  });
});
