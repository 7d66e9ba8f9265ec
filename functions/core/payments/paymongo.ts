import * as z from 'zod';
import { defaultOptions, type PaymongoClientOptions, requestPaymongo } from './provider';

export {
  PAYMONGO_TIMEOUT_MS,
  PaymentProviderError,
  type PaymentProviderErrorCode,
  type PaymongoClientOptions,
  type PaymongoSecrets,
  paymongoSecrets,
} from './provider';

/**
 * PayMongo's Checkout Sessions API (v2), called with the global fetch: on AWS api.paymongo.com,
 * locally the simulator (infra/local/services/paymongo.ts) at PAYMONGO_API_URL. Amounts are
 * centavos, the currency is always PHP. Failures are PaymentProviderErrors; their messages carry
 * PayMongo's status and error codes, never a key.
 */

export const PAYMENT_METHOD_TYPES = ['card', 'gcash', 'paymaya'] as const;

export interface CheckoutLineItem {
  name: string;
  /** Unit price in centavos. */
  amount: number;
  quantity: number;
  description?: string;
}

export interface CreateCheckoutSessionInput {
  referenceNumber: string;
  lineItems: CheckoutLineItem[];
  billing: { name: string; email: string };
  description: string;
  successUrl: string;
  cancelUrl: string;
  metadata?: Record<string, string>;
  /** PayMongo Platforms: who gets which part of the payment (absent: all of it stays with Crafti). */
  splitPayment?: SplitPayment | null;
}

/** `split_payment` of a checkout session: fixed centavos to child accounts; the rest (and the processing fee) to `transfer_to`, Crafti when absent. */
export interface SplitPayment {
  transfer_to?: string;
  recipients: { merchant_id: string; split_type: 'fixed' | 'percentage_net'; value: number }[];
}

export interface CheckoutSessionOptions {
  /** Sent as `Idempotency-Key`: the same key on a retry answers the first session instead of making another. */
  idempotencyKey?: string;
}

export interface CreatedCheckoutSession {
  sessionId: string;
  checkoutUrl: string;
  paymentIntentId: string | null;
}

export interface CheckoutSessionState {
  sessionId: string;
  status: 'active' | 'paid' | 'expired';
  paymentIntentId: string | null;
  referenceNumber: string | null;
  metadata: Record<string, string>;
  /** Its payments: the processing fee PayMongo took of each (what Crafti pays out of its 5%). */
  payments: { id: string; status: string; amount: number; fee: number }[];
}

const sessionResource = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      checkout_url: z.string().min(1),
      status: z.enum(['active', 'paid', 'expired']),
      reference_number: z.string().nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      payment_intent: z.object({ id: z.string() }).nullish(),
      payments: z
        .array(
          z.object({
            id: z.string(),
            attributes: z.object({ status: z.string(), amount: z.number(), fee: z.number().int().nullish() }),
          }),
        )
        .nullish(),
    }),
  }),
});
type SessionResource = z.infer<typeof sessionResource>;

function stateOf(resource: SessionResource): CheckoutSessionState {
  const { id, attributes: a } = resource.data;
  return {
    sessionId: id,
    status: a.status,
    paymentIntentId: a.payment_intent?.id ?? null,
    referenceNumber: a.reference_number ?? null,
    metadata: Object.fromEntries(Object.entries(a.metadata ?? {}).map(([k, v]) => [k, String(v)])),
    payments: (a.payments ?? []).map((p) => ({
      id: p.id,
      status: p.attributes.status,
      amount: p.attributes.amount,
      fee: p.attributes.fee ?? 0,
    })),
  };
}

/** A client bound to one key. The module functions below build theirs from the configuration. */
export function createPaymongoClient(opts: PaymongoClientOptions) {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) =>
    requestPaymongo(opts, {
      method,
      path,
      body,
      idempotencyKey,
      schema: sessionResource,
      what: path.replace(/\/cs_[^/]+/, '/{id}'),
    });

  return {
    /** A new session; with `idempotencyKey` (one per order attempt), a retry answers the session made the first time. */
    async createCheckoutSession(
      input: CreateCheckoutSessionInput,
      options: CheckoutSessionOptions = {},
    ): Promise<CreatedCheckoutSession> {
      const resource = await call(
        'POST',
        '/v2/checkout_sessions',
        {
          data: {
            attributes: {
              reference_number: input.referenceNumber,
              line_items: input.lineItems.map((item) => ({
                name: item.name,
                amount: item.amount,
                currency: 'PHP',
                quantity: item.quantity,
                ...(item.description ? { description: item.description } : {}),
              })),
              billing: input.billing,
              description: input.description,
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              payment_method_types: [...PAYMENT_METHOD_TYPES],
              metadata: input.metadata ?? {},
              ...(input.splitPayment ? { split_payment: input.splitPayment } : {}),
              send_email_receipt: false,
              show_description: true,
              show_line_items: true,
            },
          },
        },
        options.idempotencyKey,
      );
      return {
        sessionId: resource.data.id,
        checkoutUrl: resource.data.attributes.checkout_url,
        paymentIntentId: resource.data.attributes.payment_intent?.id ?? null,
      };
    },
    async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
      return stateOf(await call('GET', `/v2/checkout_sessions/${encodeURIComponent(sessionId)}`));
    },
    /** Ends a session nobody paid, so it can no longer be paid. PayMongo refuses (4xx) a paid one. */
    async expireCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
      return stateOf(await call('POST', `/v2/checkout_sessions/${encodeURIComponent(sessionId)}/expire`));
    },
  };
}

export type PaymongoClient = ReturnType<typeof createPaymongoClient>;

async function defaultClient(): Promise<PaymongoClient> {
  return createPaymongoClient(await defaultOptions());
}

/** Creates a hosted checkout: the buyer pays at `checkoutUrl`; PayMongo's webhook says when. */
export async function createCheckoutSession(
  input: CreateCheckoutSessionInput,
  options: CheckoutSessionOptions = {},
): Promise<CreatedCheckoutSession> {
  return (await defaultClient()).createCheckoutSession(input, options);
}

export async function retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
  return (await defaultClient()).retrieveCheckoutSession(sessionId);
}

export async function expireCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
  return (await defaultClient()).expireCheckoutSession(sessionId);
}
