import { describe, expect, it } from 'vitest';
import { zoneOfRegion } from '../places';
import { artFieldsSchema } from './arts';
import {
  artDaysToShipSchema,
  pesosTextToCentavos,
  SHIPPING_MESSAGES,
  shippingFormSchema,
  shippingProfileBodySchema,
  shippingProfilesQuerySchema,
  type ShippingFormValues,
} from './shipping';

const body = (over: Record<string, unknown> = {}) => ({
  days_to_ship: 3,
  ships_from: { region_code: '13', city_code: '1381300000', city_name: 'Quezon City' },
  rates: { metro_manila: { first_centavos: 10_000, extra_centavos: 5_000 } },
  free_over_centavos: null,
  pickup: null,
  ...over,
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('shippingProfileBodySchema', () => {
  it('takes a whole profile, the zone from the region', () => {
    const parsed = shippingProfileBodySchema.parse(
      body({ free_over_centavos: 500_000, pickup: { place: ' UP Diliman ', note: 'Weekends' } }),
    );
    expect(parsed).toEqual({
      days_to_ship: 3,
      ships_from: {
        region_code: '13',
        province_code: null,
        city_code: '1381300000',
        city_name: 'Quezon City',
        zone: 'metro_manila',
      },
      rates: { metro_manila: { first_centavos: 10_000, extra_centavos: 5_000 } },
      free_over_centavos: 500_000,
      pickup: { place: 'UP Diliman', note: 'Weekends' },
    });
  });

  it('leaves out zones sent as null, and defaults what is optional', () => {
    const parsed = shippingProfileBodySchema.parse({
      days_to_ship: '7',
      ships_from: body().ships_from,
      rates: { luzon: { first_centavos: 0, extra_centavos: 0 }, visayas: null },
    });
    expect(parsed.rates).toEqual({ luzon: { first_centavos: 0, extra_centavos: 0 } });
    expect(parsed.days_to_ship).toBe(7);
    expect(parsed.free_over_centavos).toBeNull();
    expect(parsed.pickup).toBeNull();
  });

  it.each([0, 31, 2.5, '3 days', null, -1])('refuses %s days to ship', (days) => {
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ days_to_ship: days })))).toBe(
      SHIPPING_MESSAGES.daysToShip,
    );
  });

  it.each([-1, 1_000_001, 10.5, '100'])('refuses a rate of %s centavos', (amount) => {
    expect(
      messageOf(
        shippingProfileBodySchema.safeParse(body({ rates: { luzon: { first_centavos: amount, extra_centavos: 0 } } })),
      ),
    ).toBe(SHIPPING_MESSAGES.rate);
    expect(
      messageOf(
        shippingProfileBodySchema.safeParse(body({ rates: { luzon: { first_centavos: 0, extra_centavos: amount } } })),
      ),
    ).toBe(SHIPPING_MESSAGES.rate);
  });

  it('takes rates from ₱0 to ₱10,000', () => {
    expect(
      shippingProfileBodySchema.safeParse(body({ rates: { luzon: { first_centavos: 1_000_000, extra_centavos: 0 } } }))
        .success,
    ).toBe(true);
  });

  it('needs a zone or pickup', () => {
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ rates: {} })))).toBe(SHIPPING_MESSAGES.needRoute);
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ rates: { luzon: null } })))).toBe(
      SHIPPING_MESSAGES.needRoute,
    );
    expect(
      shippingProfileBodySchema.safeParse(body({ rates: {}, pickup: { place: 'SM North EDSA', note: '' } })).success,
    ).toBe(true);
  });

  it('needs the pickup place when pickup is on', () => {
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ pickup: { place: '  ', note: '' } })))).toBe(
      SHIPPING_MESSAGES.pickupPlace,
    );
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ pickup: { note: 'x' } })))).toBe(
      SHIPPING_MESSAGES.pickupPlace,
    );
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ pickup: { place: 'x'.repeat(201), note: '' } })))).toBe(
      SHIPPING_MESSAGES.pickupPlaceLength,
    );
    expect(
      messageOf(shippingProfileBodySchema.safeParse(body({ pickup: { place: 'x', note: 'y'.repeat(501) } }))),
    ).toBe(SHIPPING_MESSAGES.pickupNoteLength);
  });

  it.each([
    { region_code: '99', city_code: '9900000000', city_name: 'Nowhere' },
    { region_code: '', city_code: '0730600000', city_name: 'Cebu City' },
    { region_code: '13', city_code: 'abc', city_name: 'Quezon City' },
    { region_code: '07', province_code: '07022', city_code: '0730600000', city_name: 'Cebu City' },
    { region_code: '13', city_code: '1381300000', city_name: '' },
  ])('refuses a ships-from without a known region, a city code or a name: %o', (from) => {
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ ships_from: from })))).toBe(
      SHIPPING_MESSAGES.shipsFrom,
    );
  });

  it('refuses a free-shipping amount below ₱0.01 or not whole centavos', () => {
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ free_over_centavos: 0 })))).toBe(
      SHIPPING_MESSAGES.freeOver,
    );
    expect(messageOf(shippingProfileBodySchema.safeParse(body({ free_over_centavos: 1.5 })))).toBe(
      SHIPPING_MESSAGES.freeOver,
    );
  });
});

describe('zoneOfRegion', () => {
  it('maps each PSGC region to its zone', () => {
    expect(zoneOfRegion('13')).toBe('metro_manila');
    for (const r of ['01', '02', '03', '04', '17', '05', '14']) expect(zoneOfRegion(r)).toBe('luzon');
    for (const r of ['06', '07', '08', '18']) expect(zoneOfRegion(r)).toBe('visayas');
    for (const r of ['09', '10', '11', '12', '16', '19']) expect(zoneOfRegion(r)).toBe('mindanao');
    expect(zoneOfRegion('0700000000')).toBe('visayas');
    expect(zoneOfRegion('15')).toBeUndefined();
    expect(zoneOfRegion('x')).toBeUndefined();
  });
});

describe('shippingProfilesQuerySchema', () => {
  it('takes 1 to 30 distinct ids', () => {
    expect(shippingProfilesQuerySchema.parse({ artist_ids: 'a, b,a,,c' }).artist_ids).toEqual(['a', 'b', 'c']);
    const thirty = Array.from({ length: 30 }, (_, i) => `id${i}`).join(',');
    expect(shippingProfilesQuerySchema.parse({ artist_ids: thirty }).artist_ids).toHaveLength(30);
    expect(messageOf(shippingProfilesQuerySchema.safeParse({ artist_ids: `${thirty},id30` }))).toBe(
      SHIPPING_MESSAGES.artistIds,
    );
    expect(messageOf(shippingProfilesQuerySchema.safeParse({ artist_ids: ' , ' }))).toBe(SHIPPING_MESSAGES.artistIds);
    expect(messageOf(shippingProfilesQuerySchema.safeParse({}))).toBe(SHIPPING_MESSAGES.artistIds);
  });
});

describe("an art's own days to ship", () => {
  it('is none when empty or absent, else 1 to 60 whole days', () => {
    expect(artDaysToShipSchema.parse(undefined)).toBeNull();
    expect(artDaysToShipSchema.parse('')).toBeNull();
    expect(artDaysToShipSchema.parse(null)).toBeNull();
    expect(artDaysToShipSchema.parse('45')).toBe(45);
    expect(artDaysToShipSchema.parse(60)).toBe(60);
    for (const bad of [0, 61, '2.5', 'soon'])
      expect(messageOf(artDaysToShipSchema.safeParse(bad))).toBe(SHIPPING_MESSAGES.artDaysToShip);
  });

  it('is a field of the art form', () => {
    const fields = {
      title: 'T',
      description: 'D',
      price: '100',
      quantity: '1',
      location: 'L',
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
      tags: [],
    };
    expect(artFieldsSchema.parse(fields).days_to_ship).toBeNull();
    expect(artFieldsSchema.parse({ ...fields, days_to_ship: '21' }).days_to_ship).toBe(21);
    expect(messageOf(artFieldsSchema.safeParse({ ...fields, days_to_ship: '90' }))).toBe(
      SHIPPING_MESSAGES.artDaysToShip,
    );
  });
});

describe('pesosTextToCentavos', () => {
  it('reads pesos with up to 2 decimals, ₱0 included', () => {
    expect(pesosTextToCentavos('0')).toBe(0);
    expect(pesosTextToCentavos('180')).toBe(18_000);
    expect(pesosTextToCentavos('180.5')).toBe(18_050);
    expect(pesosTextToCentavos('₱1,200.00')).toBe(120_000);
    expect(pesosTextToCentavos(99.99)).toBe(9_999);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', Number.NaN]) expect(pesosTextToCentavos(bad)).toBeNull();
  });
});

describe('shippingFormSchema', () => {
  const off = { on: false, first: '', extra: '' };
  const form = (over: Partial<ShippingFormValues> = {}): ShippingFormValues => ({
    days_to_ship: '3',
    region_code: '07',
    province_code: '0702200000',
    city_code: '0730600000',
    city_name: 'Cebu City',
    zones: {
      metro_manila: { on: true, first: '180', extra: '50.50' },
      luzon: off,
      visayas: { on: true, first: '0', extra: '0' },
      mindanao: off,
    },
    free_on: true,
    free_over: '3,000',
    pickup_on: false,
    pickup_place: 'ignored while off',
    pickup_note: '',
    ...over,
  });
  const problems = (values: ShippingFormValues) => {
    const result = shippingFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('turns pesos as typed into the body, in centavos', () => {
    const out = shippingFormSchema.parse(form());
    expect(out).toEqual({
      days_to_ship: 3,
      ships_from: { region_code: '07', province_code: '0702200000', city_code: '0730600000', city_name: 'Cebu City' },
      rates: {
        metro_manila: { first_centavos: 18_000, extra_centavos: 5_050 },
        visayas: { first_centavos: 0, extra_centavos: 0 },
      },
      free_over_centavos: 300_000,
      pickup: null,
    });
    expect(shippingProfileBodySchema.safeParse(out).success).toBe(true);
  });

  it('names each wrong field with its message', () => {
    expect(
      problems(
        form({
          days_to_ship: '0',
          city_code: '',
          zones: {
            metro_manila: { on: true, first: '10001', extra: '1.234' },
            luzon: off,
            visayas: off,
            mindanao: off,
          },
          free_over: '0',
          pickup_on: true,
          pickup_place: ' ',
        }),
      ),
    ).toEqual({
      days_to_ship: SHIPPING_MESSAGES.daysToShip,
      city_code: SHIPPING_MESSAGES.shipsFrom,
      'zones.metro_manila.first': SHIPPING_MESSAGES.rate,
      'zones.metro_manila.extra': SHIPPING_MESSAGES.rate,
      free_over: SHIPPING_MESSAGES.freeOver,
      pickup_place: SHIPPING_MESSAGES.pickupPlace,
    });
  });

  it('needs a zone switched on or pickup', () => {
    expect(problems(form({ zones: { metro_manila: off, luzon: off, visayas: off, mindanao: off } }))).toEqual({
      zones: SHIPPING_MESSAGES.needRoute,
    });
    expect(
      problems(
        form({
          zones: { metro_manila: off, luzon: off, visayas: off, mindanao: off },
          pickup_on: true,
          pickup_place: 'Ayala Center Cebu',
        }),
      ),
    ).toEqual({});
  });

  it('ignores the amounts of a zone switched off and free shipping switched off', () => {
    expect(
      problems(
        form({
          zones: {
            metro_manila: { on: false, first: 'abc', extra: '' },
            luzon: off,
            visayas: { on: true, first: '1', extra: '1' },
            mindanao: off,
          },
          free_on: false,
          free_over: 'x',
        }),
      ),
    ).toEqual({});
  });
});
