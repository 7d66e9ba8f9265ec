import { SHIPPING_MESSAGES, shipsInText } from '@shared/messages/shipping';
import { formatPeso } from '@shared/money';
import { ZONE_LABELS, ZONES, type Zone } from '@shared/places';
import { orderDaysToShip, quoteShipping, type ShippingProfile, type ZoneRate } from '@shared/shipping';

/**
 * What the art page and the cart say about shipping, from an artist's public profile and where
 * the viewer's default address is (shared/shipping.ts quotes). Pure, for both and their tests.
 */

/** Where a person's default address is: its zone and its city's name. */
export interface ViewerPlace {
  zone: Zone;
  cityName: string;
}

/** A zone as a sentence names it: "Doesn't ship to the Visayas". */
export const ZONE_PHRASES: Record<Zone, string> = {
  metro_manila: 'Metro Manila',
  luzon: 'the rest of Luzon',
  visayas: 'the Visayas',
  mindanao: 'Mindanao',
};

/** "₱150.00 first piece, ₱50.00 each extra" (or "₱150.00 per order" when extra pieces ship free, "Free" when both are 0). */
export function rateText(rate: ZoneRate): string {
  if (rate.first_centavos === 0 && rate.extra_centavos === 0) return 'Free';
  if (rate.extra_centavos === 0) return `${formatPeso(rate.first_centavos)} per order`;
  return `${formatPeso(rate.first_centavos)} first piece, ${formatPeso(rate.extra_centavos)} each extra`;
}

/** The rates table's rows: each zone with its rate, or that the artist does not ship there. */
export const rateRows = (profile: Pick<ShippingProfile, 'rates'>): { zone: Zone; label: string; text: string }[] =>
  ZONES.map((zone) => ({
    zone,
    label: ZONE_LABELS[zone],
    text: profile.rates[zone] ? rateText(profile.rates[zone]) : "Doesn't ship here",
  }));

/** What an order of these pieces costs to ship to `place`: the line to show and a detail under it. */
export interface ShippingLine {
  kind: 'ship' | 'pickup_only' | 'no_route';
  /** "₱180.00 to Cebu City, ships in 3 days" / "Free shipping to …" / "Doesn't ship to Mindanao — meet-up in Quezon City". */
  text: string;
  /** The estimated arrival, the free-shipping amount not reached, or where to meet. */
  detail: string | null;
  /** Centavos, when it ships. */
  shippingCentavos: number | null;
}

/**
 * The shipping of pieces costing `piecesCentavos` (their own days to ship in `artDays`) from the
 * artist of `profile` to `place`. For the art page, one piece; for the cart, an artist's lines.
 */
export function shippingLine(
  profile: ShippingProfile,
  place: ViewerPlace,
  order: { pieces: number; piecesCentavos: number; artDays: readonly (number | null | undefined)[] },
): ShippingLine {
  const quote = quoteShipping(profile, {
    zone: place.zone,
    pieces: order.pieces,
    piecesCentavos: order.piecesCentavos,
    daysToShip: orderDaysToShip(profile, order.artDays),
  });
  const meetUp = profile.pickup
    ? `Meet-up: ${profile.pickup.place}.${profile.pickup.note ? ` ${profile.pickup.note}` : ''}`
    : null;
  if (quote.kind === 'pickup_only') {
    return {
      kind: 'pickup_only',
      text: `Doesn't ship to ${ZONE_PHRASES[place.zone]} — meet-up in ${profile.ships_from.city_name}`,
      detail: meetUp,
      shippingCentavos: null,
    };
  }
  if (quote.kind === 'no_route')
    return {
      kind: 'no_route',
      text: `Doesn't ship to ${ZONE_PHRASES[place.zone]}`,
      detail: null,
      shippingCentavos: null,
    };
  const where = `to ${place.cityName}, ${shipsInText(quote.daysToShip)}`;
  const text =
    quote.shippingCentavos === 0 ? `Free shipping ${where}` : `${formatPeso(quote.shippingCentavos)} ${where}`;
  const arrives = `Arrives about ${quote.deliveryDays} days after it ships.`;
  const freeFrom =
    quote.shippingCentavos > 0 && profile.free_over_centavos !== null
      ? ` Free shipping from ${formatPeso(profile.free_over_centavos)} of this artist's pieces.`
      : '';
  return { kind: 'ship', text, detail: `${arrives}${freeFrom}`, shippingCentavos: quote.shippingCentavos };
}

/** The summary of an artist's shipping for a viewer whose address is not known: where from, and how soon. */
export const shipsFromText = (profile: ShippingProfile, artDays?: number | null) =>
  `Ships from ${profile.ships_from.city_name}, ${shipsInText(artDays ?? profile.days_to_ship)}`;

export { SHIPPING_MESSAGES };
