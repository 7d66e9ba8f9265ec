/**
 * The refund half of an order's fulfilment: the buyer asks, withdraws or sends the piece back; the
 * artist accepts or contests; an admin decides a contested request. The shipping half is ./fulfilment.ts.
 */
import { ErrorCodes } from '@shared/api/errors';
import {
  addDays,
  COURIER_LABELS,
  type Courier,
  FULFILMENT_DAYS,
  type FulfilmentState,
  REFUND_REASON_LABELS,
  type RefundReason,
} from '@shared/fulfilment';
import { formatPeso, MIN_REFUND_CENTAVOS } from '@shared/money';
import type { Actor } from '../actor';
import * as Audit from '../audit/audit';
import { AppError } from '../errors';
import { paidFor, shareOf } from '../money/order-money';
import * as Uploads from '../uploads/uploads';
import { kindOf, type Side, stateOf } from './fulfilment-state';
import { type OrderItem } from './records';
import { answer, day, FULFILMENT_MESSAGES, load, mustBe, orderLink, refused, step } from './fulfilment-step';

/** The buyer asks a refund of `amount` (at most what they paid for the order) within the window. */
export async function askRefund(
  actor: Actor,
  orderId: string,
  body: { reason: RefundReason; details: string; photo_keys: string[]; amount_centavos: number },
) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  const most = paidFor(order);
  if (body.amount_centavos > most || body.amount_centavos < MIN_REFUND_CENTAVOS) {
    throw new AppError(
      ErrorCodes.orderRefundAmount,
      `Ask between ${formatPeso(MIN_REFUND_CENTAVOS)} and ${formatPeso(most)}, what you paid for this order.`,
      { field: 'amount_centavos' },
    );
  }
  if (order.releaseAt && Date.parse(order.releaseAt) < Date.now())
    throw new AppError(
      ErrorCodes.orderStepRefused,
      `The guarantee window of this order ended on ${day(order.releaseAt)}.`,
    );
  const keys = [...new Set(body.photo_keys)];
  await Promise.all(
    keys.map((key) =>
      Uploads.assertUsable(key, actor.userId, 'order-photo', { field: 'photo_keys', usedBy: `order:${orderId}` }),
    ),
  );
  const at = new Date().toISOString();
  const answerBy = addDays(at, FULFILMENT_DAYS.answer);
  const reason = REFUND_REASON_LABELS[body.reason];
  const done = await step(order, {
    event: 'ask_refund',
    by: 'buyer',
    set: {
      refundRequest: {
        reason: body.reason,
        details: body.details,
        photoKeys: keys,
        amountCentavos: body.amount_centavos,
        askedAt: at,
        answerBy,
      },
    },
    claims: keys,
    note: `${reason}: ${formatPeso(body.amount_centavos)}`,
    notify: [
      {
        userId: order.artistId,
        message: `${order.buyerName} asked a refund of ${formatPeso(body.amount_centavos)} for "${order.description}": ${reason}. Answer by ${day(answerBy)}.`,
        link: orderLink(orderId),
        mail: {
          subject: 'A buyer asked for a refund',
          intro: `${order.buyerName} asked a refund of ${formatPeso(body.amount_centavos)} for "${order.description}".`,
          lines: [
            `Reason: ${reason}`,
            body.details,
            `Answer by ${day(answerBy)}: after that the refund is made as asked.`,
          ],
          label: 'Answer the request',
        },
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
    notify: [
      {
        userId: order.artistId,
        message: `${order.buyerName} withdrew their refund request for "${order.description}".`,
        link: orderLink(orderId),
      },
    ],
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
          mail: {
            subject: 'Send the piece back for your refund',
            intro: `${order.artistName} accepted your refund of ${formatPeso(r.amountCentavos)} for "${order.description}" once the piece is back.`,
            lines: [
              ...(note ? [note] : []),
              `Send it by ${day(returnBy)} and enter the return's tracking number on the order.`,
            ],
            label: 'Open my order',
          },
        },
      ],
    });
    return answer(FULFILMENT_MESSAGES.returnAsked, done, 'artist');
  }
  const done = await refundAsAsked(order, 'accept', 'artist', note);
  return answer(FULFILMENT_MESSAGES.accepted, done, 'artist');
}

export async function refundAsAsked(
  order: OrderItem,
  event: 'accept' | 'answer_late' | 'return_receive' | 'return_late',
  by: Side,
  note?: string,
) {
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
      {
        userId: order.buyerId,
        message: `${why[event]}: ${formatPeso(r.amountCentavos)} is being refunded to you for "${order.description}".`,
        link: orderLink(order.orderId),
        mail: {
          subject: 'Your refund is on its way',
          intro: `${why[event]}. ${formatPeso(r.amountCentavos)} is being refunded to you for "${order.description}".`,
          label: 'Open my order',
        },
      },
      ...(by === 'crafti'
        ? [
            {
              userId: order.artistId,
              message: `"${order.description}": ${formatPeso(r.amountCentavos)} was refunded to ${order.buyerName} (${why[event].replace(`${order.artistName} `, 'you ')}).`,
              link: orderLink(order.orderId),
            },
          ]
        : []),
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
    set: {
      refundRequest: {
        ...r,
        returnCourier: body.courier,
        returnTracking: body.tracking,
        returnShippedAt: at,
        returnReceiveBy,
      },
    },
    note: `${courier} ${body.tracking}`,
    notify: [
      {
        userId: order.artistId,
        message: `${order.buyerName} sent "${order.description}" back with ${courier} (tracking ${body.tracking}). Confirm you received it by ${day(returnReceiveBy)}.`,
        link: orderLink(orderId),
        mail: {
          subject: 'A return is on its way to you',
          intro: `${order.buyerName} sent "${order.description}" back.`,
          lines: [
            `Courier: ${courier}`,
            `Tracking number: ${body.tracking}`,
            `Confirm you received it by ${day(returnReceiveBy)}: after that the refund is made.`,
          ],
          label: 'Open the order',
        },
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
        mail: {
          subject: 'Your refund request goes to Crafti',
          intro: `${order.artistName} contested your refund request for "${order.description}".`,
          lines: [`Their statement: ${statement}`, 'An admin will read both sides and decide.'],
          label: 'Open my order',
        },
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
    throw new AppError(
      ErrorCodes.orderRefundAmount,
      `Refund 0, or between ${formatPeso(MIN_REFUND_CENTAVOS)} and ${formatPeso(most)} (what the buyer paid for this order).`,
      { field: 'refund_centavos' },
    );
  }
  const at = new Date().toISOString();
  const refund = body.refund_centavos;
  const to: FulfilmentState = refund > 0 ? 'refunded' : 'completed';
  const outcome =
    refund > 0
      ? `${formatPeso(refund)} refunded to ${order.buyerName}, ${formatPeso(shareOf(order) - Math.min(refund, shareOf(order)))} to ${order.artistName}`
      : `nothing refunded; ${formatPeso(shareOf(order))} to ${order.artistName}`;
  const message = `Crafti decided the refund request for "${order.description}": ${outcome}. ${body.note}`;
  const done = await step(order, {
    event: 'decide',
    by: 'admin',
    to,
    refund: order.money ? refund : undefined,
    set: { refundRequest: { ...r, decidedAt: at, decidedBy: actor.userId, decisionNote: body.note } },
    note: body.note,
    more: (tx) => [
      tx.orderDispute.delete({ queue: 'open', openedAt: r.contestedAt ?? at, orderId }).commit(),
      // The admins' audit log, in the same transaction as the decision.
      Audit.entry(
        tx,
        actor,
        'order_dispute.decided',
        orderId,
        `${order.description}: ${outcome}. ${body.note.slice(0, 500)}`,
      ),
    ],
    notify: [
      {
        userId: order.buyerId,
        message,
        link: orderLink(orderId),
        mail: { subject: 'Crafti decided your refund request', intro: message, label: 'Open my order' },
      },
      {
        userId: order.artistId,
        message,
        link: orderLink(orderId),
        mail: { subject: 'Crafti decided a refund request', intro: message, label: 'Open the order' },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.decided, done, 'admin');
}
