import { ErrorCodes } from '@shared/api/errors';
import { actionsOf, trackingLink } from '@shared/fulfilment';
import type { Checkout, Order, PaymentState } from '@shared/schemas/orders';
import { log, serializeError } from '../observability/log';
import * as Arts from '../arts/arts';
import * as Counters from '../counters/counters';
import type { EntityItem } from 'electrodb';
import type { CheckoutEntity } from '../db/entities/checkout';
import { db, type TransactionEntities } from '../db/service';
import { AppError } from '../errors';
import { paidFor } from '../money/order-money';
import * as Realtime from '../realtime/realtime';
import { deliveryOf, kindOf, type OrderItem, stateOf } from './fulfilment-state';

/**
 * What the checkout modules share: reading checkouts and orders and their API shapes, and the
 * count of pieces pending checkouts hold per art (which lets a cart say "reserved" rather than
 * "sold out").
 */

/** How long a checkout holds its pieces before the sweeper gives them back. */
export { RESERVATION_MINUTES } from '@shared/messages/orders';

export type CheckoutItem = EntityItem<ReturnType<typeof CheckoutEntity>>;
export type { OrderItem };
export type Line = CheckoutItem['lines'][number];
export type PlannedOrder = NonNullable<CheckoutItem['orders']>[number];

export async function findCheckout(checkoutId: string) {
  const { data } = await db().entities.checkout.get({ checkoutId }).go();
  return data;
}

/** Several checkouts by id in one BatchGet (those that exist). */
export async function findCheckouts(checkoutIds: readonly string[]): Promise<CheckoutItem[]> {
  if (checkoutIds.length === 0) return [];
  const { data } = await db()
    .entities.checkout.get(checkoutIds.map((checkoutId) => ({ checkoutId })))
    .go();
  return data.filter((c): c is CheckoutItem => Boolean(c));
}

export async function findOrder(orderId: string) {
  const { data } = await db().entities.order.get({ orderId }).go();
  return data;
}

/** The order items a checkout has written so far (all of them once its payment is recorded). */
export async function ordersOf(checkout: Pick<CheckoutItem, 'orderIds'>): Promise<OrderItem[]> {
  if (checkout.orderIds.length === 0) return [];
  const { data } = await db()
    .entities.order.get(checkout.orderIds.map((orderId) => ({ orderId })))
    .go();
  return data.filter((o): o is OrderItem => Boolean(o));
}

export const lineAmount = (l: Line) => l.unitPriceCentavos * l.quantity;

/** The order a checkout plans for an artist, as the return page shows it before it is written. */
export function plannedAsOrder(c: CheckoutItem, p: PlannedOrder): OrderItem {
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
    payState:
      c.state === 'pending' || c.state === 'failed' || c.state === 'expired'
        ? c.state
        : c.state === 'paid'
          ? 'paid'
          : 'expired',
    status: 'Pending',
    createdAt: c.createdAt,
  } as OrderItem;
}

/**
 * An order as the API answers it, for `side` (the steps it may take now). Photos are private:
 * `photos` carries their short-lived links when the caller is one who may see them (the order
 * page), else they answer null.
 */
export function toOrder(
  o: OrderItem,
  side: 'buyer' | 'artist' | 'admin' | null = null,
  photos: { parcel?: string; evidence?: string[] } = {},
): Order {
  const state = stateOf(o);
  const d = deliveryOf(o);
  const r = o.refundRequest;
  return {
    id: o.orderId,
    checkout_id: o.checkoutId,
    date: o.createdAt,
    status: o.status,
    payment_status: o.payState,
    description: o.description,
    amount: o.amountCentavos,
    items: o.lines.map((l) => ({
      art_id: l.artId,
      title: l.title,
      quantity: l.quantity,
      unit_price: l.unitPriceCentavos,
      amount: lineAmount(l),
    })),
    artist_id: o.artistId,
    artist_name: o.artistName,
    user_name: o.buyerName,
    user_id: o.buyerId,
    money: o.money ?? null,
    refund_amount: paidFor(o),
    fulfilment: state,
    delivery: !d
      ? null
      : d.kind === 'ship'
        ? { kind: 'ship', address: d.address, zone: d.zone, delivery_days: d.deliveryDays, days_to_ship: d.daysToShip }
        : { kind: 'pickup', place: d.place, note: d.note, days_to_ship: d.daysToShip },
    shipping: o.shippingCentavos ?? 0,
    fee: o.feeCentavos ?? 0,
    paid_at: o.paidAt ?? null,
    ship_by: o.shipBy ?? null,
    shipped_at: o.shippedAt ?? null,
    courier: o.courier ?? null,
    tracking: o.tracking ?? null,
    tracking_url: o.courier && o.tracking ? trackingLink(o.courier, o.tracking) : null,
    parcel_photo_url: photos.parcel ?? null,
    ready_at: o.readyAt ?? null,
    release_at: o.releaseAt ?? null,
    extended: o.extended ?? false,
    completed_at: o.completedAt ?? null,
    canceled_at: o.canceledAt ?? null,
    refund_request: r
      ? {
          reason: r.reason,
          details: r.details,
          photo_urls: photos.evidence ?? [],
          amount: r.amountCentavos,
          asked_at: r.askedAt,
          answer_by: r.answerBy ?? null,
          artist_note: r.artistNote ?? null,
          return_required: r.returnRequired ?? false,
          return_by: r.returnBy ?? null,
          return_courier: r.returnCourier ?? null,
          return_tracking: r.returnTracking ?? null,
          return_shipped_at: r.returnShippedAt ?? null,
          return_receive_by: r.returnReceiveBy ?? null,
          contested_at: r.contestedAt ?? null,
          decided_at: r.decidedAt ?? null,
          decision_note: r.decisionNote ?? null,
        }
      : null,
    released: o.releasedCentavos ?? null,
    refunded: o.refundedCentavos ?? null,
    timeline: (o.timeline ?? []).map((t) => ({ at: t.at, event: t.event, by: t.by, note: t.note ?? null })),
    actions:
      side && o.payState === 'paid'
        ? actionsOf(state, side, { delivery: kindOf(o), extended: o.extended ?? false })
        : [],
  };
}

export function toCheckout(c: CheckoutItem, written: OrderItem[]): Checkout {
  const byId = new Map(written.map((o) => [o.orderId, o]));
  const orders = (c.orders ?? []).map((p) => byId.get(p.orderId) ?? plannedAsOrder(c, p));
  return {
    checkout_id: c.checkoutId,
    status: c.state,
    created_at: c.createdAt,
    subtotal: c.subtotalCentavos,
    shipping: c.shippingCentavos ?? 0,
    fee: c.feeCentavos,
    total: c.totalCentavos,
    checkout_url: c.checkoutUrl ?? '',
    last_payment_error: c.lastPaymentError ?? null,
    orders: (orders.length ? orders : written).map((o) => toOrder(o, 'buyer')),
  };
}

export const soldOut = (title: string, left: number) =>
  new AppError(
    ErrorCodes.soldOut,
    left <= 0
      ? `Sorry, "${title}" is sold out.`
      : `Only ${left} of "${title}" ${left === 1 ? 'is' : 'are'} left. Please lower the quantity in your cart.`,
  );

/**
 * The pieces pending checkouts hold of each art, changed by `by` per art (+ reserved, − given
 * back or sold). Pieces of one art are one counter: a transaction touches each item once.
 */
export function holdPieces(tx: TransactionEntities, lines: readonly Pick<Line, 'artId' | 'quantity'>[], sign: 1 | -1) {
  const byArt = new Map<string, number>();
  for (const l of lines) byArt.set(l.artId, (byArt.get(l.artId) ?? 0) + sign * l.quantity);
  return [...byArt]
    .filter(([, by]) => by !== 0)
    .map(([artId, by]) => Counters.add(tx, Counters.names.heldPieces(artId), by));
}

/** Pushes a checkout's orders, not paid (Pending), with its payment's state: failed, expired… */
export const pushUnpaidOrders = (checkout: CheckoutItem, payState: PaymentState) =>
  pushOrders(
    (checkout.orders ?? []).map((o) => ({
      ...o,
      checkoutId: checkout.checkoutId,
      buyerId: checkout.buyerId,
      status: 'Pending' as const,
    })),
    payState,
  );

/** Pushes each order's new state to its buyer's and artist's tabs. */
export async function pushOrders(
  orders: readonly Pick<OrderItem, 'orderId' | 'checkoutId' | 'buyerId' | 'artistId' | 'status'>[],
  payState: PaymentState,
) {
  await Promise.all(
    orders.flatMap((o) => {
      const message = {
        type: 'order' as const,
        orderId: o.orderId,
        checkoutId: o.checkoutId,
        payment_status: payState,
        status: o.status,
      };
      return [Realtime.pushToUser(o.buyerId, message), Realtime.pushToUser(o.artistId, message)];
    }),
  );
}

/**
 * After stock moved (`down`: pieces were taken): each art's Browse listing follows (sold out
 * leaves, back in stock returns).
 */
export async function syncListings(lines: readonly Pick<Line, 'artId'>[], moved: 'down' | 'either' = 'either') {
  await Promise.all(
    [...new Set(lines.map((l) => l.artId))].map((artId) =>
      Arts.syncListings(artId, moved).catch((err) =>
        log.warn('listing sync failed', { artId, error: serializeError(err) }),
      ),
    ),
  );
}
