import { MONEY_STATES } from '@shared/messages/payouts';
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

/**
 * One payment: the buyer's selected cart lines at the prices stored when it was made, the
 * server's subtotal, fee and total, and PayMongo's session. Found by PayMongo's payment intent
 * (gsi1) when a `payment.failed` event names only that.
 */
export const CheckoutEntity = entity({
  model: { entity: 'checkout', version: '1', service: 'crafti' },
  attributes: {
    checkoutId: { type: 'string', required: true, readOnly: true },
    buyerId: { type: 'string', required: true, readOnly: true },
    buyerName: { type: 'string', required: true, readOnly: true },
    buyerEmail: { type: 'string', required: true, readOnly: true },
    state: { type: ['pending', 'paid', 'expired', 'failed'] as const, required: true },
    lines: { type: 'list', items: line, required: true, readOnly: true },
    orderIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    subtotalCentavos: { type: 'number', required: true, readOnly: true },
    feeCentavos: { type: 'number', required: true, readOnly: true },
    totalCentavos: { type: 'number', required: true, readOnly: true },
    sessionId: { type: 'string' },
    paymentIntentId: { type: 'string' },
    /** PayMongo's payment (pay_…), once paid: what refunds name. */
    paymentId: { type: 'string' },
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
 * One artist's part of a checkout (the spec's Order). The buyer's Orders (gsi1) and the artist's
 * Transactions (gsi2), newest first, read only the paid ones: the payment state leads both sort
 * keys, so it is written with `createdAt` whenever it changes.
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
    /** Decided at checkout: the artist's share goes to their child account by the split ('routed') or Crafti holds it ('held'). */
    payout: { type: ['routed', 'held'] as const, readOnly: true },
    childAccountId: { type: 'string', readOnly: true },
    /** Where the artist's money is, once paid (see MONEY_STATES). */
    money: { type: MONEY_STATES },
    /** PayMongo's processing fee the artist bears (Crafti pays it: 0), and the ids of the movements after the payment. */
    processingCentavos: { type: 'number' },
    transferId: { type: 'string' },
    refundId: { type: 'string' },
    /** Set on cancel: where the refunded share is taken from (the artist's wallet, or Crafti's hold). */
    refundFrom: { type: ['artist', 'held'] as const },
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

/** A PayMongo event already handled: its id makes a redelivery a no-op. Gone after 30 days. */
export const PaymentEventEntity = entity({
  model: { entity: 'paymentEvent', version: '1', service: 'crafti' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    checkoutId: { type: 'string' },
    outcome: { type: 'string', required: true },
    receivedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true, readOnly: true, default: () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600 },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['eventId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
