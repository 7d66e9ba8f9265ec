import type * as z from 'zod';
import * as zod from 'zod';
import { config } from '../config';
import { readSecureString, SecureStringError } from '../ssm-parameter';

/**
 * Talking to PayMongo (on AWS api.paymongo.com, locally the simulator at PAYMONGO_API_URL): one
 * request function for every resource, its typed failures, and the keys. Failures are
 * PaymentProviderErrors whose messages carry PayMongo's status and error codes, never a key.
 */

/** @default 10 s: under the function's 15 s timeout, with room to roll back. */
export const PAYMONGO_TIMEOUT_MS = 10_000;

export type PaymentProviderErrorCode =
  /** PayMongo answered 5xx or 429, or 409 `idempotency_in_progress` (the same Idempotency-Key still being processed), or could not be reached. */
  | 'provider_unavailable'
  | 'provider_timeout'
  /** PayMongo answered 4xx: our request or our key is wrong; repeating it will not help. */
  | 'provider_rejected'
  /** A 2xx whose body is not the resource PayMongo documents. */
  | 'invalid_response'
  /** The keys could not be read (SSM unavailable, a parameter missing, or nothing configured). */
  | 'secrets_unavailable';

export class PaymentProviderError extends Error {
  /** PayMongo's first error code (`details[0].code`), e.g. `available_balance_insufficient`; null when it gave none. */
  readonly providerCode: string | null;

  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
    /** PayMongo's HTTP status, when it answered. */
    readonly status: number | null,
    /** Whether the same call may succeed later. */
    readonly retryable: boolean,
    /** PayMongo's errors, when it answered with some: what a 400 says about which field. */
    readonly details: readonly ProviderErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'PaymentProviderError';
    this.providerCode = details[0]?.code ?? null;
  }
}

/** PayMongo's 409 for a request whose Idempotency-Key is still being processed: back off and retry with the same key. */
export const IDEMPOTENCY_IN_PROGRESS = 'idempotency_in_progress';

export interface ProviderErrorDetail {
  code: string;
  detail: string;
  attribute?: string;
}

const errorBody = zod.object({
  errors: zod.array(
    zod.object({
      code: zod.string().optional(),
      detail: zod.string().optional(),
      source: zod.object({ attribute: zod.string().optional() }).nullish(),
    }),
  ),
});

export interface PaymongoClientOptions {
  apiUrl: string;
  secretKey: string;
  /** @default PAYMONGO_TIMEOUT_MS */
  timeoutMs?: number;
}

export interface PaymongoRequest<T> {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** What a 2xx body must be; anything else is an `invalid_response`. */
  schema: z.ZodType<T>;
  /** The path as logs name it (ids replaced). */
  what: string;
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key` (creations only, as PayMongo asks): PayMongo keeps the first answer
   * for a key about 24 hours and gives it again to every retry with the same key. One key per
   * logical operation, the same on every retry of it.
   */
  idempotencyKey?: string;
}

/** One call to PayMongo with the client's key: its parsed answer, or a PaymentProviderError. */
export async function requestPaymongo<T>(opts: PaymongoClientOptions, req: PaymongoRequest<T>): Promise<T> {
  const base = opts.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;
  const what = `PayMongo ${req.method} ${req.what}`;
  let response: Response;
  try {
    response = await fetch(`${base}${req.path}`, {
      method: req.method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(req.idempotencyKey === undefined ? {} : { 'idempotency-key': req.idempotencyKey }),
        ...req.headers,
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? PAYMONGO_TIMEOUT_MS),
    });
  } catch (err) {
    const name = (err as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PaymentProviderError(
        'provider_timeout',
        `${what} did not answer within ${opts.timeoutMs ?? PAYMONGO_TIMEOUT_MS} ms`,
        null,
        true,
      );
    }
    throw new PaymentProviderError(
      'provider_unavailable',
      `${what} could not be reached (${(err as Error).message})`,
      null,
      true,
    );
  }

  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const parsed = errorBody.safeParse(safeJson(text));
    // PayMongo's words, with any echo of the key taken out (an error never carries it).
    const redact = (text: string) => text.split(opts.secretKey).join('[key]');
    const details = parsed.success
      ? parsed.data.errors.map((e) => ({
          code: redact(e.code ?? '?'),
          detail: redact(e.detail ?? ''),
          ...(e.source?.attribute ? { attribute: redact(e.source.attribute) } : {}),
        }))
      : [];
    const codes = details.length ? details.map((e) => e.code).join(', ') : 'no error body';
    // A 409 idempotency_in_progress: the first request with this key is still being processed; retrying it (same key) is safe.
    const inProgress = response.status === 409 && details.some((e) => e.code === IDEMPOTENCY_IN_PROGRESS);
    const retryable = response.status >= 500 || response.status === 429 || inProgress;
    throw new PaymentProviderError(
      retryable ? 'provider_unavailable' : 'provider_rejected',
      `${what} answered ${response.status} (${codes})`,
      response.status,
      retryable,
      details,
    );
  }
  const parsed = req.schema.safeParse(safeJson(text));
  if (!parsed.success)
    throw new PaymentProviderError(
      'invalid_response',
      `${what} answered ${response.status} with a body that is not what PayMongo documents`,
      response.status,
      false,
    );
  return parsed.data;
}

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

/** Per configuration: one per container on AWS; the local stack runs each function with its own. */
const secrets = new WeakMap<object, Promise<PaymongoSecrets>>();

/**
 * The secret key and the webhook secret, read once per container: from SSM Parameter Store
 * SecureStrings when PAYMONGO_SECRET_PARAMETER names one (AWS), else from PAYMONGO_SECRET_KEY and
 * PAYMONGO_WEBHOOK_SECRET (the local stack). A failed read is not cached, so the next call tries again.
 */
export function paymongoSecrets(): Promise<PaymongoSecrets> {
  const env = config();
  let read = secrets.get(env);
  if (!read) {
    read = readSecrets().catch((err: unknown) => {
      secrets.delete(env);
      throw err;
    });
    secrets.set(env, read);
  }
  return read;
}

async function readSecrets(): Promise<PaymongoSecrets> {
  const env = config();
  const keyName = env.PAYMONGO_SECRET_PARAMETER;
  if (!keyName) {
    if (env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET)
      return { secretKey: env.PAYMONGO_SECRET_KEY, webhookSecret: env.PAYMONGO_WEBHOOK_SECRET };
    throw new PaymentProviderError(
      'secrets_unavailable',
      'PayMongo keys are not configured: set PAYMONGO_SECRET_PARAMETER and PAYMONGO_WEBHOOK_SECRET_PARAMETER (SSM), or PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET',
      null,
      false,
    );
  }
  const webhookName = env.PAYMONGO_WEBHOOK_SECRET_PARAMETER;
  if (!webhookName)
    throw new PaymentProviderError('secrets_unavailable', 'PAYMONGO_WEBHOOK_SECRET_PARAMETER is not set', null, false);

  try {
    const [secretKey, webhookSecret] = await Promise.all([readSecureString(keyName), readSecureString(webhookName)]);
    return { secretKey, webhookSecret };
  } catch (err) {
    // SSM's answer names its complaint (throttling, access denied, a parameter it has not), never a value.
    const message = (err as Error).message;
    if (err instanceof SecureStringError && err.missing)
      throw new PaymentProviderError('secrets_unavailable', `SSM has no such parameter: ${message}`, null, false);
    throw new PaymentProviderError(
      'secrets_unavailable',
      `Could not read the PayMongo keys from SSM (${message})`,
      null,
      true,
    );
  }
}

/** The client options of the configured account (the keys read once per container). */
export async function defaultOptions(): Promise<PaymongoClientOptions> {
  const { secretKey } = await paymongoSecrets();
  return { apiUrl: config().PAYMONGO_API_URL, secretKey };
}

/** For a read of something an event named: PayMongo's 404 means there is no such thing (null); anything else is thrown. */
export function notFoundAsNull(err: unknown): null {
  if (err instanceof PaymentProviderError && err.status === 404) return null;
  throw err;
}
