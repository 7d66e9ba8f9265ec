import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPaymongoClient } from '@functions/core/payments/paymongo';
import { createPlatformsClient } from '@functions/core/payments/platforms';
import { freePort } from '../../infra/local/ports';
import { startPaymongo, type PaymongoSimulator } from '../../infra/local/services/paymongo';
import {
  api,
  balance,
  balances,
  childDetails,
  control,
  onboard,
  paidSession,
  splitSession,
  transferItem,
} from '../support/paymongo-platforms';
import {
  order,
  type PaymongoClient,
  secretKey,
  startReceiver,
  useSimulator,
  webhookSecret,
} from '../support/paymongo-simulator';

// Idempotency-Key on the simulator's creation endpoints, as PayMongo's idempotent-requests
// reference and money-movement best practices describe it.

describe('the PayMongo simulator: Idempotency-Key', () => {
  let sim: PaymongoSimulator;
  let client: PaymongoClient;
  let ana: string;
  useSimulator((started) => ({ sim, client } = started));
  const key = (k: string) => ({ 'idempotency-key': k });
  const batch = async (transfers: unknown[], k?: string) =>
    api(sim, 'POST', '/v2/batch_transfers', { transfers }, k === undefined ? {} : key(k));

  it('answers a batch transfer retried with its key with the first answer: one transfer, one debit', async () => {
    ana = await onboard(sim, 'Ana');
    await paidSession(sim); // The parent: 153,562.
    const item = await transferItem(sim, ana, 10_000, 'payout-key-1');

    const first = await batch([item], 'payout-key-1');
    const retried = await batch([item], 'payout-key-1');
    await sim.idle();

    expect(first.status).toBe(200);
    expect(retried).toEqual(first);
    expect((await api(sim, 'GET', '/v2/transfers?reference_number=payout-key-1')).body.data).toHaveLength(1);
    expect(await balance(sim, ana)).toBe(10_000);
    // The same payload without a key is a new transfer (no dedupe on reference_number).
    expect((await batch([item])).body.data.transfers[0].id).not.toBe(first.body.data.transfers[0].id);
  });

  it("rejects the same key with another payload (DOCS-CONFLICT: the reference page's reading) with idempotency_key_reused", async () => {
    const item = await transferItem(sim, ana, 1_000, 'payout-key-2');
    expect((await batch([item], 'payout-key-2')).status).toBe(200);

    const other = await batch([{ ...item, amount: 2_000 }], 'payout-key-2');
    expect(other).toMatchObject({ status: 400, body: { errors: [{ code: 'idempotency_key_reused' }] } });
    // Another endpoint with the same key is another payload too.
    expect(
      await api(
        sim,
        'POST',
        '/v1/refunds',
        { payment_id: 'pay_x', amount: 100, reason: 'others' },
        key('payout-key-2'),
      ),
    ).toMatchObject({ status: 400, body: { errors: [{ code: 'idempotency_key_reused' }] } });
    // A retry that lists the fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(item).reverse());
    expect((await batch([reordered], 'payout-key-2')).status).toBe(200);
  });

  it('keeps a failure too: a refused transfer stays refused for its key even once the money is there', async () => {
    const short = await transferItem(sim, ana, (await balance(sim)) + 1, 'payout-key-3');
    const refused = await batch([short], 'payout-key-3');
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ code: 'available_balance_insufficient' }] } });

    await paidSession(sim);
    expect(await batch([short], 'payout-key-3')).toEqual(refused);
    expect((await batch([short], 'payout-key-3-again')).status).toBe(200);
  });

  it('keeps nothing for a validation failure (400 parameter_*): the corrected request may reuse the key', async () => {
    const item = await transferItem(sim, ana, 100, 'payout-key-4');
    expect(await batch([{ ...item, amount: 0 }], 'payout-key-4')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'parameter_invalid' }] },
    });
    expect((await batch([item], 'payout-key-4')).status).toBe(200);
  });

  it('takes keys of up to 255 characters', async () => {
    const item = await transferItem(sim, ana, 100, 'payout-key-5');
    expect(await batch([item], 'k'.repeat(256))).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'parameter_invalid', source: { attribute: 'Idempotency-Key' } }] },
    });
    expect((await batch([item], 'k'.repeat(255))).status).toBe(200);
  });

  it('answers 409 idempotency_in_progress to a second request while the first is processed, and the first answer after', async () => {
    const item = await transferItem(sim, ana, 100, 'payout-key-6');
    expect(await control(sim, 'POST', 'slow-creations', { ms: 200 })).toMatchObject({ status: 200 });

    const [first, second] = await Promise.all([
      batch([item], 'payout-key-6'),
      new Promise((r) => setTimeout(r, 50)).then(() => batch([item], 'payout-key-6')),
    ]);

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 409, body: { errors: [{ code: 'idempotency_in_progress' }] } });
    expect(await batch([item], 'payout-key-6')).toEqual(first);
    // Crafti's client: the 409 is worth retrying with the same key.
    sim.slowCreations(200);
    const platforms = createPlatformsClient({ apiUrl: sim.url, secretKey });
    const transfer = {
      source: { number: item.source_account.number, name: 'Crafti', bic: 'PAEYPHM2XXX' },
      destination: item.destination_account,
      amount: 100,
      referenceNumber: 'payout-key-7',
      description: 'x',
      metadata: {},
    };
    const [made, busy] = await Promise.allSettled([
      platforms.createTransfer(transfer, { idempotencyKey: 'payout-key-7' }),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        platforms.createTransfer(transfer, { idempotencyKey: 'payout-key-7' }),
      ),
    ]);
    expect(made.status).toBe('fulfilled');
    expect(busy).toMatchObject({
      status: 'rejected',
      reason: { status: 409, retryable: true, providerCode: 'idempotency_in_progress' },
    });
    expect((await platforms.createTransfer(transfer, { idempotencyKey: 'payout-key-7' })).id).toBe(
      (made as PromiseFulfilledResult<{ id: string }>).value.id,
    );
  });

  it('answers refunds, checkout sessions and child accounts once per key', async () => {
    const paymentId = await paidSession(sim);
    const refund = { payment_id: paymentId, amount: 1_000, reason: 'others' };
    const given = await api(sim, 'POST', '/v1/refunds', refund, key('refund-key-1'));
    // Without the key this would be a second refund of a payment whose first is still pending.
    expect(await api(sim, 'POST', '/v1/refunds', refund, key('refund-key-1'))).toEqual(given);
    expect((await api(sim, 'POST', '/v1/refunds', refund)).body.errors[0].code).toBe('resource_processing_state');
    await sim.idle();
    expect((await api(sim, 'GET', `/v1/refunds?payment_id=${paymentId}`)).body.data).toHaveLength(1);

    const sessions = sim.sessions().length;
    const a = await client.createCheckoutSession(order('ref-key'), { idempotencyKey: 'checkout-key-1' });
    const b = await client.createCheckoutSession(order('ref-key'), { idempotencyKey: 'checkout-key-1' });
    expect(b).toEqual(a);
    expect(sim.sessions()).toHaveLength(sessions + 1);

    const child = await api(sim, 'POST', '/v1/merchants/children', childDetails('Bea'), key('child-key-1'));
    expect(
      (await api(sim, 'POST', '/v1/merchants/children', childDetails('Bea'), key('child-key-1'))).body.data.id,
    ).toBe(child.body.data.id);
  });

  it('keeps keys per account: the same key on behalf of a child is another request', async () => {
    const attributes = splitSession(undefined, 'ref-scope');
    const parents = await api(sim, 'POST', '/v2/checkout_sessions', attributes, key('scope-key'));
    const childs = await api(sim, 'POST', '/v2/checkout_sessions', attributes, {
      ...key('scope-key'),
      'account-id': ana,
    });
    expect(childs.status).toBe(200);
    expect(childs.body.data.id).not.toBe(parents.body.data.id);
  });
});

describe('the PayMongo simulator: Idempotency-Key over time', () => {
  it('forgets a key once its time is up (24 h; here 100 ms), and keeps the answers and balances across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paymongo-idem-'));
    const receiver = await startReceiver();
    const options = {
      port: await freePort(),
      secretKey,
      webhookSecret,
      webhookUrl: receiver.url,
      dataDir,
      settleDelayMs: 20,
    };
    try {
      const before = await startPaymongo(options);
      const ana = await onboard(before, 'Ana');
      await paidSession(before);
      before.holdClearing();
      await paidSession(before);
      const item = await transferItem(before, ana, 5_000, 'restart-key');
      const first = await api(
        before,
        'POST',
        '/v2/batch_transfers',
        { transfers: [item] },
        { 'idempotency-key': 'restart-key' },
      );
      const session = await createPaymongoClient({ apiUrl: before.url, secretKey }).createCheckoutSession(
        order('ref-restart-key'),
        { idempotencyKey: 'restart-session' },
      );
      await before.idle();
      const seen = { parent: await balances(before), ana: await balances(before, ana) };
      expect(seen.parent.pending).toBe(153_562);
      await before.stop();

      const after = await startPaymongo({ ...options, port: await freePort() });
      try {
        expect(
          await api(after, 'POST', '/v2/batch_transfers', { transfers: [item] }, { 'idempotency-key': 'restart-key' }),
        ).toEqual(first);
        expect(
          await createPaymongoClient({ apiUrl: after.url, secretKey }).createCheckoutSession(order('ref-restart-key'), {
            idempotencyKey: 'restart-session',
          }),
        ).toEqual(session);
        await after.idle();
        expect({ parent: await balances(after), ana: await balances(after, ana) }).toEqual(seen);
        expect(after.transfers()).toHaveLength(1);
      } finally {
        await after.stop();
      }

      const soon = await startPaymongo({ ...options, port: await freePort(), idempotencyTtlMs: 100 });
      try {
        await new Promise((r) => setTimeout(r, 150));
        const again = await api(
          soon,
          'POST',
          '/v2/batch_transfers',
          { transfers: [item] },
          { 'idempotency-key': 'restart-key' },
        );
        expect(again.status).toBe(200);
        expect(again.body.data.transfers[0].id).not.toBe(first.body.data.transfers[0].id);
      } finally {
        await soon.stop();
      }
    } finally {
      await receiver.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
