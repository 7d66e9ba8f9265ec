import { expect, inject } from 'vitest';
import { apiCaller } from './api';
import { PNG, uploadAs } from './uploads';
import type { TestUser } from './users';

/** Arts, carts and checkouts through the local API, for the cart and checkout integration tests. */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

export async function newArt(artist: TestUser, opts: { price?: string; quantity?: number; title?: string } = {}) {
  const res = await call('POST', '/api/upload-art', {
    token: artist.idToken,
    body: {
      title: opts.title ?? 'Bangka at Dusk',
      description: 'Acrylic on board.',
      price: opts.price ?? '1500.00',
      quantity: String(opts.quantity ?? 3),
      location: 'Iloilo',
      art_style: 'Realism',
      medium: 'Acrylic',
      subject: 'Landscape',
      tags: '[]',
      imageKey: (await uploadAs(endpoints.api, artist, 'art-image', 'image/png', PNG, 'art.png')).key,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { art_id: string; title: string };
}

export const addToCart = (buyer: TestUser, artId: string, quantity = 1) => call('POST', '/cart', { token: buyer.idToken, body: { userId: buyer.userId, artId, quantity } });

export const cartOf = async (buyer: TestUser) =>
  (await call('GET', `/cart/${buyer.userId}`, { token: buyer.idToken })).body.items as { art_id: string; title: string; quantity: number; available: boolean; unavailable_reason: string | null }[];

export const cartLineOf = async (buyer: TestUser, artId: string) => (await cartOf(buyer)).find((i) => i.art_id === artId);

export const checkoutOf = (buyer: TestUser, checkoutId: string) => call('GET', `/checkout/${checkoutId}`, { token: buyer.idToken });

export const tryCheckout = (buyer: TestUser, artIds: string[]) => call('POST', '/create-checkout-session', { token: buyer.idToken, body: { artIds } });

export async function startCheckout(buyer: TestUser, artIds: string[]) {
  const res = await tryCheckout(buyer, artIds);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { checkout_id: string; checkout_url: string; payment_intent_id: string };
}
