import { formatPeso } from '@shared/money';
import * as Cart from '../cart/cart';
import { siteLink } from '../config';
import * as Counters from '../counters/counters';
import { ConditionFailed, commit } from '../db/transactions';
import * as DueWork from '../due-work/due-work';
import { receiptMail, saleMail } from '../mail/templates';
import { sendMail } from '../mail/mailer';
import * as Money from '../money/money';
import * as Notifications from '../notifications/notifications';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';
import { type CheckoutItem, findCheckout, type Line, lineAmount, type OrderItem, ordersOf, type PlannedOrder, pushOrders } from './records';

/**
 * What follows a recorded payment (settle.ts), in bounded steps that each can run again: the
 * orders written (ORDERS_PER_STEP at a time, each with its artist's earnings and notification),
 * then the lines out of the buyer's cart with the due-work item's end, then the receipt and the
 * artists' mails. Run at once after the payment, and by the every-minute job while its due-work
 * item (`checkout_paid`) remains.
 */

/** Orders written per transaction: 6 items each (the order, 3 counters, the notification and its count), 48 in all. */
export const ORDERS_PER_STEP = 8;

type Notice = { userId: string; notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] };

function orderItem(c: CheckoutItem, p: PlannedOrder) {
  return {
    orderId: p.orderId,
    checkoutId: c.checkoutId,
    buyerId: c.buyerId,
    buyerName: c.buyerName,
    artistId: p.artistId,
    artistName: p.artistName,
    lines: c.lines.filter((l) => l.artistId === p.artistId),
    amountCentavos: p.amountCentavos,
    feeCentavos: p.feeCentavos,
    description: p.description,
    payState: 'paid' as const,
    status: 'Pending' as const,
    money: 'held' as const,
    createdAt: c.createdAt,
  };
}

/** Writes what a paid checkout still lacks; safe to run any number of times. */
export async function fulfilPaid(checkoutId: string): Promise<void> {
  const checkout = await findCheckout(checkoutId);
  if (!checkout || checkout.state !== 'paid') {
    await DueWork.drop('checkout_paid', checkoutId);
    return;
  }
  const written = new Set((await ordersOf(checkout)).map((o) => o.orderId));
  const missing = (checkout.orders ?? []).filter((p) => !written.has(p.orderId));
  for (let i = 0; i < missing.length; i += ORDERS_PER_STEP) {
    const step = missing.slice(i, i + ORDERS_PER_STEP);
    const notices: Notice[] = [];
    try {
      await commit(
        (tx) =>
          step.flatMap((p) => {
            const n = Notifications.notifyPieces(tx, p.artistId, { type: 'sale', message: `${checkout.buyerName} bought ${p.description} (${formatPeso(p.amountCentavos)}).`, link: '/transaction-history' });
            notices.push({ userId: p.artistId, notification: n.notification });
            return [
              tx.order.create(orderItem(checkout, p)).commit(),
              ...Money.earningsPieces(tx, p.artistId, checkout.createdAt, p.amountCentavos),
              Counters.add(tx, Counters.names.heldEarnings(p.artistId), p.amountCentavos),
              ...n.pieces,
            ];
          }),
        {
          after: () =>
            Promise.all([
              ...notices.map((n) => Notifications.push(n.userId, n.notification)),
              pushOrders(step.map((p) => orderItem(checkout, p)), 'paid'),
              ...step.map((p) => Realtime.pushToUser(p.artistId, { type: 'payout' })),
            ]),
        },
      );
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // Another run wrote some of them meanwhile: start again from what is written.
      return fulfilPaid(checkoutId);
    }
  }
  const inCart = (await Cart.linesOf(checkout.buyerId, checkout.lines.map((l) => l.artId))).map((l) => l.artId);
  try {
    await commit((tx) => [...Cart.removePieces(tx, checkout.buyerId, inCart), DueWork.donePiece(tx, 'checkout_paid', checkoutId, { mustExist: true })], { after: () => Cart.pushCount(checkout.buyerId) });
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    return; // finished by another run (its mails are sent by it), or a cart line went meanwhile: the next run retries
  }
  await sendPaidMails(checkout, await ordersOf(checkout));
}

async function sendPaidMails(checkout: CheckoutItem, orders: OrderItem[]) {
  const artists = await Promise.all(orders.map((o) => Profiles.get(o.artistId)));
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
