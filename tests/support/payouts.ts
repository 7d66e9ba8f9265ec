import { expect, inject } from 'vitest';
import type { PayoutStatus } from '@shared/messages/payouts';
import type { Checkout } from '@shared/schemas/orders';
import { apiClient } from './api';
import { onboardingSample } from './builders';
import { eventually } from './eventually';
import { sim } from './paymongo';
import { addToCart, newArt, startCheckout } from './shop';
import { payAndWait } from './paymongo';
import type { TestUser } from './users';

/**
 * Payouts through the real routes and the simulator: an artist onboarded and approved, a paid
 * sale, and waiting for what PayMongo's asynchronous settlement changes.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

export const payoutsOf = (artist: TestUser, as: TestUser = artist) =>
  callOk('GET /payouts/{userId}', { params: { userId: artist.userId }, token: as.idToken });
export const earningsOf = (artist: TestUser) =>
  callOk('GET /earnings/{artistId}', { params: { artistId: artist.userId }, token: artist.idToken });

/** The artist's child account id at the simulator (by the Crafti user id Crafti sends as metadata). */
export async function childOf(artist: TestUser): Promise<string> {
  const accounts = (await sim('accounts')) as {
    data: { id: string; attributes: { metadata?: Record<string, string> } }[];
  };
  const found = accounts.data.find((a) => a.attributes.metadata?.crafti_user_id === artist.userId);
  expect(found, `a child account of ${artist.userId}`).toBeTruthy();
  return found!.id;
}

/** Sends the artist's details and waits for the status it says. */
export async function onboard(artist: TestUser, overrides: Parameters<typeof onboardingSample>[0] = {}) {
  return callOk('POST /payouts/{userId}/onboarding', {
    params: { userId: artist.userId },
    token: artist.idToken,
    body: onboardingSample(overrides),
  });
}

export async function waitForStatus(artist: TestUser, status: PayoutStatus) {
  return eventually(
    () => payoutsOf(artist),
    (p) => p.status === status,
    `payout status of ${artist.userId}`,
  );
}

/** Onboarded and approved by PayMongo: their payouts active. */
export async function activate(artist: TestUser) {
  await onboard(artist);
  await sim(`accounts/${await childOf(artist)}/approve`, {});
  await sim('idle', {});
  return waitForStatus(artist, 'active');
}

/** A checkout of one piece of each art, paid by card: its checkout as the buyer sees it. */
export async function buy(buyer: TestUser, artIds: string[]) {
  for (const artId of artIds) expect((await addToCart(buyer, artId)).status).toBe(201);
  const started = await startCheckout(buyer, artIds);
  return (await payAndWait(started.checkout_id, buyer)) as Checkout;
}

export async function artOf(artist: TestUser, price: string, quantity = 3) {
  return (await newArt(artist, { price, quantity })).art_id;
}
