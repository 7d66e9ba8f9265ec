import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPaymongoClient, PaymentProviderError } from '@functions/core/payments/paymongo';
import { freePort } from '../../infra/local/ports';
import { startPaymongo, type PaymongoSimulator } from '../../infra/local/services/paymongo';
import {
  order,
  type PaymongoClient,
  type Receiver,
  secretKey,
  type StartedSimulator,
  startReceiver,
  useSimulator,
  webhookSecret,
} from '../support/paymongo-simulator';

// This suite needs only the simulator and a receiver of its own, both on free loopback ports.
// The hosted page is in paymongo-simulator-page.int.test.ts, webhook delivery in
// paymongo-simulator-webhooks.int.test.ts.

describe('the PayMongo simulator', () => {
  let sim: PaymongoSimulator;
  let receiver: Receiver;
  let client: PaymongoClient;
  let eventsFor: StartedSimulator['eventsFor'];
  useSimulator((started) => ({ sim, receiver, client, eventsFor } = started));

  describe('Checkout Sessions API', () => {
    it("creates a session in PayMongo's shape, for the real client", async () => {
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
          payment_intent: {
            id: created.paymentIntentId,
            type: 'payment_intent',
            attributes: { amount: 157_500, currency: 'PHP' },
          },
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
      expect(await client.retrieveCheckoutSession(created.sessionId)).toMatchObject({
        status: 'active',
        referenceNumber: 'ref-create',
        payments: [],
      });
    });

    it('answers 401 to a wrong or missing key', async () => {
      const wrong = createPaymongoClient({ apiUrl: sim.url, secretKey: 'sk_test_wrong' });
      await expect(wrong.createCheckoutSession(order('ref-401'))).rejects.toMatchObject({
        name: 'PaymentProviderError',
        status: 401,
        retryable: false,
      });
      expect((await fetch(`${sim.url}/v2/checkout_sessions/cs_x`)).status).toBe(401);
    });

    it("refuses invalid line items with PayMongo's error shape", async () => {
      const bad = { ...order('ref-400'), lineItems: [{ name: '', amount: 12.5, quantity: 0 }] };
      const err = await client.createCheckoutSession(bad).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PaymentProviderError);
      expect(err).toMatchObject({ status: 400, code: 'provider_rejected' });

      const response = await fetch(`${sim.url}/v2/checkout_sessions`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ data: { attributes: { line_items: [], payment_method_types: ['card'] } } }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0]).toMatchObject({
        code: 'parameter_required',
        source: { attribute: 'line_items' },
      });
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

  describe('controls over HTTP', () => {
    const post = async (p: string, body: unknown = {}) => {
      const response = await fetch(`${sim.url}/__sim${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };

    it('pays, lists events, replays, forges and waits for idle', async () => {
      const { sessionId } = await client.createCheckoutSession(order('ref-http'));

      const paid = await post(`/sessions/${sessionId}/pay`, { card: '4120000000000007', authenticate: 'complete' });
      expect(paid).toMatchObject({ status: 200, body: { status: 'paid', eventId: expect.stringMatching(/^evt_/) } });
      const listed = await (await fetch(`${sim.url}/__sim/events`)).json();
      expect(listed.data.find((e: { id: string }) => e.id === paid.body.eventId)).toMatchObject({
        type: 'checkout_session.payment.paid',
        sessionId,
        state: 'delivered',
      });

      expect((await post(`/events/${paid.body.eventId}/replay`)).body.attempts).toHaveLength(2);
      expect(
        (await post('/forge', { type: 'checkout_session.payment.paid', sessionId, staleBy: 900 })).body.forged,
      ).toEqual({ badSignature: false, staleBy: 900 });
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
      expect(receiver.received.map((r) => r.event.data.attributes.type)).toEqual([
        'payment.failed',
        'checkout_session.payment.paid',
      ]);
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
      const { sessionId } = await createPaymongoClient({ apiUrl: before.url, secretKey }).createCheckoutSession(
        order('ref-restart'),
      );
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
      const { sessionId } = await createPaymongoClient({ apiUrl: before.url, secretKey }).createCheckoutSession(
        order('ref-resend'),
      );
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
