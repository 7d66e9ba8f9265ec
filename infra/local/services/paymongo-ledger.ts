import { PAYMONGO_BIC } from './paymongo-accounts';
import type { Balances } from './paymongo-balances';
import { splitParties, type CreditedSplit } from './paymongo-money';
import { createRefunds } from './paymongo-refunds';
import {
  invalid,
  isStringMap,
  type Json,
  type MoneyClock,
  type PlatformData,
  type Send,
  type Transfer,
} from './paymongo-ledger-data';
import { now, type PaymentResource, resourceId, type SessionResource, SimError } from './paymongo-resources';

export { MoneyClock, type PlatformData, type RefundResource, type Send, type Transfer } from './paymongo-ledger-data';

/**
 * The simulator's money (paymongo.ts): the payments taken, the transfers from the parent's wallet
 * to its children's (v2 batch transfers) and the refunds (v1, paymongo-refunds.ts), each settled a
 * little later, as PayMongo does, with its signed event. Balances (paymongo-balances.ts) move when
 * a payment is paid (to pending, then available once it clears), when a transfer succeeds and
 * when a refund succeeds.
 */

export interface LedgerContext {
  save: () => void;
  send: Send;
  clock: MoneyClock;
  balances: Balances;
  livemode: boolean;
}

/** The most transfers one batch may hold (the money-movement key concepts and disbursements pages). */
export const MAX_BATCH = 1_000;

export function createLedger(data: PlatformData, ctx: LedgerContext) {
  const { save, send, clock, balances } = ctx;
  const parentWallet = () => data.wallets[data.parent.wallet_id]!;

  const paymentOrThrow = (id: string) => {
    const stored = data.payments[id];
    if (!stored) throw new SimError(404, 'resource_not_found', `No such payment: ${id}`);
    return stored;
  };
  const refundsOf = (paymentId: string) =>
    Object.values(data.refunds).filter((r) => r.attributes.payment_id === paymentId);
  /** The payment as GET /v1/payments/{id} answers it: with its refunds. */
  const paymentView = (payment: PaymentResource): PaymentResource =>
    structuredClone({ ...payment, attributes: { ...payment.attributes, refunds: refundsOf(payment.id) } });

  /**
   * Keeps a payment (paid or failed); a paid one credits its split parties, or the parent with the
   * whole net, to their pending balances until it clears (setting `available_at` on `payment`).
   */
  function recordPayment(session: SessionResource, payment: PaymentResource) {
    data.payments[payment.id] = { payment: structuredClone(payment), sessionId: session.id };
    if (payment.attributes.status !== 'paid') return;
    const split = payment.attributes.split_payment as CreditedSplit | null;
    const parties = split
      ? splitParties(split, data.parent.id)
      : [{ merchant_id: data.parent.id, amount: payment.attributes.net_amount as number }];
    balances.receive(
      payment,
      parties.map((p) => ({ owner: p.merchant_id, amount: p.amount })),
    );
  }

  function batchTransfer(attributes: Json): { id: string; transfers: Transfer[] } {
    const items = attributes?.transfers;
    if (!Array.isArray(items) || items.length === 0)
      throw new SimError(400, 'parameter_required', 'transfers is required and must not be empty.', 'transfers');
    if (items.length > MAX_BATCH)
      throw new SimError(400, 'parameter_above_maximum', `A batch holds at most ${MAX_BATCH} transfers.`, 'transfers');
    const batchId = resourceId('batch_tr');
    const t = now();
    const fresh: Transfer[] = [];
    items.forEach((item: Json, i: number) => {
      const at = `transfers[${i}]`;
      // No deduplication on reference_number: the docs only say PayMongo stores it and returns it on
      // reads (DOCS-SILENT on uniqueness). Two requests with one reference make two transfers; the
      // Idempotency-Key header (paymongo-idempotency.ts) is what makes a retry safe.
      if (item?.reference_number != null && typeof item.reference_number !== 'string')
        throw invalid(`${at}.reference_number`, `${at}.reference_number must be a string.`);
      const source = parentWallet();
      if (item?.source_account?.number !== source.account_number)
        throw invalid(`${at}.source_account.number`, `${at}.source_account must be one of your wallets.`);
      const destination = Object.values(data.wallets).find(
        (w) => w.account_number === item.destination_account?.number && w.owner !== data.parent.id,
      );
      if (!destination || data.children[destination.owner]?.activation_status !== 'activated')
        throw invalid(
          `${at}.destination_account.number`,
          `${at}.destination_account must be the wallet of an activated child account.`,
        );
      for (const side of ['source_account', 'destination_account'])
        if (item[side].bic != null && item[side].bic !== PAYMONGO_BIC)
          throw invalid(`${at}.${side}.bic`, `${at}.${side}.bic must be ${PAYMONGO_BIC} (wallet to wallet).`);
      if (!Number.isInteger(item.amount) || item.amount < 1)
        throw invalid(`${at}.amount`, `${at}.amount must be a positive integer (centavos).`);
      if (item.currency !== 'PHP') throw invalid(`${at}.currency`, `${at}.currency must be PHP.`);
      if ((item.provider ?? 'paymongo') !== 'paymongo')
        throw invalid(
          `${at}.provider`,
          `${at}.provider must be paymongo: this simulator moves money between PayMongo wallets only.`,
        );
      for (const key of ['purpose', 'description'])
        if (item[key] != null && typeof item[key] !== 'string')
          throw invalid(`${at}.${key}`, `${at}.${key} must be a string.`);
      if (!isStringMap(item.metadata)) throw invalid(`${at}.metadata`, `${at}.metadata values must be strings.`);
      fresh.push({
        id: resourceId('tr'),
        livemode: ctx.livemode,
        merchant_id: data.parent.id,
        source_account: { number: source.account_number, name: source.account_name, bic: PAYMONGO_BIC, bank_name: '' },
        destination_account: {
          number: destination.account_number,
          name: destination.account_name,
          bic: PAYMONGO_BIC,
          bank_name: '',
        },
        amount: item.amount,
        fee: 0,
        currency: 'PHP',
        provider: 'paymongo',
        reference_number: item.reference_number ?? null,
        purpose: item.purpose ?? null,
        description: item.description ?? null,
        metadata: item.metadata ?? null,
        status: 'pending',
        batch_transfer_id: batchId,
        created_at: t,
        updated_at: t,
      });
    });
    // DOCS-SILENT: the money-movement pages name no insufficient-balance behaviour for transfers;
    // the simulator refuses the whole batch at once with the code PayMongo's refund errors use,
    // counting only the AVAILABLE balance less what pending transfers already hold.
    const free = balances.transferable(parentWallet());
    const wanted = fresh.reduce((sum, x) => sum + x.amount, 0);
    if (wanted > free)
      throw new SimError(
        400,
        'available_balance_insufficient',
        `The wallet's available balance (${free} centavos) is less than the transfers' ${wanted} centavos.`,
        'transfers',
      );
    for (const x of fresh) {
      data.transfers[x.id] = x;
      clock.schedule(() => settleTransfer(x.id));
    }
    save();
    return { id: batchId, transfers: structuredClone(fresh) };
  }

  /** Settles a pending transfer: succeeded (the money moves) or failed (nothing moves), with its event. */
  function settleTransfer(id: string) {
    const x = data.transfers[id];
    if (!x || x.status !== 'pending') return;
    x.updated_at = now();
    const from = balances.walletByNumber(x.source_account.number);
    const to = balances.walletByNumber(x.destination_account.number);
    if (data.steer.failTransfers > 0) {
      data.steer.failTransfers -= 1;
      Object.assign(x, {
        status: 'failed',
        provider_error: 'The simulator was told to fail this transfer.',
        provider_error_code: 'simulated_failure',
      });
    } else if (!from || !to || from.balance.available < x.amount) {
      // DOCS-SILENT: only reachable when a refund took money the transfer had reserved.
      Object.assign(x, {
        status: 'failed',
        provider_error: 'The available balance no longer covers this transfer.',
        provider_error_code: 'available_balance_insufficient',
      });
    } else {
      x.status = 'succeeded';
      balances.move(from, to, x.amount);
    }
    send(`transfer.${x.status}`, { resourceId: x.id }, structuredClone(x));
    save();
  }

  const refunds = createRefunds(data, { ...ctx, paymentOrThrow, refundsOf, paymentView });

  /** After a restart: what was pending settles again, and what was clearing clears when due. */
  function resume() {
    for (const x of Object.values(data.transfers))
      if (x.status === 'pending') clock.schedule(() => settleTransfer(x.id));
    refunds.resume();
    balances.resume();
  }

  return {
    paymentOrThrow,
    paymentView,
    refundsOf,
    recordPayment,
    batchTransfer,
    createRefund: refunds.createRefund,
    resume,
  };
}
