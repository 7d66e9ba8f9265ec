import { addDays } from '@shared/fulfilment';
import { formatPeso } from '@shared/money';
import * as Cart from '../cart/cart';
import { siteLink } from '../config';
import * as Counters from '../counters/counters';
import { ConditionFailed, commit } from '../db/transactions';
import * as DueWork from '../due-work/due-work';
import { receiptMail, saleMail } from '../mail/templates';
import { unsubscribable } from '../mail/links';
import { type Mail, sendMail } from '../mail/mailer';
import * as Money from '../money/money';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Preferences from '../push/preferences';
import * as Realtime from '../realtime/realtime';
import type { DeliveryItem } from './fulfilment-state';
import {
  type CheckoutItem,
  findCheckout,
  type Line,
  lineAmount,
  type OrderItem,
  ordersOf,
  type PlannedOrder,
  pushOrders,
} from './records';

/**
 * What follows a recorded payment (settle.ts), in bounded steps that each can run again: the
 * orders written (ORDERS_PER_STEP at a time, each with its artist's earnings and notification),
 * then the lines out of the buyer's cart with the due-work item's end and a `paid_mail` item for
 * each mail (the buyer's receipt, each artist's sale), then the mails, each item ended once its mail
 * went. Run at once after the payment, and by the every-minute job while its due-work item
 * (`checkout_paid`) remains; a mail SES did not take is sent by the job (`sendPaidMail`).
 */

/** A mail still to send waits this long before the every-minute job sends it (the run that wrote it sends it first). */
const MAIL_GRACE_MS = 2 * 60_000;

/** Orders written per transaction: 8 items each (the order, 3 counters, the notification and its count, its deadline and its warning), 64 in all. */
export const ORDERS_PER_STEP = 8;

function orderItem(c: CheckoutItem, p: PlannedOrder, paidAt: string) {
  const delivery = (p.delivery as DeliveryItem | undefined) ?? undefined;
  // Its ship-by date runs from the payment; orders planned before fulfilment have none (no clock).
  const shipBy = delivery ? addDays(paidAt, delivery.daysToShip) : undefined;
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
    fulfilment: 'to_ship' as const,
    paidAt,
    shippingCentavos: p.shippingCentavos ?? 0,
    timeline: [{ at: paidAt, event: 'paid', by: 'buyer' as const }],
    ...(delivery ? { delivery, shipBy, lane: 'to_ship' as const, laneAt: shipBy } : {}),
  };
}

/** What the artist is told of a sale: what, for how much, and where it goes by when. */
function saleText(c: CheckoutItem, p: PlannedOrder, shipBy: string | undefined): string {
  const d = p.delivery as DeliveryItem | undefined;
  const where = !d
    ? ''
    : d.kind === 'ship'
      ? ` Ship it to ${d.address.city.name} by ${day(shipBy!)}.`
      : ` The buyer picks it up at ${d.place}: have it ready by ${day(shipBy!)}.`;
  return `${c.buyerName} bought ${p.description} (${formatPeso(p.amountCentavos + (p.shippingCentavos ?? 0))}).${where}`;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Manila',
  });

/** Writes what a paid checkout still lacks; safe to run any number of times. */
export async function fulfilPaid(checkoutId: string): Promise<void> {
  const checkout = await findCheckout(checkoutId);
  if (!checkout || checkout.state !== 'paid') {
    await DueWork.drop('checkout_paid', checkoutId);
    return;
  }
  const written = new Set((await ordersOf(checkout)).map((o) => o.orderId));
  // When the payment was recorded: the orders' ship-by dates run from it.
  const paidAt = checkout.updatedAt ?? new Date().toISOString();
  const missing = (checkout.orders ?? []).filter((p) => !written.has(p.orderId));
  for (let i = 0; i < missing.length; i += ORDERS_PER_STEP) {
    const step = missing.slice(i, i + ORDERS_PER_STEP);
    try {
      await commit((tx, fx) => {
        const pieces = step.flatMap((p) => {
          const item = orderItem(checkout, p, paidAt);
          const told = fx.notify(p.artistId, {
            type: 'sale',
            message: saleText(checkout, p, item.shipBy),
            link: `/orders/${p.orderId}`,
          });
          const share = p.amountCentavos + (p.shippingCentavos ?? 0);
          return [
            tx.order.create(item).commit(),
            ...Money.earningsPieces(tx, p.artistId, checkout.createdAt, share),
            Counters.add(tx, Counters.names.heldEarnings(p.artistId), share),
            ...told,
            // Its deadline (ship by, else canceled and refunded) and the warning a day before.
            ...(item.shipBy
              ? [
                  DueWork.piece(tx, 'order_clock', p.orderId, {
                    dueAt: item.shipBy,
                    token: `ship_late@${item.shipBy}`,
                  }),
                  DueWork.piece(tx, 'order_ship_warn', p.orderId, { dueAt: addDays(item.shipBy, -1) }),
                ]
              : []),
          ];
        });
        fx.after(() =>
          Promise.all([
            pushOrders(
              step.map((p) => orderItem(checkout, p, paidAt)),
              'paid',
            ),
            ...step.map((p) => Realtime.pushToUser(p.artistId, { type: 'payout' })),
          ]),
        );
        return pieces;
      });
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // Another run wrote some of them meanwhile: start again from what is written.
      return fulfilPaid(checkoutId);
    }
  }
  const inCart = (
    await Cart.linesOf(
      checkout.buyerId,
      checkout.lines.map((l) => l.artId),
    )
  ).map((l) => l.artId);
  const orders = await ordersOf(checkout);
  const mailDue = new Date(Date.now() + MAIL_GRACE_MS).toISOString();
  try {
    await commit((tx, fx) => {
      fx.after(() => Cart.pushCount(checkout.buyerId));
      return [
        ...Cart.removePieces(tx, checkout.buyerId, inCart),
        DueWork.donePiece(tx, 'checkout_paid', checkoutId, { mustExist: true }),
        ...mailKeys(checkout, orders).map((key) => DueWork.piece(tx, 'paid_mail', key, { dueAt: mailDue })),
      ];
    });
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    return; // finished by another run (its mails are sent by it), or a cart line went meanwhile: the next run retries
  }
  const mails = await paidMails(checkout, orders);
  await Promise.all(
    [...mails].map(([key, mail]) =>
      sendAndEnd(key, mail).catch((err: unknown) =>
        log.error('order e-mail failed: the every-minute job sends it', {
          checkoutId,
          mail: key,
          error: serializeError(err),
        }),
      ),
    ),
  );
}

/** Each mail of a paid checkout by its key: `receipt:<checkoutId>`, `sale:<checkoutId>:<orderId>`. */
const mailKeys = (checkout: CheckoutItem, orders: OrderItem[]) => [
  `receipt:${checkout.checkoutId}`,
  ...orders.map((o) => `sale:${checkout.checkoutId}:${o.orderId}`),
];

async function sendAndEnd(key: string, mail: Mail) {
  await sendMail(mail);
  await DueWork.drop('paid_mail', key);
}

/**
 * The every-minute job's run of a `paid_mail` item: sends that one mail and ends the item (a mail
 * SES took whose item could not be ended is sent again: at least once, never lost).
 */
export async function sendPaidMail(key: string): Promise<void> {
  const [kind, checkoutId = '', orderId] = key.split(':');
  const checkout = await findCheckout(checkoutId);
  // Only the mail at hand is made: the receipt needs no order, a sale mail its own order's artist.
  const orders = checkout ? (await ordersOf(checkout)).filter((o) => kind === 'sale' && o.orderId === orderId) : [];
  const mail = checkout ? (await paidMails(checkout, orders)).get(key) : undefined;
  if (!mail) return DueWork.drop('paid_mail', key);
  await sendAndEnd(key, mail);
}

async function paidMails(checkout: CheckoutItem, orders: OrderItem[]): Promise<Map<string, Mail>> {
  const [artists, wanted] = await Promise.all([
    Promise.all(orders.map((o) => Profiles.get(o.artistId))),
    // A sale's mail is one an artist may turn off (e-mails about orders); the receipt is essential.
    Promise.all(orders.map((o) => Preferences.wantsEmail(o.artistId, 'orders'))),
  ]);
  const mailLines = (lines: readonly Line[]) =>
    lines.map((l) => ({ title: l.title, quantity: l.quantity, amount: formatPeso(lineAmount(l)) }));
  const buyerFirst = checkout.buyerName.split(' ')[0] ?? checkout.buyerName;
  const keys = mailKeys(checkout, orders);
  const mails = new Map<string, Mail>();
  mails.set(
    keys[0]!,
    receiptMail(
      checkout.buyerEmail,
      buyerFirst,
      {
        lines: mailLines(checkout.lines),
        subtotal: formatPeso(checkout.subtotalCentavos),
        fee: formatPeso(checkout.feeCentavos),
        total: formatPeso(checkout.totalCentavos),
        reference: checkout.checkoutId,
      },
      siteLink(`/checkout/complete?checkout=${checkout.checkoutId}`),
    ),
  );
  orders.forEach((o, i) => {
    const artist = artists[i];
    if (!artist?.email || !wanted[i]) return;
    const d = o.delivery as DeliveryItem | undefined;
    const where = !d
      ? undefined
      : d.kind === 'ship'
        ? `Ship to ${d.address.city.name} by ${day(o.shipBy!)}.`
        : `The buyer picks it up at ${d.place}: have it ready by ${day(o.shipBy!)}.`;
    mails.set(
      keys[i + 1]!,
      unsubscribable(
        saleMail(
          artist.email,
          artist.firstname,
          {
            buyerName: checkout.buyerName,
            lines: mailLines(o.lines),
            amount: formatPeso(o.amountCentavos + (o.shippingCentavos ?? 0)),
            where,
          },
          siteLink(`/orders/${o.orderId}`),
        ),
        o.artistId,
        ['orders'],
      ),
    );
  });
  return mails;
}
