import type { ChildAccount, Wallet } from './paymongo-accounts';
import { type PaymentResource, SimError } from './paymongo-resources';

/**
 * What the simulator's money keeps and shares (paymongo-ledger.ts, paymongo-refunds.ts,
 * paymongo-balances.ts): its stored shapes, the clock that settles later, and the checks of a
 * request's fields.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Transfer {
  id: string;
  livemode: boolean;
  merchant_id: string;
  source_account: { number: string; name: string; bic: string; bank_name: string };
  destination_account: { number: string; name: string; bic: string; bank_name: string };
  amount: number;
  fee: 0;
  currency: 'PHP';
  provider: 'paymongo';
  reference_number: string | null;
  purpose: string | null;
  description: string | null;
  metadata: Record<string, string> | null;
  status: 'pending' | 'succeeded' | 'failed';
  /** Why a transfer failed (the wallet transaction callback's field names). */
  provider_error?: string;
  provider_error_code?: string;
  batch_transfer_id: string;
  created_at: number;
  updated_at: number;
}

export interface RefundResource {
  id: string;
  type: 'refund';
  attributes: Json & { amount: number; payment_id: string; status: 'pending' | 'succeeded' | 'failed' };
}

/** Everything the platform keeps, as written to paymongo.json. */
export interface PlatformData {
  parent: { id: string; wallet_id: string };
  children: Record<string, ChildAccount>;
  wallets: Record<string, Wallet>;
  /** Each payment with the session it paid, so its events can name it, and (paid) its credits until they clear. */
  payments: Record<string, { payment: PaymentResource; sessionId: string; clearing?: Clearing }>;
  transfers: Record<string, Transfer>;
  refunds: Record<string, RefundResource>;
  /** What tests asked for: transfers and refunds to fail when they settle, refund requests to refuse, clearing held. */
  steer: { failTransfers: number; failRefunds: string[]; refuseRefunds: number; holdClearing?: boolean };
}

export type Send = (type: string, refs: { sessionId?: string; resourceId: string }, data: unknown) => unknown;

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'others'] as const;

export const invalid = (attribute: string, detail: string) => new SimError(400, 'parameter_invalid', detail, attribute);
export const isStringMap = (m: unknown) =>
  m == null || (typeof m === 'object' && Object.values(m).every((v) => typeof v === 'string'));

/** Settles later (after `delayMs`), or when released if held; `idle` waits for what is scheduled. */
export class MoneyClock {
  private readonly timers = new Set<NodeJS.Timeout>();
  private held: (() => void)[] = [];
  private holding = false;
  private stopped = false;
  constructor(private readonly delayMs: number) {}

  schedule(fn: () => void): void {
    if (this.holding) return void this.held.push(fn);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) fn();
    }, this.delayMs);
    timer.unref();
    this.timers.add(timer);
  }
  hold(): void {
    this.holding = true;
  }
  release(): void {
    this.holding = false;
    for (const fn of this.held.splice(0)) fn();
  }
  async idle(): Promise<void> {
    while (this.timers.size > 0) await new Promise((r) => setTimeout(r, 10));
  }
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export interface Clearing {
  /** What each party (an org id) was credited and has not been deducted again before clearing. */
  credits: { owner: string; amount: number }[];
  /** When it clears (ms since the epoch); null while clearing is held. */
  at: number | null;
  cleared: boolean;
}
