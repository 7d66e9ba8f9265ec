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
    /** When the artist last set it Completed (its reviews' 30 days run from it). */
    completedAt: { type: 'string' },
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
