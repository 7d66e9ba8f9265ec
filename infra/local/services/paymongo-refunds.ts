import type { Balances } from './paymongo-balances';
import {
  invalid,
  isStringMap,
  type MoneyClock,
  type PlatformData,
  REFUND_REASONS,
  type RefundResource,
  type Send,
} from './paymongo-ledger-data';
import { proportional, splitParties, type CreditedSplit } from './paymongo-money';
import { now, type PaymentResource, resourceId, SimError } from './paymongo-resources';

/**
 * Refunds (v1) in the simulator, as PayMongo's refund resource and refund-errors pages document
 * them: at least 100 centavos (`parameter_below_minimum`), at most what is left of the payment
 * (`parameter_above_maximum`), one at a time per payment (`resource_processing_state`), and only
 * when the parties' wallets can carry it (`available_balance_insufficient`). A split payment's
 * refund is carried by its parties in proportion to what each got ("Refunding a split payment");
 * a payment that did not split is carried by the parent alone.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const REFUND_MINIMUM = 100;

export interface RefundsContext {
  save: () => void;
  send: Send;
  clock: MoneyClock;
  balances: Balances;
  livemode: boolean;
  paymentOrThrow: (id: string) => { payment: PaymentResource; sessionId: string };
  refundsOf: (paymentId: string) => RefundResource[];
  paymentView: (payment: PaymentResource) => PaymentResource;
}

const inFlight = (r: RefundResource) => r.attributes.status === 'pending' || r.attributes.status === 'processing';

export function createRefunds(data: PlatformData, ctx: RefundsContext) {
  const { save, send, clock, balances, paymentOrThrow, refundsOf, paymentView } = ctx;

  function createRefund(a: Json): RefundResource {
    if (!a || typeof a !== 'object')
      throw new SimError(400, 'parameter_required', 'data.attributes is required.', 'data.attributes');
    if (typeof a.payment_id !== 'string' || !a.payment_id)
      throw new SimError(400, 'parameter_required', 'payment_id is required.', 'payment_id');
    if (!Number.isInteger(a.amount)) throw invalid('amount', 'amount must be an integer (centavos).');
    if (a.amount < REFUND_MINIMUM)
      throw new SimError(400, 'parameter_below_minimum', `amount cannot be less than ${REFUND_MINIMUM}.`, 'amount');
    if (!REFUND_REASONS.includes(a.reason))
      throw invalid('reason', `reason must be one of ${REFUND_REASONS.join(', ')}.`);
    if (a.notes != null && (typeof a.notes !== 'string' || a.notes.length > 255))
      throw invalid('notes', 'notes must be a string of at most 255 characters.');
    if (!isStringMap(a.metadata)) throw invalid('metadata', 'metadata values must be strings.');
    const { payment } = paymentOrThrow(a.payment_id);
    // DOCS-CONFLICT: the refunding guide says only live transactions can be refunded; the simulator
    // refunds test-mode payments too, or a test stack could exercise no refund at all.
    if (payment.attributes.status !== 'paid')
      throw new SimError(
        400,
        'resource_failed_state',
        `The payment ${payment.id} is ${payment.attributes.status} and cannot be refunded.`,
      );
    const earlier = refundsOf(payment.id);
    if (earlier.some(inFlight))
      throw new SimError(
        400,
        'resource_processing_state',
        `A previous refund of the payment ${payment.id} is still being processed.`,
      );
    const left =
      payment.attributes.amount -
      earlier.filter((r) => r.attributes.status !== 'failed').reduce((sum, r) => sum + r.attributes.amount, 0);
    if (a.amount > left)
      throw new SimError(
        400,
        'parameter_above_maximum',
        `amount ${a.amount} exceeds what is left to refund of the payment (${left} centavos).`,
        'amount',
      );
    if (data.steer.refuseRefunds > 0) {
      data.steer.refuseRefunds -= 1;
      save();
      throw new SimError(400, 'refund_not_allowed', 'A refund is not allowed for this payment at this time.');
    }
    // Proportional split refund (the docs' default): each party gives back in proportion to what it got.
    const split = payment.attributes.split_payment as CreditedSplit | null;
    const parties = split
      ? splitParties(split, data.parent.id)
      : [{ merchant_id: data.parent.id, amount: payment.attributes.net_amount as number }];
    const shares = proportional(
      a.amount,
      parties.map((p) => p.amount),
    );
    const deductions = parties
      .map((p, i) => ({ merchant_id: p.merchant_id, amount: shares[i]! }))
      .filter((d) => d.amount > 0);
    for (const d of deductions) {
      if (!balances.walletOf(d.merchant_id)) continue; // never credited (no wallet), so nothing to take back
      const can = balances.refundable(d.merchant_id);
      if (d.amount > can)
        throw new SimError(
          400,
          'available_balance_insufficient',
          `The refund amount is greater than the available payout amount of ${d.merchant_id} (${can} centavos for its ${d.amount}).`,
        );
    }
    const t = now();
    const refund: RefundResource = {
      id: resourceId('ref'),
      type: 'refund',
      attributes: {
        amount: a.amount,
        balance_transaction_id: null,
        currency: 'PHP',
        livemode: ctx.livemode,
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

  /** Settles a pending refund: succeeded (each party's deduction taken) or failed (nothing moves), with its event. */
  function settleRefund(id: string) {
    const refund = data.refunds[id];
    if (!refund || !inFlight(refund)) return;
    const r = refund.attributes;
    const stored = data.payments[r.payment_id]!;
    r.updated_at = now();
    const code = data.steer.failRefunds.shift();
    if (code !== undefined)
      Object.assign(r, {
        status: 'failed',
        failed_code: code,
        failed_message: 'The simulator was told to fail this refund.',
      });
    else {
      Object.assign(r, { status: 'succeeded', refunded_at: r.updated_at });
      for (const d of r.split_deductions as { merchant_id: string; amount: number }[])
        balances.deduct(d.merchant_id, d.amount, r.payment_id);
    }
    const refunded = refundsOf(r.payment_id)
      .filter((x) => x.attributes.status === 'succeeded')
      .reduce((sum, x) => sum + x.attributes.amount, 0);
    const type =
      r.status === 'succeeded' && refunded === stored.payment.attributes.amount
        ? 'payment.refunded'
        : 'payment.refund.updated';
    send(type, { sessionId: stored.sessionId, resourceId: r.payment_id }, paymentView(stored.payment));
    save();
  }

  return {
    createRefund,
    /** After a restart: what was pending settles again. */
    resume() {
      for (const r of Object.values(data.refunds)) if (inFlight(r)) clock.schedule(() => settleRefund(r.id));
    },
  };
}
