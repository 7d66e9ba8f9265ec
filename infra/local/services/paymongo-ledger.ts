import { type ChildAccount, PAYMONGO_BIC, type Wallet } from './paymongo-accounts';
import { proportional, splitParties, type CreditedSplit } from './paymongo-money';
import { now, type PaymentResource, resourceId, type SessionResource, SimError } from './paymongo-resources';

/**
 * The simulator's money (paymongo.ts): wallets and their balances, the payments taken, the
 * transfers from the parent's wallet to its children's (v2 batch transfers) and the refunds (v1),
 * each settled a little later, as PayMongo does, with its signed event. Balances move when a
 * payment is paid, when a transfer succeeds and when a refund succeeds.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Transfer {
  id: string;
  livemode: false;
  merchant_id: string;
  source_account: { number: string; name: string; bic: string; bank_name: string };
  destination_account: { number: string; name: string; bic: string; bank_name: string };
  amount: number;
  fee: 0;
  currency: 'PHP';
  provider: 'paymongo';
  reference_number: string;
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
  /** Each payment with the session it paid, so its events can name it. */
  payments: Record<string, { payment: PaymentResource; sessionId: string }>;
  transfers: Record<string, Transfer>;
  refunds: Record<string, RefundResource>;
  /** What tests asked for: transfers and refunds to fail when they settle, refund requests to refuse. */
  steer: { failTransfers: number; failRefunds: string[]; refuseRefunds: number };
}

export type Send = (type: string, refs: { sessionId?: string; resourceId: string }, data: unknown) => unknown;

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'others'] as const;

const invalid = (attribute: string, detail: string) => new SimError(400, 'parameter_invalid', detail, attribute);
const isStringMap = (m: unknown) => m == null || (typeof m === 'object' && Object.values(m).every((v) => typeof v === 'string'));

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

export function createLedger(data: PlatformData, ctx: { save: () => void; send: Send; clock: MoneyClock }) {
  const { save, send, clock } = ctx;
  const parentWallet = () => data.wallets[data.parent.wallet_id]!;
  const walletOf = (owner: string) => Object.values(data.wallets).find((w) => w.owner === owner);
  const credit = (owner: string, amount: number) => {
    const wallet = walletOf(owner);
    if (wallet) wallet.balance += amount;
  };

  const paymentOrThrow = (id: string) => {
    const stored = data.payments[id];
    if (!stored) throw new SimError(404, 'resource_not_found', `No such payment: ${id}`);
    return stored;
  };
  const refundsOf = (paymentId: string) => Object.values(data.refunds).filter((r) => r.attributes.payment_id === paymentId);
  /** The payment as GET /v1/payments/{id} answers it: with its refunds. */
  const paymentView = (payment: PaymentResource): PaymentResource => structuredClone({ ...payment, attributes: { ...payment.attributes, refunds: refundsOf(payment.id) } });

  /** Keeps a payment (paid or failed); a paid one credits its split parties, or the parent with the whole net. */
  function recordPayment(session: SessionResource, payment: PaymentResource) {
    data.payments[payment.id] = { payment: structuredClone(payment), sessionId: session.id };
    if (payment.attributes.status !== 'paid') return;
    const split = payment.attributes.split_payment as CreditedSplit | null;
    if (!split) credit(data.parent.id, payment.attributes.net_amount);
    else for (const party of splitParties(split, data.parent.id)) credit(party.merchant_id, party.amount);
  }

  function batchTransfer(attributes: Json): { id: string; transfers: Transfer[] } {
    const items = attributes?.transfers;
    if (!Array.isArray(items) || items.length === 0) throw new SimError(400, 'parameter_required', 'transfers is required and must not be empty.', 'transfers');
    const batchId = resourceId('batch_tr');
    const t = now();
    const made: Transfer[] = [];
    const fresh: Transfer[] = [];
    items.forEach((item: Json, i: number) => {
      const at = `transfers[${i}]`;
      if (typeof item?.reference_number !== 'string' || !item.reference_number.trim()) throw invalid(`${at}.reference_number`, `${at}.reference_number is required.`);
      // DOCS-SILENT: our idempotency. The same reference_number answers the transfer made before.
      const before = Object.values(data.transfers).find((x) => x.reference_number === item.reference_number) ?? fresh.find((x) => x.reference_number === item.reference_number);
      if (before) return void made.push(before);
      const source = parentWallet();
      if (item.source_account?.number !== source.account_number) throw invalid(`${at}.source_account.number`, `${at}.source_account must be one of your wallets.`);
      const destination = Object.values(data.wallets).find((w) => w.account_number === item.destination_account?.number && w.owner !== data.parent.id);
      if (!destination || data.children[destination.owner]?.activation_status !== 'activated')
        throw invalid(`${at}.destination_account.number`, `${at}.destination_account must be the wallet of an activated child account.`);
      for (const side of ['source_account', 'destination_account'])
        if (item[side].bic != null && item[side].bic !== PAYMONGO_BIC) throw invalid(`${at}.${side}.bic`, `${at}.${side}.bic must be ${PAYMONGO_BIC} (wallet to wallet).`);
      if (!Number.isInteger(item.amount) || item.amount < 1) throw invalid(`${at}.amount`, `${at}.amount must be a positive integer (centavos).`);
      if (item.currency !== 'PHP') throw invalid(`${at}.currency`, `${at}.currency must be PHP.`);
      if ((item.provider ?? 'paymongo') !== 'paymongo') throw invalid(`${at}.provider`, `${at}.provider must be paymongo: this simulator moves money between PayMongo wallets only.`);
      for (const key of ['purpose', 'description']) if (item[key] != null && typeof item[key] !== 'string') throw invalid(`${at}.${key}`, `${at}.${key} must be a string.`);
      if (!isStringMap(item.metadata)) throw invalid(`${at}.metadata`, `${at}.metadata values must be strings.`);
      fresh.push({
        id: resourceId('tr'),
        livemode: false,
        merchant_id: data.parent.id,
        source_account: { number: source.account_number, name: source.account_name, bic: PAYMONGO_BIC, bank_name: '' },
        destination_account: { number: destination.account_number, name: destination.account_name, bic: PAYMONGO_BIC, bank_name: '' },
        amount: item.amount,
        fee: 0,
        currency: 'PHP',
        provider: 'paymongo',
        reference_number: item.reference_number,
        purpose: item.purpose ?? null,
        description: item.description ?? null,
        metadata: item.metadata ?? null,
        status: 'pending',
        batch_transfer_id: batchId,
        created_at: t,
        updated_at: t,
      });
      made.push(fresh.at(-1)!);
    });
    // What is already on its way out is not available again.
    const reserved = Object.values(data.transfers).filter((x) => x.status === 'pending').reduce((sum, x) => sum + x.amount, 0);
    const wanted = fresh.reduce((sum, x) => sum + x.amount, 0);
    if (wanted > parentWallet().balance - reserved)
      throw new SimError(400, 'insufficient_balance', `The wallet's available balance (${parentWallet().balance - reserved} centavos) is less than the transfers' ${wanted} centavos.`, 'transfers');
    for (const x of fresh) {
      data.transfers[x.id] = x;
      clock.schedule(() => settleTransfer(x.id));
    }
    save();
    return { id: batchId, transfers: structuredClone(made) };
  }

  function settleTransfer(id: string) {
    const x = data.transfers[id];
    if (!x || x.status !== 'pending') return;
    x.updated_at = now();
    if (data.steer.failTransfers > 0) {
      data.steer.failTransfers -= 1;
      Object.assign(x, { status: 'failed', provider_error: 'The simulator was told to fail this transfer.', provider_error_code: 'simulated_failure' });
    } else {
      x.status = 'succeeded';
      const from = Object.values(data.wallets).find((w) => w.account_number === x.source_account.number)!;
      const to = Object.values(data.wallets).find((w) => w.account_number === x.destination_account.number)!;
      from.balance -= x.amount;
      to.balance += x.amount;
    }
    send(`transfer.${x.status}`, { resourceId: x.id }, structuredClone(x));
    save();
  }

  function createRefund(a: Json): RefundResource {
    if (!a || typeof a !== 'object') throw new SimError(400, 'parameter_required', 'data.attributes is required.', 'data.attributes');
    if (typeof a.payment_id !== 'string' || !a.payment_id) throw new SimError(400, 'parameter_required', 'payment_id is required.', 'payment_id');
    if (!Number.isInteger(a.amount) || a.amount < 100) throw invalid('amount', 'amount must be an integer of at least 100 (centavos).');
    if (!REFUND_REASONS.includes(a.reason)) throw invalid('reason', `reason must be one of ${REFUND_REASONS.join(', ')}.`);
    if (a.notes != null && (typeof a.notes !== 'string' || a.notes.length > 255)) throw invalid('notes', 'notes must be a string of at most 255 characters.');
    if (!isStringMap(a.metadata)) throw invalid('metadata', 'metadata values must be strings.');
    const { payment } = paymentOrThrow(a.payment_id);
    if (payment.attributes.status !== 'paid') throw new SimError(400, 'resource_failed_state', `The payment ${payment.id} is ${payment.attributes.status} and cannot be refunded.`);
    const refunded = refundsOf(payment.id).filter((r) => r.attributes.status !== 'failed').reduce((sum, r) => sum + r.attributes.amount, 0);
    const left = payment.attributes.amount - refunded;
    if (a.amount > left) throw invalid('amount', `amount ${a.amount} exceeds what is left to refund of the payment (${left} centavos).`);
    if (data.steer.refuseRefunds > 0) {
      data.steer.refuseRefunds -= 1;
      save();
      throw new SimError(400, 'refund_not_allowed', 'A refund is not allowed for this payment at this time.');
    }
    // Proportional split refund (the docs' default): each party gives back in proportion to what it got.
    const split = payment.attributes.split_payment as CreditedSplit | null;
    const parties = split ? splitParties(split, data.parent.id) : [{ merchant_id: data.parent.id, amount: payment.attributes.net_amount as number }];
    const shares = proportional(a.amount, parties.map((p) => p.amount));
    const t = now();
    const refund: RefundResource = {
      id: resourceId('ref'),
      type: 'refund',
      attributes: {
        amount: a.amount,
        balance_transaction_id: null,
        currency: 'PHP',
        livemode: false,
        metadata: a.metadata ?? null,
        notes: a.notes ?? null,
        payment_id: payment.id,
        payout_id: null,
        reason: a.reason,
        status: 'pending',
        // DOCS-SILENT field: what each party gives back, from its wallet, once the refund succeeds.
        split_deductions: parties.map((p, i) => ({ merchant_id: p.merchant_id, amount: shares[i]! })),
        available_at: null,
        refunded_at: null,
        created_at: t,
        updated_at: t,
      },
    };
    data.refunds[refund.id] = refund;
    clock.schedule(() => settleRefund(refund.id));
    save();
    return structuredClone(refund);
  }

  function settleRefund(id: string) {
    const refund = data.refunds[id];
    if (!refund || refund.attributes.status !== 'pending') return;
    const r = refund.attributes;
    const stored = data.payments[r.payment_id]!;
    r.updated_at = now();
    const code = data.steer.failRefunds.shift();
    if (code !== undefined) Object.assign(r, { status: 'failed', failed_code: code, failed_message: 'The simulator was told to fail this refund.' });
    else {
      Object.assign(r, { status: 'succeeded', refunded_at: r.updated_at });
      for (const d of r.split_deductions as { merchant_id: string; amount: number }[]) credit(d.merchant_id, -d.amount);
    }
    const refunded = refundsOf(r.payment_id).filter((x) => x.attributes.status === 'succeeded').reduce((sum, x) => sum + x.attributes.amount, 0);
    const type = r.status === 'succeeded' && refunded === stored.payment.attributes.amount ? 'payment.refunded' : 'payment.refund.updated';
    send(type, { sessionId: stored.sessionId, resourceId: r.payment_id }, paymentView(stored.payment));
    save();
  }

  /** After a restart: what was pending settles again. */
  function resume() {
    for (const x of Object.values(data.transfers)) if (x.status === 'pending') clock.schedule(() => settleTransfer(x.id));
    for (const r of Object.values(data.refunds)) if (r.attributes.status === 'pending') clock.schedule(() => settleRefund(r.id));
  }

  return { walletOf, paymentOrThrow, paymentView, refundsOf, recordPayment, batchTransfer, createRefund, resume };
}
