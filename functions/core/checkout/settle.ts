import { formatPeso } from '@shared/money';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import * as Arts from '../arts/arts';
import * as Cart from '../cart/cart';
import { siteLink } from '../config';
import { ConditionFailed, commit } from '../db/transactions';
import { db, type TransactionEntities } from '../db/service';
import { receiptMail, saleMail } from '../mail/templates';
import { sendMail } from '../mail/mailer';
import * as Notifications from '../notifications/notifications';
import * as Paymongo from '../payments/paymongo';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';
import { paidMoney, paymentPieces } from './money';
import { type CheckoutItem, findCheckout, holdPieces, type Line, lineAmount, type OrderItem, ordersOf, pushOrders, settlePieces, syncListings } from './records';

/**
 * Settling checkouts: PayMongo's webhook events (paid, failed) and the sweeper's lapsed
 * reservations. Every webhook outcome is stored under the event's id, so a redelivery changes
 * nothing.
 */

export interface PaymentEvent {
  id: string;
  type: string;
}

/** What a paid event says was paid: the checkout session it names and the centavos its paid payments add up to. */
export interface PaidSession {
  sessionId: string | undefined;
  amountPaidCentavos: number;
  /** PayMongo's payment (what a refund names) and the processing fee it took. */
  paymentId?: string;
  processingFeeCentavos?: number;
}

/**
 * Gives a pending checkout's pieces back and marks it `to` (expired, failed). Arts deleted
 * meanwhile are skipped. Answers false when it was no longer pending.
 */
export async function release(checkoutId: string, to: 'expired' | 'failed', eventId?: PaymentEvent): Promise<boolean> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const checkout = await findCheckout(checkoutId);
    if (!checkout || checkout.state !== 'pending') {
      if (eventId) await recordEvent(eventId, checkoutId, 'ignored');
      return false;
    }
    const orders = await ordersOf(checkout);
    const present = await Arts.findMany(checkout.lines.map((l) => l.artId));
    try {
      await commit(
        (tx) => [
          ...settlePieces(tx, checkout, orders, 'pending', to),
          ...checkout.lines.filter((l) => present.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity)),
          ...holdPieces(tx, checkout.lines, -1),
          tx.reservation.delete({ checkoutId }).commit(),
          ...(eventId ? [eventPiece(tx, eventId, checkoutId, to)] : []),
        ],
        { after: () => Promise.all([syncListings(checkout.lines), pushOrders(orders, to), checkout.sessionId && to === 'expired' ? Paymongo.expireCheckoutSession(checkout.sessionId).catch(() => undefined) : undefined]) },
      );
      if (to === 'expired') Metrics.count('ordersExpired', 1, { checkoutId });
      return true;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // The event was handled already, the state moved, or an art went meanwhile: read again.
      if (eventId && (await eventSeen(eventId.id))) return false;
    }
  }
  throw new Error(`Could not release checkout ${checkoutId}`);
}

function eventPiece(tx: TransactionEntities, event: PaymentEvent, checkoutId: string, outcome: string) {
  return tx.paymentEvent.create({ eventId: event.id, type: event.type, checkoutId, outcome }).commit();
}

async function eventSeen(eventId: string): Promise<boolean> {
  const { data } = await db().entities.paymentEvent.get({ eventId }).go();
  return Boolean(data);
}

async function recordEvent(event: PaymentEvent, checkoutId: string | undefined, outcome: string) {
  await db()
    .entities.paymentEvent.create({ eventId: event.id, type: event.type, checkoutId, outcome })
    .go()
    .catch((err) => {
      if (!String(err?.message).includes('conditional')) throw err;
    });
}

/**
 * A paid event that does not match its checkout (another session, another amount) settles
 * nothing: it is logged, counted (alarmed) and recorded under its id.
 */
async function refuseMismatch(checkout: CheckoutItem, event: PaymentEvent, paid: PaidSession): Promise<'mismatch'> {
  const details = {
    checkoutId: checkout.checkoutId,
    eventId: event.id,
    sessionId: paid.sessionId,
    expectedSessionId: checkout.sessionId,
    amountPaidCentavos: paid.amountPaidCentavos,
    totalCentavos: checkout.totalCentavos,
  };
  log.error('paid event does not match its checkout: nothing settled', details);
  Metrics.count('webhookPaymentMismatches', 1, details);
  await recordEvent(event, checkout.checkoutId, 'mismatch');
  return 'mismatch';
}

/**
 * Settles a paid checkout: orders paid, reservation gone, the lines out of the cart, each artist
 * notified, in one transaction with the event's id (a redelivery changes nothing). Only when the
 * event names the checkout's own PayMongo session and its payments add up to the checkout's
 * total; anything else is refused (`mismatch`). A payment that arrives after the reservation
 * lapsed takes the pieces again if they are still there.
 */
export async function markPaid(checkoutId: string, event: PaymentEvent, paid: PaidSession): Promise<'paid' | 'duplicate' | 'unknown' | 'unfulfillable' | 'mismatch'> {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (await eventSeen(event.id)) return 'duplicate';
    const checkout = await findCheckout(checkoutId);
    if (!checkout) {
      await recordEvent(event, checkoutId, 'unknown_checkout');
      return 'unknown';
    }
    if (!checkout.sessionId || paid.sessionId !== checkout.sessionId || paid.amountPaidCentavos !== checkout.totalCentavos) return refuseMismatch(checkout, event, paid);
    if (checkout.state === 'paid') {
      await recordEvent(event, checkoutId, 'already_paid');
      return 'duplicate';
    }
    const orders = await ordersOf(checkout);
    const lapsed = checkout.state !== 'pending';
    const inCart = (await Cart.linesOf(checkout.buyerId, checkout.lines.map((l) => l.artId))).map((l) => l.artId);
    const profiles = await Promise.all(orders.map((o) => Profiles.get(o.artistId)));
    const pushes: { userId: string; notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] }[] = [];
    try {
      await commit(
        (tx) => {
          pushes.length = 0;
          const notices = orders.flatMap((o) => {
            const { pieces, notification } = Notifications.notifyPieces(tx, o.artistId, {
              type: 'sale',
              message: `${checkout.buyerName} bought ${o.description} (${formatPeso(o.amountCentavos)}).`,
              link: '/transaction-history',
            });
            pushes.push({ userId: o.artistId, notification });
            return pieces;
          });
          return [
            eventPiece(tx, event, checkoutId, lapsed ? 'paid_after_lapse' : 'paid'),
            ...settlePieces(tx, checkout, orders, checkout.state, 'paid', { ...(paid.paymentId ? { checkout: { paymentId: paid.paymentId } } : {}), order: paidMoney }),
            ...paymentPieces(tx, checkout, orders, { paymentId: paid.paymentId ?? checkout.sessionId!, processingFee: paid.processingFeeCentavos ?? 0 }),
            // Held until now, sold from now (a lapsed checkout held nothing: it takes them again).
            ...(lapsed ? checkout.lines.map((l) => Arts.reservePieces(tx, l.artId, l.quantity)) : [tx.reservation.delete({ checkoutId }).commit(), ...holdPieces(tx, checkout.lines, -1)]),
            ...Cart.removePieces(tx, checkout.buyerId, inCart),
            ...notices,
          ];
        },
        {
          after: async () => {
            await Promise.all([
              ...pushes.map((p) => Notifications.push(p.userId, p.notification)),
              pushOrders(orders, 'paid'),
              ...orders.map((o) => Realtime.pushToUser(o.artistId, { type: 'payout' })),
              Cart.pushCount(checkout.buyerId),
              lapsed ? syncListings(checkout.lines) : undefined,
            ]);
            await sendPaidMails(checkout, orders, profiles);
          },
        },
      );
      Metrics.count('ordersPaid', 1, { checkoutId });
      return 'paid';
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      if (lapsed && !(await eventSeen(event.id))) {
        const fresh = await findCheckout(checkoutId);
        if (fresh?.state === checkout.state) {
          // The pieces are gone: the money came for stock that was sold meanwhile.
          log.error('payment arrived after the reservation lapsed and the stock is gone: refund it', { checkoutId, eventId: event.id });
          await recordEvent(event, checkoutId, 'unfulfillable');
          return 'unfulfillable';
        }
      }
    }
  }
  throw new Error(`Could not settle checkout ${checkoutId}`);
}

async function sendPaidMails(checkout: CheckoutItem, orders: OrderItem[], artists: (Awaited<ReturnType<typeof Profiles.get>> | undefined)[]) {
  const mailLines = (lines: readonly Line[]) => lines.map((l) => ({ title: l.title, quantity: l.quantity, amount: formatPeso(lineAmount(l)) }));
  const buyerFirst = checkout.buyerName.split(' ')[0] ?? checkout.buyerName;
  const mails = [
    receiptMail(
      checkout.buyerEmail,
      buyerFirst,
      { lines: mailLines(checkout.lines), subtotal: formatPeso(checkout.subtotalCentavos), fee: formatPeso(checkout.feeCentavos), total: formatPeso(checkout.totalCentavos), reference: checkout.checkoutId },
      siteLink(`/checkout/complete?checkout=${checkout.checkoutId}`),
    ),
    ...orders.flatMap((o, i) => {
      const artist = artists[i];
      return artist?.email ? [saleMail(artist.email, artist.firstname, { buyerName: checkout.buyerName, lines: mailLines(o.lines), amount: formatPeso(o.amountCentavos) }, siteLink('/transaction-history'))] : [];
    }),
  ];
  const results = await Promise.allSettled(mails.map((m) => sendMail(m)));
  for (const r of results) if (r.status === 'rejected') log.error('order e-mail failed', { checkoutId: checkout.checkoutId, error: serializeError(r.reason) });
}

/** The checkout PayMongo's payment intent belongs to (a `payment.failed` event names only that). */
export async function checkoutOfPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
  const { data } = await db().entities.checkout.query.byPaymentIntent({ paymentIntentId }).go({ limit: 1 });
  return data[0]?.checkoutId;
}

/** Records an event that needs nothing done (its id, so redeliveries are recognised). */
export async function ignoreEvent(event: PaymentEvent, outcome: string): Promise<void> {
  await recordEvent(event, undefined, outcome);
}

/** The sweeper: every reservation due by `now` gives its pieces back; answers how many lapsed. */
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
        if (await release(r.checkoutId, 'expired')) expired++;
        else await db().entities.reservation.delete({ checkoutId: r.checkoutId }).go();
      } catch (err) {
        log.error('reservation could not be released', { checkoutId: r.checkoutId, error: serializeError(err) });
        Metrics.count('reservationSweepFailures', 1, { checkoutId: r.checkoutId });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return expired;
}
