import { checkoutMachine } from '@shared/money-machines';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import * as Arts from '../arts/arts';
import { ConditionFailed, commit, retryOnConflict } from '../db/transactions';
import { db, type TransactionEntities } from '../db/service';
import * as DueWork from '../due-work/due-work';
import * as Money from '../money/money';
import * as Paymongo from '../payments/paymongo';
import { PaymentProviderError } from '../payments/provider';
import { fulfilPaid } from './fulfil';
import { type CheckoutItem, findCheckout, holdPieces, pushUnpaidOrders, syncListings } from './records';

/**
 * A checkout's payment, as PayMongo reports it (through the money engine's event router, which
 * has read it back from PayMongo) or as the sweeper finds it: paid (recorded, the orders written
 * next), a declined attempt (the checkout stays payable), or lapsed (its PayMongo session expired
 * first, then its pieces given back). Every change is conditioned on the state it was read in
 * (shared/money-machines.ts checkout), and a paid event's id is stored with its outcome, so a
 * redelivery changes nothing.
 */

export interface PaymentEvent {
  id: string;
  type: string;
}

const eventPiece = (tx: TransactionEntities, event: PaymentEvent, checkoutId: string, outcome: string) =>
  Money.eventRecordPiece(tx, event, checkoutId, outcome);
const eventSeen = Money.eventSeen;

/** The shares of a checkout, as the ledger records them. */
/** Each order's share as the ledger holds it: its pieces and its shipping (Crafti's 5% is of the pieces only). */
const sharesOf = (c: CheckoutItem) =>
  (c.orders ?? []).map((o) => ({
    orderId: o.orderId,
    artistId: o.artistId,
    amount: o.amountCentavos + (o.shippingCentavos ?? 0),
    fee: o.feeCentavos,
  }));

export type PaidOutcome = 'paid' | 'duplicate' | 'unknown' | 'mismatch' | 'refunding';

/** How many times a payment's recording, and a checkout's expiry, read the checkout again when its state moved meanwhile. */
const SETTLE_ATTEMPTS = 4;

/**
 * PayMongo says the checkout's session was paid (read back from PayMongo). Only the checkout's own
 * session for its total settles it; anything else is refused and alarmed. The head of the
 * settlement is one bounded transaction (the event, the checkout, its ledger entry, the
 * reservation, the held counts — or, after a lapse, the pieces taken again); the orders, the cart
 * and the mails follow in bounded steps (fulfil.ts), from a due-work item written with the head,
 * so a crash between them only delays them. A payment that came after the lapse for pieces sold
 * meanwhile is refunded whole.
 */
export async function onPaid(event: PaymentEvent, paid: Money.PaidPayment): Promise<PaidOutcome> {
  const checkoutId = paid.reference;
  const head = await retryOnConflict(
    async () => ((await eventSeen(event.id)) ? null : { checkout: await findCheckout(checkoutId) }),
    async (read): Promise<PaidOutcome | { recorded: CheckoutItem }> => {
      if (!read) return 'duplicate';
      const { checkout } = read;
      if (!checkout) {
        log.error('a paid session names a checkout Crafti does not have', { checkoutId, sessionId: paid.sessionId });
        Metrics.count('webhookPaymentMismatches', 1, { checkoutId, sessionId: paid.sessionId });
        return 'unknown';
      }
      if (checkout.sessionId !== paid.sessionId || paid.amount !== checkout.totalCentavos) {
        log.error('paid session does not match its checkout: nothing settled', {
          checkoutId,
          sessionId: paid.sessionId,
          expected: checkout.sessionId,
          amount: paid.amount,
          total: checkout.totalCentavos,
        });
        Metrics.count('webhookPaymentMismatches', 1, { checkoutId, eventId: event.id });
        return 'mismatch';
      }
      if (checkout.paymentId === paid.paymentId) {
        // Recorded already (another delivery, or the sweeper found it paid): finish what may be left.
        if (checkout.state === 'paid') await fulfilPaid(checkoutId);
        return 'duplicate';
      }
      const lapsed = checkout.state === 'expired';
      if (!checkoutMachine.can(checkout.state, 'pay')) return 'duplicate';
      const lines = checkout.lines;
      try {
        await commit((tx) => [
          eventPiece(tx, event, checkoutId, lapsed ? 'paid_after_lapse' : 'paid'),
          tx.checkout
            .patch({ checkoutId })
            .set({ state: 'paid', paymentId: paid.paymentId, processingCentavos: paid.fee })
            .remove(['lastPaymentError'])
            .where((a, op) => op.eq(a.state, checkout.state))
            .commit(),
          ...Money.salePaymentPieces(tx, checkoutId, sharesOf(checkout), paid),
          // Held until now, sold from now; a lapsed checkout held nothing: it takes its pieces again.
          ...(lapsed
            ? lines.map((l) => Arts.reservePieces(tx, l.artId, l.quantity))
            : [tx.reservation.delete({ checkoutId }).commit(), ...holdPieces(tx, lines, -1)]),
          DueWork.piece(tx, 'checkout_paid', checkoutId),
        ]);
      } catch (err) {
        if (!(err instanceof ConditionFailed)) throw err;
        if (await eventSeen(event.id)) return 'duplicate';
        const fresh = await findCheckout(checkoutId);
        if (lapsed && fresh?.state === 'expired') return refundUnfulfillable(event, fresh, paid);
        throw err; // the state moved meanwhile (the sweeper, another delivery): read again
      }
      return { recorded: checkout };
    },
    { attempts: SETTLE_ATTEMPTS, exhausted: () => new Error(`Could not settle checkout ${checkoutId}`) },
  );
  if (typeof head === 'string') return head;
  // The head is recorded: the rest follows from its due-work item.
  Metrics.count('ordersPaid', 1, { checkoutId });
  Money.fault('payment:after-record', { checkoutId });
  if (head.recorded.state === 'expired') await syncListings(head.recorded.lines, 'down');
  await fulfilPaid(checkoutId);
  return 'paid';
}

/** A payment that came after the reservation lapsed, for pieces that were sold meanwhile: refunded whole. */
async function refundUnfulfillable(
  event: PaymentEvent,
  checkout: CheckoutItem,
  paid: Money.PaidPayment,
): Promise<PaidOutcome> {
  let taskId = '';
  try {
    await commit((tx) => {
      const unwanted = Money.unwantedPaymentPieces(
        tx,
        {
          kind: 'checkout',
          id: checkout.checkoutId,
          book: checkout.checkoutId,
          why: 'The pieces you paid for sold out after your checkout lapsed, so your order could not be made.',
        },
        paid,
      );
      taskId = unwanted.taskId;
      return [
        eventPiece(tx, event, checkout.checkoutId, 'unfulfillable'),
        tx.checkout
          .patch({ checkoutId: checkout.checkoutId })
          .set({ state: 'refund_pending', paymentId: paid.paymentId, processingCentavos: paid.fee })
          .where((a, op) => op.eq(a.state, 'expired'))
          .commit(),
        ...unwanted.pieces,
      ];
    });
  } catch (err) {
    if (err instanceof ConditionFailed) return 'duplicate';
    throw err;
  }
  await Money.runNow([taskId]);
  return 'refunding';
}

/**
 * A declined attempt (`payment.failed`): PayMongo's session stays payable, so the pieces stay
 * reserved; the checkout says why, for the return page. Answers false when it was not open.
 */
export async function onPaymentFailed(checkoutId: string, event: PaymentEvent, why: string): Promise<boolean> {
  if (await eventSeen(event.id)) return false;
  const checkout = await findCheckout(checkoutId);
  if (!checkout || !checkoutMachine.can(checkout.state, 'fail')) return false;
  try {
    await commit((tx, fx) => {
      fx.after(() => pushUnpaidOrders(checkout, 'failed'));
      return [
        eventPiece(tx, event, checkoutId, 'failed'),
        tx.checkout
          .patch({ checkoutId })
          .set({ state: 'failed', lastPaymentError: why.slice(0, 300) })
          .where((a, op) => op.eq(a.state, checkout.state))
          .commit(),
      ];
    });
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
}

export type ExpireOutcome = 'expired' | 'paid' | 'not_open' | 'unavailable';

/**
 * Ends an open checkout (its reservation lapsed, or the buyer replaced it): its PayMongo session
 * is expired first, so it can no longer be paid; if PayMongo says it was paid meanwhile, the
 * payment is recorded instead. Only then are its pieces given back. PayMongo out of reach: the
 * checkout stays as it is and is tried again (its pieces are never freed while it can be paid).
 */
export async function expire(checkoutId: string, why: 'lapsed' | 'replaced' | 'no_session'): Promise<ExpireOutcome> {
  const outcome = await retryOnConflict(
    () => findCheckout(checkoutId),
    async (checkout): Promise<ExpireOutcome | { paidMeanwhile: Money.PaidPayment }> => {
      if (!checkout || !checkoutMachine.can(checkout.state, 'expire')) {
        await db().entities.reservation.delete({ checkoutId }).go();
        return 'not_open';
      }
      if (checkout.sessionId && why !== 'no_session') {
        const closed = await closeSession(checkout.sessionId);
        if (closed === 'unavailable') return 'unavailable';
        if (closed !== 'expired') return { paidMeanwhile: closed };
      }
      const present = await Arts.findMany(checkout.lines.map((l) => l.artId));
      // A failed condition: the state moved, or an art went meanwhile, so read again.
      await commit((tx, fx) => {
        fx.after(() => Promise.all([syncListings(checkout.lines), pushUnpaidOrders(checkout, 'expired')]));
        return [
          tx.checkout
            .patch({ checkoutId })
            .set({ state: 'expired' })
            .where((a, op) => op.eq(a.state, checkout.state))
            .commit(),
          ...checkout.lines.filter((l) => present.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity)),
          ...holdPieces(tx, checkout.lines, -1),
          tx.reservation.delete({ checkoutId }).commit(),
        ];
      });
      Metrics.count('ordersExpired', 1, { checkoutId, why });
      return 'expired';
    },
    { attempts: SETTLE_ATTEMPTS, exhausted: () => new Error(`Could not expire checkout ${checkoutId}`) },
  );
  if (typeof outcome === 'string') return outcome;
  // PayMongo says it was paid meanwhile: the payment is recorded instead.
  const paid = outcome.paidMeanwhile;
  await onPaid({ id: `expire:${checkoutId}:${paid.paymentId}`, type: 'checkout_session.payment.paid' }, paid);
  return 'paid';
}

/** Expires a session at PayMongo: 'expired' (or was), the payment when PayMongo says it is paid, 'unavailable' when PayMongo cannot say. */
async function closeSession(sessionId: string): Promise<'expired' | 'unavailable' | Money.PaidPayment> {
  try {
    await Paymongo.expireCheckoutSession(sessionId);
    return 'expired';
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.retryable) {
      log.warn('a checkout session could not be expired: tried again later', { sessionId, error: serializeError(err) });
      return 'unavailable';
    }
  }
  // Refused: PayMongo expires only an unpaid session.
  try {
    return (await Money.paidSession(sessionId)) ?? 'expired';
  } catch (err) {
    log.warn('a checkout session could not be read back', { sessionId, error: serializeError(err) });
    return 'unavailable';
  }
}

/** The checkout PayMongo's payment intent belongs to (a `payment.failed` event names only that). */
export async function checkoutOfPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
  const { data } = await db().entities.checkout.query.byPaymentIntent({ paymentIntentId }).go({ limit: 1 });
  return data[0]?.checkoutId;
}

/** The sweeper: every reservation due by `now` ends (its session expired first); answers how many lapsed. */
export async function expireDue(now = new Date()): Promise<number> {
  let expired = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { checkoutId: string }[]; cursor: string | null } = await db()
      .entities.reservation.query.due({ shard: 'all' })
      .lte({ releaseAt: now.toISOString() })
      .go({ limit: 50, cursor });
    for (const r of page.data) {
      try {
        if ((await expire(r.checkoutId, 'lapsed')) === 'expired') expired++;
      } catch (err) {
        log.error('reservation could not be released', { checkoutId: r.checkoutId, error: serializeError(err) });
        Metrics.count('reservationSweepFailures', 1, { checkoutId: r.checkoutId });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return expired;
}
