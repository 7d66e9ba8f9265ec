import { addDays, FULFILMENT_DAYS, type FulfilmentEvent, type FulfilmentState } from '@shared/fulfilment';
import type { AddressSnapshot } from '@shared/schemas/addresses';
import type { Zone } from '@shared/places';
import type { EntityItem } from 'electrodb';
import type { OrderEntity } from '../db/entities/checkout';

/** An order as stored. */
export type OrderItem = EntityItem<ReturnType<typeof OrderEntity>>;

/**
 * An order's fulfilment facts read from its item: its state (orders made before fulfilment read
 * theirs from the spec's status), how it reaches the buyer, and the clock event it waits for.
 */

export type Side = 'buyer' | 'artist' | 'admin' | 'crafti';

export function stateOf(o: Pick<OrderItem, 'fulfilment' | 'status'>): FulfilmentState {
  if (o.fulfilment) return o.fulfilment;
  return o.status === 'Completed' ? 'completed' : o.status === 'Canceled' ? 'canceled' : 'to_ship';
}

export type DeliveryItem =
  | { kind: 'ship'; address: AddressSnapshot; zone: Zone; deliveryDays: number; daysToShip: number }
  | { kind: 'pickup'; place: string; note: string; daysToShip: number };

export const deliveryOf = (o: Pick<OrderItem, 'delivery'>): DeliveryItem | null =>
  (o.delivery as DeliveryItem | undefined) ?? null;

/** Ship or pickup (orders made before fulfilment ship). */
export const kindOf = (o: Pick<OrderItem, 'delivery'>): 'ship' | 'pickup' => deliveryOf(o)?.kind ?? 'ship';

/** When the held share is released after a shipping or a "ready for pickup" at `at`. */
export function releaseAtAfter(o: Pick<OrderItem, 'delivery'>, at: string): string {
  const d = deliveryOf(o);
  if (d?.kind === 'pickup') return addDays(at, FULFILMENT_DAYS.pickupWindow);
  return addDays(at, (d?.kind === 'ship' ? d.deliveryDays : 5) + FULFILMENT_DAYS.confirmWindow);
}

/** The clock event a state waits for and when (none for the states a person must move). */
export function clockOf(
  state: FulfilmentState,
  o: Pick<OrderItem, 'shipBy' | 'releaseAt' | 'refundRequest'>,
): { event: FulfilmentEvent; at: string } | null {
  const r = o.refundRequest;
  switch (state) {
    case 'to_ship':
      return o.shipBy ? { event: 'ship_late', at: o.shipBy } : null;
    case 'shipped':
    case 'ready_for_pickup':
      return o.releaseAt ? { event: 'window_end', at: o.releaseAt } : null;
    case 'refund_requested':
      return r?.answerBy ? { event: 'answer_late', at: r.answerBy } : null;
    case 'return_requested':
      return r?.returnBy ? { event: 'return_lapse', at: r.returnBy } : null;
    case 'returning':
      return r?.returnReceiveBy ? { event: 'return_late', at: r.returnReceiveBy } : null;
    default:
      return null;
  }
}

/** The artist's work list the order is on in a state (gsi3): what to send, or what to answer. */
export function laneOf(
  state: FulfilmentState,
  o: Pick<OrderItem, 'shipBy' | 'refundRequest'>,
): { lane: 'to_ship' | 'to_answer' | 'none'; laneAt: string } {
  const r = o.refundRequest;
  if (state === 'to_ship') return { lane: 'to_ship', laneAt: o.shipBy ?? '' };
  if (state === 'refund_requested') return { lane: 'to_answer', laneAt: r?.answerBy ?? '' };
  if (state === 'returning') return { lane: 'to_answer', laneAt: r?.returnReceiveBy ?? '' };
  return { lane: 'none', laneAt: '' };
}
