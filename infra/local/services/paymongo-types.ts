import type { ChildResource } from './paymongo-accounts';
import type { RefundResource, Transfer } from './paymongo-ledger';
import type { PlatformEventType, walletResource } from './paymongo-platform';
import type { PaymentResource, SessionResource } from './paymongo-resources';
import type { Forgery, SentEvent } from './paymongo-webhooks';
import type { Service } from './types';

/** The simulator's types: its options, its controls, what tests steer and read (paymongo.ts starts it). */
export type WebhookEventType = 'checkout_session.payment.paid' | 'payment.failed' | PlatformEventType;

export interface ForgeOptions extends Forgery {
  /** Fields laid over the forged event's data (over `attributes` for a payment): a well-signed lie. */
  patch?: Record<string, unknown>;
}

export type WalletView = ReturnType<typeof walletResource>;

export interface PaymongoSimulatorOptions {
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed: the local gateway's `/paymongo/webhook`. */
  webhookUrl: string;
  /** The origin the browser reaches the simulator at (checkout_url). @default http://127.0.0.1:<port> */
  publicUrl?: string;
  /** Keeps sessions and events in `<dataDir>/paymongo.json` across restarts. @default memory only */
  dataDir?: string;
  /** @default 'Crafti' */
  merchantName?: string;
  /** @default [500, 1000, 2000, 4000, 8000] ms (6 tries in all) */
  retryDelaysMs?: readonly number[];
  /** How long a transfer or a refund stays pending before it settles. @default 300 ms */
  settleDelayMs?: number;
  /**
   * Live or test mode: every resource's `livemode` and every event's `data.attributes.livemode`,
   * and which slot of `Paymongo-Signature` is signed (`li` or `te`). @default true iff the secret key starts with `sk_live_`
   */
  livemode?: boolean;
  /** How long a paid payment's money stays pending before it is available in the wallets. @default 0 (at once) */
  clearingMs?: number;
  /** How long the answer to an Idempotency-Key is kept. @default 24 h */
  idempotencyTtlMs?: number;
}

export interface CardInput {
  number: string;
  /** @default a date next year */
  expiry?: string;
  cvc?: string;
  name?: string;
}

export interface PayOptions {
  /** What the buyer does on the 3-D Secure (or e-wallet) page. @default 'complete' */
  authenticate?: 'complete' | 'fail';
}

export interface PayResult {
  status: 'paid' | 'failed';
  paymentId: string;
  eventId: string;
  failedCode?: string;
}

export type EventSummary = Omit<SentEvent, 'body'> & { payload: unknown };

export interface PaymongoSimulator extends Service {
  url: string;
  stop(): Promise<void>;
  sessions(): SessionResource[];
  session(sessionId: string): SessionResource | undefined;
  events(): EventSummary[];
  /** Pays as the hosted page would, without a browser: a card number (or details), or an e-wallet. */
  pay(
    sessionId: string,
    card: string | CardInput | { method: 'gcash' | 'paymaya' },
    opts?: PayOptions,
  ): Promise<PayResult>;
  expire(sessionId: string): SessionResource;
  /** Sends a stored event again; with `livemode`, its body's `data.attributes.livemode` set so and signed in that slot. */
  replay(eventId: string, opts?: { livemode?: boolean }): Promise<EventSummary>;
  setDelay(ms: number): void;
  hold(): void;
  release(order?: 'reverse'): Promise<void>;
  /** One made-up delivery; `id` is a session's, a child's, a transfer's or a payment's, as the type says. */
  forge(type: WebhookEventType, id: string, opts?: ForgeOptions): Promise<EventSummary>;
  /** Resolves once nothing waits to settle and no delivery is under way or waiting to be retried (held ones excepted). */
  idle(): Promise<void>;

  /** The parent account: this simulator's merchant. */
  parent(): { id: string; wallet: WalletView };
  accounts(): ChildResource[];
  account(accountId: string): ChildResource | undefined;
  /** Every wallet with its balance and its owner's org id. */
  wallets(): (WalletView & { owner: string })[];
  payments(): PaymentResource[];
  payment(paymentId: string): PaymentResource;
  transfers(): Transfer[];
  refunds(): RefundResource[];
  /** under_review → activated: creates the child's wallet and sends merchant.activated. */
  approve(accountId: string): AccountReview;
  /** under_review → declined, merchant.declined with the reason. */
  decline(accountId: string, reason: string): AccountReview;
  /** under_review → action_required, merchant.action_required with the reason and what is due. */
  requestInformation(accountId: string, reason: string, requirements: string[]): AccountReview;
  /** The next n transfers to settle fail (transfer.failed, balances unchanged). */
  failNextTransfers(n: number): void;
  /** The next n refunds to settle fail with `code` (payment.refund.updated). @default code 'refund_failed' */
  failNextRefunds(n: number, code?: string): void;
  /** The next n valid POST /v1/refunds answer 400 refund_not_allowed. */
  refuseRefunds(n: number): void;
  /** Keeps transfers and refunds pending until releaseMoney. */
  holdMoney(): void;
  releaseMoney(): void;
  /** New payments' money stays pending in the wallets (available_at null) until clearAll. */
  holdClearing(): void;
  /** Everything pending in the wallets clears now (available), and clearing is no longer held. */
  clearAll(): void;
  /** The next `count` creation requests (sessions, batch transfers, refunds, child accounts) take `ms` longer: a race for Idempotency-Key tests. @default count 1 */
  slowCreations(ms: number, count?: number): void;
}

export interface AccountReview {
  account: ChildResource;
  eventId: string;
}
