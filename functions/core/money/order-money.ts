import { orderMoneyMachine, type OrderMoneyState } from '@shared/money-machines';
import type { TransactionEntities } from '../db/service';
import { movementPiece } from './task-pieces';

/**
 * An order's money, as the engine sees it: the artist's **share** (the pieces at the prices paid
 * and the shipping the buyer paid) is held by Crafti; the buyer also paid the order's part of
 * Crafti's 5% (of the pieces only). When the order ends, one decision says how much of what the
 * buyer paid goes back (`refund`, at most share + fee): the refund comes out of the share first,
 * then out of the fee; the rest of the share is released to the artist.
 *
 *   complete   refund 0             → the whole share released (a transfer)
 *   cancel     refund share + fee   → all of it back to the buyer (a refund)
 *   split      anything between     → both movements, in either order
 */

export interface OrderMoney {
  orderId: string;
  checkoutId: string;
  artistId: string;
  amountCentavos: number;
  shippingCentavos?: number;
  feeCentavos?: number;
  money?: OrderMoneyState;
  description: string;
  /** Decided when the order ended (absent on orders that ended before splits: read from the state). */
  releasedCentavos?: number;
  refundedCentavos?: number;
}

/** The artist's share: the pieces and the shipping. */
export const shareOf = (o: Pick<OrderMoney, 'amountCentavos' | 'shippingCentavos'>) =>
  o.amountCentavos + (o.shippingCentavos ?? 0);
/** Everything the buyer paid for this order: the share and its part of Crafti's fee. */
export const paidFor = (o: Pick<OrderMoney, 'amountCentavos' | 'shippingCentavos' | 'feeCentavos'>) =>
  shareOf(o) + (o.feeCentavos ?? 0);

export interface OrderParts {
  /** To the artist's wallet. */
  release: number;
  /** Back to the buyer: from the held share, and from Crafti's fee. */
  refundHeld: number;
  refundFee: number;
}

/** How a refund of `refund` centavos splits the order's money (0 ≤ refund ≤ paidFor). */
export function partsOf(
  o: Pick<OrderMoney, 'amountCentavos' | 'shippingCentavos' | 'feeCentavos'>,
  refund: number,
): OrderParts {
  const share = shareOf(o);
  const fee = o.feeCentavos ?? 0;
  if (!Number.isSafeInteger(refund) || refund < 0 || refund > share + fee)
    throw new Error(`a refund of ${refund} centavos of an order of ${share} + ${fee}`);
  const refundHeld = Math.min(refund, share);
  return { release: share - refundHeld, refundHeld, refundFee: refund - refundHeld };
}

/** The parts an ended order decided (older orders: all released, or all refunded, by their state). */
export function decidedParts(o: OrderMoney): OrderParts {
  if (o.refundedCentavos !== undefined) return partsOf(o, o.refundedCentavos);
  const refunded = o.money === 'refund_pending' || o.money === 'refunded';
  return partsOf(o, refunded ? paidFor(o) : 0);
}

/** Whether the order still waits for its transfer or its refund (a task nobody wants is dropped). */
export function waitsFor(o: Pick<OrderMoney, 'money'>, kind: 'transfer' | 'refund'): boolean {
  return (
    o.money !== undefined &&
    orderMoneyMachine.can(o.money, kind === 'transfer' ? 'transfer_succeeded' : 'refund_succeeded')
  );
}

export interface OrderEnd {
  /** What to set on the order, in the caller's patch (a transaction touches the order once). */
  set: { money: OrderMoneyState; releasedCentavos: number; refundedCentavos: number };
  /** The state the patch must be conditioned on. */
  from: 'held';
  /** The movements' task pieces, and their ids to run after the commit. */
  pieces: object[];
  taskIds: string[];
}

/**
 * Ends an order's held money: the decision (`refund` centavos back to the buyer) and the
 * movements it needs, written in the caller's transaction with the order's own change.
 * `paymentId` is the checkout's PayMongo payment (a refund names it).
 */
export function endPieces(
  tx: TransactionEntities,
  o: OrderMoney,
  refund: number,
  paymentId: string | undefined,
  why: string,
): OrderEnd {
  const parts = partsOf(o, refund);
  const refunded = parts.refundHeld + parts.refundFee;
  const event = refunded === 0 ? 'complete' : parts.release === 0 ? 'cancel' : 'split';
  const money = orderMoneyMachine.next('held', event)!;
  const pieces: object[] = [];
  const taskIds: string[] = [];
  if (parts.release > 0) {
    const t = movementPiece(tx, {
      kind: 'transfer',
      subjectKind: 'order',
      subjectId: o.orderId,
      book: o.checkoutId,
      amountCentavos: parts.release,
      artistId: o.artistId,
      description: `Crafti sale: ${o.description}`,
    });
    pieces.push(t.piece);
    taskIds.push(t.taskId);
  }
  if (refunded > 0) {
    if (!paymentId) throw new Error(`order ${o.orderId}: its checkout has no PayMongo payment to refund`);
    const t = movementPiece(tx, {
      kind: 'refund',
      subjectKind: 'order',
      subjectId: o.orderId,
      book: o.checkoutId,
      amountCentavos: refunded,
      paymentId,
      description: why,
    });
    pieces.push(t.piece);
    taskIds.push(t.taskId);
  }
  return { set: { money, releasedCentavos: parts.release, refundedCentavos: refunded }, from: 'held', pieces, taskIds };
}
