import { db, type TransactionEntities } from '../db/service';

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
    const { data } = await db().entities.counter.get(counterNames.map((name) => ({ name }))).go();
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
