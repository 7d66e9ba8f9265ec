import { AsyncLocalStorage } from 'node:async_hooks';
import { MAX_CART_ITEMS } from '@shared/messages/cart';
import { defaultTerms, MAX_MILESTONES, type Terms } from '@shared/messages/commissions';
import { actorOf } from '@functions/core/actor';
import * as Cart from '@functions/core/cart/cart';
import * as Checkout from '@functions/core/checkout/checkout';
import { dynamo } from '@functions/core/db/client';
import { db } from '@functions/core/db/service';
import * as Money from '@functions/core/money/money';
import { taskIdOf } from '@functions/core/money/movements';
import * as Payouts from '@functions/core/payouts/accounts';
import * as Commissions from '@functions/core/projects/commissions/commissions';
import { milestoneIdOf } from '@functions/core/projects/commissions/model';
import * as Projects from '@functions/core/projects/projects';
import { apiClient, type RouteInput } from './api';
import { giveAddress } from './buyer-address';
import { onboardingSample } from './payout-details';
import { giveShippingProfile } from './shipping';
import { PNG, uploadAs } from './uploads';
import { createPerson, createUser, type TestUser } from './users';

/**
 * The money paths at the largest inputs the product allows, with the size of every DynamoDB
 * TransactWriteItems they issue (DynamoDB refuses one of more than 100 items). Shared by
 * tests/integration/money-limits.int.test.ts and tests/bench/money-transactions.ts (no vitest
 * here). Every path is driven in this process — the checkout's payment included: webhooks are
 * held at the simulator and the paid session handed to the settlement here — so the meter, a
 * wrapper around the data layer's DynamoDB client (`dynamo()`), sees each transaction. The wrapper
 * only counts: every call still goes to DynamoDB. A transaction is put down to the path whose
 * async context sent it (AsyncLocalStorage), so work of the stack's own handlers and sweeper
 * (in this process when a bench runs the stack) is never mixed in.
 */

/** DynamoDB's limit on the items of one TransactWriteItems. */
export const TRANSACTION_ITEMS_LIMIT = 100;

const ARTS = MAX_CART_ITEMS;
const MILESTONES = MAX_MILESTONES;

export const MONEY_PATHS = [
  { key: 'start', path: 'checkout started', input: `${ARTS} arts of ${ARTS} artists (3 starts)` },
  {
    key: 'replace',
    path: 'checkout replaced',
    input: `an open ${ARTS}-line checkout expired, one of ${ARTS} lines started`,
  },
  {
    key: 'paid',
    path: 'checkout paid, orders written',
    input: `${ARTS} lines: the paid head, ${ARTS} orders, the cart`,
  },
  { key: 'lapsed', path: 'checkout lapsed', input: `${ARTS} lines given back (2 lapses)` },
  { key: 'paidAfterLapse', path: 'checkout paid after its lapse', input: `${ARTS} lines taken again, ${ARTS} orders` },
  { key: 'orderCanceled', path: 'order canceled, refund settled', input: `1 order of a ${ARTS}-order checkout` },
  {
    key: 'orderShipped',
    path: 'order shipped (courier, tracking, its release date)',
    input: `1 order of a ${ARTS}-order checkout`,
  },
  { key: 'orderCompleted', path: 'order completed, transfer settled', input: `1 order of a ${ARTS}-order checkout` },
  { key: 'funded', path: 'commission funded whole', input: `${MILESTONES} milestones, 1 payment (3 projects)` },
  { key: 'delivered', path: 'milestone delivered', input: `${MILESTONES} of ${MILESTONES} (3 projects)` },
  {
    key: 'canceled',
    path: 'commission canceled by agreement, settled',
    input: `${MILESTONES} delivered: ${MILESTONES} transfers`,
  },
  {
    key: 'decided',
    path: 'dispute decided, settled',
    input: `${MILESTONES} delivered, each split: ${MILESTONES} transfers + ${MILESTONES} refunds`,
  },
  { key: 'done', path: 'commission Done, settled', input: `${MILESTONES} delivered: ${MILESTONES} transfers` },
] as const;

export type MoneyPathKey = (typeof MONEY_PATHS)[number]['key'];

export interface PathResult {
  key: MoneyPathKey;
  path: string;
  input: string;
  /** The items of each TransactWriteItems the path sent, in order. */
  sizes: number[];
  largest: number;
}

type ArtBody = NonNullable<RouteInput<'POST /api/upload-art'>['body']>;

const currentPath = new AsyncLocalStorage<MoneyPathKey>();

type Sender = { send: (command: object, options?: unknown) => Promise<unknown> };

/**
 * Counts the items of every TransactWriteItems sent through the data layer's client, by the path
 * running when it was sent ('outside' for any other), until `stop`.
 */
export function meterTransactions() {
  const sizes = new Map<MoneyPathKey | 'outside', number[]>();
  const client = dynamo() as unknown as Sender;
  const own = Object.prototype.hasOwnProperty.call(client, 'send');
  const original = client.send;
  client.send = function (command, options) {
    // The document client's TransactWriteCommand (what ElectroDB sends), or the low-level one.
    if (/^TransactWrite(Items)?Command$/.test(command.constructor.name)) {
      const items = (command as { input?: { TransactItems?: unknown[] } }).input?.TransactItems?.length ?? 0;
      const key = currentPath.getStore() ?? 'outside';
      sizes.set(key, [...(sizes.get(key) ?? []), items]);
    }
    return original.call(this, command, options);
  };
  return {
    sizes,
    stop() {
      if (own) client.send = original;
      else delete (client as Partial<Sender>).send;
    },
  };
}

/** Runs `fn` as part of the path `key`: the transactions it sends are put down to it. */
const during = <T>(key: MoneyPathKey, fn: () => Promise<T>): Promise<T> => currentPath.run(key, fn);

function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Error(`money paths: ${what}`);
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').filter(Boolean)[1]!;
const paidEvent = (id: string) => ({ id: `evt_limits_${id}`, type: 'checkout_session.payment.paid' });

/** A commission of MAX_MILESTONES milestones of ₱1,000, funded whole, the artist keeping 30% on cancellation. */
export function largestTerms(): Terms {
  const amount = 100_000;
  return {
    ...defaultTerms(amount * MILESTONES, inDays(10 + 5 * MILESTONES)),
    milestones: Array.from({ length: MILESTONES }, (_, i) => ({
      name: `Stage ${i + 1}`,
      due_date: inDays(10 + 5 * (i + 1)),
      amount_centavos: amount,
      revisions: 1,
    })),
    cancel_keep_percent: 30,
    funding: 'whole',
  };
}

export interface StackUrls {
  api: string;
  paymongo: string;
}

/**
 * Sets up the largest inputs and runs every money path on them, measuring; throws if a path does
 * not end as it should (so a measurement is never of a path that stopped half-way). About a
 * minute on a 2-core machine.
 */
export async function runMoneyPaths(
  stack: StackUrls,
  say: (line: string) => void = () => undefined,
): Promise<{ results: PathResult[]; outside: number[] }> {
  const { callOk } = apiClient(stack.api);
  async function sim(control: string, body: unknown = {}): Promise<unknown> {
    const res = await fetch(`${stack.paymongo}/__sim/${control}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    check(res.ok, `POST /__sim/${control} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  const pay = (checkoutUrl: string) =>
    sim(`sessions/${sessionIdOf(checkoutUrl)}/pay`, {
      card: '4343434343434345',
      expiry: '12/30',
      cvc: '123',
      name: 'Limits Buyer',
    });
  async function paidSession(checkoutUrl: string) {
    const paid = await Money.paidSession(sessionIdOf(checkoutUrl));
    check(paid, `the session of ${checkoutUrl} is paid at PayMongo`);
    return paid;
  }

  say(`people: ${ARTS} artists, 3 buyers, an admin…`);
  const [buyers, artists, admin] = await Promise.all([
    Promise.all([1, 2, 3].map((i) => createPerson({ role: 'Client', prefix: `limits-buyer-${i}`, firstname: 'Rosa' }))),
    inBatches(ARTS, 6, (i) => createPerson({ role: 'Artist', prefix: `limits-artist-${i}` })),
    createUser({ role: 'Admin', prefix: 'limits-admin' }),
  ]);
  const [buyer, lapser, lateBuyer] = buyers as [TestUser, TestUser, TestUser];
  // Its payouts active, so its order's transfer and its commission's transfers are made.
  const paidArtist = artists[0]!;
  const client = lapser;

  say(`payouts of one artist, ${ARTS} arts…`);
  const [, artIds] = await Promise.all([
    (async () => {
      await callOk('POST /payouts/{userId}/onboarding', {
        params: { userId: paidArtist.userId },
        token: paidArtist.idToken,
        body: onboardingSample(),
      });
      const accounts = (await (await fetch(`${stack.paymongo}/__sim/accounts`)).json()) as {
        data: { id: string; attributes: { metadata?: Record<string, string> } }[];
      };
      const child = accounts.data.find((a) => a.attributes.metadata?.crafti_user_id === paidArtist.userId);
      check(child, 'the artist has a child account at PayMongo');
      await sim(`accounts/${child.id}/approve`);
      await sim('idle');
      for (let i = 0; i < 100 && (await Payouts.find(paidArtist.userId))?.status !== 'active'; i++)
        await new Promise((r) => setTimeout(r, 100));
      check((await Payouts.find(paidArtist.userId))?.status === 'active', "the artist's payouts are active");
    })(),
    inBatches(ARTS, 6, async (i) => {
      const artist = artists[i]!;
      const [imageKey] = await Promise.all([
        uploadAs(stack.api, artist, 'art-image', 'image/png', PNG, 'art.png').then((u) => u.key),
        giveShippingProfile(stack.api, artist),
      ]);
      const body: ArtBody = {
        title: `Limits piece ${i + 1}`,
        description: 'Oil on canvas.',
        price: '1500.00',
        quantity: '5',
        location: 'Manila',
        art_style: 'Realism',
        medium: 'Oil',
        subject: 'Landscape',
        tags: '[]',
        imageKey,
      };
      return (await callOk('POST /api/upload-art', { token: artist.idToken, body })).art_id;
    }),
  ]);
  await Promise.all(
    buyers.map(async (b) => {
      await giveAddress(stack.api, b);
      for (const artId of artIds) await Cart.add(actorOf(b.userId, 'Client'), artId, 1);
    }),
  );

  const meter = meterTransactions();
  // Every webhook waits at the simulator: each payment is handed to its settlement here.
  await sim('hold');
  try {
    // Money tasks (transfers, refunds) of a path, run by the every-minute job's runner here until PayMongo settled each.
    const settle = async (key: MoneyPathKey, taskIds: string[]) => {
      for (let round = 1; round <= 20; round++) {
        await sim('idle');
        const left = (await Promise.all(taskIds.map((id) => Money.findTask(id)))).filter(Boolean);
        if (left.length === 0) return;
        // Hours ahead, more each round: past any poll, backoff or lease of the tasks left.
        await during(key, () => Money.runDue(new Date(Date.now() + round * 2 * 3_600_000)));
      }
      throw new Error(`money paths: ${key}'s money tasks were not settled: ${taskIds.join(', ')}`);
    };

    say('checkout: start, replace, pay, lapse…');
    const asBuyer = actorOf(buyer.userId, 'Client');
    const first = await during('start', () => Checkout.start(asBuyer, artIds));
    // Other lines (one quantity changed): the open checkout is expired and a new one started.
    await Cart.setQuantity(asBuyer, artIds[0]!, 2);
    const bought = await during('replace', () => Checkout.start(asBuyer, artIds));
    check(
      bought.checkout_id !== first.checkout_id &&
        (await Checkout.view(asBuyer, first.checkout_id)).status === 'expired',
      'the open checkout was replaced',
    );

    await pay(bought.checkout_url);
    const paid = await paidSession(bought.checkout_url);
    check(
      (await during('paid', () => Checkout.onPaid(paidEvent(bought.checkout_id), paid))) === 'paid',
      'the checkout was paid',
    );
    const { data: checkoutItem } = await db().entities.checkout.get({ checkoutId: bought.checkout_id }).go();
    const { data: orders } = await db()
      .entities.order.get(checkoutItem!.orderIds.map((orderId) => ({ orderId })))
      .go();
    check(
      orders.length === ARTS && orders.every((o) => o?.money === 'held'),
      `${ARTS} orders written, their money held`,
    );
    check((await Cart.linesOf(buyer.userId, artIds)).length === 0, "the paid lines left the buyer's cart");

    const lapsing = await during('start', () => Checkout.start(actorOf(lapser.userId, 'Client'), artIds));
    check(
      (await during('lapsed', () => Checkout.expire(lapsing.checkout_id, 'lapsed'))) === 'expired',
      'the lapsed checkout expired',
    );

    // Paid at PayMongo while Crafti saw it lapse: its pieces are taken again, its orders written.
    const late = await during('start', () => Checkout.start(actorOf(lateBuyer.userId, 'Client'), artIds));
    await pay(late.checkout_url);
    check(
      (await during('lapsed', () => Checkout.expire(late.checkout_id, 'no_session'))) === 'expired',
      'the late checkout lapsed',
    );
    const latePaid = await paidSession(late.checkout_url);
    check(
      (await during('paidAfterLapse', () => Checkout.onPaid(paidEvent(late.checkout_id), latePaid))) === 'paid',
      'the late payment took its pieces again',
    );

    say('orders: one canceled, one completed, settled…');
    const orderOf = (artist: TestUser) => orders.find((o) => o?.artistId === artist.userId)!;
    const canceled = orderOf(artists[1]!);
    await during('orderCanceled', () =>
      Checkout.cancel(actorOf(artists[1]!.userId, 'Artist'), canceled.orderId, 'Cannot make it in time.'),
    );
    await settle('orderCanceled', [taskIdOf('refund', 'order', canceled.orderId)]);
    const completed = orderOf(paidArtist);
    await during('orderShipped', () =>
      Checkout.ship(actorOf(paidArtist.userId, 'Artist'), completed.orderId, { courier: 'lbc', tracking: 'LBC123456' }),
    );
    await during('orderCompleted', () => Checkout.receive(actorOf(completed.buyerId, 'Client'), completed.orderId));
    await settle('orderCompleted', [taskIdOf('transfer', 'order', completed.orderId)]);
    const moneyOf = async (orderId: string) => (await db().entities.order.get({ orderId }).go()).data?.money;
    check(
      (await moneyOf(canceled.orderId)) === 'refunded' && (await moneyOf(completed.orderId)) === 'paid_out',
      'the canceled order was refunded, the completed one paid out',
    );

    say(`commissions: ${MILESTONES} milestones funded whole, delivered, then canceled, decided, done…`);
    const asClient = actorOf(client.userId, 'Client');
    const asArtist = actorOf(paidArtist.userId, 'Artist');
    const terms = largestTerms();
    const fundedAndDelivered = async (name: string) => {
      const proposal = await callOk('POST /send-proposal', {
        token: client.idToken,
        body: {
          sender_id: client.userId,
          recipient_id: paidArtist.userId,
          project_name: name,
          project_description: 'Eight panels, oil on canvas.',
          budget: String(terms.total_centavos / 100),
          due_date: terms.milestones.at(-1)!.due_date,
          terms,
        },
      });
      const accepted = await callOk('POST /artist/proposals/accept', {
        token: paidArtist.idToken,
        body: { proposal: { proposal_id: proposal.proposal_id } },
      });
      const projectId = accepted.newProject.project_id;
      const funding = await during('funded', () => Commissions.fund(asClient, projectId));
      check(funding.positions.length === MILESTONES, `one funding pays all ${MILESTONES} milestones`);
      await pay(funding.checkout_url);
      const fundingPaid = await paidSession(funding.checkout_url);
      check(
        (await during('funded', () => Commissions.onFundingPaid(paidEvent(funding.funding_id), fundingPaid))) ===
          'funded',
        'the funding was recorded',
      );
      for (let position = 1; position <= MILESTONES; position++) {
        const image = await uploadAs(stack.api, paidArtist, 'post-image', 'image/png', PNG, 'delivery.png');
        await during('delivered', () =>
          Commissions.deliver(asArtist, projectId, position, { note: 'Here is the work.', files: [image.key] }),
        );
      }
      return projectId;
    };
    const tasksOf = (projectId: string, kinds: ('transfer' | 'refund')[]) =>
      Array.from({ length: MILESTONES }, (_, i) => milestoneIdOf(projectId, i + 1)).flatMap((id) =>
        kinds.map((kind) => taskIdOf(kind, 'milestone', id)),
      );
    const closed = async (projectId: string, how: string, money: { released: number; refunded: number }) => {
      const c = await Commissions.view(projectId, 'client');
      check(
        c.closed === how &&
          c.money.held === 0 &&
          c.money.released === money.released &&
          c.money.refunded === money.refunded,
        `the project closed ${how}: ${JSON.stringify(c.money)}`,
      );
    };
    const total = terms.total_centavos;

    const byAgreement = await fundedAndDelivered('Limits: canceled');
    await during('canceled', async () => {
      await Commissions.requestCancel(asArtist, byAgreement, 'I cannot go on.');
      await Commissions.agreeCancel(asClient, byAgreement);
    });
    await settle('canceled', tasksOf(byAgreement, ['transfer']));
    await closed(byAgreement, 'canceled', { released: total, refunded: 0 });

    const disputed = await fundedAndDelivered('Limits: disputed');
    await during('decided', async () => {
      await Commissions.openDispute(asClient, disputed, 'Not what we agreed.');
      await Commissions.decide(actorOf(admin.userId, 'Admin'), disputed, {
        release_centavos: total / 2,
        note: 'Half of each stage matched the brief.',
      });
    });
    await settle('decided', tasksOf(disputed, ['transfer', 'refund']));
    await closed(disputed, 'settled', { released: total / 2, refunded: total / 2 });

    const done = await fundedAndDelivered('Limits: done');
    await during('done', async () => {
      await Projects.setStatus(asArtist, done, 'Artist Completed the Project');
      await Projects.setStatus(asClient, done, 'Done');
    });
    await settle('done', tasksOf(done, ['transfer']));
    await closed(done, 'done', { released: total, refunded: 0 });

    const results = MONEY_PATHS.map(({ key, path, input }) => {
      const sizes = meter.sizes.get(key) ?? [];
      return { key, path, input, sizes, largest: Math.max(0, ...sizes) };
    });
    return { results, outside: meter.sizes.get('outside') ?? [] };
  } finally {
    meter.stop();
    await sim('release').catch(() => undefined);
    await sim('idle').catch(() => undefined);
  }
}

/** The results as a table: path | input | transactions | largest transaction (items) | budget. */
export function resultsTable(results: readonly PathResult[], budget = TRANSACTION_ITEMS_LIMIT): string {
  const rows = [
    ['path', 'input', 'transactions', 'largest transaction (items)', `budget ${budget}`],
    ...results.map((r) => [
      r.path,
      r.input,
      String(r.sizes.length),
      String(r.largest),
      r.largest < budget ? 'under' : 'OVER',
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}
