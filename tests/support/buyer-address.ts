/**
 * An address for the buyers tests make (issue 47 §1): a checkout ships to the buyer's default
 * address unless it names another, so every helper that starts a checkout first gives its buyer
 * one (through the API, as the address book does). No vitest here: the e2e support uses it too.
 */

/** Quezon City (Metro Manila), as the address dialog sends it. */
export const BUYER_ADDRESS = {
  label: 'Home',
  contact_name: 'Test Buyer',
  mobile: '0917 123 4567',
  street: '12 Maginhawa St',
  zip: '1101',
  region_code: '13',
  province_code: null,
  city_code: '1381300000',
  barangay_code: '1381300122',
} as const;

const given = new Map<string, Promise<void>>();

/** Gives `buyer` a default address once (per API and person); `api` is the API's base URL. */
export function giveAddress(api: string, buyer: { userId: string; idToken: string }): Promise<void> {
  const key = `${api} ${buyer.userId}`;
  if (given.has(key)) return given.get(key)!;
  const put = (async () => {
    const listed = await fetch(`${api}/api/addresses`, { headers: { authorization: `Bearer ${buyer.idToken}` } });
    // An admin has no cart, so no address book: nothing to give.
    if (listed.status === 403) return;
    if (listed.status === 200 && ((await listed.json()) as { items: unknown[] }).items.length > 0) return;
    const response = await fetch(`${api}/api/addresses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(BUYER_ADDRESS),
    });
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`POST /api/addresses for ${buyer.userId}: ${response.status} ${await response.text()}`);
  })();
  given.set(key, put);
  put.catch(() => given.delete(key));
  return put;
}
