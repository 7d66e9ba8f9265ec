import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { signPaymongoPayload } from '@functions/core/payments/signature';
import { apiCaller } from './api';
import { eventually } from './eventually';
import type { TestUser } from './users';

/**
 * Driving the local PayMongo simulator from tests, and PayMongo-shaped webhooks signed (or not)
 * with the test stack's webhook secret.
 */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

export const CARDS = { succeeds: '4343434343434345', expired: '4200000000000018' } as const;

/** POST (or GET) a simulator control under /__sim/. */
export async function sim(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<unknown> {
  const response = await fetch(`${endpoints.paymongo}/__sim/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} /__sim/${path}`).toBeLessThan(300);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The simulator's session id of a checkout URL it made (`…/checkout/<id>`). */
export const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').filter(Boolean)[1]!;

/** Pays a checkout's session with `card`, lets every webhook land, and answers the checkout as its buyer sees it. */
export async function payAndWait(
  checkoutId: string,
  buyer: TestUser,
  card: string = CARDS.succeeds,
  want: string = card === CARDS.succeeds ? 'paid' : 'failed',
) {
  const before = await call('GET', `/checkout/${checkoutId}`, { token: buyer.idToken });
  expect(before.status).toBe(200);
  await sim(`sessions/${sessionIdOf(before.body.checkout_url)}/pay`, {
    card,
    expiry: '12/30',
    cvc: '123',
    name: 'Test Buyer',
  });
  await sim('idle', {});
  const now = await eventually(
    () => call('GET', `/checkout/${checkoutId}`, { token: buyer.idToken }),
    (answer) => answer.body.status === want,
    `checkout ${checkoutId} becoming ${want}`,
  );
  return now.body;
}

/** A PayMongo event, as the webhook route receives it: raw JSON and its signature header. */
export function signedEvent(
  event: { type: string; id?: string; resource?: Record<string, unknown> },
  /** `livemode`: the event says it is live; `signedAs`: the slot it is signed in (by default the one its mode names). */
  opts: { secret?: string; t?: number; badSignature?: boolean; livemode?: boolean; signedAs?: 'live' | 'test' } = {},
): { rawBody: string; headers: Record<string, string> } {
  const id = event.id ?? `evt_${randomUUID().replace(/-/g, '')}`;
  const t = opts.t ?? Math.floor(Date.now() / 1000);
  const livemode = opts.livemode ?? false;
  const rawBody = JSON.stringify({
    data: {
      id,
      type: 'event',
      attributes: {
        type: event.type,
        livemode,
        data: event.resource ?? { id: `src_${id}`, type: 'source', attributes: {} },
        created_at: t,
        updated_at: t,
      },
    },
  });
  const secret = opts.secret ?? process.env.PAYMONGO_WEBHOOK_SECRET!;
  const header = signPaymongoPayload(
    rawBody,
    opts.badSignature ? `${secret}-forged` : secret,
    t,
    (opts.signedAs ?? (livemode ? 'live' : 'test')) === 'live',
  );
  return { rawBody, headers: { 'paymongo-signature': header } };
}

/** A paid event for a checkout (by its reference number), as PayMongo sends it. */
export const paidEvent = (checkoutId: string, id?: string) =>
  signedEvent({
    type: 'checkout_session.payment.paid',
    id,
    resource: {
      id: `cs_${checkoutId}`,
      type: 'checkout_session',
      attributes: { reference_number: checkoutId, metadata: { checkout_id: checkoutId } },
    },
  });

/** A failed-payment event for a checkout. */
export const failedEvent = (checkoutId: string, id?: string) =>
  signedEvent({
    type: 'payment.failed',
    id,
    resource: { id: `pay_${checkoutId}`, type: 'payment', attributes: { metadata: { checkout_id: checkoutId } } },
  });

/**
 * A paid event as PayMongo sends it for a checkout session: the session's id and its payments
 * (`amount` in centavos, status paid). The real session and total unless a test says otherwise.
 */
export const paidSessionEvent = (
  checkout: { checkout_id: string; checkout_url: string; total: number },
  opts: { sessionId?: string; amount?: number; id?: string } = {},
) =>
  signedEvent({
    type: 'checkout_session.payment.paid',
    id: opts.id,
    resource: {
      id: opts.sessionId ?? sessionIdOf(checkout.checkout_url),
      type: 'checkout_session',
      attributes: {
        reference_number: checkout.checkout_id,
        metadata: { checkout_id: checkout.checkout_id },
        status: 'paid',
        payments: [
          {
            id: `pay_${randomUUID().replace(/-/g, '')}`,
            type: 'payment',
            attributes: { amount: opts.amount ?? checkout.total, currency: 'PHP', status: 'paid' },
          },
        ],
      },
    },
  });
