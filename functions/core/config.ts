import * as z from 'zod';

/**
 * The functions' configuration: every environment variable they read, parsed once (on first
 * use, i.e. at cold start) and failing fast with the names of what is missing. CDK
 * (infra/stacks/crafti-stack.ts) and the local stack (infra/local/stack.ts) declare their maps
 * `satisfies Record<EnvKey, string>`, so this list exists once. Endpoints are not here: the AWS
 * SDK reads AWS_ENDPOINT_URL_<SERVICE> itself, so only the local stack sets them.
 */
const envSchema = z.object({
  STAGE: z.string().min(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']),
  TABLE_NAME: z.string().min(3),
  USER_POOL_ID: z.string().min(1),
  COGNITO_CLIENT_ID: z.string().min(1),
  COGNITO_ISSUER: z.url(),
  MEDIA_BUCKET: z.string().min(3),
  DOCUMENTS_BUCKET: z.string().min(3),
  MEDIA_URL: z.url(),
  SITE_URL: z.url(),
  MAIL_FROM: z.string().min(3),
  WS_CALLBACK_URL: z.url(),
  /** PayMongo's API (https://api.paymongo.com on AWS, the simulator locally). */
  PAYMONGO_API_URL: z.url(),
  /** The search engine's endpoint (the OpenSearch domain on AWS, the stand-in locally): functions/core/search/engine.ts. */
  SEARCH_URL: z.url(),
  /** What the site's edge sends with each API call it passes on (functions/lib/viewer-address.ts). */
  EDGE_SECRET: z.string().min(16),
  /** Signs e-mails' one-click unsubscribe links (functions/core/mail/links.ts); generated per stage. */
  MAIL_LINK_SECRET: z.string().min(16),
});

/** Local only: the local S3 serves buckets by path, not by host name. */
const localSchema = z.object({ S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false') });

/**
 * Where the PayMongo keys are (read by functions/core/payments/paymongo.ts, only when a payment
 * needs them): on AWS the names of two SSM SecureString parameters; on the local stack, which has
 * no SSM, the keys themselves. Optional here so a function without payments starts without them.
 */
const paymentSecretsSchema = z.object({
  PAYMONGO_SECRET_PARAMETER: z.string().min(1).optional(),
  PAYMONGO_WEBHOOK_SECRET_PARAMETER: z.string().min(1).optional(),
  PAYMONGO_SECRET_KEY: z.string().min(1).optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().min(1).optional(),
});

/**
 * Web Push (functions/core/push/): the VAPID key pair the site signs its pushes with (the public
 * half is also the web app's, config.json), and the push services a subscription may name. On AWS
 * the private key is an SSM SecureString named by VAPID_PRIVATE_PARAMETER; locally the key itself.
 * Without them no push is sent (in-app and e-mail notices go on as before).
 */
const pushSchema = z.object({
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_PARAMETER: z.string().min(1).optional(),
  /** Origins of push services allowed beside the browsers' own (the local push service), comma-separated. */
  PUSH_SERVICE_ORIGINS: z.string().optional(),
});

export type EnvKey = keyof z.input<typeof envSchema>;
export type PushEnvKey = keyof z.input<typeof pushSchema>;
export type PaymentSecretsEnvKey = keyof z.input<typeof paymentSecretsSchema>;
export type Config = z.output<typeof envSchema> &
  z.output<typeof localSchema> &
  z.output<typeof paymentSecretsSchema> &
  z.output<typeof pushSchema>;

/**
 * The environment this function runs with. On AWS that is the process's own (one function per
 * process). The local stack runs every function in one process, so it gives each invocation the
 * environment its group is granted (infra/local/function-env.ts): a store under this symbol,
 * answering the running invocation's environment, or nothing outside one.
 */
const FUNCTION_ENV = Symbol.for('crafti.functionEnv');
type EnvScope = { getStore(): Record<string, string | undefined> | undefined };

function currentEnv(): Record<string, string | undefined> {
  return (globalThis as { [FUNCTION_ENV]?: EnvScope })[FUNCTION_ENV]?.getStore() ?? process.env;
}

const parsed = new WeakMap<object, Config>();

export function config(): Config {
  const env = currentEnv();
  let found = parsed.get(env);
  if (!found) {
    const result = envSchema.and(localSchema).and(paymentSecretsSchema).and(pushSchema).safeParse(env);
    if (!result.success) {
      const keys = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
      throw new Error(`Missing or invalid environment variables: ${keys}`);
    }
    found = result.data;
    parsed.set(env, found);
  }
  return found;
}

/** An absolute link into the web app (SITE_URL + path), for e-mails. */
export function siteLink(path: string): string {
  return `${config().SITE_URL.replace(/\/$/, '')}${path}`;
}
