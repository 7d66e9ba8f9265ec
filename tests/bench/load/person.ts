import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { defaultTerms } from '@shared/messages/commissions';
import { ARTWORK_STYLES } from '@shared/options';
import type { SentRequest } from '../../../infra/local/services/read-meter';
import { PNG, uploadAs } from '../../support/uploads';
import type { TestUser } from '../../support/users';
import type { Level } from './stats';
import type { World } from './world';

/**
 * One simulated person of the load bench: a signed-in client who, with a pause between each step
 * as a person reading a page makes, browses, opens an art's page, reads the feed, puts arts in
 * the cart, checks out and pays with the PayMongo simulator, writes to an artist over the
 * WebSocket and sends an artist a proposal: the request mix of the e2e walks.
 */

type Step = 'browse' | 'art page' | 'feed' | 'post' | 'cart' | 'checkout' | 'chat' | 'proposal';

/**
 * What a person did that must not be lost or doubled, and the 5xx they met (the fault bench's
 * checks, ../faults.ts): a fresh one per fault.
 */
export class Trail {
  /** Each message by its client id: its text, its conversation, whether the server acked it. */
  messages = new Map<string, { content: string; conversation: string; acked: boolean }>();
  /** Each post by its text: created (201), or refused and to be pressed again; with a picture or not. */
  posts = new Map<string, { outcome: 'created' | 'refused'; picture: boolean }>();
  /** Each checkout PayMongo took the payment of, and the orders it makes (one per artist). */
  paid = new Map<string, number>();
  /** 5xx answers with a Retry-After, and those without one (a sample of the latter). */
  retryAfter = 0;
  without: string[] = [];
}

/** How often each step is taken, out of their sum (browsing is most of what people do). */
const WEIGHTS: [Step, number][] = [
  ['browse', 25],
  ['art page', 20],
  ['feed', 15],
  ['post', 3],
  ['cart', 12],
  ['checkout', 5],
  ['chat', 15],
  ['proposal', 3],
];
const TOTAL = WEIGHTS.reduce((n, [, w]) => n + w, 0);

/** The longest cart a person keeps before checking out, and the most proposals one sends (20 an hour are allowed). */
const MAX_CART = 4;
const MAX_PROPOSALS = 4;
const TIMEOUT_MS = 20_000;

/** A person's pause between steps, drawn between these (ms). */
export const PAUSE: [number, number] = [300, 900];

/** People taking steps of the mix, each with a pause, for `seconds`; `during` runs beside them (a fault's event). */
export async function runLevel(people: Person[], level: Level, seconds: number, during?: () => Promise<void>) {
  const until = performance.now() + seconds * 1000;
  for (const p of people) p.level = level;
  await Promise.all([
    during?.(),
    ...people.map(async (p) => {
      // Spread the first steps over the first pause, as people arrive.
      await new Promise((r) => setTimeout(r, Math.random() * PAUSE[1]));
      while (performance.now() < until) {
        await p.step();
        await new Promise((r) => setTimeout(r, PAUSE[0] + Math.random() * (PAUSE[1] - PAUSE[0])));
      }
    }),
  ]);
  level.ended = performance.now();
}
const STYLES = ARTWORK_STYLES;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** When set, every HTTP call's DynamoDB requests are recorded (the floor's calibration). */
export type Recorder = <T>(work: () => Promise<T>) => Promise<{ value: T; sent: SentRequest[] }>;

export class Person {
  private cart = new Set<string>();
  private proposals = 0;
  private socket: WebSocket | null = null;
  private conversation: string | null = null;
  private acks = new Map<string, (ok: boolean) => void>();
  /** The level the person's calls count in. */
  level!: Level;
  /** With a recorder: each route's recorded DynamoDB requests. */
  recorded = new Map<string, SentRequest[][]>();
  recorder: Recorder | null = null;
  trail = new Trail();
  private postsMade = 0;

  constructor(
    readonly user: TestUser,
    private readonly world: World,
    private readonly n: number,
  ) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(Math.random() * items.length)]!;
  }

  /** One HTTP call, timed and counted under `route`; `expect` lists the statuses that are not errors. */
  private async call(
    route: string,
    path: string,
    init: { method?: string; body?: unknown } = {},
    expect: number[] = [200, 201],
  ): Promise<Record<string, unknown> | null> {
    const started = performance.now();
    const send = async () => {
      const response = await fetch(`${this.world.api}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${this.user.idToken}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
    };
    try {
      const { value: answer, sent } = this.recorder ? await this.recorder(send) : { value: await send(), sent: [] };
      const ms = performance.now() - started;
      if (this.recorder) this.recorded.set(route, [...(this.recorded.get(route) ?? []), sent]);
      if (answer.status >= 500) {
        if (answer.retryAfter) this.trail.retryAfter += 1;
        else this.trail.without.push(`${route}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      if (answer.status === 429) {
        this.level.record(route, ms, 'limited');
        return null;
      }
      if (!expect.includes(answer.status)) {
        this.level.record(route, ms, 'error', `${answer.status} ${answer.text.slice(0, 160)}`);
        return null;
      }
      this.level.record(route, ms, 'ok');
      return answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
    } catch (err) {
      this.level.record(route, performance.now() - started, 'error', String(err));
      return null;
    }
  }

  /** Opens the person's tab's socket (once). */
  async connect() {
    if (this.socket) return;
    const ws = new WebSocket(`${this.world.ws}?token=${encodeURIComponent(this.user.idToken)}`);
    ws.on('message', (data) => {
      const push = JSON.parse(data.toString()) as { type: string; client_id?: string };
      if (push.type !== 'chat-ack' && push.type !== 'chat-error') return;
      const id = push.client_id ?? '';
      this.acks.get(id)?.(push.type === 'chat-ack');
      this.acks.delete(id);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // A dropped socket (a gateway restart) is opened again at the next message, as the tab does.
    ws.on('close', () => {
      if (this.socket === ws) this.socket = null;
      for (const done of this.acks.values()) done(false);
      this.acks.clear();
    });
    ws.on('error', () => undefined);
    this.socket = ws;
  }

  close() {
    this.socket?.close();
    this.socket = null;
  }

  /** One step of the mix, drawn by its weight. */
  async step(): Promise<void> {
    let draw = Math.random() * TOTAL;
    const step = WEIGHTS.find(([, w]) => (draw -= w) < 0)![0];
    await this.take(step);
  }

  async take(step: Step): Promise<void> {
    const { world } = this;
    switch (step) {
      case 'browse': {
        const style = Math.random() < 0.5 ? `&art_style=${encodeURIComponent(this.pick(STYLES))}` : '';
        await this.call('GET /api/arts', `/api/arts?limit=25${style}`);
        return;
      }
      case 'art page': {
        const art = this.pick(world.arts);
        await this.call('GET /api/art/{artId}', `/api/art/${art.artId}`);
        return;
      }
      case 'feed':
        await this.call('GET /community-posts', '/community-posts?limit=10');
        return;
      case 'post': {
        this.postsMade += 1;
        const content = `Studio notes ${this.n}-${this.postsMade} ${randomUUID().slice(0, 8)}`;
        // One post in three with a picture: an upload to S3, its variants made after.
        await this.post(content, this.postsMade % 3 === 0);
        return;
      }
      case 'cart': {
        if (this.cart.size >= MAX_CART) return this.take('checkout');
        const art = this.pick(world.arts.filter((a) => !this.cart.has(a.artId)));
        const added = await this.call('POST /cart', '/cart', {
          method: 'POST',
          body: { userId: this.user.userId, artId: art.artId, quantity: 1 },
        });
        if (added) this.cart.add(art.artId);
        await this.call('GET /cart/{userId}', `/cart/${this.user.userId}`);
        return;
      }
      case 'checkout':
        return this.checkout();
      case 'chat':
        return this.chat();
      case 'proposal': {
        if (this.proposals >= MAX_PROPOSALS) return this.take('browse');
        const artist = world.artists[(this.n + this.proposals) % world.artists.length]!;
        this.proposals += 1;
        const terms = defaultTerms(250_000, inDays(30));
        await this.call('POST /send-proposal', '/send-proposal', {
          method: 'POST',
          body: {
            sender_id: this.user.userId,
            recipient_id: artist.userId,
            project_name: `Portrait ${this.n}-${this.proposals}`,
            project_description: 'A family portrait, oil on canvas.',
            budget: '2500',
            due_date: terms.milestones.at(-1)!.due_date,
            terms,
          },
        });
        return;
      }
    }
  }

  /** Checks out the cart, pays on the simulator's page and waits for the webhook to mark it paid. */
  private async checkout() {
    if (this.cart.size === 0) return this.take('cart');
    const made = await this.call('POST /create-checkout-session', '/create-checkout-session', {
      method: 'POST',
      body: { artIds: [...this.cart] },
    });
    if (!made) return;
    const sessionId = new URL(String(made.checkout_url)).pathname.split('/').filter(Boolean)[1]!;
    const paying = performance.now();
    const paid = await fetch(`${this.world.paymongo}/__sim/sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4343434343434345', expiry: '12/30', cvc: '123', name: 'Load Buyer' }),
    }).catch(() => null);
    if (!paid || paid.status >= 300) {
      this.level.record('simulator: pay', performance.now() - paying, 'error', `pay answered ${paid?.status}`);
      return;
    }
    this.level.record('simulator: pay', performance.now() - paying, 'ok');
    // Bought: whatever happens next, these pieces are the checkout's (its orders, one per artist).
    const checkoutId = String(made.checkout_id);
    const artists = new Set([...this.cart].map((id) => this.world.arts.find((a) => a.artId === id)?.artistId));
    this.trail.paid.set(checkoutId, artists.size);
    this.cart.clear();
    // The buyer's page asks until the webhook has landed.
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await this.call('GET /checkout/{checkoutId}', `/checkout/${checkoutId}`);
      if (now?.status === 'paid') break;
      if (!now || performance.now() - paying > TIMEOUT_MS) {
        this.level.record(
          'checkout: paid (webhook)',
          performance.now() - paying,
          'error',
          `not paid: ${JSON.stringify(now?.status)}`,
        );
        return;
      }
    }
    this.level.record('checkout: paid (webhook)', performance.now() - paying, 'ok');
  }

  /** A community post; one refused (a 5xx, or its picture's upload failing) is kept to be pressed again (`pressAgain`). */
  private async post(content: string, picture: boolean) {
    let images: string[] = [];
    if (picture) {
      const started = performance.now();
      try {
        images = [(await uploadAs(this.world.api, this.user, 'post-image', 'image/png', PNG, 'studio.png')).key];
        this.level.record('upload (presign + S3)', performance.now() - started, 'ok');
      } catch (err) {
        this.level.record('upload (presign + S3)', performance.now() - started, 'error', String(err));
        this.trail.posts.set(content, { outcome: 'refused', picture });
        return;
      }
    }
    const made = await this.call('POST /community-posts', '/community-posts', {
      method: 'POST',
      body: { user_id: this.user.userId, content, category: 'General Discussion', images },
    });
    this.trail.posts.set(content, { outcome: made ? 'created' : 'refused', picture });
  }

  /** What a person does once the site answers again: presses Post again on what was refused. */
  async pressAgain() {
    for (const [content, { outcome, picture }] of this.trail.posts)
      if (outcome === 'refused') await this.post(content, picture);
  }

  /**
   * Sends again every message not acked, with its client id (the tab's outbox), over a socket opened
   * again if it dropped, until each is acked or `tries` run out; answers how many are still unacked.
   */
  async flushOutbox(tries = 3): Promise<number> {
    for (let t = 0; t < tries; t++) {
      const unacked = [...this.trail.messages].filter(([, m]) => !m.acked);
      if (unacked.length === 0) return 0;
      for (const [clientId, m] of unacked) {
        await this.connect().catch(() => undefined);
        if (await this.sendOnce(clientId, m.conversation, m.content)) m.acked = true;
      }
    }
    return [...this.trail.messages.values()].filter((m) => !m.acked).length;
  }

  /** One send over the socket, true when acked (false on a chat-error, a closed socket or no ack in time). */
  private sendOnce(clientId: string, conversation: string, content: string): Promise<boolean> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve(false);
    const acked = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), TIMEOUT_MS);
      this.acks.set(clientId, (ok) => (clearTimeout(timer), resolve(ok)));
    });
    socket.send(JSON.stringify({ action: 'send', conversation_id: conversation, client_id: clientId, content }));
    return acked;
  }

  /** A message to an artist over the socket, timed to its ack (a conversation started the first time). */
  private async chat() {
    if (!this.conversation) {
      const artist = this.world.artists[this.n % this.world.artists.length]!;
      const started = await this.call('POST /conversations', '/conversations', {
        method: 'POST',
        body: { user_id: artist.userId },
      });
      if (!started) return;
      this.conversation = String(
        (started as { id?: string }).id ?? (started as { conversation?: { id: string } }).conversation?.id,
      );
    }
    await this.connect().catch(() => undefined);
    const route = 'WS send → ack';
    const clientId = randomUUID();
    const content = `Hello ${clientId.slice(0, 4)}`;
    const message = { content, conversation: this.conversation, acked: false };
    this.trail.messages.set(clientId, message);
    const sent = performance.now();
    const send = async () => (message.acked = await this.sendOnce(clientId, this.conversation!, content));
    const { value: ok, sent: requests } = this.recorder ? await this.recorder(send) : { value: await send(), sent: [] };
    if (this.recorder) this.recorded.set(route, [...(this.recorded.get(route) ?? []), requests]);
    this.level.record(
      route,
      performance.now() - sent,
      ok ? 'ok' : 'error',
      ok ? undefined : 'a chat-error, or no ack in 20 s',
    );
  }
}
