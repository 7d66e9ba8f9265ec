import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/ports';
import { startPaymongo, type PaymongoSimulator } from '../../infra/local/services/paymongo';
import { api, balances, control, eventually, onboard, paidSession, transferItem } from '../support/paymongo-platforms';
import { secretKey, startReceiver, useSimulator, webhookSecret } from '../support/paymongo-simulator';

// Wallet balances as the v2 wallet resource documents them ({ available, pending }): a payment's
// net is pending until it clears; transfers take only what is available; refunds are carried by
// available + pending (DOCS-AMBIGUOUS, the simulator's reading).

const NET = 153_562; // A 157,500 GCash payment less its 2.5% fee.

describe('the PayMongo simulator: clearing', () => {
  let sim: PaymongoSimulator;
  let ana: string;
  let ben: string;
  useSimulator((started) => ({ sim } = started));
  const send = (...transfers: unknown[]) => api(sim, 'POST', '/v2/batch_transfers', { transfers });
  const refund = (payment_id: string, amount: number) =>
    api(sim, 'POST', '/v1/refunds', { payment_id, amount, reason: 'requested_by_customer' });

  it('credits a paid payment to pending while clearing is held, and to available once it clears, with its available_at', async () => {
    ana = await onboard(sim, 'Ana');
    ben = await onboard(sim, 'Ben');
    expect(await balances(sim)).toEqual({ available: 0, pending: 0 });
    expect(await control(sim, 'POST', 'hold-clearing')).toMatchObject({ status: 200 });

    const paymentId = await paidSession(sim);

    expect(await balances(sim)).toEqual({ available: 0, pending: NET });
    expect((await api(sim, 'GET', `/v1/payments/${paymentId}`)).body.data.attributes.available_at).toBeNull();
    // Pending money cannot be transferred: the documented code, synchronously (DOCS-SILENT for transfers).
    expect(await send(await transferItem(sim, ana, 1, 'too-early'))).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'available_balance_insufficient' }] },
    });

    expect(await control(sim, 'POST', 'clear')).toMatchObject({ status: 200 });
    expect(await balances(sim)).toEqual({ available: NET, pending: 0 });
    const payment = (await api(sim, 'GET', `/v1/payments/${paymentId}`)).body.data.attributes;
    expect(payment.available_at).toBeGreaterThanOrEqual(payment.paid_at);
    expect((await send(await transferItem(sim, ana, 1_000, 'cleared'))).status).toBe(200);
    await sim.idle();
    expect(await balances(sim, ana)).toEqual({ available: 1_000, pending: 0 });
    expect(await balances(sim)).toEqual({ available: NET - 1_000, pending: 0 });
  });

  it("credits split parties' pending balances the same way, then their available ones", async () => {
    sim.holdClearing();
    const before = { parent: await balances(sim), ana: await balances(sim, ana), ben: await balances(sim, ben) };

    await paidSession(sim, {
      recipients: [
        { merchant_id: ana, split_type: 'fixed', value: 100_000 },
        { merchant_id: ben, split_type: 'percentage_net', value: 1_000 },
      ],
    });

    expect(await balances(sim, ana)).toEqual({ available: before.ana.available, pending: 100_000 });
    expect(await balances(sim, ben)).toEqual({ available: before.ben.available, pending: 15_356 });
    expect(await balances(sim)).toEqual({ available: before.parent.available, pending: NET - 100_000 - 15_356 });
    sim.clearAll();
    expect(await balances(sim, ana)).toEqual({ available: before.ana.available + 100_000, pending: 0 });
    expect(await balances(sim, ben)).toEqual({ available: 15_356, pending: 0 });
  });

  it('moves nothing for a failed transfer, and only the available balance for one that succeeds', async () => {
    const [parent, child] = [await balances(sim), await balances(sim, ben)];
    sim.failNextTransfers(1);
    await send(await transferItem(sim, ben, 2_000, 'fails'));
    await sim.idle();
    expect([await balances(sim), await balances(sim, ben)]).toEqual([parent, child]);

    sim.holdClearing();
    await paidSession(sim); // pending, not transferable
    expect(await send(await transferItem(sim, ben, parent.available + 1, 'over'))).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'available_balance_insufficient' }] },
    });
    await send(await transferItem(sim, ben, 2_000, 'moves'));
    await sim.idle();
    expect(await balances(sim)).toEqual({ available: parent.available - 2_000, pending: NET });
    expect(await balances(sim, ben)).toEqual({ available: child.available + 2_000, pending: 0 });
    sim.clearAll();
  });

  it('refuses a refund its parties cannot carry (available + pending) with available_balance_insufficient', async () => {
    // The parent gives everything away, then is asked to refund a payment that did not split.
    const paymentId = await paidSession(sim);
    const everything = (await balances(sim)).available;
    await send(await transferItem(sim, ana, everything, 'all-of-it'));
    await sim.idle();
    expect(await balances(sim)).toEqual({ available: 0, pending: 0 });
    expect(await refund(paymentId, 1_000)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'available_balance_insufficient' }] },
    });

    // Money received but not cleared counts (DOCS-AMBIGUOUS: the upcoming payout balance).
    sim.holdClearing();
    await paidSession(sim);
    expect(await balances(sim)).toEqual({ available: 0, pending: NET });
    const given = await refund(paymentId, 1_000);
    expect(given.status).toBe(200);
    await sim.idle();
    expect((await api(sim, 'GET', `/v1/refunds/${given.body.data.id}`)).body.data.attributes.status).toBe('succeeded');
    expect(await balances(sim)).toEqual({ available: 0, pending: NET - 1_000 });
    // What a pending refund will take is not there twice.
    expect(await refund(paymentId, NET)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'available_balance_insufficient' }] },
    });
    sim.clearAll();
    expect(await balances(sim)).toEqual({ available: NET - 1_000, pending: 0 });
  });

  it("takes a refund of a payment not cleared yet from that payment's own pending credit", async () => {
    sim.holdClearing();
    const before = await balances(sim);
    const paymentId = await paidSession(sim, { transfer_to: ben });
    const benBefore = await balances(sim, ben);
    expect(benBefore.pending).toBe(NET);

    await refund(paymentId, 10_000);
    await sim.idle();

    expect(await balances(sim, ben)).toEqual({ available: benBefore.available, pending: NET - 10_000 });
    sim.clearAll();
    expect(await balances(sim, ben)).toEqual({ available: benBefore.available + NET - 10_000, pending: 0 });
    expect(await balances(sim)).toEqual(before);
  });
});

describe('the PayMongo simulator: clearing over time', () => {
  it('clears a payment clearingMs after it is paid, its available_at that far on, and resumes clearing after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paymongo-clearing-'));
    const receiver = await startReceiver();
    const options = {
      port: await freePort(),
      secretKey,
      webhookSecret,
      webhookUrl: receiver.url,
      dataDir,
      clearingMs: 400,
    };
    try {
      const sim = await startPaymongo(options);
      const first = await paidSession(sim);
      const a = sim.payment(first).attributes;
      expect(a.available_at).toBe(a.paid_at + 1);
      expect(await balances(sim)).toEqual({ available: 0, pending: NET });
      await eventually(async () => (await balances(sim)).available === NET);
      expect(await balances(sim)).toEqual({ available: NET, pending: 0 });

      await paidSession(sim);
      sim.holdClearing();
      await paidSession(sim);
      await sim.stop();

      const after = await startPaymongo({ ...options, port: await freePort() });
      try {
        expect((await balances(after)).pending).toBe(2 * NET);
        // The one due clears on its own; the held one waits for clear.
        await eventually(async () => (await balances(after)).available === 2 * NET);
        expect(await balances(after)).toEqual({ available: 2 * NET, pending: NET });
        after.clearAll();
        expect(await balances(after)).toEqual({ available: 3 * NET, pending: 0 });
      } finally {
        await after.stop();
      }
    } finally {
      await receiver.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
