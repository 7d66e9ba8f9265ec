import { ErrorCodes } from '@shared/api/errors';
import type { checkoutContract } from '@shared/api/contract/checkout';
import * as Checkout from '../../core/checkout/checkout';
import { AppError } from '../../core/errors';
import { paymongoSecrets } from '../../core/payments/paymongo';
import { verifyPaymongoSignature } from '../../core/payments/signature';
import type { GroupRoutes } from '../../lib/http';
import { log } from '../../core/observability/log';
import { Metrics } from '../../core/observability/metrics';
import { handleWebhook } from './webhook';

export const checkoutRoutes: GroupRoutes<typeof checkoutContract> = {
  'POST /create-checkout-session': async ({ body, actor }) => Checkout.start(actor, body.artIds),
  'POST /order': async ({ body, actor }) => Checkout.acknowledge(actor, body.payment_intent_id),
  'GET /checkout/{checkoutId}': async ({ params, actor }) => Checkout.view(actor, params.checkoutId),

  /** The signature is checked on the raw body before anything else is read. */
  'POST /paymongo/webhook': async ({ event }) => {
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    const header = event.headers?.['paymongo-signature'];
    const { webhookSecret } = await paymongoSecrets();
    const check = verifyPaymongoSignature(header, raw, webhookSecret);
    if (!check.ok) {
      log.warn('webhook signature refused', { reason: check.reason });
      Metrics.count('webhookSignatureFailures', 1, { reason: check.reason });
      throw new AppError(ErrorCodes.invalidSignature, 400, 'The webhook signature is not valid.');
    }
    await handleWebhook(JSON.parse(raw));
    return { received: true };
  },

  'GET /orders/{userId}': async ({ params, query }) => Checkout.ordersOfBuyer(params.userId, query.cursor),
  'GET /artist/{userId}': async ({ params }) => ({ artist_id: params.userId }),
  'GET /artist-orders/{artistId}': async ({ params, query }) => Checkout.salesOfArtist(params.artistId, query.cursor),
  'PUT /order/{orderId}': async ({ params, body, actor }) => Checkout.setStatus(actor, params.orderId, body.status),
};
