import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Checkout from '@functions/core/checkout/checkout';
import * as Money from '@functions/core/money/money';
import { crashAt, InjectedCrash, installFaults } from '@functions/core/money/faults';
import { LEASE_MS } from '@functions/core/money/movements';
import { apiClient } from '../support/api';
import { agreed, commissionOf, deliver, fundAndPay, twoMilestones } from '../support/commissions';
import { everyMinuteAt, walletAtPaymongo } from '../support/money';
import { cancelOrder, completeOrder, receiveOrder, shipOrder } from '../support/orders';
import { CARDS, sessionIdOf, sim } from '../support/paymongo';
import { activate, artOf, buy, childOf, earningsOf } from '../support/payouts';
import { eventually } from '../support/eventually';
import { addToCart, startCheckout } from '../support/shop';
import { createPerson, type TestUser } from '../support/users';

/**
 * Issue 45: money under crashes, races and PayMongo's redeliveries, against the local stack.
 * A fault hook stops a function between PayMongo's answer and Crafti's write (as a Lambda killed
 * by its timeout would); the every-minute job runs at the same moment as the inline run; every
 * event is replayed and delivered in reverse. After each: nothing made twice, nothing stuck, and
 * the ledger equal to the wallets PayMongo holds.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);
const afterLease = () => new Date(Date.now() + LEASE_MS + 60_000);
type SimTransfer = { reference_number: string; amount: number; status: string };
type SimRefund = {
  attributes: { amount: number; payment_id: string; status: string; metadata?: Record<string, string> | null };
};
const transfersFor = async (prefix: string) =>
  ((await sim('transfers')) as { data: SimTransfer[] }).data.filter((t) => t.reference_number.startsWith(prefix));
const refundsFor = async (paymentId: string) =>
  ((await sim('refunds')) as { data: SimRefund[] }).data.filter((r) => r.attributes.payment_id === paymentId);
const paymentOf = async (checkoutId: string) =>
  (await Money.entriesOf(checkoutId)).find((e) => e.entryId === 'payment')!.providerId!;

describe('money under faults and races', () => {
  let artist: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    [artist, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'mf-artist' }),
      createPerson({ role: 'Client', prefix: 'mf-buyer' }),
    ]);
    await activate(artist);
  });
  afterEach(() => installFaults(() => undefined)());

  it('finds a transfer PayMongo made before the function died by its reference, and makes no second one', async () => {
    const paid = await buy(buyer, [await artOf(artist, '1010.10')]);
    const order = paid.orders[0]!;
    await shipOrder(order);
    installFaults(crashAt('movement:after-create'));
    await receiveOrder(order);
    installFaults(() => undefined)();
    // PayMongo made it; Crafti wrote nothing down: the task is still claimed by the dead run.
    expect(await transfersFor(`crafti-transfer-order-${order.id}-`)).toHaveLength(1);
    expect(await Money.findTask(`transfer:order:${order.id}`)).toMatchObject({ state: 'running', round: 0 });
    // The job before the lease lapses leaves it alone; after, it finds the transfer and records it.
    await everyMinuteAt(new Date());
    await everyMinuteAt(afterLease());
    await sim('idle', {});
    await eventually(
      () => earningsOf(artist),
      (e) => e.items.find((i) => i.order_id === order.id)?.state === 'paid_out',
      'paid out after the crash',
    );
    expect(
      (await transfersFor(`crafti-transfer-order-${order.id}-`)).map((t) => [t.reference_number, t.amount]),
    ).toEqual([[`crafti-transfer-order-${order.id}-r0`, 101_010]]);
    expect(
      (await Money.entriesOf(order.checkout_id)).filter((e) => e.entryId === `transfer:order:${order.id}`),
    ).toHaveLength(1);
    expect(await walletAtPaymongo(await childOf(artist))).toBe((await earningsOf(artist)).totals.wallet);
  });

  it('finds a refund PayMongo made before the function died, and refunds once', async () => {
    const paid = await buy(buyer, [await artOf(artist, '333.33')]);
    const order = paid.orders[0]!;
    installFaults(crashAt('movement:after-create'));
    await cancelOrder(order);
    installFaults(() => undefined)();
    const payment = await paymentOf(paid.checkout_id);
    expect(await refundsFor(payment)).toHaveLength(1);
    await everyMinuteAt(afterLease());
    await sim('idle', {});
    await eventually(
      async () =>
        (await callOk('GET /orders/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })).items.find(
          (o) => o.id === order.id,
        )?.money,
      (m) => m === 'refunded',
      'refunded after the crash',
    );
    expect((await refundsFor(payment)).map((r) => [r.attributes.amount, r.attributes.status])).toEqual([
      [35_000, 'succeeded'],
    ]);
  });

  it('makes one refund when the every-minute job runs the task at the same moment as the cancel', async () => {
    const paid = await buy(buyer, [await artOf(artist, '250.00')]);
    const order = paid.orders[0]!;
    await Promise.all([
      cancelOrder(order),
      everyMinuteAt(new Date()),
      everyMinuteAt(new Date()),
      everyMinuteAt(afterLease()),
    ]);
    await sim('idle', {});
    await everyMinuteAt(new Date(Date.now() + 2 * 3_600_000));
    await sim('idle', {});
    const refunds = await refundsFor(await paymentOf(paid.checkout_id));
    expect(refunds.filter((r) => r.attributes.status !== 'failed').map((r) => r.attributes.amount)).toEqual([26_250]);
  });

  it('writes the orders of a payment recorded just before the function died, once, from the every-minute job', async () => {
    const art = await artOf(artist, '120.00');
    expect((await addToCart(buyer, art)).status).toBe(201);
    const started = await startCheckout(buyer, [art]);
    await sim('hold', {});
    try {
      await sim(`sessions/${sessionIdOf(started.checkout_url)}/pay`, { card: CARDS.succeeds });
      const paid = (await Money.paidSession(sessionIdOf(started.checkout_url)))!;
      installFaults(crashAt('payment:after-record'));
      await expect(
        Checkout.onPaid({ id: `evt_crash_${started.checkout_id}`, type: 'checkout_session.payment.paid' }, paid),
      ).rejects.toBeInstanceOf(InjectedCrash);
      installFaults(() => undefined)();
      const mine = async () =>
        (await callOk('GET /orders/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })).items.filter(
          (o) => o.checkout_id === started.checkout_id,
        );
      expect(await mine()).toEqual([]);
      await everyMinuteAt(new Date());
      expect(await mine()).toHaveLength(1);
      // PayMongo's own delivery of the same payment, and the job again: nothing more.
      await sim('release', {});
      await sim('idle', {});
      await everyMinuteAt(new Date());
      expect(await mine()).toHaveLength(1);
      expect((await Money.entriesOf(started.checkout_id)).map((e) => e.entryId)).toEqual(['payment']);
    } finally {
      await sim('release', {});
    }
  });

  it('changes nothing twice when every event is delivered in reverse and then replayed', async () => {
    const other = await createPerson({ role: 'Artist', prefix: 'mf-other' });
    await activate(other);
    const a = await artOf(artist, '1010.00');
    const b = await artOf(other, '2020.00');
    for (const art of [a, b]) expect((await addToCart(buyer, art)).status).toBe(201);
    const before = ((await sim('events')) as { data: { id: string }[] }).data.length;
    await sim('hold', {});
    let checkoutId = '';
    try {
      const started = await startCheckout(buyer, [a, b]);
      checkoutId = started.checkout_id;
      await sim(`sessions/${sessionIdOf(started.checkout_url)}/pay`, { card: CARDS.succeeds });
      await sim('release', { order: 'reverse' });
      await sim('idle', {});
      const paid = await eventually(
        async () =>
          (
            await callOk('GET /orders/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })
          ).items.filter((o) => o.checkout_id === checkoutId),
        (o) => o.length === 2,
        'both orders',
      );
      await sim('hold', {});
      await completeOrder(paid.find((o) => o.artist_id === artist.userId)!);
      await cancelOrder(paid.find((o) => o.artist_id === other.userId)!);
      await sim('idle', {});
      await sim('release', { order: 'reverse' });
    } finally {
      await sim('release', {});
    }
    await sim('idle', {});
    const events = ((await sim('events')) as { data: { id: string }[] }).data.slice(before);
    for (const e of [...events].reverse()) await sim(`events/${e.id}/replay`, {});
    await sim('idle', {});
    await everyMinuteAt(new Date(Date.now() + 3_600_000));
    await sim('idle', {});
    const entries = await Money.entriesOf(checkoutId);
    expect(entries.map((e) => e.entryId.replace(/:order:.*/, '')).sort()).toEqual(['payment', 'refund', 'transfer']);
    expect(await walletAtPaymongo(await childOf(other))).toBe(0);
    expect(await walletAtPaymongo(await childOf(artist))).toBe((await earningsOf(artist)).totals.wallet);
    expect(
      (await refundsFor(await paymentOf(checkoutId)))
        .filter((r) => r.attributes.status === 'succeeded')
        .map((r) => r.attributes.amount),
    ).toEqual([212_100]);
  });
});

describe('money and the functions that may move it', () => {
  it('only queues a commission release from the projects function (it holds no PayMongo keys); the every-minute job makes it', async () => {
    const [artist, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'gr-artist' }),
      createPerson({ role: 'Client', prefix: 'gr-client' }),
    ]);
    await activate(artist);
    const id = await agreed(client, artist, twoMilestones({ funding: 'whole' }));
    await fundAndPay(client, id);
    await deliver(artist, id, 1);
    await callOk('POST /api/projects/update-status', {
      token: artist.idToken,
      body: { project_id: id, status: 'Artist Completed the Project' },
    });
    // Done, through the projects function: the decision is made, the money only queued.
    await callOk('POST /api/projects/update-status', {
      token: client.idToken,
      body: { project_id: id, status: 'Done' },
    });
    for (const position of [1, 2])
      expect(await Money.findTask(`transfer:milestone:${id}.${position}`)).toMatchObject({
        attempts: 0,
        round: 0,
        state: 'queued',
      });
    expect(await transfersFor(`crafti-transfer-milestone-${id}.`)).toEqual([]);
    await everyMinuteAt(new Date());
    await sim('idle', {});
    const done = await eventually(
      () => commissionOf(client, id),
      (c) => c.milestones.every((m) => m.payout === 'paid_out'),
      'released by the job',
    );
    expect(done.money).toMatchObject({ released: 300_000, held: 0 });
    expect((await transfersFor(`crafti-transfer-milestone-${id}.`)).map((t) => t.amount).sort((x, y) => x - y)).toEqual(
      [95_000, 190_000],
    );
  });
});
