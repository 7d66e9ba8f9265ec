import { db, type TransactionEntities } from '../db/service';

/** Names of the counters the product shows. */
export const counterNames = {
  usersByRole: (role: 'Artist' | 'Client') => `users:${role}`,
  verifiedArtists: 'artists:verified',
  arts: 'arts:total',
  cartItems: (userId: string) => `cart:${userId}`,
  unreadNotifications: (userId: string) => `unread:${userId}`,
};

export const Counters = {
  /** The counter's value; 0 when it was never written. */
  async get(name: string): Promise<number> {
    const { data } = await db().entities.counter.get({ name }).go();
    return Math.max(0, data?.value ?? 0);
  },

  async getMany(names: string[]): Promise<Record<string, number>> {
    const { data } = await db().entities.counter.get(names.map((name) => ({ name }))).go();
    const values = Object.fromEntries(names.map((n) => [n, 0]));
    for (const item of data) values[item.name] = Math.max(0, item.value);
    return values;
  },

  /** An atomic ADD, for use inside a transaction: `Counters.add(counter, name, 1)`. */
  add(counter: TransactionEntities['counter'], name: string, by: number) {
    return counter.update({ name }).add({ value: by }).commit();
  },
};
