/**
 * ElectroDB answers a cancelled TransactWriteItems with `{ canceled: true, data }` instead of
 * throwing. `commit` turns that into a ConditionFailed naming which items failed their
 * condition, so a caller can tell "that name is taken" from any other failure.
 */
export class ConditionFailed extends Error {
  constructor(readonly failedIndexes: number[]) {
    super(`Transaction condition failed on item(s) ${failedIndexes.join(', ')}`);
    this.name = 'ConditionFailed';
  }
}

interface TransactionResult {
  canceled: boolean;
  data: { rejected?: boolean; code?: string; message?: string }[];
}

export async function commit(transaction: { go(): Promise<TransactionResult> }): Promise<void> {
  const result = await transaction.go();
  if (!result.canceled) return;
  const failed = result.data.flatMap((item, index) => (item.code === 'ConditionalCheckFailed' ? [index] : []));
  if (failed.length > 0) throw new ConditionFailed(failed);
  const reasons = result.data.map((item) => item.code ?? 'None').join(', ');
  throw new Error(`Transaction cancelled: ${reasons}`);
}

/**
 * True for a single write refused by its condition. ElectroDB wraps DynamoDB's
 * ConditionalCheckFailedException in its own error (the original is the `cause`).
 */
export function isConditionalCheckFailure(err: unknown): boolean {
  const e = err as { name?: string; message?: string; cause?: { name?: string } } | null;
  return (
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    e?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(e?.message ?? '')
  );
}
