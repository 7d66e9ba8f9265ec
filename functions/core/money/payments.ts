import type { TransactionEntities } from '../db/service';
import { Metrics } from '../observability/metrics';
import { log } from '../observability/log';
import * as Paymongo from '../payments/paymongo';
import { notFoundAsNull } from '../payments/provider';
import { fundPostings, salePaymentPostings, type SaleShare, unwantedPaymentPostings } from './accounts';
import { bookOfProject, ledgerPieces } from './ledger';
import { movementPiece } from './task-pieces';

/**
 * Payments coming in: what PayMongo says a checkout session was paid with (read back from PayMongo,
 * never taken from an event's body), and the ledger pieces of recording it — a sale held for its
 * artists, a commission funding held in the project's escrow, or a payment Crafti cannot use,
 * held whole for its refund.
 */

/** A payment as PayMongo reports it on a paid checkout session. */
export interface PaidPayment {
  sessionId: string;
  /** The session's reference_number: Crafti's checkout or funding id. */
  reference: string;
  paymentId: string;
  /** Centavos paid, and PayMongo's processing fee of it. */
  amount: number;
  fee: number;
}

/**
 * The paid payment of a checkout session, as PayMongo says when asked: null when PayMongo has no
 * such session, or it is not paid (a forged or stale "paid" event), or it has no paid payment.
 */
export async function paidSession(sessionId: string): Promise<PaidPayment | null> {
  const session = await Paymongo.retrieveCheckoutSession(sessionId).catch(notFoundAsNull);
  if (!session || session.status !== 'paid' || !session.referenceNumber) return null;
  const paid = session.payments.filter((p) => p.status === 'paid');
  // A session is for one payment (PayMongo calls it one-time use); more would be PayMongo's error to look at.
  if (paid.length > 1)
    log.error('a checkout session with more than one paid payment', { sessionId, payments: paid.map((p) => p.id) });
  const [first] = paid;
  return first
    ? { sessionId, reference: session.referenceNumber, paymentId: first.id, amount: first.amount, fee: first.fee ?? 0 }
    : null;
}

/** The pieces of recording a sale's payment: the buyer paid the total, each share held for its artist, the 5% to Crafti less the processing fee. */
export function salePaymentPieces(
  tx: TransactionEntities,
  checkoutId: string,
  shares: readonly SaleShare[],
  paid: PaidPayment,
): object[] {
  return ledgerPieces(tx, [
    {
      book: checkoutId,
      entryId: 'payment',
      kind: 'payment',
      postings: salePaymentPostings(shares, paid.fee),
      providerId: paid.paymentId,
      providerAmount: paid.amount,
    },
  ]);
}

/** The pieces of recording a commission funding's payment, held in the project's escrow. */
export function fundingPaymentPieces(
  tx: TransactionEntities,
  projectId: string,
  fundingId: string,
  paid: PaidPayment,
): object[] {
  return ledgerPieces(tx, [
    {
      book: bookOfProject(projectId),
      entryId: `fund:${fundingId}`,
      kind: 'payment',
      postings: fundPostings(projectId, paid.amount, paid.fee),
      providerId: paid.paymentId,
      providerAmount: paid.amount,
    },
  ]);
}

/**
 * A payment Crafti cannot use (a checkout whose pieces sold out while it lapsed, a funding no
 * longer wanted): recorded and held whole, and its refund queued in the same transaction. Counted
 * and alarmed; the caller runs the task (`runNow`) after the commit.
 */
export function unwantedPaymentPieces(
  tx: TransactionEntities,
  subject: { kind: 'checkout' | 'funding'; id: string; book: string; why: string },
  paid: PaidPayment,
): { pieces: object[]; taskId: string } {
  log.error('a payment Crafti cannot use: refunded whole', {
    subject: `${subject.kind}:${subject.id}`,
    paymentId: paid.paymentId,
    why: subject.why,
  });
  Metrics.count('unwantedPayments', 1, { subject: `${subject.kind}:${subject.id}`, paymentId: paid.paymentId });
  const task = movementPiece(tx, {
    kind: 'refund',
    subjectKind: subject.kind,
    subjectId: subject.id,
    book: subject.book,
    amountCentavos: paid.amount,
    paymentId: paid.paymentId,
    description: subject.why,
  });
  return {
    taskId: task.taskId,
    pieces: [
      ...ledgerPieces(tx, [
        {
          book: subject.book,
          entryId: `payment:${paid.paymentId}`,
          kind: 'payment',
          postings: unwantedPaymentPostings(subject.book, paid.amount, paid.fee),
          providerId: paid.paymentId,
          providerAmount: paid.amount,
        },
      ]),
      task.piece,
    ],
  };
}
