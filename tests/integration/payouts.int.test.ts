import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as Checkout from '@functions/core/checkout/checkout';
import { db } from '@functions/core/db/service';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { onboardingSample } from '../support/builders';
import { signedEvent, sim } from '../support/paymongo';
import { activate, artOf, buy, childOf, earningsOf, eventually, onboard, payoutsOf, waitForStatus } from '../support/payouts';
import { addToCart, checkoutOf } from '../support/shop';
import { createPerson, createUser, type TestUser } from '../support/users';

/** Issue 30: artists onboarded to PayMongo Platforms, sales split at checkout, held shares transferred on activation. */

const { endpoints } = inject('stack');
const { callRoute, call } = apiClient(endpoints.api);
function expectCode(res: Awaited<ReturnType<typeof callRoute>>, status: number, code: string) {
  expectRefused(res, status);
  expect(res.body.error).toBe(code);
}
const webhook = (event: { rawBody: string; headers: Record<string, string> }) => call('POST', '/paymongo/webhook', event);
type Session = { attributes: { split_payment?: { recipients?: { merchant_id: string; split_type: string; value: number }[] } | null; payments: { id: string }[] } };
const sessionOf = async (checkoutUrl: string) => ((await sim(`sessions/${new URL(checkoutUrl).pathname.split('/').pop()}`)) as { data: Session }).data;

/** A last name nobody else in the test stack has, to find the artist in the admin's search. */
const LASTNAME = `Payoutson${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;

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
    expect(await payoutsOf(artist)).toMatchObject({ status: 'not_started', held: 0, destination: null, account_last4: null });
    expectRefused(await callRoute('GET /payouts/{userId}', { params: { userId: artist.userId }, token: other.idToken }), 403);
    expectRefused(await callRoute('GET /payouts/{userId}', { params: { userId: artist.userId }, token: client.idToken }), 403);
    expect((await callRoute('GET /payouts/{userId}', { params: { userId: artist.userId }, token: admin.idToken })).status).toBe(200);
    expectRefused(await callRoute('GET /earnings/{artistId}', { params: { artistId: artist.userId }, token: other.idToken }), 403);
    expectRefused(await callRoute('POST /payouts/{userId}/onboarding', { params: { userId: artist.userId }, token: other.idToken, body: onboardingSample() }), 403);
    const young = await callRoute('POST /payouts/{userId}/onboarding', { params: { userId: artist.userId }, token: artist.idToken, body: onboardingSample({ birth_date: `${new Date().getFullYear() - 15}-01-01` }) });
    expectRefused(young, 400);
    expect(young.body.message).toContain('You must be at least 18 years old to receive payouts.');
    const wallet = await callRoute('POST /payouts/{userId}/onboarding', { params: { userId: artist.userId }, token: artist.idToken, body: onboardingSample({ destination: 'gcash', account_number: '0012345678' }) });
    expectRefused(wallet, 400);
    expect((await payoutsOf(artist)).status).toBe('not_started');
    expect((await sim('accounts')) as { data: unknown[] }).not.toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ attributes: expect.objectContaining({ metadata: { crafti_user_id: artist.userId } }) })]) });
  });

  it('sends the details to PayMongo for review and keeps only the destination and the last 4 digits', async () => {
    const answer = await onboard(artist);
    expect(answer).toMatchObject({ status: 'in_review', kind: 'individual', destination: 'bdo', account_last4: '7890' });
    const child = ((await sim(`accounts/${await childOf(artist)}`)) as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(child).toMatchObject({ activation_status: 'under_review', representative: expect.objectContaining({ first_name: 'Maria Clara', last_name: 'Santos' }) });
    const stored = JSON.stringify((await db().entities.payoutAccount.get({ userId: artist.userId }).go()).data);
    expect(stored).not.toContain('001234567890');
    expect(stored).not.toContain('1234-5678-9012');
    expect(stored).not.toContain('1994');
    expectCode(await callRoute('POST /payouts/{userId}/onboarding', { params: { userId: artist.userId }, token: artist.idToken, body: onboardingSample() }), 409, 'payouts.in_review');
  });

  it('follows PayMongo: more information needed, sent again, rejected with its reason, then active; forged or false events change nothing', async () => {
    const childId = await childOf(artist);
    // A forged activation (bad signature) is refused; a well-signed false one is read again from PayMongo and changes nothing.
    expect((await webhook(signedEvent({ type: 'merchant.activated', resource: { merchant_id: childId, activation_status: 'activated' } }, { badSignature: true }))).status).toBe(400);
    expect((await webhook(signedEvent({ type: 'merchant.activated', resource: { merchant_id: childId, activation_status: 'activated' } }))).status).toBe(200);
    expect((await payoutsOf(artist)).status).toBe('in_review');

    await sim(`accounts/${childId}/request-information`, { reason: 'The ID photo is blurred.', requirements: ['representative.government_id'] });
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
    expectCode(await callRoute('POST /payouts/{userId}/onboarding', { params: { userId: artist.userId }, token: artist.idToken, body: onboardingSample() }), 409, 'payouts.active');
    // The admin's users table shows it.
    const rows = await apiClient(endpoints.api).callOk('GET /admin/users', { token: admin.idToken, query: { search: LASTNAME } });
    expect(rows.items.find((r) => r.id === artist.userId)?.payoutStatus).toBe('active');
  });
});

describe('split payments and held shares', () => {
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

  it("routes an active artist's lines to their child account and holds the others', the 5% staying with Crafti", async () => {
    const a = await artOf(active, '1000.00');
    const b = await artOf(pending, '500.00');
    const paid = await buy(client, [a, b]);
    expect(paid).toMatchObject({ subtotal: 150_000, fee: 7_500, total: 157_500, status: 'paid' });
    const session = await sessionOf(paid.checkout_url);
    expect(session.attributes.split_payment?.recipients).toEqual([{ merchant_id: await childOf(active), split_type: 'fixed', value: 100_000 }]);

    const mine = await earningsOf(active);
    expect(mine.items[0]).toMatchObject({ gross: 100_000, platform_fee: 5_000, processing_fee: 0, net: 100_000, state: 'paid_out' });
    expect(mine.totals).toMatchObject({ month: 100_000, all_time: 100_000, held: 0 });
    const theirs = await earningsOf(pending);
    expect(theirs.items[0]).toMatchObject({ gross: 50_000, platform_fee: 2_500, net: 50_000, state: 'held' });
    expect(await payoutsOf(pending)).toMatchObject({ status: 'not_started', held: 50_000 });

    // The ledger: one payment entry that balances, the buyer paying the total.
    const [entry] = await Checkout.entriesOf(paid.checkout_id);
    expect(entry!.postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
    expect(entry!.postings.find((p) => p.account === 'buyer')!.amount).toBe(-157_500);
    // PayMongo credited the active artist's wallet with exactly their pieces.
    const wallets = (await sim('wallets')) as { data: { owner?: string; merchant_id?: string; balance: number }[] };
    expect(JSON.stringify(wallets)).toContain(await childOf(active));
  });

  it("never names another artist's account in a split, whatever the buyer sends", async () => {
    const c = await artOf(pending, '250.00');
    expect((await addToCart(client, c)).status).toBe(201);
    const forged = await callRoute('POST /create-checkout-session', {
      token: client.idToken,
      body: { artIds: [c], split_payment: { recipients: [{ merchant_id: await childOf(active), split_type: 'fixed', value: 25_000 }] } } as never,
    });
    expectOk(forged);
    const view = await checkoutOf(client, forged.body.checkout_id);
    expect((await sessionOf(view.checkout_url)).attributes.split_payment ?? null).toBeNull();
  });

  it('transfers a held share once the artist is active, exactly once, and shows it paid out', async () => {
    const before = await earningsOf(pending);
    const heldOrder = before.items.find((i) => i.state === 'held')!;
    await activate(pending);
    await sim('idle', {});
    const after = await eventually(() => earningsOf(pending), (e) => e.items.find((i) => i.order_id === heldOrder.order_id)?.state === 'paid_out', 'held share paid out');
    expect(after.totals.held).toBe(0);
    expect(await payoutsOf(pending)).toMatchObject({ status: 'active', held: 0 });
    // Asked again (the sweeper, a replayed event): still one transfer for it.
    await Checkout.runDueTasks(new Date(Date.now() + 24 * 3_600_000));
    const transfers = (await sim('transfers')) as { data: { reference_number: string; status: string }[] };
    expect(transfers.data.filter((t) => t.reference_number === `crafti-transfer-${heldOrder.order_id}`)).toHaveLength(1);
    const events = (await sim('events')) as { data: { id: string; type: string }[] };
    const succeeded = events.data.filter((e) => e.type === 'transfer.succeeded');
    for (const e of succeeded) await sim(`events/${e.id}/replay`, {});
    await sim('idle', {});
    const entries = await Checkout.entriesOf(heldOrder.checkout_id);
    expect(entries.filter((e) => e.entryId === `transfer:${heldOrder.order_id}`)).toHaveLength(1);
  });
});
