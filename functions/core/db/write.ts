import { sharedCounterItem } from '../counters/spread';
import { log, serializeError } from '../observability/log';
import { db, type TransactionEntities } from './service';

/**
 * ElectroDB answers a cancelled TransactWriteItems with `{ canceled: true, data }` instead of
 * throwing. `writeItems` (and so `commit`) turns that into a ConditionFailed naming which items failed their
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

const AFTER_WRITE = Symbol('after write');

/**
 * Marks a transaction piece with what to do once its transaction committed (a spread counter's
 * roll-up marked out of date): `writeItems` runs it after the write, logging a failure. For the
 * modules below `commit` (counters); the rest queue effects with `commit`'s `fx.after`.
 */
export function afterWrite<T extends TransactionItem>(piece: T, effect: () => Promise<unknown>): T {
  Object.defineProperty(piece, AFTER_WRITE, { value: effect, enumerable: false });
  return piece;
}

/**
 * Refuses a transaction that writes an item every writer of a spread counter would meet on (its
 * former single item or its roll-up, counters/spread.ts): one such item makes simultaneous
 * uploads or sign-ups cancel each other. A programming error, so a plain Error.
 */
function refuseSharedCounterItems(items: readonly TransactionItem[]): void {
  for (const item of items) {
    const op = Object.values(item)[0] as {
      Key?: { pk?: unknown; sk?: unknown };
      Item?: { pk?: unknown; sk?: unknown };
    };
    const shared = sharedCounterItem(op?.Key ?? op?.Item);
    if (shared)
      throw new Error(
        `A transaction writes the counter item "${shared}", which every writer shares: add to its spread items (Counters.add)`,
      );
  }
}

export interface CommitOptions {
  /**
   * How many times in all a write cancelled only by another transaction on its items is tried
   * (CONFLICT_ATTEMPTS unless said): more for items many people write at once.
   */
  conflictAttempts?: number;
}

/**
 * Writes the items `build` returns in one transaction (all or none). A transaction cancelled only
 * by others on its items is tried again (`conflictAttempts`); a failed condition is a
 * ConditionFailed. Most code commits through `commit` (./transactions.ts), which adds the side
 * effects; this is what the modules `commit`'s effects use write with (counters, live connections).
 */
export async function writeItems(
  build: (tx: TransactionEntities) => TransactionItem[],
  options: CommitOptions = {},
): Promise<void> {
  // Built once: a retry sends the same items.
  let items: TransactionItem[] = [];
  const transaction = db().transaction.write((tx) => (items = build(tx)));
  refuseSharedCounterItems(items);
  for (let attempt = 1; ; attempt++) {
    const result = (await transaction.go()) as TransactionResult;
    if (!result.canceled) return afterWritten(items);
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
}

/** Runs the pieces' `afterWrite` effects side by side; a failure is logged, the write stands. */
async function afterWritten(items: readonly TransactionItem[]): Promise<void> {
  const effects = items.flatMap((item) => {
    const effect = (item as { [AFTER_WRITE]?: () => Promise<unknown> })[AFTER_WRITE];
    return effect ? [effect] : [];
  });
  await Promise.all(
    effects.map((effect) =>
      effect().catch((err: unknown) => log.error('after-write effect failed', { error: serializeError(err) })),
    ),
  );
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

/**
 * How many times in all `retryOnConflict` reads and writes, unless told: 5, the cap most of its
 * callers had chosen by hand. A failed condition means another write came between this one's read
 * and its commit; five fresh reads outlast a burst of such writers on one item (a double click,
 * two tabs, a webhook and a sweeper) without holding a request for long. Callers that know better
 * say so: the community's hot posts (likes and comments meanwhile) try more, the money paths keep
 * the caps they were reviewed with.
 */
export const READ_WRITE_ATTEMPTS = 5;

/** What a `retryOnConflict` write answers to be tried again on a fresh read though nothing failed (it settled something first). */
export const READ_AGAIN: unique symbol = Symbol('read again');

export interface RetryOptions {
  /** How many times in all it reads and writes (READ_WRITE_ATTEMPTS unless said). */
  attempts?: number;
  /**
   * Which failures of the write mean "read again" (a ConditionFailed unless said); any other
   * failure is thrown at once.
   */
  retryOn?: (err: unknown) => boolean;
  /** What to throw when the last attempt too had to read again (its own failure unless said). */
  exhausted?: () => Error;
}

/**
 * Read, then write from what was read (the write normally commits, conditioned on what it read);
 * when the write fails because something changed meanwhile (`retryOn`: a ConditionFailed), read
 * again and write again, up to `attempts` times in all. A write that has nothing to do answers
 * without committing; one that answers READ_AGAIN is read for again without having failed. After
 * the last attempt: `exhausted()`, or the last failure.
 */
export async function retryOnConflict<S, T>(
  read: (attempt: number) => Promise<S> | S,
  write: (state: S, attempt: number) => Promise<T | typeof READ_AGAIN>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? READ_WRITE_ATTEMPTS;
  const retries = options.retryOn ?? ((err: unknown) => err instanceof ConditionFailed);
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const state = await read(attempt);
    try {
      const done = await write(state, attempt);
      if (done !== READ_AGAIN) return done;
      last = undefined;
    } catch (err) {
      if (!retries(err)) throw err;
      last = err;
    }
  }
  if (options.exhausted) throw options.exhausted();
  throw last ?? new Error(`Still reading again after ${attempts} attempts`);
}
