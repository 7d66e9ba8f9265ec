import { randomBytes } from 'node:crypto';
import { creditSplit, feeOf, type SplitPayment, splitProblems } from './paymongo-money';

/**
 * The JSON:API resources the simulator answers and sends, shaped like PayMongo's: checkout
 * sessions (`cs_`), their payment intent (`pi_`), payments (`pay_`) and webhook events (`evt_`).
 * Timestamps are Unix seconds; amounts are centavos.
 */

// The resources are PayMongo's JSON, kept as JSON; the fields we read are named in the types below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const SUPPORTED_METHODS = ['card', 'gcash', 'paymaya'] as const;

export interface LineItem {
  amount: number;
  currency: 'PHP';
  description: string | null;
  images: string[];
  name: string;
  quantity: number;
}

export interface SessionAttributes {
  billing: {
    address: Record<string, string | null>;
    email: string | null;
    name: string | null;
    phone: string | null;
  } | null;
  cancel_url: string | null;
  checkout_url: string;
  client_key: string;
  description: string | null;
  line_items: LineItem[];
  livemode: boolean;
  merchant: string;
  metadata: Record<string, string> | null;
  paid_at?: number;
  payment_intent: { id: string; type: 'payment_intent'; attributes: Json };
  payment_method_types: string[];
  payment_method_used: string | null;
  payments: PaymentResource[];
  reference_number: string | null;
  status: 'active' | 'paid' | 'expired';
  success_url: string | null;
  created_at: number;
  updated_at: number;
  [other: string]: unknown;
}

export interface SessionResource {
  id: string;
  type: 'checkout_session';
  attributes: SessionAttributes;
}

export interface PaymentResource {
  id: string;
  type: 'payment';
  attributes: Json & { status: 'paid' | 'failed'; amount: number; payment_intent_id: string };
}

/** An API error: its HTTP status, PayMongo's code, the detail and, for a bad field, its attribute path. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly attribute?: string,
  ) {
    super(message);
  }
}

export const now = () => Math.floor(Date.now() / 1000);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `cs_` + 24 letters and digits, as PayMongo's ids look. */
export function resourceId(prefix: string): string {
  return `${prefix}_${[...randomBytes(24)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const sessionTotal = (session: SessionResource) =>
  session.attributes.line_items.reduce((sum, item) => sum + item.amount * item.quantity, 0);

export interface PaymentSource {
  method: 'card' | 'gcash' | 'paymaya';
  brand?: string;
  last4?: string;
}

/**
 * A payment of the whole session, paid or failed, with PayMongo's fee for its method (card 3.5% +
 * ₱15, GCash 2.5%, Maya 2.2%) and, when the session splits, the amount each party is credited.
 * Its `livemode` is its session's. `available_at` is set by the ledger when it is recorded
 * (paymongo-balances.ts), null until then.
 */
export function paymentOf(
  session: SessionResource,
  source: PaymentSource,
  failure?: { code: string; message: string },
): PaymentResource {
  const a = session.attributes;
  const amount = sessionTotal(session);
  const fee = feeOf(amount, source.method);
  const split = a.split_payment as SplitPayment | undefined;
  const t = now();
  return {
    id: resourceId('pay'),
    type: 'payment',
    attributes: {
      access_url: null,
      amount,
      balance_transaction_id: failure ? null : resourceId('bal_txn'),
      billing: a.billing,
      currency: 'PHP',
      description: a.description,
      disputed: false,
      external_reference_number: a.reference_number,
      fee: failure ? 0 : fee,
      livemode: a.livemode,
      net_amount: failure ? 0 : amount - fee,
      origin: 'api',
      payment_intent_id: a.payment_intent.id,
      payout: null,
      source:
        source.method === 'card'
          ? {
              id: resourceId('card'),
              type: 'card',
              brand: source.brand ?? 'unknown',
              country: 'PH',
              last4: source.last4 ?? '0000',
            }
          : { id: resourceId('src'), type: source.method },
      statement_descriptor: a.merchant,
      status: failure ? 'failed' : 'paid',
      ...(failure ? { failed_code: failure.code, failed_message: failure.message } : {}),
      tax_amount: null,
      // DOCS-SILENT: nothing in PayMongo's docs promises a checkout session's metadata on its Payment
      // (the payment resource's examples show none), so the simulator gives none: read it from the session.
      metadata: null,
      refunds: [],
      // DOCS-SILENT: the split as credited, each recipient with its amount.
      split_payment: split && !failure ? creditSplit(split, amount - fee) : null,
      taxes: [],
      available_at: null,
      created_at: t,
      paid_at: failure ? null : t,
      updated_at: t,
    },
  };
}

/** A webhook event body: `{ data: { id: 'evt_...', type: 'event', attributes: { type, data, ... } } }`. */
export function eventOf(type: string, data: unknown, livemode: boolean): { id: string; body: string } {
  const id = resourceId('evt');
  const t = now();
  const body = JSON.stringify({
    data: {
      id,
      type: 'event',
      attributes: { type, livemode, data, previous_data: {}, pending_webhooks: 1, created_at: t, updated_at: t },
    },
  });
  return { id, body };
}

export type ValidationError = {
  code: 'parameter_required' | 'parameter_invalid';
  detail: string;
  source: { pointer: string; attribute: string };
};

const problem = (code: ValidationError['code'], attribute: string, detail: string): ValidationError => ({
  code,
  detail,
  source: { pointer: attribute, attribute },
});

const isUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Builds a session from `POST /v2/checkout_sessions`' `data.attributes`, or says what is wrong. */
export function newSession(
  attributes: Json,
  context: {
    checkoutUrl: (id: string) => string;
    merchant: string;
    livemode: boolean;
    isActivatedChild?: (id: string) => boolean;
  },
): { session: SessionResource } | { errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  if (!attributes || typeof attributes !== 'object')
    return { errors: [problem('parameter_required', 'data.attributes', 'data.attributes is required.')] };
  const items = attributes.line_items;
  if (!Array.isArray(items) || items.length === 0)
    errors.push(problem('parameter_required', 'line_items', 'line_items is required and must not be empty.'));
  else
    items.forEach((item: Json, i: number) => {
      const at = `line_items[${i}]`;
      if (typeof item?.name !== 'string' || !item.name.trim())
        errors.push(problem('parameter_required', `${at}.name`, `${at}.name is required.`));
      if (!Number.isInteger(item?.amount) || item.amount < 1)
        errors.push(
          problem('parameter_invalid', `${at}.amount`, `${at}.amount must be a positive integer (centavos).`),
        );
      if (item?.currency !== 'PHP')
        errors.push(problem('parameter_invalid', `${at}.currency`, `${at}.currency must be PHP.`));
      if (!Number.isInteger(item?.quantity) || item.quantity < 1)
        errors.push(problem('parameter_invalid', `${at}.quantity`, `${at}.quantity must be a positive integer.`));
    });
  const methods = attributes.payment_method_types;
  if (!Array.isArray(methods) || methods.length === 0)
    errors.push(problem('parameter_required', 'payment_method_types', 'payment_method_types is required.'));
  else if (methods.some((m: unknown) => !SUPPORTED_METHODS.includes(m as never)))
    errors.push(
      problem(
        'parameter_invalid',
        'payment_method_types',
        `payment_method_types may only hold ${SUPPORTED_METHODS.join(', ')} in this simulator.`,
      ),
    );
  for (const key of ['success_url', 'cancel_url']) {
    if (attributes[key] != null && !isUrl(attributes[key]))
      errors.push(problem('parameter_invalid', key, `${key} must be an http(s) URL.`));
  }
  const metadata = attributes.metadata;
  if (metadata != null && (typeof metadata !== 'object' || Object.values(metadata).some((v) => typeof v !== 'string')))
    errors.push(problem('parameter_invalid', 'metadata', 'metadata values must be strings.'));
  let split: SplitPayment | undefined;
  if (attributes.split_payment != null) {
    const total = errors.some((e) => e.source.attribute.startsWith('line_items'))
      ? undefined
      : items.reduce((sum: number, item: Json) => sum + item.amount * item.quantity, 0);
    const checked = splitProblems(attributes.split_payment, total, context.isActivatedChild ?? (() => false));
    if ('errors' in checked) errors.push(...checked.errors);
    else split = checked.split;
  }
  if (errors.length) return { errors };

  const id = resourceId('cs');
  const t = now();
  const lineItems: LineItem[] = items.map((item: Json) => ({
    amount: item.amount,
    currency: 'PHP',
    description: item.description ?? null,
    images: Array.isArray(item.images) ? item.images : [],
    name: item.name,
    quantity: item.quantity,
  }));
  const total = lineItems.reduce((sum, item) => sum + item.amount * item.quantity, 0);
  const clientKey = `${resourceId('pi')}_client_${resourceId('key').slice(4)}`;
  const billing = attributes.billing
    ? {
        address: {
          city: null,
          country: null,
          line1: null,
          line2: null,
          postal_code: null,
          state: null,
          ...attributes.billing.address,
        },
        email: attributes.billing.email ?? null,
        name: attributes.billing.name ?? null,
        phone: attributes.billing.phone ?? null,
      }
    : null;
  const paymentIntentId = clientKey.split('_client_')[0]!;
  return {
    session: {
      id,
      type: 'checkout_session',
      attributes: {
        billing,
        billing_information_fields_editable: 'enabled',
        cancel_url: attributes.cancel_url ?? null,
        checkout_url: context.checkoutUrl(id),
        client_key: clientKey,
        customer_email: billing?.email ?? null,
        description: attributes.description ?? null,
        line_items: lineItems,
        livemode: context.livemode,
        merchant: context.merchant,
        metadata: metadata ?? null,
        payment_intent: {
          id: paymentIntentId,
          type: 'payment_intent',
          attributes: {
            amount: total,
            capture_type: 'automatic',
            client_key: clientKey,
            currency: 'PHP',
            description: attributes.description ?? null,
            livemode: context.livemode,
            statement_descriptor: context.merchant,
            status: 'awaiting_payment_method',
            last_payment_error: null,
            payment_method_allowed: methods,
            payments: [],
            next_action: null,
            payment_method_options: { card: { request_three_d_secure: 'any' } },
            metadata: metadata ?? null,
            setup_future_usage: null,
            created_at: t,
            updated_at: t,
          },
        },
        payment_method_types: methods,
        payment_method_used: null,
        payments: [],
        reference_number: attributes.reference_number ?? null,
        send_email_receipt: attributes.send_email_receipt ?? false,
        show_description: attributes.show_description ?? true,
        show_line_items: attributes.show_line_items ?? true,
        ...(split ? { split_payment: split } : {}),
        status: 'active',
        success_url: attributes.success_url ?? null,
        created_at: t,
        updated_at: t,
      },
    },
  };
}
