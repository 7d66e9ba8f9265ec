import { signPaymongoPayload } from '../../../functions/core/payments/signature';

/**
 * The simulator's webhook sender: POSTs each event to the webhook URL with a `Paymongo-Signature`
 * signed at the moment of each attempt, retries a non-2xx answer or a network error with backoff
 * like PayMongo does, and lets tests delay, hold and reorder deliveries. Every attempt sends the
 * event's original body. The signature goes in `te` for a test-mode event and in `li` for a live
 * one, as the event's `data.attributes.livemode` says ("Securing a webhook"); the other slot is
 * empty (DOCS-SILENT on what it holds).
 */

export interface DeliveryAttempt {
  at: string;
  /** A replay that set the event's livemode: what it was set to (the body sent differed only there). */
  livemode?: boolean;
  /** The receiver's HTTP status, or absent when it could not be reached. */
  status?: number;
  error?: string;
}

export type DeliveryState = 'queued' | 'held' | 'delivering' | 'retrying' | 'delivered' | 'failed';

export interface Forgery {
  /** Signed with another secret: well-formed, but the signature does not match. */
  badSignature?: boolean;
  /** Signed this many seconds in the past. */
  staleBy?: number;
}

export interface SentEvent {
  id: string;
  type: string;
  /** The checkout session the event is about ('' for an account's or a transfer's event). */
  sessionId: string;
  /** The resource the event is about: the session, the payment, the child account or the transfer. */
  resourceId?: string;
  createdAt: string;
  /** The exact body sent, so a replay sends the same bytes. */
  body: string;
  forged?: Forgery;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
  lastStatus: number | null;
}

export interface WebhookSenderOptions {
  webhookUrl: string;
  webhookSecret: string;
  /** Waits before the 2nd, 3rd... attempts. @default [500, 1000, 2000, 4000, 8000] (6 tries) */
  retryDelaysMs?: readonly number[];
  /** Called after every change of an event's delivery, to persist it. */
  onChange: () => void;
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

/** Whether an event body says it is live (`data.attributes.livemode`). */
export function livemodeOf(body: string): boolean {
  try {
    return (JSON.parse(body) as { data?: { attributes?: { livemode?: unknown } } }).data?.attributes?.livemode === true;
  } catch {
    return false;
  }
}

export class WebhookSender {
  private delayMs = 0;
  private holding = false;
  private readonly held: SentEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly opts: WebhookSenderOptions) {}

  /** Holds every later delivery for `ms` before its first attempt (0 sends at once). */
  setDelay(ms: number): void {
    this.delayMs = Math.max(0, ms);
  }

  /** Keeps later deliveries until `release`, so a test can send them in another order. */
  hold(): void {
    this.holding = true;
  }

  /** Sends what was held, one after another (each first attempt finished before the next). */
  async release(order: 'sent' | 'reverse' = 'sent'): Promise<void> {
    this.holding = false;
    const batch = this.held.splice(0);
    if (order === 'reverse') batch.reverse();
    for (const event of batch) await this.attempt(event, 0);
  }

  /** Queues an event: held, delayed or sent now. Resolves when its first attempt is over. */
  dispatch(event: SentEvent): Promise<void> {
    if (this.holding) {
      event.state = 'held';
      this.held.push(event);
      this.opts.onChange();
      return Promise.resolve();
    }
    event.state = 'queued';
    this.opts.onChange();
    if (this.delayMs > 0) {
      return new Promise((resolve) => this.later(this.delayMs, () => this.attempt(event, 0).then(resolve)));
    }
    return this.attempt(event, 0);
  }

  /**
   * Sends once more (a replay): the same body, signed anew, with retries as a first delivery; with
   * `livemode`, the body's `data.attributes.livemode` set to it and signed in the matching slot
   * (its retries send that body too; a stop cuts them short, and the next start sends the stored one).
   */
  replay(event: SentEvent, opts: { livemode?: boolean } = {}): Promise<void> {
    if (opts.livemode === undefined) return this.attempt(event, 0);
    const parsed = JSON.parse(event.body) as { data: { attributes: { livemode: boolean } } };
    parsed.data.attributes.livemode = opts.livemode;
    return this.attempt(event, 0, { body: JSON.stringify(parsed), livemode: opts.livemode });
  }

  /** Resolves when nothing is being sent or waiting for a retry (held events do not count). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.race([...this.inFlight, new Promise((r) => setTimeout(r, 25))]);
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, fn: () => unknown) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) void fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private attempt(
    event: SentEvent,
    attemptIndex: number,
    replayed?: { body: string; livemode: boolean },
  ): Promise<void> {
    const run = this.send(event, attemptIndex, replayed);
    this.inFlight.add(run);
    return run.finally(() => this.inFlight.delete(run));
  }

  private async send(
    event: SentEvent,
    attemptIndex: number,
    replayed?: { body: string; livemode: boolean },
  ): Promise<void> {
    if (this.stopped) return;
    event.state = 'delivering';
    const forged = event.forged ?? {};
    const t = Math.floor(Date.now() / 1000) - (forged.staleBy ?? 0);
    const secret = forged.badSignature ? `${this.opts.webhookSecret}-forged` : this.opts.webhookSecret;
    const body = replayed?.body ?? event.body;
    const record: DeliveryAttempt = {
      at: new Date().toISOString(),
      ...(replayed ? { livemode: replayed.livemode } : {}),
    };
    try {
      const response = await fetch(this.opts.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paymongo-signature': signPaymongoPayload(body, secret, t, livemodeOf(body)),
          'user-agent': 'PayMongo simulator',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
    } catch (err) {
      record.error = (err as Error).message;
    }
    event.attempts.push(record);
    event.lastStatus = record.status ?? null;
    const ok = record.status !== undefined && record.status >= 200 && record.status < 300;
    const delays = this.opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    // A forged event is a test's probe: one attempt, whatever the answer.
    if (ok) event.state = 'delivered';
    // Stopped mid-attempt: left for the next start to send again.
    else if (this.stopped) event.state = 'retrying';
    else if (event.forged || attemptIndex >= delays.length) event.state = 'failed';
    else {
      event.state = 'retrying';
      this.later(delays[attemptIndex]!, () => this.attempt(event, attemptIndex + 1, replayed));
    }
    this.opts.onChange();
  }
}
