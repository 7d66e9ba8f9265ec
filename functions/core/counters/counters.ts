import { getEvery } from '../db/batch-get';
import { db, type Item, type TransactionEntities } from '../db/service';
import { afterWrite, isConditionalCheckFailure } from '../db/write';
import { isSpread, randomShard, rollUpOf, shardsOf, SITE_TOTALS } from './spread';

export { isSpread, SPREAD } from './spread';

/**
 * Numbers the product shows (admin totals, cart items, unread notifications), kept up to date
 * with atomic ADDs by the writes that change them instead of counting on read.
 */
export const names = {
  usersByRole: (role: 'Artist' | 'Client') => `users:${role}`,
  verifiedArtists: 'artists:verified',
  arts: 'arts:total',
  artsOf: (artistId: string) => `arts:artist:${artistId}`,
  cartItems: (userId: string) => `cart:${userId}`,
  /** Pieces of an art that pending checkouts hold (reserved, not yet paid). */
  heldPieces: (artId: string) => `held:${artId}`,
  unreadNotifications: (userId: string) => `unread:${userId}`,
  unreadMessages: (userId: string) => `chat-unread:${userId}`,
  verificationRequests: (status: 'pending' | 'approved' | 'rejected' | 'all') => `verifications:${status}`,
  /** Visits of a person's profile (one per visitor and day). */
  profileVisits: (userId: string) => `visits:${userId}`,
  /** Centavos of an artist's sales Crafti holds until their payouts are active. */
  heldEarnings: (artistId: string) => `earnings-held:${artistId}`,
  /** An artist's net earnings in centavos: of a month (YYYY-MM, Manila time, of the sale) or all time; refunds subtract. */
  earnings: (artistId: string, period: string | 'all') => `earnings:${artistId}:${period}`,
  /** The entries of a term of Browse Arts' word search (kept by its task, off any transaction): steers which word leads a search. */
  searchTerm: (term: string) => `search-term:${term}`,
};

/** How long a roll-up is trusted at most without being read again, should a write's mark have been lost (ms). */
export const ROLL_UP_MAX_AGE_MS = 60_000;

type CounterItem = Item<'counter'>;

/**
 * Whether a spread counter's roll-up still holds its sum: read from the spread items after the
 * last write that changed them said so (`dirtyAt`), and not older than ROLL_UP_MAX_AGE_MS.
 */
export function rollUpHolds(item: CounterItem | undefined, now: number): boolean {
  if (item?.rolledAt === undefined || now - item.rolledAt >= ROLL_UP_MAX_AGE_MS) return false;
  return item.rolledAt > (item.dirtyAt ?? 0);
}

/** The counter's value; 0 when it was never written. */
export async function get(name: string): Promise<number> {
  return (await getMany([name]))(name);
}

/**
 * Several counters in one BatchGet; the answer reads each by name (0 when never written). A spread
 * counter (spread.ts) is read from its roll-up, one item; when a write changed it since, its spread
 * items are read and summed (consistently) and the roll-up written, for the readers after.
 */
export async function getMany(counterNames: readonly string[]): Promise<(name: string) => number> {
  const now = Date.now();
  const keys = [...new Set(counterNames.map((n) => (isSpread(n) ? rollUpOf(n) : n)))];
  const read = await readItems(keys, false);
  const values = new Map<string, number>();
  const stale: string[] = [];
  for (const name of new Set(counterNames)) {
    if (!isSpread(name)) values.set(name, read.get(name)?.value ?? 0);
    else if (rollUpHolds(read.get(rollUpOf(name)), now)) values.set(name, read.get(rollUpOf(name))!.value);
    else stale.push(name);
  }
  if (stale.length > 0) for (const [name, value] of await rollUp(stale)) values.set(name, value);
  return (name) => Math.max(0, values.get(name) ?? 0);
}

/**
 * The every-minute job's part (functions/events/run-due-work.ts): rolls up the site's totals a
 * write marked since their last roll-up or that are half-way to too old, so their rare readers
 * (the admin's tables) read one item each unless a write came within the minute. Answers how many
 * it rolled up.
 */
export async function rollUpSiteTotals(): Promise<number> {
  const now = Date.now();
  const read = await readItems(SITE_TOTALS.map(rollUpOf), false);
  // Marked by a write, or half-way to too old: a reader between two runs finds it holding.
  const marked = SITE_TOTALS.filter((name) => !rollUpHolds(read.get(rollUpOf(name)), now + ROLL_UP_MAX_AGE_MS / 2));
  if (marked.length > 0) await rollUp(marked);
  return marked.length;
}

async function readItems(keys: readonly string[], consistent: boolean): Promise<Map<string, CounterItem>> {
  const found = new Map<string, CounterItem>();
  if (keys.length === 1) {
    // One item: a GetItem, which a BatchGet of one would cost the same but say less plainly.
    const { data } = await db().entities.counter.get({ name: keys[0]! }).go({ consistent });
    if (data) found.set(data.name, data);
  } else if (keys.length > 1) {
    const items = await getEvery(
      keys.map((name) => ({ name })),
      (asked) => db().entities.counter.get(asked).go({ consistent }),
      'Counters',
    );
    for (const item of items) found.set(item.name, item);
  }
  return found;
}

/**
 * Sums the spread items of each counter and writes the sums to their roll-ups, stamped with when
 * the reading began: a roll-up is only replaced by one that began later, so a slow reader never
 * puts back an older sum, and one that began before a write's mark is read again by the next.
 */
async function rollUp(counterNames: readonly string[]): Promise<Map<string, number>> {
  const startedAt = Date.now();
  const read = await readItems(counterNames.flatMap(shardsOf), true);
  const sums = new Map(
    counterNames.map((name) => [name, shardsOf(name).reduce((sum, key) => sum + (read.get(key)?.value ?? 0), 0)]),
  );
  await Promise.all(
    [...sums].map(async ([name, value]) => {
      try {
        await db()
          .entities.counter.update({ name: rollUpOf(name) })
          .set({ value, rolledAt: startedAt })
          .where((attr, op) => `${op.notExists(attr.rolledAt)} OR ${op.lt(attr.rolledAt, startedAt)}`)
          .go();
      } catch (err) {
        if (!isConditionalCheckFailure(err)) throw err;
      }
    }),
  );
  return sums;
}

/** Marks a spread counter's roll-up out of date: the next reader sums the spread items again. */
const markChanged = (name: string) =>
  db()
    .entities.counter.update({ name: rollUpOf(name) })
    .set({ dirtyAt: Date.now() })
    .go();

/**
 * An atomic ADD, as a piece of the caller's transaction: `Counters.add(tx, name, 1)`. A spread
 * counter's ADD goes to one of its spread items (picked when the transaction is built, so a retry
 * writes the same one), and marks its roll-up out of date once the transaction committed.
 */
export function add(tx: TransactionEntities, name: string, by: number) {
  if (!isSpread(name)) return tx.counter.update({ name }).add({ value: by }).commit();
  const piece = tx.counter
    .update({ name: randomShard(name) })
    .add({ value: by })
    .commit();
  return afterWrite(piece, () => markChanged(name));
}

/** An atomic ADD on its own (outside any transaction). */
export async function addNow(name: string, by: number): Promise<void> {
  await db()
    .entities.counter.update({ name: isSpread(name) ? randomShard(name) : name })
    .add({ value: by })
    .go();
  if (isSpread(name)) await markChanged(name);
}

/** A spread counter has no one item to bound or correct: the calls below are for the others. */
function oneItem(name: string): string {
  if (isSpread(name)) throw new Error(`The counter "${name}" is spread over items: it cannot be bounded or set`);
  return name;
}

/** An ADD of one that only passes while the counter is below `cap` (a piece of the caller's transaction): a bounded count that racing writers cannot push past it. */
export function incrementBelow(tx: TransactionEntities, name: string, cap: number) {
  return tx.counter
    .update({ name: oneItem(name) })
    .add({ value: 1 })
    .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, cap)}`)
    .commit();
}

/** An ADD of minus one that only passes while the counter is above zero (a piece of the caller's transaction). */
export function decrementAboveZero(tx: TransactionEntities, name: string) {
  return tx.counter
    .update({ name: oneItem(name) })
    .add({ value: -1 })
    .where((attr, op) => op.gt(attr.value, 0))
    .commit();
}

/** The raw stored value (may be below zero or missing: 0), for a correction made with `setIf`. */
export async function getRaw(name: string): Promise<number> {
  const { data } = await db()
    .entities.counter.get({ name: oneItem(name) })
    .go();
  return data?.value ?? 0;
}

/** Sets the counter to `value` only if it still holds `expected`; false when it moved meanwhile. */
export async function setIf(name: string, expected: number, value: number): Promise<boolean> {
  try {
    await db()
      .entities.counter.update({ name: oneItem(name) })
      .set({ value })
      .where((attr, op) => op.eq(attr.value, expected))
      .go();
    return true;
  } catch (err) {
    if (isConditionalCheckFailure(err)) return false;
    throw err;
  }
}
