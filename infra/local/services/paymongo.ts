import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AUTHENTICATION_FAILED, cardBrand, cardOutcome, type CardOutcome, luhnValid } from './paymongo-cards';
import { authenticationPage, type CardForm, checkoutPage, type CheckoutView, closedPage, type FieldErrors, notFoundPage } from './paymongo-pages';
import {
  eventOf,
  newSession,
  now,
  paymentOf,
  type PaymentResource,
  type PaymentSource,
  resourceId,
  type SessionResource,
  sessionTotal,
} from './paymongo-resources';
import { type Forgery, type SentEvent, WebhookSender } from './paymongo-webhooks';
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

class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface PendingAuthentication {
  sessionId: string;
  source: PaymentSource;
  after: CardOutcome;
}

/** How long the hosted page waits for the first webhook attempt before redirecting the buyer. */
const REDIRECT_WAIT_MS = 3_000;

export async function startPaymongo(opts: PaymongoSimulatorOptions): Promise<PaymongoSimulator> {
  const url = `http://127.0.0.1:${opts.port}`;
  const publicUrl = (opts.publicUrl ?? url).replace(/\/$/, '');
  const merchant = opts.merchantName ?? 'Crafti';
  const file = opts.dataDir ? path.join(opts.dataDir, 'paymongo.json') : undefined;

  const sessions = new Map<string, SessionResource>();
  const events: SentEvent[] = [];
  const authentications = new Map<string, PendingAuthentication>();
  if (file && fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { sessions: SessionResource[]; events: SentEvent[] };
    for (const s of saved.sessions) sessions.set(s.id, s);
    events.push(...saved.events);
  }
  const save = () => {
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ sessions: [...sessions.values()], events }));
    fs.renameSync(`${file}.tmp`, file);
  };
  const sender = new WebhookSender({ webhookUrl: opts.webhookUrl, webhookSecret: opts.webhookSecret, retryDelaysMs: opts.retryDelaysMs, onChange: save });
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
  const viewOf = (s: SessionResource): CheckoutView => ({
    sessionId: s.id,
    merchant: s.attributes.merchant,
    description: s.attributes.show_description === false ? null : s.attributes.description,
    lineItems: s.attributes.line_items,
    total: sessionTotal(s),
    cancelUrl: s.attributes.cancel_url,
    methods: s.attributes.payment_method_types,
  });

  /** Records an event and starts its delivery; resolves when its first attempt is over (or at once when held or delayed). */
  function send(type: string, sessionId: string, data: unknown, forged?: Forgery): { event: SentEvent; firstAttempt: Promise<void> } {
    const { id, body } = eventOf(type, data);
    const event: SentEvent = { id, type, sessionId, createdAt: new Date().toISOString(), body, ...(forged ? { forged } : {}), state: 'queued', attempts: [], lastStatus: null };
    events.push(event);
    const firstAttempt = sender.dispatch(event);
    return { event, firstAttempt: deferring() ? Promise.resolve() : firstAttempt };
  }

  /** Settles an attempt on an active session: paid (session closed, webhook) or failed (session stays open, webhook). */
  function settle(session: SessionResource, source: PaymentSource, outcome: CardOutcome): { result: PayResult; firstAttempt: Promise<void> } {
    const a = session.attributes;
    const t = now();
    if (outcome.kind === 'succeed') {
      const payment = paymentOf(session, source);
      a.status = 'paid';
      a.paid_at = t;
      a.updated_at = t;
      a.payments = [payment];
      a.payment_method_used = source.method;
      Object.assign(a.payment_intent.attributes, { status: 'succeeded', payments: [payment], last_payment_error: null, updated_at: t });
      const { event, firstAttempt } = send('checkout_session.payment.paid', session.id, structuredClone(session));
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
    const { event, firstAttempt } = send('payment.failed', session.id, payment);
    return { result: { status: 'failed', paymentId: payment.id, eventId: event.id, failedCode: failure.code }, firstAttempt };
  }

  function activeSession(sessionId: string): SessionResource {
    const session = sessionOrThrow(sessionId);
    if (session.attributes.status !== 'active') throw new SimError(400, 'resource_failed_state', `The checkout session is ${session.attributes.status}.`);
    return session;
  }

  function expire(sessionId: string): SessionResource {
    const session = sessionOrThrow(sessionId);
    if (session.attributes.status === 'paid') throw new SimError(400, 'resource_failed_state', 'The checkout session is already paid and cannot be expired.');
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
    else if (new Date(2000 + Number(expiry[2]), month, 1) <= new Date()) errors.expiry = 'This card has expired. Use a card with a future expiry date.';
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = 'Enter the 3 or 4 digits of the CVC.';
    if (!(form.name ?? '').trim()) errors.name = 'Enter the name on the card.';
    return { errors, number };
  }

  const nextYear = () => `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

  async function pay(sessionId: string, card: string | CardInput | { method: 'gcash' | 'paymaya' }, payOpts: PayOptions = {}): Promise<PayResult> {
    const session = activeSession(sessionId);
    const authenticate = payOpts.authenticate ?? 'complete';
    let source: PaymentSource;
    let outcome: CardOutcome;
    if (typeof card === 'object' && 'method' in card) {
      source = { method: card.method };
      outcome = authenticate === 'complete' ? { kind: 'succeed' } : AUTHENTICATION_FAILED;
    } else {
      const input = typeof card === 'string' ? { number: card } : card;
      const { errors, number } = checkCard({ number: input.number, expiry: input.expiry ?? nextYear(), cvc: input.cvc ?? '123', name: input.name ?? 'Test Buyer' });
      if (Object.keys(errors).length) throw new SimError(400, 'parameter_invalid', Object.values(errors).join(' '));
      source = { method: 'card', brand: cardBrand(number), last4: number.slice(-4) };
      outcome = cardOutcome(number);
      if (outcome.kind === 'authenticate') outcome = authenticate === 'complete' ? outcome.afterAuthentication : AUTHENTICATION_FAILED;
    }
    const { result, firstAttempt } = settle(session, source, outcome);
    save();
    await firstAttempt;
    return result;
  }

  async function forge(type: WebhookEventType, sessionId: string, forgery: Forgery = {}): Promise<EventSummary> {
    const session = sessionOrThrow(sessionId);
    let data: unknown;
    if (type === 'checkout_session.payment.paid') {
      // What a forger would send: the session as if it were paid, the real one left as it is.
      const fake = structuredClone(session);
      const payment = paymentOf(session, { method: 'card', brand: 'visa', last4: '4345' });
      Object.assign(fake.attributes, { status: 'paid', paid_at: now(), payments: [payment], payment_method_used: 'card' });
      data = fake;
    } else {
      data = paymentOf(session, { method: 'card', brand: 'visa', last4: '0016' }, { code: 'generic_decline', message: 'The payment failed to be processed due to unknown reasons.' });
    }
    const { event, firstAttempt } = send(type, sessionId, data, { badSignature: forgery.badSignature ?? false, staleBy: forgery.staleBy ?? 0 });
    await firstAttempt;
    return summary(event);
  }

  // ---- HTTP -------------------------------------------------------------------------------------

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof SimError) return sendJson(res, err.status, { errors: [{ code: err.code, detail: err.message }] });
      console.error('PayMongo simulator:', err);
      if (!res.headersSent) sendJson(res, 500, { errors: [{ code: 'internal_error', detail: 'The simulator failed.' }] });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);

    // The API, as api.paymongo.com serves it.
    if ((parts[0] === 'v1' || parts[0] === 'v2') && parts[1] === 'checkout_sessions') {
      if (!authorized(req)) return sendJson(res, 401, { errors: [{ code: 'api_key_invalid', detail: 'The API key is invalid or missing.' }] });
      if (method === 'POST' && parts.length === 2) {
        const body = (await readJson(req)) as { data?: { attributes?: unknown } } | undefined;
        const made = newSession(body?.data?.attributes, { checkoutUrl: (id) => `${publicUrl}/checkout/${id}`, merchant });
        if ('errors' in made) return sendJson(res, 400, { errors: made.errors });
        sessions.set(made.session.id, made.session);
        save();
        return sendJson(res, 200, { data: made.session });
      }
      if (method === 'GET' && parts.length === 3) return sendJson(res, 200, { data: sessionOrThrow(parts[2]!) });
      if (method === 'POST' && parts.length === 4 && parts[3] === 'expire') return sendJson(res, 200, { data: expire(parts[2]!) });
      return sendJson(res, 404, { errors: [{ code: 'route_not_found', detail: `${method} ${pathname} is not part of this simulator.` }] });
    }

    if (parts[0] === 'checkout' && parts[1]) return hostedPage(req, res, method, parts[1], parts[2], searchParams);
    if (parts[0] === '__sim') return controls(req, res, method, parts.slice(1));
    if (pathname === '/' || pathname === '/health') return sendJson(res, 200, { ok: true, service: 'PayMongo simulator' });
    sendHtml(res, 404, notFoundPage());
  }

  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, method: string, id: string, action: string | undefined, query: URLSearchParams) {
    const session = sessions.get(id);
    if (!session) return sendHtml(res, 404, notFoundPage());
    const a = session.attributes;
    const view = viewOf(session);
    if (a.status !== 'active') {
      if (action === 'cancel' && a.cancel_url) return redirect(res, a.cancel_url);
      return sendHtml(res, 200, closedPage(view, a.status as 'paid' | 'expired', a.status === 'paid' ? a.success_url : a.cancel_url));
    }
    if (method === 'GET' && !action) return sendHtml(res, 200, checkoutPage(view));
    if (method === 'POST' && action === 'cancel') return a.cancel_url ? redirect(res, a.cancel_url) : sendHtml(res, 200, checkoutPage(view));

    const finish = async (outcome: CardOutcome, source: PaymentSource, form?: CardForm) => {
      const { result, firstAttempt } = settle(session, source, outcome);
      save();
      if (result.status === 'paid') {
        // PayMongo's webhook and redirect race; give the webhook a head start so the order is paid on return.
        await Promise.race([firstAttempt, new Promise((r) => setTimeout(r, REDIRECT_WAIT_MS))]);
        return a.success_url ? redirect(res, a.success_url) : sendHtml(res, 200, closedPage(view, 'paid', null));
      }
      const failure = outcome.kind === 'decline' ? outcome : AUTHENTICATION_FAILED;
      sendHtml(res, 402, checkoutPage(view, { form, failure: `${failure.message} (${failure.code})` }));
    };

    if (method === 'POST' && action === 'pay') {
      const form = Object.fromEntries(new URLSearchParams(await readText(req))) as CardForm & { cvc?: string };
      const kept: CardForm = { number: form.number, expiry: form.expiry, name: form.name };
      const { errors, number } = checkCard(form);
      if (Object.keys(errors).length) return sendHtml(res, 422, checkoutPage(view, { form: kept, errors }));
      const source: PaymentSource = { method: 'card', brand: cardBrand(number), last4: number.slice(-4) };
      const outcome = cardOutcome(number);
      if (outcome.kind === 'authenticate') {
        const attempt = resourceId('auth');
        authentications.set(attempt, { sessionId: id, source, after: outcome.afterAuthentication });
        return redirect(res, `/checkout/${encodeURIComponent(id)}/authenticate?attempt=${attempt}`);
      }
      return finish(outcome, source, kept);
    }
    if (method === 'POST' && action === 'wallet') {
      const wallet = new URLSearchParams(await readText(req)).get('method');
      if ((wallet !== 'gcash' && wallet !== 'paymaya') || !a.payment_method_types.includes(wallet)) return sendHtml(res, 400, checkoutPage(view));
      const attempt = resourceId('auth');
      authentications.set(attempt, { sessionId: id, source: { method: wallet }, after: { kind: 'succeed' } });
      return redirect(res, `/checkout/${encodeURIComponent(id)}/authenticate?attempt=${attempt}`);
    }
    if (action === 'authenticate') {
      const fields = method === 'POST' ? new URLSearchParams(await readText(req)) : query;
      const attempt = fields.get('attempt') ?? '';
      const pending = authentications.get(attempt);
      if (!pending || pending.sessionId !== id) return redirect(res, `/checkout/${encodeURIComponent(id)}`);
      if (method === 'GET') return sendHtml(res, 200, authenticationPage(view, attempt, pending.source.method));
      authentications.delete(attempt);
      return finish(fields.get('outcome') === 'complete' ? pending.after : AUTHENTICATION_FAILED, pending.source);
    }
    sendHtml(res, 404, notFoundPage());
  }

  async function controls(req: http.IncomingMessage, res: http.ServerResponse, method: string, parts: string[]) {
    const [what, id, verb] = parts;
    const body = method === 'POST' ? (((await readJson(req)) ?? {}) as Record<string, unknown>) : {};
    if (method === 'GET' && what === 'events') return sendJson(res, 200, { data: simulator.events() });
    if (method === 'GET' && what === 'sessions') return sendJson(res, 200, { data: id ? sessionOrThrow(id) : simulator.sessions() });
    if (method === 'POST' && what === 'sessions' && id && verb === 'pay') {
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
      const card: CardInput | { method: 'gcash' | 'paymaya' } =
        body.method === 'gcash' || body.method === 'paymaya'
          ? { method: body.method }
          : { number: text('card') ?? '', expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
      return sendJson(res, 200, await pay(id, card, { authenticate: body.authenticate === 'fail' ? 'fail' : 'complete' }));
    }
    if (method === 'POST' && what === 'sessions' && id && verb === 'expire') return sendJson(res, 200, { data: expire(id) });
    if (method === 'POST' && what === 'events' && id && verb === 'replay') return sendJson(res, 200, await simulator.replay(id));
    if (method === 'POST' && what === 'delay') return (simulator.setDelay(Number(body.ms ?? 0)), sendJson(res, 200, { delayMs }));
    if (method === 'POST' && what === 'hold') return (simulator.hold(), sendJson(res, 200, { holding: true }));
    if (method === 'POST' && what === 'release') return (await simulator.release(body.order === 'reverse' ? 'reverse' : undefined), sendJson(res, 200, { holding: false }));
    if (method === 'POST' && what === 'forge') {
      const type = body.type === 'payment.failed' ? 'payment.failed' : 'checkout_session.payment.paid';
      return sendJson(res, 200, await forge(type, String(body.sessionId ?? ''), { badSignature: body.badSignature === true, staleBy: Number(body.staleBy ?? 0) }));
    }
    if (method === 'POST' && what === 'idle') return (await simulator.idle(), sendJson(res, 200, { idle: true }));
    sendJson(res, 404, { errors: [{ code: 'route_not_found', detail: `${method} /__sim/${parts.join('/')} is not a simulator control.` }] });
  }

  function authorized(req: http.IncomingMessage): boolean {
    const match = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    return decoded.slice(0, decoded.indexOf(':') < 0 ? undefined : decoded.indexOf(':')) === opts.secretKey;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });

  const simulator: PaymongoSimulator = {
    url,
    sessions: () => structuredClone([...sessions.values()]),
    session: (id) => structuredClone(sessions.get(id)),
    events: () => events.map(summary),
    pay,
    expire: (id) => structuredClone(expire(id)),
    async replay(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new SimError(404, 'resource_not_found', `No such event: ${eventId}`);
      await sender.replay(event);
      return summary(event);
    },
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
    idle: () => sender.idle(),
    async stop() {
      sender.stop();
      save();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };

  // Deliveries cut short by a stop go out again, as PayMongo keeps retrying while a receiver is down.
  for (const event of events) {
    if (!event.forged && !['delivered', 'failed'].includes(event.state)) void sender.dispatch(event);
  }
  return simulator;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

const MAX_BODY = 1_000_000;

async function readText(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new SimError(413, 'payload_too_large', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new SimError(400, 'parameter_invalid', 'The request body is not valid JSON.');
  }
}
