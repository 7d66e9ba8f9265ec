import * as Checkout from '../../core/checkout/checkout';
import * as Commissions from '../../core/projects/commissions/commissions';
import * as Payouts from '../../core/payouts/accounts';
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
          payments?: { id?: string; attributes?: { amount?: unknown; status?: unknown; fee?: unknown } }[] | null;
          /** A payment's refunds (refund events carry the Payment). */
          refunds?: { id?: unknown }[] | null;
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

/** The session's paid payment: its id and the processing fee PayMongo took. */
function paidPayment(payments: Parameters<typeof amountPaid>[0]): { paymentId?: string; processingFeeCentavos: number } {
  const paid = (Array.isArray(payments?.payments) ? payments.payments : []).find((p) => p?.attributes?.status === 'paid');
  const fee = paid?.attributes?.fee;
  return { ...(typeof paid?.id === 'string' ? { paymentId: paid.id } : {}), processingFeeCentavos: typeof fee === 'number' && Number.isSafeInteger(fee) && fee >= 0 ? fee : 0 };
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
    if (checkoutId.startsWith(Commissions.FUNDING_PREFIX)) {
      // A commission's funding (issue 31): held by Crafti until the client approves the work.
      const outcome = await Commissions.markFunded(checkoutId, { sessionId, amountPaidCentavos: amountPaid(attrs), ...paidPayment(attrs) });
      log.info('funding paid event', { fundingId: checkoutId, eventId, outcome });
      return;
    }
    const outcome = await Checkout.markPaid(checkoutId, event, { sessionId, amountPaidCentavos: amountPaid(attrs), ...paidPayment(attrs) });
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
  // Platforms: each names a resource that is read again from PayMongo before anything changes,
  // so a stale, replayed or false event changes nothing.
  if (type === 'merchant.activated' || type === 'merchant.declined' || type === 'merchant.action_required') {
    const merchantId = childAccountOf(payload);
    if (!merchantId) return Checkout.ignoreEvent(event, 'no_merchant');
    const synced = await Payouts.syncFromProvider(merchantId);
    if (synced?.status === 'active') await Checkout.releaseHeld(synced.userId);
    log.info('child account event', { eventId, merchantId, status: synced?.status });
    return;
  }
  if (type === 'transfer.succeeded' || type === 'transfer.failed') {
    const transferId = typeof resource?.id === 'string' ? resource.id : undefined;
    if (!transferId) return Checkout.ignoreEvent(event, 'no_transfer');
    const other = await Checkout.syncTransfer(transferId);
    if (other) await Commissions.syncReleaseTransfer(other);
    return;
  }
  if (type === 'payment.refunded' || type === 'payment.refund.updated') {
    const refunds = Array.isArray(resource?.attributes?.refunds) ? resource.attributes.refunds : [];
    const others = await Checkout.syncRefunds(refunds.flatMap((r) => (typeof r?.id === 'string' ? [r.id] : [])));
    for (const refund of others) await Commissions.syncCommissionRefund(refund);
    return;
  }
  await Checkout.ignoreEvent(event, 'not_handled');
}

/**
 * The child account a `merchant.*` event names. PayMongo's pages show two nestings of its data
 * (`data.merchant_id`, and an older `data.attributes.merchant_id`): both are read.
 */
function childAccountOf(payload: PaymongoEvent): string | undefined {
  const data = payload.data?.attributes?.data as { merchant_id?: unknown; attributes?: { merchant_id?: unknown } } | undefined;
  const id = data?.merchant_id ?? data?.attributes?.merchant_id;
  return typeof id === 'string' && id.startsWith('org_') ? id : undefined;
}
