import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as Arts from '@functions/core/arts/arts';
import * as Money from '@functions/core/money/money';
import { Metrics } from '@functions/core/observability/metrics';
import { apiClient, expectRefused } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { everyMinuteAt, hoursFromNow, walletAtPaymongo } from '../support/money';
import { sim } from '../support/paymongo';
import { activate, artOf, buy, earningsOf } from '../support/payouts';
import { eventually } from '../support/eventually';
import { createPerson, type TestUser } from '../support/users';

/** Issue 45: a canceled paid order is refunded from Crafti's wallet alone, exactly once, whatever PayMongo answers. */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);
const cancel = (artist: TestUser, orderId: string) =>
  callRoute('PUT /order/{orderId}', { params: { orderId }, token: artist.idToken, body: { status: 'Canceled' } });
const buyerOrder = async (buyer: TestUser, orderId: string) =>
  (await callOk('GET /orders/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })).items.find(
    (o) => o.id === orderId,
  );
type SimRefund = {
  id: string;
  attributes: { amount: number; payment_id: string; status: string; metadata?: Record<string, string> | null };
};
const refundsOf = async (paymentId: string) =>
  ((await sim('refunds')) as { data: SimRefund[] }).data.filter((r) => r.attributes.payment_id === paymentId);
const paymentOf = async (checkoutId: string) =>
  (await Money.entriesOf(checkoutId)).find((e) => e.entryId === 'payment')!.providerId!;

describe('refunds', () => {
  let ana: TestUser;
  let ben: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    [ana, ben, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rf-ana' }),
      createPerson({ role: 'Artist', prefix: 'rf-ben' }),
      createPerson({ role: 'Client', prefix: 'rf-buyer', firstname: 'Lea', lastname: 'Cruz' }),
    ]);
    await activate(ana);
  });

  it("gives back one artist's lines and their part of the fee from Crafti's wallet alone, puts the pieces back on sale, and shows it to both", async () => {
    const a = await artOf(ana, '1000.00', 2);
    const b = await artOf(ben, '500.00', 2);
    const paid = await buy(buyer, [a, b]);
    const order = paid.orders.find((o) => o.artist_id === ana.userId)!;
    const other = paid.orders.find((o) => o.artist_id === ben.userId)!;
    expect(await Arts.find(a).then((x) => x?.quantity)).toBe(1);
    const crafti = await walletAtPaymongo('parent');

    const answer = await cancel(ana, order.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'Canceled' });
    expect(await Arts.find(a).then((x) => x?.quantity)).toBe(2);
    await sim('idle', {});
    const refunded = await eventually(
      () => buyerOrder(buyer, order.id),
      (o) => o?.money === 'refunded',
      'refunded order',
    );
    expect(refunded).toMatchObject({ status: 'Canceled', refund_amount: 105_000 });
    // A partial refund of the one payment: ₱1,000 + its ₱50 of fee, all of it from Crafti's wallet (no split: nobody else shoulders it).
    const payment = await paymentOf(paid.checkout_id);
    expect((await refundsOf(payment)).map((r) => [r.attributes.amount, r.attributes.status])).toEqual([
      [105_000, 'succeeded'],
    ]);
    expect(crafti - (await walletAtPaymongo('parent'))).toBe(105_000);
    const entry = (await Money.entriesOf(paid.checkout_id)).find((e) => e.entryId === `refund:order:${order.id}`)!;
    expect(entry.postings.map((p) => [p.account, p.amount])).toEqual([
      ['buyer', 105_000],
      [`platform:held:${ana.userId}`, -100_000],
      ['platform:fee', -5_000],
    ]);
    expect(entry.providerAmount).toBe(105_000);
    expect((await buyerOrder(buyer, other.id))?.money).toBe('held');

    const earnings = await earningsOf(ana);
    expect(earnings.items.find((i) => i.order_id === order.id)).toMatchObject({
      state: 'refunded',
      net: 0,
      gross: 100_000,
    });
    expect(earnings.totals).toMatchObject({ all_time: 0, held: 0, wallet: 0 });
    await waitForMail(endpoints.mailbox, buyer.email, 'Your Crafti refund');
    await waitForMail(endpoints.mailbox, ana.email, 'An order was refunded');
    // Refunded: its status no longer changes.
    const again = await callRoute('PUT /order/{orderId}', {
      params: { orderId: order.id },
      token: ana.idToken,
      body: { status: 'Completed' },
    });
    expectRefused(again, 409);
    expect(again.body.error).toBe('orders.refunded');
  });

  it('refunds two orders of one payment canceled at once, the second after PayMongo finished the first, each once', async () => {
    const a = await artOf(ana, '300.00');
    const b = await artOf(ben, '200.00');
    const paid = await buy(buyer, [a, b]);
    await sim('hold-money', {});
    try {
      const answers = await Promise.all(paid.orders.map((o) => cancel(o.artist_id === ana.userId ? ana : ben, o.id)));
      for (const r of answers) expect(r.status).toBe(200);
    } finally {
      await sim('release-money', {});
    }
    await sim('idle', {});
    // PayMongo refused the second while the first was processing (resource_processing_state): it runs again a minute later.
    await everyMinuteAt(hoursFromNow(0.1));
    await sim('idle', {});
    for (const o of paid.orders)
      await eventually(
        () => buyerOrder(buyer, o.id),
        (x) => x?.money === 'refunded',
        `refund of ${o.id}`,
      );
    const made = (await refundsOf(await paymentOf(paid.checkout_id))).filter(
      (r) => r.attributes.status === 'succeeded',
    );
    expect(made.map((r) => r.attributes.amount).sort((x, y) => x - y)).toEqual([21_000, 31_500]);
  });

  it('keeps a refund PayMongo refuses visibly pending and alarmed, and asks again under a new round until it goes through, once', async () => {
    const c = await artOf(ben, '300.00');
    const paid = await buy(buyer, [c]);
    const order = paid.orders[0]!;
    await sim('refuse-refunds', { count: 2 });
    const count = vi.spyOn(Metrics, 'count');
    try {
      expect((await cancel(ben, order.id)).status).toBe(200);
      expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
      expect(await Money.findTask(`refund:order:${order.id}`)).toMatchObject({
        round: 1,
        state: 'queued',
        lastError: expect.stringContaining('refund_not_allowed'),
      });
      // Not due yet: nothing asked.
      await everyMinuteAt(hoursFromNow(0.5));
      expect(await Money.findTask(`refund:order:${order.id}`)).toMatchObject({ round: 1 });
      expect(count).not.toHaveBeenCalledWith('refundFailures', 1, expect.anything());
      // Due: asked again, refused again, counted for the alarm.
      await everyMinuteAt(hoursFromNow(2));
      expect(await Money.findTask(`refund:order:${order.id}`)).toMatchObject({ round: 2 });
      expect(count).toHaveBeenCalledWith(
        'refundFailures',
        1,
        expect.objectContaining({ taskId: `refund:order:${order.id}`, reason: 'refused' }),
      );
    } finally {
      count.mockRestore();
    }
    await everyMinuteAt(hoursFromNow(4));
    await sim('idle', {});
    await eventually(
      () => buyerOrder(buyer, order.id),
      (o) => o?.money === 'refunded',
      'refunded after two refusals',
    );
    const refunds = await refundsOf(await paymentOf(paid.checkout_id));
    expect(
      refunds.map((r) => [r.attributes.amount, r.attributes.status, r.attributes.metadata?.crafti_reference]),
    ).toEqual([[31_500, 'succeeded', `crafti-refund-order-${order.id}-r2`]]);
    expect(
      (await Money.entriesOf(paid.checkout_id)).find((e) => e.entryId === `refund:order:${order.id}`)!.postings,
    ).toContainEqual(expect.objectContaining({ account: `platform:held:${ben.userId}`, amount: -30_000 }));
  });

  it('asks again, under a new round, a refund that failed at PayMongo, and never pays it twice', async () => {
    const d = await artOf(ana, '200.00');
    const paid = await buy(buyer, [d]);
    const order = paid.orders[0]!;
    await sim('fail-refunds', { count: 1 });
    expect((await cancel(ana, order.id)).status).toBe(200);
    await sim('idle', {});
    await eventually(
      async () => (await Money.findTask(`refund:order:${order.id}`))?.round ?? 0,
      (r) => r === 1,
      'the failure ends the round',
    );
    expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
    await everyMinuteAt(hoursFromNow(2));
    await sim('idle', {});
    await eventually(
      () => buyerOrder(buyer, order.id),
      (o) => o?.money === 'refunded',
      'refunded on the second round',
    );
    await everyMinuteAt(hoursFromNow(4));
    const refunds = await refundsOf(await paymentOf(paid.checkout_id));
    expect(refunds.map((r) => r.attributes.status).sort()).toEqual(['failed', 'succeeded']);
  });
});

describe('refunds PayMongo would refuse', () => {
  it('are never asked for: an order under ₱1.00 cannot be canceled with a refund, and the artist is told why', async () => {
    const [tiny, big, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rs-tiny' }),
      createPerson({ role: 'Artist', prefix: 'rs-big' }),
      createPerson({ role: 'Client', prefix: 'rs-buyer' }),
    ]);
    const paid = await buy(buyer, [await artOf(tiny, '0.50'), await artOf(big, '100.00')]);
    const order = paid.orders.find((o) => o.artist_id === tiny.userId)!;
    expect(order.refund_amount).toBe(53);
    const refused = await cancel(tiny, order.id);
    expectRefused(refused, 409);
    expect(refused.body).toMatchObject({
      error: 'orders.refund_too_small',
      message: expect.stringContaining('PayMongo refunds ₱1.00 or more'),
    });
    expect(await buyerOrder(buyer, order.id)).toMatchObject({ status: 'Pending', money: 'held' });
    expect(await Money.findTask(`refund:order:${order.id}`)).toBeNull();
  });
});

describe('forged and false money events', () => {
  it('change nothing: a refund or a transfer is believed only when PayMongo, asked again, says it happened', async () => {
    const artist = await createPerson({ role: 'Artist', prefix: 'ff-artist' });
    const buyer = await createPerson({ role: 'Client', prefix: 'ff-buyer' });
    const paid = await buy(buyer, [await artOf(artist, '400.00')]);
    const order = paid.orders[0]!;
    await sim('hold-money', {});
    try {
      expect((await cancel(artist, order.id)).status).toBe(200);
      const payment = await paymentOf(paid.checkout_id);
      type Sent = { data: { id: string; lastStatus: number | null }[] };
      // Well signed, but PayMongo has no such refund, or says the real one is still pending.
      const madeUp = (await sim('forge', {
        type: 'payment.refunded',
        id: payment,
        patch: { refunds: [{ id: 'ref_madeUpByAForger00000', type: 'refund', attributes: { status: 'succeeded' } }] },
      })) as Sent['data'][number];
      const early = (await sim('forge', { type: 'payment.refunded', id: payment })) as Sent['data'][number];
      const transfer = (await sim('forge', {
        type: 'transfer.succeeded',
        id: 'tr_madeUpByAForger000000',
      })) as Sent['data'][number];
      await sim('idle', {});
      const events = ((await sim('events')) as Sent).data;
      for (const e of [madeUp, early, transfer]) expect(events.find((x) => x.id === e.id)?.lastStatus).toBe(200);
      expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
      expect((await Money.entriesOf(paid.checkout_id)).map((e) => e.entryId)).toEqual(['payment']);
    } finally {
      await sim('release-money', {});
    }
    await sim('idle', {});
    await eventually(
      () => buyerOrder(buyer, order.id),
      (o) => o?.money === 'refunded',
      'refunded once PayMongo says so',
    );
  });
});
