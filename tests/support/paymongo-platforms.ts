import type { PaymongoSimulator } from '../../infra/local/services/paymongo';
import { type Receiver, secretKey, verified } from './paymongo-simulator';

/**
 * Driving the simulator's Platforms API over HTTP as Crafti's client would (paymongo-platforms*
 * .int.test.ts): a JSON:API caller with the parent's key, a child's details, onboarding to
 * activated, and a checkout session that splits.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
}

/** One API call: Basic auth with the parent's key (or none), `{ data: { attributes } }` when given. */
export async function api(
  sim: PaymongoSimulator,
  method: string,
  path: string,
  attributes?: unknown,
  headers: Record<string, string> = {},
  key: string | null = secretKey,
): Promise<Answer> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` }),
      ...(attributes === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { attributes } }),
  });
  return { status: response.status, body: await response.json() };
}

/** A `/__sim/` control over HTTP. */
export async function control(sim: PaymongoSimulator, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${sim.url}/__sim/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const address = {
  line1: '12 Mabini St',
  line2: 'Unit 3',
  city: 'Quezon City',
  state: 'PH-00',
  postal_code: '1100',
  country: 'PH',
};

/** A complete individual artist, paid out to a bank account. */
export const childDetails = (name = 'Ana', overrides: Record<string, unknown> = {}) => ({
  business: { type: 'individual', trade_name: `${name} Studio`, address },
  representative: {
    first_name: name,
    last_name: 'Santos',
    date_of_birth: { day: 14, month: 2, year: 1994 },
    mobile_number: '+639171234567',
    email_address: `${name.toLowerCase()}@example.com`,
    nationality: 'PHL',
    address,
    government_id: { type: 'passport', number: 'P1234-5678' },
  },
  bank: { id: 'bank_BDO', account_name: `${name} Santos`, account_number: '001234567890' },
  features: ['payment_gateway', 'standard_wallet'],
  metadata: { crafti_user_id: `user-${name}` },
  ...overrides,
});

/** Creates and submits a child; `approve` activates it too. Answers the child's id. */
export async function onboard(
  sim: PaymongoSimulator,
  name: string,
  opts: { approve?: boolean } = { approve: true },
): Promise<string> {
  const created = await api(sim, 'POST', '/v1/merchants/children', childDetails(name));
  if (created.status !== 200) throw new Error(`create child: ${JSON.stringify(created.body)}`);
  const id: string = created.body.data.id;
  await api(sim, 'POST', `/v1/merchants/children/${id}/submit`);
  if (opts.approve !== false) sim.approve(id);
  return id;
}

/** A session of ₱1,500.00 + ₱75.00 (157,500 centavos) that splits as told. */
export const splitSession = (split: unknown, ref = 'ref-split') => ({
  line_items: [
    { name: 'Sunset over Taal', amount: 150_000, currency: 'PHP', quantity: 1 },
    { name: 'For Developer (5%)', amount: 7_500, currency: 'PHP', quantity: 1 },
  ],
  payment_method_types: ['card', 'gcash', 'paymaya'],
  reference_number: ref,
  ...(split === undefined ? {} : { split_payment: split }),
});

/** A wallet's balance as GET /v2/wallets gives it ({ available, pending }): the parent's, or a child's through `Account-Id`. */
export async function balances(
  sim: PaymongoSimulator,
  accountId?: string,
): Promise<{ available: number; pending: number }> {
  const answer = await api(sim, 'GET', '/v2/wallets', undefined, accountId ? { 'account-id': accountId } : {});
  return answer.body.data[0].balance;
}

/** A wallet's available balance (what a transfer may take): the parent's, or a child's. */
export async function balance(sim: PaymongoSimulator, accountId?: string): Promise<number> {
  return (await balances(sim, accountId)).available;
}

/** The verified deliveries of one event type, as the receiver got them. */
export function received(receiver: Receiver, type: string) {
  return receiver.received
    .filter((r) => r.event.data.attributes.type === type)
    .map((r) => ({ ok: verified(r).ok, data: r.event.data.attributes.data, id: r.event.data.id as string }));
}

/** One item of a batch transfer from the parent's wallet to a child's (an unknown wallet number when it has none). */
export async function transferItem(
  sim: PaymongoSimulator,
  to: string,
  amount: number,
  reference: string,
): Promise<Json> {
  const wallet = async (accountId?: string) =>
    (await api(sim, 'GET', '/v2/wallets', undefined, accountId ? { 'account-id': accountId } : {})).body.data[0];
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
}

/** A session that splits as told (or not), paid with GCash (2.5%): its payment's id. */
export async function paidSession(sim: PaymongoSimulator, split?: unknown, key: string = secretKey): Promise<string> {
  const created = await api(sim, 'POST', '/v2/checkout_sessions', splitSession(split), {}, key);
  if (created.status !== 200) throw new Error(`create session: ${JSON.stringify(created.body)}`);
  return (await sim.pay(created.body.data.id, { method: 'gcash' })).paymentId;
}

/** Waits until `check` holds (every 20 ms, at most `ms`). */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
