import { ErrorCodes } from '@shared/api/errors';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { actorOf } from '@functions/core/actor';
import { FAULTS } from '../../infra/local/faults';
import { setFaultAt } from '../../infra/local/services/fault-proxy';
import * as DueWork from '@functions/core/due-work/due-work';
import * as Checkout from '@functions/core/checkout/checkout';
import * as Counters from '@functions/core/counters/counters';
import { Metrics } from '@functions/core/observability/metrics';
import * as Cart from '@functions/core/cart/cart';
import * as Money from '@functions/core/money/money';
import { apiClient, expectOk } from '../support/api';
import { ordersListed, stockOf } from '../support/checkout-reads';
import { CARDS, paidEvent, paidSessionEvent, payAndWait, sessionIdOf, signedEvent, sim } from '../support/paymongo';
import { addToCart, checkoutOf, newArt, startCheckout, tryCheckout } from '../support/shop';
import { gateTransactions } from '../support/transaction-gate';
import { createPerson, type TestUser } from '../support/users';
import { mailsTo, waitForMail } from '../support/mailbox';
import { everyMinuteAt } from '../support/money';

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);

/** The webhook takes its raw body (the signature covers its bytes). */
const webhook = (event: { rawBody: string; headers: Record<string, string> }) =>
  call('POST', '/paymongo/webhook', event);

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
    const res = await callRoute('POST /create-checkout-session', {
      token: client.idToken,
      body: { artIds: [a.art_id, b.art_id], amount: 100, currency: 'PHP', name: 'x', email: 'x@x' },
    });
    expectOk(res);
    const view = await checkoutOf(client, res.body.checkout_id);
    // 2 × ₱1,234.56 + ₱99.99 = ₱2,569.11; 5% = ₱128.4555 → ₱128.46.
    expect(view).toMatchObject({ status: 'pending', subtotal: 256911, fee: 12846, total: 269757 });
    expect(view.orders).toHaveLength(2);
    expect(await stockOf(a.art_id)).toBe(3);
    expect(
      (
        await callRoute('GET /checkout/{checkoutId}', {
          params: { checkoutId: res.body.checkout_id },
          token: stranger.idToken,
        })
      ).status,
    ).toBe(403);
  });

  it('sells the last piece exactly once among 50 concurrent checkouts', async () => {
    const art = await newArt(artist, { quantity: 1, title: 'The Last One' });
    const buyers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createPerson({ role: 'Client', prefix: `race-${i}` })),
    );
    for (const b of buyers) expect((await addToCart(b, art.art_id)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callRoute('POST /create-checkout-session', { token: buyers[i % 5]!.idToken, body: { artIds: [art.art_id] } }),
      ),
    );
    const won = answers.filter((a) => a.ok);
    // One checkout: the winner's own repeats are answered with its page again.
    expect(new Set(won.map((a) => a.body.checkout_id)).size).toBe(1);
    expect(new Set(won.map((a) => answers.indexOf(a) % 5)).size).toBe(1);
    for (const lost of answers.filter((a) => a.status !== 201))
      expect(lost.body).toMatchObject({ error: 'checkout.sold_out', message: 'Sorry, "The Last One" is sold out.' });
    expect(await stockOf(art.art_id)).toBe(0);
    const winner = buyers[answers.indexOf(won[0]!) % 5]!;
    await payAndWait(won[0]!.body.checkout_id, winner);
    expect(await stockOf(art.art_id)).toBe(0);
  });

  it('sells the last piece once even when every buyer read it in stock before any reserved it (the stock condition alone decides)', async () => {
    const art = await newArt(artist, { quantity: 1, title: 'Only One' });
    const buyers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createPerson({ role: 'Client', prefix: `gate-${i}` })),
    );
    for (const b of buyers) expect((await addToCart(b, art.art_id)).status).toBe(201);
    // All five have read the art with its one piece before any of them writes.
    const ungate = gateTransactions(buyers.length);
    const answers = await Promise.allSettled(
      buyers.map((b) => Checkout.start(actorOf(b.userId), [art.art_id])),
    ).finally(ungate);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status === 'rejected'))
      expect(lost.reason).toMatchObject({ status: 409, message: 'Sorry, "Only One" is sold out.' });
    expect(await stockOf(art.art_id)).toBe(0);
    // One checkout holds the piece: one buyer's cart line names it, nobody else's.
    const holding = (await Promise.all(buyers.map((b) => Cart.linesOf(b.userId, [art.art_id]))))
      .flat()
      .filter((l) => l.checkoutId);
    expect(holding).toHaveLength(1);
    // And one after the other: the second buyer is refused, the stock never below zero.
    const next = await newArt(artist, { quantity: 1, title: 'Only One Again' });
    await addToCart(buyers[0]!, next.art_id);
    await addToCart(buyers[1]!, next.art_id);
    await startCheckout(buyers[0]!, [next.art_id]);
    expect(await tryCheckout(buyers[1]!, [next.art_id])).toMatchObject({
      status: 409,
      body: { error: 'checkout.sold_out' },
    });
    expect(await stockOf(next.art_id)).toBe(0);
  });

  it("holds a buyer's pieces once however often they check out the same lines: the same page again, or a new checkout that replaces the old", async () => {
    const art = await newArt(artist, { quantity: 3, title: 'Three Pieces' });
    const other = await newArt(artist2, { quantity: 2, title: 'Another One' });
    const buyer = await createPerson({ role: 'Client', prefix: 'co-repeat' });
    await addToCart(buyer, art.art_id, 1);
    const first = await startCheckout(buyer, [art.art_id]);
    for (let i = 0; i < 3; i++) expect(await startCheckout(buyer, [art.art_id])).toEqual(first);
    expect(await stockOf(art.art_id)).toBe(2);
    // At once, too (two tabs): still one hold.
    const racing = await Promise.all([
      tryCheckout(buyer, [art.art_id]),
      tryCheckout(buyer, [art.art_id]),
      tryCheckout(buyer, [art.art_id]),
    ]);
    for (const r of racing) expect([201, 409]).toContain(r.status);
    expect(await stockOf(art.art_id)).toBe(2);
    // Other lines: a new checkout, the old one expired (its PayMongo page too) in the same write.
    await addToCart(buyer, other.art_id, 1);
    const wider = await startCheckout(buyer, [art.art_id, other.art_id]);
    expect(wider.checkout_id).not.toBe(first.checkout_id);
    expect((await checkoutOf(buyer, first.checkout_id)).status).toBe('expired');
    expect(await stockOf(art.art_id)).toBe(2);
    expect(await stockOf(other.art_id)).toBe(1);
    const oldSession = (await sim(`sessions/${sessionIdOf(first.checkout_url)}`)) as {
      data?: { attributes: { status: string } };
      attributes?: { status: string };
    };
    expect((oldSession.data ?? oldSession).attributes!.status).toBe('expired');
    // Others can still buy the two pieces left.
    const others = await Promise.all([
      createPerson({ role: 'Client', prefix: 'co-repeat-a' }),
      createPerson({ role: 'Client', prefix: 'co-repeat-b' }),
    ]);
    for (const b of others) {
      await addToCart(b, art.art_id);
      await startCheckout(b, [art.art_id]);
    }
    expect(await stockOf(art.art_id)).toBe(0);
    await payAndWait(wider.checkout_id, buyer);
    expect(await stockOf(art.art_id)).toBe(0);
  });

  it('settles a paid event only when PayMongo, asked again, says the checkout’s own session was paid its whole total; anything else is alarmed and changes nothing', async () => {
    const art = await newArt(artist, { price: '1234.00', quantity: 2, title: 'Taka Horse' });
    const buyer = await createPerson({ role: 'Client', prefix: 'co-partial' });
    await addToCart(buyer, art.art_id);
    const started = await startCheckout(buyer, [art.art_id]);
    const { total } = await checkoutOf(buyer, started.checkout_id);
    expect(total).toBe(129570);
    const checkout = { ...started, total };
    // Well signed, but PayMongo does not say so: the total claimed for the real session, one centavo, another session, no payments at all.
    const count = vi.spyOn(Metrics, 'count');
    try {
      for (const event of [
        paidSessionEvent(checkout),
        paidSessionEvent(checkout, { amount: 1 }),
        paidSessionEvent(checkout, { sessionId: 'cs_someoneElsesSession0000' }),
        paidEvent(started.checkout_id),
      ]) {
        expect((await webhook(event)).status).toBe(200);
      }
      expect((await checkoutOf(buyer, started.checkout_id)).status).toBe('pending');
      expect(await stockOf(art.art_id)).toBe(1);
      expect(await ordersListed(buyer)).toEqual([]);
      // A payment PayMongo reports for another amount (or another session) is refused and counted for the alarm.
      const short = {
        sessionId: sessionIdOf(started.checkout_url),
        reference: started.checkout_id,
        paymentId: 'pay_short000000000000000000',
        amount: total - 1,
        fee: 0,
      };
      expect(
        await Checkout.onPaid({ id: `evt_short_${started.checkout_id}`, type: 'checkout_session.payment.paid' }, short),
      ).toBe('mismatch');
      expect(count).toHaveBeenCalledWith(
        'webhookPaymentMismatches',
        1,
        expect.objectContaining({ checkoutId: started.checkout_id, eventId: `evt_short_${started.checkout_id}` }),
      );
      expect(
        await Checkout.onPaid(
          { id: `evt_other_${started.checkout_id}`, type: 'checkout_session.payment.paid' },
          { ...short, amount: total, sessionId: 'cs_someoneElsesSession0000' },
        ),
      ).toBe('mismatch');
    } finally {
      count.mockRestore();
    }
    expect((await checkoutOf(buyer, started.checkout_id)).status).toBe('pending');
    expect(await Money.entriesOf(started.checkout_id)).toEqual([]);
    // The real payment still settles it.
    await payAndWait(started.checkout_id, buyer);
  });

  it("lists only the buyer's paid orders; a declined attempt stays on its checkout's return page with PayMongo's reason, and the same page can still be paid", async () => {
    const art = await newArt(artist, { quantity: 2, title: 'Taka Horse' });
    const buyer = await createPerson({ role: 'Client', prefix: 'co-failed' });
    await addToCart(buyer, art.art_id);
    const failed = await startCheckout(buyer, [art.art_id]);
    await payAndWait(failed.checkout_id, buyer, CARDS.expired, 'failed');
    expect(await ordersListed(buyer)).toEqual([]);
    const trace = await checkoutOf(buyer, failed.checkout_id);
    expect(trace).toMatchObject({
      status: 'failed',
      last_payment_error: expect.stringMatching(/\S/),
      orders: [{ payment_status: 'failed', description: 'Taka Horse' }],
    });
    // The piece stays reserved for this buyer (PayMongo's page is still payable): nobody else can take it meanwhile.
    expect(await stockOf(art.art_id)).toBe(1);
    // Checking out the same lines again answers the same page; paying it makes the order.
    const again = await startCheckout(buyer, [art.art_id]);
    expect(again.checkout_id).toBe(failed.checkout_id);
    await payAndWait(again.checkout_id, buyer);
    expect((await ordersListed(buyer)).map((o) => [o.checkout_id, o.payment_status])).toEqual([
      [failed.checkout_id, 'paid'],
    ]);
    expect(await stockOf(art.art_id)).toBe(1);
  });

  it('settles a paid checkout once: cart emptied, artist notified and mailed, buyer mailed; a replay changes nothing', async () => {
    const art = await newArt(artist, { quantity: 2, title: 'Paid Once' });
    await addToCart(client, art.art_id);
    const unreadBefore = await Counters.get(Counters.names.unreadNotifications(artist.userId));
    const started = await startCheckout(client, [art.art_id]);
    const paid = await payAndWait(started.checkout_id, client);
    expect(paid.orders[0]).toMatchObject({ payment_status: 'paid', status: 'Pending', user_name: 'Rosa Magsaysay' });
    expect(
      (await callOk('GET /cart/{userId}', { params: { userId: client.userId }, token: client.idToken })).items.map(
        (i: { art_id: string }) => i.art_id,
      ),
    ).not.toContain(art.art_id);
    expect(await Counters.get(Counters.names.unreadNotifications(artist.userId))).toBe(unreadBefore + 1);
    await waitForMail(endpoints.mailbox, client.email, 'Your Crafti receipt');
    await waitForMail(endpoints.mailbox, artist.email, 'You made a sale on Crafti');

    const events = ((await sim('events')) as { data: { id: string; type: string }[] }).data;
    const mine = events.find(
      (e) => e.type === 'checkout_session.payment.paid' && JSON.stringify(e).includes(started.checkout_id),
    )!;
    await sim(`events/${mine.id}/replay`, {});
    await sim('idle', {});
    expect(await Counters.get(Counters.names.unreadNotifications(artist.userId))).toBe(unreadBefore + 1);
    expect(await stockOf(art.art_id)).toBe(1);

    // The artist's transactions show it; only they may set its status.
    const sales = await callOk('GET /artist-orders/{artistId}', {
      params: { artistId: artist.userId },
      token: artist.idToken,
    });
    const order = sales.items.find((o) => o.checkout_id === started.checkout_id)!;
    expect(order).toMatchObject({ user_name: 'Rosa Magsaysay', amount: 150000 });
    expect(
      (
        await callRoute('PUT /order/{orderId}', {
          params: { orderId: order.id },
          token: artist2.idToken,
          body: { status: 'Completed' },
        })
      ).status,
    ).toBe(403);
    // Completing is the buyer's now: the artist ships, the buyer confirms receiving it.
    expect(
      (
        await callRoute('PUT /order/{orderId}', {
          params: { orderId: order.id },
          token: artist.idToken,
          body: { status: 'Completed' },
        })
      ).body,
    ).toMatchObject({ error: ErrorCodes.orderBuyerConfirms });
    await callOk('POST /api/orders/{orderId}/ship', {
      params: { orderId: order.id },
      token: artist.idToken,
      body: { courier: 'lbc', tracking: 'LBC123456789' },
    });
    expect(
      (await callOk('POST /api/orders/{orderId}/receive', { params: { orderId: order.id }, token: client.idToken }))
        .order,
    ).toMatchObject({ status: 'Completed' });
    const orders = await callOk('GET /orders/{userId}', { params: { userId: client.userId }, token: client.idToken });
    expect(orders.items.find((o) => o.id === order.id)).toMatchObject({ status: 'Completed', payment_status: 'paid' });
    expect(
      (await callRoute('GET /orders/{userId}', { params: { userId: client.userId }, token: stranger.idToken })).status,
    ).toBe(403);
  });

  it('accepts a live event signed in li, and refuses one signed only in te (PayMongo signs live events in li)', async () => {
    const art = await newArt(artist, { quantity: 1 });
    const buyer = await createPerson({ role: 'Client', prefix: 'co-live' });
    await addToCart(buyer, art.art_id);
    const started = await startCheckout(buyer, [art.art_id]);
    const resource = {
      id: sessionIdOf(started.checkout_url),
      type: 'checkout_session',
      attributes: { reference_number: started.checkout_id },
    };
    // A live event signed in the test slot is not PayMongo's.
    expect(
      (
        await webhook(
          signedEvent({ type: 'checkout_session.payment.paid', resource }, { livemode: true, signedAs: 'test' }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await webhook(
          signedEvent({ type: 'checkout_session.payment.paid', resource }, { livemode: false, signedAs: 'live' }),
        )
      ).status,
    ).toBe(400);
    // The real payment, its event delivered as PayMongo delivers live ones: signed in li, and settled.
    await sim('hold', {});
    try {
      await sim(`sessions/${resource.id}/pay`, { card: CARDS.succeeds });
      const events = ((await sim('events')) as { data: { id: string; type: string; sessionId: string }[] }).data;
      const held = events.find((e) => e.type === 'checkout_session.payment.paid' && e.sessionId === resource.id)!;
      const live = (await sim(`events/${held.id}/replay`, { livemode: true })) as { lastStatus: number | null };
      expect(live.lastStatus).toBe(200);
    } finally {
      await sim('release', {});
    }
    await sim('idle', {});
    expect((await checkoutOf(buyer, started.checkout_id)).status).toBe('paid');
  });

  it('refuses forged and stale webhooks without changing anything', async () => {
    const art = await newArt(artist, { quantity: 1 });
    await addToCart(stranger, art.art_id);
    const started = await startCheckout(stranger, [art.art_id]);
    const forged = {
      ...paidEvent(started.checkout_id),
      headers: signedEvent({ type: 'x' }, { badSignature: true }).headers,
    };
    expect((await webhook(forged)).status).toBe(400);
    const stale = signedEvent(
      {
        type: 'checkout_session.payment.paid',
        resource: { id: 'cs_x', type: 'checkout_session', attributes: { reference_number: started.checkout_id } },
      },
      { t: Math.floor(Date.now() / 1000) - 600 },
    );
    expect((await webhook(stale)).status).toBe(400);
    expect((await webhook({ rawBody: paidEvent(started.checkout_id).rawBody, headers: {} })).status).toBe(400);
    expect((await checkoutOf(stranger, started.checkout_id)).status).toBe('pending');
  });

  it("answers 'Failed to process checkout. Please try again.' when PayMongo fails, and keeps nothing reserved", async () => {
    const art = await newArt(artist, { quantity: 2 });
    await addToCart(stranger, art.art_id);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(process.env.PAYMONGO_API_URL!)
        ? new Response('{"errors":[{"detail":"boom"}]}', { status: 503 })
        : realFetch(input, init)) as typeof fetch);
    try {
      await expect(Checkout.start(actorOf(stranger.userId), [art.art_id])).rejects.toMatchObject({
        status: 502,
        message: 'Failed to process checkout. Please try again.',
      });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await stockOf(art.art_id)).toBe(2);
  });

  it('settles a payment even when SES refuses the e-mails, and the every-minute job sends each of them once SES is back', async () => {
    const art = await newArt(artist, { quantity: 1 });
    await addToCart(stranger, art.art_id);
    const started = await startCheckout(stranger, [art.art_id]);
    await sim('hold', {});
    // SES (behind the stack's fault proxy) refuses every mail that names the buyer's address.
    const ses = process.env.AWS_ENDPOINT_URL_SESV2!;
    await setFaultAt(ses, { ...FAULTS.sesErrors.fault, match: stranger.email });
    try {
      await sim(`sessions/${sessionIdOf(started.checkout_url)}/pay`, { card: CARDS.succeeds });
      const paid = (await Money.paidSession(sessionIdOf(started.checkout_url)))!;
      expect(
        await Checkout.onPaid({ id: `evt_ses_${started.checkout_id}`, type: 'checkout_session.payment.paid' }, paid),
      ).toBe('paid');
    } finally {
      await setFaultAt(ses, null);
      await sim('release', {});
    }
    await sim('idle', {});
    expect((await checkoutOf(stranger, started.checkout_id)).status).toBe('paid');
    expect((await ordersListed(stranger)).filter((o) => o.checkout_id === started.checkout_id)).toHaveLength(1);

    const receipts = async () =>
      (await mailsTo(endpoints.mailbox, stranger.email)).filter(
        (m) => m.subject === 'Your Crafti receipt' && m.body.text?.includes(`Reference ${started.checkout_id}`),
      );
    expect(await receipts()).toHaveLength(0);
    expect(await DueWork.find('paid_mail', `receipt:${started.checkout_id}`)).not.toBeNull();
    // The job's run after the grace sends it; later runs send nothing more.
    await everyMinuteAt(new Date(Date.now() + 3 * 60_000));
    expect(await receipts()).toHaveLength(1);
    expect(await DueWork.find('paid_mail', `receipt:${started.checkout_id}`)).toBeNull();
    await everyMinuteAt(new Date(Date.now() + 10 * 60_000));
    expect(await receipts()).toHaveLength(1);
  });
});
