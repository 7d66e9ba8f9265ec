import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZONES, type Zone } from './places';
import {
  DELIVERY_DAYS,
  isFreeShipping,
  orderDaysToShip,
  quoteShipping,
  rateFor,
  shippedZones,
  type ShippingProfile,
} from './shipping';

const profile = (over: Partial<ShippingProfile> = {}): ShippingProfile => ({
  days_to_ship: 3,
  ships_from: {
    region_code: '13',
    province_code: null,
    city_code: '1381300000',
    city_name: 'Quezon City',
    zone: 'metro_manila',
  },
  rates: {
    metro_manila: { first_centavos: 10_000, extra_centavos: 5_000 },
    luzon: { first_centavos: 15_000, extra_centavos: 6_000 },
    visayas: { first_centavos: 18_000, extra_centavos: 8_000 },
  },
  free_over_centavos: null,
  pickup: null,
  ...over,
});

describe('quoteShipping', () => {
  it('charges the first piece, then each extra piece, per order', () => {
    expect(quoteShipping(profile(), { zone: 'visayas', pieces: 1, piecesCentavos: 150_000 })).toEqual({
      kind: 'ship',
      shippingCentavos: 18_000,
      daysToShip: 3,
      deliveryDays: 5,
    });
    expect(quoteShipping(profile(), { zone: 'visayas', pieces: 3, piecesCentavos: 450_000 })).toEqual({
      kind: 'ship',
      shippingCentavos: 34_000,
      daysToShip: 3,
      deliveryDays: 5,
    });
  });

  it('ships free at or above the free-shipping amount, not below', () => {
    const p = profile({ free_over_centavos: 300_000 });
    expect(quoteShipping(p, { zone: 'luzon', pieces: 1, piecesCentavos: 299_999 })).toMatchObject({
      kind: 'ship',
      shippingCentavos: 15_000,
    });
    expect(quoteShipping(p, { zone: 'luzon', pieces: 1, piecesCentavos: 300_000 })).toMatchObject({
      kind: 'ship',
      shippingCentavos: 0,
    });
    expect(quoteShipping(p, { zone: 'luzon', pieces: 4, piecesCentavos: 900_000 })).toMatchObject({
      kind: 'ship',
      shippingCentavos: 0,
    });
  });

  it("uses an art's own days to ship when given, else the profile's", () => {
    expect(
      quoteShipping(profile(), { zone: 'metro_manila', pieces: 1, piecesCentavos: 1, daysToShip: 21 }),
    ).toMatchObject({ daysToShip: 21, deliveryDays: 2 });
    expect(
      quoteShipping(profile(), { zone: 'metro_manila', pieces: 1, piecesCentavos: 1, daysToShip: null }),
    ).toMatchObject({ daysToShip: 3 });
  });

  it('answers pickup only where there is no rate but pickup is offered, and no route without either', () => {
    expect(quoteShipping(profile(), { zone: 'mindanao', pieces: 1, piecesCentavos: 100 })).toEqual({
      kind: 'no_route',
    });
    expect(
      quoteShipping(profile({ pickup: { place: 'UP Diliman Oblation', note: '' } }), {
        zone: 'mindanao',
        pieces: 1,
        piecesCentavos: 100,
      }),
    ).toEqual({ kind: 'pickup_only' });
    // Pickup offered and a rate: the rate (the buyer picks pickup at checkout).
    expect(
      quoteShipping(profile({ pickup: { place: 'UP Diliman', note: '' } }), {
        zone: 'luzon',
        pieces: 1,
        piecesCentavos: 100,
      }).kind,
    ).toBe('ship');
  });

  it('estimates delivery from the ships-from zone', () => {
    const cebu = profile({
      ships_from: {
        region_code: '07',
        province_code: '0702200000',
        city_code: '0730600000',
        city_name: 'Cebu City',
        zone: 'visayas',
      },
      rates: Object.fromEntries(ZONES.map((z) => [z, { first_centavos: 0, extra_centavos: 0 }])),
    });
    expect(
      ZONES.map(
        (zone) =>
          (quoteShipping(cebu, { zone, pieces: 1, piecesCentavos: 1 }) as { deliveryDays: number }).deliveryDays,
      ),
    ).toEqual([5, 5, 2, 5]);
  });

  it('refuses pieces below 1 or fractional, and negative or fractional amounts', () => {
    expect(() => quoteShipping(profile(), { zone: 'luzon', pieces: 0, piecesCentavos: 1 })).toThrow(RangeError);
    expect(() => quoteShipping(profile(), { zone: 'luzon', pieces: 1.5, piecesCentavos: 1 })).toThrow(RangeError);
    expect(() => quoteShipping(profile(), { zone: 'luzon', pieces: 1, piecesCentavos: -1 })).toThrow(RangeError);
    expect(() => quoteShipping(profile(), { zone: 'luzon', pieces: 1, piecesCentavos: 0.5 })).toThrow(RangeError);
  });
});

describe('DELIVERY_DAYS', () => {
  it('has an estimate for every pair of zones, the same both ways, shortest within a zone', () => {
    for (const from of ZONES) {
      for (const to of ZONES) {
        expect(Number.isInteger(DELIVERY_DAYS[from][to])).toBe(true);
        expect(DELIVERY_DAYS[from][to]).toBe(DELIVERY_DAYS[to][from]);
        expect(DELIVERY_DAYS[from][to]).toBeGreaterThanOrEqual(DELIVERY_DAYS[from][from]);
      }
    }
    expect(DELIVERY_DAYS.metro_manila.metro_manila).toBe(2);
    expect(DELIVERY_DAYS.luzon.metro_manila).toBe(3);
    expect(DELIVERY_DAYS.metro_manila.visayas).toBe(5);
    expect(DELIVERY_DAYS.metro_manila.mindanao).toBe(6);
  });
});

describe('orderDaysToShip', () => {
  it("is null when no art sets its own, else the longest of each art's own or the profile's", () => {
    expect(orderDaysToShip({ days_to_ship: 3 }, [null, undefined])).toBeNull();
    expect(orderDaysToShip({ days_to_ship: 3 }, [21, null])).toBe(21);
    expect(orderDaysToShip({ days_to_ship: 5 }, [2, null])).toBe(5);
    expect(orderDaysToShip({ days_to_ship: 5 }, [2])).toBe(2);
  });
});

describe('shippedZones', () => {
  it('lists the zones with a rate, in order', () => {
    expect(shippedZones(profile())).toEqual(['metro_manila', 'luzon', 'visayas']);
  });
});

const rateArb = fc.record({
  first_centavos: fc.integer({ min: 0, max: 1_000_000 }),
  extra_centavos: fc.integer({ min: 0, max: 1_000_000 }),
});
const profileArb: fc.Arbitrary<ShippingProfile> = fc.record({
  days_to_ship: fc.integer({ min: 1, max: 30 }),
  ships_from: fc.constantFrom(...ZONES).map((zone) => ({
    region_code: '13',
    province_code: null,
    city_code: '1381300000',
    city_name: 'Quezon City',
    zone,
  })),
  rates: fc.record(Object.fromEntries(ZONES.map((z) => [z, rateArb])) as Record<Zone, typeof rateArb>, {
    requiredKeys: [],
  }),
  free_over_centavos: fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: null }),
  pickup: fc.option(fc.record({ place: fc.constant('Meet-up'), note: fc.constant('') }), { nil: null }),
});
const inputArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  pieces: fc.integer({ min: 1, max: 500 }),
  piecesCentavos: fc.integer({ min: 0, max: 1_000_000_000 * 30 }),
  daysToShip: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
});

describe('quoteShipping (properties)', () => {
  it('is never negative and always whole centavos; ships exactly where there is a rate', () => {
    fc.assert(
      fc.property(profileArb, inputArb, (p, input) => {
        const quote = quoteShipping(p, input);
        if (p.rates[input.zone]) {
          expect(quote.kind).toBe('ship');
          if (quote.kind !== 'ship') return;
          expect(Number.isInteger(quote.shippingCentavos)).toBe(true);
          expect(quote.shippingCentavos).toBeGreaterThanOrEqual(0);
          expect(quote.daysToShip).toBe(input.daysToShip ?? p.days_to_ship);
          expect(quote.deliveryDays).toBe(DELIVERY_DAYS[p.ships_from.zone][input.zone]);
        } else {
          expect(quote.kind).toBe(p.pickup ? 'pickup_only' : 'no_route');
        }
      }),
    );
  });

  it('respects the free-shipping amount: 0 at or above it, the rate below it', () => {
    fc.assert(
      fc.property(profileArb, inputArb, (p, input) => {
        const quote = quoteShipping(p, input);
        if (quote.kind !== 'ship') return;
        const free = p.free_over_centavos !== null && input.piecesCentavos >= p.free_over_centavos;
        expect(isFreeShipping(p, input.piecesCentavos)).toBe(free);
        expect(quote.shippingCentavos).toBe(free ? 0 : rateFor(p.rates[input.zone]!, input.pieces));
      }),
    );
  });

  it('adds exactly the extra-piece rate for each more piece (below the free amount)', () => {
    fc.assert(
      fc.property(profileArb, inputArb, (base, input) => {
        const p = { ...base, free_over_centavos: null };
        const rate = p.rates[input.zone];
        const one = quoteShipping(p, input);
        const more = quoteShipping(p, { ...input, pieces: input.pieces + 1 });
        if (!rate || one.kind !== 'ship' || more.kind !== 'ship') return;
        expect(more.shippingCentavos - one.shippingCentavos).toBe(rate.extra_centavos);
        expect(one.shippingCentavos).toBe(rate.first_centavos + (input.pieces - 1) * rate.extra_centavos);
      }),
    );
  });

  it('never charges more for pieces that cost more (free shipping only ever lowers it)', () => {
    fc.assert(
      fc.property(profileArb, inputArb, fc.integer({ min: 0, max: 1_000_000_000 }), (p, input, more) => {
        const a = quoteShipping(p, input);
        const b = quoteShipping(p, { ...input, piecesCentavos: input.piecesCentavos + more });
        if (a.kind === 'ship' && b.kind === 'ship') expect(b.shippingCentavos).toBeLessThanOrEqual(a.shippingCentavos);
      }),
    );
  });
});
