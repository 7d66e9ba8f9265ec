import { ErrorCodes } from '@shared/api/errors';
import { commit } from '../db/transactions';
import * as DueWork from '../due-work/due-work';
import { AppError } from '../errors';
import { clockOf, stateOf } from './fulfilment-state';
import { findOrder } from './records';
import { cancelWhole, releaseWhole } from './fulfilment';
import { refundAsAsked } from './fulfilment-refunds';
import { day, orderLink, step } from './fulfilment-step';

/** The order's deadlines as due work (docs/fulfilment.md): what Crafti does when nobody acted in time. */

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
            {
              userId: order.buyerId,
              message: `The piece of "${order.description}" was not sent back in time, so the refund request ended and the order is completed.`,
              link: orderLink(order.orderId),
            },
            {
              userId: order.artistId,
              message: `${order.buyerName} did not send "${order.description}" back in time: the order is completed and your share is on its way.`,
              link: orderLink(order.orderId),
            },
          ],
        });
        return;
      default:
        return;
    }
  } catch (err) {
    // Another step won the race (the buyer confirmed in the same minute): nothing left to do.
    if (
      err instanceof AppError &&
      (err.code === ErrorCodes.orderStatusChanged || err.code === ErrorCodes.orderStepRefused)
    )
      return;
    throw err;
  }
}

/** The warning a day before the ship-by date (due work `order_ship_warn`), to both sides while it is still to ship. */
export async function runShipWarning(item: { subjectId: string }): Promise<void> {
  const order = await findOrder(item.subjectId);
  if (order && stateOf(order) === 'to_ship' && order.shipBy) {
    const by = day(order.shipBy);
    await commit((tx, fx) => [
      ...fx.notify(order.artistId, {
        type: 'order_status',
        message: `Ship "${order.description}" to ${order.buyerName} by ${by}, or it is canceled and refunded.`,
        link: orderLink(order.orderId),
      }),
      ...fx.notify(order.buyerId, {
        type: 'order_status',
        message: `${order.artistName} has until ${by} to ship "${order.description}"; if they don't, you are refunded in full.`,
        link: orderLink(order.orderId),
      }),
      DueWork.donePiece(tx, 'order_ship_warn', order.orderId),
    ]);
    return;
  }
  await DueWork.drop('order_ship_warn', item.subjectId);
}
