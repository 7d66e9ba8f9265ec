import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPaymongoSignature } from '@functions/core/payments/signature';
import { freePort } from '../../infra/local/ports';
import { startPaymongo, type PaymongoSimulator } from '../../infra/local/services/paymongo';
import { api, balance, childDetails, control, onboard, received, splitSession } from '../support/paymongo-platforms';
import { type Receiver, secretKey, startReceiver, useSimulator, webhookSecret } from '../support/paymongo-simulator';

// The simulator's money over HTTP: batch transfers from the parent's wallet to a child's,
// refunds of split payments, forged platform events, and all of it across a restart.

describe('the PayMongo simulator: money', () => {
  let sim: PaymongoSimulator;
  let receiver: Receiver;
  let ana: string;
  useSimulator((started) => ({ sim, receiver } = started));

  const wallet = async (accountId?: string) =>
    (await api(sim, 'GET', '/v2/wallets', undefined, accountId ? { 'account-id': accountId } : {})).body.data[0];
  const transfer = async (to: string, amount: number, reference: string) => {
    const [from, dest] = [await wallet(), await wallet(to)];
    return {
      source_account: { number: from.account_number, name: from.account_name, bic: 'PAEYPHM2XXX' },
      destination_account: {
        number: dest?.account_number ?? '999999999999',
        name: dest?.account_name ?? 'Nobody',
        bic: 'PAEYPHM2XXX',
      },
      amount,
      currency: 'PHP',
      provider: 'paymongo',
      reference_number: reference,
      purpose: 'Artist payout',
      description: `Crafti ${reference}`,
      metadata: { crafti_payout: reference },
    };
  };
  const send = async (...transfers: unknown[]) => api(sim, 'POST', '/v2/batch_transfers', { transfers });
  const paidSplit = async (split: unknown) => {
    const session = (await api(sim, 'POST', '/v2/checkout_sessions', splitSession(split))).body.data;
    return (await sim.pay(session.id, { method: 'gcash' })).paymentId;
  };
  const refund = (payment_id: string, amount: number) =>
    api(sim, 'POST', '/v1/refunds', { payment_id, amount, reason: 'requested_by_customer', notes: 'Order canceled' });

  it('transfers from the parent to an activated child, twice for one reference sent twice (no dedupe by reference_number, as documented; it used to answer the first), then settles with a signed transfer.succeeded', async () => {
    ana = await onboard(sim, 'Ana');
    await paidSplit(undefined); // The parent's wallet: 157,500 − 3,938 (GCash) = 153,562.
    expect(await balance(sim)).toBe(153_562);

    const first = await send(await transfer(ana, 50_000, 'payout-1'));
    const again = await send(await transfer(ana, 50_000, 'payout-1'));

    expect(first.status).toBe(200);
    const made = first.body.data.transfers[0];
    expect(first.body.data.id).toMatch(/^batch_tr_/);
    expect(made).toMatchObject({
      id: expect.stringMatching(/^tr_/),
      merchant_id: sim.parent().id,
      amount: 50_000,
      fee: 0,
      currency: 'PHP',
      status: 'pending',
      reference_number: 'payout-1',
      batch_transfer_id: first.body.data.id,
      metadata: { crafti_payout: 'payout-1' },
    });
    const second = again.body.data.transfers[0];
    expect(second.id).not.toBe(made.id);
    expect(second).toMatchObject({ reference_number: 'payout-1', status: 'pending' });
    // Newest first.
    expect(
      (await api(sim, 'GET', '/v2/transfers?reference_number=payout-1')).body.data.map((t: { id: string }) => t.id),
    ).toEqual([second.id, made.id]);

    await sim.idle();

    expect((await api(sim, 'GET', `/v2/transfers/${made.id}`)).body.data.status).toBe('succeeded');
    expect(await balance(sim)).toBe(153_562 - 100_000);
    expect(await balance(sim, ana)).toBe(100_000);
    expect(
      received(receiver, 'transfer.succeeded')
        .map((e) => [e.ok, e.data.id, e.data.amount])
        .sort(),
    ).toEqual(
      [
        [true, made.id, 50_000],
        [true, second.id, 50_000],
      ].sort(),
    );
  });

  it("refuses more than the available balance with available_balance_insufficient (the documented code; it was insufficient_balance), a child not activated, and a source that is not the parent's wallet", async () => {
    const available = await balance(sim);
    expect(await send(await transfer(ana, available + 1, 'payout-too-much'))).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'available_balance_insufficient' }] },
    });

    sim.holdMoney();
    expect((await send(await transfer(ana, available - 100, 'payout-reserving'))).status).toBe(200);
    // What is pending is not available twice.
    expect(await send(await transfer(ana, 101, 'payout-over-reserved'))).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'available_balance_insufficient' }] },
    });
    sim.releaseMoney();
    await sim.idle();

    const pending = await onboard(sim, 'Cita', { approve: false });
    expect(await send(await transfer(pending, 100, 'payout-pending'))).toMatchObject({
      status: 400,
      body: {
        errors: [{ code: 'parameter_invalid', source: { attribute: 'transfers[0].destination_account.number' } }],
      },
    });
    const fromChild = {
      ...(await transfer(ana, 100, 'payout-from-child')),
      source_account: { number: (await wallet(ana)).account_number, name: 'Ana', bic: 'PAEYPHM2XXX' },
    };
    expect((await send(fromChild)).body.errors[0].source.attribute).toBe('transfers[0].source_account.number');
    expect((await api(sim, 'GET', '/v2/transfers?reference_number=payout-too-much')).body.data).toEqual([]);
    expect(await balance(sim)).toBe(100);
  });

  it('fails the next transfer when told: transfer.failed, balances unchanged', async () => {
    await paidSplit(undefined);
    const [parentBefore, anaBefore] = [await balance(sim), await balance(sim, ana)];
    expect(await control(sim, 'POST', 'fail-transfers', { count: 1 })).toMatchObject({ status: 200 });

    const { body } = await send(await transfer(ana, 10_000, 'payout-fails'));
    await sim.idle();

    const failed = (await api(sim, 'GET', `/v2/transfers/${body.data.transfers[0].id}`)).body.data;
    expect(failed).toMatchObject({ status: 'failed', provider_error_code: 'simulated_failure' });
    expect(received(receiver, 'transfer.failed')).toEqual([
      { ok: true, id: expect.any(String), data: expect.objectContaining({ id: failed.id, status: 'failed' }) },
    ]);
    expect([await balance(sim), await balance(sim, ana)]).toEqual([parentBefore, anaBefore]);
  });

  it('refunds a split payment in part and then in full, each party giving back its share, with the documented codes (below minimum, above maximum, one refund at a time)', async () => {
    const paymentId = await paidSplit({ recipients: [{ merchant_id: ana, split_type: 'fixed', value: 100_000 }] });
    // GCash: net 153,562; Ana 100,000, the parent the other 53,562.
    const [parentBefore, anaBefore] = [await balance(sim), await balance(sim, ana)];

    expect(await refund(paymentId, 99)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'parameter_below_minimum', source: { attribute: 'amount' } }] },
    });
    expect(await refund(paymentId, 157_501)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'parameter_above_maximum', source: { attribute: 'amount' } }] },
    });
    expect((await refund('pay_unknown', 1_000)).status).toBe(404);
    expect(
      (await api(sim, 'POST', '/v1/refunds', { payment_id: paymentId, amount: 1_000, reason: 'changed_mind' })).status,
    ).toBe(400);

    const partial = await refund(paymentId, 57_500);
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({
      id: expect.stringMatching(/^ref_/),
      type: 'refund',
      attributes: {
        amount: 57_500,
        currency: 'PHP',
        payment_id: paymentId,
        reason: 'requested_by_customer',
        notes: 'Order canceled',
        status: 'pending',
        livemode: false,
      },
    });
    // 57,500 shared 53,562 : 100,000 → 20,055.84 and 37,444.16, the spare centavo to the larger remainder.
    expect(partial.body.data.attributes.split_deductions).toEqual([
      { merchant_id: sim.parent().id, amount: 20_056 },
      { merchant_id: ana, amount: 37_444 },
    ]);
    // While the first is pending, no other refund of the payment (refund errors: resource_processing_state).
    expect(await refund(paymentId, 1_000)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'resource_processing_state' }] },
    });
    await sim.idle();
    expect(await refund(paymentId, 100_001)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'parameter_above_maximum', source: { attribute: 'amount' } }] },
    });

    expect((await api(sim, 'GET', `/v1/refunds/${partial.body.data.id}`)).body.data.attributes.status).toBe(
      'succeeded',
    );
    expect([await balance(sim), await balance(sim, ana)]).toEqual([parentBefore - 20_056, anaBefore - 37_444]);
    const [updated] = received(receiver, 'payment.refund.updated');
    expect(updated).toMatchObject({
      ok: true,
      data: {
        id: paymentId,
        type: 'payment',
        attributes: { amount: 157_500, refunds: [{ id: partial.body.data.id, attributes: { status: 'succeeded' } }] },
      },
    });

    await refund(paymentId, 100_000);
    await sim.idle();

    const [refunded] = received(receiver, 'payment.refunded');
    expect(refunded).toMatchObject({ ok: true, data: { id: paymentId } });
    expect(
      refunded!.data.attributes.refunds.map((r: { attributes: { amount: number; status: string } }) => [
        r.attributes.amount,
        r.attributes.status,
      ]),
    ).toEqual([
      [57_500, 'succeeded'],
      [100_000, 'succeeded'],
    ]);
    expect(await balance(sim, ana)).toBe(anaBefore - 37_444 - 65_120);
    expect(await refund(paymentId, 100)).toMatchObject({ status: 400 });
    expect((await api(sim, 'GET', `/v1/refunds?payment_id=${paymentId}`)).body.data).toHaveLength(2);
  });

  it('refuses refunds and fails them when told, leaving the money where it was', async () => {
    const paymentId = await paidSplit({ transfer_to: ana });
    const anaBefore = await balance(sim, ana);
    await control(sim, 'POST', 'refuse-refunds', { count: 1 });

    expect(await refund(paymentId, 10_000)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'refund_not_allowed' }] },
    });
    sim.failNextRefunds(1, 'processor_declined');
    const failing = await refund(paymentId, 10_000);
    await sim.idle();

    expect((await api(sim, 'GET', `/v1/refunds/${failing.body.data.id}`)).body.data.attributes).toMatchObject({
      status: 'failed',
      failed_code: 'processor_declined',
    });
    const [event] = received(receiver, 'payment.refund.updated');
    expect(event).toMatchObject({
      ok: true,
      data: { id: paymentId, attributes: { refunds: [{ attributes: { status: 'failed' } }] } },
    });
    expect(await balance(sim, ana)).toBe(anaBefore);
    // A failed refund does not count against the payment: the whole amount can still go back.
    expect((await refund(paymentId, 157_500)).status).toBe(200);
    await sim.idle();
    expect(await balance(sim, ana)).toBe(anaBefore - 157_500);
    expect(received(receiver, 'payment.refunded')).toHaveLength(1);
  });

  it('forges platform events without changing anything: a bad signature, or a well-signed lie', async () => {
    const cita = sim.accounts().find((a) => a.attributes.business.trade_name === 'Cita Studio')!;
    const paymentId = await paidSplit(undefined);
    sim.holdMoney();
    const { body } = await send(await transfer(ana, 1_000, 'payout-forged'));
    const transferId = body.data.transfers[0].id;

    const bad = await sim.forge('merchant.activated', cita.id, { badSignature: true });
    const lie = await control(sim, 'POST', 'forge', { type: 'transfer.succeeded', id: transferId });
    await control(sim, 'POST', 'forge', { type: 'payment.refunded', id: paymentId, patch: { status: 'refunded' } });

    const badDelivery = receiver.received.find((r) => r.event.data.id === bad.id)!;
    expect(verifyPaymongoSignature(badDelivery.signature, badDelivery.raw, webhookSecret)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(badDelivery.event.data.attributes.data).toMatchObject({
      merchant_id: cita.id,
      activation_status: 'activated',
      wallet: { id: expect.stringMatching(/^wallet_/) },
    });
    expect(received(receiver, 'transfer.succeeded')).toEqual([
      { ok: true, id: lie.body.id, data: expect.objectContaining({ id: transferId, status: 'succeeded' }) },
    ]);
    expect(received(receiver, 'payment.refunded')).toEqual([
      {
        ok: true,
        id: expect.any(String),
        data: expect.objectContaining({
          id: paymentId,
          attributes: expect.objectContaining({
            status: 'refunded',
            refunds: [expect.objectContaining({ attributes: expect.objectContaining({ amount: 157_500 }) })],
          }),
        }),
      },
    ]);
    expect(sim.account(cita.id)!.attributes.activation_status).toBe('under_review');
    expect((await api(sim, 'GET', `/v2/transfers/${transferId}`)).body.data.status).toBe('pending');
    expect((await api(sim, 'GET', `/v1/payments/${paymentId}`)).body.data.attributes).toMatchObject({
      status: 'paid',
      refunds: [],
    });
    sim.releaseMoney();
  });
});

describe("the PayMongo simulator's platform with a data directory", () => {
  it('keeps the parent, accounts, balances, payments, transfers and refunds across a restart, and settles what was pending', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paymongo-platforms-'));
    const receiver = await startReceiver();
    const options = {
      port: await freePort(),
      secretKey,
      webhookSecret,
      webhookUrl: receiver.url,
      dataDir,
      settleDelayMs: 50,
    };
    try {
      const before = await startPaymongo(options);
      const ana = await onboard(before, 'Ana');
      const session = (
        await api(
          before,
          'POST',
          '/v2/checkout_sessions',
          splitSession({ recipients: [{ merchant_id: ana, split_type: 'fixed', value: 100_000 }] }),
        )
      ).body.data;
      const { paymentId } = await before.pay(session.id, { method: 'gcash' });
      before.holdMoney();
      const [from, to] = [before.parent().wallet, before.wallets().find((w) => w.owner === ana)!];
      const moved = await api(before, 'POST', '/v2/batch_transfers', {
        transfers: [
          {
            source_account: { number: from.account_number },
            destination_account: { number: to.account_number },
            amount: 20_000,
            currency: 'PHP',
            provider: 'paymongo',
            reference_number: 'restart-1',
          },
        ],
      });
      const given = await api(before, 'POST', '/v1/refunds', {
        payment_id: paymentId,
        amount: 1_000,
        reason: 'others',
      });
      const seen = { parent: before.parent(), account: before.account(ana), payment: before.payment(paymentId) };
      await before.stop();

      // Another port: fetch would otherwise reuse a keep-alive socket the first server closed.
      const after = await startPaymongo({ ...options, port: await freePort() });
      try {
        expect(after.parent()).toEqual(seen.parent);
        expect(after.account(ana)).toEqual(seen.account);
        expect(after.payment(paymentId)).toEqual(seen.payment);
        expect(await balance(after, ana)).toBe(100_000);
        await after.idle();
        expect((await api(after, 'GET', `/v2/transfers/${moved.body.data.transfers[0].id}`)).body.data.status).toBe(
          'succeeded',
        );
        expect((await api(after, 'GET', `/v1/refunds/${given.body.data.id}`)).body.data.attributes.status).toBe(
          'succeeded',
        );
        expect(await balance(after, ana)).toBe(100_000 + 20_000 - 651); // 1,000 × 100,000 / 153,562 = 651.2
        expect(received(receiver, 'transfer.succeeded').map((e) => e.data.id)).toEqual([
          moved.body.data.transfers[0].id,
        ]);
        expect((await api(after, 'GET', '/v2/transfers?reference_number=restart-1')).body.data).toHaveLength(1);
        // A same-named child made after the restart is a new account, with a new id.
        expect((await api(after, 'POST', '/v1/merchants/children', childDetails('Ana'))).body.data.id).not.toBe(ana);
      } finally {
        await after.stop();
      }
    } finally {
      await receiver.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
