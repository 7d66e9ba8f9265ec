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
  'POST /create-checkout-session': async ({ body, actor }) => Checkout.start(actor, body.artIds),
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
  'PUT /order/{orderId}': async ({ params, body, actor }) => Checkout.setStatus(actor, params.orderId, body.status),
};
