import { platforms, type Refund, type Transfer } from '../payments/platforms';
import { PaymentProviderError } from '../payments/provider';
import * as Payouts from '../payouts/accounts';
import { type MoneyProvider, type MoneyTask, type Movement, MovementRefused, NotYet } from './movements';

/**
 * PayMongo as the movement runner needs it (movements.ts's MoneyProvider): transfers wallet to
 * wallet (v2 batch transfers) and refunds (v1), each created with the round's Idempotency-Key and
 * found again by the round's reference (a transfer's reference_number, a refund's metadata).
 */

/** When an artist's payouts are not active, their transfer waits this long before it looks again (activation also wakes it). */
export const WAIT_FOR_PAYOUTS_MS = 60 * 60_000;

/** How long after a refusal a movement is asked again, by PayMongo's code. */
export function retryAfterRefusal(code: string | null): number {
  switch (code) {
    // Another refund of the same payment is still being processed: it settles within minutes.
    case 'resource_processing_state':
    case 'resource_pending_state':
      return 60_000;
    // The wallet's available balance is short (payments still clearing): they clear within days.
    case 'available_balance_insufficient':
      return 60 * 60_000;
    default:
      return 60 * 60_000;
  }
}

const fromTransfer = (t: Transfer): Movement => ({ id: t.id, status: t.status, amount: t.amount });
const fromRefund = (r: Refund): Movement => ({ id: r.id, status: r.status, amount: r.amount });

/** A 4xx that repeating will not change becomes a refusal; the rest (timeouts, 5xx, 409 in progress) is thrown as is, to retry the same round. */
function refusalOf(err: unknown): never {
  if (err instanceof PaymentProviderError && !err.retryable && err.status !== null) {
    const code = err.details[0]?.code ?? null;
    throw new MovementRefused(code ?? `http_${err.status}`, err.message, retryAfterRefusal(code));
  }
  throw err;
}

export const paymongoProvider: MoneyProvider = {
  async find(task, reference) {
    const client = await platforms();
    if (task.kind === 'transfer') {
      const found = (await client.listTransfers(reference)).find((t) => t.referenceNumber === reference);
      return found ? fromTransfer(found) : null;
    }
    if (!task.paymentId) return null;
    const found = (await client.listRefunds(task.paymentId)).find((r) => r.metadata.crafti_reference === reference);
    return found ? fromRefund(found) : null;
  },

  async create(task: MoneyTask, reference: string, idempotencyKey: string) {
    const client = await platforms();
    const metadata = { crafti_task: task.taskId, crafti_round: String(task.round), crafti_reference: reference };
    if (task.kind === 'transfer') {
      const wallet = task.artistId ? await Payouts.walletOf(task.artistId) : null;
      if (!wallet)
        throw new NotYet("The artist's payouts are not active yet: the transfer waits for them.", WAIT_FOR_PAYOUTS_MS);
      const source = await client.parentWallet();
      try {
        return fromTransfer(
          await client.createTransfer(
            {
              source: { number: source.number, name: source.name, bic: source.bic },
              destination: { number: wallet.number, name: wallet.name, bic: 'PAEYPHM2XXX' },
              amount: task.amountCentavos,
              referenceNumber: reference,
              description: task.description.slice(0, 140),
              metadata,
            },
            { idempotencyKey },
          ),
        );
      } catch (err) {
        return refusalOf(err);
      }
    }
    if (!task.paymentId)
      throw new MovementRefused('no_payment', 'No PayMongo payment is recorded to refund.', 60 * 60_000);
    try {
      return fromRefund(
        await client.createRefund(
          {
            paymentId: task.paymentId,
            amount: task.amountCentavos,
            reason: 'requested_by_customer',
            notes: task.description.slice(0, 255),
            metadata,
          },
          { idempotencyKey },
        ),
      );
    } catch (err) {
      return refusalOf(err);
    }
  },

  async get(task, providerId) {
    const client = await platforms();
    return task.kind === 'transfer'
      ? fromTransfer(await client.retrieveTransfer(providerId))
      : fromRefund(await client.retrieveRefund(providerId));
  },
};
