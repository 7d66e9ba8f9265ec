import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyState } from '@shared/messages/payouts';
import { platformFee } from '@shared/money';
import {
  accounts,
  allocate,
  balances,
  feesOf,
  moneyAtPayment,
  type MoneyEvent,
  nextMoney,
  type OrderMoney,
  paymentPostings,
  type Posting,
  refundPostings,
  refundSource,
  splitOf,
  sums,
  transferPostings,
} from './ledger';

/**
 * The money rules over random carts and random event orders: the same functions the checkout,
 * the transfers and the refunds call, driven by a model of their stored state (an entry id can be
 * written once, as the table's condition makes it).
 */

const cart = fc
  .array(
    fc.record({
      artists: fc.integer({ min: 0, max: 4 }),
      price: fc.integer({ min: 100, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((lines) => lines.map((l, i) => ({ ...l, artistId: `artist-${l.artists}`, lineId: i })));

type Step = { kind: 'activate'; artist: number } | { kind: 'transfer_result'; order: number; ok: boolean } | { kind: 'cancel'; order: number } | { kind: 'refund_result'; order: number } | { kind: 'replay'; step: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('activate' as const), artist: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('transfer_result' as const), order: fc.integer({ min: 0, max: 4 }), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('refund_result' as const), order: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('replay' as const), step: fc.integer({ min: 0, max: 30 }) }),
);

interface Model {
  orders: (OrderMoney & { money: MoneyState; refundFrom?: 'artist' | 'held' })[];
  entries: Map<string, Posting[]>;
  active: Set<string>;
  total: number;
}

/** Writes an entry unless one with its id exists (the ledger's create condition); answers whether it was written. */
function write(m: Model, id: string, postings: Posting[]): boolean {
  if (m.entries.has(id)) return false;
  m.entries.set(id, postings);
  return true;
}

function move(m: Model, i: number, event: MoneyEvent): boolean {
  const o = m.orders[i];
  if (!o) return false;
  const next = nextMoney(o.money, event);
  if (!next) return false;
  if (event === 'cancel') o.refundFrom = refundSource(o.money);
  o.money = next;
  return true;
}

function apply(m: Model, s: Step, history: Step[]): void {
  switch (s.kind) {
    case 'activate':
      m.active.add(`artist-${s.artist}`);
      m.orders.forEach((o, i) => o.artistId === `artist-${s.artist}` && move(m, i, 'transfer_started'));
      return;
    case 'transfer_result': {
      const o = m.orders[s.order];
      if (!o || o.money !== 'on_its_way') return;
      if (s.ok) {
        if (write(m, `transfer:${o.orderId}`, transferPostings(o))) move(m, s.order, 'transfer_succeeded');
      } else move(m, s.order, 'transfer_failed');
      return;
    }
    case 'cancel':
      move(m, s.order, 'cancel');
      return;
    case 'refund_result': {
      const o = m.orders[s.order];
      if (!o || o.money !== 'refund_pending') return;
      if (write(m, `refund:${o.orderId}`, refundPostings(o, o.refundFrom!))) move(m, s.order, 'refund_succeeded');
      return;
    }
    case 'replay': {
      const earlier = history[s.step % Math.max(1, history.length)];
      if (earlier && earlier.kind !== 'replay') apply(m, earlier, []);
    }
  }
}

function checkout(lines: { artistId: string; price: number; quantity: number }[], activeAtCheckout: Set<string>, processingFee: number): Model {
  const byArtist = new Map<string, number>();
  for (const l of lines) byArtist.set(l.artistId, (byArtist.get(l.artistId) ?? 0) + l.price * l.quantity);
  const subtotal = [...byArtist.values()].reduce((a, b) => a + b, 0);
  const fee = platformFee(subtotal);
  const amounts = [...byArtist.values()];
  const fees = feesOf(amounts, fee);
  const orders = [...byArtist.keys()].map((artistId, i) => {
    const payout = activeAtCheckout.has(artistId) ? ('routed' as const) : ('held' as const);
    return { orderId: `order-${i}`, artistId, amountCentavos: amounts[i]!, feeCentavos: fees[i]!, payout, money: moneyAtPayment(payout) };
  });
  const m: Model = { orders, entries: new Map(), active: new Set(activeAtCheckout), total: subtotal + fee };
  write(m, 'payment', paymentPostings(orders, Math.min(processingFee, m.total)));
  return m;
}

describe('the ledger over random carts and events', () => {
  it('creates and loses nothing, pays nothing twice, and splits every checkout into shares + the 5% fee', () => {
    fc.assert(
      fc.property(cart, fc.subarray(['artist-0', 'artist-1', 'artist-2', 'artist-3', 'artist-4']), fc.integer({ min: 0, max: 2_000_000 }), fc.array(step, { maxLength: 30 }), (lines, active, processing, steps) => {
        const m = checkout(lines, new Set(active), processing);
        // The payment: shares + fee = what the buyer paid; the fee is 5% of the subtotal.
        const payment = m.entries.get('payment')!;
        const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
        expect(-balances(payment).get(accounts.buyer)!).toBe(m.total);
        expect(m.orders.reduce((sum, o) => sum + o.amountCentavos, 0) + m.orders.reduce((sum, o) => sum + o.feeCentavos, 0)).toBe(m.total);
        expect(m.orders.reduce((sum, o) => sum + o.feeCentavos, 0)).toBe(platformFee(subtotal));
        // The split names only the routed orders' own artists, once each, for their own amounts.
        const split = splitOf(m.orders.map((o) => ({ ...o, childAccountId: `org_${o.artistId}` })));
        for (const r of split?.recipients ?? []) {
          const order = m.orders.find((o) => `org_${o.artistId}` === r.merchant_id)!;
          expect(order.payout).toBe('routed');
          expect(r.value).toBe(order.amountCentavos);
        }

        const history: Step[] = [];
        for (const s of steps) {
          apply(m, s, history);
          history.push(s);
          const all = [...m.entries.values()].flat();
          // Every entry balances: nothing created or lost.
          for (const e of m.entries.values()) expect(sums(e)).toBe(0);
          const b = balances(all);
          const refunded = m.orders.filter((o) => o.money === 'refunded').reduce((sum, o) => sum + o.amountCentavos + o.feeCentavos, 0);
          expect(0 - (b.get(accounts.buyer) ?? 0)).toBe(m.total - refunded);
          // Nothing held or in a wallet is negative; each order's money is in exactly one place.
          for (const o of m.orders) {
            const held = b.get(accounts.held(o.artistId)) ?? 0;
            const wallet = b.get(accounts.artist(o.artistId)) ?? 0;
            expect(held).toBeGreaterThanOrEqual(0);
            expect(wallet).toBeGreaterThanOrEqual(0);
          }
          for (const artistId of new Set(m.orders.map((o) => o.artistId))) {
            const mine = m.orders.filter((o) => o.artistId === artistId);
            const expectHeld = mine.filter((o) => o.money === 'held' || o.money === 'on_its_way' || (o.money === 'refund_pending' && o.refundFrom === 'held')).reduce((sum, o) => sum + o.amountCentavos, 0);
            const expectWallet = mine.filter((o) => o.money === 'paid_out' || (o.money === 'refund_pending' && o.refundFrom === 'artist')).reduce((sum, o) => sum + o.amountCentavos, 0);
            expect(b.get(accounts.held(artistId)) ?? 0).toBe(expectHeld);
            expect(b.get(accounts.artist(artistId)) ?? 0).toBe(expectWallet);
          }
          // Paid at most once: one transfer and one refund entry per order at most, never both a refund and a transfer after it.
          for (const o of m.orders) {
            const movements = all.filter((p) => p.orderId === o.orderId && p.account === accounts.buyer);
            expect(movements.length).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('allocate', () => {
  it('splits a total into whole centavos that add up to it, in proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const parts = allocate(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives ₱75.00 of fee on ₱1,000 + ₱500 as ₱50.00 and ₱25.00', () => {
    expect(feesOf([100_000, 50_000], platformFee(150_000))).toEqual([5_000, 2_500]);
  });
});

describe('splitOf', () => {
  it('names each routed order’s own child account for its own amount and leaves the held ones to Crafti', () => {
    const split = splitOf([
      { orderId: 'a', artistId: 'ana', amountCentavos: 100_000, feeCentavos: 5_000, payout: 'routed', childAccountId: 'org_ana' },
      { orderId: 'b', artistId: 'ben', amountCentavos: 50_000, feeCentavos: 2_500, payout: 'held' },
    ]);
    expect(split).toEqual({ recipients: [{ merchant_id: 'org_ana', split_type: 'fixed', value: 100_000 }] });
  });

  it('refuses a routed order without its artist’s account, and an account named twice', () => {
    expect(() => splitOf([{ orderId: 'a', artistId: 'ana', amountCentavos: 1, feeCentavos: 0, payout: 'routed' }])).toThrow(/no child account/);
    expect(() =>
      splitOf([
        { orderId: 'a', artistId: 'ana', amountCentavos: 1, feeCentavos: 0, payout: 'routed', childAccountId: 'org_x' },
        { orderId: 'b', artistId: 'ben', amountCentavos: 1, feeCentavos: 0, payout: 'routed', childAccountId: 'org_x' },
      ]),
    ).toThrow(/named twice/);
  });

  it('answers no split when every share is held', () => {
    expect(splitOf([{ orderId: 'a', artistId: 'ana', amountCentavos: 1, feeCentavos: 0, payout: 'held' }])).toBeNull();
  });
});
