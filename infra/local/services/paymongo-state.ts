import fs from 'node:fs';
import path from 'node:path';
import type {
  CardInput,
  EventSummary,
  ForgeOptions,
  PaymongoSimulator,
  PaymongoSimulatorOptions,
  PayOptions,
  PayResult,
  WebhookEventType,
} from './paymongo-types';
import { AUTHENTICATION_FAILED, cardBrand, cardOutcome, type CardOutcome, luhnValid } from './paymongo-cards';
import { createIdempotency, IDEMPOTENCY_TTL_MS, type IdempotencyData } from './paymongo-idempotency';
import { type CardForm, type FieldErrors } from './paymongo-pages';
import {
  eventOf,
  now,
  paymentOf,
  type PaymentResource,
  type PaymentSource,
  type SessionResource,
  SimError,
} from './paymongo-resources';
import type { PlatformData } from './paymongo-ledger';
import { createPlatform, type PlatformEventType } from './paymongo-platform';
import { type Forgery, type SentEvent, WebhookSender } from './paymongo-webhooks';

/**
 * The PayMongo simulator's state (paymongo.ts): its sessions, payments and events, the
 * platform's accounts, wallets, transfers and refunds (paymongo-platform.ts) and the answers kept
 * for Idempotency-Keys (paymongo-idempotency.ts), kept in `<dataDir>/paymongo.json` when asked,
 * and the webhooks it sends. Its HTTP face is paymongo-http.ts and paymongo-http-platform.ts.
 */

export { SimError };

export interface PendingAuthentication {
  sessionId: string;
  source: PaymentSource;
  after: CardOutcome;
}

export type PaymongoState = ReturnType<typeof createPaymongoState>;

/** The state and its verbs: `controls` is what the simulator offers its users, the rest serves the HTTP routes. */
type StateOptions = Pick<
  PaymongoSimulatorOptions,
  | 'webhookSecret'
  | 'webhookUrl'
  | 'dataDir'
  | 'retryDelaysMs'
  | 'merchantName'
  | 'settleDelayMs'
  | 'clearingMs'
  | 'idempotencyTtlMs'
>;

export function createPaymongoState(opts: StateOptions & { livemode: boolean }) {
  const file = opts.dataDir ? path.join(opts.dataDir, 'paymongo.json') : undefined;
  const { livemode } = opts;

  const sessions = new Map<string, SessionResource>();
  const events: SentEvent[] = [];
  const authentications = new Map<string, PendingAuthentication>();
  let savedPlatform: PlatformData | undefined;
  let keptAnswers: IdempotencyData = {};
  if (file && fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      sessions: SessionResource[];
      events: SentEvent[];
      platform?: PlatformData;
      idempotency?: IdempotencyData;
    };
    for (const s of saved.sessions) sessions.set(s.id, s);
    events.push(...saved.events);
    savedPlatform = saved.platform;
    keptAnswers = saved.idempotency ?? {};
  }
  const save = () => {
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      `${file}.tmp`,
      JSON.stringify({ sessions: [...sessions.values()], events, platform: platform.data, idempotency: keptAnswers }),
    );
    fs.renameSync(`${file}.tmp`, file);
  };
  const idempotency = createIdempotency(keptAnswers, { save, ttlMs: opts.idempotencyTtlMs ?? IDEMPOTENCY_TTL_MS });
  const sender = new WebhookSender({
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.webhookSecret,
    retryDelaysMs: opts.retryDelaysMs,
    onChange: save,
  });
  // Held or delayed deliveries are not waited for by pay() and the hosted page.
  let holding = false;
  let delayMs = 0;
  const deferring = () => holding || delayMs > 0;

  const summary = (e: SentEvent): EventSummary => {
    const { body, ...rest } = structuredClone(e);
    return { ...rest, payload: JSON.parse(body) };
  };
  const sessionOrThrow = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new SimError(404, 'resource_not_found', `No such checkout_session: ${id}`);
    return session;
  };

  /** Records an event and starts its delivery; resolves when its first attempt is over (or at once when held or delayed). */
  function send(
    type: string,
    refs: { sessionId?: string; resourceId: string },
    data: unknown,
    forged?: Forgery,
  ): { event: SentEvent; firstAttempt: Promise<void> } {
    const { id, body } = eventOf(type, data, livemode);
    const event: SentEvent = {
      id,
      type,
      sessionId: refs.sessionId ?? '',
      resourceId: refs.resourceId,
      createdAt: new Date().toISOString(),
      body,
      ...(forged ? { forged } : {}),
      state: 'queued',
      attempts: [],
      lastStatus: null,
    };
    events.push(event);
    const firstAttempt = sender.dispatch(event);
    return { event, firstAttempt: deferring() ? Promise.resolve() : firstAttempt };
  }

  const platform = createPlatform({
    merchant: opts.merchantName ?? 'Crafti',
    saved: savedPlatform,
    save,
    send: (type, refs, data) => send(type, refs, data).event,
    settleDelayMs: opts.settleDelayMs ?? 300,
    clearingMs: opts.clearingMs ?? 0,
    livemode,
  });

  /** Settles an attempt on an active session: paid (session closed, webhook) or failed (session stays open, webhook). */
  function settle(
    session: SessionResource,
    source: PaymentSource,
    outcome: CardOutcome,
  ): { result: PayResult; firstAttempt: Promise<void> } {
    const a = session.attributes;
    const t = now();
    if (outcome.kind === 'succeed') {
      const payment = paymentOf(session, source);
      a.status = 'paid';
      a.paid_at = t;
      a.updated_at = t;
      a.payments = [payment];
      a.payment_method_used = source.method;
      Object.assign(a.payment_intent.attributes, {
        status: 'succeeded',
        payments: [payment],
        last_payment_error: null,
        updated_at: t,
      });
      platform.recordPayment(session, payment);
      const { event, firstAttempt } = send(
        'checkout_session.payment.paid',
        { sessionId: session.id, resourceId: session.id },
        structuredClone(session),
      );
      return { result: { status: 'paid', paymentId: payment.id, eventId: event.id }, firstAttempt };
    }
    const failure = outcome.kind === 'decline' ? outcome : AUTHENTICATION_FAILED;
    const payment: PaymentResource = paymentOf(session, source, failure);
    Object.assign(a.payment_intent.attributes, {
      status: 'awaiting_payment_method',
      last_payment_error: { failed_code: failure.code, failed_message: failure.message, payment_id: payment.id },
      updated_at: t,
    });
    a.updated_at = t;
    platform.recordPayment(session, payment);
    const { event, firstAttempt } = send('payment.failed', { sessionId: session.id, resourceId: payment.id }, payment);
    return {
      result: { status: 'failed', paymentId: payment.id, eventId: event.id, failedCode: failure.code },
      firstAttempt,
    };
  }

  function activeSession(sessionId: string): SessionResource {
    const session = sessionOrThrow(sessionId);
    if (session.attributes.status !== 'active')
      throw new SimError(400, 'resource_failed_state', `The checkout session is ${session.attributes.status}.`);
    return session;
  }

  function expire(sessionId: string): SessionResource {
    const session = sessionOrThrow(sessionId);
    if (session.attributes.status === 'paid')
      throw new SimError(400, 'resource_failed_state', 'The checkout session is already paid and cannot be expired.');
    if (session.attributes.status === 'active') {
      session.attributes.status = 'expired';
      session.attributes.updated_at = now();
      for (const [id, pending] of authentications) if (pending.sessionId === sessionId) authentications.delete(id);
      save();
    }
    return session;
  }

  function checkCard(form: CardForm & { cvc?: string }): { errors: FieldErrors; number: string } {
    const errors: FieldErrors = {};
    const number = (form.number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = 'Enter a valid card number.';
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry ?? '');
    const month = Number(expiry?.[1]);
    if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
    else if (new Date(2000 + Number(expiry[2]), month, 1) <= new Date())
      errors.expiry = 'This card has expired. Use a card with a future expiry date.';
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = 'Enter the 3 or 4 digits of the CVC.';
    if (!(form.name ?? '').trim()) errors.name = 'Enter the name on the card.';
    return { errors, number };
  }

  const nextYear = () => `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

  async function pay(
    sessionId: string,
    card: string | CardInput | { method: 'gcash' | 'paymaya' },
    payOpts: PayOptions = {},
  ): Promise<PayResult> {
    const session = activeSession(sessionId);
    const authenticate = payOpts.authenticate ?? 'complete';
    let source: PaymentSource;
    let outcome: CardOutcome;
    if (typeof card === 'object' && 'method' in card) {
      source = { method: card.method };
      outcome = authenticate === 'complete' ? { kind: 'succeed' } : AUTHENTICATION_FAILED;
    } else {
      const input = typeof card === 'string' ? { number: card } : card;
      const { errors, number } = checkCard({
        number: input.number,
        expiry: input.expiry ?? nextYear(),
        cvc: input.cvc ?? '123',
        name: input.name ?? 'Test Buyer',
      });
      if (Object.keys(errors).length) throw new SimError(400, 'parameter_invalid', Object.values(errors).join(' '));
      source = { method: 'card', brand: cardBrand(number), last4: number.slice(-4) };
      outcome = cardOutcome(number);
      if (outcome.kind === 'authenticate')
        outcome = authenticate === 'complete' ? outcome.afterAuthentication : AUTHENTICATION_FAILED;
    }
    const { result, firstAttempt } = settle(session, source, outcome);
    save();
    await firstAttempt;
    return result;
  }

  /**
   * One delivery of a made-up event, the state unchanged: about a session (paid or failed), a child
   * account (merchant.*), a transfer (transfer.*) or a payment (payment.refunded / payment.refund.updated).
   */
  async function forge(type: WebhookEventType, id: string, forgery: ForgeOptions = {}): Promise<EventSummary> {
    let data: unknown;
    let sessionId = '';
    if (type === 'checkout_session.payment.paid' || type === 'payment.failed') {
      const session = sessionOrThrow(id);
      sessionId = id;
      if (type === 'checkout_session.payment.paid') {
        // What a forger would send: the session as if it were paid, the real one left as it is.
        const fake = structuredClone(session);
        const payment = paymentOf(session, { method: 'card', brand: 'visa', last4: '4345' });
        Object.assign(fake.attributes, {
          status: 'paid',
          paid_at: now(),
          payments: [payment],
          payment_method_used: 'card',
        });
        data = fake;
      } else {
        data = paymentOf(
          session,
          { method: 'card', brand: 'visa', last4: '0016' },
          { code: 'generic_decline', message: 'The payment failed to be processed due to unknown reasons.' },
        );
      }
    } else {
      const made = platform.forgedData(type as PlatformEventType, id, forgery.patch);
      data = made.data;
      sessionId = made.sessionId ?? '';
    }
    const { event, firstAttempt } = send(type, { sessionId, resourceId: id }, data, {
      badSignature: forgery.badSignature ?? false,
      staleBy: forgery.staleBy ?? 0,
    });
    await firstAttempt;
    return summary(event);
  }

  /** What the simulator offers besides its url and stop: copies, never the live sessions and events. */
  const controls: Omit<PaymongoSimulator, 'url' | 'stop'> = {
    sessions: () => structuredClone([...sessions.values()]),
    session: (id) => structuredClone(sessions.get(id)),
    events: () => events.map(summary),
    pay,
    expire: (id) => structuredClone(expire(id)),
    async replay(eventId, replayOpts = {}) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new SimError(404, 'resource_not_found', `No such event: ${eventId}`);
      await sender.replay(event, replayOpts);
      return summary(event);
    },
    slowCreations: (ms, count) => idempotency.slowCreations(ms, count),
    setDelay(ms) {
      delayMs = Math.max(0, ms);
      sender.setDelay(delayMs);
    },
    hold() {
      holding = true;
      sender.hold();
    },
    async release(order) {
      holding = false;
      await sender.release(order === 'reverse' ? 'reverse' : 'sent');
    },
    forge,
    async idle() {
      await platform.idle();
      await sender.idle();
    },
    ...platform.controls,
  };

  return {
    sessions,
    authentications,
    save,
    sessionOrThrow,
    settle,
    expire,
    checkCard,
    pay,
    forge,
    platform,
    idempotency,
    livemode,
    controls,
    delayMs: () => delayMs,
    /** Stops the deliveries and writes the state down. */
    stop() {
      platform.stop();
      sender.stop();
      save();
    },
    /** Deliveries cut short by a stop go out again, as PayMongo keeps retrying while a receiver is down. */
    resumeDeliveries() {
      for (const event of events) {
        if (!event.forged && !['delivered', 'failed'].includes(event.state)) void sender.dispatch(event);
      }
      platform.resume();
    },
  };
}
