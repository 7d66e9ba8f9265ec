import { ZONES, type Zone } from './places';

/**
 * Shipping profiles (issue 47 §2, docs/fulfilment.md): what an artist charges to send their pieces
 * to each zone of the country, and the quote server (checkout) and web (art page, cart) both make
 * from it. Pure: no zod, no I/O, so the web's art page and cart load it without a schema.
 *
 * Money is integer centavos, as everywhere on the wire.
 */

/** What one zone costs: per order, the first piece and each piece after it. */
export interface ZoneRate {
  first_centavos: number;
  extra_centavos: number;
}

/** Where the artist ships from: a PSGC city or municipality, its region (and province, where it has one), and its zone. */
export interface ShipsFrom {
  region_code: string;
  /** The province the city picker showed the city under; null in a region without provinces (NCR). */
  province_code: string | null;
  city_code: string;
  city_name: string;
  zone: Zone;
}

/** Meet-up/pickup: where, and what the buyer should know (shown to buyers too). */
export interface Pickup {
  place: string;
  note: string;
}

/**
 * An artist's shipping profile as the API answers it (their own, and the public read of others').
 * A zone missing from `rates` is not shipped to.
 */
export interface ShippingProfile {
  days_to_ship: number;
  ships_from: ShipsFrom;
  rates: Partial<Record<Zone, ZoneRate>>;
  /** Free shipping when the order's pieces cost at least this; null: never free. */
  free_over_centavos: number | null;
  /** Meet-up/pickup, or null when the artist offers none. */
  pickup: Pickup | null;
}

/**
 * Crafti's estimates of the days a parcel takes from the zone it ships from to the zone it goes
 * to, once handed to a courier (not promises: what the release date and the buyer's "arrives in"
 * are counted with). Within a zone 2 days; Metro Manila ↔ the rest of Luzon 3; between Luzon
 * (Metro Manila included) and the Visayas 5; between Luzon and Mindanao 6; between the Visayas
 * and Mindanao 5 (the short sea crossing).
 */
export const DELIVERY_DAYS: Readonly<Record<Zone, Readonly<Record<Zone, number>>>> = {
  metro_manila: { metro_manila: 2, luzon: 3, visayas: 5, mindanao: 6 },
  luzon: { metro_manila: 3, luzon: 2, visayas: 5, mindanao: 6 },
  visayas: { metro_manila: 5, luzon: 5, visayas: 2, mindanao: 5 },
  mindanao: { metro_manila: 6, luzon: 6, visayas: 5, mindanao: 2 },
};

/** The most days to ship an artist's profile may say, and an art's own (made-to-order pieces). */
export const MAX_PROFILE_DAYS_TO_SHIP = 30;
export const MAX_ART_DAYS_TO_SHIP = 60;

/** What a quote needs: where to, how many pieces, what they cost, and an art's own days to ship. */
export interface QuoteInput {
  zone: Zone;
  /** Pieces in the order (whole, at least 1). */
  pieces: number;
  /** What the pieces cost together, in centavos (the free-shipping threshold reads it). */
  piecesCentavos: number;
  /** The longest days to ship among the order's arts that set their own, when any does. */
  daysToShip?: number | null;
}

export type ShippingQuote =
  | { kind: 'ship'; shippingCentavos: number; daysToShip: number; deliveryDays: number }
  | { kind: 'pickup_only' }
  | { kind: 'no_route' };

/** Whether the artist ships to `zone`. */
export const shipsTo = (profile: Pick<ShippingProfile, 'rates'>, zone: Zone): boolean =>
  profile.rates[zone] !== undefined;

/** The zones the artist ships to, in ZONES order. */
export const shippedZones = (profile: Pick<ShippingProfile, 'rates'>): Zone[] =>
  ZONES.filter((zone) => shipsTo(profile, zone));

/** The rate of one order of `pieces` pieces: the first piece, then each extra piece. */
export const rateFor = (rate: ZoneRate, pieces: number): number =>
  rate.first_centavos + rate.extra_centavos * (pieces - 1);

/** Whether an order of pieces costing `piecesCentavos` ships free. */
export const isFreeShipping = (profile: Pick<ShippingProfile, 'free_over_centavos'>, piecesCentavos: number): boolean =>
  profile.free_over_centavos !== null && piecesCentavos >= profile.free_over_centavos;

/**
 * One order of an artist's pieces to a zone: the shipping (0 when the pieces reach the artist's
 * free-shipping amount), the days to ship (an art's own when given, else the profile's) and the
 * estimated delivery days; or, where the artist has no rate, pickup only (when offered) or no
 * route. Throws a RangeError on pieces that are not a whole number of at least 1, or a negative
 * or fractional amount: callers pass what they stored or parsed.
 */
export function quoteShipping(profile: ShippingProfile, input: QuoteInput): ShippingQuote {
  const { zone, pieces, piecesCentavos, daysToShip } = input;
  if (!Number.isInteger(pieces) || pieces < 1)
    throw new RangeError(`quoteShipping: pieces must be a whole number of at least 1 (got ${pieces})`);
  if (!Number.isInteger(piecesCentavos) || piecesCentavos < 0)
    throw new RangeError(`quoteShipping: piecesCentavos must be whole centavos, not negative (got ${piecesCentavos})`);
  const rate = profile.rates[zone];
  if (!rate) return profile.pickup ? { kind: 'pickup_only' } : { kind: 'no_route' };
  return {
    kind: 'ship',
    shippingCentavos: isFreeShipping(profile, piecesCentavos) ? 0 : rateFor(rate, pieces),
    daysToShip: daysToShip ?? profile.days_to_ship,
    deliveryDays: DELIVERY_DAYS[profile.ships_from.zone][zone],
  };
}

/**
 * The days to ship of one order of several arts of an artist: each art's own, or the profile's for
 * an art without; the longest of them. Null when no art sets its own (the profile's applies). For
 * `QuoteInput.daysToShip`.
 */
export function orderDaysToShip(
  profile: Pick<ShippingProfile, 'days_to_ship'>,
  artDays: readonly (number | null | undefined)[],
): number | null {
  if (!artDays.some((d) => typeof d === 'number')) return null;
  return Math.max(...artDays.map((d) => d ?? profile.days_to_ship));
}
