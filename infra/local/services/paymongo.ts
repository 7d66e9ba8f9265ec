import { listenPaymongo } from './paymongo-http';
import { createPaymongoState } from './paymongo-state';
import type { PaymongoSimulator, PaymongoSimulatorOptions } from './paymongo-types';

export type * from './paymongo-types';

/**
 * A PayMongo stand-in for the local stack (DESIGN §2), made to follow PayMongo's documentation
 * (DOCS-SILENT / DOCS-CONFLICT in the code mark our choices where the docs say nothing or
 * disagree): the Checkout Sessions API the functions call, the hosted checkout page the buyer pays
 * on (PayMongo's test cards, 3-D Secure, e-wallets), and signed webhooks with retries. It speaks
 * PayMongo Platforms too, as issue 30's wire protocol sets it out: child accounts and their
 * onboarding, `split_payment` on checkout sessions, wallets, batch transfers, refunds and payments,
 * with the events merchant.activated / .declined / .action_required, transfer.succeeded / .failed,
 * payment.refunded / payment.refund.updated. The parent is this simulator's merchant: an `org_` id
 * and a wallet, kept with the state. Fees per method: card 3.5% + ₱15, GCash 2.5%, Maya 2.2%.
 *
 * The API (Basic auth with the secret key):
 *
 *   POST /v2/checkout_sessions [Idempotency-Key]         GET /v2/checkout_sessions/{id}    POST .../{id}/expire
 *   POST /v1/merchants/children [Idempotency-Key]        GET|PUT /v1/merchants/children/{id}   POST .../{id}/submit
 *   GET  /v2/wallets                       the parent's wallet, or a child's with the `Account-Id` header:
 *                                          balance { available, pending } in centavos
 *   POST /v2/batch_transfers [Idempotency-Key]   wallet to wallet; two transfers with one reference_number are two
 *   GET  /v2/transfers[?reference_number=]  GET /v2/transfers/{id}
 *   POST /v1/refunds [Idempotency-Key]     GET /v1/refunds[?payment_id=]  GET /v1/refunds/{id}
 *   GET  /v1/payments                      GET /v1/payments/{id}   (metadata: null; available_at)
 *   Lists (payments, refunds, transfers): newest first, `limit` (1–100, default 10), `after` or
 *   `before` (an id), `has_more`.
 *
 * Modes: `livemode` (default: the key starts with `sk_live_`) sets every `livemode` field and
 * signs events in `li` (live) or `te` (test). Idempotency-Key (paymongo-idempotency.ts): the first
 * answer for a key is kept 24 h (`idempotencyTtlMs`) and replayed, the same key with another
 * payload is 400 idempotency_key_reused, one still in progress 409 idempotency_in_progress. Money
 * (paymongo-balances.ts): a paid payment's net goes to `pending` and clears to `available`
 * `clearingMs` later (default 0: at once); a transfer needs the available balance less pending
 * transfers (else 400 available_balance_insufficient); transfers and refunds settle
 * `settleDelayMs` after they are made. Refunds (paymongo-refunds.ts): parameter_below_minimum,
 * parameter_above_maximum, resource_processing_state, available_balance_insufficient.
 *
 * Tests steer it through the methods of the returned object or the same controls over HTTP under `/__sim/`:
 *
 *   GET  /__sim/events                     every event sent: attempts, last status, payload
 *   GET  /__sim/sessions[/{id}]            the sessions as PayMongo would return them
 *   POST /__sim/sessions/{id}/pay          { card, expiry?, cvc?, name?, authenticate?: 'complete'|'fail', method? }
 *   POST /__sim/events/{id}/replay { livemode? }   sends the same event again, signed anew; with livemode,
 *                                          its data.attributes.livemode set so and signed in that slot
 *   POST /__sim/delay      { ms }          holds each later delivery ms before its first attempt
 *   POST /__sim/hold                       keeps later deliveries until release
 *   POST /__sim/release    { order? }      sends them, in order or 'reverse'
 *   POST /__sim/forge      { type, sessionId | id, badSignature?, staleBy?, patch? }   one delivery, state unchanged;
 *                          id is a session's, a child's (merchant.*), a transfer's (transfer.*) or a payment's (payment.refund*)
 *   POST /__sim/idle                       answers once nothing waits to settle and no delivery is under way or waiting to retry
 *   POST /__sim/slow-creations { ms, count? }   the next count (default 1) creation requests take ms longer (Idempotency-Key races)
 *
 *   GET  /__sim/parent                     the parent account: { id, wallet }
 *   GET  /__sim/accounts[/{id}]            the child accounts as PayMongo returns them
 *   POST /__sim/accounts/{id}/approve                                   under_review → activated (+ wallet), merchant.activated
 *   POST /__sim/accounts/{id}/decline              { reason }           under_review → declined, merchant.declined
 *   POST /__sim/accounts/{id}/request-information  { reason, requirements }  → action_required, merchant.action_required
 *   GET  /__sim/wallets                    every wallet (parent's and children's) with its balance and owner
 *   GET  /__sim/payments | transfers | refunds   everything taken, moved and given back
 *   POST /__sim/fail-transfers { count }   the next count transfers to settle fail (transfer.failed)
 *   POST /__sim/fail-refunds   { count, code? }  the next count refunds to settle fail (payment.refund.updated)
 *   POST /__sim/refuse-refunds { count }   the next count valid POST /v1/refunds answer 400 refund_not_allowed
 *   POST /__sim/hold-money                 transfers and refunds stay pending until release-money
 *   POST /__sim/release-money              settles them now
 *   POST /__sim/hold-clearing              new payments' money stays pending in the wallets until clear
 *   POST /__sim/clear                      everything pending in the wallets clears now (and clearing is no longer held)
 */

export async function startPaymongo(opts: PaymongoSimulatorOptions): Promise<PaymongoSimulator> {
  const url = `http://127.0.0.1:${opts.port}`;
  const publicUrl = (opts.publicUrl ?? url).replace(/\/$/, '');
  const merchant = opts.merchantName ?? 'Crafti';
  // The state (paymongo-state.ts) and the HTTP routes over it (paymongo-http.ts).
  const livemode = opts.livemode ?? opts.secretKey.startsWith('sk_live_');
  const state = createPaymongoState({ ...opts, merchantName: merchant, livemode });
  const server = await listenPaymongo({ port: opts.port, url, publicUrl, merchant, secretKey: opts.secretKey }, state);

  const simulator: PaymongoSimulator = {
    url,
    ...state.controls,
    async stop() {
      state.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };

  state.resumeDeliveries();
  return simulator;
}
