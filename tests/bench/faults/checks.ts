import { apiClient } from '../../support/api';
import { mailsTo } from '../../support/mailbox';
import type { Person } from '../load/person';

/**
 * The fault bench's checks (issue 51 §5), through the API and the local mailbox as the people
 * themselves would look: each thing a person did during a fault is there once — not lost, not
 * doubled — once the fault cleared and what it left pending finished.
 */

export interface Tally {
  /** What the people did that must be there (messages acked or sent again, posts, paid checkouts' orders, receipts). */
  expected: number;
  lost: string[];
  doubled: string[];
}

const empty = (): Tally => ({ expected: 0, lost: [], doubled: [] });

/** Every page of a cursor-paged list. */
async function everyPage<T>(read: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>) {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

const counts = <T>(items: T[]) => items.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<T, number>());

/** Each message a person sent is in its conversation once (by the client id the tab gave it). */
export async function checkMessages(api: string, people: Person[]): Promise<Tally> {
  const tally = empty();
  const conversations = new Map<string, Person>();
  for (const p of people) for (const m of p.trail.messages.values()) conversations.set(m.conversation, p);
  const stored = new Map<string, number>();
  for (const [conversation, p] of conversations) {
    const messages = await everyPage(async (cursor) => {
      const page = await apiClient(api).callOk('GET /conversations/{id}/messages', {
        token: p.user.idToken,
        params: { id: conversation },
        query: cursor ? { cursor } : {},
      });
      return { items: page.messages, cursor: page.cursor };
    });
    for (const [id, n] of counts(messages.map((m) => m.client_id))) if (id) stored.set(id, n);
  }
  for (const p of people)
    for (const [clientId, m] of p.trail.messages) {
      tally.expected += 1;
      const n = stored.get(clientId) ?? 0;
      if (n === 0) tally.lost.push(`message ${clientId}${m.acked ? ' (acked)' : ' (never acked)'}`);
      if (n > 1) tally.doubled.push(`message ${clientId} ×${n}`);
    }
  return tally;
}

/** Each post a person made is in the feed once, the refused ones pressed again included; a picture's variants made. */
export async function checkPosts(api: string, people: Person[]): Promise<Tally> {
  const tally = empty();
  const viewer = people[0]!;
  const posts = await everyPage(async (cursor) => {
    const page = await apiClient(api).callOk('GET /community-posts', {
      token: viewer.user.idToken,
      query: cursor ? { limit: 10, page: 2, cursor } : { limit: 10 },
    });
    return { items: page.posts, cursor: page.cursor };
  });
  const stored = counts(posts.map((p) => p.content));
  for (const p of people)
    for (const [content, { outcome, picture }] of p.trail.posts) {
      tally.expected += 1;
      const n = stored.get(content) ?? 0;
      if (n === 0) tally.lost.push(`post "${content}" (${outcome})`);
      if (n > 1) tally.doubled.push(`post "${content}" ×${n}`);
      const shown = posts.find((x) => x.content === content);
      if (picture && shown && !shown.images[0]?.card) tally.lost.push(`post "${content}": its picture's variants`);
    }
  return tally;
}

/** Each checkout PayMongo took the money of has its orders once each (one per artist), and its buyer one receipt. */
export async function checkOrders(api: string, mailbox: string, people: Person[]): Promise<Tally> {
  const tally = empty();
  for (const p of people) {
    if (p.trail.paid.size === 0) continue;
    const orders = await everyPage((cursor) =>
      apiClient(api).callOk('GET /orders/{userId}', {
        token: p.user.idToken,
        params: { userId: p.user.userId },
        query: cursor ? { cursor } : {},
      }),
    );
    const perCheckout = counts(orders.map((o) => o.checkout_id));
    const orderIds = counts(orders.map((o) => o.id));
    for (const [id, n] of orderIds) if (n > 1) tally.doubled.push(`order ${id} listed ×${n}`);
    const receipts = (await mailsTo(mailbox, p.user.email)).filter((m) => m.subject === 'Your Crafti receipt');
    for (const [checkoutId, artists] of p.trail.paid) {
      tally.expected += artists + 1;
      const n = perCheckout.get(checkoutId) ?? 0;
      if (n < artists) tally.lost.push(`checkout ${checkoutId}: ${n} of ${artists} orders`);
      if (n > artists) tally.doubled.push(`checkout ${checkoutId}: ${n} orders for ${artists} artists`);
      const mails = receipts.filter((m) => (m.body.text ?? '').includes(`Reference ${checkoutId}`)).length;
      if (mails === 0) tally.lost.push(`receipt of ${checkoutId}`);
      if (mails > 1) tally.doubled.push(`receipt of ${checkoutId} ×${mails}`);
    }
  }
  return tally;
}

/** Whether what the people did is all finished: checkouts paid are recorded paid, no message unacked, no post refused. */
export async function stillPending(api: string, people: Person[]): Promise<string[]> {
  const pending: string[] = [];
  for (const p of people) {
    for (const [clientId, m] of p.trail.messages) if (!m.acked) pending.push(`message ${clientId}`);
    for (const [content, { outcome }] of p.trail.posts) if (outcome === 'refused') pending.push(`post "${content}"`);
    for (const checkoutId of p.trail.paid.keys()) {
      const now = await apiClient(api)
        .callOk('GET /checkout/{checkoutId}', { token: p.user.idToken, params: { checkoutId } })
        .catch(() => null);
      if (now?.status !== 'paid') pending.push(`checkout ${checkoutId}: ${now?.status ?? 'unread'}`);
    }
  }
  return pending;
}
