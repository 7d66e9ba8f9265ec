import { log, serializeError } from '../observability/log';
import { db, type TransactionEntities } from './service';

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

/**
 * One item of a transaction, as the domain modules' transaction pieces return them (an entity
 * operation's `.commit()`). Typed loosely because each entity's item type differs.
 */
export type TransactionItem = object;

export interface CommitOptions {
  /**
   * Effects of a successful write that are not part of it (pushes, e-mails): run only once the
   * transaction committed, never after a cancelled one. Their failures are logged, not thrown:
   * the write they follow stands.
   */
  after?: () => Promise<unknown> | unknown;
  /**
   * How many times in all a write cancelled only by another transaction on its items is tried
   * (CONFLICT_ATTEMPTS unless said): more for items many people write at once.
   */
  conflictAttempts?: number;
}

/**
 * Writes the items `build` returns in one transaction (all or none), then runs `after`. The
 * pieces come from the modules that own each entity: `Counters.add(tx, ...)`, `Audit.entry(tx, ...)`.
 */
export async function commit(
  build: (tx: TransactionEntities) => TransactionItem[],
  options: CommitOptions = {},
): Promise<void> {
  // Built once: a retry sends the same items (and a build that also collects pushes runs once).
  const transaction = db().transaction.write(build);
  for (let attempt = 1; ; attempt++) {
    const result = (await transaction.go()) as TransactionResult;
    if (!result.canceled) break;
    const failed = result.data.flatMap((item, index) => (item.code === 'ConditionalCheckFailed' ? [index] : []));
    if (failed.length > 0) throw new ConditionFailed(failed);
    // Another transaction held one of the items (buyers of the same art at once): nothing was
    // written, so the same write is tried again, a little later each time.
    if (
      attempt < (options.conflictAttempts ?? CONFLICT_ATTEMPTS) &&
      result.data.some((item) => item.code === 'TransactionConflict')
    ) {
      await conflictPause(attempt);
      continue;
    }
    const reasons = result.data.map((item) => item.code ?? 'None').join(', ');
    throw new Error(`Transaction cancelled: ${reasons}`);
  }
  if (options.after) {
    try {
      await options.after();
    } catch (err) {
      log.error('after-commit effect failed', { error: serializeError(err) });
    }
  }
}

/** How many times a transaction cancelled only by conflicts with others is tried in all, unless said. */
export const CONFLICT_ATTEMPTS = 6;

/** Full jitter over a window that doubles from 20 ms up to 400 ms: the conflicting writers spread out. */
function conflictPause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 20 * 2 ** (attempt - 1))));
}

/** The error commit throws when its write still met other transactions after all its attempts. */
export const isTransactionConflict = (err: unknown) => err instanceof Error && /TransactionConflict/.test(err.message);

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
