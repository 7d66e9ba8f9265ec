import * as z from 'zod';
import {
  defaultOptions,
  notFoundAsNull,
  PaymentProviderError,
  type PaymongoClientOptions,
  requestPaymongo,
} from './provider';

/**
 * PayMongo Platforms, as Crafti uses it: artists' child accounts (the Onboarding API), the
 * parent's and the children's wallets (with their available and pending balances) and transfers
 * to a child's wallet, refunds, and reading payments back for the reconciliation. The wire format
 * is PayMongo's (JSON:API bodies, centavos, PHP); creations take an Idempotency-Key; lists are
 * read to their end, a page of 100 at a time. Where its documentation is silent (the "more
 * information needed" status, the transfer events, the transfer lookup by reference, list
 * paging) the simulator's choice is named in infra/local/services/paymongo.ts.
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
  business: {
    type: 'individual' | 'sole_proprietor';
    legal_name?: string;
    trade_name: string;
    registration_number?: string;
    address: Address;
  };
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
  wallet: r.data.attributes.wallet
    ? { id: r.data.attributes.wallet.id, accountNumber: r.data.attributes.wallet.account_number }
    : null,
});

export interface WalletAccount {
  number: string;
  name: string;
  bic: string;
}

/** Centavos: `available` can be moved now, `pending` was received and is still clearing. */
export interface WalletBalance {
  available: number;
  pending: number;
}

/** A wallet's account (what a transfer names) and its balance. */
export interface Wallet extends WalletAccount {
  balance: WalletBalance;
}

/** A balance as the v2 wallet resource gives it ({ available, pending }), or a bare number (all available). */
const balanceShape = z
  .union([z.number(), z.looseObject({ available: z.number().nullish(), pending: z.number().nullish() })])
  .nullish();
const walletFields = {
  account_number: z.string().optional(),
  account_name: z.string().optional(),
  bic: z.string().optional(),
  balance: balanceShape,
  account: z.looseObject({ account_number: z.string().optional(), account_name: z.string().optional() }).nullish(),
};
const walletShape = z.looseObject({
  id: z.string(),
  ...walletFields,
  attributes: z.looseObject(walletFields).optional(),
});
const walletList = z.object({ data: z.array(walletShape) });

/** A wallet from either shape: fields flat, under `attributes`, or the account under `account`. */
function toWallet(w: z.infer<typeof walletShape> | undefined, fallbackName: string): Wallet | null {
  if (!w) return null;
  const a = w.attributes;
  const number = w.account_number ?? a?.account_number ?? w.account?.account_number ?? a?.account?.account_number;
  if (!number) return null;
  const name = w.account_name ?? a?.account_name ?? w.account?.account_name ?? a?.account?.account_name ?? fallbackName;
  const raw = w.balance ?? a?.balance;
  const balance =
    typeof raw === 'number'
      ? { available: raw, pending: 0 }
      : { available: raw?.available ?? 0, pending: raw?.pending ?? 0 };
  return { number, name, bic: w.bic ?? a?.bic ?? 'PAEYPHM2XXX', balance };
}

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
const seconds = (t: number | string | null | undefined) =>
  typeof t === 'number' ? t : typeof t === 'string' ? Math.floor(Date.parse(t) / 1000) || 0 : 0;

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
  /** PayMongo does not promise a checkout session's metadata here: usually empty (read the session's). */
  metadata: Record<string, string>;
  refunds: Refund[];
  createdAt: number;
  /** When the payment's money is available in the wallet (unix seconds), when PayMongo says; null otherwise. */
  availableAt: number | null;
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
    available_at: timestamp,
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
  availableAt: p.attributes.available_at == null ? null : seconds(p.attributes.available_at),
});

function strings(record: Record<string, unknown> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, String(v)]));
}

const enc = encodeURIComponent;

/** Options of a creation: the Idempotency-Key, one per logical operation, the same on each retry of it. */
export interface CreateOptions {
  idempotencyKey?: string;
}

/** The page size lists are read with (PayMongo's most). */
export const LIST_PAGE_SIZE = 100;
/** A list longer than this many pages is not read to its end: something is wrong. */
const MAX_PAGES = 1_000;

/**
 * Every item of a PayMongo list, newest first: pages of LIST_PAGE_SIZE, each after the last id of
 * the one before, until `has_more` is false (or absent).
 */
async function listAll<S extends z.ZodType<{ id: string }>>(
  opts: PaymongoClientOptions,
  path: string,
  query: Record<string, string | undefined>,
  item: S,
  what: string,
): Promise<z.infer<S>[]> {
  const schema = z.object({ data: z.array(item), has_more: z.boolean().nullish() });
  const all: z.infer<S>[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
    params.set('limit', String(LIST_PAGE_SIZE));
    if (after) params.set('after', after);
    const answer = await requestPaymongo(opts, { method: 'GET', path: `${path}?${params.toString()}`, schema, what });
    all.push(...(answer.data as z.infer<S>[]));
    const last = answer.data.at(-1)?.id;
    if (!answer.has_more || !last || last === after) return all;
    after = last;
  }
  throw new PaymentProviderError(
    'invalid_response',
    `PayMongo GET ${what} had more than ${MAX_PAGES} pages`,
    null,
    false,
  );
}

/** A Platforms client bound to one key; the module functions below use the configured one. */
export function createPlatformsClient(opts: PaymongoClientOptions) {
  const child = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    requestPaymongo(opts, { method, path, body, schema: childResource, what: path.replace(/org_[^/]+/, '{id}') }).then(
      toChild,
    );
  return {
    createChildAccount: (input: ChildAccountInput) =>
      child('POST', '/v1/merchants/children', { data: { attributes: input } }),
    /** Replaces a not-yet-active child's details (after a decline or a request for more). */
    updateChildAccount: (id: string, input: ChildAccountInput) =>
      child('PUT', `/v1/merchants/children/${enc(id)}`, { data: { attributes: input } }),
    submitChildAccount: (id: string) => child('POST', `/v1/merchants/children/${enc(id)}/submit`),
    retrieveChildAccount: (id: string) => child('GET', `/v1/merchants/children/${enc(id)}`),

    /** The parent's wallet: where held shares are transferred from, with its balance. */
    async parentWallet(): Promise<Wallet> {
      const list = await requestPaymongo(opts, {
        method: 'GET',
        path: '/v2/wallets',
        schema: walletList,
        what: '/v2/wallets',
      });
      const wallet = toWallet(list.data[0], 'Crafti');
      if (!wallet) throw new Error('PayMongo answered no wallet for the parent account');
      return wallet;
    },
    /** A child account's wallet (GET /v2/wallets on its behalf, `Account-Id`), or null while it has none (or PayMongo knows no such child: 404). */
    async childWallet(childAccountId: string): Promise<Wallet | null> {
      const list = await requestPaymongo(opts, {
        method: 'GET',
        path: '/v2/wallets',
        schema: walletList,
        what: '/v2/wallets (child)',
        headers: { 'account-id': childAccountId },
      }).catch(notFoundAsNull);
      return list ? toWallet(list.data[0], '') : null;
    },
    /**
     * One transfer wallet → wallet. PayMongo does not deduplicate on the reference: a retry must
     * carry the first try's `idempotencyKey` to get the first answer instead of a second transfer.
     */
    async createTransfer(
      t: {
        source: WalletAccount;
        destination: WalletAccount;
        amount: number;
        referenceNumber: string;
        description: string;
        metadata: Record<string, string>;
      },
      options: CreateOptions = {},
    ): Promise<Transfer> {
      const account = (w: WalletAccount) => ({ number: w.number, name: w.name, bic: w.bic });
      const batch = await requestPaymongo(opts, {
        method: 'POST',
        path: '/v2/batch_transfers',
        what: '/v2/batch_transfers',
        idempotencyKey: options.idempotencyKey,
        schema: z.object({ data: z.looseObject({ transfers: z.array(transferShape).min(1) }) }),
        body: {
          data: {
            attributes: {
              transfers: [
                {
                  source_account: account(t.source),
                  destination_account: account(t.destination),
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
      requestPaymongo(opts, {
        method: 'GET',
        path: `/v2/transfers/${enc(id)}`,
        schema: z.object({ data: transferShape }),
        what: '/v2/transfers/{id}',
      }).then((r) => toTransfer(r.data)),
    /** Every transfer made under a reference (there may be several), or every transfer when none is given: all pages. */
    listTransfers: (referenceNumber?: string) =>
      listAll(opts, '/v2/transfers', { reference_number: referenceNumber }, transferShape, '/v2/transfers').then(
        (all) => all.map(toTransfer),
      ),

    createRefund: (
      r: {
        paymentId: string;
        amount: number;
        reason: 'requested_by_customer' | 'others';
        notes: string;
        metadata: Record<string, string>;
      },
      options: CreateOptions = {},
    ) =>
      requestPaymongo(opts, {
        method: 'POST',
        path: '/v1/refunds',
        what: '/v1/refunds',
        idempotencyKey: options.idempotencyKey,
        schema: z.object({ data: refundShape }),
        body: {
          data: {
            attributes: {
              amount: r.amount,
              payment_id: r.paymentId,
              reason: r.reason,
              notes: r.notes.slice(0, 255),
              metadata: r.metadata,
            },
          },
        },
      }).then((x) => toRefund(x.data)),
    retrieveRefund: (id: string) =>
      requestPaymongo(opts, {
        method: 'GET',
        path: `/v1/refunds/${enc(id)}`,
        schema: z.object({ data: refundShape }),
        what: '/v1/refunds/{id}',
      }).then((x) => toRefund(x.data)),
    /** Every refund (of one payment, when given): all pages. */
    listRefunds: (paymentId?: string) =>
      listAll(opts, '/v1/refunds', { payment_id: paymentId }, refundShape, '/v1/refunds').then((all) =>
        all.map(toRefund),
      ),
    retrievePayment: (id: string) =>
      requestPaymongo(opts, {
        method: 'GET',
        path: `/v1/payments/${enc(id)}`,
        schema: z.object({ data: paymentShape }),
        what: '/v1/payments/{id}',
      }).then((x) => toPayment(x.data)),
    /** Every payment: all pages. */
    listPayments: () =>
      listAll(opts, '/v1/payments', {}, paymentShape, '/v1/payments').then((all) => all.map(toPayment)),
  };
}

export type PlatformsClient = ReturnType<typeof createPlatformsClient>;

/** The configured account's client. */
export async function platforms(): Promise<PlatformsClient> {
  return createPlatformsClient(await defaultOptions());
}
