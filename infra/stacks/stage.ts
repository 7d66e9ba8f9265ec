import type { Node } from 'constructs';

/**
 * A stage names one complete, isolated copy of the app (`npx cdk deploy -c stage=<name>`): CI deploys
 * one per git branch, named by infra/ci/stage-name.ts (a prefix of the branch plus a hash of all
 * of it, so no two branches share a stack).
 *
 * Production is `prod`, `production` or `main`: `main` is the trunk the deploy workflow publishes as
 * stage `main`, so its data is kept like production's. Every other stage (`dev`, `test`, `local`,
 * feature branches) is disposable: its data is deleted with the stack.
 */
const PRODUCTION_STAGES: ReadonlySet<string> = new Set(['prod', 'production', 'main']);

/** Lowercase so it is valid inside bucket names; short so `crafti-<stage>-<group>` fits Lambda's 64 characters. */
const STAGE_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;

export function isProductionStage(stage: string): boolean {
  return PRODUCTION_STAGES.has(stage);
}

export interface StageSettings {
  readonly stage: string;
  readonly production: boolean;
  /** `no-reply@crafti.example` (an address) or `crafti.example` (a domain, sending as `no-reply@`). */
  readonly mailFrom: string;
  /**
   * An SES identity belongs to the account, not the stack, so only one stack may create it; the
   * others send through it. @default true for production stages
   */
  readonly createMailIdentity: boolean;
  /**
   * SSM SecureStrings with PayMongo's secret key and webhook secret, made by hand per stage.
   * @default `/crafti/<stage>/paymongo/secret-key` and `/crafti/<stage>/paymongo/webhook-secret`
   */
  readonly paymongoSecretParameter: string;
  readonly paymongoWebhookSecretParameter: string;
  /**
   * Web Push: the VAPID public key (`-c vapidPublicKey=...`), and the SSM SecureString with its
   * private key, made by hand per stage. @default no push; `/crafti/<stage>/push/vapid-private-key`
   */
  readonly vapidPublicKey?: string;
  readonly vapidPrivateKeyParameter: string;
  /**
   * Who alarms e-mail (`-c alarmEmail=ops@crafti.example`); subscribed on production stages only,
   * branch stages keep the alarms without a subscriber. @default none
   */
  readonly alarmEmail?: string;
}

export const DEFAULT_MAIL_FROM = 'no-reply@crafti.example';

/**
 * Reads `-c stage=...`, `-c mailFrom=...`, `-c createMailIdentity=true|false`,
 * `-c paymongoSecretParameter=...`, `-c paymongoWebhookSecretParameter=...`, `-c alarmEmail=...`,
 * `-c vapidPublicKey=...` and `-c vapidPrivateKeyParameter=...`.
 */
export function stageSettings(node: Node): StageSettings {
  const stage = String(node.tryGetContext('stage') ?? 'dev');
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(
      `Invalid stage "${stage}": use 1-24 lowercase letters, digits and dashes (e.g. -c stage=my-branch).`,
    );
  }
  const production = isProductionStage(stage);
  const createMailIdentity = node.tryGetContext('createMailIdentity');
  // An empty value (a CI variable that is not set) means no subscriber.
  const alarmEmail = String(node.tryGetContext('alarmEmail') ?? '').trim() || undefined;
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail))
    throw new Error(`Invalid alarmEmail "${alarmEmail}": give one e-mail address.`);
  return {
    alarmEmail,
    stage,
    production,
    mailFrom: String(node.tryGetContext('mailFrom') ?? DEFAULT_MAIL_FROM),
    createMailIdentity: createMailIdentity === undefined ? production : String(createMailIdentity) === 'true',
    paymongoSecretParameter: String(
      node.tryGetContext('paymongoSecretParameter') ?? `/crafti/${stage}/paymongo/secret-key`,
    ),
    paymongoWebhookSecretParameter: String(
      node.tryGetContext('paymongoWebhookSecretParameter') ?? `/crafti/${stage}/paymongo/webhook-secret`,
    ),
    vapidPublicKey: String(node.tryGetContext('vapidPublicKey') ?? '').trim() || undefined,
    vapidPrivateKeyParameter: String(
      node.tryGetContext('vapidPrivateKeyParameter') ?? `/crafti/${stage}/push/vapid-private-key`,
    ),
  };
}
