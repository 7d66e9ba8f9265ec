import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as Arts from '@functions/core/arts/arts';
import * as Checkout from '@functions/core/checkout/checkout';
import { db } from '@functions/core/db/service';
import { Metrics } from '@functions/core/observability/metrics';
import { apiClient, expectRefused } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { sim } from '../support/paymongo';
import { activate, artOf, buy, earningsOf, eventually } from '../support/payouts';
import { createPerson, type TestUser } from '../support/users';

/** Issue 30: a canceled paid order is refunded through PayMongo, and the ledger always balances with PayMongo. */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);
const cancel = (artist: TestUser, orderId: string) => callRoute('PUT /order/{orderId}', { params: { orderId }, token: artist.idToken, body: { status: 'Canceled' } });
const buyerOrder = async (buyer: TestUser, orderId: string) => (await callOk('GET /orders/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })).items.find((o) => o.id === orderId);

describe('refunds', () => {
  let routed: TestUser;
  let held: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    [routed, held, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rf-routed' }),
      createPerson({ role: 'Artist', prefix: 'rf-held' }),
      createPerson({ role: 'Client', prefix: 'rf-buyer', firstname: 'Lea', lastname: 'Cruz' }),
    ]);
    await activate(routed);
  });

  it("gives back one artist's lines and their part of the fee, puts the pieces back on sale and shows the reversal to both", async () => {
    const a = await artOf(routed, '1000.00', 2);
    const b = await artOf(held, '500.00', 2);
    const paid = await buy(buyer, [a, b]);
    const order = paid.orders.find((o) => o.artist_id === routed.userId)!;
    const other = paid.orders.find((o) => o.artist_id === held.userId)!;
    expect(await Arts.find(a).then((x) => x?.quantity)).toBe(1);

    const answer = await cancel(routed, order.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'Canceled' });
    expect(await Arts.find(a).then((x) => x?.quantity)).toBe(2);
    await sim('idle', {});
    const refunded = await eventually(() => buyerOrder(buyer, order.id), (o) => o?.money === 'refunded', 'refunded order');
    expect(refunded).toMatchObject({ status: 'Canceled', refund_amount: 105_000 });
    // A partial refund of the one payment: ₱1,000 + its ₱50 of fee, the other artist's order untouched.
    const refunds = (await sim('refunds')) as { data: { id: string; attributes: { amount: number; payment_id: string; status: string } }[] };
    const entries = await Checkout.entriesOf(paid.checkout_id);
    const refund = entries.find((e) => e.entryId === `refund:${order.id}`)!;
    expect(refund.providerAmount).toBe(105_000);
    expect(refunds.data.find((r) => r.id === refund.providerId)).toMatchObject({ attributes: { amount: 105_000, status: 'succeeded' } });
    for (const e of entries) expect(e.postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
    expect((await buyerOrder(buyer, other.id))?.money).toBe('held');

    const earnings = await earningsOf(routed);
    expect(earnings.items.find((i) => i.order_id === order.id)).toMatchObject({ state: 'refunded', net: 0, gross: 100_000 });
    expect(earnings.totals.all_time).toBe(0);
    await waitForMail(endpoints.mailbox, buyer.email, 'Your Crafti refund');
    await waitForMail(endpoints.mailbox, routed.email, 'A canceled order was refunded');
    // Refunded: its status no longer changes.
    expectRefused(await callRoute('PUT /order/{orderId}', { params: { orderId: order.id }, token: routed.idToken, body: { status: 'Completed' } }), 409);
  });

  it('refunds a held share from the hold, and keeps a refund PayMongo refuses visibly pending (alarmed) until it goes through', async () => {
    const c = await artOf(held, '300.00');
    const paid = await buy(buyer, [c]);
    const order = paid.orders[0]!;
    await sim('refuse-refunds', { count: 2 });
    expect((await cancel(held, order.id)).status).toBe(200);
    expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
    const task = (await db().entities.moneyTask.get({ taskId: `refund:${order.id}` }).go()).data;
    expect(task?.lastError).toContain('400');
    // The sweeper tries again later: refused again, counted for the alarm; then PayMongo takes it.
    const count = vi.spyOn(Metrics, 'count');
    await Checkout.runDueTasks(new Date(Date.now() + 2 * 3_600_000));
    expect(count).toHaveBeenCalledWith('refundFailures', 1, expect.objectContaining({ orderId: order.id, reason: 'refused' }));
    count.mockRestore();
    expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
    await Checkout.runDueTasks(new Date(Date.now() + 4 * 3_600_000));
    await sim('idle', {});
    await eventually(() => buyerOrder(buyer, order.id), (o) => o?.money === 'refunded', 'refunded after a refusal');
    const refundEntry = (await Checkout.entriesOf(paid.checkout_id)).find((e) => e.entryId === `refund:${order.id}`)!;
    expect(refundEntry.postings).toContainEqual(expect.objectContaining({ account: `platform:held:${held.userId}`, amount: -30_000 }));
  });

  it('refunds a refund that failed at PayMongo again, never twice', async () => {
    const d = await artOf(routed, '200.00');
    const paid = await buy(buyer, [d]);
    const order = paid.orders[0]!;
    await sim('fail-refunds', { count: 1 });
    expect((await cancel(routed, order.id)).status).toBe(200);
    await sim('idle', {});
    await eventually(async () => (await db().entities.moneyTask.get({ taskId: `refund:${order.id}` }).go()).data?.lastError ?? '', (e) => e.includes('failed'), 'the failure recorded');
    expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
    await Checkout.runDueTasks(new Date(Date.now() + 2 * 3_600_000));
    await sim('idle', {});
    await eventually(() => buyerOrder(buyer, order.id), (o) => o?.money === 'refunded', 'refunded on the second try');
    await Checkout.runDueTasks(new Date(Date.now() + 4 * 3_600_000));
    const refunds = (await sim('refunds')) as { data: { attributes: { metadata?: Record<string, string>; status: string } }[] };
    expect(refunds.data.filter((r) => r.attributes.metadata?.order_id === order.id && r.attributes.status === 'succeeded')).toHaveLength(1);
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
      const payment = (await Checkout.entriesOf(paid.checkout_id)).find((e) => e.kind === 'payment')!.providerId;
      type Sent = { data: { id: string; lastStatus: number | null }[] };
      // Well signed, but PayMongo has no such refund, or says the real one is still pending.
      const madeUp = (await sim('forge', { type: 'payment.refunded', id: payment, patch: { refunds: [{ id: 'ref_madeUpByAForger00000', type: 'refund', attributes: { status: 'succeeded' } }] } })) as Sent['data'][number];
      const early = (await sim('forge', { type: 'payment.refunded', id: payment })) as Sent['data'][number];
      const transfer = (await sim('forge', { type: 'transfer.succeeded', id: 'tr_madeUpByAForger000000' })) as Sent['data'][number];
      await sim('idle', {});
      const events = ((await sim('events')) as Sent).data;
      for (const e of [madeUp, early, transfer]) expect(events.find((x) => x.id === e.id)?.lastStatus).toBe(200);
      expect((await buyerOrder(buyer, order.id))?.money).toBe('refund_pending');
      expect((await Checkout.entriesOf(paid.checkout_id)).map((e) => e.entryId)).toEqual(['payment']);
    } finally {
      await sim('release-money', {});
    }
    await sim('idle', {});
    await eventually(() => buyerOrder(buyer, order.id), (o) => o?.money === 'refunded', 'refunded once PayMongo says so');
  });
});

describe('the daily reconciliation', () => {
  it('finds PayMongo and the ledger agreeing, then the difference a refund made outside Crafti plants', async () => {
    const artist = await createPerson({ role: 'Artist', prefix: 'rc-artist' });
    const buyer = await createPerson({ role: 'Client', prefix: 'rc-buyer' });
    const paid = await buy(buyer, [await artOf(artist, '750.00')]);
    await sim('idle', {});
    const payment = (await Checkout.entriesOf(paid.checkout_id)).find((e) => e.kind === 'payment')!.providerId;
    // (Other tests of this stack settle checkouts with hand-made events PayMongo never saw: only this checkout's findings count.)
    const ours = (found: Checkout.Difference[]) => found.filter((d) => d.id === payment || d.what.includes(paid.checkout_id) || d.what.includes(payment));
    expect(ours(await Checkout.reconcile({ now: new Date(Date.now() + 20 * 60_000) }))).toEqual([]);
    const planted = await fetch(`${endpoints.paymongo}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${process.env.PAYMONGO_SECRET_KEY}:`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { attributes: { amount: 10_000, payment_id: payment, reason: 'others' } } }),
    });
    expect(planted.status).toBe(200);
    await sim('idle', {});
    const count = vi.spyOn(Metrics, 'count');
    const found = await Checkout.reconcile({ now: new Date(Date.now() + 20 * 60_000) });
    expect(ours(found)).toEqual([expect.objectContaining({ kind: 'refund', what: expect.stringContaining(`refunded 10000 of ${payment}, not in the ledger`) })]);
    expect(count).toHaveBeenCalledWith('ledgerMismatches', found.length, expect.anything());
    count.mockRestore();
  });
});
