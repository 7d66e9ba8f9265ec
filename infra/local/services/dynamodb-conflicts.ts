/**
 * What DynamoDB does and DynamoDB Local does not: a TransactWriteItems that names an item another
 * transaction in progress holds is cancelled with `TransactionConflict` for that item ("Transaction
 * is ongoing for the item"), instead of waiting its turn. DynamoDB Local runs such transactions one
 * after another, so a hot item never shows there; the counting proxy (./read-meter.ts) puts this in
 * front of it for the benchmarks, so a hot item costs locally what it costs on AWS.
 *
 * A transaction holds its items for as long as DynamoDB takes to run one (HOLD_MS), or until
 * DynamoDB Local answered if that is sooner: DynamoDB Local queues simultaneous transactions, and
 * counting the time one waits there as holding would make conflicts far likelier than on AWS.
 */

/** How long DynamoDB takes to run a transaction of a few dozen items (its typical latency, ms). */
export const HOLD_MS = 25;

type Key = Record<string, unknown>;
interface TransactItem {
  Put?: { TableName?: string; Item?: Key };
  Update?: { TableName?: string; Key?: Key };
  Delete?: { TableName?: string; Key?: Key };
  ConditionCheck?: { TableName?: string; Key?: Key };
}

/** The table and key of each item a TransactWriteItems request names, as strings, in order. */
export function transactionItemKeys(request: unknown): string[] {
  const items = ((request ?? {}) as { TransactItems?: TransactItem[] }).TransactItems ?? [];
  return items.map((item) => {
    const op = item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck ?? {};
    const key = 'Item' in op ? op.Item : 'Key' in op ? op.Key : undefined;
    // The key attributes of this project's one table (pk, sk), in the wire format ({ S: "…" }).
    return JSON.stringify([op.TableName, key?.pk, key?.sk]);
  });
}

/** The items held by the transactions in progress. */
export class TransactionsInProgress {
  private readonly held = new Map<string, symbol>();
  /** How many times each item was the one a transaction met another on. */
  readonly met = new Map<string, number>();

  /**
   * Takes the items of a transaction about to be sent: when none is held, they are now, for HOLD_MS
   * or until `release` (call it when DynamoDB Local answered); else DynamoDB's cancellation answer
   * naming the held ones.
   */
  take(keys: readonly string[]): { status: number; body: string; release?: never } | { release: () => void } {
    if (!keys.some((k) => this.held.has(k))) {
      const holder = Symbol('transaction');
      for (const k of keys) this.held.set(k, holder);
      const release = () => {
        clearTimeout(timer);
        for (const k of keys) if (this.held.get(k) === holder) this.held.delete(k);
      };
      const timer = setTimeout(release, HOLD_MS);
      return { release };
    }
    for (const k of keys) if (this.held.has(k)) this.met.set(k, (this.met.get(k) ?? 0) + 1);
    const reasons = keys.map((k) =>
      this.held.has(k)
        ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
        : { Code: 'None' },
    );
    return {
      status: 400,
      body: JSON.stringify({
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
        CancellationReasons: reasons,
      }),
    };
  }
}
