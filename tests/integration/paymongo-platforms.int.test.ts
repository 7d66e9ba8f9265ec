import { describe, expect, it } from 'vitest';
import type { PaymongoSimulator } from '../../infra/local/services/paymongo';
import { api, balance, childDetails, control, onboard, received, splitSession } from '../support/paymongo-platforms';
import { type Receiver, useSimulator } from '../support/paymongo-simulator';

// PayMongo Platforms in the simulator, over HTTP as Crafti's client calls it: child accounts and
// their onboarding, and checkout sessions that split. Money movement (transfers, refunds,
// forgeries, restarts) is in paymongo-platforms-money.int.test.ts.

describe('the PayMongo simulator: child accounts', () => {
  let sim: PaymongoSimulator;
  let receiver: Receiver;
  useSimulator((started) => ({ sim, receiver } = started));

  it('creates a child as pending, keeping the government id and bank number out of its answers', async () => {
    const created = await api(sim, 'POST', '/v1/merchants/children', childDetails('Ana'));

    expect(created.status).toBe(200);
    const child = created.body.data;
    expect(child.id).toMatch(/^org_[A-Za-z0-9]{24}$/);
    expect(child).toMatchObject({
      type: 'merchant',
      attributes: {
        activation_status: 'pending',
        business: { type: 'individual', trade_name: 'Ana Studio', legal_name: 'Ana Santos' },
        representative: {
          first_name: 'Ana',
          date_of_birth: { day: 14, month: 2, year: 1994 },
          government_id: { type: 'passport', number: '****5678' },
        },
        bank: { id: 'bank_BDO', account_name: 'Ana Santos', account_number_last4: '7890' },
        features: ['payment_gateway', 'standard_wallet'],
        declined_reason: null,
        requirements_due: [],
        wallet: null,
        metadata: { crafti_user_id: 'user-Ana' },
      },
    });
    const fetched = await api(sim, 'GET', `/v1/merchants/children/${child.id}`);
    expect(fetched.body.data).toEqual(child);
    for (const answer of [
      JSON.stringify(created.body),
      JSON.stringify(fetched.body),
      JSON.stringify((await control(sim, 'GET', 'accounts')).body),
    ]) {
      expect(answer).not.toContain('P1234-5678');
      expect(answer).not.toContain('001234567890');
    }
  });

  it('refuses missing or invalid details with the attribute at fault', async () => {
    const { date_of_birth: _, ...rep } = childDetails('Bea').representative;
    const cases: [unknown, string][] = [
      [{ ...childDetails('Bea'), representative: rep }, 'representative.date_of_birth'],
      [
        { ...childDetails('Bea'), representative: { ...rep, date_of_birth: { day: 31, month: 2, year: 1990 } } },
        'representative.date_of_birth',
      ],
      [
        {
          ...childDetails('Bea'),
          representative: { ...rep, date_of_birth: { day: 1, month: 1, year: new Date().getFullYear() - 10 } },
        },
        'representative.date_of_birth',
      ],
      [
        childDetails('Bea', { e_wallet: { provider: 'gcash', mobile_number: '+639171234567', account_name: 'Bea' } }),
        'bank',
      ],
      [
        childDetails('Bea', {
          bank: undefined,
          e_wallet: { provider: 'gcash', mobile_number: '09171234567', account_name: 'Bea' },
        }),
        'e_wallet.mobile_number',
      ],
      [childDetails('Bea', { features: ['payment_gateway', 'standard_wallet', 'basic_wallet'] }), 'features'],
      [
        childDetails('Bea', {
          business: { type: 'corporation', trade_name: 'Bea Co', address: childDetails('Bea').business.address },
        }),
        'business.type',
      ],
    ];
    for (const [attributes, attribute] of cases) {
      const answer = await api(sim, 'POST', '/v1/merchants/children', attributes);
      expect(answer.status, attribute).toBe(400);
      expect(
        answer.body.errors.map((e: { source: { attribute: string } }) => e.source.attribute),
        attribute,
      ).toContain(attribute);
      expect(answer.body.errors[0].code).toMatch(/^parameter_(invalid|required)$/);
    }
    const withWallet = await api(
      sim,
      'POST',
      '/v1/merchants/children',
      childDetails('Bea', {
        bank: undefined,
        e_wallet: { provider: 'gcash', mobile_number: '+639179876543', account_name: 'Bea' },
      }),
    );
    expect(withWallet.body.data.attributes.e_wallet).toEqual({
      provider: 'gcash',
      account_name: 'Bea',
      mobile_number: '*********6543',
    });
    expect((await api(sim, 'POST', '/v1/merchants/children', childDetails('Bea'), {}, 'sk_test_wrong')).status).toBe(
      401,
    );
    expect((await api(sim, 'GET', '/v1/merchants/children/org_unknown')).status).toBe(404);
  });

  it('submits for review, then approves: activated with a wallet, and a signed merchant.activated', async () => {
    const { body } = await api(sim, 'POST', '/v1/merchants/children', childDetails('Carla'));
    const id = body.data.id;

    const submitted = await api(sim, 'POST', `/v1/merchants/children/${id}/submit`);
    expect(submitted.body.data.attributes.activation_status).toBe('under_review');
    expect(await api(sim, 'POST', `/v1/merchants/children/${id}/submit`)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'resource_failed_state' }] },
    });
    expect((await api(sim, 'PUT', `/v1/merchants/children/${id}`, childDetails('Carla'))).status).toBe(400);

    const approved = await control(sim, 'POST', `accounts/${id}/approve`);
    await sim.idle();

    expect(approved.status).toBe(200);
    const wallet = approved.body.account.attributes.wallet;
    expect(approved.body.account.attributes.activation_status).toBe('activated');
    expect(wallet).toMatchObject({
      id: expect.stringMatching(/^wallet_/),
      account_number: expect.stringMatching(/^\d{12}$/),
      status: 'activated',
      type: 'standard',
    });
    expect(received(receiver, 'merchant.activated')).toEqual([
      {
        ok: true,
        id: approved.body.eventId,
        data: {
          merchant_id: id,
          account: { legal_name: 'Carla Santos', trade_name: 'Carla Studio', type: 'individual' },
          activation_status: 'activated',
          features: ['payment_gateway', 'standard_wallet'],
          wallet,
        },
      },
    ]);
    const wallets = await api(sim, 'GET', '/v2/wallets', undefined, { 'account-id': id });
    expect(wallets.body.data).toEqual([
      expect.objectContaining({
        id: wallet.id,
        account_number: wallet.account_number,
        bic: 'PAEYPHM2XXX',
        balance: { available: 0, pending: 0 },
        currency: 'PHP',
      }),
    ]);
    // Only from under_review, and never twice.
    expect(await control(sim, 'POST', `accounts/${id}/approve`)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'resource_failed_state' }] },
    });
    expect((await api(sim, 'POST', `/v1/merchants/children/${id}/submit`)).status).toBe(400);
  });

  it('declines with a reason, takes new details, and asks for more information on the next review', async () => {
    const id = await onboard(sim, 'Dina', { approve: false });

    expect(
      await control(sim, 'POST', `accounts/${id}/decline`, { reason: 'The ID photo is unreadable.' }),
    ).toMatchObject({ status: 200, body: { account: { attributes: { activation_status: 'declined' } } } });
    const updated = await api(
      sim,
      'PUT',
      `/v1/merchants/children/${id}`,
      childDetails('Dina', {
        representative: {
          ...childDetails('Dina').representative,
          government_id: { type: 'drivers_license', number: 'N01-23-456789' },
        },
      }),
    );
    expect(updated.body.data.attributes).toMatchObject({
      activation_status: 'declined',
      declined_reason: 'The ID photo is unreadable.',
      representative: { government_id: { type: 'drivers_license', number: '****6789' } },
    });
    await api(sim, 'POST', `/v1/merchants/children/${id}/submit`);
    const asked = await control(sim, 'POST', `accounts/${id}/request-information`, {
      reason: 'We need proof of address.',
      requirements: ['representative.address'],
    });
    await sim.idle();

    expect(asked.body.account.attributes).toMatchObject({
      activation_status: 'action_required',
      declined_reason: 'We need proof of address.',
      requirements_due: ['representative.address'],
    });
    expect(received(receiver, 'merchant.declined')).toEqual([
      {
        ok: true,
        id: expect.any(String),
        data: expect.objectContaining({
          merchant_id: id,
          activation_status: 'declined',
          declined_reason: 'The ID photo is unreadable.',
        }),
      },
    ]);
    expect(received(receiver, 'merchant.action_required')).toEqual([
      {
        ok: true,
        id: asked.body.eventId,
        data: expect.objectContaining({
          merchant_id: id,
          activation_status: 'action_required',
          requirements_due: ['representative.address'],
        }),
      },
    ]);
    expect((await api(sim, 'GET', '/v2/wallets', undefined, { 'account-id': id })).body.data).toEqual([]);
    expect(sim.account(id)?.attributes.activation_status).toBe('action_required');
    // A decline needs a review under way.
    expect((await control(sim, 'POST', `accounts/${id}/decline`, { reason: 'again' })).status).toBe(400);
  });
});

describe('the PayMongo simulator: split payments', () => {
  let sim: PaymongoSimulator;
  let ana: string;
  let ben: string;
  let pending: string;
  useSimulator((started) => ({ sim } = started));

  const create = (split: unknown) => api(sim, 'POST', '/v2/checkout_sessions', splitSession(split));
  const firstError = async (split: unknown) => {
    const answer = await create(split);
    expect(answer.status).toBe(400);
    return answer.body.errors[0];
  };

  it('refuses a split to an unknown or inactive account, a merchant twice, or more than the amount', async () => {
    ana = await onboard(sim, 'Ana');
    ben = await onboard(sim, 'Ben');
    pending = await onboard(sim, 'Cita', { approve: false });

    expect(await firstError({ recipients: [{ merchant_id: 'org_nobody', split_type: 'fixed', value: 100 }] })).toEqual({
      code: 'parameter_invalid',
      detail: 'split_payment.recipients[0].merchant_id org_nobody is not an activated child account',
      source: {
        pointer: 'split_payment.recipients[0].merchant_id',
        attribute: 'split_payment.recipients[0].merchant_id',
      },
    });
    expect(await firstError({ transfer_to: pending })).toMatchObject({
      detail: `split_payment.transfer_to ${pending} is not an activated child account`,
    });
    expect(await firstError({ transfer_to: sim.parent().id })).toMatchObject({
      source: { attribute: 'split_payment.transfer_to' },
    });
    const twice = {
      recipients: [
        { merchant_id: ana, split_type: 'fixed', value: 100 },
        { merchant_id: ana, split_type: 'fixed', value: 100 },
      ],
    };
    expect(await firstError(twice)).toMatchObject({
      code: 'parameter_invalid',
      source: { attribute: 'split_payment.recipients[1].merchant_id' },
    });
    expect(
      await firstError({ transfer_to: ana, recipients: [{ merchant_id: ana, split_type: 'fixed', value: 100 }] }),
    ).toMatchObject({ source: { attribute: 'split_payment.recipients[0].merchant_id' } });
    const exceeding = {
      recipients: [
        { merchant_id: ana, split_type: 'fixed', value: 150_000 },
        { merchant_id: ben, split_type: 'fixed', value: 7_501 },
      ],
    };
    expect(await firstError(exceeding)).toMatchObject({
      code: 'parameter_invalid',
      detail: 'split_payment exceeds the payment amount',
    });
    expect(
      await firstError({
        recipients: [
          { merchant_id: ana, split_type: 'percentage_net', value: 6_000 },
          { merchant_id: ben, split_type: 'percentage_net', value: 4_001 },
        ],
      }),
    ).toMatchObject({
      source: { attribute: 'split_payment.recipients' },
    });
    expect(
      await firstError({ recipients: [{ merchant_id: ana, split_type: 'fixed_amount', value: 100 }] }),
    ).toMatchObject({ source: { attribute: 'split_payment.recipients[0].split_type' } });
    expect(await firstError({ recipients: [{ merchant_id: ana, split_type: 'fixed', value: 12.5 }] })).toMatchObject({
      source: { attribute: 'split_payment.recipients[0].value' },
    });
    expect(await firstError({})).toMatchObject({ source: { attribute: 'split_payment' } });

    // Exactly the amount is fine, and the session echoes the split.
    const exact = {
      recipients: [
        { merchant_id: ana, split_type: 'fixed', value: 150_000 },
        { merchant_id: ben, split_type: 'fixed', value: 7_500 },
      ],
    };
    expect((await create(exact)).body.data.attributes.split_payment).toEqual({ transfer_to: null, ...exact });
  });

  it('credits each party on payment: fixed, percentage of the net, and the rest (less the fee) to the parent', async () => {
    const split = {
      recipients: [
        { merchant_id: ana, split_type: 'fixed', value: 100_000 },
        { merchant_id: ben, split_type: 'percentage_net', value: 1_000 },
      ],
    };
    const session = (await create(split)).body.data;
    const before = { parent: await balance(sim), ana: await balance(sim, ana), ben: await balance(sim, ben) };

    const paid = await sim.pay(session.id, { method: 'gcash' });

    // GCash 2.5% of 157,500 = 3,937.5 → 3,938; net 153,562; Ben 10% of it = 15,356.2 → 15,356.
    const payment = (await api(sim, 'GET', `/v1/payments/${paid.paymentId}`)).body.data;
    expect(payment.attributes).toMatchObject({
      amount: 157_500,
      fee: 3_938,
      net_amount: 153_562,
      status: 'paid',
      refunds: [],
      split_payment: {
        transfer_to: null,
        recipients: [
          { merchant_id: ana, split_type: 'fixed', value: 100_000, amount: 100_000 },
          { merchant_id: ben, split_type: 'percentage_net', value: 1_000, amount: 15_356 },
        ],
      },
    });
    expect(await balance(sim, ana)).toBe(before.ana + 100_000);
    expect(await balance(sim, ben)).toBe(before.ben + 15_356);
    expect(await balance(sim)).toBe(before.parent + 153_562 - 100_000 - 15_356);
    const listed = await api(sim, 'GET', '/v1/payments?limit=1');
    expect(listed.body).toMatchObject({ data: [{ id: paid.paymentId }], has_more: false });
  });

  it('takes the fee of the method used: card 3.5% + ₱15, GCash 2.5%, Maya 2.2%', async () => {
    const fees = { card: 5_513 + 1_500, gcash: 3_938, paymaya: 3_465 };
    for (const [method, fee] of Object.entries(fees)) {
      const session = (await create({ transfer_to: ben })).body.data;
      const before = await balance(sim, ben);
      const parentBefore = await balance(sim);

      const paid =
        method === 'card'
          ? await sim.pay(session.id, '4343434343434345')
          : await sim.pay(session.id, { method: method as 'gcash' | 'paymaya' });

      expect(sim.payment(paid.paymentId).attributes, method).toMatchObject({
        fee,
        net_amount: 157_500 - fee,
        split_payment: { transfer_to: ben, transfer_to_amount: 157_500 - fee, recipients: [] },
      });
      expect(await balance(sim, ben), method).toBe(before + 157_500 - fee);
      expect(await balance(sim), method).toBe(parentBefore);
    }
  });

  it('credits the parent with the whole net when a session does not split, and nothing for a failed payment', async () => {
    const plain = (await create(undefined)).body.data;
    expect(plain.attributes.split_payment).toBeUndefined();
    const declined = (await create(undefined)).body.data;
    const before = await balance(sim);

    await sim.pay(declined.id, '4200000000000018');
    expect(await balance(sim)).toBe(before);
    await sim.pay(plain.id, { method: 'paymaya' });
    expect(await balance(sim)).toBe(before + 157_500 - 3_465);
    expect(sim.payments().map((p) => p.attributes.status)).toEqual(expect.arrayContaining(['failed', 'paid']));
  });
});
