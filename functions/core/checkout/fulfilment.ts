import { ErrorCodes } from '@shared/api/errors';
import {
  addDays,
  COURIER_LABELS,
  type Courier,
  FULFILMENT_DAYS,
  type FulfilmentEvent,
  fulfilmentMachine,
  type FulfilmentState,
  REFUND_REASON_LABELS,
  type RefundReason,
  specStatusOf,
  STATE_LABELS,
} from '@shared/fulfilment';
import { formatPeso, MIN_REFUND_CENTAVOS } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { Actor } from '../actor';
import * as Arts from '../arts/arts';
import { siteLink } from '../config';
import type { TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import * as DueWork from '../due-work/due-work';
import { AppError, forbidden } from '../errors';
import { orderStepMail } from '../mail/templates';
import { sendMail } from '../mail/mailer';
import * as Money from '../money/money';
import { endPieces, paidFor, shareOf } from '../money/order-money';
import * as Notifications from '../notifications/notifications';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Reviews from '../reviews/open';
import * as Uploads from '../uploads/uploads';
import { clockOf, deliveryOf, kindOf, laneOf, releaseAtAfter, type Side, stateOf } from './fulfilment-state';
import { findCheckout, findOrder, type OrderItem, pushOrders, syncListings, toOrder } from './records';

/**
 * An order's way to its buyer (docs/fulfilment.md, shared/fulfilment.ts): every step is one
 * transaction — the order's new state (conditioned on the state read), its timeline entry, its
 * place in the artist's work lists, its next deadline (due work), the money when the order ends
 * (the engine's movements), the other side's notification — then the pushes, the mail, and the
 * money run. The route's owner rule has checked who the caller is; each verb checks the side.
 */

type Notice = { userId: string; message: string; link: string; mail?: { subject: string; intro: string; lines?: string[]; label: string } };

interface Step {
  event: FulfilmentEvent;
  by: Side;
  /** When the machine offers several targets (withdraw, decide). */
  to?: FulfilmentState;
  /** Fields of the order to set (and to remove: `remove`). */
  set?: Partial<OrderItem>;
  remove?: (keyof OrderItem)[];
  note?: string;
  /** Ends the held money: centavos back to the buyer (0: all released to the artist). */
  refund?: number;
  /** Upload keys this step makes the order's (claimed in the same transaction). */
  claims?: string[];
  notify: Notice[];
  /** More pieces of the transaction (the admins' dispute queue). */
  more?: (tx: TransactionEntities) => object[];
}

const ordersLink = (role: string | null | undefined) => (role === 'Artist' ? '/artist-profile?tab=orders' : '/client-profile?tab=orders');
export const orderLink = (orderId: string) => `/orders/${orderId}`;

function refused(order: OrderItem, state: FulfilmentState): AppError {
  return new AppError(ErrorCodes.orderStepRefused, 409, `This order is ${STATE_LABELS[state].toLowerCase()}: that step is no longer possible. Reload the order to see where it is.`, { state, orderId: order.orderId });
}

async function load(orderId: string): Promise<OrderItem> {
  const order = await findOrder(orderId);
  if (!order || order.payState !== 'paid') throw new AppError(ErrorCodes.orderNotFound, 404, 'Order not found.');
  return order;
}

function mustBe(actor: Actor, order: OrderItem, side: 'buyer' | 'artist') {
  const id = side === 'buyer' ? order.buyerId : order.artistId;
  if (actor.userId !== id) throw forbidden(side === 'buyer' ? 'Only the buyer of this order can do this.' : 'Only the artist who sold this order can do this.');
}

/** Runs one step; answers the order as it now is. */
async function step(order: OrderItem, s: Step): Promise<OrderItem> {
  const from = stateOf(order);
  const targets = fulfilmentMachine.targets(from, s.event);
  const to = s.to ?? targets[0];
  if (!to || !targets.includes(to)) throw refused(order, from);
  const at = new Date().toISOString();
  const merged = { ...order, ...s.set } as OrderItem;
  for (const key of s.remove ?? []) delete (merged as Record<string, unknown>)[key];
  const clock = clockOf(to, merged);
  const lane = laneOf(to, merged);
  const endsMoney = s.refund !== undefined && order.money === 'held';
  if (s.refund !== undefined && order.money && order.money !== 'held') throw refused(order, from);
  const paymentId = endsMoney && s.refund! > 0 ? (await findCheckout(order.checkoutId))?.paymentId : undefined;
  const released = s.refund !== undefined ? shareOf(order) - Math.min(s.refund, shareOf(order)) : (order.releasedCentavos ?? 0);
  const status = specStatusOf(to, released);
  const completes = status === 'Completed' && order.status !== 'Completed';
  const present = to === 'canceled' ? new Set((await Arts.findMany(order.lines.map((l) => l.artId))).keys()) : new Set<string>();
  const roles = new Map(await Promise.all(s.notify.map(async (n) => [n.userId, (await Profiles.get(n.userId))?.role ?? null] as const)));
  const notices: { userId: string; notification: Awaited<ReturnType<typeof Notifications.notifyPieces>>['notification'] }[] = [];
  const taskIds: string[] = [];
  try {
    await commit(
      (tx) => {
        const money = endsMoney ? endPieces(tx, order, s.refund!, paymentId, s.refund! > 0 ? `Order ${order.orderId}: ${STATE_LABELS[to].toLowerCase()}` : '') : null;
        if (money) taskIds.push(...money.taskIds);
        const entry = { at, event: s.event, by: s.by, ...(s.note ? { note: s.note } : {}) };
        let patch = tx.order
          .patch({ orderId: order.orderId })
          .set({
            ...s.set,
            fulfilment: to,
            status,
            ...(completes ? { completedAt: at } : {}),
            ...(money ? money.set : {}),
            lane: lane.lane,
            laneAt: lane.laneAt,
            timeline: [...(order.timeline ?? []), entry],
          })
          .composite({ artistId: order.artistId });
        if (s.remove?.length) patch = patch.remove(s.remove as never);
        const piece = patch
          .where((a, op) => {
            const state = order.fulfilment ? op.eq(a.fulfilment, from) : `${op.notExists(a.fulfilment)} AND ${op.eq(a.status, order.status)}`;
            return money ? `${state} AND ${op.eq(a.money, 'held')}` : state;
          })
          .commit();
        return [
          piece,
          ...(money ? money.pieces : []),
          clock ? DueWork.piece(tx, 'order_clock', order.orderId, { dueAt: clock.at, token: `${clock.event}@${clock.at}` }) : DueWork.donePiece(tx, 'order_clock', order.orderId),
          ...(s.claims ?? []).map((key) => Uploads.claim(tx, key, `order:${order.orderId}`)),
          ...(to === 'canceled' ? order.lines.filter((l) => present.has(l.artId)).map((l) => Arts.releasePieces(tx, l.artId, l.quantity)) : []),
          ...(completes ? Reviews.openPieces(tx, { kind: 'order', id: order.orderId, title: order.description, completedAt: at, sides: [{ userId: order.buyerId, name: order.buyerName }, { userId: order.artistId, name: order.artistName }] }) : []),
          ...s.notify.flatMap((n) => {
            const made = Notifications.notifyPieces(tx, n.userId, { type: 'order_status', message: n.message, link: n.link });
            notices.push({ userId: n.userId, notification: made.notification });
            return made.pieces;
          }),
          ...(s.more ? s.more(tx) : []),
        ];
      },
      {
        after: () =>
          Promise.all([
            ...notices.map((n) => Notifications.push(n.userId, n.notification)),
            pushOrders([{ ...order, status }], 'paid'),
            to === 'canceled' ? syncListings(order.lines) : undefined,
            mailAll(s.notify, roles),
          ]),
      },
    );
  } catch (err) {
    if (err instanceof ConditionFailed) {
      // The order did not move: a photo's claim was refused (it backs something else, or was refused meanwhile).
      const now = s.claims?.length ? await findOrder(order.orderId) : null;
      if (now && stateOf(now) === from && now.money === order.money) throw await Uploads.claimRefusal(s.claims![0]!, 'photo_keys');
      throw new AppError(ErrorCodes.orderStatusChanged, 409, "This order's status just changed. Please reload and try again.");
    }
    throw err;
  }
  await Money.runNow(taskIds);
  return (await findOrder(order.orderId)) ?? order;
}

async function mailAll(notify: Notice[], roles: Map<string, string | null>) {
  const mails = await Promise.all(
    notify
      .filter((n) => n.mail)
      .map(async (n) => {
        const person = await Profiles.get(n.userId);
        if (!person?.email) return null;
        return orderStepMail(person.email, person.firstname, { subject: n.mail!.subject, intro: n.mail!.intro, lines: n.mail!.lines }, { label: n.mail!.label, url: siteLink(n.link) });
      }),
  );
  const sent = await Promise.allSettled(mails.flatMap((m) => (m ? [sendMail(m)] : [])));
  for (const r of sent) if (r.status === 'rejected') log.error('order e-mail failed', { error: serializeError(r.reason), roles: [...roles.keys()] });
}

const answer = (message: string, order: OrderItem, side: 'buyer' | 'artist' | 'admin') => ({ message, order: toOrder(order, side) });

export const FULFILMENT_MESSAGES = {
  shipped: 'Marked as shipped. The buyer can follow the parcel.',
  ready: 'Marked as ready for pickup. The buyer was told where to get it.',
  canceled: 'Order canceled. The buyer is being refunded.',
  received: 'Thank you! The artist is paid for this order.',
  extended: (day: string) => `Extended: the artist is paid on ${day} unless you confirm or ask a refund first.`,
  refundAsked: 'Your request was sent to the artist. They have 3 days to answer.',
  withdrawn: 'Your refund request was withdrawn.',
  accepted: 'Refund accepted. The buyer is being refunded.',
  returnAsked: 'Return accepted. The buyer was asked to send the piece back.',
  returnShipped: 'Return tracking sent. You are refunded once the artist receives it.',
  returnReceived: 'Return received. The buyer is being refunded.',
  contested: 'Sent to Crafti. An admin will decide and both of you will be told.',
  decided: 'Decision recorded. Both sides were told.',
} as const;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-PH', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Manila' });

/** The artist ships a shipped order: courier, tracking number, an optional photo of the parcel. */
export async function ship(actor: Actor, orderId: string, body: { courier: Courier; tracking: string; photo_key?: string }) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (kindOf(order) === 'pickup') throw new AppError(ErrorCodes.orderStepRefused, 409, 'This order is picked up by the buyer: mark it ready for pickup instead.');
  if (body.photo_key) await Uploads.assertUsable(body.photo_key, actor.userId, 'order-photo', { field: 'photo_key', usedBy: `order:${orderId}` });
  const at = new Date().toISOString();
  const releaseAt = releaseAtAfter(order, at);
  const courier = COURIER_LABELS[body.courier];
  const done = await step(order, {
    event: 'ship',
    by: 'artist',
    set: { shippedAt: at, courier: body.courier, tracking: body.tracking, releaseAt, ...(body.photo_key ? { parcelPhotoKey: body.photo_key } : {}) },
    claims: body.photo_key ? [body.photo_key] : [],
    note: `${courier} ${body.tracking}`,
    notify: [
      {
        userId: order.buyerId,
        message: `${order.artistName} shipped "${order.description}" with ${courier} (tracking ${body.tracking}).`,
        link: orderLink(orderId),
        mail: { subject: 'Your order is on its way', intro: `${order.artistName} shipped "${order.description}".`, lines: [`Courier: ${courier}`, `Tracking number: ${body.tracking}`, `Confirm you received it by ${day(releaseAt)}, or ask a refund if something is wrong.`], label: 'Follow my order' },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.shipped, done, 'artist');
}

/** The artist says a pickup order is ready at the meet-up place. */
export async function ready(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (kindOf(order) !== 'pickup') throw new AppError(ErrorCodes.orderStepRefused, 409, 'This order is shipped to the buyer: mark it shipped with its tracking number instead.');
  const d = deliveryOf(order);
  const at = new Date().toISOString();
  const releaseAt = releaseAtAfter(order, at);
  const place = d?.kind === 'pickup' ? d.place : 'the meet-up place';
  const done = await step(order, {
    event: 'ready',
    by: 'artist',
    set: { readyAt: at, releaseAt },
    notify: [
      {
        userId: order.buyerId,
        message: `"${order.description}" is ready for pickup at ${place}.`,
        link: orderLink(orderId),
        mail: { subject: 'Your order is ready for pickup', intro: `"${order.description}" from ${order.artistName} is ready.`, lines: [`Where: ${place}`, ...(d?.kind === 'pickup' && d.note ? [d.note] : []), `Confirm you picked it up by ${day(releaseAt)}.`], label: 'Open my order' },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.ready, done, 'artist');
}

/** The artist cancels an order not shipped yet: the buyer gets everything back, the pieces go back on sale. */
export async function cancel(actor: Actor, orderId: string, reason: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  const done = await cancelWhole(order, 'cancel', 'artist', reason);
  return answer(FULFILMENT_MESSAGES.canceled, done, 'artist');
}

async function cancelWhole(order: OrderItem, event: 'cancel' | 'ship_late', by: Side, reason: string) {
  const refund = order.money ? paidFor(order) : undefined;
  if (refund !== undefined && refund < MIN_REFUND_CENTAVOS) {
    throw new AppError(ErrorCodes.orderRefundTooSmall, 409, `PayMongo refunds ${formatPeso(MIN_REFUND_CENTAVOS)} or more: this order (${formatPeso(refund)}) cannot be refunded. Ship it, or write to Crafti.`);
  }
  const late = event === 'ship_late';
  const message = late
    ? `"${order.description}" was not shipped by its ship-by date, so it was canceled. ${refund ? `${formatPeso(refund)} is being refunded to you.` : ''}`.trim()
    : `${order.artistName} canceled "${order.description}": ${reason}${refund ? ` ${formatPeso(refund)} is being refunded to you.` : ''}`;
  return step(order, {
    event,
    by,
    refund,
    set: { canceledAt: new Date().toISOString(), cancelReason: reason },
    note: reason,
    notify: [
      { userId: order.buyerId, message, link: orderLink(order.orderId), mail: { subject: 'Your order was canceled', intro: message, label: 'Open my order' } },
      ...(late ? [{ userId: order.artistId, message: `"${order.description}" for ${order.buyerName} was canceled: it was not shipped by its ship-by date. The buyer is refunded.`, link: orderLink(order.orderId) }] : []),
    ],
  });
}

/** The buyer confirms receipt ("Order Received" / "Picked up"): the artist's share is released. */
export async function receive(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  const done = await releaseWhole(order, 'receive', 'buyer');
  return answer(FULFILMENT_MESSAGES.received, done, 'buyer');
}

async function releaseWhole(order: OrderItem, event: 'receive' | 'window_end', by: Side) {
  const share = shareOf(order);
  const message =
    event === 'receive'
      ? `${order.buyerName} confirmed receiving "${order.description}". ${order.money ? `${formatPeso(share)} is on its way to your wallet.` : ''}`.trim()
      : `The guarantee window of "${order.description}" ended. ${order.money ? `${formatPeso(share)} is on its way to your wallet.` : ''}`.trim();
  return step(order, {
    event,
    by,
    refund: order.money ? 0 : undefined,
    notify: [
      { userId: order.artistId, message, link: orderLink(order.orderId) },
      ...(event === 'window_end' ? [{ userId: order.buyerId, message: `"${order.description}" is completed: its guarantee window ended. You can review ${order.artistName} now.`, link: orderLink(order.orderId) }] : []),
    ],
  });
}

/** The buyer moves the release date once, by FULFILMENT_DAYS.extension days. */
export async function extend(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  if (order.extended) throw new AppError(ErrorCodes.orderExtendedAlready, 409, 'You already extended this order once.');
  const releaseAt = addDays(order.releaseAt ?? new Date().toISOString(), FULFILMENT_DAYS.extension);
  const done = await step(order, {
    event: 'extend',
    by: 'buyer',
    set: { extended: true, releaseAt },
    note: `until ${releaseAt}`,
    notify: [{ userId: order.artistId, message: `${order.buyerName} extended the guarantee of "${order.description}" to ${day(releaseAt)}.`, link: orderLink(orderId) }],
  });
  return answer(FULFILMENT_MESSAGES.extended(day(releaseAt)), done, 'buyer');
}

/** The buyer asks a refund of `amount` (at most what they paid for the order) within the window. */
export async function askRefund(actor: Actor, orderId: string, body: { reason: RefundReason; details: string; photo_keys: string[]; amount_centavos: number }) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  const most = paidFor(order);
  if (body.amount_centavos > most || body.amount_centavos < MIN_REFUND_CENTAVOS) {
    throw new AppError(ErrorCodes.orderRefundAmount, 400, `Ask between ${formatPeso(MIN_REFUND_CENTAVOS)} and ${formatPeso(most)}, what you paid for this order.`, { field: 'amount_centavos' });
  }
  if (order.releaseAt && Date.parse(order.releaseAt) < Date.now()) throw new AppError(ErrorCodes.orderStepRefused, 409, `The guarantee window of this order ended on ${day(order.releaseAt)}.`);
  const keys = [...new Set(body.photo_keys)];
  await Promise.all(keys.map((key) => Uploads.assertUsable(key, actor.userId, 'order-photo', { field: 'photo_keys', usedBy: `order:${orderId}` })));
  const at = new Date().toISOString();
  const answerBy = addDays(at, FULFILMENT_DAYS.answer);
  const reason = REFUND_REASON_LABELS[body.reason];
  const done = await step(order, {
    event: 'ask_refund',
    by: 'buyer',
    set: { refundRequest: { reason: body.reason, details: body.details, photoKeys: keys, amountCentavos: body.amount_centavos, askedAt: at, answerBy } },
    claims: keys,
    note: `${reason}: ${formatPeso(body.amount_centavos)}`,
    notify: [
      {
        userId: order.artistId,
        message: `${order.buyerName} asked a refund of ${formatPeso(body.amount_centavos)} for "${order.description}": ${reason}. Answer by ${day(answerBy)}.`,
        link: orderLink(orderId),
        mail: { subject: 'A buyer asked for a refund', intro: `${order.buyerName} asked a refund of ${formatPeso(body.amount_centavos)} for "${order.description}".`, lines: [`Reason: ${reason}`, body.details, `Answer by ${day(answerBy)}: after that the refund is made as asked.`], label: 'Answer the request' },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.refundAsked, done, 'buyer');
}

/** The buyer withdraws their refund request: the order goes back to waiting for their confirmation. */
export async function withdraw(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  const soonest = addDays(new Date().toISOString(), 1);
  const releaseAt = order.releaseAt && order.releaseAt > soonest ? order.releaseAt : soonest;
  const done = await step(order, {
    event: 'withdraw',
    by: 'buyer',
    to: kindOf(order) === 'pickup' ? 'ready_for_pickup' : 'shipped',
    set: { releaseAt },
    remove: ['refundRequest'],
    notify: [{ userId: order.artistId, message: `${order.buyerName} withdrew their refund request for "${order.description}".`, link: orderLink(orderId) }],
  });
  return answer(FULFILMENT_MESSAGES.withdrawn, done, 'buyer');
}

/** The artist accepts the request: refunded as asked now, or once the piece is back (`return_required`). */
export async function acceptRefund(actor: Actor, orderId: string, body: { return_required: boolean; note?: string }) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  const r = order.refundRequest;
  if (!r || stateOf(order) !== 'refund_requested') throw refused(order, stateOf(order));
  const note = body.note?.trim() || undefined;
  if (body.return_required) {
    const returnBy = addDays(new Date().toISOString(), FULFILMENT_DAYS.returnShip);
    const done = await step(order, {
      event: 'accept_return',
      by: 'artist',
      set: { refundRequest: { ...r, returnRequired: true, returnBy, ...(note ? { artistNote: note } : {}) } },
      note,
      notify: [
        {
          userId: order.buyerId,
          message: `${order.artistName} accepted your refund request for "${order.description}" once the piece is back. Send it by ${day(returnBy)} and enter its tracking number.`,
          link: orderLink(orderId),
          mail: { subject: 'Send the piece back for your refund', intro: `${order.artistName} accepted your refund of ${formatPeso(r.amountCentavos)} for "${order.description}" once the piece is back.`, lines: [...(note ? [note] : []), `Send it by ${day(returnBy)} and enter the return's tracking number on the order.`], label: 'Open my order' },
        },
      ],
    });
    return answer(FULFILMENT_MESSAGES.returnAsked, done, 'artist');
  }
  const done = await refundAsAsked(order, 'accept', 'artist', note);
  return answer(FULFILMENT_MESSAGES.accepted, done, 'artist');
}

async function refundAsAsked(order: OrderItem, event: 'accept' | 'answer_late' | 'return_receive' | 'return_late', by: Side, note?: string) {
  const r = order.refundRequest!;
  const amount = order.money ? r.amountCentavos : undefined;
  const why: Record<typeof event, string> = {
    accept: `${order.artistName} accepted your refund request`,
    answer_late: `${order.artistName} did not answer your refund request in time`,
    return_receive: `${order.artistName} received the piece back`,
    return_late: `${order.artistName} did not confirm the return in time`,
  };
  return step(order, {
    event,
    by,
    refund: amount,
    note,
    set: note ? { refundRequest: { ...r, artistNote: note } } : undefined,
    notify: [
      { userId: order.buyerId, message: `${why[event]}: ${formatPeso(r.amountCentavos)} is being refunded to you for "${order.description}".`, link: orderLink(order.orderId), mail: { subject: 'Your refund is on its way', intro: `${why[event]}. ${formatPeso(r.amountCentavos)} is being refunded to you for "${order.description}".`, label: 'Open my order' } },
      ...(by === 'crafti' ? [{ userId: order.artistId, message: `"${order.description}": ${formatPeso(r.amountCentavos)} was refunded to ${order.buyerName} (${why[event].replace(`${order.artistName} `, 'you ')}).`, link: orderLink(order.orderId) }] : []),
    ],
  });
}

/** The buyer sent the piece back: the return's courier and tracking number. */
export async function returnShip(actor: Actor, orderId: string, body: { courier: Courier; tracking: string }) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  const r = order.refundRequest;
  if (!r || stateOf(order) !== 'return_requested') throw refused(order, stateOf(order));
  const at = new Date().toISOString();
  const returnReceiveBy = addDays(at, FULFILMENT_DAYS.returnReceive);
  const courier = COURIER_LABELS[body.courier];
  const done = await step(order, {
    event: 'return_ship',
    by: 'buyer',
    set: { refundRequest: { ...r, returnCourier: body.courier, returnTracking: body.tracking, returnShippedAt: at, returnReceiveBy } },
    note: `${courier} ${body.tracking}`,
    notify: [
      {
        userId: order.artistId,
        message: `${order.buyerName} sent "${order.description}" back with ${courier} (tracking ${body.tracking}). Confirm you received it by ${day(returnReceiveBy)}.`,
        link: orderLink(orderId),
        mail: { subject: 'A return is on its way to you', intro: `${order.buyerName} sent "${order.description}" back.`, lines: [`Courier: ${courier}`, `Tracking number: ${body.tracking}`, `Confirm you received it by ${day(returnReceiveBy)}: after that the refund is made.`], label: 'Open the order' },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.returnShipped, done, 'buyer');
}

/** The artist confirms the returned piece arrived: the buyer is refunded. */
export async function returnReceive(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (!order.refundRequest || stateOf(order) !== 'returning') throw refused(order, stateOf(order));
  const done = await refundAsAsked(order, 'return_receive', 'artist');
  return answer(FULFILMENT_MESSAGES.returnReceived, done, 'artist');
}

/** The artist contests the request: Crafti's admins decide (the disputes queue). */
export async function contest(actor: Actor, orderId: string, statement: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  const r = order.refundRequest;
  if (!r || stateOf(order) !== 'refund_requested') throw refused(order, stateOf(order));
  const at = new Date().toISOString();
  const done = await step(order, {
    event: 'contest',
    by: 'artist',
    set: { refundRequest: { ...r, contestedAt: at, artistNote: statement } },
    note: statement,
    more: (tx) => [tx.orderDispute.create({ queue: 'open', openedAt: at, orderId }).commit()],
    notify: [
      {
        userId: order.buyerId,
        message: `${order.artistName} contested your refund request for "${order.description}". Crafti will decide and tell you both.`,
        link: orderLink(orderId),
        mail: { subject: 'Your refund request goes to Crafti', intro: `${order.artistName} contested your refund request for "${order.description}".`, lines: [`Their statement: ${statement}`, 'An admin will read both sides and decide.'], label: 'Open my order' },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.contested, done, 'artist');
}

/** An admin decides a contested request: `refund` centavos back to the buyer (0: none), the rest to the artist. */
export async function decide(actor: Actor, orderId: string, body: { refund_centavos: number; note: string }) {
  const order = await load(orderId);
  const r = order.refundRequest;
  if (!r || stateOf(order) !== 'disputed') throw refused(order, stateOf(order));
  const most = paidFor(order);
  if (body.refund_centavos > most || (body.refund_centavos > 0 && body.refund_centavos < MIN_REFUND_CENTAVOS)) {
    throw new AppError(ErrorCodes.orderRefundAmount, 400, `Refund 0, or between ${formatPeso(MIN_REFUND_CENTAVOS)} and ${formatPeso(most)} (what the buyer paid for this order).`, { field: 'refund_centavos' });
  }
  const at = new Date().toISOString();
  const refund = body.refund_centavos;
  const to: FulfilmentState = refund > 0 ? 'refunded' : 'completed';
  const outcome = refund > 0 ? `${formatPeso(refund)} refunded to ${order.buyerName}, ${formatPeso(shareOf(order) - Math.min(refund, shareOf(order)))} to ${order.artistName}` : `nothing refunded; ${formatPeso(shareOf(order))} to ${order.artistName}`;
  const message = `Crafti decided the refund request for "${order.description}": ${outcome}. ${body.note}`;
  const done = await step(order, {
    event: 'decide',
    by: 'admin',
    to,
    refund: order.money ? refund : undefined,
    set: { refundRequest: { ...r, decidedAt: at, decidedBy: actor.userId, decisionNote: body.note } },
    note: body.note,
    more: (tx) => [tx.orderDispute.delete({ queue: 'open', openedAt: r.contestedAt ?? at, orderId }).commit()],
    notify: [
      { userId: order.buyerId, message, link: orderLink(orderId), mail: { subject: 'Crafti decided your refund request', intro: message, label: 'Open my order' } },
      { userId: order.artistId, message, link: orderLink(orderId), mail: { subject: 'Crafti decided a refund request', intro: message, label: 'Open the order' } },
    ],
  });
  return answer(FULFILMENT_MESSAGES.decided, done, 'admin');
}

/** The spec's PUT /order/{orderId}: Canceled cancels (before shipping); Completed is the buyer's. */
export async function setSpecStatus(actor: Actor, orderId: string, status: Order['status']): Promise<Order> {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (order.status === status) return toOrder(order, 'artist');
  const state = stateOf(order);
  if (fulfilmentMachine.final(state)) {
    throw state === 'completed' || (state === 'refunded' && order.status === 'Completed')
      ? new AppError(ErrorCodes.orderCompleted, 409, 'This order is completed and its money released to you: its status can no longer change.')
      : new AppError(ErrorCodes.orderRefunded, 409, 'This order was canceled and its refund started: its status can no longer change.');
  }
  if (status === 'Canceled') return toOrder(await cancelWhole(order, 'cancel', 'artist', 'Canceled by the artist.'), 'artist');
  if (status === 'Completed') {
    throw new AppError(ErrorCodes.orderBuyerConfirms, 409, 'The buyer completes an order by confirming they received it (or its guarantee window ends): mark it shipped, or ready for pickup.');
  }
  throw refused(order, stateOf(order));
}

/**
 * The clock (due work `order_clock`): the deadline an order waits for has come. Stale items (the
 * order moved on, or its deadline moved) end without effect.
 */
export async function runClock(item: { subjectId: string; token?: string }, now = new Date()): Promise<void> {
  const order = await findOrder(item.subjectId);
  if (!order) return DueWork.drop('order_clock', item.subjectId);
  const state = stateOf(order);
  const clock = clockOf(state, order);
  if (!clock || `${clock.event}@${clock.at}` !== item.token || Date.parse(clock.at) > now.getTime()) {
    // Moved on (its step rewrote or ended the item already), or not due yet by the order's own date.
    if (!clock) await DueWork.drop('order_clock', item.subjectId);
    return;
  }
  try {
    switch (clock.event) {
      case 'ship_late':
        await cancelWhole(order, 'ship_late', 'crafti', 'Not shipped by its ship-by date.');
        return;
      case 'window_end':
        await releaseWhole(order, 'window_end', 'crafti');
        return;
      case 'answer_late':
        await refundAsAsked(order, 'answer_late', 'crafti');
        return;
      case 'return_late':
        await refundAsAsked(order, 'return_late', 'crafti');
        return;
      case 'return_lapse':
        await step(order, {
          event: 'return_lapse',
          by: 'crafti',
          refund: order.money ? 0 : undefined,
          notify: [
            { userId: order.buyerId, message: `The piece of "${order.description}" was not sent back in time, so the refund request ended and the order is completed.`, link: orderLink(order.orderId) },
            { userId: order.artistId, message: `${order.buyerName} did not send "${order.description}" back in time: the order is completed and your share is on its way.`, link: orderLink(order.orderId) },
          ],
        });
        return;
      default:
        return;
    }
  } catch (err) {
    // Another step won the race (the buyer confirmed in the same minute): nothing left to do.
    if (err instanceof AppError && (err.code === ErrorCodes.orderStatusChanged || err.code === ErrorCodes.orderStepRefused)) return;
    throw err;
  }
}

/** The warning a day before the ship-by date (due work `order_ship_warn`), to both sides while it is still to ship. */
export async function runShipWarning(item: { subjectId: string }): Promise<void> {
  const order = await findOrder(item.subjectId);
  if (order && stateOf(order) === 'to_ship' && order.shipBy) {
    const by = day(order.shipBy);
    await commit((tx) => [
      ...Notifications.notifyPieces(tx, order.artistId, { type: 'order_status', message: `Ship "${order.description}" to ${order.buyerName} by ${by}, or it is canceled and refunded.`, link: orderLink(order.orderId) }).pieces,
      ...Notifications.notifyPieces(tx, order.buyerId, { type: 'order_status', message: `${order.artistName} has until ${by} to ship "${order.description}"; if they don't, you are refunded in full.`, link: orderLink(order.orderId) }).pieces,
      DueWork.donePiece(tx, 'order_ship_warn', order.orderId),
    ]);
    await Promise.all([Notifications.push(order.artistId), Notifications.push(order.buyerId)]);
    return;
  }
  await DueWork.drop('order_ship_warn', item.subjectId);
}

export { ordersLink };
