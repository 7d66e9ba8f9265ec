import http from 'node:http';
import { AUTHENTICATION_FAILED, cardBrand, cardOutcome, type CardOutcome } from './paymongo-cards';
import {
  authenticationPage,
  type CardForm,
  checkoutPage,
  type CheckoutView,
  closedPage,
  notFoundPage,
} from './paymongo-pages';
import { newSession, type PaymentSource, resourceId, type SessionResource, sessionTotal } from './paymongo-resources';
import type { CardInput, WebhookEventType } from './paymongo-types';
import { errorBody, readJson, readText, redirect, sendHtml, sendJson } from './paymongo-http-io';
import { answerCreation } from './paymongo-idempotency';
import { platformApi, platformControls } from './paymongo-http-platform';
import { PLATFORM_EVENT_TYPES } from './paymongo-platform';
import { type PaymongoState, SimError } from './paymongo-state';

/**
 * The PayMongo simulator's HTTP routes (paymongo.ts lists them): the Checkout Sessions API, the
 * hosted checkout page and the `/__sim/` controls, over the state of paymongo-state.ts; the
 * Platforms routes are in paymongo-http-platform.ts.
 */

/** How long the hosted page waits for the first webhook attempt before redirecting the buyer. */
const REDIRECT_WAIT_MS = 3_000;

export interface PaymongoHttpOptions {
  port: number;
  /** Where the server listens: http://127.0.0.1:<port>. */
  url: string;
  /** The origin the browser reaches the simulator at (checkout_url). */
  publicUrl: string;
  merchant: string;
  secretKey: string;
}

/** Starts the simulator's HTTP server on its port; resolves once it listens. */
export async function listenPaymongo(opts: PaymongoHttpOptions, state: PaymongoState): Promise<http.Server> {
  const { url, publicUrl, merchant } = opts;
  const {
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
  } = state;
  const simulator = state.controls;

  const viewOf = (s: SessionResource): CheckoutView => ({
    sessionId: s.id,
    merchant: s.attributes.merchant,
    description: s.attributes.show_description === false ? null : s.attributes.description,
    lineItems: s.attributes.line_items,
    total: sessionTotal(s),
    cancelUrl: s.attributes.cancel_url,
    methods: s.attributes.payment_method_types,
  });

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof SimError) return sendJson(res, err.status, errorBody(err));
      console.error('PayMongo simulator:', err);
      if (!res.headersSent)
        sendJson(res, 500, { errors: [{ code: 'internal_error', detail: 'The simulator failed.' }] });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);

    // The API, as api.paymongo.com serves it.
    if (parts[0] === 'v1' || parts[0] === 'v2') {
      if (!authorized(req))
        return sendJson(res, 401, {
          errors: [{ code: 'api_key_invalid', detail: 'The API key is invalid or missing.' }],
        });
      if (parts[1] !== 'checkout_sessions') {
        if (await platformApi(platform, idempotency, req, res, method, parts, searchParams)) return;
        return sendJson(res, 404, {
          errors: [{ code: 'route_not_found', detail: `${method} ${pathname} is not part of this simulator.` }],
        });
      }
      if (method === 'POST' && parts.length === 2) {
        const account =
          typeof req.headers['account-id'] === 'string' ? req.headers['account-id'] : platform.data.parent.id;
        return answerCreation(idempotency, req, res, { path: '/v2/checkout_sessions', scope: account }, (body) => {
          const attributes = (body as { data?: { attributes?: unknown } } | undefined)?.data?.attributes;
          const made = newSession(attributes, {
            checkoutUrl: (id) => `${publicUrl}/checkout/${id}`,
            merchant,
            livemode,
            isActivatedChild: platform.isActivatedChild,
          });
          if ('errors' in made) return { status: 400, body: { errors: made.errors } };
          sessions.set(made.session.id, made.session);
          save();
          return { status: 200, body: { data: made.session } };
        });
      }
      if (method === 'GET' && parts.length === 3) return sendJson(res, 200, { data: sessionOrThrow(parts[2]!) });
      if (method === 'POST' && parts.length === 4 && parts[3] === 'expire')
        return sendJson(res, 200, { data: expire(parts[2]!) });
      return sendJson(res, 404, {
        errors: [{ code: 'route_not_found', detail: `${method} ${pathname} is not part of this simulator.` }],
      });
    }

    if (parts[0] === 'checkout' && parts[1]) return hostedPage(req, res, method, parts[1], parts[2], searchParams);
    if (parts[0] === '__sim') return controls(req, res, method, parts.slice(1));
    if (pathname === '/' || pathname === '/health')
      return sendJson(res, 200, { ok: true, service: 'PayMongo simulator' });
    sendHtml(res, 404, notFoundPage());
  }

  async function hostedPage(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    method: string,
    id: string,
    action: string | undefined,
    query: URLSearchParams,
  ) {
    const session = sessions.get(id);
    if (!session) return sendHtml(res, 404, notFoundPage());
    const a = session.attributes;
    const view = viewOf(session);
    if (a.status !== 'active') {
      if (action === 'cancel' && a.cancel_url) return redirect(res, a.cancel_url);
      return sendHtml(
        res,
        200,
        closedPage(view, a.status as 'paid' | 'expired', a.status === 'paid' ? a.success_url : a.cancel_url),
      );
    }
    if (method === 'GET' && !action) return sendHtml(res, 200, checkoutPage(view));
    if (method === 'POST' && action === 'cancel')
      return a.cancel_url ? redirect(res, a.cancel_url) : sendHtml(res, 200, checkoutPage(view));

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
      if ((wallet !== 'gcash' && wallet !== 'paymaya') || !a.payment_method_types.includes(wallet))
        return sendHtml(res, 400, checkoutPage(view));
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
    if (method === 'GET' && what === 'sessions')
      return sendJson(res, 200, { data: id ? sessionOrThrow(id) : simulator.sessions() });
    if (method === 'POST' && what === 'sessions' && id && verb === 'pay') {
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
      const card: CardInput | { method: 'gcash' | 'paymaya' } =
        body.method === 'gcash' || body.method === 'paymaya'
          ? { method: body.method }
          : { number: text('card') ?? '', expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
      return sendJson(
        res,
        200,
        await pay(id, card, { authenticate: body.authenticate === 'fail' ? 'fail' : 'complete' }),
      );
    }
    if (method === 'POST' && what === 'sessions' && id && verb === 'expire')
      return sendJson(res, 200, { data: expire(id) });
    if (method === 'POST' && what === 'events' && id && verb === 'replay')
      return sendJson(
        res,
        200,
        await simulator.replay(id, typeof body.livemode === 'boolean' ? { livemode: body.livemode } : {}),
      );
    if (method === 'POST' && what === 'slow-creations')
      return (
        simulator.slowCreations(Number(body.ms ?? 0), Number(body.count ?? 1)),
        sendJson(res, 200, { slowCreations: { ms: Number(body.ms ?? 0), count: Number(body.count ?? 1) } })
      );
    if (method === 'POST' && what === 'delay')
      return (simulator.setDelay(Number(body.ms ?? 0)), sendJson(res, 200, { delayMs: state.delayMs() }));
    if (method === 'POST' && what === 'hold') return (simulator.hold(), sendJson(res, 200, { holding: true }));
    if (method === 'POST' && what === 'release')
      return (
        await simulator.release(body.order === 'reverse' ? 'reverse' : undefined),
        sendJson(res, 200, { holding: false })
      );
    if (method === 'POST' && what === 'forge') {
      const known: readonly string[] = ['payment.failed', ...PLATFORM_EVENT_TYPES];
      const type = (
        known.includes(String(body.type)) ? body.type : 'checkout_session.payment.paid'
      ) as WebhookEventType;
      const patch = body.patch && typeof body.patch === 'object' ? (body.patch as Record<string, unknown>) : undefined;
      return sendJson(
        res,
        200,
        await forge(type, String(body.id ?? body.sessionId ?? ''), {
          badSignature: body.badSignature === true,
          staleBy: Number(body.staleBy ?? 0),
          patch,
        }),
      );
    }
    if (method === 'POST' && what === 'idle') return (await simulator.idle(), sendJson(res, 200, { idle: true }));
    if (platformControls(platform, res, method, parts, body)) return;
    sendJson(res, 404, {
      errors: [{ code: 'route_not_found', detail: `${method} /__sim/${parts.join('/')} is not a simulator control.` }],
    });
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

  return server;
}
