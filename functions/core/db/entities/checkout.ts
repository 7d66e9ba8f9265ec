import { COURIERS, FULFILMENT_STATES, REFUND_REASONS } from '@shared/fulfilment';
import { CHECKOUT_STATES, ORDER_MONEY_STATES } from '@shared/money-machines';
import { entity } from '../entity';
import { TABLE } from '../table';

const line = {
  type: 'map',
  properties: {
    artId: { type: 'string', required: true },
    artistId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    quantity: { type: 'number', required: true },
    unitPriceCentavos: { type: 'number', required: true },
  },
} as const;

/** One artist's part of a checkout, as planned when it starts (the order item is written once it is paid). */
const plannedOrder = {
  type: 'map',
  properties: {
    orderId: { type: 'string', required: true },
    artistId: { type: 'string', required: true },
    artistName: { type: 'string', required: true },
    amountCentavos: { type: 'number', required: true },
    feeCentavos: { type: 'number', required: true },
    description: { type: 'string', required: true },
    /** The shipping the buyer pays this artist (0 for a pickup), and how the order reaches the buyer. */
    shippingCentavos: { type: 'number' },
    delivery: { type: 'any' },
  },
} as const;

/**
 * One payment: the buyer's selected cart lines at the prices stored when it was made, the
 * server's subtotal, fee and total, the orders it will make (one per artist), and PayMongo's
 * session. Its `state` follows shared/money-machines.ts's checkout machine. Found by PayMongo's
 * payment intent (gsi1) when a `payment.failed` event names only that.
 */
export const CheckoutEntity = entity({
  model: { entity: 'checkout', version: '1', service: 'crafti' },
  attributes: {
    checkoutId: { type: 'string', required: true, readOnly: true },
    buyerId: { type: 'string', required: true, readOnly: true },
    buyerName: { type: 'string', required: true, readOnly: true },
    buyerEmail: { type: 'string', required: true, readOnly: true },
    state: { type: CHECKOUT_STATES, required: true },
    lines: { type: 'list', items: line, required: true, readOnly: true },
    orderIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** The orders it makes once paid (absent on checkouts made before orders were written at payment). */
    orders: { type: 'list', items: plannedOrder, readOnly: true },
    subtotalCentavos: { type: 'number', required: true, readOnly: true },
    /** The orders' shipping together (absent on checkouts made before shipping). */
    shippingCentavos: { type: 'number', readOnly: true },
    feeCentavos: { type: 'number', required: true, readOnly: true },
    totalCentavos: { type: 'number', required: true, readOnly: true },
    sessionId: { type: 'string' },
    paymentIntentId: { type: 'string' },
    /** PayMongo's payment (pay_…), once paid: what refunds name; and the processing fee PayMongo took of it. */
    paymentId: { type: 'string' },
    processingCentavos: { type: 'number' },
    /** Why the last attempt to pay failed (PayMongo's words), while the session can still be paid. */
    lastPaymentError: { type: 'string' },
    checkoutUrl: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['checkoutId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byPaymentIntent: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['paymentIntentId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: [] },
    },
  },
});

/**
 * One artist's part of a paid checkout (the spec's Order), written once PayMongo's payment is
 * recorded. The buyer's Orders (gsi1) and the artist's Transactions (gsi2), newest first, read
 * the paid ones: the payment state leads both sort keys.
 */
export const OrderEntity = entity({
  model: { entity: 'order', version: '1', service: 'crafti' },
  attributes: {
    orderId: { type: 'string', required: true, readOnly: true },
    checkoutId: { type: 'string', required: true, readOnly: true },
    buyerId: { type: 'string', required: true, readOnly: true },
    buyerName: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    artistName: { type: 'string', required: true, readOnly: true },
    lines: { type: 'list', items: line, required: true, readOnly: true },
    amountCentavos: { type: 'number', required: true, readOnly: true },
    description: { type: 'string', required: true, readOnly: true },
    /** This order's part of the checkout's 5% fee (the parts add up to the checkout's fee). */
    feeCentavos: { type: 'number', readOnly: true },
    /** Where the artist's share is (shared/money-machines.ts orderMoney): held by Crafti until the order is completed or canceled. */
    money: { type: ORDER_MONEY_STATES },
    /** PayMongo's ids of the transfer that released the share, or of the refund. */
    transferId: { type: 'string' },
    refundId: { type: 'string' },
    payState: { type: ['pending', 'paid', 'expired', 'failed'] as const, required: true },
    status: { type: ['Pending', 'Completed', 'Canceled'] as const, required: true },
    /** When the order was completed (its reviews' 30 days run from it). */
    completedAt: { type: 'string' },
    /**
     * How it reaches the buyer (absent on orders made before fulfilment): `{ kind: 'ship', address
     * (the snapshot at checkout), zone, deliveryDays, daysToShip }` or `{ kind: 'pickup', place, note, daysToShip }`.
     */
    delivery: { type: 'any' },
    /** The shipping the buyer paid, part of the artist's share (Crafti's 5% is of the pieces only). */
    shippingCentavos: { type: 'number' },
    /** shared/fulfilment.ts's machine (absent on orders made before it: read from `status`). */
    fulfilment: { type: FULFILMENT_STATES },
    paidAt: { type: 'string' },
    shipBy: { type: 'string' },
    shippedAt: { type: 'string' },
    courier: { type: COURIERS },
    tracking: { type: 'string' },
    parcelPhotoKey: { type: 'string' },
    readyAt: { type: 'string' },
    /** When the held share is released unless the buyer confirms, asks a refund, or extends first. */
    releaseAt: { type: 'string' },
    extended: { type: 'boolean' },
    canceledAt: { type: 'string' },
    cancelReason: { type: 'string' },
    refundRequest: {
      type: 'map',
      properties: {
        reason: { type: REFUND_REASONS, required: true },
        details: { type: 'string', required: true },
        photoKeys: { type: 'list', items: { type: 'string' } },
        amountCentavos: { type: 'number', required: true },
        askedAt: { type: 'string', required: true },
        /** The artist's answer is due by then (else refunded as asked). */
        answerBy: { type: 'string' },
        artistNote: { type: 'string' },
        returnRequired: { type: 'boolean' },
        returnBy: { type: 'string' },
        returnCourier: { type: COURIERS },
        returnTracking: { type: 'string' },
        returnShippedAt: { type: 'string' },
        returnReceiveBy: { type: 'string' },
        contestedAt: { type: 'string' },
        decidedAt: { type: 'string' },
        decidedBy: { type: 'string' },
        decisionNote: { type: 'string' },
      },
    },
    /** What the order's end decided: released to the artist and refunded to the buyer (centavos). */
    releasedCentavos: { type: 'number' },
    refundedCentavos: { type: 'number' },
    /** Each step with its date and who took it (bounded: one entry per machine event). */
    timeline: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          at: { type: 'string', required: true },
          event: { type: 'string', required: true },
          by: { type: ['buyer', 'artist', 'admin', 'crafti'] as const, required: true },
          note: { type: 'string' },
        },
      },
    },
    /**
     * The artist's work list this order is on (gsi3, sparse): `to_ship` (by its ship-by date),
     * `to_answer` (a refund request or a return to confirm, by its due date), else `none`.
     */
    lane: { type: ['to_ship', 'to_answer', 'none'] as const },
    laneAt: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['orderId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byBuyer: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['buyerId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['payState', 'createdAt', 'orderId'] },
    },
    byArtist: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['artistId'] },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['payState', 'createdAt', 'orderId'] },
    },
    byLane: {
      index: 'gsi3',
      condition: (attr) => attr.lane === 'to_ship' || attr.lane === 'to_answer',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['artistId', 'lane'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['laneAt', 'orderId'] },
    },
  },
});

/**
 * The stock a pending checkout holds, with the time it is given back (not the table's TTL
 * attribute: the sweeper must return the stock before the item goes). All reservations share
 * one gsi3 partition ordered by release time, so the sweeper reads only the due ones.
 */
export const ReservationEntity = entity({
  model: { entity: 'reservation', version: '1', service: 'crafti' },
  attributes: {
    checkoutId: { type: 'string', required: true, readOnly: true },
    releaseAt: { type: 'string', required: true, readOnly: true },
    shard: { type: 'string', required: true, readOnly: true, default: () => 'all' },
  },
  indexes: {
    byCheckout: {
      pk: { field: TABLE.partitionKey, composite: ['checkoutId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    due: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['shard'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['releaseAt', 'checkoutId'] },
    },
  },
});

/** An order's refund request the artist contested: the admins' queue, oldest first (as the commissions' disputes). */
export const OrderDisputeEntity = entity({
  model: { entity: 'orderDispute', version: '1', service: 'crafti' },
  attributes: {
    queue: { type: 'string', required: true, readOnly: true, default: () => 'open' },
    openedAt: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byQueue: {
      pk: { field: TABLE.partitionKey, composite: ['queue'] },
      sk: { field: TABLE.sortKey, composite: ['openedAt', 'orderId'] },
    },
  },
});
