import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
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
