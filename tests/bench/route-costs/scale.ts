import { randomUUID } from 'node:crypto';
import { batchWrite, writeBenchArt } from '../seed-write';

/**
 * The route cost bench's marketplace around its callers (issue 51 §3): `size` people (two in five
 * artists; joined an hour apart since January 2025), `size` arts from the first 200 artists and
 * `size` paid orders in every fulfilment state, written as their domain modules' transaction
 * pieces write them (../seed-write.ts), 16 writes in flight.
 */
export async function seedScale(size: number) {
  const Profiles = await import('@functions/core/profiles/profiles');
  const { orderMaker, PATHS } = await import('../list-reads/order-seed');

  async function inParallel(count: number, each: (n: number) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < count) await each(next++);
      }),
    );
  }

  const artists: { userId: string; name: string }[] = [];
  const clients: { userId: string; name: string }[] = [];
  await inParallel(size, async (n) => {
    const role = n % 5 < 2 ? 'Artist' : 'Client';
    const userId = randomUUID();
    const [firstname, lastname] = [['Maria', 'Jose', 'Ana', 'Juan', 'Liza'][n % 5]!, `Scale${n}`];
    await batchWrite((tx) =>
      Profiles.create(tx, {
        userId,
        role,
        email: `scale${n}@bench.test`,
        username: `scale_${n}`,
        firstname,
        lastname,
        accountStatus: 'active',
        createdAt: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString(),
      }),
    );
    (role === 'Artist' ? artists : clients).push({ userId, name: `${firstname} ${lastname}` });
  });
  const sellers = artists.slice(0, 200);
  await inParallel(size, async (n) => {
    await writeBenchArt(n, sellers[n % sellers.length]!);
  });
  const orderAt = await orderMaker();
  await inParallel(Math.ceil(size / 25), async (chunk) => {
    const orders = Array.from({ length: Math.min(25, size - chunk * 25) }, (_, k) => {
      const n = chunk * 25 + k;
      return orderAt(n, sellers[n % sellers.length]!, clients[(n * 7919) % clients.length]!, n % PATHS.length);
    });
    await batchWrite((tx) => orders.map((o) => tx.order.create(o as Parameters<typeof tx.order.create>[0]).commit()));
  });
}
