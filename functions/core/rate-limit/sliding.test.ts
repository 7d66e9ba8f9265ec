import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedInSlice, priorSlices, retryAfterSeconds, sliceMs, sliceOf, type SlidingRule } from './sliding';

/** The limit as the table runs it, in memory: counts per slice, a use allowed while its slice holds fewer than the earlier ones leave. */
function limiter(rule: SlidingRule) {
  const counts = new Map<number, number>();
  const read = (nowMs: number) => {
    const slice = sliceOf(rule, nowMs);
    return { slice, prior: priorSlices(slice).map((s) => counts.get(s) ?? 0), current: counts.get(slice) ?? 0 };
  };
  return {
    use(nowMs: number): boolean {
      const { slice, prior, current } = read(nowMs);
      if (current >= allowedInSlice(rule, prior)) return false;
      counts.set(slice, current + 1);
      return true;
    },
    retryAfter(nowMs: number): number {
      const { prior, current } = read(nowMs);
      return retryAfterSeconds(rule, nowMs, prior, current);
    },
  };
}

const rules = fc.record({
  limit: fc.integer({ min: 1, max: 30 }),
  windowSeconds: fc.constantFrom(60, 600, 900, 3600, 86_400),
});

/** A rule and arrival times over a few windows (ms), sorted, some bunched at the same moments. */
const scenarios = rules.chain((rule) =>
  fc.record({
    rule: fc.constant(rule),
    arrivals: fc
      .array(
        fc.oneof(
          fc.integer({ min: 0, max: rule.windowSeconds * 4000 }),
          fc.constantFrom(rule.windowSeconds * 1000 - 1, rule.windowSeconds * 1000),
        ),
        { minLength: 1, maxLength: 120 },
      )
      .map((times) => times.sort((a, b) => a - b)),
    start: fc.integer({ min: 0, max: 2_000_000_000 }).map((s) => s * 1000),
  }),
);

describe('sliding limit', () => {
  it('never lets more than `limit` uses into any span of one window, whatever the arrival times', () => {
    fc.assert(
      fc.property(scenarios, ({ rule, arrivals, start }) => {
        const l = limiter(rule);
        const accepted = arrivals.map((t) => start + t).filter((t) => l.use(t));
        const windowMs = rule.windowSeconds * 1000;
        // The fullest spans begin at an accepted use: [t, t + window], both ends included.
        for (const [i, t] of accepted.entries()) {
          const inSpan = accepted.slice(i).filter((u) => u <= t + windowMs).length;
          expect(inSpan).toBeLessThanOrEqual(rule.limit);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a use only when the window before it (give or take one slice) already holds `limit` uses', () => {
    fc.assert(
      fc.property(scenarios, ({ rule, arrivals, start }) => {
        const l = limiter(rule);
        const accepted: number[] = [];
        for (const t of arrivals.map((a) => start + a)) {
          if (l.use(t)) accepted.push(t);
          else
            expect(
              accepted.filter((u) => u >= t - rule.windowSeconds * 1000 - sliceMs(rule)).length,
            ).toBeGreaterThanOrEqual(rule.limit);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('retryAfter is when a slot frees: refused a second before it, allowed at it', () => {
    fc.assert(
      fc.property(scenarios, ({ rule, arrivals, start }) => {
        const l = limiter(rule);
        const times = arrivals.map((a) => start + a);
        for (const t of times) l.use(t);
        const last = times.at(-1)!;
        if (l.use(last)) return; // room left: nothing to retry
        const wait = l.retryAfter(last) * 1000;
        expect(wait).toBeGreaterThan(0);
        if (wait > 1000) expect(l.use(last + wait - 1000)).toBe(false);
        expect(l.use(last + wait)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the fixed window’s hole is closed: `limit` uses at :59 leave no room at :00, and the room comes back slice by slice', () => {
    const rule = { limit: 30, windowSeconds: 60 };
    const l = limiter(rule);
    const minute = Date.UTC(2026, 10, 26, 16, 0, 0);
    for (let i = 0; i < 30; i++) expect(l.use(minute - 1000 + i)).toBe(true); // 16:59:59 and a bit
    expect(l.use(minute)).toBe(false); // 17:00:00, a new fixed window
    expect(l.use(minute + 30_000)).toBe(false);
    // Their slice (16:59:55–17:00:00) leaves the count when the 17:01:00 slice begins.
    expect(l.retryAfter(minute + 30_000)).toBe(30);
    expect(l.use(minute + 59_999)).toBe(false);
    for (let i = 0; i < 30; i++) expect(l.use(minute + 60_000 + i)).toBe(true);
    expect(l.use(minute + 60_030)).toBe(false);
  });

  it('uses spread over the window free their slots one slice at a time', () => {
    const rule = { limit: 12, windowSeconds: 60 };
    const l = limiter(rule);
    const minute = Date.UTC(2026, 10, 26, 17, 0, 0);
    for (let i = 0; i < 12; i++) expect(l.use(minute + i * 5000)).toBe(true); // one every 5 s
    expect(l.use(minute + 60_000)).toBe(false);
    expect(l.use(minute + 65_000)).toBe(true); // the 17:00:00 use left
    expect(l.use(minute + 66_000)).toBe(false);
    expect(l.retryAfter(minute + 66_000)).toBe(4);
    expect(l.use(minute + 70_000)).toBe(true); // the 17:00:05 one
  });
});
