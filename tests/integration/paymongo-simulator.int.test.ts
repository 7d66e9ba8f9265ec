import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaymongoClient, PaymentProviderError, type CreateCheckoutSessionInput } from '@functions/core/payments/paymongo';
import { verifyPaymongoSignature } from '@functions/core/payments/signature';
import { freePort } from '../../infra/local/ports';
import { startPaymongo, type PaymongoSimulator } from '../../infra/local/services/paymongo';

// This suite needs only the simulator and a receiver of its own, both on free loopback ports.

const secretKey = 'sk_test_simulator_suite';
const webhookSecret = 'whsk_simulator_suite';

interface Received {
  signature: string | undefined;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  event: any;
}

/** A webhook endpoint that records what it gets and answers the statuses it is told, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ signature: req.headers['paymongo-signature'] as string | undefined, raw, event: JSON.parse(raw) });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/paymongo/webhook`,
    received,
    answers,
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

const order = (ref: string): CreateCheckoutSessionInput => ({
  referenceNumber: ref,
  lineItems: [
    { name: 'Sunset over Taal', amount: 150_000, quantity: 1, description: 'by Ana' },
    { name: 'Fee', amount: 7_500, quantity: 1 },
  ],
  billing: { name: 'Bea Buyer', email: 'bea@example.com' },
  description: `Crafti order ${ref}`,
  successUrl: `http://localhost:5173/orders?paid=${ref}`,
  cancelUrl: `http://localhost:5173/checkout?cancelled=${ref}`,
  metadata: { orderId: ref },
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});
const card = (number: string) => form({ number, expiry: '12/39', cvc: '123', name: 'Bea Buyer' });

describe('the PayMongo simulator', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sim: PaymongoSimulator;
  let client: ReturnType<typeof createPaymongoClient>;

  beforeAll(async () => {
    receiver = await startReceiver();
    sim = await startPaymongo({ port: await freePort(), secretKey, webhookSecret, webhookUrl: receiver.url, retryDelaysMs: [20, 40, 80, 160, 320] });
    client = createPaymongoClient({ apiUrl: sim.url, secretKey });
  });
  afterAll(async () => {
    await sim.stop();
    await receiver.stop();
  });
  afterEach(async () => {
    sim.setDelay(0);
    await sim.release();
    await sim.idle();
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });

  /** Deliveries about one session: its paid event (data is the session) or failed payments of its payment intent. */
  const eventsFor = (sessionId: string) => {
    const intent = sim.session(sessionId)!.attributes.payment_intent.id;
    return receiver.received.filter((r) => r.event.data.attributes.data.id === sessionId || r.event.data.attributes.data.attributes.payment_intent_id === intent);
  };
  const verified = (r: Received) => verifyPaymongoSignature(r.signature, r.raw, webhookSecret);

  describe('Checkout Sessions API', () => {
    it('creates a session in PayMongo\'s shape, for the real client', async () => {
      const created = await client.createCheckoutSession(order('ref-create'));
      expect(created.sessionId).toMatch(/^cs_[A-Za-z0-9]{24}$/);
      expect(created.paymentIntentId).toMatch(/^pi_/);
      expect(created.checkoutUrl).toBe(`${sim.url}/checkout/${created.sessionId}`);

      const response = await fetch(`${sim.url}/v2/checkout_sessions/${created.sessionId}`, {
        headers: { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` },
      });
      const { data } = await response.json();
      expect(data).toMatchObject({
        id: created.sessionId,
        type: 'checkout_session',
        attributes: {
          status: 'active',
          reference_number: 'ref-create',
          checkout_url: created.checkoutUrl,
          payment_intent: { id: created.paymentIntentId, type: 'payment_intent', attributes: { amount: 157_500, currency: 'PHP' } },
          line_items: [
            { name: 'Sunset over Taal', amount: 150_000, currency: 'PHP', quantity: 1, description: 'by Ana' },
            { name: 'Fee', amount: 7_500, currency: 'PHP', quantity: 1 },
          ],
          billing: { name: 'Bea Buyer', email: 'bea@example.com' },
          success_url: order('ref-create').successUrl,
          cancel_url: order('ref-create').cancelUrl,
          metadata: { orderId: 'ref-create' },
          payment_method_types: ['card', 'gcash', 'paymaya'],
          payments: [],
          livemode: false,
        },
      });
      expect(await client.retrieveCheckoutSession(created.sessionId)).toMatchObject({ status: 'active', referenceNumber: 'ref-create', payments: [] });
    });

    it('answers 401 to a wrong or missing key', async () => {
      const wrong = createPaymongoClient({ apiUrl: sim.url, secretKey: 'sk_test_wrong' });
      await expect(wrong.createCheckoutSession(order('ref-401'))).rejects.toMatchObject({ name: 'PaymentProviderError', status: 401, retryable: false });
      expect((await fetch(`${sim.url}/v2/checkout_sessions/cs_x`)).status).toBe(401);
    });

    it('refuses invalid line items with PayMongo\'s error shape', async () => {
      const bad = { ...order('ref-400'), lineItems: [{ name: '', amount: 12.5, quantity: 0 }] };
      const err = await client.createCheckoutSession(bad).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PaymentProviderError);
      expect(err).toMatchObject({ status: 400, code: 'provider_rejected' });

      const response = await fetch(`${sim.url}/v2/checkout_sessions`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { attributes: { line_items: [], payment_method_types: ['card'] } } }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0]).toMatchObject({ code: 'parameter_required', source: { attribute: 'line_items' } });
    });

    it('expires an active session, keeps an expired one, and refuses to expire a paid one', async () => {
      const { sessionId } = await client.createCheckoutSession(order('ref-expire'));
      expect((await client.expireCheckoutSession(sessionId)).status).toBe('expired');
      expect((await client.expireCheckoutSession(sessionId)).status).toBe('expired');
      const page = await fetch(`${sim.url}/checkout/${sessionId}`);
      expect(await page.text()).toContain('This checkout has expired');
      await expect(sim.pay(sessionId, '4343434343434345')).rejects.toThrow(/expired/);

      const paid = await client.createCheckoutSession(order('ref-expire-paid'));
      await sim.pay(paid.sessionId, '4343434343434345');
      await expect(client.expireCheckoutSession(paid.sessionId)).rejects.toMatchObject({ status: 400 });
    });
  });

  describe('hosted checkout page', () => {
    it('shows the merchant, the items and the total, with labelled card fields', async () => {
      const { checkoutUrl } = await client.createCheckoutSession(order('ref-page'));
      const response = await fetch(checkoutUrl);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Pay Crafti</h1>');
      expect(html).toContain('Sunset over Taal');
      expect(html).toContain('Pay ₱1,575.00');
      for (const [id, label] of [
        ['number', 'Card number'],
        ['expiry', 'Expiry date (MM/YY)'],
        ['cvc', 'CVC'],
        ['name', 'Name on card'],
      ]) {
        expect(html).toContain(`<label for="${id}">${label}</label>`);
        expect(html).toContain(`<input id="${id}" name="${id}"`);
      }
      expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    });

    it('pays with a succeeding card: session paid, a signed checkout_session.payment.paid, then back to success_url', async () => {
      const input = order('ref-pay');
      const { sessionId, checkoutUrl, paymentIntentId } = await client.createCheckoutSession(input);

      const response = await fetch(`${checkoutUrl}/pay`, card('4343 4343 4343 4345'));

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(input.successUrl);
      // The page waits for the first webhook attempt before redirecting.
      const [delivery] = eventsFor(sessionId);
      expect(verified(delivery!)).toEqual({ ok: true });
      const event = delivery!.event.data;
      expect(event.id).toMatch(/^evt_/);
      expect(event.attributes).toMatchObject({ type: 'checkout_session.payment.paid', livemode: false });
      expect(event.attributes.data).toMatchObject({
        id: sessionId,
        type: 'checkout_session',
        attributes: {
          status: 'paid',
          reference_number: 'ref-pay',
          metadata: { orderId: 'ref-pay' },
          payment_intent: { id: paymentIntentId },
          payments: [{ type: 'payment', attributes: { status: 'paid', amount: 157_500, currency: 'PHP', payment_intent_id: paymentIntentId, source: { type: 'card', last4: '4345', brand: 'visa' } } }],
        },
      });
      expect(await client.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'paid', paymentIntentId, payments: [{ status: 'paid', amount: 157_500 }] });
      expect(sim.events().find((e) => e.id === event.id)).toMatchObject({ state: 'delivered', lastStatus: 200, attempts: [{ status: 200 }] });
      // A paid session's page says so and links back.
      expect(await (await fetch(checkoutUrl)).text()).toContain('This payment is complete');
    });

    it('takes 4120000000000007 through 3-D Secure: completing it pays', async () => {
      const input = order('ref-3ds');
      const { sessionId, checkoutUrl } = await client.createCheckoutSession(input);

      const step = await fetch(`${checkoutUrl}/pay`, card('4120000000000007'));
      expect(step.status).toBe(303);
      const authUrl = new URL(step.headers.get('location')!, sim.url);
      expect(authUrl.pathname).toBe(`/checkout/${sessionId}/authenticate`);
      const page = await (await fetch(authUrl)).text();
      expect(page).toContain('Complete authentication');
      expect(page).toContain('Fail authentication');
      expect(eventsFor(sessionId)).toHaveLength(0);

      const done = await fetch(`${sim.url}/checkout/${sessionId}/authenticate`, form({ attempt: authUrl.searchParams.get('attempt')!, outcome: 'complete' }));
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(input.successUrl);
      expect(eventsFor(sessionId).map((r) => r.event.data.attributes.type)).toEqual(['checkout_session.payment.paid']);
    });

    it('fails 3-D Secure when told to: payment.failed, the session stays open', async () => {
      const { sessionId, checkoutUrl } = await client.createCheckoutSession(order('ref-3ds-fail'));
      const step = await fetch(`${checkoutUrl}/pay`, card('4120000000000007'));
      const attempt = new URL(step.headers.get('location')!, sim.url).searchParams.get('attempt')!;

      const failed = await fetch(`${sim.url}/checkout/${sessionId}/authenticate`, form({ attempt, outcome: 'fail' }));

      expect(failed.status).toBe(402);
      expect(await failed.text()).toContain('role="alert"');
      await sim.idle();
      expect(eventsFor(sessionId).map((r) => r.event.data.attributes.type)).toEqual(['payment.failed']);
      expect((await client.retrieveCheckoutSession(sessionId)).status).toBe('active');
    });

    it('declines 4200000000000018 as an expired card: the error and a way back on the page, payment.failed sent, and another card may still pay', async () => {
      const input = order('ref-expired-card');
      const { sessionId, checkoutUrl, paymentIntentId } = await client.createCheckoutSession(input);

      const declined = await fetch(`${checkoutUrl}/pay`, card('4200000000000018'));

      expect(declined.status).toBe(402);
      const html = await declined.text();
      expect(html).toContain('The card used has already expired. (card_expired)');
      expect(html).toContain(`href="${input.cancelUrl.replace(/&/g, '&#38;')}"`);
      await sim.idle();
      const [failure] = eventsFor(sessionId);
      expect(verified(failure!)).toEqual({ ok: true });
      expect(failure!.event.data.attributes).toMatchObject({
        type: 'payment.failed',
        data: {
          type: 'payment',
          attributes: { status: 'failed', payment_intent_id: paymentIntentId, failed_code: 'card_expired', metadata: { orderId: 'ref-expired-card' } },
        },
      });
      expect((await client.retrieveCheckoutSession(sessionId)).status).toBe('active');

      expect((await fetch(`${checkoutUrl}/pay`, card('5555444444444457'))).headers.get('location')).toBe(input.successUrl);
    });

    it('declines PayMongo\'s generic-decline card and unknown cards, and refuses a number that is not a card number without charging', async () => {
      const { sessionId, checkoutUrl } = await client.createCheckoutSession(order('ref-declines'));
      for (const number of ['4400000000000016', '4242424242424242']) {
        const response = await fetch(`${checkoutUrl}/pay`, card(number));
        expect(response.status).toBe(402);
        expect(await response.text()).toContain('(generic_decline)');
      }
      const typo = await fetch(`${checkoutUrl}/pay`, card('4343434343434346'));
      expect(typo.status).toBe(422);
      expect(await typo.text()).toMatch(/aria-invalid="true" aria-describedby="number-error"/);
      await sim.idle();
      expect(eventsFor(sessionId)).toHaveLength(2);
    });

    it('sends the buyer back to cancel_url on Cancel', async () => {
      const input = order('ref-cancel');
      const { checkoutUrl } = await client.createCheckoutSession(input);
      const response = await fetch(`${checkoutUrl}/cancel`, form({}));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(input.cancelUrl);
    });
  });

  describe('webhook delivery', () => {
    it('retries a failing receiver with backoff until it answers 2xx', async () => {
      receiver.answers.push(500, 503);
      const { sessionId } = await client.createCheckoutSession(order('ref-retry'));

      await sim.pay(sessionId, '4343434343434345');
      await sim.idle();

      const deliveries = eventsFor(sessionId);
      expect(deliveries).toHaveLength(3);
      expect(new Set(deliveries.map((d) => d.event.data.id)).size).toBe(1);
      expect(deliveries.every((d) => verified(d).ok)).toBe(true);
      const [event] = sim.events().filter((e) => e.sessionId === sessionId);
      expect(event).toMatchObject({ state: 'delivered', lastStatus: 200, attempts: [{ status: 500 }, { status: 503 }, { status: 200 }] });
    });

    it('gives up after six tries', async () => {
      receiver.answers.push(500, 500, 500, 500, 500, 500);
      const { sessionId } = await client.createCheckoutSession(order('ref-give-up'));
      await sim.pay(sessionId, '4343434343434345');
      await sim.idle();
      expect(sim.events().find((e) => e.sessionId === sessionId)).toMatchObject({ state: 'failed', lastStatus: 500 });
      expect(eventsFor(sessionId)).toHaveLength(6);
    });

    it('replays an event: the same id and body, signed anew', async () => {
      const { sessionId } = await client.createCheckoutSession(order('ref-replay'));
      const { eventId } = await sim.pay(sessionId, '4343434343434345');

      const replayed = await sim.replay(eventId);

      const deliveries = eventsFor(sessionId);
      expect(deliveries).toHaveLength(2);
      expect(deliveries[1]!.raw).toBe(deliveries[0]!.raw);
      expect(verified(deliveries[1]!)).toEqual({ ok: true });
      expect(replayed.attempts).toHaveLength(2);
    });

    it('holds deliveries and releases them in reverse order', async () => {
      const first = await client.createCheckoutSession(order('ref-hold-1'));
      const second = await client.createCheckoutSession(order('ref-hold-2'));
      sim.hold();
      await sim.pay(first.sessionId, '4343434343434345');
      await sim.pay(second.sessionId, '5555444444444457');
      expect(receiver.received).toHaveLength(0);
      expect(sim.events().filter((e) => e.state === 'held')).toHaveLength(2);

      await sim.release('reverse');

      expect(receiver.received.map((r) => r.event.data.attributes.data.id)).toEqual([second.sessionId, first.sessionId]);
    });

    it('delays deliveries when told', async () => {
      const { sessionId } = await client.createCheckoutSession(order('ref-delay'));
      sim.setDelay(300);
      await sim.pay(sessionId, '4343434343434345');
      expect(eventsFor(sessionId)).toHaveLength(0);
      await sim.idle();
      expect(eventsFor(sessionId)).toHaveLength(1);
    });

    it('forges events: a bad signature fails verification, a stale one is stale, and the session is unchanged', async () => {
      const { sessionId } = await client.createCheckoutSession(order('ref-forge'));

      const bad = await sim.forge('checkout_session.payment.paid', sessionId, { badSignature: true });
      const stale = await sim.forge('checkout_session.payment.paid', sessionId, { staleBy: 600 });

      const [badDelivery, staleDelivery] = eventsFor(sessionId);
      expect(verifyPaymongoSignature(badDelivery!.signature, badDelivery!.raw, webhookSecret)).toEqual({ ok: false, reason: 'mismatch' });
      expect(verifyPaymongoSignature(staleDelivery!.signature, staleDelivery!.raw, webhookSecret)).toEqual({ ok: false, reason: 'stale' });
      expect(badDelivery!.event.data.attributes.data.attributes.status).toBe('paid');
      expect([bad.forged, stale.forged]).toEqual([
        { badSignature: true, staleBy: 0 },
        { badSignature: false, staleBy: 600 },
      ]);
      expect(sim.session(sessionId)!.attributes.status).toBe('active');
    });

    it('sends a forged delivery once, whatever the receiver answers', async () => {
      receiver.answers.push(400);
      const { sessionId } = await client.createCheckoutSession(order('ref-forge-once'));
      const forged = await sim.forge('payment.failed', sessionId, { badSignature: true });
      await sim.idle();
      expect(forged).toMatchObject({ state: 'failed', lastStatus: 400, attempts: [{ status: 400 }] });
    });
  });

  describe('controls over HTTP', () => {
    const post = async (p: string, body: unknown = {}) => {
      const response = await fetch(`${sim.url}/__sim${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    };

    it('pays, lists events, replays, forges and waits for idle', async () => {
      const { sessionId } = await client.createCheckoutSession(order('ref-http'));

      const paid = await post(`/sessions/${sessionId}/pay`, { card: '4120000000000007', authenticate: 'complete' });
      expect(paid).toMatchObject({ status: 200, body: { status: 'paid', eventId: expect.stringMatching(/^evt_/) } });
      const listed = await (await fetch(`${sim.url}/__sim/events`)).json();
      expect(listed.data.find((e: { id: string }) => e.id === paid.body.eventId)).toMatchObject({ type: 'checkout_session.payment.paid', sessionId, state: 'delivered' });

      expect((await post(`/events/${paid.body.eventId}/replay`)).body.attempts).toHaveLength(2);
      expect((await post('/forge', { type: 'checkout_session.payment.paid', sessionId, staleBy: 900 })).body.forged).toEqual({ badSignature: false, staleBy: 900 });
      expect(await post('/idle')).toEqual({ status: 200, body: { idle: true } });
      expect(eventsFor(sessionId)).toHaveLength(3);

      const session = await (await fetch(`${sim.url}/__sim/sessions/${sessionId}`)).json();
      expect(session.data.attributes.status).toBe('paid');
    });

    it('holds and releases, delays, and reports a declined card', async () => {
      const a = await client.createCheckoutSession(order('ref-http-hold-a'));
      const b = await client.createCheckoutSession(order('ref-http-hold-b'));
      await post('/hold');
      await post(`/sessions/${a.sessionId}/pay`, { card: '4343434343434345' });
      const declined = await post(`/sessions/${b.sessionId}/pay`, { card: '4200000000000018' });
      expect(declined.body).toMatchObject({ status: 'failed', failedCode: 'card_expired' });
      await post('/release', { order: 'reverse' });
      expect(receiver.received.map((r) => r.event.data.attributes.type)).toEqual(['payment.failed', 'checkout_session.payment.paid']);
      expect((await post('/delay', { ms: 0 })).body).toEqual({ delayMs: 0 });
    });
  });
});

describe('the PayMongo simulator with a data directory', () => {
  it('keeps sessions across a restart, so a session made before can be paid after', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paymongo-sim-'));
    const receiver = await startReceiver();
    const port = await freePort();
    const options = { port, secretKey, webhookSecret, webhookUrl: receiver.url, dataDir };
    try {
      const before = await startPaymongo(options);
      const { sessionId } = await createPaymongoClient({ apiUrl: before.url, secretKey }).createCheckoutSession(order('ref-restart'));
      await before.stop();

      const after = await startPaymongo(options);
      try {
        expect(after.session(sessionId)?.attributes.status).toBe('active');
        expect((await after.pay(sessionId, '4343434343434345')).status).toBe('paid');
        expect(receiver.received.map((r) => r.event.data.attributes.data.id)).toEqual([sessionId]);
      } finally {
        await after.stop();
      }
      // And the paid state is what the next start sees.
      const again = await startPaymongo(options);
      expect(again.session(sessionId)?.attributes.status).toBe('paid');
      await again.stop();
    } finally {
      await receiver.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sends again after a restart what a stop cut short', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paymongo-sim-'));
    const receiver = await startReceiver();
    const options = { port: await freePort(), secretKey, webhookSecret, webhookUrl: receiver.url, dataDir };
    try {
      const before = await startPaymongo(options);
      const { sessionId } = await createPaymongoClient({ apiUrl: before.url, secretKey }).createCheckoutSession(order('ref-resend'));
      before.hold();
      await before.pay(sessionId, '4343434343434345');
      await before.stop();
      expect(receiver.received).toHaveLength(0);

      const after = await startPaymongo(options);
      await after.idle();
      expect(receiver.received.map((r) => r.event.data.attributes.data.id)).toEqual([sessionId]);
      await after.stop();
    } finally {
      await receiver.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
