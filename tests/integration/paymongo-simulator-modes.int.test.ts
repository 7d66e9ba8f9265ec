import { describe, expect, it } from 'vitest';
import { createPaymongoClient } from '@functions/core/payments/paymongo';
import { verifyPaymongoSignature } from '@functions/core/payments/signature';
import { freePort } from '../../infra/local/ports';
import { startPaymongo, type PaymongoSimulator } from '../../infra/local/services/paymongo';
import { api, control, onboard, paidSession, transferItem } from '../support/paymongo-platforms';
import {
  order,
  type PaymongoClient,
  type Receiver,
  startReceiver,
  type StartedSimulator,
  useSimulator,
  webhookSecret,
} from '../support/paymongo-simulator';

// Live and test mode ("Securing a webhook": `te` for test events, `li` for live ones), and a
// live event proven acceptable by a replay in live mode.

const slots = (header: string | undefined) =>
  Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));

describe('the PayMongo simulator in live mode', () => {
  let sim: PaymongoSimulator;
  let receiver: Receiver;
  let client: PaymongoClient;
  let eventsFor: StartedSimulator['eventsFor'];
  useSimulator((started) => ({ sim, receiver, client, eventsFor } = started), { livemode: true });

  it('marks every event and resource live and signs events in li, te left empty', async () => {
    const { sessionId } = await client.createCheckoutSession(order('ref-live'));
    const { paymentId } = await sim.pay(sessionId, '4343434343434345');

    const [delivery] = eventsFor(sessionId);
    const event = delivery!.event.data.attributes;
    expect(event).toMatchObject({
      type: 'checkout_session.payment.paid',
      livemode: true,
      data: { attributes: { livemode: true, payments: [{ attributes: { livemode: true } }] } },
    });
    expect(slots(delivery!.signature)).toMatchObject({ te: '', li: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(verifyPaymongoSignature(delivery!.signature, delivery!.raw, webhookSecret, { livemode: true })).toEqual({
      ok: true,
    });
    expect(verifyPaymongoSignature(delivery!.signature, delivery!.raw, webhookSecret)).toEqual({
      ok: false,
      reason: 'malformed',
    });

    expect((await api(sim, 'GET', `/v1/payments/${paymentId}`)).body.data.attributes.livemode).toBe(true);
    expect((await api(sim, 'GET', '/v2/wallets')).body.data[0]).toMatchObject({
      livemode: true,
      attributes: { livemode: true },
    });
    const ana = await onboard(sim, 'Ana');
    expect((await api(sim, 'GET', `/v1/merchants/children/${ana}`)).body.data.attributes.livemode).toBe(true);
    const moved = await api(sim, 'POST', '/v2/batch_transfers', {
      transfers: [await transferItem(sim, ana, 1_000, 'live-1')],
    });
    expect(moved.body.data.transfers[0].livemode).toBe(true);
    const given = await api(sim, 'POST', '/v1/refunds', { payment_id: paymentId, amount: 1_000, reason: 'others' });
    expect(given.body.data.attributes.livemode).toBe(true);
    await sim.idle();
    const platformEvents = receiver.received.filter(
      (r) => r.event.data.attributes.type !== 'checkout_session.payment.paid',
    );
    expect(platformEvents.map((r) => r.event.data.attributes.type).sort()).toEqual([
      'merchant.activated',
      'payment.refund.updated',
      'transfer.succeeded',
    ]);
    for (const r of platformEvents) {
      expect(r.event.data.attributes.livemode).toBe(true);
      expect(verifyPaymongoSignature(r.signature, r.raw, webhookSecret, { livemode: true })).toEqual({ ok: true });
    }
  });
});

describe('the PayMongo simulator in test mode', () => {
  let sim: PaymongoSimulator;
  let client: PaymongoClient;
  let eventsFor: StartedSimulator['eventsFor'];
  useSimulator((started) => ({ sim, client, eventsFor } = started));

  it('signs test events in te, li left empty', async () => {
    const { sessionId } = await client.createCheckoutSession(order('ref-test-mode'));
    await sim.pay(sessionId, '4343434343434345');
    const [delivery] = eventsFor(sessionId);
    expect(delivery!.event.data.attributes.livemode).toBe(false);
    expect(slots(delivery!.signature)).toMatchObject({ te: expect.stringMatching(/^[0-9a-f]{64}$/), li: '' });
    expect(verifyPaymongoSignature(delivery!.signature, delivery!.raw, webhookSecret)).toEqual({ ok: true });
  });

  it('replays a stored event as live: the same body with data.attributes.livemode true, signed in li, so a live event can be shown accepted', async () => {
    const { sessionId } = await client.createCheckoutSession(order('ref-replay-live'));
    const { eventId } = await sim.pay(sessionId, '4343434343434345');

    const replayed = await sim.replay(eventId, { livemode: true });
    const overHttp = await control(sim, 'POST', `events/${eventId}/replay`, { livemode: true });
    const plain = await control(sim, 'POST', `events/${eventId}/replay`, {});

    const [original, live, liveAgain, again] = eventsFor(sessionId);
    const expected = JSON.parse(original!.raw);
    expected.data.attributes.livemode = true;
    expect(JSON.parse(live!.raw)).toEqual(expected);
    expect(live!.event.data.id).toBe(eventId);
    expect(verifyPaymongoSignature(live!.signature, live!.raw, webhookSecret, { livemode: true })).toEqual({
      ok: true,
    });
    expect(slots(live!.signature).te).toBe('');
    expect(liveAgain!.raw).toBe(live!.raw);
    // Without livemode, a replay sends the stored bytes as they were, signed in te.
    expect(again!.raw).toBe(original!.raw);
    expect(verifyPaymongoSignature(again!.signature, again!.raw, webhookSecret)).toEqual({ ok: true });
    expect(replayed.attempts.at(-1)).toMatchObject({ status: 200, livemode: true });
    expect(overHttp.status).toBe(200);
    expect(plain.body.attempts.at(-1)).not.toHaveProperty('livemode');
    // The stored event is unchanged: events are immutable.
    expect(sim.events().find((e) => e.id === eventId)!.payload).toEqual(JSON.parse(original!.raw));
  });
});

describe('the PayMongo simulator with a live secret key', () => {
  it('is live by default (sk_live_…), test by default otherwise, and the option overrides the key', async () => {
    const receiver = await startReceiver();
    const modeOf = async (secretKey: string, livemode?: boolean) => {
      const sim = await startPaymongo({
        port: await freePort(),
        secretKey,
        webhookSecret,
        webhookUrl: receiver.url,
        ...(livemode === undefined ? {} : { livemode }),
      });
      try {
        const { sessionId } = await createPaymongoClient({ apiUrl: sim.url, secretKey }).createCheckoutSession(
          order('ref-key'),
        );
        const paymentId = await paidSession(sim, undefined, secretKey);
        return [
          sim.session(sessionId)!.attributes.livemode,
          sim.payment(paymentId).attributes.livemode,
          sim.parent().wallet.livemode,
        ];
      } finally {
        await sim.stop();
      }
    };
    try {
      expect(await modeOf('sk_live_simulator_suite')).toEqual([true, true, true]);
      expect(await modeOf('sk_test_simulator_suite')).toEqual([false, false, false]);
      expect(await modeOf('sk_live_simulator_suite', false)).toEqual([false, false, false]);
    } finally {
      await receiver.stop();
    }
  });
});
