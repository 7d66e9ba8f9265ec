import * as z from 'zod';
import {
  MAX_CITY_NAME,
  MAX_PICKUP_NOTE,
  MAX_PICKUP_PLACE,
  MAX_PROFILE_IDS,
  MAX_RATE_CENTAVOS,
  SHIPPING_MESSAGES,
} from '../messages/shipping';
import { MAX_PRICE_CENTAVOS } from '../money';
import { ZONES, zoneOfRegion, type Zone } from '../places';
import { MAX_ART_DAYS_TO_SHIP, MAX_PROFILE_DAYS_TO_SHIP, type ShippingProfile } from '../shipping';

export { MAX_PROFILE_IDS, MAX_RATE_CENTAVOS, SHIPPING_MESSAGES, shipsInText } from '../messages/shipping';

/**
 * Shipping profiles (issue 47 §2, docs/fulfilment.md): what `GET/PUT /api/shipping-profile` and
 * `GET /api/shipping-profiles` take and answer. Money travels as integer centavos; the settings
 * form types pesos and converts them with `shippingFormSchema` before sending.
 */

export const zoneSchema = z.enum(ZONES);

const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Days to ship of a profile: whole days, 1–30 (typed "3" or sent 3). */
export const daysToShipSchema = z.preprocess(
  toNumber,
  wholeBetween(1, MAX_PROFILE_DAYS_TO_SHIP, SHIPPING_MESSAGES.daysToShip),
);

/**
 * An art's own days to ship (made-to-order pieces), 1–60; empty or absent: none (the profile's
 * applies). Output null for none.
 */
export const artDaysToShipSchema = z
  .preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : toNumber(v)),
    wholeBetween(1, MAX_ART_DAYS_TO_SHIP, SHIPPING_MESSAGES.artDaysToShip).nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** A number as typed ("3", " 3 "), left as it is when it is not one (the schema then refuses it). */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

const centavos = (min: number, max: number, message: string) => wholeBetween(min, max, message);

export const zoneRateSchema = z.object({
  first_centavos: centavos(0, MAX_RATE_CENTAVOS, SHIPPING_MESSAGES.rate),
  extra_centavos: centavos(0, MAX_RATE_CENTAVOS, SHIPPING_MESSAGES.rate),
});

/** The rate per zone; a zone left out (or null) is not shipped to. */
export const zoneRatesSchema = z
  .object(
    Object.fromEntries(ZONES.map((zone) => [zone, zoneRateSchema.nullish()])) as Record<
      Zone,
      z.ZodOptional<z.ZodNullable<typeof zoneRateSchema>>
    >,
  )
  .transform(
    (rates) =>
      Object.fromEntries(Object.entries(rates).filter(([, rate]) => rate)) as Partial<
        Record<Zone, z.output<typeof zoneRateSchema>>
      >,
  );

/** PSGC codes: digits only (a region's two, or a full 9- or 10-digit code). */
const psgcCode = z
  .string({ error: SHIPPING_MESSAGES.shipsFrom })
  .trim()
  .regex(/^\d{2}(\d{7,8})?$/, SHIPPING_MESSAGES.shipsFrom);

/**
 * Where the artist ships from, as the city picker gives it: the region and the city (code and
 * name). The zone is the server's, from the region (a code of no region is refused). The city's
 * code is kept as given: the dataset's codes of highly urbanized cities do not start with their
 * region's digits, so the two are not compared.
 */
export const shipsFromBodySchema = z
  .object(
    {
      region_code: psgcCode,
      province_code: z
        .string()
        .trim()
        .regex(/^\d{10}$/, SHIPPING_MESSAGES.shipsFrom)
        .nullish()
        .transform((v) => v || null),
      city_code: z
        .string({ error: SHIPPING_MESSAGES.shipsFrom })
        .trim()
        .regex(/^\d{2,10}$/, SHIPPING_MESSAGES.shipsFrom),
      city_name: z
        .string({ error: SHIPPING_MESSAGES.shipsFrom })
        .trim()
        .min(1, SHIPPING_MESSAGES.shipsFrom)
        .max(MAX_CITY_NAME, SHIPPING_MESSAGES.shipsFrom),
    },
    { error: SHIPPING_MESSAGES.shipsFrom },
  )
  .transform((from, ctx) => {
    const zone = zoneOfRegion(from.region_code);
    if (!zone) {
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.shipsFrom, path: ['region_code'] });
      return z.NEVER;
    }
    return {
      region_code: from.region_code,
      province_code: from.province_code,
      city_code: from.city_code,
      city_name: from.city_name,
      zone,
    };
  });

export const pickupSchema = z.object({
  place: z
    .string({ error: SHIPPING_MESSAGES.pickupPlace })
    .trim()
    .min(1, SHIPPING_MESSAGES.pickupPlace)
    .max(MAX_PICKUP_PLACE, SHIPPING_MESSAGES.pickupPlaceLength),
  note: z.string().trim().max(MAX_PICKUP_NOTE, SHIPPING_MESSAGES.pickupNoteLength).default(''),
});

/** PUT /api/shipping-profile: the whole profile (what is left out is cleared). */
export const shippingProfileBodySchema = z
  .object({
    days_to_ship: daysToShipSchema,
    ships_from: shipsFromBodySchema,
    rates: zoneRatesSchema.default({}),
    /** Free shipping at or above this many centavos of pieces; null or absent: never free. */
    free_over_centavos: centavos(1, MAX_PRICE_CENTAVOS, SHIPPING_MESSAGES.freeOver)
      .nullish()
      .transform((v) => v ?? null),
    /** Meet-up/pickup; null or absent: none. */
    pickup: pickupSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body.rates).length === 0 && !body.pickup)
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.needRoute, path: ['rates'] });
  });
export type ShippingProfileBody = z.output<typeof shippingProfileBodySchema>;
export type ShippingProfileInput = z.input<typeof shippingProfileBodySchema>;

const zoneRateOutSchema = z.object({ first_centavos: z.number().int(), extra_centavos: z.number().int() });

/** A profile as answered: the artist's own, and (with `artist_id`) the public read of others'. */
export const shippingProfileSchema = z.object({
  days_to_ship: z.number().int(),
  ships_from: z.object({
    region_code: z.string(),
    province_code: z.string().nullable(),
    city_code: z.string(),
    city_name: z.string(),
    zone: zoneSchema,
  }),
  rates: z.object(
    Object.fromEntries(ZONES.map((zone) => [zone, zoneRateOutSchema.optional()])) as Record<
      Zone,
      z.ZodOptional<typeof zoneRateOutSchema>
    >,
  ),
  free_over_centavos: z.number().int().nullable(),
  pickup: z.object({ place: z.string(), note: z.string() }).nullable(),
  updated_at: z.string(),
}) satisfies z.ZodType<ShippingProfile & { updated_at: string }>;
export type OwnShippingProfile = z.infer<typeof shippingProfileSchema>;

export const publicShippingProfileSchema = shippingProfileSchema.extend({ artist_id: z.string() });
export type PublicShippingProfile = z.infer<typeof publicShippingProfileSchema>;

/** GET /api/shipping-profiles: the profiles of the artists that have one (the others are left out). */
export const shippingProfilesSchema = z.object({ profiles: z.array(publicShippingProfileSchema) });

/** `?artist_ids=a,b`: 1 to 30 distinct ids. */
export const shippingProfilesQuerySchema = z.object({
  artist_ids: z.string({ error: SHIPPING_MESSAGES.artistIds }).transform((text, ctx) => {
    const ids = [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0 || ids.length > MAX_PROFILE_IDS || ids.some((id) => id.length > 128)) {
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.artistIds });
      return z.NEVER;
    }
    return ids;
  }),
});

/* The settings form (web): what a person types, turned into the body above. */

/** Pesos as typed, ≥ 0 with at most 2 decimals ("180", "180.5", "1,200.00") → centavos; null when not such an amount. */
export function pesosTextToCentavos(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim().replace(/,/g, '').replace(/^₱\s*/, '')
        : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const pesos = (min: number, max: number, message: string) =>
  z.string().transform((value, ctx) => {
    const amount = pesosTextToCentavos(value);
    if (amount === null || amount < min || amount > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return amount;
  });

const zoneFormSchema = z.object({ on: z.boolean(), first: z.string(), extra: z.string() });

/**
 * The Shipping settings form: days to ship, the city, a rate per zone with its "I ship here"
 * switch, free shipping at or above, and pickup; the same rules and messages as the body, on the
 * field a person typed. Its output is the body (centavos).
 */
export const shippingFormSchema = z
  .object({
    days_to_ship: z.string(),
    region_code: z.string(),
    province_code: z.string(),
    city_code: z.string(),
    city_name: z.string(),
    zones: z.object(
      Object.fromEntries(ZONES.map((zone) => [zone, zoneFormSchema])) as Record<Zone, typeof zoneFormSchema>,
    ),
    free_on: z.boolean(),
    free_over: z.string(),
    pickup_on: z.boolean(),
    pickup_place: z.string(),
    pickup_note: z.string(),
  })
  .transform((form, ctx): ShippingProfileInput => {
    const days = daysToShipSchema.safeParse(form.days_to_ship);
    if (!days.success) ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.daysToShip, path: ['days_to_ship'] });
    if (!form.city_code) ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.shipsFrom, path: ['city_code'] });
    const rates: Partial<Record<Zone, { first_centavos: number; extra_centavos: number }>> = {};
    for (const zone of ZONES) {
      const typed = form.zones[zone];
      if (!typed.on) continue;
      const first = pesos(0, MAX_RATE_CENTAVOS, SHIPPING_MESSAGES.rate).safeParse(typed.first);
      const extra = pesos(0, MAX_RATE_CENTAVOS, SHIPPING_MESSAGES.rate).safeParse(typed.extra);
      if (!first.success)
        ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.rate, path: ['zones', zone, 'first'] });
      if (!extra.success)
        ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.rate, path: ['zones', zone, 'extra'] });
      if (first.success && extra.success) rates[zone] = { first_centavos: first.data, extra_centavos: extra.data };
    }
    const freeOver = form.free_on
      ? pesos(1, MAX_PRICE_CENTAVOS, SHIPPING_MESSAGES.freeOver).safeParse(form.free_over)
      : null;
    if (freeOver && !freeOver.success)
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.freeOver, path: ['free_over'] });
    const place = form.pickup_place.trim();
    if (form.pickup_on && !place)
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.pickupPlace, path: ['pickup_place'] });
    if (form.pickup_on && place.length > MAX_PICKUP_PLACE)
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.pickupPlaceLength, path: ['pickup_place'] });
    if (form.pickup_on && form.pickup_note.trim().length > MAX_PICKUP_NOTE)
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.pickupNoteLength, path: ['pickup_note'] });
    if (!ZONES.some((zone) => form.zones[zone].on) && !form.pickup_on)
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.needRoute, path: ['zones'] });
    return {
      days_to_ship: days.success ? days.data : 0,
      ships_from: {
        region_code: form.region_code,
        province_code: form.province_code || null,
        city_code: form.city_code,
        city_name: form.city_name,
      },
      rates,
      free_over_centavos: freeOver?.success ? freeOver.data : null,
      pickup: form.pickup_on ? { place, note: form.pickup_note.trim() } : null,
    };
  });
export type ShippingFormValues = z.input<typeof shippingFormSchema>;
