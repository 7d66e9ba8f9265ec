import { describe, expect, it } from 'vitest';
import { createPlatformsClient } from '@functions/core/payments/platforms';
import type { PaymongoSimulator } from '../../infra/local/services/paymongo';
import { api, balances, onboard, paidSession, splitSession, transferItem } from '../support/paymongo-platforms';
import { secretKey, useSimulator } from '../support/paymongo-simulator';

// The simulator's lists (GET /v1/payments, /v1/refunds, /v2/transfers): newest first, `limit`
// (default 10, at most 100), `after` / `before` an id, `has_more`; payments without the session's
// metadata; and Crafti's Platforms client reading them to their end and the wallets' balances.

type Listed = { data: { id: string; attributes?: Record<string, unknown> }[]; has_more: boolean };

describe('the PayMongo simulator: lists and payments', () => {
  let sim: PaymongoSimulator;
  let ana: string;
  const paid: string[] = [];
  useSimulator((started) => ({ sim } = started));
  const list = async (path: string) => (await api(sim, 'GET', path)) as { status: number; body: Listed };
  const ids = (answer: { body: Listed }) => answer.body.data.map((x) => x.id);

  it('pages payments newest first: 10 by default, then after the last id, or before an id', async () => {
    for (let i = 0; i < 12; i++) paid.push(await paidSession(sim));
    const newest = [...paid].reverse();

    const first = await list('/v1/payments');
    expect(first.body.has_more).toBe(true);
    expect(ids(first)).toEqual(newest.slice(0, 10));
    const next = await list(`/v1/payments?after=${newest[9]}`);
    expect(next.body).toMatchObject({ has_more: false });
    expect(ids(next)).toEqual(newest.slice(10));
    const before = await list(`/v1/payments?before=${newest[10]}&limit=3`);
    expect(ids(before)).toEqual(newest.slice(7, 10));
    expect(before.body.has_more).toBe(true);
    expect((await list(`/v1/payments?before=${newest[2]}&limit=5`)).body).toMatchObject({
      has_more: false,
      data: [{ id: newest[0] }, { id: newest[1] }],
    });
    expect(ids(await list('/v1/payments?limit=100'))).toEqual(newest);
  });

  it('refuses a limit outside 1–100, an unknown cursor, and after with before', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'limit=2.5',
      'after=pay_nobody',
      `after=${paid[0]}&before=${paid[1]}`,
    ]) {
      const answer = await list(`/v1/payments?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.body as unknown as { errors: { code: string }[] }).errors[0]!.code, query).toBe(
        'parameter_invalid',
      );
    }
  });

  it("gives payments no metadata (the docs do not promise the session's there), while the session keeps its own", async () => {
    const created = await api(sim, 'POST', '/v2/checkout_sessions', {
      ...splitSession(undefined, 'ref-meta'),
      metadata: { checkout_id: 'c-1' },
    });
    const { paymentId } = await sim.pay(created.body.data.id, { method: 'gcash' });

    expect((await api(sim, 'GET', `/v1/payments/${paymentId}`)).body.data.attributes.metadata).toBeNull();
    expect((await list('/v1/payments?limit=1')).body.data[0]!.attributes!.metadata).toBeNull();
    const session = (await api(sim, 'GET', `/v2/checkout_sessions/${created.body.data.id}`)).body.data.attributes;
    expect(session).toMatchObject({
      metadata: { checkout_id: 'c-1' },
      reference_number: 'ref-meta',
      payments: [{ id: paymentId, attributes: { metadata: null } }],
    });
  });

  it('pages transfers and refunds the same way, the reference_number and payment_id filters kept', async () => {
    ana = await onboard(sim, 'Ana');
    const batch = await api(sim, 'POST', '/v2/batch_transfers', {
      transfers: await Promise.all(
        Array.from({ length: 12 }, (_, i) => transferItem(sim, ana, 100, i < 11 ? 'many' : 'one')),
      ),
    });
    expect(batch.status).toBe(200);
    const made: string[] = batch.body.data.transfers.map((t: { id: string }) => t.id);

    const many = await list('/v2/transfers?reference_number=many&limit=5');
    expect(ids(many)).toEqual(made.slice(0, 11).reverse().slice(0, 5));
    expect(many.body.has_more).toBe(true);
    expect(ids(await list('/v2/transfers?reference_number=one'))).toEqual([made[11]]);
    expect((await list('/v2/transfers')).body).toMatchObject({ has_more: true });

    const refund = await api(sim, 'POST', '/v1/refunds', { payment_id: paid[0], amount: 500, reason: 'others' });
    await sim.idle();
    await api(sim, 'POST', '/v1/refunds', { payment_id: paid[1], amount: 500, reason: 'others' });
    await sim.idle();
    expect(ids(await list(`/v1/refunds?payment_id=${paid[0]}`))).toEqual([refund.body.data.id]);
    expect((await list('/v1/refunds?limit=1')).body).toMatchObject({
      has_more: true,
      data: [{ attributes: { payment_id: paid[1] } }],
    });
  });

  it("serves Crafti's client: every page of a list, the parent's and a child's wallet with their balances, a payment's available_at", async () => {
    const client = createPlatformsClient({ apiUrl: sim.url, secretKey });
    const batch = await api(sim, 'POST', '/v2/batch_transfers', {
      transfers: await Promise.all(Array.from({ length: 105 }, () => transferItem(sim, ana, 1, 'bulk'))),
    });
    expect(batch.status).toBe(200);
    await sim.idle();

    const all = await client.listTransfers();
    expect(all).toHaveLength(105 + 12);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(await client.listTransfers('bulk')).toHaveLength(105);
    expect((await client.listPayments()).map((p) => p.id)).toEqual(expect.arrayContaining(paid));
    const payment = await client.retrievePayment(paid[0]!);
    expect(payment.availableAt).toBe(sim.payment(paid[0]!).attributes.available_at);
    expect(payment.availableAt).toEqual(expect.any(Number));

    expect((await client.parentWallet()).balance).toEqual(await balances(sim));
    expect(await client.childWallet(ana)).toEqual({
      number: sim.wallets().find((w) => w.owner === ana)!.account_number,
      name: 'Ana Santos',
      bic: 'PAEYPHM2XXX',
      balance: { available: 12 * 100 + 105, pending: 0 },
    });
    expect(await client.childWallet(await onboard(sim, 'Cita', { approve: false }))).toBeNull();
  });
});
