import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Money from '@functions/core/money/money';
import { db } from '@functions/core/db/service';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { onboardingSample } from '../support/builders';
import { everyMinuteAt, hoursFromNow, walletAtPaymongo } from '../support/money';
import { signedEvent, sim } from '../support/paymongo';
import { activate, artOf, buy, childOf, earningsOf, onboard, payoutsOf, waitForStatus } from '../support/payouts';
import { eventually } from '../support/eventually';
import { addToCart, checkoutOf, shipAndReceive } from '../support/shop';
import { createPerson, createUser, type TestUser } from '../support/users';

/** Issue 30: artists onboarded to PayMongo Platforms, sales split at checkout, held shares transferred on activation. */

const { endpoints } = inject('stack');
const { callRoute, call } = apiClient(endpoints.api);
function expectCode(res: Awaited<ReturnType<typeof callRoute>>, status: number, code: string) {
  expectRefused(res, status);
  expect(res.body.error).toBe(code);
}
const webhook = (event: { rawBody: string; headers: Record<string, string> }) =>
  call('POST', '/paymongo/webhook', event);
type Session = {
  attributes: {
    split_payment?: { recipients?: { merchant_id: string; split_type: string; value: number }[] } | null;
    payments: { id: string }[];
  };
};
const sessionOf = async (checkoutUrl: string) =>
  ((await sim(`sessions/${new URL(checkoutUrl).pathname.split('/').pop()}`)) as { data: Session }).data;

/** A last name nobody else in the test stack has, to find the artist in the admin's search. */
const LASTNAME = `Payoutson${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 6)}`;

describe('payouts onboarding', () => {
  let artist: TestUser;
  let other: TestUser;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [artist, other, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'po-artist', firstname: 'Maria', lastname: LASTNAME }),
      createPerson({ role: 'Artist', prefix: 'po-other' }),
      createPerson({ role: 'Client', prefix: 'po-client' }),
      createUser({ role: 'Admin', prefix: 'po-admin' }),
    ]);
  });

  it('starts not set up, shows only to the artist and admins, and refuses bad details without sending them', async () => {
    expect(await payoutsOf(artist)).toMatchObject({
      status: 'not_started',
      held: 0,
      destination: null,
      account_last4: null,
    });
    expectRefused(
      await callRoute('GET /payouts/{userId}', { params: { userId: artist.userId }, token: other.idToken }),
      403,
    );
    expectRefused(
      await callRoute('GET /payouts/{userId}', { params: { userId: artist.userId }, token: client.idToken }),
      403,
    );
    expect(
      (await callRoute('GET /payouts/{userId}', { params: { userId: artist.userId }, token: admin.idToken })).status,
    ).toBe(200);
    expectRefused(
      await callRoute('GET /earnings/{artistId}', { params: { artistId: artist.userId }, token: other.idToken }),
      403,
    );
    expectRefused(
      await callRoute('POST /payouts/{userId}/onboarding', {
        params: { userId: artist.userId },
        token: other.idToken,
        body: onboardingSample(),
      }),
      403,
    );
    const young = await callRoute('POST /payouts/{userId}/onboarding', {
      params: { userId: artist.userId },
      token: artist.idToken,
      body: onboardingSample({ birth_date: `${new Date().getFullYear() - 15}-01-01` }),
    });
    expectRefused(young, 400);
    expect(young.body.message).toContain('You must be at least 18 years old to receive payouts.');
    const wallet = await callRoute('POST /payouts/{userId}/onboarding', {
      params: { userId: artist.userId },
      token: artist.idToken,
      body: onboardingSample({ destination: 'gcash', account_number: '0012345678' }),
    });
    expectRefused(wallet, 400);
    expect((await payoutsOf(artist)).status).toBe('not_started');
    expect((await sim('accounts')) as { data: unknown[] }).not.toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({
          attributes: expect.objectContaining({ metadata: { crafti_user_id: artist.userId } }),
        }),
      ]),
    });
  });

  it('sends the details to PayMongo for review and keeps only the destination and the last 4 digits', async () => {
    const answer = await onboard(artist);
    expect(answer).toMatchObject({
      status: 'in_review',
      kind: 'individual',
      destination: 'bdo',
      account_last4: '7890',
    });
    const child = (
      (await sim(`accounts/${await childOf(artist)}`)) as { data: { attributes: Record<string, unknown> } }
    ).data.attributes;
    expect(child).toMatchObject({
      activation_status: 'under_review',
      representative: expect.objectContaining({ first_name: 'Maria Clara', last_name: 'Santos' }),
    });
    const stored = JSON.stringify((await db().entities.payoutAccount.get({ userId: artist.userId }).go()).data);
    expect(stored).not.toContain('001234567890');
    expect(stored).not.toContain('1234-5678-9012');
    expect(stored).not.toContain('1994');
    expectCode(
      await callRoute('POST /payouts/{userId}/onboarding', {
        params: { userId: artist.userId },
        token: artist.idToken,
        body: onboardingSample(),
      }),
      409,
      'payouts.in_review',
    );
  });

  it('follows PayMongo: more information needed, sent again, rejected with its reason, then active; forged or false events change nothing', async () => {
    const childId = await childOf(artist);
    // A forged activation (bad signature) is refused; a well-signed false one is read again from PayMongo and changes nothing.
    expect(
      (
        await webhook(
          signedEvent(
            { type: 'merchant.activated', resource: { merchant_id: childId, activation_status: 'activated' } },
            { badSignature: true },
          ),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await webhook(
          signedEvent({
            type: 'merchant.activated',
            resource: { merchant_id: childId, activation_status: 'activated' },
          }),
        )
      ).status,
    ).toBe(200);
    expect((await payoutsOf(artist)).status).toBe('in_review');

    await sim(`accounts/${childId}/request-information`, {
      reason: 'The ID photo is blurred.',
      requirements: ['representative.government_id'],
    });
    await sim('idle', {});
    const more = await waitForStatus(artist, 'more_information');
    expect(more.reason).toContain('The ID photo is blurred.');
    expect(more.reason).toContain('representative.government_id');

    await onboard(artist, { id_type: 'passport', id_number: 'P9876543A' });
    await waitForStatus(artist, 'in_review');
    await sim(`accounts/${childId}/decline`, { reason: 'The name does not match the ID.' });
    await sim('idle', {});
    expect(await waitForStatus(artist, 'rejected')).toMatchObject({ reason: 'The name does not match the ID.' });

    await onboard(artist);
    expect(await childOf(artist)).toBe(childId); // the same child account, updated
    await sim(`accounts/${childId}/approve`, {});
    await sim('idle', {});
    expect(await waitForStatus(artist, 'active')).toMatchObject({ activated_at: expect.any(String) });
    expectCode(
      await callRoute('POST /payouts/{userId}/onboarding', {
        params: { userId: artist.userId },
        token: artist.idToken,
        body: onboardingSample(),
      }),
      409,
      'payouts.active',
    );
    // The admin's users table shows it.
    const rows = await apiClient(endpoints.api).callOk('GET /admin/users', {
      token: admin.idToken,
      query: { search: LASTNAME },
    });
    expect(rows.items.find((r) => r.id === artist.userId)?.payoutStatus).toBe('active');
  });
});

describe('sales held by Crafti until completed, then released', () => {
  let active: TestUser;
  let pending: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    [active, pending, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'sp-active' }),
      createPerson({ role: 'Artist', prefix: 'sp-pending' }),
      createPerson({ role: 'Client', prefix: 'sp-client' }),
    ]);
    await activate(active);
  });
  /** The artist ships, the client confirms: the order is completed (the buyer's answer's order). */
  const complete = async (artist: TestUser, orderId: string) => ({
    status: 200,
    body: (await shipAndReceive(artist, client, orderId)).order,
  });

  it("takes the whole payment into Crafti's wallet, split to nobody, and holds each artist's share until the order is completed", async () => {
    const a = await artOf(active, '1000.00');
    const b = await artOf(pending, '500.00');
    const craftiBefore = await walletAtPaymongo('parent');
    const paid = await buy(client, [a, b]);
    expect(paid).toMatchObject({ subtotal: 150_000, fee: 7_500, total: 157_500, status: 'paid' });
    const session = await sessionOf(paid.checkout_url);
    expect(session.attributes.split_payment ?? null).toBeNull();
    // Card: 3.5% of ₱1,575 + ₱15 = ₱70.13 to PayMongo; the rest in Crafti's wallet.
    expect((await walletAtPaymongo('parent')) - craftiBefore).toBe(157_500 - 7_013);
    expect(await walletAtPaymongo(await childOf(active))).toBe(0);

    const mine = await earningsOf(active);
    expect(mine.items[0]).toMatchObject({
      gross: 100_000,
      platform_fee: 5_000,
      processing_fee: 0,
      net: 100_000,
      state: 'held',
    });
    expect(mine.totals).toMatchObject({ month: 100_000, all_time: 100_000, held: 100_000, wallet: 0 });
    expect((await earningsOf(pending)).items[0]).toMatchObject({
      gross: 50_000,
      platform_fee: 2_500,
      net: 50_000,
      state: 'held',
    });
    expect(await payoutsOf(pending)).toMatchObject({ status: 'not_started', held: 50_000 });

    // The ledger: one payment entry, exact: the buyer paid ₱1,575; ₱1,000 and ₱500 held for their artists; Crafti's ₱75 less PayMongo's ₱70.13.
    const [entry] = await Money.entriesOf(paid.checkout_id);
    // (The orders' order follows the cart's lines, which DynamoDB's batch read returns in any order.)
    expect(entry!.postings.map((p) => [p.account, p.amount]).sort()).toEqual(
      [
        ['buyer', -157_500],
        [`platform:held:${active.userId}`, 100_000],
        [`platform:held:${pending.userId}`, 50_000],
        ['platform:fee', 7_500 - 7_013],
        ['paymongo:fees', 7_013],
      ].sort(),
    );
  });

  it("never sends a split PayMongo could pay to someone else's account, whatever the buyer sends", async () => {
    const c = await artOf(pending, '250.00');
    expect((await addToCart(client, c)).status).toBe(201);
    const forged = await callRoute('POST /create-checkout-session', {
      token: client.idToken,
      body: {
        artIds: [c],
        split_payment: { recipients: [{ merchant_id: await childOf(active), split_type: 'fixed', value: 25_000 }] },
      } as never,
    });
    expectOk(forged);
    const view = await checkoutOf(client, forged.body.checkout_id);
    expect((await sessionOf(view.checkout_url)).attributes.split_payment ?? null).toBeNull();
  });

  it("releases a completed order's share to an active artist's wallet by one transfer, even when the sweeper runs with it", async () => {
    const art = await artOf(active, '333.33');
    const paid = await buy(client, [art]);
    const order = paid.orders[0]!;
    const [answer] = await Promise.all([
      complete(active, order.id),
      everyMinuteAt(new Date()),
      everyMinuteAt(new Date()),
    ]);
    expect(answer.body).toMatchObject({ status: 'Completed', money: expect.stringMatching(/on_its_way|paid_out/) });
    await sim('idle', {});
    await everyMinuteAt(hoursFromNow(1));
    await sim('idle', {});
    const done = await eventually(
      () => earningsOf(active),
      (e) => e.items.find((i) => i.order_id === order.id)?.state === 'paid_out',
      'share paid out',
    );
    // The artist's wallet holds exactly what the ledger says: this share (the only one released to them so far).
    expect(done.totals.wallet).toBe(33_333);
    expect(await walletAtPaymongo(await childOf(active))).toBe(33_333);
    const transfers = (
      (await sim('transfers')) as { data: { reference_number: string; status: string; amount: number }[] }
    ).data;
    expect(
      transfers
        .filter((t) => t.reference_number.startsWith(`crafti-transfer-order-${order.id}-`))
        .map((t) => [t.reference_number, t.amount, t.status]),
    ).toEqual([[`crafti-transfer-order-${order.id}-r0`, 33_333, 'succeeded']]);
    // Completed is final: no cancel after the money left.
    const late = await callRoute('PUT /order/{orderId}', {
      params: { orderId: order.id },
      token: active.idToken,
      body: { status: 'Canceled' },
    });
    expectCode(late, 409, 'orders.completed');
    // Replayed transfer events change nothing.
    for (const e of ((await sim('events')) as { data: { id: string; type: string }[] }).data.filter(
      (x) => x.type === 'transfer.succeeded',
    ))
      await sim(`events/${e.id}/replay`, {});
    await sim('idle', {});
    expect(
      (await Money.entriesOf(order.checkout_id)).filter((e) => e.entryId === `transfer:order:${order.id}`),
    ).toHaveLength(1);
  });

  it('keeps a completed sale of an artist without payouts waiting, and transfers it when PayMongo activates them', async () => {
    const before = await earningsOf(pending);
    const heldOrder = before.items.find((i) => i.state === 'held')!;
    expect((await complete(pending, heldOrder.order_id)).body).toMatchObject({
      status: 'Completed',
      money: 'on_its_way',
    });
    // The sweeper looks again later; without a wallet nothing is asked of PayMongo.
    await everyMinuteAt(hoursFromNow(2));
    expect((await Money.findTask(`transfer:order:${heldOrder.order_id}`))?.lastError).toContain(
      'payouts are not active',
    );
    expect(
      ((await sim('transfers')) as { data: { reference_number: string }[] }).data.some((t) =>
        t.reference_number.includes(heldOrder.order_id),
      ),
    ).toBe(false);
    await activate(pending);
    await sim('idle', {});
    const after = await eventually(
      () => earningsOf(pending),
      (e) => e.items.find((i) => i.order_id === heldOrder.order_id)?.state === 'paid_out',
      'held share paid out',
    );
    expect(after.totals).toMatchObject({ held: 0, wallet: 50_000 });
    expect(await payoutsOf(pending)).toMatchObject({ status: 'active', held: 0 });
  });

  it('completed after the activation, a share is released without any merchant event (the task runs at once)', async () => {
    const art = await artOf(pending, '120.00');
    const paid = await buy(client, [art]);
    expect((await complete(pending, paid.orders[0]!.id)).status).toBe(200);
    await sim('idle', {});
    await eventually(
      () => earningsOf(pending),
      (e) => e.items.find((i) => i.order_id === paid.orders[0]!.id)?.state === 'paid_out',
      'paid out',
    );
  });
});
