import { describe, expect, it } from 'vitest';
import { verifyPaymongoSignature } from '@functions/core/payments/signature';
import type { PaymongoSimulator } from '../../infra/local/services/paymongo';
import {
  order,
  type PaymongoClient,
  type Receiver,
  type StartedSimulator,
  useSimulator,
  verified,
  webhookSecret,
} from '../support/paymongo-simulator';

// The simulator's webhook delivery (retries, replays, holds, forgeries), on a simulator and
// receiver of this file's own.

describe('the PayMongo simulator', () => {
  let sim: PaymongoSimulator;
  let receiver: Receiver;
  let client: PaymongoClient;
  let eventsFor: StartedSimulator['eventsFor'];
  useSimulator((started) => ({ sim, receiver, client, eventsFor } = started));

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
      expect(event).toMatchObject({
        state: 'delivered',
        lastStatus: 200,
        attempts: [{ status: 500 }, { status: 503 }, { status: 200 }],
      });
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

      expect(receiver.received.map((r) => r.event.data.attributes.data.id)).toEqual([
        second.sessionId,
        first.sessionId,
      ]);
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
      expect(verifyPaymongoSignature(badDelivery!.signature, badDelivery!.raw, webhookSecret)).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      expect(verifyPaymongoSignature(staleDelivery!.signature, staleDelivery!.raw, webhookSecret)).toEqual({
        ok: false,
        reason: 'stale',
      });
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
});
