import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { FULFILMENT_DAYS } from '@shared/fulfilment';
import { apiClient } from '../support/api';
import { ADDRESS_BODIES, addressBody } from '../support/addresses';
import { giveAddress } from '../support/buyer-address';
import { artFields } from '../support/builders';
import { bought, DAY, daysFromNow, order, paidFor, ship } from '../support/fulfilment';
import { everyMinuteAt, walletAtPaymongo } from '../support/money';
import { activate, artOf, childOf, earningsOf } from '../support/payouts';
import { eventually } from '../support/eventually';
import { giveShippingProfile, SHIPS_EVERYWHERE } from '../support/shipping';
import { addToCart, tryCheckout } from '../support/shop';
import { createPerson, type TestUser } from '../support/users';

/**
 * Orders that reach the buyer (issue 47): the checkout's shipping and address snapshot, each
 * fulfilment step through its route with who may take it, the guarantee's clock moved forward
 * (not shipped in time, no confirmation, an extension once), a pickup, and the money each end
 * moves, against the simulator's wallets to the centavo. Refund requests:
 * fulfilment-refunds.int.test.ts.
 */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

let artist: TestUser;
let other: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [artist, other, buyer, stranger, admin] = await Promise.all([
    createPerson({ role: 'Artist', prefix: 'ful-artist' }),
    createPerson({ role: 'Artist', prefix: 'ful-other' }),
    createPerson({ role: 'Client', prefix: 'ful-buyer' }),
    createPerson({ role: 'Client', prefix: 'ful-stranger' }),
    createPerson({ role: 'Admin', prefix: 'ful-admin' }),
  ]);
  // Ships from Quezon City; the other artist from Cebu City, free above ₱3,000 and with a meet-up.
  await giveShippingProfile(endpoints.api, artist, SHIPS_EVERYWHERE);
  await giveShippingProfile(endpoints.api, other, {
    ...SHIPS_EVERYWHERE,
    days_to_ship: 5,
    ships_from: { region_code: '07', province_code: '0702200000', city_code: '0730600000', city_name: 'Cebu City' },
    rates: {
      visayas: { first_centavos: 9_000, extra_centavos: 2_000 },
      metro_manila: { first_centavos: 21_000, extra_centavos: 4_000 },
    },
    free_over_centavos: 300_000,
    pickup: { place: 'Ayala Center Cebu, main entrance', note: 'Saturdays 10 am to noon.' },
  });
  await giveAddress(endpoints.api, buyer);
  await Promise.all([activate(artist), activate(other)]);
});

describe('checkout with shipping', () => {
  it('charges each artist’s shipping to the chosen address, 5% of the pieces only, and keeps the address as it was', async () => {
    const a = await artOf(artist, '1010.10', 2);
    const b = await artOf(other, '2222.22', 2);
    const paid = await bought(buyer, [a, b]);
    // Quezon City: the artist's Metro Manila rate ₱100; the other's, from Cebu, ₱210 (under their ₱3,000 free amount).
    expect(paid.subtotal).toBe(101_010 + 222_222);
    expect(paid.shipping).toBe(10_000 + 21_000);
    expect(paid.fee).toBe(Math.round((101_010 + 222_222) * 0.05));
    expect(paid.total).toBe(paid.subtotal + paid.shipping + paid.fee);
    const mine = paid.orders.find((o) => o.artist_id === artist.userId)!;
    const seen = await order(artist, mine.id);
    expect(seen).toMatchObject({
      fulfilment: 'to_ship',
      shipping: 10_000,
      status: 'Pending',
      actions: ['ship', 'cancel'],
    });
    expect(seen.delivery).toMatchObject({
      kind: 'ship',
      zone: 'metro_manila',
      days_to_ship: 3,
      address: { city: { name: 'Quezon City' }, contact_name: 'Test Buyer' },
    });
    expect(Date.parse(seen.ship_by!) - Date.parse(seen.paid_at!)).toBe(3 * DAY);
    // The address book changes; the order keeps where it was bought for.
    const book = await callOk('GET /api/addresses', { token: buyer.idToken });
    await callOk('PUT /api/addresses/{id}', {
      params: { id: book.items[0]!.id },
      token: buyer.idToken,
      body: addressBody('quezonCity', { street: '99 Somewhere Else St' }),
    });
    expect((await order(buyer, mine.id)).delivery).toMatchObject({ address: { street: '12 Maginhawa St' } });
    // Only its two sides (and admins) read it.
    expect(
      (await callRoute('GET /api/orders/{orderId}', { params: { orderId: mine.id }, token: stranger.idToken })).status,
    ).toBe(403);
    expect(
      (await callRoute('GET /api/orders/{orderId}', { params: { orderId: mine.id }, token: other.idToken })).status,
    ).toBe(403);
    expect(
      (await callRoute('GET /api/orders/{orderId}', { params: { orderId: mine.id }, token: admin.idToken })).status,
    ).toBe(200);
  });

  it('ships free at or above the artist’s amount, and takes an art’s own days to ship (made to order)', async () => {
    const free = await artOf(other, '3000.00');
    const slow = (
      await callOk('POST /api/upload-art', {
        token: artist.idToken,
        body: await artFields(artist, { price: '450.00', days_to_ship: 21 } as never),
      })
    ).art_id;
    const paid = await bought(buyer, [free, slow]);
    expect(paid.orders.find((o) => o.artist_id === other.userId)!.shipping).toBe(0);
    const made = await order(buyer, paid.orders.find((o) => o.artist_id === artist.userId)!.id);
    expect(made.delivery).toMatchObject({ days_to_ship: 21 });
    expect(Date.parse(made.ship_by!) - Date.parse(made.paid_at!)).toBe(21 * DAY);
  });

  it('refuses a buyer without an address, an artist without shipping, and a zone an artist does not ship to', async () => {
    const nowhere = await createPerson({ role: 'Client', prefix: 'ful-noaddress' });
    const a = await artOf(artist, '500.00');
    expect(
      (
        await callRoute('POST /cart', {
          token: nowhere.idToken,
          body: { userId: nowhere.userId, artId: a, quantity: 1 },
        })
      ).status,
    ).toBe(201);
    const none = await tryCheckout(nowhere, [a]);
    expect([none.status, (none.body as { error: string }).error]).toEqual([400, ErrorCodes.checkoutAddressMissing]);

    // An artist who never set how they ship: their art is listed, but cannot be bought.
    const unset = await createPerson({ role: 'Artist', prefix: 'ful-unset' });
    const c = (
      await callOk('POST /api/upload-art', { token: unset.idToken, body: await artFields(unset, { price: '500.00' }) })
    ).art_id;
    expect((await addToCart(buyer, c)).status).toBe(201);
    const notSet = await tryCheckout(buyer, [c]);
    expect([notSet.status, (notSet.body as { error: string }).error]).toEqual([409, ErrorCodes.shippingNotSet]);
    await callOk('DELETE /cart/{userId}/{artId}', { params: { userId: buyer.userId, artId: c }, token: buyer.idToken });

    // The other artist ships nowhere in Mindanao but offers a meet-up.
    const davao = await createPerson({ role: 'Client', prefix: 'ful-davao' });
    await callOk('POST /api/addresses', { token: davao.idToken, body: ADDRESS_BODIES.davaoCity });
    const d = await artOf(other, '800.00');
    expect((await addToCart(davao, d)).status).toBe(201);
    const far = await tryCheckout(davao, [d]);
    expect([far.status, (far.body as { error: string; message: string }).error]).toEqual([
      409,
      ErrorCodes.shippingNoRoute,
    ]);
    expect((far.body as { message: string }).message).toMatch(/doesn't ship to Mindanao\. Choose meet-up\/pickup/);
    // A pickup instead: no shipping, the meet-up place on the order.
    const picked = await paidFor(davao, [d], { pickup_artist_ids: [other.userId] });
    expect(picked.shipping).toBe(0);
    expect((await order(davao, picked.orders[0]!.id)).delivery).toMatchObject({
      kind: 'pickup',
      place: 'Ayala Center Cebu, main entrance',
    });
  });
});

describe('the guarantee', () => {
  it('ships, the buyer confirms, and the share (pieces + shipping) reaches the artist’s wallet', async () => {
    const paid = await bought(buyer, [await artOf(artist, '1234.56')]);
    const id = paid.orders[0]!.id;
    // Only the selling artist ships; only the buyer confirms.
    expect((await ship(other, id)).status).toBe(403);
    expect(
      (await callRoute('POST /api/orders/{orderId}/receive', { params: { orderId: id }, token: stranger.idToken }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute('POST /api/orders/{orderId}/receive', { params: { orderId: id }, token: artist.idToken }))
        .status,
    ).toBe(403);
    const shipped = await ship(artist, id);
    expect(shipped.status).toBe(200);
    const after = (
      shipped.body as {
        order: {
          fulfilment: string;
          tracking_url: string;
          release_at: string;
          shipped_at: string;
          delivery: { delivery_days: number };
        };
      }
    ).order;
    expect(after).toMatchObject({
      fulfilment: 'shipped',
      tracking_url: 'https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode=JT0001112223',
    });
    expect(Date.parse(after.release_at) - Date.parse(after.shipped_at)).toBe(
      (after.delivery.delivery_days + FULFILMENT_DAYS.confirmWindow) * DAY,
    );
    // Shipping twice is refused, and changes nothing.
    const again = await ship(artist, id);
    expect([again.status, (again.body as { error: string }).error]).toEqual([409, ErrorCodes.orderStepRefused]);
    const wallet = await walletAtPaymongo(await childOf(artist));
    const received = await callOk('POST /api/orders/{orderId}/receive', {
      params: { orderId: id },
      token: buyer.idToken,
    });
    expect(received.order).toMatchObject({
      fulfilment: 'completed',
      status: 'Completed',
      released: 123_456 + 10_000,
      refunded: 0,
    });
    await eventually(
      () => earningsOf(artist),
      (e) => e.items.find((i) => i.order_id === id)?.state === 'paid_out',
      'paid out',
    );
    expect(await walletAtPaymongo(await childOf(artist))).toBe(wallet + 133_456);
  });

  it('cancels and refunds whole an order not shipped by its date, warning both a day before; the pieces go back on sale', async () => {
    const art = await artOf(artist, '777.77', 1);
    const paid = await bought(buyer, [art]);
    const id = paid.orders[0]!.id;
    await everyMinuteAt(daysFromNow(2));
    expect((await order(buyer, id)).fulfilment).toBe('to_ship');
    const notes = await callOk('GET /notifications/{id}', { params: { id: artist.userId }, token: artist.idToken });
    expect(notes.notifications.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Ship ".*" to .* by .*, or it is canceled and refunded\.$/),
    );
    await everyMinuteAt(daysFromNow(3));
    const canceled = await order(buyer, id);
    expect(canceled).toMatchObject({
      fulfilment: 'canceled',
      status: 'Canceled',
      refunded: 77_777 + 10_000 + paid.fee,
      released: 0,
    });
    expect(canceled.timeline.map((t) => [t.event, t.by])).toEqual([
      ['paid', 'buyer'],
      ['ship_late', 'crafti'],
    ]);
    await eventually(
      () => order(buyer, id),
      (o) => o.money === 'refunded',
      'refunded',
    );
    expect((await callOk('GET /api/art/{artId}', { params: { artId: art }, token: stranger.idToken })).quantity).toBe(
      1,
    );
    // A late ship after that is refused.
    expect((await ship(artist, id)).status).toBe(409);
  });

  it('releases at the window’s end; the buyer’s one extension moves it once', async () => {
    const paid = await bought(buyer, [await artOf(artist, '600.00')]);
    const id = paid.orders[0]!.id;
    await ship(artist, id);
    const before = await order(buyer, id);
    const extended = await callOk('POST /api/orders/{orderId}/extend', {
      params: { orderId: id },
      token: buyer.idToken,
    });
    expect(Date.parse(extended.order.release_at!) - Date.parse(before.release_at!)).toBe(
      FULFILMENT_DAYS.extension * DAY,
    );
    const twice = await callRoute('POST /api/orders/{orderId}/extend', {
      params: { orderId: id },
      token: buyer.idToken,
    });
    expect([twice.status, (twice.body as { error: string }).error]).toEqual([409, ErrorCodes.orderExtendedAlready]);
    expect((await order(buyer, id)).release_at).toBe(extended.order.release_at);
    // The old date passes: nothing; the new one: released.
    await everyMinuteAt(new Date(Date.parse(before.release_at!) + 60_000));
    expect((await order(buyer, id)).fulfilment).toBe('shipped');
    await everyMinuteAt(new Date(Date.parse(extended.order.release_at!) + 60_000));
    expect(await order(buyer, id)).toMatchObject({ fulfilment: 'completed', released: 60_000 + 10_000 });
  });
});

describe('pickup and the artist’s lists', () => {
  it('lists what to ship, most urgent first; a pickup is made ready and confirmed picked up', async () => {
    const paid = await bought(buyer, [await artOf(other, '450.00')], { pickup_artist_ids: [other.userId] });
    const id = paid.orders[0]!.id;
    const toShip = await callOk('GET /api/order-queue', { query: { lane: 'to_ship' }, token: other.idToken });
    expect(toShip.items.map((o) => o.id)).toContain(id);
    const dates = toShip.items.map((o) => o.ship_by!);
    expect([...dates].sort()).toEqual(dates);
    const wrong = await ship(other, id);
    expect([wrong.status, (wrong.body as { error: string }).error]).toEqual([409, ErrorCodes.orderStepRefused]);
    const ready = await callOk('POST /api/orders/{orderId}/ready', { params: { orderId: id }, token: other.idToken });
    expect(ready.order.fulfilment).toBe('ready_for_pickup');
    expect(
      (await callOk('GET /api/order-queue', { query: { lane: 'to_ship' }, token: other.idToken })).items.map(
        (o) => o.id,
      ),
    ).not.toContain(id);
    const picked = await callOk('POST /api/orders/{orderId}/receive', {
      params: { orderId: id },
      token: buyer.idToken,
    });
    expect(picked.order).toMatchObject({ fulfilment: 'completed', released: 45_000 });
  });

  it('refuses the spec’s Completed from the artist: the buyer completes an order', async () => {
    const paid = await bought(buyer, [await artOf(artist, '300.00')]);
    const put = await callRoute('PUT /order/{orderId}', {
      params: { orderId: paid.orders[0]!.id },
      token: artist.idToken,
      body: { status: 'Completed' },
    });
    expect([put.status, (put.body as { error: string }).error]).toEqual([409, ErrorCodes.orderBuyerConfirms]);
    expect((await order(buyer, paid.orders[0]!.id)).fulfilment).toBe('to_ship');
  });
});
