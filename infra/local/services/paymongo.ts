import { listenPaymongo } from './paymongo-http';
import type { SessionResource } from './paymongo-resources';
import { createPaymongoState } from './paymongo-state';
import type { Forgery, SentEvent } from './paymongo-webhooks';
import type { Service } from './types';

/**
 * A PayMongo stand-in for the local stack (DESIGN §2): the Checkout Sessions API the functions
 * call, the hosted checkout page the buyer pays on (PayMongo's test cards, 3-D Secure, e-wallets),
 * and signed webhooks with retries. Tests steer it through the methods of the returned object or
 * the same controls over HTTP under `/__sim/`:
 *
 *   GET  /__sim/events                     every event sent: attempts, last status, payload
 *   GET  /__sim/sessions[/{id}]            the sessions as PayMongo would return them
 *   POST /__sim/sessions/{id}/pay          { card, expiry?, cvc?, name?, authenticate?: 'complete'|'fail', method? }
 *   POST /__sim/events/{id}/replay         sends the same event again, signed anew
 *   POST /__sim/delay      { ms }          holds each later delivery ms before its first attempt
 *   POST /__sim/hold                       keeps later deliveries until release
 *   POST /__sim/release    { order? }      sends them, in order or 'reverse'
 *   POST /__sim/forge      { type, sessionId, badSignature?, staleBy? }   one delivery, state unchanged
 *   POST /__sim/idle                       answers once no delivery is under way or waiting to retry
 */

export type WebhookEventType = 'checkout_session.payment.paid' | 'payment.failed';

export interface PaymongoSimulatorOptions {
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed: the local gateway's `/paymongo/webhook`. */
  webhookUrl: string;
  /** The origin the browser reaches the simulator at (checkout_url). @default http://127.0.0.1:<port> */
  publicUrl?: string;
  /** Keeps sessions and events in `<dataDir>/paymongo.json` across restarts. @default memory only */
  dataDir?: string;
  /** @default 'Crafti' */
  merchantName?: string;
  /** @default [500, 1000, 2000, 4000, 8000] ms (6 tries in all) */
  retryDelaysMs?: readonly number[];
}

export interface CardInput {
  number: string;
  /** @default a date next year */
  expiry?: string;
  cvc?: string;
  name?: string;
}

export interface PayOptions {
  /** What the buyer does on the 3-D Secure (or e-wallet) page. @default 'complete' */
  authenticate?: 'complete' | 'fail';
}

export interface PayResult {
  status: 'paid' | 'failed';
  paymentId: string;
  eventId: string;
  failedCode?: string;
}

export type EventSummary = Omit<SentEvent, 'body'> & { payload: unknown };

export interface PaymongoSimulator extends Service {
  url: string;
  stop(): Promise<void>;
  sessions(): SessionResource[];
  session(sessionId: string): SessionResource | undefined;
  events(): EventSummary[];
  /** Pays as the hosted page would, without a browser: a card number (or details), or an e-wallet. */
  pay(sessionId: string, card: string | CardInput | { method: 'gcash' | 'paymaya' }, opts?: PayOptions): Promise<PayResult>;
  expire(sessionId: string): SessionResource;
  replay(eventId: string): Promise<EventSummary>;
  setDelay(ms: number): void;
  hold(): void;
  release(order?: 'reverse'): Promise<void>;
  forge(type: WebhookEventType, sessionId: string, opts?: Forgery): Promise<EventSummary>;
  /** Resolves once no delivery is under way or waiting to be retried (held ones excepted). */
  idle(): Promise<void>;
}

export async function startPaymongo(opts: PaymongoSimulatorOptions): Promise<PaymongoSimulator> {
  const url = `http://127.0.0.1:${opts.port}`;
  const publicUrl = (opts.publicUrl ?? url).replace(/\/$/, '');
  const merchant = opts.merchantName ?? 'Crafti';
  // The state (paymongo-state.ts) and the HTTP routes over it (paymongo-http.ts).
  const state = createPaymongoState(opts);
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
