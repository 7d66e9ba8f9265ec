import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import type { MoneyState } from '@shared/messages/payouts';
import { feesOf, moneyAtPayment, type MoneyEvent, nextMoney, type OrderMoney, paymentPostings, type Posting } from './ledger';
import type { CheckoutItem, OrderItem } from './records';

/**
 * The money pieces of the checkout's writes: the ledger entries, the shares Crafti holds, and the
 * artists' earnings totals, each a piece of the transaction that changes the state they record.
 */

/** YYYY-MM of an instant in Manila (UTC+8, no daylight saving): the month an earnings total counts in. */
export const manilaMonth = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 7);

/** An order as the ledger sees it (orders made before payouts: every share held, no fee part). */
export function moneyOf(o: OrderItem): OrderMoney {
  return { orderId: o.orderId, artistId: o.artistId, amountCentavos: o.amountCentavos, feeCentavos: o.feeCentavos ?? 0, payout: o.payout ?? 'held' };
}

export function ledgerPiece(tx: TransactionEntities, entry: { checkoutId: string; entryId: string; kind: 'payment' | 'transfer' | 'refund' | 'internal'; postings: Posting[]; providerId: string; providerAmount: number }) {
  // create: refused when the same entry (same id) was written already, so nothing is recorded twice.
  return tx.ledgerEntry.create(entry).commit();
}

/** An artist's earnings totals (the sale's month and all time) moved by `by` centavos. */
export function earningsPieces(tx: TransactionEntities, artistId: string, saleAt: string, by: number) {
  return [Counters.add(tx, Counters.names.earnings(artistId, manilaMonth(saleAt)), by), Counters.add(tx, Counters.names.earnings(artistId, 'all'), by)];
}

/** A share Crafti starts holding (paid while the artist's payouts were not active). */
export function holdShare(tx: TransactionEntities, o: OrderItem) {
  return [
    tx.heldShare.create({ artistId: o.artistId, orderId: o.orderId, checkoutId: o.checkoutId, amountCentavos: o.amountCentavos }).commit(),
    Counters.add(tx, Counters.names.heldEarnings(o.artistId), o.amountCentavos),
  ];
}

/** A held share that leaves the hold (transferred, or refunded). */
export function releaseShare(tx: TransactionEntities, o: Pick<OrderItem, 'artistId' | 'orderId' | 'amountCentavos'>) {
  return [
    tx.heldShare
      .delete({ artistId: o.artistId, orderId: o.orderId })
      .where((attr, op) => op.exists(attr.orderId))
      .commit(),
    Counters.add(tx, Counters.names.heldEarnings(o.artistId), -o.amountCentavos),
  ];
}

/**
 * An order's money moved by `event`, by ledger.ts's rule (the one the property test drives), and
 * only while it is still where it was read (the piece fails if it moved meanwhile). `transferId`
 * is set with a transfer's outcome and dropped when it failed.
 */
export function movePiece(tx: TransactionEntities, order: OrderItem, event: MoneyEvent, fields: { transferId?: string; refundId?: string } = {}) {
  const from = order.money as MoneyState;
  const to = nextMoney(from, event);
  if (!to) throw new Error(`order ${order.orderId}: ${event} does not apply to money ${from}`);
  const patch = tx.order.patch({ orderId: order.orderId }).set({ money: to, ...fields });
  return (event === 'transfer_failed' ? patch.remove(['transferId']) : patch).where((attr, op) => op.eq(attr.money, from)).commit();
}

/** Each order's money once paid: its first state; the artist bears no processing fee (Crafti pays it). */
export const paidMoney = (o: OrderItem) => ({ money: moneyAtPayment(o.payout ?? 'held'), processingCentavos: 0 });

/**
 * The money of a payment, besides the orders' own fields: the payment's ledger entry (the buyer
 * paid the total: each share to its artist or held, the fee to Crafti less PayMongo's fee), the
 * held shares, and each artist's earnings.
 */
export function paymentPieces(tx: TransactionEntities, checkout: CheckoutItem, orders: OrderItem[], payment: { paymentId: string; processingFee: number }) {
  // Orders made before fees were kept per order get their parts now, from the checkout's fee.
  const fees = feesOf(
    orders.map((o) => o.amountCentavos),
    checkout.feeCentavos,
  );
  const money = orders.map((o, i) => ({ ...moneyOf(o), feeCentavos: o.feeCentavos ?? fees[i]! }));
  return [
    ledgerPiece(tx, {
      checkoutId: checkout.checkoutId,
      entryId: 'payment',
      kind: 'payment',
      postings: paymentPostings(money, payment.processingFee),
      providerId: payment.paymentId,
      providerAmount: checkout.totalCentavos,
    }),
    ...orders.flatMap((o) => [...((o.payout ?? 'held') === 'held' ? holdShare(tx, o) : []), ...earningsPieces(tx, o.artistId, o.createdAt, o.amountCentavos)]),
  ];
}

/** A checkout's ledger entries. */
export async function entriesOf(checkoutId: string) {
  const { data } = await db().entities.ledgerEntry.query.byCheckout({ checkoutId }).go({ pages: 'all' });
  return data;
}
