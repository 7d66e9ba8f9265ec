import { expect, inject } from 'vitest';
import { apiClient } from './api';
import { payAndWait } from './paymongo';
import { addToCart } from './shop';
import type { TestUser } from './users';

/** Orders on their way to the buyer through the local API, for the fulfilment integration tests. */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

export const DAY = 86_400_000;
/** `days` from now, and a minute past it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY + 60_000);

/** What a checkout takes besides the arts: the address to ship to, and the artists met for a pickup. */
type CheckoutChoices = { address_id?: string; pickup_artist_ids?: string[] };

/** An order as `who` reads it (fails unless they may). */
export const order = (who: TestUser, id: string) =>
  callOk('GET /api/orders/{orderId}', { params: { orderId: id }, token: who.idToken });

/** `who` buys `artIds` and pays; the orders as the buyer reads them. */
export async function bought(who: TestUser, artIds: string[], body: CheckoutChoices = {}) {
  for (const artId of artIds) expect((await addToCart(who, artId)).status).toBe(201);
  return paidFor(who, artIds, body);
}

/** Checks out and pays the lines already in `who`'s cart. */
export async function paidFor(who: TestUser, artIds: string[], body: CheckoutChoices = {}) {
  const started = await callRoute('POST /create-checkout-session', { token: who.idToken, body: { artIds, ...body } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const paid = await payAndWait((started.body as { checkout_id: string }).checkout_id, who);
  return paid as {
    checkout_id: string;
    subtotal: number;
    shipping: number;
    fee: number;
    total: number;
    orders: { id: string; artist_id: string; shipping: number; amount: number; fee: number }[];
  };
}

/** `artist` ships the order with J&T (the answer, a refusal included). */
export const ship = (artist: TestUser, id: string) =>
  callRoute('POST /api/orders/{orderId}/ship', {
    params: { orderId: id },
    token: artist.idToken,
    body: { courier: 'jnt', tracking: 'JT0001112223' },
  });
