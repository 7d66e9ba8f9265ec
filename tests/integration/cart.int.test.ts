import { beforeAll, describe, expect, inject, it } from 'vitest';
import { actorOf } from '@functions/core/actor';
import * as Cart from '@functions/core/cart/cart';
import * as Checkout from '@functions/core/checkout/checkout';
import * as Arts from '@functions/core/arts/arts';
import * as Counters from '@functions/core/counters/counters';
import * as Actions from '@functions/core/moderation/actions';
import { caseIdOf } from '@functions/core/moderation/cases';
import * as Reports from '@functions/core/moderation/reports';
import { apiClient, expectOk } from '../support/api';
import { payAndWait } from '../support/paymongo';
import { addToCart, cartLineOf, newArt, startCheckout, tryCheckout } from '../support/shop';
import { gateTransactions } from '../support/transaction-gate';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

describe('cart', () => {
  let artist: TestUser;
  let client: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [artist, client, other, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'cart-artist', firstname: 'Lina', lastname: 'Dagohoy' }),
      createPerson({ role: 'Client', prefix: 'cart-client' }),
      createPerson({ role: 'Client', prefix: 'cart-other' }),
      createPerson({ role: 'Admin', prefix: 'cart-admin' }),
    ]);
  });

  it('adds an art once, caps the quantity at the stock, and counts the lines', async () => {
    const art = await newArt(artist, { quantity: 2 });
    const added = await addToCart(client, art.art_id, 5);
    expectOk(added);
    expect(added.body).toMatchObject({
      art_id: art.art_id,
      quantity: 2,
      available: true,
      arts: { title: art.title, artist: { user_id: artist.userId, name: 'Lina Dagohoy' } },
    });
    expect(await addToCart(client, art.art_id)).toMatchObject({
      status: 409,
      body: { message: 'This item is already in your cart.' },
    });
    expect(
      (await callRoute('GET /cart/count/{userId}', { params: { userId: client.userId }, token: client.idToken })).body,
    ).toEqual({ count: 1 });
    const changed = await callRoute('PATCH /cart/{userId}/{artId}', {
      params: { userId: client.userId, artId: art.art_id },
      token: client.idToken,
      body: { quantity: 1 },
    });
    expect(changed.body).toMatchObject({ quantity: 1 });
  });

  it('takes two quick adds of the same art as one line: the second is refused and the badge counts 1', async () => {
    const art = await newArt(artist, { quantity: 3, title: 'Double Click' });
    const buyer = await createPerson({ role: 'Client', prefix: 'cart-double' });
    // Both adds have read the cart before either writes: only the write's condition tells them apart.
    const ungate = gateTransactions(2);
    const answers = await Promise.allSettled([
      Cart.add(actorOf(buyer.userId), art.art_id, 1),
      Cart.add(actorOf(buyer.userId), art.art_id, 2),
    ]).finally(ungate);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a) => a.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      status: 409,
      message: 'This item is already in your cart.',
    });
    expect(
      (await callRoute('GET /cart/count/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })).body,
    ).toEqual({ count: 1 });
    const lines = (await callOk('GET /cart/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken }))
      .items;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(
      (answers.find((a) => a.status === 'fulfilled') as PromiseFulfilledResult<{ quantity: number }>).value.quantity,
    );
  });

  it("keeps carts to their owners: another person's cart, an admin's, one's own art", async () => {
    const art = await newArt(artist);
    expect(
      (await callRoute('GET /cart/{userId}', { params: { userId: client.userId }, token: other.idToken })).status,
    ).toBe(403);
    expect(
      (await callRoute('POST /cart', { token: other.idToken, body: { userId: client.userId, artId: art.art_id } }))
        .status,
    ).toBe(403);
    expect(
      (
        await callRoute('DELETE /cart/{userId}/{artId}', {
          params: { userId: client.userId, artId: art.art_id },
          token: other.idToken,
        })
      ).status,
    ).toBe(403);
    expect((await addToCart(admin, art.art_id)).status).toBe(403);
    expect((await addToCart(artist, art.art_id)).status).toBe(403);
  });

  it('shows a deleted art as unavailable under the title it had, and removes one or the selected lines', async () => {
    const [a, b, c] = await Promise.all([newArt(artist, { title: 'Gone Tomorrow' }), newArt(artist), newArt(artist)]);
    for (const art of [a, b, c]) expect((await addToCart(other, art.art_id)).status).toBe(201);
    expect((await callRoute('DELETE /api/arts/{id}', { params: { id: a.art_id }, token: artist.idToken })).status).toBe(
      200,
    );
    expect(await cartLineOf(other, a.art_id)).toMatchObject({
      title: 'Gone Tomorrow',
      available: false,
      unavailable_reason: 'deleted',
      arts: null,
    });
    expect(
      (
        await callRoute('DELETE /cart/{userId}/{artId}', {
          params: { userId: other.userId, artId: a.art_id },
          token: other.idToken,
        })
      ).body,
    ).toEqual({ removed: 1 });
    expect(
      (
        await callRoute('DELETE /cart/{userId}', {
          params: { userId: other.userId },
          token: other.idToken,
          body: { artIds: [b.art_id, c.art_id] },
        })
      ).body,
    ).toEqual({ removed: 2 });
    expect(
      (await callOk('GET /cart/{userId}', { params: { userId: other.userId }, token: other.idToken })).items,
    ).toEqual([]);
    expect(await Counters.get(Counters.names.cartItems(other.userId))).toBe(0);
  });

  it("says a piece held by another buyer's checkout is reserved, not sold out, and offers it again when the hold lapses", async () => {
    const art = await newArt(artist, { quantity: 1, title: 'Held For Now' });
    const [first, second] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'hold-1' }),
      createPerson({ role: 'Client', prefix: 'hold-2' }),
    ]);
    await addToCart(first, art.art_id);
    await addToCart(second, art.art_id);
    const held = await startCheckout(first, [art.art_id]);
    expect(await cartLineOf(second, art.art_id)).toMatchObject({ available: false, unavailable_reason: 'reserved' });
    // The art's page says so too: none left, one reserved.
    expect(
      await callOk('GET /api/art/{artId}', { params: { artId: art.art_id }, token: second.idToken }),
    ).toMatchObject({ quantity: 0, reserved: 1 });
    // The holder's own line stays theirs to check out again.
    expect(await cartLineOf(first, art.art_id)).toMatchObject({ available: true, unavailable_reason: null });
    expect(await Checkout.expire(held.checkout_id, 'lapsed')).toBe('expired');
    expect(await cartLineOf(second, art.art_id)).toMatchObject({
      available: true,
      unavailable_reason: null,
      arts: { quantity: 1 },
    });
    // Once bought, it is sold out for real.
    const bought = await startCheckout(first, [art.art_id]);
    await payAndWait(bought.checkout_id, first);
    expect(await cartLineOf(second, art.art_id)).toMatchObject({ available: false, unavailable_reason: 'sold_out' });
  });
});

describe('an art hidden by moderation', () => {
  it('is refused by the cart and by checkout with their own codes, and shows in a cart as no longer available, without its title or picture', async () => {
    const artist = await createPerson({ role: 'Artist', prefix: 'hide-artist' });
    const [fan, stranger, reporter] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'hide-fan' }),
      createPerson({ role: 'Client', prefix: 'hide-stranger' }),
      createPerson({ role: 'Client', prefix: 'hide-reporter' }),
    ]);
    const art = await newArt(artist, { title: 'Copied From Someone', quantity: 3 });
    expect((await addToCart(fan, art.art_id)).status).toBe(201);
    expectOk(
      await callRoute('POST /wishlist', {
        token: fan.idToken,
        body: { userId: fan.userId, artId: art.art_id, action: 'add' },
      }),
    );
    await Reports.report(actorOf(reporter.userId, 'Client'), {
      kind: 'art',
      target_id: art.art_id,
      reason: 'Spam',
      details: '',
    });
    await Actions.act(
      actorOf('admin-hider', 'Admin'),
      caseIdOf('art', art.art_id),
      'hide',
      'This art copies another artist’s work.',
    );

    const added = await addToCart(stranger, art.art_id);
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject({ error: 'cart.art_unavailable', message: 'This art is no longer available.' });
    expect(await cartLineOf(fan, art.art_id)).toMatchObject({
      title: '',
      arts: null,
      available: false,
      unavailable_reason: 'unavailable',
    });
    const bought = await tryCheckout(fan, [art.art_id]);
    expect(bought.status).toBe(409);
    expect(bought.body).toMatchObject({ error: 'checkout.art_unavailable' });
    expect((await Arts.find(art.art_id))?.quantity).toBe(3);
    // On the fan's wishlist: no longer available, neither its title nor its picture.
    const wishlist = await callOk('GET /wishlist/{userId}/arts', {
      params: { userId: fan.userId },
      token: fan.idToken,
    });
    expect(wishlist.items.map((a) => a.art_id)).not.toContain(art.art_id);
    expect(wishlist.unavailable).toEqual([art.art_id]);
    expect(JSON.stringify(wishlist)).not.toContain('Copied From Someone');
  });
});
