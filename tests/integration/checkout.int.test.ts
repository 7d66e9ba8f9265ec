import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { platformFee } from '@shared/money';
import * as Arts from '@functions/core/arts/arts';
import * as Checkout from '@functions/core/checkout/checkout';
import * as Counters from '@functions/core/counters/counters';
import { db } from '@functions/core/db/service';
import { apiCaller } from '../support/api';
import { CARDS, failedEvent, paidEvent, payAndWait, signedEvent, sim } from '../support/paymongo';
import { PNG, uploadAs } from '../support/uploads';
import { createPerson, type TestUser } from '../support/users';
import { waitForMail } from '../support/mailbox';

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

async function newArt(artist: TestUser, opts: { price?: string; quantity?: number; title?: string } = {}) {
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

const addToCart = (buyer: TestUser, artId: string, quantity = 1) => call('POST', '/cart', { token: buyer.idToken, body: { userId: buyer.userId, artId, quantity } });
const stockOf = async (artId: string) => (await Arts.find(artId))?.quantity;
const checkoutOf = (buyer: TestUser, checkoutId: string) => call('GET', `/checkout/${checkoutId}`, { token: buyer.idToken });
const webhook = (event: { rawBody: string; headers: Record<string, string> }) => call('POST', '/paymongo/webhook', event);

async function startCheckout(buyer: TestUser, artIds: string[]) {
  const res = await call('POST', '/create-checkout-session', { token: buyer.idToken, body: { artIds } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { checkout_id: string; checkout_url: string; payment_intent_id: string };
}

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
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ art_id: art.art_id, quantity: 2, available: true, arts: { title: art.title, artist: { user_id: artist.userId, name: 'Lina Dagohoy' } } });
    expect(await addToCart(client, art.art_id)).toMatchObject({ status: 409, body: { message: 'This item is already in your cart.' } });
    expect((await call('GET', `/cart/count/${client.userId}`, { token: client.idToken })).body).toEqual({ count: 1 });
    const changed = await call('PATCH', `/cart/${client.userId}/${art.art_id}`, { token: client.idToken, body: { quantity: 1 } });
    expect(changed.body).toMatchObject({ quantity: 1 });
  });

  it("keeps carts to their owners: another person's cart, an admin's, one's own art", async () => {
    const art = await newArt(artist);
    expect((await call('GET', `/cart/${client.userId}`, { token: other.idToken })).status).toBe(403);
    expect((await call('POST', '/cart', { token: other.idToken, body: { userId: client.userId, artId: art.art_id } })).status).toBe(403);
    expect((await call('DELETE', `/cart/${client.userId}/${art.art_id}`, { token: other.idToken })).status).toBe(403);
    expect((await addToCart(admin, art.art_id)).status).toBe(403);
    expect((await addToCart(artist, art.art_id)).status).toBe(403);
  });

  it('shows a deleted art as unavailable, and removes one or the selected lines', async () => {
    const [a, b, c] = await Promise.all([newArt(artist), newArt(artist), newArt(artist)]);
    for (const art of [a, b, c]) expect((await addToCart(other, art.art_id)).status).toBe(201);
    expect((await call('DELETE', `/api/arts/${a.art_id}`, { token: artist.idToken })).status).toBe(200);
    const cart = await call('GET', `/cart/${other.userId}`, { token: other.idToken });
    const line = cart.body.items.find((i: { art_id: string }) => i.art_id === a.art_id);
    expect(line).toMatchObject({ available: false, unavailable_reason: 'deleted', arts: null });
    expect((await call('DELETE', `/cart/${other.userId}/${a.art_id}`, { token: other.idToken })).body).toEqual({ removed: 1 });
    expect((await call('DELETE', `/cart/${other.userId}`, { token: other.idToken, body: { artIds: [b.art_id, c.art_id] } })).body).toEqual({ removed: 2 });
    expect((await call('GET', `/cart/${other.userId}`, { token: other.idToken })).body.items).toEqual([]);
    expect(await Counters.get(Counters.names.cartItems(other.userId))).toBe(0);
  });
});

describe('checkout', () => {
  let artist: TestUser;
  let artist2: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [artist, artist2, client, stranger] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'co-artist' }),
      createPerson({ role: 'Artist', prefix: 'co-artist2' }),
      createPerson({ role: 'Client', prefix: 'co-client', firstname: 'Rosa', lastname: 'Magsaysay' }),
      createPerson({ role: 'Client', prefix: 'co-stranger' }),
    ]);
  });

  it('computes the money from stored prices, ignoring what the client sends, and splits orders per artist', async () => {
    const a = await newArt(artist, { price: '1234.56', quantity: 5 });
    const b = await newArt(artist2, { price: '99.99', quantity: 5 });
    await addToCart(client, a.art_id, 2);
    await addToCart(client, b.art_id, 1);
    const res = await call('POST', '/create-checkout-session', { token: client.idToken, body: { artIds: [a.art_id, b.art_id], amount: 100, currency: 'PHP', name: 'x', email: 'x@x' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const view = (await checkoutOf(client, res.body.checkout_id)).body;
    const subtotal = 2 * 123456 + 9999;
    expect(view).toMatchObject({ status: 'pending', subtotal, fee: platformFee(subtotal), total: subtotal + platformFee(subtotal) });
    expect(view.orders).toHaveLength(2);
    expect(await stockOf(a.art_id)).toBe(3);
    expect((await checkoutOf(stranger, res.body.checkout_id)).status).toBe(403);
  });

  it('sells the last piece exactly once among 50 concurrent checkouts', async () => {
    const art = await newArt(artist, { quantity: 1, title: 'The Last One' });
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => createPerson({ role: 'Client', prefix: `race-${i}` })));
    for (const b of buyers) expect((await addToCart(b, art.art_id)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call('POST', '/create-checkout-session', { token: buyers[i % 5]!.idToken, body: { artIds: [art.art_id] } })));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201)) expect(lost.body).toMatchObject({ error: 'sold_out', message: 'Sorry, "The Last One" is sold out.' });
    expect(await stockOf(art.art_id)).toBe(0);
    const winner = buyers[answers.indexOf(won[0]!) % 5]!;
    await payAndWait(won[0]!.body.checkout_id, winner);
    expect(await stockOf(art.art_id)).toBe(0);
  });

  it('settles a paid checkout once: cart emptied, artist notified and mailed, buyer mailed; a replay changes nothing', async () => {
    const art = await newArt(artist, { quantity: 2, title: 'Paid Once' });
    await addToCart(client, art.art_id);
    const unreadBefore = await Counters.get(Counters.names.unreadNotifications(artist.userId));
    const started = await startCheckout(client, [art.art_id]);
    const paid = await payAndWait(started.checkout_id, client);
    expect(paid.orders[0]).toMatchObject({ payment_status: 'paid', status: 'Pending', user_name: 'Rosa Magsaysay' });
    expect((await call('GET', `/cart/${client.userId}`, { token: client.idToken })).body.items.map((i: { art_id: string }) => i.art_id)).not.toContain(art.art_id);
    expect(await Counters.get(Counters.names.unreadNotifications(artist.userId))).toBe(unreadBefore + 1);
    await waitForMail(endpoints.mailbox, client.email, 'Your Crafti receipt');
    await waitForMail(endpoints.mailbox, artist.email, 'You made a sale on Crafti');

    const events = ((await sim('events')) as { data: { id: string; type: string }[] }).data;
    const mine = events.find((e) => e.type === 'checkout_session.payment.paid' && JSON.stringify(e).includes(started.checkout_id))!;
    await sim(`events/${mine.id}/replay`, {});
    await sim('idle', {});
    expect(await Counters.get(Counters.names.unreadNotifications(artist.userId))).toBe(unreadBefore + 1);
    expect(await stockOf(art.art_id)).toBe(1);

    // The artist's transactions show it; only they may set its status.
    const sales = await call('GET', `/artist-orders/${artist.userId}`, { token: artist.idToken });
    const order = sales.body.items.find((o: { checkout_id: string }) => o.checkout_id === started.checkout_id);
    expect(order).toMatchObject({ user_name: 'Rosa Magsaysay', amount: 150000 });
    expect((await call('PUT', `/order/${order.id}`, { token: artist2.idToken, body: { status: 'Completed' } })).status).toBe(403);
    expect((await call('PUT', `/order/${order.id}`, { token: artist.idToken, body: { status: 'Completed' } })).body).toMatchObject({ status: 'Completed' });
    const orders = await call('GET', `/orders/${client.userId}`, { token: client.idToken });
    expect(orders.body.items.find((o: { id: string }) => o.id === order.id)).toMatchObject({ status: 'Completed', payment_status: 'paid' });
    expect((await call('GET', `/orders/${client.userId}`, { token: stranger.idToken })).status).toBe(403);
  });

  it('refuses forged and stale webhooks without changing anything', async () => {
    const art = await newArt(artist, { quantity: 1 });
    await addToCart(stranger, art.art_id);
    const started = await startCheckout(stranger, [art.art_id]);
    const forged = { ...paidEvent(started.checkout_id), headers: signedEvent({ type: 'x' }, { badSignature: true }).headers };
    expect((await webhook(forged)).status).toBe(400);
    const stale = signedEvent(
      { type: 'checkout_session.payment.paid', resource: { id: 'cs_x', type: 'checkout_session', attributes: { reference_number: started.checkout_id } } },
      { t: Math.floor(Date.now() / 1000) - 600 },
    );
    expect((await webhook(stale)).status).toBe(400);
    expect((await webhook({ rawBody: paidEvent(started.checkout_id).rawBody, headers: {} })).status).toBe(400);
    expect((await checkoutOf(stranger, started.checkout_id)).body.status).toBe('pending');
  });

  it('fails a declined payment and puts the stock back; a late paid event then takes it again', async () => {
    const art = await newArt(artist, { quantity: 1 });
    await addToCart(stranger, art.art_id);
    const started = await startCheckout(stranger, [art.art_id]);
    expect(await stockOf(art.art_id)).toBe(0);
    await payAndWait(started.checkout_id, stranger, CARDS.expired, 'failed');
    expect(await stockOf(art.art_id)).toBe(1);
    // Out of order: a paid event after the failure takes the piece again, once.
    const late = paidEvent(started.checkout_id);
    expect((await webhook(late)).status).toBe(200);
    expect((await webhook(late)).status).toBe(200);
    expect((await checkoutOf(stranger, started.checkout_id)).body.status).toBe('paid');
    expect(await stockOf(art.art_id)).toBe(0);
    // And a failure after the payment changes nothing.
    expect((await webhook(failedEvent(started.checkout_id))).status).toBe(200);
    expect((await checkoutOf(stranger, started.checkout_id)).body.status).toBe('paid');
  });

  it('expires a lapsed reservation and gives its pieces back; a payment after it finds them gone when sold meanwhile', async () => {
    const art = await newArt(artist, { quantity: 1 });
    const [first, second] = await Promise.all([createPerson({ role: 'Client', prefix: 'lapse-1' }), createPerson({ role: 'Client', prefix: 'lapse-2' })]);
    await addToCart(first, art.art_id);
    await addToCart(second, art.art_id);
    const lapsed = await startCheckout(first, [art.art_id]);
    expect(await Checkout.expireDue(new Date(Date.now() + (Checkout.RESERVATION_MINUTES + 1) * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await checkoutOf(first, lapsed.checkout_id)).body.status).toBe('expired');
    expect(await stockOf(art.art_id)).toBe(1);
    const sold = await startCheckout(second, [art.art_id]);
    await payAndWait(sold.checkout_id, second);
    expect((await webhook(paidEvent(lapsed.checkout_id))).status).toBe(200);
    expect((await checkoutOf(first, lapsed.checkout_id)).body.status).toBe('expired');
    expect(await stockOf(art.art_id)).toBe(0);
  });

  it('takes an art off Browse Arts when a checkout reserves its last piece, not before, and lists it again when that reservation is released', async () => {
    const art = await newArt(artist, { quantity: 2, title: 'Two Left' });
    const listings = async () => (await db().entities.artListing.query.byArt({ artId: art.art_id }).go()).data.length;
    const listed = await listings();
    expect(listed).toBeGreaterThan(0);
    await addToCart(client, art.art_id);
    await addToCart(stranger, art.art_id);
    await startCheckout(client, [art.art_id]);
    expect(await listings()).toBe(listed);
    const last = await startCheckout(stranger, [art.art_id]);
    expect(await stockOf(art.art_id)).toBe(0);
    expect(await listings()).toBe(0);
    expect(await Checkout.release(last.checkout_id, 'expired')).toBe(true);
    expect(await stockOf(art.art_id)).toBe(1);
    expect(await listings()).toBe(listed);
  });

  it("answers 'Failed to process checkout. Please try again.' when PayMongo fails, and keeps nothing reserved", async () => {
    const art = await newArt(artist, { quantity: 2 });
    await addToCart(stranger, art.art_id);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(process.env.PAYMONGO_API_URL!) ? new Response('{"errors":[{"detail":"boom"}]}', { status: 503 }) : realFetch(input, init)) as typeof fetch);
    try {
      await expect(Checkout.start(stranger.userId, [art.art_id])).rejects.toMatchObject({ status: 502, message: 'Failed to process checkout. Please try again.' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await stockOf(art.art_id)).toBe(2);
  });

  it('settles a payment even when SES throttles the e-mails', async () => {
    const art = await newArt(artist, { quantity: 1 });
    await addToCart(stranger, art.art_id);
    const started = await startCheckout(stranger, [art.art_id]);
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'ThrottlingException' }));
    try {
      expect(await Checkout.markPaid(started.checkout_id, { id: `evt_ses_${started.checkout_id}`, type: 'checkout_session.payment.paid' })).toBe('paid');
    } finally {
      ses.restore();
    }
    expect((await checkoutOf(stranger, started.checkout_id)).body.status).toBe('paid');
  });
});

describe('notifications', () => {
  let me: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [me, other] = await Promise.all([createPerson({ role: 'Client', prefix: 'notes-me' }), createPerson({ role: 'Artist', prefix: 'notes-other' })]);
  });

  it('lists, marks read, deletes one and all; nobody notifies or touches another person', async () => {
    for (const message of ['one', 'two', 'three']) expect((await call('POST', '/notifications', { token: me.idToken, body: { user_id: me.userId, message, type: 'system' } })).status).toBe(201);
    expect((await call('POST', '/notifications', { token: other.idToken, body: { user_id: me.userId, message: 'Send me money', type: 'system' } })).status).toBe(403);
    const list = await call('GET', `/notifications/${me.userId}`, { token: me.idToken });
    expect(list.body).toMatchObject({ unread: 3 });
    expect(list.body.notifications.map((n: { message: string }) => n.message)).toEqual(['three', 'two', 'one']);
    const [first] = list.body.notifications;
    expect((await call('DELETE', `/notifications/${first.id}`, { token: other.idToken })).status).toBe(403);
    expect((await call('PUT', `/notifications/${first.id}/read`, { token: me.idToken })).body).toMatchObject({ is_read: true });
    expect((await call('GET', `/notifications/count/${me.userId}`, { token: me.idToken })).body).toEqual({ count: 2 });
    expect((await call('PUT', `/notifications/${me.userId}/mark-all-as-read`, { token: me.idToken })).body).toEqual({ updated: 2 });
    expect((await call('DELETE', `/notifications/${first.id}`, { token: me.idToken })).body).toEqual({ deleted: 1 });
    expect((await call('DELETE', `/notifications/${me.userId}/all`, { token: me.idToken })).body).toEqual({ deleted: 2 });
    expect((await call('GET', `/notifications/${me.userId}`, { token: me.idToken })).body).toMatchObject({ notifications: [], unread: 0 });
  });
});
