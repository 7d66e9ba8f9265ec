import type { checkoutContract } from '@shared/api/contract/checkout';
import * as Checkout from '../../core/checkout/checkout';
import * as Money from '../../core/money/money';
import * as Commissions from '../../core/projects/commissions/commissions';
import type { GroupRoutes } from '../../lib/http';

/**
 * The domains PayMongo's payments belong to, for the money engine's webhook router: a session's
 * reference is a commission funding's (`fund-…`) or a checkout's.
 */
const paymentHandlers: Money.PaymentHandlers = {
  payments: [
    { owns: (reference) => reference.startsWith(Commissions.FUNDING_PREFIX), onPaid: Commissions.onFundingPaid },
    { owns: () => true, onPaid: Checkout.onPaid },
  ],
  onPaymentFailed: async (paymentIntentId, event, why) => {
    const checkoutId = await Checkout.checkoutOfPaymentIntent(paymentIntentId);
    if (checkoutId) await Checkout.onPaymentFailed(checkoutId, event, why);
  },
};

export const checkoutRoutes: GroupRoutes<typeof checkoutContract> = {
  'POST /create-checkout-session': async ({ body, actor }) =>
    Checkout.start(actor, body.artIds, { addressId: body.address_id, pickupArtistIds: body.pickup_artist_ids }),
  'POST /order': async ({ body, actor }) => Checkout.acknowledge(actor, body.payment_intent_id),
  'GET /checkout/{checkoutId}': async ({ params, actor }) => Checkout.view(actor, params.checkoutId),

  /** The signature is checked on the raw body before anything else is read. */
  'POST /paymongo/webhook': async ({ event }) => {
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    await Money.receiveWebhook(raw, event.headers?.['paymongo-signature'], paymentHandlers);
    return { received: true };
  },

  'GET /orders/{userId}': async ({ params, query }) => Checkout.ordersOfBuyer(params.userId, query.cursor),
  'GET /artist/{userId}': async ({ params }) => ({ artist_id: params.userId }),
  'GET /artist-orders/{artistId}': async ({ params, query }) => Checkout.salesOfArtist(params.artistId, query.cursor),
  'PUT /order/{orderId}': async ({ params, body, actor }) => Checkout.setSpecStatus(actor, params.orderId, body.status),

  'GET /api/orders/{orderId}': async ({ params, actor }) => Checkout.orderPage(actor, params.orderId),
  'GET /api/order-queue': async ({ query, actor }) => Checkout.queueOf(actor.userId, query.lane, query.cursor),
  'POST /api/orders/{orderId}/ship': async ({ params, body, actor }) => Checkout.ship(actor, params.orderId, body),
  'POST /api/orders/{orderId}/ready': async ({ params, actor }) => Checkout.ready(actor, params.orderId),
  'POST /api/orders/{orderId}/cancel': async ({ params, body, actor }) =>
    Checkout.cancel(actor, params.orderId, body.reason),
  'POST /api/orders/{orderId}/receive': async ({ params, actor }) => Checkout.receive(actor, params.orderId),
  'POST /api/orders/{orderId}/extend': async ({ params, actor }) => Checkout.extend(actor, params.orderId),
  'POST /api/orders/{orderId}/refund-request': async ({ params, body, actor }) =>
    Checkout.askRefund(actor, params.orderId, body),
  'DELETE /api/orders/{orderId}/refund-request': async ({ params, actor }) => Checkout.withdraw(actor, params.orderId),
  'POST /api/orders/{orderId}/refund-request/accept': async ({ params, body, actor }) =>
    Checkout.acceptRefund(actor, params.orderId, body),
  'POST /api/orders/{orderId}/refund-request/contest': async ({ params, body, actor }) =>
    Checkout.contest(actor, params.orderId, body.statement),
  'POST /api/orders/{orderId}/return': async ({ params, body, actor }) =>
    Checkout.returnShip(actor, params.orderId, body),
  'POST /api/orders/{orderId}/return/received': async ({ params, actor }) =>
    Checkout.returnReceive(actor, params.orderId),
  'GET /admin/order-disputes': async ({ query }) => Checkout.disputesPage(query.cursor),
  'POST /admin/order-disputes/{orderId}/decide': async ({ params, body, actor }) =>
    Checkout.decide(actor, params.orderId, body),
};
