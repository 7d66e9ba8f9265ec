import { db, type TransactionEntities } from '../db/service';
import { isConditionalCheckFailure } from '../db/write';

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
  /** Centavos of an artist's sales Crafti holds until their payouts are active. */
  heldEarnings: (artistId: string) => `earnings-held:${artistId}`,
  /** An artist's net earnings in centavos: of a month (YYYY-MM, Manila time, of the sale) or all time; refunds subtract. */
  earnings: (artistId: string, period: string | 'all') => `earnings:${artistId}:${period}`,
};

/** The counter's value; 0 when it was never written. */
export async function get(name: string): Promise<number> {
  const { data } = await db().entities.counter.get({ name }).go();
  return Math.max(0, data?.value ?? 0);
}

/** Several counters in one BatchGet; the answer reads each by name (0 when never written). */
export async function getMany(counterNames: readonly string[]): Promise<(name: string) => number> {
  const values = new Map<string, number>();
  if (counterNames.length > 0) {
    const { data } = await db()
      .entities.counter.get(counterNames.map((name) => ({ name })))
      .go();
    for (const item of data) if (item) values.set(item.name, Math.max(0, item.value));
  }
  return (name) => values.get(name) ?? 0;
}

/** An atomic ADD, as a piece of the caller's transaction: `Counters.add(tx, name, 1)`. */
export function add(tx: TransactionEntities, name: string, by: number) {
  return tx.counter.update({ name }).add({ value: by }).commit();
}

/** An atomic ADD on its own (outside any transaction). */
export async function addNow(name: string, by: number): Promise<void> {
  await db().entities.counter.update({ name }).add({ value: by }).go();
}

/** An ADD of one that only passes while the counter is below `cap` (a piece of the caller's transaction): a bounded count that racing writers cannot push past it. */
export function incrementBelow(tx: TransactionEntities, name: string, cap: number) {
  return tx.counter
    .update({ name })
    .add({ value: 1 })
    .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, cap)}`)
    .commit();
}

/** An ADD of minus one that only passes while the counter is above zero (a piece of the caller's transaction). */
export function decrementAboveZero(tx: TransactionEntities, name: string) {
  return tx.counter
    .update({ name })
    .add({ value: -1 })
    .where((attr, op) => op.gt(attr.value, 0))
    .commit();
}

/** The raw stored value (may be below zero or missing: 0), for a correction made with `setIf`. */
export async function getRaw(name: string): Promise<number> {
  const { data } = await db().entities.counter.get({ name }).go();
  return data?.value ?? 0;
}

/** Sets the counter to `value` only if it still holds `expected`; false when it moved meanwhile. */
export async function setIf(name: string, expected: number, value: number): Promise<boolean> {
  try {
    await db()
      .entities.counter.update({ name })
      .set({ value })
      .where((attr, op) => op.eq(attr.value, expected))
      .go();
    return true;
  } catch (err) {
    if (isConditionalCheckFailure(err)) return false;
    throw err;
  }
}
