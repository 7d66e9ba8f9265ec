import { ErrorCodes } from '@shared/api/errors';
import { db, type TransactionEntities } from '../db/service';
import { AppError } from '../errors';
import { log } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { paymongoSecrets } from '../payments/provider';
import { verifyPaymongoSignature } from '../payments/signature';
import * as Payouts from '../payouts/accounts';
import { paidSession, type PaidPayment } from './payments';
import { onMovementEvent, wakeArtist } from './tasks';

/**
 * PayMongo's webhook (POST /paymongo/webhook): the signature is checked on the raw body first, in
 * `li` for a live event and `te` for a test one ("Securing a webhook"); then each event is
 * routed. Nothing an event's body says is believed: a paid session, a child account, a transfer
 * and a refund are each read back from PayMongo, so a forged, stale or replayed event changes
 * nothing. Paid sessions go to the domain whose reference they carry (a checkout, a commission
 * funding); the domains are given by the caller, so the engine imports neither.
 */

export interface PaymentEventRef {
  id: string;
  type: string;
}

export interface PaymentHandlers {
  /** Each domain that takes payments: which session references are its own, and what a paid one does. */
  payments: {
    owns: (reference: string) => boolean;
    onPaid: (event: PaymentEventRef, paid: PaidPayment) => Promise<string>;
  }[];
  /** A declined attempt (`payment.failed`, which names only the payment intent). */
  onPaymentFailed: (paymentIntentId: string, event: PaymentEventRef, why: string) => Promise<unknown>;
}

/** A paid or failed event's outcome, kept under its id (a piece of the transaction that acts on it), so a redelivery changes nothing. */
export function eventRecordPiece(tx: TransactionEntities, event: PaymentEventRef, reference: string, outcome: string) {
  return tx.paymentEvent.create({ eventId: event.id, type: event.type, checkoutId: reference, outcome }).commit();
}

/** Whether an event was acted on already. */
export async function eventSeen(eventId: string): Promise<boolean> {
  return Boolean((await db().entities.paymentEvent.get({ eventId }).go()).data);
}

/** The parts of an event the router reads (the signature was checked first). */
interface Envelope {
  data?: {
    id?: unknown;
    attributes?: {
      type?: unknown;
      livemode?: unknown;
      data?: {
        id?: unknown;
        type?: unknown;
        merchant_id?: unknown;
        attributes?: Record<string, unknown> & { merchant_id?: unknown; refunds?: unknown };
      };
    };
  };
}

function parse(raw: string): Envelope | null {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Checks the delivery's signature, in the slot the event's mode names, and routes it. */
export async function receiveWebhook(
  raw: string,
  header: string | undefined,
  handlers: PaymentHandlers,
): Promise<void> {
  const payload = parse(raw);
  const livemode = payload?.data?.attributes?.livemode === true;
  const { webhookSecret } = await paymongoSecrets();
  const check = verifyPaymongoSignature(header, raw, webhookSecret, { livemode });
  if (!check.ok || !payload) {
    const reason = check.ok ? 'not_json' : check.reason;
    log.warn('webhook signature refused', { reason, livemode });
    Metrics.count('webhookSignatureFailures', 1, { reason });
    throw new AppError(ErrorCodes.invalidSignature, 'The webhook signature is not valid.');
  }
  await route(payload, handlers);
}

async function route(payload: Envelope, handlers: PaymentHandlers): Promise<void> {
  const id = text(payload.data?.id);
  const type = text(payload.data?.attributes?.type);
  const resource = payload.data?.attributes?.data;
  if (!id || !type) return log.warn('webhook without an event id or type ignored');
  const event = { id, type };

  switch (type) {
    case 'checkout_session.payment.paid': {
      const sessionId = text(resource?.id);
      const paid = sessionId ? await paidSession(sessionId) : null;
      if (!paid) {
        // PayMongo does not say it was paid: a forged, stale or mistaken event.
        log.error('a paid event for a session PayMongo does not report paid: nothing settled', {
          eventId: id,
          sessionId,
        });
        Metrics.count('webhookPaymentMismatches', 1, { eventId: id, sessionId });
        return;
      }
      const domain = handlers.payments.find((d) => d.owns(paid.reference));
      if (!domain) {
        log.error('a paid session whose reference no domain owns', { eventId: id, reference: paid.reference });
        Metrics.count('webhookPaymentMismatches', 1, { eventId: id, reference: paid.reference });
        return;
      }
      const outcome = await domain.onPaid(event, paid);
      log.info('paid event', { eventId: id, reference: paid.reference, outcome });
      return;
    }
    case 'payment.failed': {
      const intent = text(resource?.attributes?.payment_intent_id);
      const why = text(resource?.attributes?.failed_message) ?? 'The payment did not go through.';
      if (intent) await handlers.onPaymentFailed(intent, event, why);
      return;
    }
    case 'merchant.activated':
    case 'merchant.declined':
    case 'merchant.action_required': {
      // PayMongo's pages show two nestings of the data (`data.merchant_id`, an older `data.attributes.merchant_id`): both are read.
      const merchantId = text(resource?.merchant_id) ?? text(resource?.attributes?.merchant_id);
      if (!merchantId?.startsWith('org_')) return;
      const synced = await Payouts.syncFromProvider(merchantId);
      // Transfers waiting for this artist's payouts go now.
      if (synced?.status === 'active') await wakeArtist(synced.userId);
      log.info('child account event', { eventId: id, merchantId, status: synced?.status });
      return;
    }
    case 'transfer.succeeded':
    case 'transfer.failed': {
      const transferId = text(resource?.id);
      if (transferId)
        log.info('transfer event', { eventId: id, transferId, outcome: await onMovementEvent('transfer', transferId) });
      return;
    }
    case 'payment.refunded':
    case 'payment.refund.updated': {
      // These carry the Payment; each of its refunds is read back and settled if it is one of Crafti's tasks'.
      const refunds = Array.isArray(resource?.attributes?.refunds)
        ? (resource!.attributes!.refunds as { id?: unknown }[])
        : [];
      for (const r of refunds) {
        const refundId = text(r?.id);
        if (refundId)
          log.info('refund event', { eventId: id, refundId, outcome: await onMovementEvent('refund', refundId) });
      }
      return;
    }
    default:
      log.info('webhook event not handled', { eventId: id, type });
  }
}
