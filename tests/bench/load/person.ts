import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { defaultTerms } from '@shared/messages/commissions';
import { ARTWORK_STYLES } from '@shared/options';
import type { SentRequest } from '../../../infra/local/services/read-meter';
import type { TestUser } from '../../support/users';
import type { Level } from './stats';
import type { World } from './world';

/**
 * One simulated person of the load bench: a signed-in client who, with a pause between each step
 * as a person reading a page makes, browses, opens an art's page, reads the feed, puts arts in
 * the cart, checks out and pays with the PayMongo simulator, writes to an artist over the
 * WebSocket and sends an artist a proposal: the request mix of the e2e walks.
 */

type Step = 'browse' | 'art page' | 'feed' | 'cart' | 'checkout' | 'chat' | 'proposal';

/** How often each step is taken, out of their sum (browsing is most of what people do). */
const WEIGHTS: [Step, number][] = [
  ['browse', 25],
  ['art page', 20],
  ['feed', 15],
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
      return { status: response.status, text: await response.text() };
    };
    try {
      const { value: answer, sent } = this.recorder ? await this.recorder(send) : { value: await send(), sent: [] };
      const ms = performance.now() - started;
      if (this.recorder) this.recorded.set(route, [...(this.recorded.get(route) ?? []), sent]);
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
    // The buyer's page asks until the webhook has landed.
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await this.call('GET /checkout/{checkoutId}', `/checkout/${String(made.checkout_id)}`);
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
    this.cart.clear();
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
    await this.connect();
    const route = 'WS send → ack';
    const clientId = randomUUID();
    const sent = performance.now();
    const send = () => {
      const acked = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), TIMEOUT_MS);
        this.acks.set(clientId, (ok) => (clearTimeout(timer), resolve(ok)));
      });
      this.socket!.send(
        JSON.stringify({
          action: 'send',
          conversation_id: this.conversation,
          client_id: clientId,
          content: `Hello ${clientId.slice(0, 4)}`,
        }),
      );
      return acked;
    };
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
