import { ErrorCodes } from '@shared/api/errors';
import type { checkoutContract } from '@shared/api/contract/checkout';
import * as Checkout from '../../core/checkout/checkout';
import { AppError, forbidden } from '../../core/errors';
import { paymongoSecrets } from '../../core/payments/paymongo';
import { verifyPaymongoSignature } from '../../core/payments/signature';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';
import { log } from '../../core/observability/log';
import { Metrics } from '../../core/observability/metrics';
import { handleWebhook } from './webhook';

export const checkoutRoutes: GroupRoutes<typeof checkoutContract> = {
  'POST /create-checkout-session': async ({ body, caller }) => {
    if (caller.role === 'Admin') throw forbidden('Administrators have no cart to check out.');
    return Checkout.start(caller.userId, body.artIds);
  },
  'POST /order': async ({ body, caller }) => Checkout.acknowledge(body.payment_intent_id, caller),
  'GET /checkout/{checkoutId}': async ({ params, caller }) => Checkout.view(params.checkoutId, caller),

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

  'GET /orders/{userId}': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return Checkout.ordersOfBuyer(params.userId, query.cursor);
  },
  'GET /artist/{userId}': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return { artist_id: params.userId };
  },
  'GET /artist-orders/{artistId}': async ({ params, query, caller }) => {
    assertSelf(caller, params.artistId);
    return Checkout.salesOfArtist(params.artistId, query.cursor);
  },
  'PUT /order/{orderId}': async ({ params, body, caller }) => Checkout.setStatus(params.orderId, caller.userId, body.status),
};
