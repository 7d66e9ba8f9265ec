import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidedParts, paidFor, partsOf, shareOf } from './order-money';

const order = fc.record({
  amountCentavos: fc.integer({ min: 1, max: 5_000_000 }),
  shippingCentavos: fc.integer({ min: 0, max: 1_000_000 }),
  feeCentavos: fc.integer({ min: 0, max: 250_000 }),
});

describe("an order's money when it ends", () => {
  it('refunds from the share first, then the fee; releases the rest; never more than was paid, never less than nothing', () => {
    fc.assert(
      fc.property(order, fc.double({ min: 0, max: 1, noNaN: true }), (o, part) => {
        const refund = Math.floor(part * paidFor(o));
        const p = partsOf(o, refund);
        expect(p.release + p.refundHeld).toBe(shareOf(o));
        expect(p.refundHeld + p.refundFee).toBe(refund);
        expect(p.refundFee).toBeGreaterThanOrEqual(0);
        expect(p.refundFee).toBeLessThanOrEqual(o.feeCentavos);
        expect(p.release).toBeGreaterThanOrEqual(0);
        if (p.refundFee > 0) expect(p.release).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a refund above what the buyer paid for the order, or below nothing', () => {
    const o = { amountCentavos: 101_010, shippingCentavos: 18_000, feeCentavos: 5_051 };
    expect(paidFor(o)).toBe(124_061);
    expect(() => partsOf(o, 124_062)).toThrow();
    expect(() => partsOf(o, -1)).toThrow();
    expect(() => partsOf(o, 0.5)).toThrow();
    expect(partsOf(o, 124_061)).toEqual({ release: 0, refundHeld: 119_010, refundFee: 5_051 });
    expect(partsOf(o, 3_333)).toEqual({ release: 115_677, refundHeld: 3_333, refundFee: 0 });
  });

  it('reads what an order decided, or, for orders that ended before splits, their state', () => {
    const o = {
      orderId: 'o',
      checkoutId: 'c',
      artistId: 'a',
      description: 'd',
      amountCentavos: 10_000,
      feeCentavos: 500,
    };
    expect(decidedParts({ ...o, money: 'refunded' })).toEqual({ release: 0, refundHeld: 10_000, refundFee: 500 });
    expect(decidedParts({ ...o, money: 'paid_out' })).toEqual({ release: 10_000, refundHeld: 0, refundFee: 0 });
    expect(decidedParts({ ...o, money: 'settled', refundedCentavos: 2_000 })).toEqual({
      release: 8_000,
      refundHeld: 2_000,
      refundFee: 0,
    });
  });
});
