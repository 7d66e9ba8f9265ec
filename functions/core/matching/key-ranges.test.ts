import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyAt, slicesFor, type KeySlice } from './key-ranges';

const inSlice = (id: string, s: KeySlice) =>
  (s.from === undefined || id >= s.from) && (s.to === undefined || id <= s.to);

const uuid = fc.uuid().map((u) => u.toLowerCase());

describe('Find Match key ranges', () => {
  it('puts every userId in exactly one style’s own range, and each style reads every userId exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        uuid,
        (n, turn, id) => {
          const plan = slicesFor(n, turn);
          expect(plan).toHaveLength(n);
          const owners = plan.filter((slices) => slices.some((s) => s.own && inSlice(id, s)));
          expect(owners).toHaveLength(1);
          for (const slices of plan) {
            expect(slices.filter((s) => inSlice(id, s))).toHaveLength(1);
            // Own slices come first.
            const firstOther = slices.findIndex((s) => !s.own);
            if (firstOther >= 0) expect(slices.slice(firstOther).every((s) => !s.own)).toBe(true);
          }
        },
      ),
    );
  });

  it('shares the key space about evenly between the styles', () => {
    const counts = [0, 0, 0];
    const plan = slicesFor(3, 0.42);
    for (let i = 0; i < 3000; i++) {
      const id = randomUUID();
      counts[plan.findIndex((slices) => slices.some((s) => s.own && inSlice(id, s)))]! += 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it('turns where the ranges begin, so a search of one style starts elsewhere in its partition', () => {
    expect(slicesFor(1, 0)).toEqual([[{ own: true }]]);
    expect(slicesFor(1, 0.5)).toEqual([
      [
        { from: '80000000', own: true },
        { to: '80000000', own: true },
      ],
    ]);
    expect(slicesFor(2, 0.75)[0]).toEqual([
      { from: 'c0000000', own: true },
      { to: '40000000', own: true },
      { from: '40000000', to: 'c0000000', own: false },
    ]);
    expect(keyAt(0.999999999999)).toBe('ffffffff');
  });
});
