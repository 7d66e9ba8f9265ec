import { describe, expect, it } from 'vitest';
import type { PaymongoSimulator } from '../../infra/local/services/paymongo';
import {
  card,
  form,
  order,
  type PaymongoClient,
  type StartedSimulator,
  useSimulator,
  verified,
} from '../support/paymongo-simulator';

// The simulator's hosted checkout page, on a simulator and receiver of this file's own.

describe('the PayMongo simulator', () => {
  let sim: PaymongoSimulator;
  let client: PaymongoClient;
  let eventsFor: StartedSimulator['eventsFor'];
  useSimulator((started) => ({ sim, client, eventsFor } = started));

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
          // The session keeps its metadata; its payment carries none (the docs do not promise it there).
          payments: [
            {
              type: 'payment',
              attributes: {
                status: 'paid',
                amount: 157_500,
                currency: 'PHP',
                payment_intent_id: paymentIntentId,
                source: { type: 'card', last4: '4345', brand: 'visa' },
                metadata: null,
              },
            },
          ],
        },
      });
      expect(await client.retrieveCheckoutSession(sessionId)).toMatchObject({
        status: 'paid',
        paymentIntentId,
        payments: [{ status: 'paid', amount: 157_500 }],
      });
      expect(sim.events().find((e) => e.id === event.id)).toMatchObject({
        state: 'delivered',
        lastStatus: 200,
        attempts: [{ status: 200 }],
      });
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

      const done = await fetch(
        `${sim.url}/checkout/${sessionId}/authenticate`,
        form({ attempt: authUrl.searchParams.get('attempt')!, outcome: 'complete' }),
      );
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

    it("declines 4200000000000018 as an expired card: the error and a way back on the page, payment.failed sent (its payment without the session's metadata, as documented), and another card may still pay", async () => {
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
          attributes: {
            status: 'failed',
            payment_intent_id: paymentIntentId,
            failed_code: 'card_expired',
            metadata: null,
          },
        },
      });
      expect((await client.retrieveCheckoutSession(sessionId)).status).toBe('active');

      expect((await fetch(`${checkoutUrl}/pay`, card('5555444444444457'))).headers.get('location')).toBe(
        input.successUrl,
      );
    });

    it("declines PayMongo's generic-decline card and unknown cards, and refuses a number that is not a card number without charging", async () => {
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
});
