import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_REFUND_CENTAVOS } from '@shared/money';
import {
  accounts,
  balances,
  commissionRefundPostings,
  fundPostings,
  netOf,
  type Posting,
  refundPaidPostings,
  releasePaidPostings,
  releasePostings,
} from './accounts';
import {
  type CommissionEvent,
  decisionParts,
  fundedOf,
  heldOf,
  heldTotal,
  keptOnCancel,
  type MilestoneMoneyState,
  step,
} from './milestones';

/**
 * Issue 31's money invariants over random commissions: random milestones, then random sequences
 * of fund / deliver / revise / approve / auto-approve / cancel / dispute-decide, with PayMongo's
 * movements (transfers, refunds) reported late, twice or not at all. Run through the same pure
 * rules the routes use; the ledger is built from the same posting functions.
 */

const PROJECT = 'p1';
const ARTIST = 'a1';
const BOOK = 'project-p1';

type Op =
  | { op: 'event'; position: number; event: CommissionEvent }
  | { op: 'cancel'; keepPercent: number }
  | { op: 'decide'; release: number }
  | { op: 'settle'; which: number };

const eventArb: fc.Arbitrary<CommissionEvent> = fc.oneof(
  fc.constant({ kind: 'fund' as const }),
  fc.constant({ kind: 'deliver' as const }),
  fc.constant({ kind: 'revise' as const }),
  fc.constant({ kind: 'approve' as const }),
  fc.constant({ kind: 'auto_approve' as const }),
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('event' as const),
      position: fc.integer({ min: 1, max: 6 }),
      event: eventArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('cancel' as const), keepPercent: fc.integer({ min: 0, max: 100 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('decide' as const), release: fc.integer({ min: 0, max: 2_000_000 }) }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('settle' as const), which: fc.nat() }) },
);

const milestonesArb = fc.array(
  fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), revisions: fc.integer({ min: 0, max: 3 }) }),
  { minLength: 1, maxLength: 6 },
);

interface Movement {
  kind: 'release' | 'refund';
  position: number;
  amount: number;
}

function run(defs: { amount: number; revisions: number }[], ops: Op[], processingFee: (amount: number) => number) {
  let ms: MilestoneMoneyState[] = defs.map((d, i) => ({
    position: i + 1,
    amount: d.amount,
    money: 'unfunded',
    revisions: d.revisions,
    revisionsUsed: 0,
    released: 0,
    refunded: 0,
  }));
  const ledger: Posting[][] = [];
  const pending: Movement[] = [];
  const moved = new Set<string>();
  let closed = false;
  const record = (position: number, release: number, refund: number) => {
    if (release) {
      ledger.push(releasePostings(PROJECT, ARTIST, release));
      pending.push({ kind: 'release', position, amount: netOf(release) });
    }
    if (refund) {
      ledger.push(commissionRefundPostings(PROJECT, BOOK, refund));
      pending.push({ kind: 'refund', position, amount: refund });
    }
  };
  for (const o of ops) {
    if (o.op === 'settle') {
      // PayMongo reports a movement (possibly again: a replayed webhook or a retried task).
      if (pending.length === 0) continue;
      const m = pending[o.which % pending.length]!;
      const key = `${m.kind}:${m.position}`;
      if (moved.has(key)) continue; // the ledger entry's id is the movement's: a second one is refused
      moved.add(key);
      ledger.push(m.kind === 'release' ? releasePaidPostings(ARTIST, m.amount) : refundPaidPostings(BOOK, m.amount));
      continue;
    }
    if (closed) continue;
    if (o.op === 'event') {
      const m = ms[(o.position - 1) % ms.length]!;
      const s = step(m, o.event);
      if (!s) continue;
      if (o.event.kind === 'fund') ledger.push(fundPostings(PROJECT, m.amount, processingFee(m.amount)));
      record(m.position, s.release, s.refund);
      ms = ms.map((x) => (x.position === m.position ? s.next : x));
    } else if (o.op === 'cancel') {
      ms = ms.map((m) => {
        const s = step(m, { kind: 'cancel', keepPercent: o.keepPercent });
        if (!s) return m;
        record(m.position, s.release, s.refund);
        return s.next;
      });
      closed = true;
    } else {
      const held = heldTotal(ms);
      if (held === 0 || o.release > held) continue; // refused: nothing to decide, or more than held
      const parts = decisionParts(ms, o.release);
      // A part whose refund would be under ₱1.00 (PayMongo's minimum) is released whole instead.
      const expected = [...parts].reduce((sum, [position, part]) => {
        const rest = ms.find((m) => m.position === position)!.amount - part;
        return sum + (rest > 0 && rest < MIN_REFUND_CENTAVOS ? part + rest : part);
      }, 0);
      let released = 0;
      ms = ms.map((m) => {
        const part = parts.get(m.position);
        if (part === undefined) return m;
        const s = step(m, { kind: 'decide', release: part });
        if (!s) throw new Error('a held milestone refused its decided part');
        released += s.release;
        record(m.position, s.release, s.refund);
        return s.next;
      });
      expect(released).toBe(expected);
      closed = true;
    }
    // funded = released + refunded + held, per milestone and for the project, at every moment.
    for (const m of ms) expect(fundedOf(m)).toBe(m.released + m.refunded + heldOf(m));
    const totals = balances(ledger.flat());
    expect(totals.get(accounts.escrow(PROJECT)) ?? 0).toBe(heldTotal(ms));
  }
  return { ms, ledger, pending, moved };
}

describe('commission money (property)', () => {
  it('keeps funded = released + refunded + held, balances every entry, and moves nothing twice', () => {
    fc.assert(
      fc.property(
        milestonesArb,
        fc.array(opArb, { maxLength: 60 }),
        fc.integer({ min: 0, max: 400 }),
        (defs, ops, feeBasis) => {
          const { ms, ledger, pending, moved } = run(defs, ops, (amount) =>
            Math.min(amount, Math.round((amount * feeBasis) / 10_000)),
          );
          for (const entry of ledger) expect(entry.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
          // At most one release and one refund per milestone, ever.
          const kinds = pending.map((m) => `${m.kind}:${m.position}`);
          expect(new Set(kinds).size).toBe(kinds.length);
          // Nothing created: what the client paid in equals what is held, on its way, with the artist, Crafti and PayMongo, or back with the client.
          const totals = balances(ledger.flat());
          const funded = ms.reduce((sum, m) => sum + fundedOf(m), 0);
          const refundsMade = [...moved]
            .filter((k) => k.startsWith('refund'))
            .reduce((sum, k) => sum + pending.find((p) => `${p.kind}:${p.position}` === k)!.amount, 0);
          expect((totals.get(accounts.buyer) ?? 0) + funded).toBe(refundsMade);
          // Each released milestone's artist part is its release less exactly 5% (rounded), never more than released.
          for (const m of ms) {
            expect(netOf(m.released)).toBeLessThanOrEqual(m.released);
            expect(m.released + m.refunded).toBeLessThanOrEqual(m.amount);
            // Nothing is ever asked of PayMongo that it refuses: every refund is ₱1.00 or more.
            if (m.refunded) expect(m.refunded).toBeGreaterThanOrEqual(MIN_REFUND_CENTAVOS);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a revision beyond those included and a step out of order', () => {
    const m: MilestoneMoneyState = {
      position: 1,
      amount: 1000,
      money: 'delivered',
      revisions: 1,
      revisionsUsed: 1,
      released: 0,
      refunded: 0,
    };
    expect(step(m, { kind: 'revise' })).toBeNull();
    expect(step({ ...m, money: 'unfunded' }, { kind: 'deliver' })).toBeNull();
    expect(step({ ...m, money: 'released', released: 1000 }, { kind: 'approve' })).toBeNull();
    expect(step({ ...m, money: 'funded' }, { kind: 'cancel', keepPercent: 30 })).toMatchObject({
      release: 300,
      refund: 700,
      next: { money: 'settled' },
    });
    expect(step(m, { kind: 'cancel', keepPercent: 0 })).toMatchObject({
      release: 1000,
      refund: 0,
      next: { money: 'released' },
    });
  });

  it('computes every amount to the centavo at the awkward ones: ₱10.10, thirds, half centavos', () => {
    // Crafti's 5% of ₱10.10 is 50.5 centavos, rounded half up to 51: the artist nets 959.
    expect(netOf(1010)).toBe(959);
    expect(netOf(100_000)).toBe(95_000);
    expect(netOf(33_333)).toBe(31_666);
    // The artist keeps 33% of ₱10.10 rounded down (333), the client gets the rest back (677).
    expect(keptOnCancel(1010, 33)).toBe(333);
    const funded: MilestoneMoneyState = {
      position: 1,
      amount: 1010,
      money: 'funded',
      revisions: 0,
      revisionsUsed: 0,
      released: 0,
      refunded: 0,
    };
    expect(step(funded, { kind: 'cancel', keepPercent: 33 })).toMatchObject({
      release: 333,
      refund: 677,
      next: { money: 'settled', released: 333, refunded: 677 },
    });
    // ₱1.00 split three ways over equal milestones: 34, 33, 33 (the largest remainder to the first).
    const three = [1, 2, 3].map((position) => ({ ...funded, position, amount: 10_000 }));
    expect([...decisionParts(three, 100).values()]).toEqual([34, 33, 33]);
    expect([...decisionParts(three, 10_000).values()]).toEqual([3_334, 3_333, 3_333]);
    // A refund part under ₱1.00 goes to the artist: keeping 99.5% of ₱100.00 leaves 50 centavos.
    expect(step({ ...funded, amount: 10_000 }, { kind: 'cancel', keepPercent: 99.5 })).toMatchObject({
      release: 10_000,
      refund: 0,
      next: { money: 'released' },
    });
    expect(step({ ...funded, amount: 10_000 }, { kind: 'decide', release: 9_900 })).toMatchObject({
      release: 9_900,
      refund: 100,
      next: { money: 'settled' },
    });
    expect(step({ ...funded, amount: 10_000 }, { kind: 'decide', release: 9_901 })).toMatchObject({
      release: 10_000,
      refund: 0,
    });
    // A decision over what is held is refused, as is a negative or fractional one.
    expect(step(funded, { kind: 'decide', release: 1011 })).toBeNull();
    expect(step(funded, { kind: 'decide', release: -1 })).toBeNull();
    expect(step(funded, { kind: 'decide', release: 0.5 })).toBeNull();
    expect(step(funded, { kind: 'approve' })).toBeNull();
    expect(step({ ...funded, money: 'delivered' }, { kind: 'approve' })).toMatchObject({
      release: 1010,
      refund: 0,
      next: { money: 'released', released: 1010 },
    });
  });
});
