import * as z from 'zod';
import { ORDER_STATUSES, PAYMENT_STATES } from '../messages/orders';
import { CHECKOUT_STATES, ORDER_MONEY_STATES } from '../money-machines';
import { artIdSchema } from './arts';
import { cursorSchema, pageOf } from './common';
import { CART_MESSAGES, MAX_CART_ITEMS } from './cart';

export { ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus, ORDERS_PAGE_SIZE, ORDERS_POLL_MS, PAYMENT_STATES, type PaymentState } from '../messages/orders';

/**
 * POST /create-checkout-session: which cart lines to pay for. The spec's fields (amount,
 * currency, description, email, name) may be sent and are ignored: the server computes the
 * money from stored prices and takes the buyer from their profile.
 */
export const checkoutBodySchema = z.looseObject({
  artIds: z.array(artIdSchema).min(1, CART_MESSAGES.selectItems).max(MAX_CART_ITEMS),
});

export const checkoutSessionSchema = z.object({
  checkout_id: z.string(),
  checkout_url: z.string(),
  payment_intent_id: z.string().nullable(),
});

/** One artist's part of a checkout: the spec's Order (id, date, status, description, amount). */
export const orderSchema = z.object({
  id: z.string(),
  checkout_id: z.string(),
  date: z.string(),
  /** The artist's fulfilment status. */
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATES),
  description: z.string(),
  /** Centavos (shown as amount / 100 with 2 decimals). */
  amount: z.number().int(),
  items: z.array(z.object({ art_id: z.string(), title: z.string(), quantity: z.number().int(), unit_price: z.number().int(), amount: z.number().int() })),
  artist_id: z.string(),
  artist_name: z.string(),
  /** The buyer (shown to the artist). */
  user_name: z.string(),
  user_id: z.string(),
  /** Where the artist's money is (null: a sale made before payouts); the buyer reads a refund from it. */
  money: z.enum(ORDER_MONEY_STATES).nullable(),
  /** Centavos the buyer gets back when canceled: the pieces and their part of the fee. */
  refund_amount: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageOf(orderSchema);
export const ordersQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** PUT /order/{orderId}. */
export const orderStatusBodySchema = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Choose Pending, Completed or Canceled.' }) });
export const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** GET /checkout/{checkoutId}: what the return page shows. */
export const checkoutSchema = z.object({
  checkout_id: z.string(),
  /** shared/money-machines.ts's checkout machine: a payment that came too late for its pieces is refunded whole. */
  status: z.enum(CHECKOUT_STATES),
  created_at: z.string(),
  /** Centavos. */
  subtotal: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  checkout_url: z.string(),
  /** Why the last attempt to pay failed (PayMongo's words), while the checkout can still be paid. */
  last_payment_error: z.string().nullable(),
  orders: z.array(orderSchema),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /order (the spec's call after the session): answers the order the server made for that payment. */
export const orderAckBodySchema = z.looseObject({ payment_intent_id: z.string().min(1).max(200) });
