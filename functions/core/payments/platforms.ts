import * as z from 'zod';
import { defaultOptions, type PaymongoClientOptions, requestPaymongo } from './provider';

/**
 * PayMongo Platforms, as Crafti uses it: artists' child accounts (the Onboarding API), the
 * parent's wallet and transfers to a child's wallet, refunds, and reading payments back for the
 * reconciliation. The wire format is PayMongo's (JSON:API bodies, centavos, PHP); where its
 * documentation is silent (the "more information needed" status, the transfer events, the
 * transfer lookup by reference) the simulator's choice is named in infra/local/services/paymongo.ts.
 */

export type ChildStatus = 'pending' | 'under_review' | 'activated' | 'declined' | 'action_required';

export interface Address {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: 'PH';
}

/** What the Onboarding API is sent for one artist. */
export interface ChildAccountInput {
  business: { type: 'individual' | 'sole_proprietor'; legal_name?: string; trade_name: string; registration_number?: string; address: Address };
  representative: {
    first_name: string;
    last_name: string;
    date_of_birth: { day: number; month: number; year: number };
    mobile_number: string;
    email_address: string;
    nationality: 'PHL';
    address: Address;
    government_id: { type: string; number: string };
  };
  bank?: { id: string; account_name: string; account_number: string };
  e_wallet?: { provider: 'gcash' | 'maya'; mobile_number: string; account_name: string };
  features: ['payment_gateway', 'standard_wallet'];
  metadata?: Record<string, string>;
}

export interface ChildAccount {
  id: string;
  status: ChildStatus;
  declinedReason: string | null;
  requirementsDue: string[];
  wallet: { id: string; accountNumber: string } | null;
}

const childResource = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.looseObject({
      activation_status: z.enum(['pending', 'under_review', 'activated', 'declined', 'action_required']),
      declined_reason: z.string().nullish(),
      requirements_due: z.array(z.string()).nullish(),
      wallet: z.looseObject({ id: z.string(), account_number: z.string() }).nullish(),
    }),
  }),
});

const toChild = (r: z.infer<typeof childResource>): ChildAccount => ({
  id: r.data.id,
  status: r.data.attributes.activation_status,
  declinedReason: r.data.attributes.declined_reason ?? null,
  requirementsDue: r.data.attributes.requirements_due ?? [],
  wallet: r.data.attributes.wallet ? { id: r.data.attributes.wallet.id, accountNumber: r.data.attributes.wallet.account_number } : null,
});

export interface WalletAccount {
  number: string;
  name: string;
  bic: string;
}

const walletList = z.object({
  data: z.array(
    z.looseObject({
      id: z.string(),
      account_number: z.string().optional(),
      account_name: z.string().optional(),
      bic: z.string().optional(),
      balance: z.number().optional(),
      attributes: z.looseObject({ account_number: z.string().optional(), account_name: z.string().optional(), bic: z.string().optional(), balance: z.number().optional() }).optional(),
    }),
  ),
});

export interface Transfer {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  referenceNumber: string;
  destination: string;
  metadata: Record<string, string>;
  /** Unix seconds. */
  createdAt: number;
}

/** PayMongo's timestamps: unix seconds, or (transfers) ISO strings. */
const timestamp = z.union([z.number(), z.string()]).nullish();
const seconds = (t: number | string | null | undefined) => (typeof t === 'number' ? t : typeof t === 'string' ? Math.floor(Date.parse(t) / 1000) || 0 : 0);

const transferShape = z.looseObject({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount: z.number().int(),
  reference_number: z.string().nullish(),
  destination_account: z.looseObject({ number: z.string() }),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  created_at: timestamp,
});
const toTransfer = (t: z.infer<typeof transferShape>): Transfer => ({
  id: t.id,
  status: t.status,
  amount: t.amount,
  referenceNumber: t.reference_number ?? '',
  destination: t.destination_account.number,
  metadata: strings(t.metadata),
  createdAt: seconds(t.created_at),
});

export interface Refund {
  id: string;
  status: 'pending' | 'processing' | 'succeeded' | 'failed';
  amount: number;
  paymentId: string;
  metadata: Record<string, string>;
  createdAt: number;
}

const refundShape = z.object({
  id: z.string(),
  attributes: z.looseObject({
    status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
    amount: z.number().int(),
    payment_id: z.string(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    created_at: timestamp,
  }),
});
const toRefund = (r: z.infer<typeof refundShape>): Refund => ({
  id: r.id,
  status: r.attributes.status,
  amount: r.attributes.amount,
  paymentId: r.attributes.payment_id,
  metadata: strings(r.attributes.metadata),
  createdAt: seconds(r.attributes.created_at),
});

export interface Payment {
  id: string;
  status: string;
  amount: number;
  fee: number;
  metadata: Record<string, string>;
  refunds: Refund[];
  createdAt: number;
}

const paymentShape = z.object({
  id: z.string(),
  attributes: z.looseObject({
    status: z.string(),
    amount: z.number().int(),
    fee: z.number().int().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    refunds: z.array(refundShape).nullish(),
    created_at: timestamp,
  }),
});
const toPayment = (p: z.infer<typeof paymentShape>): Payment => ({
  id: p.id,
  status: p.attributes.status,
  amount: p.attributes.amount,
  fee: p.attributes.fee ?? 0,
  metadata: strings(p.attributes.metadata),
  refunds: (p.attributes.refunds ?? []).map(toRefund),
  createdAt: seconds(p.attributes.created_at),
});

function strings(record: Record<string, unknown> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, String(v)]));
}

const enc = encodeURIComponent;

/** A Platforms client bound to one key; the module functions below use the configured one. */
export function createPlatformsClient(opts: PaymongoClientOptions) {
  const child = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    requestPaymongo(opts, { method, path, body, schema: childResource, what: path.replace(/org_[^/]+/, '{id}') }).then(toChild);
  return {
    createChildAccount: (input: ChildAccountInput) => child('POST', '/v1/merchants/children', { data: { attributes: input } }),
    /** Replaces a not-yet-active child's details (after a decline or a request for more). */
    updateChildAccount: (id: string, input: ChildAccountInput) => child('PUT', `/v1/merchants/children/${enc(id)}`, { data: { attributes: input } }),
    submitChildAccount: (id: string) => child('POST', `/v1/merchants/children/${enc(id)}/submit`),
    retrieveChildAccount: (id: string) => child('GET', `/v1/merchants/children/${enc(id)}`),

    /** The parent's wallet: where held shares are transferred from. */
    async parentWallet(): Promise<WalletAccount> {
      const list = await requestPaymongo(opts, { method: 'GET', path: '/v2/wallets', schema: walletList, what: '/v2/wallets' });
      const w = list.data[0];
      const field = <K extends 'account_number' | 'account_name' | 'bic'>(k: K) => w?.[k] ?? w?.attributes?.[k];
      const number = field('account_number');
      if (!w || !number) throw new Error('PayMongo answered no wallet for the parent account');
      return { number, name: field('account_name') ?? 'Crafti', bic: field('bic') ?? 'PAEYPHM2XXX' };
    },
    /** One transfer wallet → wallet; PayMongo answers the transfer already made for the same reference. */
    async createTransfer(t: { source: WalletAccount; destination: WalletAccount; amount: number; referenceNumber: string; description: string; metadata: Record<string, string> }): Promise<Transfer> {
      const batch = await requestPaymongo(opts, {
        method: 'POST',
        path: '/v2/batch_transfers',
        what: '/v2/batch_transfers',
        schema: z.object({ data: z.looseObject({ transfers: z.array(transferShape).min(1) }) }),
        body: {
          data: {
            attributes: {
              transfers: [
                {
                  source_account: t.source,
                  destination_account: t.destination,
                  amount: t.amount,
                  currency: 'PHP',
                  provider: 'paymongo',
                  reference_number: t.referenceNumber,
                  purpose: 'Artist earnings',
                  description: t.description,
                  metadata: t.metadata,
                },
              ],
            },
          },
        },
      });
      return toTransfer(batch.data.transfers[0]!);
    },
    retrieveTransfer: (id: string) =>
      requestPaymongo(opts, { method: 'GET', path: `/v2/transfers/${enc(id)}`, schema: z.object({ data: transferShape }), what: '/v2/transfers/{id}' }).then((r) => toTransfer(r.data)),
    /** The transfers made under a reference (at most one), or every transfer when none is given. */
    listTransfers: (referenceNumber?: string) =>
      requestPaymongo(opts, {
        method: 'GET',
        path: `/v2/transfers${referenceNumber ? `?reference_number=${enc(referenceNumber)}` : ''}`,
        schema: z.object({ data: z.array(transferShape) }),
        what: '/v2/transfers',
      }).then((r) => r.data.map(toTransfer)),

    createRefund: (r: { paymentId: string; amount: number; reason: 'requested_by_customer' | 'others'; notes: string; metadata: Record<string, string> }) =>
      requestPaymongo(opts, {
        method: 'POST',
        path: '/v1/refunds',
        what: '/v1/refunds',
        schema: z.object({ data: refundShape }),
        body: { data: { attributes: { amount: r.amount, payment_id: r.paymentId, reason: r.reason, notes: r.notes.slice(0, 255), metadata: r.metadata } } },
      }).then((x) => toRefund(x.data)),
    retrieveRefund: (id: string) =>
      requestPaymongo(opts, { method: 'GET', path: `/v1/refunds/${enc(id)}`, schema: z.object({ data: refundShape }), what: '/v1/refunds/{id}' }).then((x) => toRefund(x.data)),
    listRefunds: (paymentId?: string) =>
      requestPaymongo(opts, { method: 'GET', path: `/v1/refunds${paymentId ? `?payment_id=${enc(paymentId)}` : ''}`, schema: z.object({ data: z.array(refundShape) }), what: '/v1/refunds' }).then((x) =>
        x.data.map(toRefund),
      ),
    retrievePayment: (id: string) =>
      requestPaymongo(opts, { method: 'GET', path: `/v1/payments/${enc(id)}`, schema: z.object({ data: paymentShape }), what: '/v1/payments/{id}' }).then((x) => toPayment(x.data)),
    listPayments: () => requestPaymongo(opts, { method: 'GET', path: '/v1/payments?limit=100', schema: z.object({ data: z.array(paymentShape) }), what: '/v1/payments' }).then((x) => x.data.map(toPayment)),
  };
}

export type PlatformsClient = ReturnType<typeof createPlatformsClient>;

/** The configured account's client. */
export async function platforms(): Promise<PlatformsClient> {
  return createPlatformsClient(await defaultOptions());
}
