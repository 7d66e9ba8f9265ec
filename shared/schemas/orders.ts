import * as z from 'zod';
import { COURIERS, FULFILMENT_EVENTS, FULFILMENT_STATES, REFUND_REASONS } from '../fulfilment';
import { ORDER_STATUSES, PAYMENT_STATES } from '../messages/orders';
import { ZONES } from '../places';
import { addressSnapshotSchema, type AddressSnapshot } from './addresses';
import { CHECKOUT_STATES, ORDER_MONEY_STATES } from '../money-machines';
import { artIdSchema } from './arts';
import { cursorSchema, pageOf } from './common';
import { CART_MESSAGES, MAX_CART_ITEMS } from './cart';

export {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderStatus,
  ORDERS_PAGE_SIZE,
  ORDERS_POLL_MS,
  PAYMENT_STATES,
  type PaymentState,
} from '../messages/orders';

/**
 * POST /create-checkout-session: which cart lines to pay for. The spec's fields (amount,
 * currency, description, email, name) may be sent and are ignored: the server computes the
 * money from stored prices and takes the buyer from their profile.
 */
export const checkoutBodySchema = z.looseObject({
  artIds: z.array(artIdSchema).min(1, CART_MESSAGES.selectItems).max(MAX_CART_ITEMS),
  /** The buyer's address the shipped pieces go to (shared/schemas/addresses.ts); not needed when every artist's pieces are picked up. */
  address_id: z.string().min(1).max(200).optional(),
  /** The artists whose pieces the buyer meets up for instead (each must offer pickup). */
  pickup_artist_ids: z.array(z.string().min(1).max(128)).max(MAX_CART_ITEMS).optional(),
});

/** Checkout's refusals about getting the pieces to the buyer. */
export const CHECKOUT_DELIVERY_MESSAGES = {
  chooseAddress: 'Choose the address to ship to.',
  addressNotYours: 'That address is not in your address book. Please choose another.',
  notSet: (artist: string) =>
    `${artist} hasn't set up shipping yet, so their pieces can't be bought now. Remove them from this checkout.`,
  noPickup: (artist: string) => `${artist} offers no meet-up or pickup. Choose shipping for their pieces.`,
  noRoute: (artist: string, zone: string, pickup: boolean) =>
    pickup
      ? `${artist} doesn't ship to ${zone}. Choose meet-up/pickup for their pieces, or another address.`
      : `${artist} doesn't ship to ${zone}. Choose another address, or remove their pieces from this checkout.`,
} as const;

export const checkoutSessionSchema = z.object({
  checkout_id: z.string(),
  checkout_url: z.string(),
  payment_intent_id: z.string().nullable(),
});

/** Where a shipped order goes: the buyer's address as it was at checkout (only its buyer and artist, and admins on a dispute, read it). */
export const orderAddressSchema = addressSnapshotSchema;
export type OrderAddress = AddressSnapshot;

export const deliverySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ship'),
    address: orderAddressSchema,
    zone: z.enum(ZONES),
    delivery_days: z.number().int(),
    days_to_ship: z.number().int(),
  }),
  z.object({ kind: z.literal('pickup'), place: z.string(), note: z.string(), days_to_ship: z.number().int() }),
]);
export type Delivery = z.infer<typeof deliverySchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  by: z.enum(['buyer', 'artist', 'admin', 'crafti']),
  note: z.string().nullable(),
});

export const refundRequestSchema = z.object({
  reason: z.enum(REFUND_REASONS),
  details: z.string(),
  photo_urls: z.array(z.string()),
  amount: z.number().int(),
  asked_at: z.string(),
  answer_by: z.string().nullable(),
  artist_note: z.string().nullable(),
  return_required: z.boolean(),
  return_by: z.string().nullable(),
  return_courier: z.enum(COURIERS).nullable(),
  return_tracking: z.string().nullable(),
  return_shipped_at: z.string().nullable(),
  return_receive_by: z.string().nullable(),
  contested_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
});

/** An order's way to its buyer (shared/fulfilment.ts); null fields on orders made before fulfilment. */
function fulfilmentFields() {
  return {
    fulfilment: z.enum(FULFILMENT_STATES),
    delivery: deliverySchema.nullable(),
    /** Centavos: the shipping the buyer paid (part of the artist's share) and this order's part of Crafti's 5%. */
    shipping: z.number().int(),
    fee: z.number().int(),
    paid_at: z.string().nullable(),
    ship_by: z.string().nullable(),
    shipped_at: z.string().nullable(),
    courier: z.enum(COURIERS).nullable(),
    tracking: z.string().nullable(),
    tracking_url: z.string().nullable(),
    parcel_photo_url: z.string().nullable(),
    ready_at: z.string().nullable(),
    /** When the held share goes to the artist unless the buyer confirms, asks a refund or extends first. */
    release_at: z.string().nullable(),
    extended: z.boolean(),
    completed_at: z.string().nullable(),
    canceled_at: z.string().nullable(),
    refund_request: refundRequestSchema.nullable(),
    /** What the order's end decided (centavos): released to the artist, refunded to the buyer. */
    released: z.number().int().nullable(),
    refunded: z.number().int().nullable(),
    timeline: z.array(timelineEntrySchema),
    /** The steps the caller may take now (shared/fulfilment.ts actionsOf). */
    actions: z.array(z.enum(FULFILMENT_EVENTS)),
  };
}

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
  items: z.array(
    z.object({
      art_id: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  artist_id: z.string(),
  artist_name: z.string(),
  /** The buyer (shown to the artist). */
  user_name: z.string(),
  user_id: z.string(),
  /** Where the artist's money is (null: a sale made before payouts); the buyer reads a refund from it. */
  money: z.enum(ORDER_MONEY_STATES).nullable(),
  /** Centavos the buyer gets back when canceled: the pieces and their part of the fee. */
  refund_amount: z.number().int(),
  ...fulfilmentFields(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageOf(orderSchema);
export const ordersQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** PUT /order/{orderId}. */
export const orderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose Pending, Completed or Canceled.' }),
});
export const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** GET /checkout/{checkoutId}: what the return page shows. */
export const checkoutSchema = z.object({
  checkout_id: z.string(),
  /** shared/money-machines.ts's checkout machine: a payment that came too late for its pieces is refunded whole. */
  status: z.enum(CHECKOUT_STATES),
  created_at: z.string(),
  /** Centavos. */
  subtotal: z.number().int(),
  /** Centavos: the shipping of every order (each artist's). */
  shipping: z.number().int(),
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

export const ORDER_TEXT_LIMITS = { tracking: 40, details: 1000, note: 500 } as const;
const trackingSchema = z
  .string({ error: 'Enter the tracking number.' })
  .trim()
  .min(4, 'Enter the tracking number.')
  .max(ORDER_TEXT_LIMITS.tracking, `A tracking number has at most ${ORDER_TEXT_LIMITS.tracking} characters.`)
  .regex(/^[A-Za-z0-9-]+$/, 'A tracking number has only letters, digits and dashes.');
const courierSchema = z.enum(COURIERS, { error: 'Choose the courier.' });
const photoKey = z.string().min(1).max(300);

/** POST /api/orders/{orderId}/ship (the artist). */
export const shipBodySchema = z.object({
  courier: courierSchema,
  tracking: trackingSchema,
  photo_key: photoKey.optional(),
});
/** POST /api/orders/{orderId}/cancel (the artist, before shipping). */
export const cancelOrderBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you cancel: the buyer reads it.')
    .max(ORDER_TEXT_LIMITS.note, `At most ${ORDER_TEXT_LIMITS.note} characters.`),
});
/** POST /api/orders/{orderId}/refund-request (the buyer). */
export const refundAskBodySchema = z.object({
  reason: z.enum(REFUND_REASONS, { error: 'Choose a reason.' }),
  details: z
    .string()
    .trim()
    .min(1, 'Tell the artist what happened.')
    .max(ORDER_TEXT_LIMITS.details, `At most ${ORDER_TEXT_LIMITS.details} characters.`),
  photo_keys: z.array(photoKey).max(4, 'At most 4 photos.').default([]),
  amount_centavos: z
    .number({ error: 'Enter the amount to refund.' })
    .int('Enter the amount in whole centavos.')
    .positive('Enter the amount to refund.'),
});
/** POST /api/orders/{orderId}/refund-request/accept (the artist). */
export const acceptRefundBodySchema = z.object({
  return_required: z.boolean(),
  note: z.string().trim().max(ORDER_TEXT_LIMITS.note).optional(),
});
/** POST /api/orders/{orderId}/refund-request/contest (the artist). */
export const contestRefundBodySchema = z.object({
  statement: z
    .string()
    .trim()
    .min(1, 'Tell Crafti why you contest the request.')
    .max(ORDER_TEXT_LIMITS.details, `At most ${ORDER_TEXT_LIMITS.details} characters.`),
});
/** POST /api/orders/{orderId}/return (the buyer sends the piece back). */
export const returnShipBodySchema = z.object({ courier: courierSchema, tracking: trackingSchema });
/** POST /admin/order-disputes/{orderId}/decide. */
export const decideOrderBodySchema = z.object({
  refund_centavos: z
    .number({ error: 'Enter the amount to refund (0 for none).' })
    .int()
    .min(0, 'Enter the amount to refund (0 for none).'),
  note: z.string().trim().min(1, 'Explain the decision: both sides read it.').max(ORDER_TEXT_LIMITS.details),
});
export const orderAnswerSchema = z.object({ message: z.string(), order: orderSchema });

/** GET /api/order-queue: which of the artist's work lists. */
export const ORDER_LANES = ['to_ship', 'to_answer'] as const;
export const orderQueueQuerySchema = z.object({
  lane: z.enum(ORDER_LANES).default('to_ship'),
  cursor: cursorSchema.optional(),
});
/** GET /admin/order-disputes: the contested orders, oldest first. */
export const orderDisputesPageSchema = pageOf(orderSchema);
