import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FulfilmentState } from '@shared/fulfilment';
import type { Order } from '@shared/schemas/orders';
import { DEMO_ADMIN, DEMO_ARTS, DEMO_PASSWORD } from '../../infra/local/demo';
import { seedFulfilment } from '../../infra/local/demo-orders';
import { apiClient } from '../support/api';
import { signInTokens } from '../support/users';

/**
 * The demo seed's orders (issue 47 §8, infra/local/demo-orders.ts and the older demo checkouts),
 * read as the demo people read them after `npm start`: the client's Orders and each order's page,
 * the artist's work lists, the admins' order disputes.
 *
 * The integration files share one stack, and some run the every-minute job days ahead
 * (fulfilment, commissions), which moves every order due by then, the demo's too: an unshipped
 * order is canceled, a shipped one completed, an unanswered request refunded. So each order is
 * checked by the steps its timeline starts with (the seed's), and by the state they left unless
 * Crafti's clock took a step since.
 */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

type Token = { idToken: string };
const signIn = async (email: string, password = DEMO_PASSWORD): Promise<Token> =>
  signInTokens(endpoints.cognito, endpoints.userPoolClientId, email, password);
const userIdOf = (token: Token) =>
  (JSON.parse(Buffer.from(token.idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

let liza: Token;
let maria: Token;
let admin: Token;

beforeAll(async () => {
  [liza, maria, admin] = await Promise.all([
    signIn('liza.reyes@crafti.test'),
    signIn('maria.santos@crafti.test'),
    signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
  ]);
});

async function allPages(
  read: (cursor?: string) => Promise<{ items: Order[]; cursor: string | null }>,
): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

const titled = (orders: Order[], title: string) => {
  const found = orders.find((o) => o.items.some((i) => i.title === title));
  expect(found, `an order of ${title}`).toBeDefined();
  return found!;
};

const page = (token: Token, orderId: string) =>
  callOk('GET /api/orders/{orderId}', { token: token.idToken, params: { orderId } });

/** Whether the order is where the seed left it: its timeline is the seed's steps and nothing after (else only Crafti's clock's). */
function seeded(o: Order, events: string[], state: FulfilmentState): boolean {
  expect(o.timeline.slice(0, events.length).map((t) => t.event)).toEqual(events);
  const later = o.timeline.slice(events.length);
  expect(
    later.every((t) => t.by === 'crafti'),
    JSON.stringify(later),
  ).toBe(true);
  if (later.length === 0) expect(o.fulfilment).toBe(state);
  return later.length === 0;
}

describe('the demo seed’s orders', () => {
  it('gives the demo client an order in each state, each with its page and timeline', async () => {
    const orders = await allPages((cursor) =>
      callOk('GET /orders/{userId}', { token: liza.idToken, params: { userId: userIdOf(liza) }, query: { cursor } }),
    );

    const toShip = await page(liza, titled(orders, 'Narra Bowl').id);
    if (seeded(toShip, ['paid'], 'to_ship'))
      expect(toShip).toMatchObject({ ship_by: expect.any(String), delivery: { kind: 'ship' }, money: 'held' });

    const completed = await page(liza, titled(orders, 'Bougainvillea Dreams').id);
    seeded(completed, ['paid', 'ship', 'receive'], 'completed');
    expect(completed).toMatchObject({ status: 'Completed', courier: 'jnt', completed_at: expect.any(String) });
    const reviews = await callOk('GET /api/reviews/pending', { token: liza.idToken });
    expect(reviews.open.map((r) => r.transaction_id)).toContain(completed.id);

    const shipped = await page(liza, titled(orders, 'Piña Fan').id);
    expect(shipped).toMatchObject({
      courier: 'jnt',
      tracking: 'JT7700213456',
      tracking_url: expect.stringContaining('jtexpress'),
      shipped_at: expect.any(String),
      release_at: expect.any(String),
    });
    if (seeded(shipped, ['paid', 'ship'], 'shipped'))
      expect(shipped.actions).toEqual(expect.arrayContaining(['receive', 'extend', 'ask_refund']));

    const awaiting = await page(liza, titled(orders, 'Jeepney Pop').id);
    expect(awaiting).toMatchObject({ courier: 'lbc', extended: true, release_at: expect.any(String) });
    if (seeded(awaiting, ['paid', 'ship', 'extend'], 'shipped')) {
      expect(awaiting.actions).toEqual(expect.arrayContaining(['receive', 'ask_refund']));
      expect(awaiting.actions).not.toContain('extend');
    }

    // Contested: with Crafti to decide, where no clock moves it.
    const disputed = await page(liza, titled(orders, 'Mythic Sarimanok').id);
    seeded(disputed, ['paid', 'ship', 'ask_refund', 'contest'], 'disputed');
    expect(disputed).toMatchObject({
      money: 'held',
      courier: 'ninjavan',
      refund_request: {
        reason: 'damaged',
        amount: 80_000,
        contested_at: expect.any(String),
        artist_note: expect.stringContaining('courier'),
      },
    });
    expect(disputed.refund_request!.photo_urls).toHaveLength(1);

    const pickup = await page(liza, titled(orders, 'Kape Cups, Set of Four').id);
    expect(pickup).toMatchObject({
      delivery: { kind: 'pickup', place: expect.stringContaining('Quezon City') },
      shipping: 0,
      ready_at: expect.any(String),
      courier: null,
    });
    if (seeded(pickup, ['paid', 'ready'], 'ready_for_pickup')) expect(pickup.actions).toContain('receive');
  });

  it('puts the contested request in the admins’ order disputes', async () => {
    const orders = await allPages((cursor) =>
      callOk('GET /orders/{userId}', { token: liza.idToken, params: { userId: userIdOf(liza) }, query: { cursor } }),
    );
    const disputes = await allPages((cursor) =>
      callOk('GET /admin/order-disputes', { token: admin.idToken, query: { cursor } }),
    );
    expect(disputes.map((o) => o.id)).toContain(titled(orders, 'Mythic Sarimanok').id);
  });

  it('seeds them once: the seed of a restart buys nothing again', async () => {
    const count = async () =>
      (
        await allPages((cursor) =>
          callOk('GET /orders/{userId}', {
            token: liza.idToken,
            params: { userId: userIdOf(liza) },
            query: { cursor },
          }),
        )
      ).length;
    const before = await count();
    await seedFulfilment(Object.keys(DEMO_ARTS));
    expect(await count()).toBe(before);
  });

  it('gives the demo artist a piece to ship and a refund request to answer', async () => {
    const sales = await allPages((cursor) =>
      callOk('GET /artist-orders/{artistId}', {
        token: maria.idToken,
        params: { artistId: userIdOf(maria) },
        query: { cursor },
      }),
    );
    const lane = (which: 'to_ship' | 'to_answer') =>
      allPages((cursor) => callOk('GET /api/order-queue', { token: maria.idToken, query: { lane: which, cursor } }));

    const toShip = await page(maria, titled(sales, 'Carabao Study').id);
    if (seeded(toShip, ['paid'], 'to_ship')) {
      expect(toShip.actions).toEqual(expect.arrayContaining(['ship', 'cancel']));
      expect((await lane('to_ship')).map((o) => o.id)).toContain(toShip.id);
    }

    const toAnswer = await page(maria, titled(sales, 'Rice Terraces at Dawn').id);
    if (seeded(toAnswer, ['paid', 'ship', 'ask_refund'], 'refund_requested')) {
      expect(toAnswer).toMatchObject({
        refund_request: { reason: 'not_as_described', amount: 150_000, answer_by: expect.any(String) },
      });
      expect(toAnswer.actions).toEqual(expect.arrayContaining(['accept', 'accept_return', 'contest']));
      expect((await lane('to_answer')).map((o) => o.id)).toContain(toAnswer.id);
    }
  });
});
