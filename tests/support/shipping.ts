import type { ShippingProfileInput } from '@shared/schemas/shipping';

/**
 * Shipping profiles for the artists tests make (issue 47 §2): an art can be bought only from an
 * artist with a way to get it to the buyer, so every helper that makes an art to buy first gives
 * its artist this profile (through the API, as the Shipping settings page does). No vitest here:
 * the e2e support (Playwright) uses it too.
 */

/** Ships from Quezon City to every zone: ₱100 within Metro Manila, more farther, ₱50 each extra piece; no free shipping, no pickup. */
export const SHIPS_EVERYWHERE = {
  days_to_ship: 3,
  ships_from: { region_code: '13', province_code: null, city_code: '1381300000', city_name: 'Quezon City' },
  rates: {
    metro_manila: { first_centavos: 10_000, extra_centavos: 5_000 },
    luzon: { first_centavos: 15_000, extra_centavos: 5_000 },
    visayas: { first_centavos: 18_000, extra_centavos: 5_000 },
    mindanao: { first_centavos: 20_000, extra_centavos: 5_000 },
  },
  free_over_centavos: null,
  pickup: null,
} as const satisfies ShippingProfileInput;

/**
 * What every art helper gives an artist who has no profile yet: ships everywhere for free, so the
 * money tests' amounts stay the pieces' and the 5%; the shipping money itself is the fulfilment
 * tests' (SHIPS_EVERYWHERE and their own profiles, given on purpose).
 */
export const SHIPS_FREE = {
  ...SHIPS_EVERYWHERE,
  rates: {
    metro_manila: { first_centavos: 0, extra_centavos: 0 },
    luzon: { first_centavos: 0, extra_centavos: 0 },
    visayas: { first_centavos: 0, extra_centavos: 0 },
    mindanao: { first_centavos: 0, extra_centavos: 0 },
  },
} as const satisfies ShippingProfileInput;

/** Artists (by API and user id) known to have a profile already: set once, however many arts they get. */
const given = new Map<string, Promise<void>>();

/**
 * Gives `artist` a shipping profile (by default SHIPS_FREE) through `PUT /api/shipping-profile`,
 * once per artist unless `profile` is given (then always, and it stays: later arts keep it). `api`
 * is the API's base URL.
 */
export function giveShippingProfile(
  api: string,
  artist: { userId: string; idToken: string },
  profile?: ShippingProfileInput,
): Promise<void> {
  const key = `${api} ${artist.userId}`;
  if (!profile && given.has(key)) return given.get(key)!;
  const put = (async () => {
    const response = await fetch(`${api}/api/shipping-profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${artist.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(profile ?? SHIPS_FREE),
    });
    if (response.status !== 200)
      throw new Error(`PUT /api/shipping-profile for ${artist.userId}: ${response.status} ${await response.text()}`);
  })();
  // Given, either way: a later art of the same artist keeps the profile a test set on purpose.
  given.set(key, put);
  put.catch(() => given.delete(key));
  return put;
}
