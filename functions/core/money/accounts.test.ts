import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformFee } from '@shared/money';
import {
  allocate,
  feesOf,
  netOf,
  placeOf,
  salePaymentPostings,
  saleRefundPostings,
  sums,
  walletChanges,
} from './accounts';

describe('allocate', () => {
  it('splits a total into whole centavos that add up to it, each within a centavo of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives the largest remainder to the earlier part: ₱1.00 over three equal orders is 34, 33, 33', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(feesOf([100_000, 50_000], platformFee(150_000))).toEqual([5_000, 2_500]);
    // ₱10.10 + ₱20.20: a fee of ₱1.515 → ₱1.52, split 51 / 101.
    expect(platformFee(3_030)).toBe(152);
    expect(feesOf([1_010, 2_020], 152)).toEqual([51, 101]);
  });
});

describe('sale postings', () => {
  it('record a ₱10.10 + ₱20.20 card sale and the refund of the first to the centavo', () => {
    const shares = [
      { orderId: 'a', artistId: 'ana', amount: 1_010, fee: 51 },
      { orderId: 'b', artistId: 'ben', amount: 2_020, fee: 101 },
    ];
    const payment = salePaymentPostings(shares, 1_611);
    expect(payment).toEqual([
      { account: 'buyer', amount: -3_182 },
      { account: 'platform:held:ana', amount: 1_010, ref: 'a' },
      { account: 'platform:held:ben', amount: 2_020, ref: 'b' },
      { account: 'platform:fee', amount: 152 - 1_611 },
      { account: 'paymongo:fees', amount: 1_611 },
    ]);
    expect(sums(payment)).toBe(0);
    expect(walletChanges(payment)).toEqual({ crafti: 3_182 - 1_611, artists: new Map() });
    expect(saleRefundPostings(shares[0]!)).toEqual([
      { account: 'buyer', amount: 1_061, ref: 'a' },
      { account: 'platform:held:ana', amount: -1_010, ref: 'a' },
      { account: 'platform:fee', amount: -51, ref: 'a' },
    ]);
    expect(netOf(1_010)).toBe(959);
    expect(placeOf('platform:held:ana')).toEqual({ kind: 'crafti' });
    expect(placeOf('artist:ana')).toEqual({ kind: 'artist', artistId: 'ana' });
    expect(placeOf('buyer')).toEqual({ kind: 'outside' });
  });
});
