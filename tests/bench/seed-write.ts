import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { db } from '@functions/core/db/service';

/** What a domain module's transaction pieces are built from (`db().transaction.write`'s builder). */
export type TransactionBuild = Parameters<ReturnType<typeof db>['transaction']['write']>[0];

/**
 * The benches' seeding write: the very items a transaction's pieces write (their TransactWrite
 * params), sent as batch writes of 25 for speed. Only new items: a counter's update goes through
 * Counters itself.
 */
export async function batchWrite(build: TransactionBuild): Promise<void> {
  // Loaded when first used: the stack's environment is set by then.
  const [{ db }, { dynamo, tableName }] = await Promise.all([
    import('@functions/core/db/service'),
    import('@functions/core/db/client'),
  ]);
  const { TransactItems } = db().transaction.write(build).params() as {
    TransactItems: { Put?: { Item?: Record<string, unknown> } }[];
  };
  const puts: Record<string, unknown>[] = [];
  for (const item of TransactItems) {
    if (item.Put?.Item) puts.push(item.Put.Item);
    else throw new Error('The bench writes only new items; counters go through Counters.');
  }
  for (let i = 0; i < puts.length; i += 25)
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: puts.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

/**
 * The benches' `n`th art of `artist` (styles, mediums and subjects in turn, prices spread, listed a
 * minute apart from January 2026), written with its Browse Arts listing items as creating one writes them.
 */
export async function writeBenchArt(n: number, artist: { userId: string; name: string }): Promise<void> {
  const [{ listingPieces }, { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS }] = await Promise.all([
    import('@functions/core/arts/listings'),
    import('@shared/options'),
  ]);
  const art = {
    artId: randomUUID(),
    artistId: artist.userId,
    title: `Work ${n}`,
    priceCentavos: 20_000 + ((n * 7919) % 3_000_000),
    quantity: 1 + (n % 4),
    artStyle: ARTWORK_STYLES[n % ARTWORK_STYLES.length]!,
    medium: ARTWORK_MEDIUMS[Math.floor(n / 6) % ARTWORK_MEDIUMS.length]!,
    subject: ARTWORK_SUBJECTS[Math.floor(n / 54) % ARTWORK_SUBJECTS.length]!,
    imageKey: `art-image/${artist.userId}/${n}.png`,
    artistName: artist.name,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  };
  await batchWrite((tx) => [
    tx.art.create({ ...art, description: 'Bench art', location: 'Manila', tagIds: [] }).commit(),
    ...listingPieces(tx, null, art),
  ]);
}
