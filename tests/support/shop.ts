import { inject } from 'vitest';
import { apiClient } from './api';
import { giveAddress } from './buyer-address';
import type { TestUser } from './users';

/** Carts and checkouts through the local API, for the cart and checkout integration tests (arts: ./builders). */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

export { newArt } from './builders';

/** Adds to `buyer`'s cart; a buyer gets a default address first (Quezon City), where their checkouts ship. */
export const addToCart = async (buyer: TestUser, artId: string, quantity = 1) => {
  await giveAddress(endpoints.api, buyer);
  return callRoute('POST /cart', { token: buyer.idToken, body: { userId: buyer.userId, artId, quantity } });
};

export const cartOf = async (buyer: TestUser) =>
  (await callOk('GET /cart/{userId}', { token: buyer.idToken, params: { userId: buyer.userId } })).items;

export const cartLineOf = async (buyer: TestUser, artId: string) =>
  (await cartOf(buyer)).find((i) => i.art_id === artId);

/** A checkout as its buyer sees it (fails unless they may). */
export const checkoutOf = (buyer: TestUser, checkoutId: string) =>
  callOk('GET /checkout/{checkoutId}', { token: buyer.idToken, params: { checkoutId } });

export const tryCheckout = (buyer: TestUser, artIds: string[]) =>
  callRoute('POST /create-checkout-session', { token: buyer.idToken, body: { artIds } });

/** Starts a checkout of `artIds` (fails unless it is created). */
export const startCheckout = (buyer: TestUser, artIds: string[]) =>
  callOk('POST /create-checkout-session', { token: buyer.idToken, body: { artIds } });

/**
 * An order completed the way people complete one: its artist ships it (a courier and a tracking
 * number), its buyer confirms receiving it. The buyer's answer (`{ message, order }`); fails unless both succeed.
 */
export async function shipAndReceive(artist: TestUser, buyer: TestUser, orderId: string) {
  await callOk('POST /api/orders/{orderId}/ship', {
    params: { orderId },
    token: artist.idToken,
    body: { courier: 'jnt', tracking: `JT${orderId.slice(-10)}` },
  });
  return callOk('POST /api/orders/{orderId}/receive', { params: { orderId }, token: buyer.idToken });
}
