import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_REFUND_CENTAVOS, platformFee } from '@shared/money';
import {
  checkoutMachine,
  type CheckoutState,
  type FundingState,
  fundingMachine,
  MONEY_MACHINES,
  orderMoneyMachine,
  type OrderMoneyState,
  orderStatusMachine,
} from '@shared/money-machines';
import {
  accounts,
  balances,
  feesOf,
  fundPostings,
  type Posting,
  saleRefundAmount,
  saleRefundPostings,
  saleReleasePostings,
  salePaymentPostings,
  type SaleShare,
  sums,
  unwantedPaymentPostings,
  unwantedRefundPostings,
  walletChanges,
} from './accounts';
import { partsOf, type OrderParts } from './order-money';

/**
 * The money of sales and fundings over random carts and random event orders, through the tables
 * of shared/money-machines.ts and the postings of accounts.ts — the code every write uses — with
 * PayMongo modelled as its documentation says (movements settle later; reports come late, twice,
 * out of order or never; a payment can come after its checkout lapsed). The ledger is checked
 * against the wallets PayMongo would hold after every step: nothing created, nothing lost,
 * nothing paid or refunded twice, and for every payment paid = released + refunded + held.
 */

/** Amounts the tests used to skip: a centavo short of round, thirds, half-centavo fees. */
const price = fc.oneof(
  fc.constantFrom(1010, 3333, 33_333, 99_999, 100_001, 1, 7, 20_000),
  fc.integer({ min: 1, max: 5_000_000 }),
);
const cartArb = fc
  .array(fc.record({ artist: fc.integer({ min: 0, max: 4 }), price, quantity: fc.integer({ min: 1, max: 5 }) }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((lines) => {
    const byArtist = new Map<number, number>();
    for (const l of lines) byArtist.set(l.artist, (byArtist.get(l.artist) ?? 0) + l.price * l.quantity);
    const amounts = [...byArtist.values()];
    const subtotal = amounts.reduce((a, b) => a + b, 0);
    const fee = platformFee(subtotal);
    const fees = feesOf(amounts, fee);
    const shares: SaleShare[] = [...byArtist.keys()].map((artist, i) => ({
      orderId: `o${i}`,
      artistId: `artist-${artist}`,
      amount: amounts[i]!,
      fee: fees[i]!,
    }));
    return { shares, subtotal, fee, total: subtotal + fee };
  });

type SaleOp =
  | { op: 'checkout'; event: 'pay' | 'fail' | 'expire'; soldMeanwhile: boolean }
  | { op: 'order'; order: number; event: 'complete' | 'cancel' }
  /** The order ends with `part` of what the buyer paid for it refunded (a refund request, a dispute's decision), the rest released. */
  | { op: 'split'; order: number; part: number }
  | { op: 'settle'; pick: number; outcome: 'succeeded' | 'failed' }
  | { op: 'report'; pick: number };

const saleOp: fc.Arbitrary<SaleOp> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('checkout' as const),
      event: fc.constantFrom('pay' as const, 'fail' as const, 'expire' as const),
      soldMeanwhile: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('order' as const),
      order: fc.nat({ max: 4 }),
      event: fc.constantFrom('complete' as const, 'cancel' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      order: fc.nat({ max: 4 }),
      part: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('succeeded' as const, 'failed' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('report' as const), pick: fc.nat() }) },
);

interface Movement {
  id: string;
  kind: 'transfer' | 'refund';
  /** The order, or the checkout for a whole refund. */
  subject: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
}

/** PayMongo as the model sees it: wallets, movements, and the ledger Crafti wrote. */
interface World {
  checkout: CheckoutState;
  orders: {
    share: SaleShare;
    status: 'Pending' | 'Completed' | 'Canceled';
    money: OrderMoneyState | null;
    parts: OrderParts | null;
  }[];
  entries: Map<string, Posting[]>;
  movements: Movement[];
  crafti: number;
  artists: Map<string, number>;
  /** The one movement a task is waiting on, per subject (a new one only after the last failed). */
  waiting: Map<string, Movement>;
  paidTotal: number;
  /** The movements the ledger recorded. */
  recorded: Set<string>;
}

function record(w: World, id: string, postings: Posting[]): boolean {
  if (w.entries.has(id)) return false; // the entry's condition: written once
  expect(sums(postings)).toBe(0);
  w.entries.set(id, postings);
  return true;
}

/** A money task asks PayMongo for a movement (a new one only when there is none, or the last failed). */
function ask(w: World, kind: Movement['kind'], subject: string, amount: number) {
  const last = w.waiting.get(`${kind}:${subject}`);
  if (last && last.status !== 'failed') return;
  const m: Movement = { id: `${kind}-${w.movements.length}`, kind, subject, amount, status: 'pending' };
  w.movements.push(m);
  w.waiting.set(`${kind}:${subject}`, m);
}

/** A movement PayMongo says succeeded is recorded once, with its subject's next state; one that failed is asked again. */
function report(w: World, m: Movement) {
  if (m.status === 'failed') return ask(w, m.kind, m.subject, m.amount);
  if (m.status !== 'succeeded') return;
  if (m.subject === 'checkout') {
    if (
      checkoutMachine.can(w.checkout, 'refund_succeeded') &&
      record(w, 'refund:checkout', unwantedRefundPostings('c', m.amount))
    ) {
      w.checkout = checkoutMachine.next(w.checkout, 'refund_succeeded')!;
      w.recorded.add(m.id);
    }
    return;
  }
  const o = w.orders.find((x) => x.share.orderId === m.subject)!;
  const event = m.kind === 'transfer' ? 'transfer_succeeded' : 'refund_succeeded';
  if (!o.money || !o.parts || !orderMoneyMachine.can(o.money, event)) return;
  const postings =
    m.kind === 'transfer'
      ? saleReleasePostings({ ...o.share, amount: o.parts.release })
      : saleRefundPostings({ ...o.share, amount: o.parts.refundHeld, fee: o.parts.refundFee });
  if (record(w, `${m.kind}:order:${o.share.orderId}`, postings)) {
    o.money = orderMoneyMachine.next(o.money, event)!;
    w.recorded.add(m.id);
  }
}

describe('sales money (property)', () => {
  it('keeps the ledger equal to the wallets, pays nothing twice, and accounts for every peso of every payment', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(saleOp, { maxLength: 40 }),
        fc.boolean(),
        (cart, feeBasis, ops, reportsArrive) => {
          const processing = Math.min(cart.total, Math.round((cart.total * feeBasis) / 100_000) + 1500);
          const w: World = {
            checkout: 'pending',
            orders: cart.shares.map((share) => ({ share, status: 'Pending', money: null, parts: null })),
            entries: new Map(),
            movements: [],
            crafti: 0,
            artists: new Map(),
            waiting: new Map(),
            paidTotal: 0,
            recorded: new Set(),
          };
          const pay = (soldMeanwhile: boolean) => {
            const event = w.checkout === 'expired' && soldMeanwhile ? 'pay_unfulfillable' : 'pay';
            if (!checkoutMachine.can(w.checkout, event) || w.paidTotal) return;
            // PayMongo took the payment: its net lands in Crafti's wallet.
            w.paidTotal = cart.total;
            w.crafti += cart.total - processing;
            if (event === 'pay') {
              record(w, 'payment', salePaymentPostings(cart.shares, processing));
              for (const o of w.orders) o.money = 'held';
            } else {
              record(w, 'payment', unwantedPaymentPostings('c', cart.total, processing));
              ask(w, 'refund', 'checkout', cart.total);
            }
            w.checkout = checkoutMachine.next(w.checkout, event)!;
          };
          const check = () => {
            const all = [...w.entries.values()].flat();
            const b = balances(all);
            // The ledger is the wallets, Crafti's and each artist's as PayMongo holds them, but for the movements PayMongo made that the ledger has not heard of yet.
            const change = walletChanges(all);
            const unheard = w.movements.filter((m) => m.status === 'succeeded' && !w.recorded.has(m.id));
            expect(change.crafti).toBe(w.crafti + unheard.reduce((sum, m) => sum + m.amount, 0));
            const artistOf = (m: Movement) => w.orders.find((x) => x.share.orderId === m.subject)!.share.artistId;
            for (const [artist, held] of w.artists)
              expect(change.artists.get(artist) ?? 0).toBe(
                held -
                  unheard
                    .filter((m) => m.kind === 'transfer' && artistOf(m) === artist)
                    .reduce((sum, m) => sum + m.amount, 0),
              );
            for (const [artist] of change.artists) expect(w.artists.has(artist)).toBe(true);
            // Nothing held below zero; each order's share is in exactly one place.
            // What of an order's share is still held: all of it until it ends, then the parts not moved yet.
            const stillHeld = (x: World['orders'][number]) => {
              if (x.money === 'held') return x.share.amount;
              const p = x.parts;
              if (!p || !x.money) return 0;
              const release =
                x.money === 'on_its_way' || x.money === 'splitting' || x.money === 'split_refunded' ? p.release : 0;
              const refund =
                x.money === 'refund_pending' || x.money === 'splitting' || x.money === 'split_paid_out'
                  ? p.refundHeld
                  : 0;
              return release + refund;
            };
            const releasedOf = (x: World['orders'][number]) =>
              x.parts && (x.money === 'paid_out' || x.money === 'split_paid_out' || x.money === 'settled')
                ? x.parts.release
                : 0;
            for (const o of w.orders) {
              const heldFor = w.orders
                .filter((x) => x.share.artistId === o.share.artistId)
                .reduce((s, x) => s + stillHeld(x), 0);
              expect(b.get(accounts.held(o.share.artistId)) ?? 0).toBe(heldFor);
              expect(b.get(accounts.artist(o.share.artistId)) ?? 0).toBeGreaterThanOrEqual(releasedOf(o));
            }
            // Nothing twice: at most one release and one refund per order; never more than was paid for it.
            for (const o of w.orders) {
              for (const kind of ['transfer', 'refund'] as const) {
                expect(
                  [...w.entries.keys()].filter((k) => k === `${kind}:order:${o.share.orderId}`).length,
                ).toBeLessThanOrEqual(1);
                expect(
                  w.movements.filter(
                    (m) => m.subject === o.share.orderId && m.kind === kind && m.status === 'succeeded',
                  ).length,
                ).toBeLessThanOrEqual(1);
              }
              const out = w.movements
                .filter((m) => m.subject === o.share.orderId && m.status === 'succeeded')
                .reduce((sum, m) => sum + m.amount, 0);
              expect(out).toBeLessThanOrEqual(o.share.amount + o.share.fee);
            }
            // paid = released + refunded + held (+ Crafti's fee and PayMongo's): the buyer's money all accounted.
            if (w.paidTotal) {
              const released = w.orders.reduce((s, o) => s + releasedOf(o), 0);
              const refunded = b.get(accounts.buyer)! + w.paidTotal;
              const held = [...b]
                .filter(([k]) => k.startsWith('platform:held:') || k.startsWith('platform:unwanted:'))
                .reduce((s, [, v]) => s + v, 0);
              const kept = (b.get(accounts.fee) ?? 0) + (b.get(accounts.processing) ?? 0);
              expect(released + refunded + held + kept).toBe(w.paidTotal);
            }
          };

          for (const o of ops) {
            if (o.op === 'checkout') {
              if (o.event === 'pay') pay(o.soldMeanwhile);
              else if (checkoutMachine.can(w.checkout, o.event))
                w.checkout = checkoutMachine.next(w.checkout, o.event)!;
            } else if (o.op === 'order') {
              const order = w.orders[o.order % w.orders.length]!;
              if (
                !order.money ||
                !orderStatusMachine.can(order.status, o.event) ||
                !orderMoneyMachine.can(order.money, o.event)
              )
                continue;
              if (o.event === 'cancel' && saleRefundAmount(order.share) < MIN_REFUND_CENTAVOS) continue; // refused: PayMongo would not refund it
              order.status = orderStatusMachine.next(order.status, o.event)!;
              order.money = orderMoneyMachine.next(order.money, o.event)!;
              order.parts = partsOf(
                { amountCentavos: order.share.amount, feeCentavos: order.share.fee },
                o.event === 'complete' ? 0 : saleRefundAmount(order.share),
              );
              if (o.event === 'complete') ask(w, 'transfer', order.share.orderId, order.share.amount);
              else ask(w, 'refund', order.share.orderId, saleRefundAmount(order.share));
            } else if (o.op === 'split') {
              const order = w.orders[o.order % w.orders.length]!;
              if (order.money !== 'held') continue;
              // A refund of a part: at least PayMongo's minimum, leaving something to release.
              const paid = order.share.amount + order.share.fee;
              const refund = Math.max(MIN_REFUND_CENTAVOS, Math.floor(o.part * paid));
              const parts = partsOf(
                { amountCentavos: order.share.amount, feeCentavos: order.share.fee },
                Math.min(refund, paid),
              );
              if (parts.release === 0 || parts.refundHeld + parts.refundFee < MIN_REFUND_CENTAVOS) continue;
              expect(parts.release + parts.refundHeld).toBe(order.share.amount);
              order.parts = parts;
              order.money = orderMoneyMachine.next(order.money, 'split')!;
              order.status = 'Completed';
              ask(w, 'transfer', order.share.orderId, parts.release);
              ask(w, 'refund', order.share.orderId, parts.refundHeld + parts.refundFee);
            } else if (o.op === 'settle') {
              const pending = w.movements.filter((m) => m.status === 'pending');
              const m = pending[o.pick % Math.max(1, pending.length)];
              if (!m) continue;
              m.status = o.outcome;
              if (o.outcome === 'succeeded') {
                w.crafti -= m.amount;
                if (m.kind === 'transfer') {
                  const artist = w.orders.find((x) => x.share.orderId === m.subject)!.share.artistId;
                  w.artists.set(artist, (w.artists.get(artist) ?? 0) + m.amount);
                }
              }
              if (reportsArrive) report(w, m);
            } else {
              const m = w.movements[o.pick % Math.max(1, w.movements.length)];
              if (m) report(w, m);
            }
            check();
          }
          // Everything let through: the tasks ask again what failed, PayMongo settles, each movement is looked at again.
          for (let round = 0; round < 10; round++) {
            for (const m of [...w.movements]) {
              if (m.status === 'pending') {
                m.status = 'succeeded';
                w.crafti -= m.amount;
                if (m.kind === 'transfer') {
                  const artist = w.orders.find((x) => x.share.orderId === m.subject)!.share.artistId;
                  w.artists.set(artist, (w.artists.get(artist) ?? 0) + m.amount);
                }
              }
              report(w, m);
            }
          }
          check();
          // Nothing stuck: every movement asked for is made and recorded; an unfulfillable payment is refunded whole.
          for (const o of w.orders)
            expect(o.money === null || o.money === 'held' || orderMoneyMachine.final(o.money)).toBe(true);
          if (w.checkout === 'refund_pending' || w.checkout === 'refunded') expect(w.checkout).toBe('refunded');
          // After everything: the ledger is exactly the wallets, and a payment refunded whole leaves the buyer square.
          expect(w.movements.filter((m) => m.status === 'succeeded' && !w.recorded.has(m.id))).toEqual([]);
          if (w.checkout === 'refunded') expect(balances([...w.entries.values()].flat()).get(accounts.buyer)).toBe(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

type FundingOp =
  { op: 'pay'; unwanted: boolean } | { op: 'expire' } | { op: 'settle' } | { op: 'report'; twice: boolean };

describe('funding money (property)', () => {
  it('holds a wanted funding in escrow, refunds an unwanted one whole exactly once, and never both', () => {
    fc.assert(
      fc.property(
        price.filter((p) => p >= 2_000),
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('pay' as const), unwanted: fc.boolean() }),
            fc.constant({ op: 'expire' as const }),
            fc.constant({ op: 'settle' as const }),
            fc.record({ op: fc.constant('report' as const), twice: fc.boolean() }),
          ),
          { maxLength: 20 },
        ),
        (amount, processingFee, ops: FundingOp[]) => {
          const processing = Math.min(amount, processingFee);
          let state: FundingState = 'pending';
          const entries = new Map<string, Posting[]>();
          let crafti = 0;
          let refund: { status: 'none' | 'pending' | 'succeeded' } = { status: 'none' };
          let paid = false;
          const write = (id: string, p: Posting[]) => (entries.has(id) ? false : (entries.set(id, p), true));
          for (const o of ops) {
            if (o.op === 'pay' && !paid) {
              const event: 'pay' | 'pay_unwanted' = state === 'expired' || o.unwanted ? 'pay_unwanted' : 'pay';
              if (!fundingMachine.can(state, event)) continue;
              paid = true;
              crafti += amount - processing;
              if (event === 'pay') write('fund', fundPostings('p', amount, processing));
              else {
                write('payment:unwanted', unwantedPaymentPostings('b', amount, processing));
                refund = { status: 'pending' };
              }
              state = fundingMachine.next(state, event)!;
            } else if (o.op === 'expire' && fundingMachine.can(state, 'expire'))
              state = fundingMachine.next(state, 'expire')!;
            else if (o.op === 'settle' && refund.status === 'pending') {
              refund = { status: 'succeeded' };
              crafti -= amount;
            } else if (o.op === 'report') {
              for (let i = 0; i < (o.twice ? 2 : 1); i++) {
                if (
                  refund.status === 'succeeded' &&
                  fundingMachine.can(state, 'refund_succeeded') &&
                  write('refund', unwantedRefundPostings('b', amount))
                )
                  state = fundingMachine.next(state, 'refund_succeeded')!;
              }
            }
            const all = [...entries.values()].flat();
            for (const e of entries.values()) expect(sums(e)).toBe(0);
            const b = balances(all);
            // The escrow holds the funding only when it was wanted; an unwanted one is held whole until its refund is recorded.
            expect(b.get(accounts.escrow('p')) ?? 0).toBe(state === 'paid' ? amount : 0);
            expect(b.get(accounts.unwanted('b')) ?? 0).toBe(state === 'refund_pending' ? amount : 0);
            expect(walletChanges(all).crafti).toBe(
              state === 'refund_pending' && refund.status === 'succeeded' ? crafti + amount : crafti,
            );
            expect(entries.has('fund') && entries.has('payment:unwanted')).toBe(false);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the money machines', () => {
  it('lead every event of every state to states of the machine, and a final state nowhere', () => {
    for (const m of MONEY_MACHINES) {
      const states = m.states as readonly string[];
      for (const s of states) {
        for (const e of m.events as readonly string[])
          for (const t of (m.targets as (s: string, e: string) => readonly string[])(s, e))
            expect(states, `${m.name}: ${s} --${e}--> ${t}`).toContain(t);
        if ((m.final as (s: string) => boolean)(s)) expect((m.allowed as (s: string) => string[])(s)).toEqual([]);
      }
    }
  });

  it('pin the transitions the money relies on', () => {
    expect(orderMoneyMachine.allowed('held')).toEqual(['complete', 'cancel', 'split']);
    expect(orderMoneyMachine.allowed('splitting')).toEqual(['transfer_succeeded', 'refund_succeeded']);
    expect(
      orderMoneyMachine.final('settled') &&
        !orderMoneyMachine.final('split_paid_out') &&
        !orderMoneyMachine.final('split_refunded'),
    ).toBe(true);
    expect(orderMoneyMachine.final('paid_out') && orderMoneyMachine.final('refunded')).toBe(true);
    expect(orderMoneyMachine.can('on_its_way', 'cancel')).toBe(false);
    expect(orderStatusMachine.allowed('Completed')).toEqual([]);
    expect(checkoutMachine.next('failed', 'pay')).toBe('paid');
    expect(checkoutMachine.can('paid', 'expire')).toBe(false);
    expect(checkoutMachine.next('expired', 'pay_unfulfillable')).toBe('refund_pending');
    expect(checkoutMachine.can('pending', 'pay_unfulfillable')).toBe(false);
    expect(fundingMachine.allowed('expired')).toEqual(['pay_unwanted']);
    expect(fundingMachine.final('paid')).toBe(true);
  });
});
