import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import * as z from 'zod';
import { config } from '../config';

/**
 * PayMongo's Checkout Sessions API (v2), called with the global fetch: on AWS api.paymongo.com,
 * locally the simulator (infra/local/services/paymongo.ts) at PAYMONGO_API_URL. Amounts are
 * centavos, the currency is always PHP. Failures are PaymentProviderErrors; their messages carry
 * PayMongo's status and error codes, never a key.
 */

export const PAYMENT_METHOD_TYPES = ['card', 'gcash', 'paymaya'] as const;

/** @default 10 s: under the function's 15 s timeout, with room to roll back. */
export const PAYMONGO_TIMEOUT_MS = 10_000;

export type PaymentProviderErrorCode =
  /** PayMongo answered 5xx or 429, or could not be reached. */
  | 'provider_unavailable'
  | 'provider_timeout'
  /** PayMongo answered 4xx: our request or our key is wrong; repeating it will not help. */
  | 'provider_rejected'
  /** A 2xx whose body is not the resource PayMongo documents. */
  | 'invalid_response'
  /** The keys could not be read (SSM unavailable, a parameter missing, or nothing configured). */
  | 'secrets_unavailable';

export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
    /** PayMongo's HTTP status, when it answered. */
    readonly status: number | null,
    /** Whether the same call may succeed later. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

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
  payments: { id: string; status: string; amount: number }[];
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
        .array(z.object({ id: z.string(), attributes: z.object({ status: z.string(), amount: z.number() }) }))
        .nullish(),
    }),
  }),
});
type SessionResource = z.infer<typeof sessionResource>;

const errorBody = z.object({ errors: z.array(z.object({ code: z.string().optional(), detail: z.string().optional() })) });

function stateOf(resource: SessionResource): CheckoutSessionState {
  const { id, attributes: a } = resource.data;
  return {
    sessionId: id,
    status: a.status,
    paymentIntentId: a.payment_intent?.id ?? null,
    referenceNumber: a.reference_number ?? null,
    metadata: Object.fromEntries(Object.entries(a.metadata ?? {}).map(([k, v]) => [k, String(v)])),
    payments: (a.payments ?? []).map((p) => ({ id: p.id, status: p.attributes.status, amount: p.attributes.amount })),
  };
}

export interface PaymongoClientOptions {
  apiUrl: string;
  secretKey: string;
  /** @default PAYMONGO_TIMEOUT_MS */
  timeoutMs?: number;
}

/** A client bound to one key. The module functions below build theirs from the configuration. */
export function createPaymongoClient(opts: PaymongoClientOptions) {
  const base = opts.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<SessionResource> {
    const what = `PayMongo ${method} ${path.replace(/\/cs_[^/]+/, '/{id}')}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? PAYMONGO_TIMEOUT_MS),
      });
    } catch (err) {
      const name = (err as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PaymentProviderError('provider_timeout', `${what} did not answer within ${opts.timeoutMs ?? PAYMONGO_TIMEOUT_MS} ms`, null, true);
      }
      throw new PaymentProviderError('provider_unavailable', `${what} could not be reached (${(err as Error).message})`, null, true);
    }

    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const parsed = errorBody.safeParse(safeJson(text));
      const codes = parsed.success ? parsed.data.errors.map((e) => e.code ?? e.detail ?? '?').join(', ') : 'no error body';
      const retryable = response.status >= 500 || response.status === 429;
      throw new PaymentProviderError(
        retryable ? 'provider_unavailable' : 'provider_rejected',
        `${what} answered ${response.status} (${codes})`,
        response.status,
        retryable,
      );
    }
    const parsed = sessionResource.safeParse(safeJson(text));
    if (!parsed.success) {
      throw new PaymentProviderError('invalid_response', `${what} answered ${response.status} with a body that is not a checkout session`, response.status, false);
    }
    return parsed.data;
  }

  return {
    async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CreatedCheckoutSession> {
      const resource = await call('POST', '/v2/checkout_sessions', {
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
            send_email_receipt: false,
            show_description: true,
            show_line_items: true,
          },
        },
      });
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface PaymongoSecrets {
  secretKey: string;
  webhookSecret: string;
}

let ssmClient: SSMClient | undefined;
let secrets: Promise<PaymongoSecrets> | undefined;

/**
 * The secret key and the webhook secret, read once per container: from SSM Parameter Store
 * SecureStrings when PAYMONGO_SECRET_PARAMETER names one (AWS), else from PAYMONGO_SECRET_KEY and
 * PAYMONGO_WEBHOOK_SECRET (the local stack). A failed read is not cached, so the next call tries again.
 */
export function paymongoSecrets(): Promise<PaymongoSecrets> {
  secrets ??= readSecrets().catch((err: unknown) => {
    secrets = undefined;
    throw err;
  });
  return secrets;
}

async function readSecrets(): Promise<PaymongoSecrets> {
  const env = config();
  const keyName = env.PAYMONGO_SECRET_PARAMETER;
  if (!keyName) {
    if (env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET) return { secretKey: env.PAYMONGO_SECRET_KEY, webhookSecret: env.PAYMONGO_WEBHOOK_SECRET };
    throw new PaymentProviderError(
      'secrets_unavailable',
      'PayMongo keys are not configured: set PAYMONGO_SECRET_PARAMETER and PAYMONGO_WEBHOOK_SECRET_PARAMETER (SSM), or PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET',
      null,
      false,
    );
  }
  const webhookName = env.PAYMONGO_WEBHOOK_SECRET_PARAMETER;
  if (!webhookName) throw new PaymentProviderError('secrets_unavailable', 'PAYMONGO_WEBHOOK_SECRET_PARAMETER is not set', null, false);

  let parameters: { Name?: string; Value?: string }[];
  try {
    const result = await (ssmClient ??= new SSMClient({})).send(new GetParametersCommand({ Names: [keyName, webhookName], WithDecryption: true }));
    if (result.InvalidParameters?.length) {
      throw new PaymentProviderError('secrets_unavailable', `SSM has no parameter ${result.InvalidParameters.join(', ')}`, null, false);
    }
    parameters = result.Parameters ?? [];
  } catch (err) {
    if (err instanceof PaymentProviderError) throw err;
    // The SDK's message names the service's complaint (throttling, access denied), never a value.
    throw new PaymentProviderError('secrets_unavailable', `Could not read the PayMongo keys from SSM (${(err as Error).name}: ${(err as Error).message})`, null, true);
  }
  const value = (name: string) => {
    const found = parameters.find((p) => p.Name === name)?.Value;
    if (!found) throw new PaymentProviderError('secrets_unavailable', `SSM parameter ${name} is empty or missing`, null, false);
    return found;
  };
  return { secretKey: value(keyName), webhookSecret: value(webhookName) };
}

async function defaultClient(): Promise<PaymongoClient> {
  const { secretKey } = await paymongoSecrets();
  return createPaymongoClient({ apiUrl: config().PAYMONGO_API_URL, secretKey });
}

/** Creates a hosted checkout: the buyer pays at `checkoutUrl`; PayMongo's webhook says when. */
export async function createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CreatedCheckoutSession> {
  return (await defaultClient()).createCheckoutSession(input);
}

export async function retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
  return (await defaultClient()).retrieveCheckoutSession(sessionId);
}

export async function expireCheckoutSession(sessionId: string): Promise<CheckoutSessionState> {
  return (await defaultClient()).expireCheckoutSession(sessionId);
}
