import { ZONES, type Zone } from '@shared/places';
import type { OwnShippingProfile, PublicShippingProfile, ShippingProfileBody } from '@shared/schemas/shipping';
import type { ShippingProfile, ZoneRate } from '@shared/shipping';
import type { Actor } from '../actor';
import { db, type Item } from '../db/service';

/**
 * Shipping profiles (issue 47 §2, docs/fulfilment.md): one per artist, written whole by its
 * artist, read by the artist (settings), by anyone (the art page and the cart quote with
 * shared/shipping.ts `quoteShipping`) and by checkout (`profilesOf`, one BatchGet for a cart's
 * artists). Money in centavos.
 */

type ProfileItem = Item<'shippingProfile'>;

async function find(artistId: string) {
  const { data } = await db().entities.shippingProfile.get({ artistId }).go();
  return data;
}

function toProfile(item: ProfileItem): OwnShippingProfile {
  const rates: Partial<Record<Zone, ZoneRate>> = {};
  // In ZONES order, whatever order they were stored in.
  for (const zone of ZONES) {
    const rate = item.rates.find((r) => r.zone === zone);
    if (rate) rates[zone] = { first_centavos: rate.firstCentavos, extra_centavos: rate.extraCentavos };
  }
  return {
    days_to_ship: item.daysToShip,
    ships_from: {
      region_code: item.regionCode,
      province_code: item.provinceCode ?? null,
      city_code: item.cityCode,
      city_name: item.cityName,
      zone: item.zone,
    },
    rates,
    free_over_centavos: item.freeOverCentavos ?? null,
    pickup: item.pickupPlace ? { place: item.pickupPlace, note: item.pickupNote ?? '' } : null,
    updated_at: item.updatedAt ?? '',
  };
}

/** GET /api/shipping-profile: the calling artist's own, or null before they set one up. */
export async function get(artistId: string): Promise<OwnShippingProfile | null> {
  const item = await find(artistId);
  return item ? toProfile(item) : null;
}

/** PUT /api/shipping-profile: the calling artist's whole profile (what the body leaves out is cleared). */
export async function put(actor: Actor, body: ShippingProfileBody): Promise<OwnShippingProfile> {
  const item = await db()
    .entities.shippingProfile.put({
      artistId: actor.userId,
      daysToShip: body.days_to_ship,
      regionCode: body.ships_from.region_code,
      ...(body.ships_from.province_code ? { provinceCode: body.ships_from.province_code } : {}),
      cityCode: body.ships_from.city_code,
      cityName: body.ships_from.city_name,
      zone: body.ships_from.zone,
      rates: ZONES.flatMap((zone) => {
        const rate = body.rates[zone];
        return rate ? [{ zone, firstCentavos: rate.first_centavos, extraCentavos: rate.extra_centavos }] : [];
      }),
      ...(body.free_over_centavos !== null ? { freeOverCentavos: body.free_over_centavos } : {}),
      ...(body.pickup ? { pickupPlace: body.pickup.place, pickupNote: body.pickup.note } : {}),
    })
    .go();
  return toProfile(item.data as ProfileItem);
}

/**
 * The profiles of these artists, in one BatchGet (DynamoDB's 100 keys a call: a cart has at most
 * 30 artists), keyed by artist id; an artist without one is missing from the map. Checkout's read.
 */
export async function profilesOf(artistIds: readonly string[]): Promise<Map<string, ShippingProfile>> {
  const found = await items(artistIds);
  return new Map(found.map((item) => [item.artistId, toProfile(item)]));
}

/** GET /api/shipping-profiles: the public parts of these artists' profiles (all of it: the pickup note is for buyers too). */
export async function publicProfiles(artistIds: readonly string[]): Promise<{ profiles: PublicShippingProfile[] }> {
  const found = await items(artistIds);
  const byId = new Map(found.map((item) => [item.artistId, item]));
  // In the order asked, whatever order the batch answered.
  return {
    profiles: [...new Set(artistIds)].flatMap((id) =>
      byId.has(id) ? [{ artist_id: id, ...toProfile(byId.get(id)!) }] : [],
    ),
  };
}

async function items(artistIds: readonly string[]): Promise<ProfileItem[]> {
  const unique = [...new Set(artistIds)];
  if (unique.length === 0) return [];
  const { data, unprocessed } = await db()
    .entities.shippingProfile.get(unique.map((artistId) => ({ artistId })))
    .go();
  const found = data.filter((item): item is ProfileItem => Boolean(item));
  // DynamoDB may leave keys of a throttled batch unread: read those again, one by one.
  const again = await Promise.all(unprocessed.map((key) => find((key as { artistId: string }).artistId)));
  return [...found, ...again.filter((item): item is ProfileItem => Boolean(item))];
}
