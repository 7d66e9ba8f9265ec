import * as Checkout from '../../core/checkout/checkout';
import { log } from '../../core/observability/log';

/** The parts of a PayMongo event we read (the signature was checked before this runs). */
interface PaymongoEvent {
  data?: {
    id?: string;
    attributes?: {
      type?: string;
      data?: {
        id?: string;
        type?: string;
        attributes?: {
          reference_number?: string;
          payment_intent_id?: string;
          metadata?: Record<string, unknown> | null;
          /** A checkout session's payments (PayMongo's payment resources: amount in centavos, status). */
          payments?: { id?: string; attributes?: { amount?: unknown; status?: unknown } }[] | null;
        };
      };
    };
  };
}

/** The centavos a session's paid payments add up to (anything not a paid whole number counts 0). */
function amountPaid(payments: NonNullable<NonNullable<NonNullable<PaymongoEvent['data']>['attributes']>['data']>['attributes']): number {
  const list = Array.isArray(payments?.payments) ? payments.payments : [];
  return list.reduce((sum, p) => {
    const amount = p?.attributes?.amount;
    return sum + (p?.attributes?.status === 'paid' && typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : 0);
  }, 0);
}

/**
 * What each PayMongo event does. `checkout_session.payment.paid` settles the checkout its
 * reference number names, if the event's session is that checkout's and its payments add up to
 * the checkout's total (else nothing changes, and it is alarmed); `payment.failed` fails the checkout of its payment intent and gives the
 * pieces back. Anything else is recorded and left alone. Every outcome is keyed by the event id.
 */
export async function handleWebhook(payload: PaymongoEvent): Promise<void> {
  const eventId = payload.data?.id;
  const type = payload.data?.attributes?.type;
  const resource = payload.data?.attributes?.data;
  if (!eventId || !type) {
    log.warn('webhook without an event id or type ignored');
    return;
  }
  const event = { id: eventId, type };
  const attrs = resource?.attributes;
  const metaCheckout = typeof attrs?.metadata?.checkout_id === 'string' ? attrs.metadata.checkout_id : undefined;

  if (type === 'checkout_session.payment.paid') {
    const checkoutId = attrs?.reference_number ?? metaCheckout;
    if (!checkoutId) return Checkout.ignoreEvent(event, 'no_reference');
    const sessionId = resource?.type === 'checkout_session' && typeof resource.id === 'string' ? resource.id : undefined;
    const outcome = await Checkout.markPaid(checkoutId, event, { sessionId, amountPaidCentavos: amountPaid(attrs) });
    log.info('checkout paid event', { checkoutId, eventId, outcome });
    return;
  }
  if (type === 'payment.failed') {
    const checkoutId = metaCheckout ?? (attrs?.payment_intent_id ? await Checkout.checkoutOfPaymentIntent(attrs.payment_intent_id) : undefined);
    if (!checkoutId) return Checkout.ignoreEvent(event, 'no_checkout');
    const released = await Checkout.release(checkoutId, 'failed', event);
    log.info('payment failed event', { checkoutId, eventId, released });
    return;
  }
  await Checkout.ignoreEvent(event, 'not_handled');
}
