import * as z from 'zod';
import { userIdParamsSchema } from '../../schemas/common';
import {
  acceptRefundBodySchema,
  cancelOrderBodySchema,
  contestRefundBodySchema,
  decideOrderBodySchema,
  orderAnswerSchema,
  orderDisputesPageSchema,
  orderQueueQuerySchema,
  refundAskBodySchema,
  returnShipBodySchema,
  shipBodySchema,
  checkoutBodySchema,
  checkoutSchema,
  checkoutSessionSchema,
  orderAckBodySchema,
  orderIdParamsSchema,
  orderPageSchema,
  orderSchema,
  ordersQuerySchema,
  orderStatusBodySchema,
} from '../../schemas/orders';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Checkout with PayMongo, the payment webhook, orders (the buyer's) and transactions (the
 * artist's). The server computes every amount from stored prices (DESIGN §7).
 */
/** The order's sides, for the fulfilment steps' owner rules. */
const ARTIST = {
  thing: 'order',
  id: 'params.orderId',
  message: 'Only the artist who sold this order can do this.',
} as const;
const BUYER = {
  thing: 'orderBuyer',
  id: 'params.orderId',
  message: 'Only the buyer of this order can do this.',
} as const;
/**
 * Every fulfilment step's refusals: the one step runner (functions/core/checkout/fulfilment-step.ts)
 * also claims a step's photos, so each step may answer the uploads' refusals (only shipping, a
 * refund request and a return send photos).
 */
const STEP = [
  ErrorCodes.orderNotFound,
  ErrorCodes.orderStepRefused,
  ErrorCodes.orderStatusChanged,
  ErrorCodes.uploadInvalid,
  ErrorCodes.uploadInUse,
];

export const checkoutContract = defineRoutes({
  /** Reserves the stock and opens PayMongo's checkout session; the orders are written once it is paid. */
  'POST /create-checkout-session': {
    auth: 'user',
    owner: 'caller',
    adminRefused: 'Administrators have no cart to check out.',
    body: checkoutBodySchema,
    response: checkoutSessionSchema,
    status: 201,
    errors: [
      ErrorCodes.checkoutDetailsMissing,
      ErrorCodes.checkoutNoItems,
      ErrorCodes.checkoutNotInCart,
      ErrorCodes.checkoutArtRemoved,
      ErrorCodes.checkoutArtUnavailable,
      ErrorCodes.checkoutOwnArt,
      ErrorCodes.soldOut,
      ErrorCodes.checkoutCartChanged,
      ErrorCodes.checkoutReplaced,
      ErrorCodes.checkoutFailed,
      ErrorCodes.checkoutTooSmall,
      ErrorCodes.checkoutAddressMissing,
      ErrorCodes.shippingNotSet,
      ErrorCodes.shippingNoRoute,
    ],
  },
  /** The spec's call after the session: answers the order the server already made for that payment. */
  'POST /order': {
    auth: 'user',
    owner: { thing: 'payment', id: 'body.payment_intent_id', admin: true, message: 'This is not your order.' },
    body: orderAckBodySchema,
    response: checkoutSchema,
    errors: [ErrorCodes.orderNotFound],
  },
  /** The return page: where a checkout stands. Its buyer only. */
  'GET /checkout/{checkoutId}': {
    auth: 'user',
    owner: { thing: 'checkout', id: 'params.checkoutId', admin: true, message: 'This is not your order.' },
    params: z.object({ checkoutId: z.string().min(1).max(100) }),
    response: checkoutSchema,
    errors: [ErrorCodes.orderNotFound],
  },
  /** PayMongo's webhook: signature first, then idempotent on the event id. */
  'POST /paymongo/webhook': {
    auth: 'public',
    owner: 'none',
    body: z.looseObject({}),
    response: z.object({ received: z.boolean() }),
    errors: [ErrorCodes.invalidSignature, ErrorCodes.projectNotFound],
  },

  /** The buyer's orders, newest first, 5 a page. */
  'GET /orders/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    query: ordersQuerySchema,
    response: orderPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** The spec's lookup of the artist id of a user (here the same id). */
  'GET /artist/{userId}': {
    auth: 'artist',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: z.object({ artist_id: z.string() }),
    errors: [],
  },
  /** The artist's paid sales (Transactions), newest first, 5 a page. */
  'GET /artist-orders/{artistId}': {
    auth: 'artist',
    owner: { self: 'params.artistId' },
    params: z.object({ artistId: z.string().min(1).max(128) }),
    query: ordersQuerySchema,
    response: orderPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /**
   * The selling artist completes (its share is released to them) or cancels (the buyer is refunded)
   * a paid Pending order; both are final (shared/money-machines.ts orderStatus).
   */
  'PUT /order/{orderId}': {
    auth: 'artist',
    owner: {
      thing: 'order',
      id: 'params.orderId',
      message: 'Only the artist who sold this order can change its status.',
    },
    params: orderIdParamsSchema,
    body: orderStatusBodySchema,
    response: orderSchema,
    errors: [
      ErrorCodes.orderNotFound,
      ErrorCodes.orderRefunded,
      ErrorCodes.orderCompleted,
      ErrorCodes.orderStatusChanged,
      ErrorCodes.orderRefundTooSmall,
      ErrorCodes.orderBuyerConfirms,
      ErrorCodes.orderStepRefused,
      ErrorCodes.uploadInvalid,
      ErrorCodes.uploadInUse,
    ],
  },

  // Fulfilment (docs/fulfilment.md): each step is its side's; every answer is the order as it now is.
  /** One order with its timeline and address: its buyer, its artist, or an admin. */
  'GET /api/orders/{orderId}': {
    auth: 'user',
    owner: { thing: 'orderParty', id: 'params.orderId', admin: true, message: 'This is not your order.' },
    params: orderIdParamsSchema,
    response: orderSchema,
    errors: [ErrorCodes.orderNotFound],
  },
  /** The artist's work lists: what to ship (most urgent first) and what to answer (refund requests, returns). */
  'GET /api/order-queue': {
    auth: 'artist',
    owner: 'caller',
    query: orderQueueQuerySchema,
    response: orderPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /api/orders/{orderId}/ship': {
    auth: 'artist',
    owner: ARTIST,
    params: orderIdParamsSchema,
    body: shipBodySchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/ready': {
    auth: 'artist',
    owner: ARTIST,
    params: orderIdParamsSchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/cancel': {
    auth: 'artist',
    owner: ARTIST,
    params: orderIdParamsSchema,
    body: cancelOrderBodySchema,
    response: orderAnswerSchema,
    errors: [...STEP, ErrorCodes.orderRefundTooSmall],
  },
  'POST /api/orders/{orderId}/receive': {
    auth: 'user',
    owner: BUYER,
    params: orderIdParamsSchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/extend': {
    auth: 'user',
    owner: BUYER,
    params: orderIdParamsSchema,
    response: orderAnswerSchema,
    errors: [...STEP, ErrorCodes.orderExtendedAlready],
  },
  'POST /api/orders/{orderId}/refund-request': {
    auth: 'user',
    owner: BUYER,
    params: orderIdParamsSchema,
    body: refundAskBodySchema,
    response: orderAnswerSchema,
    status: 201,
    errors: [...STEP, ErrorCodes.orderRefundAmount],
  },
  'DELETE /api/orders/{orderId}/refund-request': {
    auth: 'user',
    owner: BUYER,
    params: orderIdParamsSchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/refund-request/accept': {
    auth: 'artist',
    owner: ARTIST,
    params: orderIdParamsSchema,
    body: acceptRefundBodySchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/refund-request/contest': {
    auth: 'artist',
    owner: ARTIST,
    params: orderIdParamsSchema,
    body: contestRefundBodySchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/return': {
    auth: 'user',
    owner: BUYER,
    params: orderIdParamsSchema,
    body: returnShipBodySchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  'POST /api/orders/{orderId}/return/received': {
    auth: 'artist',
    owner: ARTIST,
    params: orderIdParamsSchema,
    response: orderAnswerSchema,
    errors: STEP,
  },
  /** The admins' queue of contested refund requests, oldest first, and their decision. */
  'GET /admin/order-disputes': {
    auth: 'admin',
    owner: 'none',
    query: z.object({ cursor: z.string().max(2000).optional() }),
    response: orderDisputesPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /admin/order-disputes/{orderId}/decide': {
    auth: 'admin',
    owner: 'none',
    params: orderIdParamsSchema,
    body: decideOrderBodySchema,
    response: orderAnswerSchema,
    errors: [...STEP, ErrorCodes.orderRefundAmount],
  },
});
