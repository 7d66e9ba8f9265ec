import * as z from 'zod';
import { userIdParamsSchema } from '../../schemas/common';
import {
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
export const checkoutContract = defineRoutes({
  /** Reserves the stock and opens PayMongo's checkout session; the orders are written once it is paid. */
  'POST /create-checkout-session': { auth: 'user', owner: 'caller', adminRefused: 'Administrators have no cart to check out.', body: checkoutBodySchema, response: checkoutSessionSchema, status: 201, errors: [ErrorCodes.checkoutDetailsMissing, ErrorCodes.checkoutNoItems, ErrorCodes.checkoutNotInCart, ErrorCodes.checkoutArtRemoved, ErrorCodes.checkoutArtUnavailable, ErrorCodes.checkoutOwnArt, ErrorCodes.soldOut, ErrorCodes.checkoutCartChanged, ErrorCodes.checkoutReplaced, ErrorCodes.checkoutFailed, ErrorCodes.checkoutTooSmall] },
  /** The spec's call after the session: answers the order the server already made for that payment. */
  'POST /order': { auth: 'user', owner: { thing: 'payment', id: 'body.payment_intent_id', admin: true, message: 'This is not your order.' }, body: orderAckBodySchema, response: checkoutSchema, errors: [ErrorCodes.orderNotFound] },
  /** The return page: where a checkout stands. Its buyer only. */
  'GET /checkout/{checkoutId}': { auth: 'user', owner: { thing: 'checkout', id: 'params.checkoutId', admin: true, message: 'This is not your order.' }, params: z.object({ checkoutId: z.string().min(1).max(100) }), response: checkoutSchema, errors: [ErrorCodes.orderNotFound] },
  /** PayMongo's webhook: signature first, then idempotent on the event id. */
  'POST /paymongo/webhook': { auth: 'public', owner: 'none', body: z.looseObject({}), response: z.object({ received: z.boolean() }), errors: [ErrorCodes.invalidSignature] },

  /** The buyer's orders, newest first, 5 a page. */
  'GET /orders/{userId}': { auth: 'user', owner: { self: 'params.userId', admin: true }, params: userIdParamsSchema, query: ordersQuerySchema, response: orderPageSchema, errors: [ErrorCodes.invalidCursor] },
  /** The spec's lookup of the artist id of a user (here the same id). */
  'GET /artist/{userId}': { auth: 'artist', owner: { self: 'params.userId' }, params: userIdParamsSchema, response: z.object({ artist_id: z.string() }), errors: [] },
  /** The artist's paid sales (Transactions), newest first, 5 a page. */
  'GET /artist-orders/{artistId}': { auth: 'artist', owner: { self: 'params.artistId' }, params: z.object({ artistId: z.string().min(1).max(128) }), query: ordersQuerySchema, response: orderPageSchema, errors: [ErrorCodes.invalidCursor] },
  /**
   * The selling artist completes (its share is released to them) or cancels (the buyer is refunded)
   * a paid Pending order; both are final (shared/money-machines.ts orderStatus).
   */
  'PUT /order/{orderId}': {
    auth: 'artist',
    owner: { thing: 'order', id: 'params.orderId', message: 'Only the artist who sold this order can change its status.' },
    params: orderIdParamsSchema,
    body: orderStatusBodySchema,
    response: orderSchema,
    errors: [ErrorCodes.orderNotFound, ErrorCodes.orderNotPaid, ErrorCodes.orderRefunded, ErrorCodes.orderCompleted, ErrorCodes.orderStatusChanged, ErrorCodes.orderRefundTooSmall],
  },
});
