import { ErrorCodes } from '@shared/api/errors';
import { addDays, COURIER_LABELS, type Courier, FULFILMENT_DAYS, fulfilmentMachine } from '@shared/fulfilment';
import { formatPeso, MIN_REFUND_CENTAVOS } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { Actor } from '../actor';
import { AppError } from '../errors';
import { paidFor, shareOf } from '../money/order-money';
import * as Uploads from '../uploads/uploads';
import { deliveryOf, kindOf, releaseAtAfter, type Side, stateOf } from './fulfilment-state';
import { type OrderItem, toOrder } from './records';
import {
  answer,
  day,
  FULFILMENT_MESSAGES,
  load,
  mustBe,
  orderLink,
  ordersLink,
  refused,
  step,
} from './fulfilment-step';

/** The artist ships a shipped order: courier, tracking number, an optional photo of the parcel. */
export async function ship(
  actor: Actor,
  orderId: string,
  body: { courier: Courier; tracking: string; photo_key?: string },
) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (kindOf(order) === 'pickup')
    throw new AppError(
      ErrorCodes.orderStepRefused,
      'This order is picked up by the buyer: mark it ready for pickup instead.',
    );
  if (body.photo_key)
    await Uploads.assertUsable(body.photo_key, actor.userId, 'order-photo', {
      field: 'photo_key',
      usedBy: `order:${orderId}`,
    });
  const at = new Date().toISOString();
  const releaseAt = releaseAtAfter(order, at);
  const courier = COURIER_LABELS[body.courier];
  const done = await step(order, {
    event: 'ship',
    by: 'artist',
    set: {
      shippedAt: at,
      courier: body.courier,
      tracking: body.tracking,
      releaseAt,
      ...(body.photo_key ? { parcelPhotoKey: body.photo_key } : {}),
    },
    claims: body.photo_key ? [body.photo_key] : [],
    note: `${courier} ${body.tracking}`,
    notify: [
      {
        userId: order.buyerId,
        message: `${order.artistName} shipped "${order.description}" with ${courier} (tracking ${body.tracking}).`,
        link: orderLink(orderId),
        mail: {
          subject: 'Your order is on its way',
          intro: `${order.artistName} shipped "${order.description}".`,
          lines: [
            `Courier: ${courier}`,
            `Tracking number: ${body.tracking}`,
            `Confirm you received it by ${day(releaseAt)}, or ask a refund if something is wrong.`,
          ],
          label: 'Follow my order',
        },
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.shipped, done, 'artist');
}

/** The artist says a pickup order is ready at the meet-up place. */
export async function ready(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (kindOf(order) !== 'pickup')
    throw new AppError(
      ErrorCodes.orderStepRefused,
      'This order is shipped to the buyer: mark it shipped with its tracking number instead.',
    );
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
        mail: {
          subject: 'Your order is ready for pickup',
          intro: `"${order.description}" from ${order.artistName} is ready.`,
          lines: [
            `Where: ${place}`,
            ...(d?.kind === 'pickup' && d.note ? [d.note] : []),
            `Confirm you picked it up by ${day(releaseAt)}.`,
          ],
          label: 'Open my order',
        },
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

export async function cancelWhole(order: OrderItem, event: 'cancel' | 'ship_late', by: Side, reason: string) {
  const refund = order.money ? paidFor(order) : undefined;
  if (refund !== undefined && refund < MIN_REFUND_CENTAVOS) {
    throw new AppError(
      ErrorCodes.orderRefundTooSmall,
      `PayMongo refunds ${formatPeso(MIN_REFUND_CENTAVOS)} or more: this order (${formatPeso(refund)}) cannot be refunded. Ship it, or write to Crafti.`,
    );
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
      {
        userId: order.buyerId,
        message,
        link: orderLink(order.orderId),
        mail: { subject: 'Your order was canceled', intro: message, label: 'Open my order' },
      },
      ...(late
        ? [
            {
              userId: order.artistId,
              message: `"${order.description}" for ${order.buyerName} was canceled: it was not shipped by its ship-by date. The buyer is refunded.`,
              link: orderLink(order.orderId),
            },
          ]
        : []),
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

export async function releaseWhole(order: OrderItem, event: 'receive' | 'window_end', by: Side) {
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
      ...(event === 'window_end'
        ? [
            {
              userId: order.buyerId,
              message: `"${order.description}" is completed: its guarantee window ended. You can review ${order.artistName} now.`,
              link: orderLink(order.orderId),
            },
          ]
        : []),
    ],
  });
}

/** The buyer moves the release date once, by FULFILMENT_DAYS.extension days. */
export async function extend(actor: Actor, orderId: string) {
  const order = await load(orderId);
  mustBe(actor, order, 'buyer');
  if (order.extended) throw new AppError(ErrorCodes.orderExtendedAlready, 'You already extended this order once.');
  const releaseAt = addDays(order.releaseAt ?? new Date().toISOString(), FULFILMENT_DAYS.extension);
  const done = await step(order, {
    event: 'extend',
    by: 'buyer',
    set: { extended: true, releaseAt },
    note: `until ${releaseAt}`,
    notify: [
      {
        userId: order.artistId,
        message: `${order.buyerName} extended the guarantee of "${order.description}" to ${day(releaseAt)}.`,
        link: orderLink(orderId),
      },
    ],
  });
  return answer(FULFILMENT_MESSAGES.extended(day(releaseAt)), done, 'buyer');
}

/** The spec's PUT /order/{orderId}: Canceled cancels (before shipping); Completed is the buyer's. */
export async function setSpecStatus(actor: Actor, orderId: string, status: Order['status']): Promise<Order> {
  const order = await load(orderId);
  mustBe(actor, order, 'artist');
  if (order.status === status) return toOrder(order, 'artist');
  const state = stateOf(order);
  if (fulfilmentMachine.final(state)) {
    throw state === 'completed' || (state === 'refunded' && order.status === 'Completed')
      ? new AppError(
          ErrorCodes.orderCompleted,
          'This order is completed and its money released to you: its status can no longer change.',
        )
      : new AppError(
          ErrorCodes.orderRefunded,
          'This order was canceled and its refund started: its status can no longer change.',
        );
  }
  if (status === 'Canceled')
    return toOrder(await cancelWhole(order, 'cancel', 'artist', 'Canceled by the artist.'), 'artist');
  if (status === 'Completed') {
    throw new AppError(
      ErrorCodes.orderBuyerConfirms,
      'The buyer completes an order by confirming they received it (or its guarantee window ends): mark it shipped, or ready for pickup.',
    );
  }
  throw refused(order, stateOf(order));
}

export { FULFILMENT_MESSAGES, orderLink, ordersLink };
