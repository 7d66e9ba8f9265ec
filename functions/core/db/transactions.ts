import { log, serializeError } from '../observability/log';
import * as Notify from '../notifications/notify';
import type { TransactionEntities } from './service';
import { writeItems, type CommitOptions, type TransactionItem } from './write';

/*
 * The one way functions/ writes a transaction: `commit`, with its side effects. The write itself,
 * its conflict retries and `retryOnConflict` are ./write.ts (re-exported here), which the modules
 * the side effects use (counters, live connections) write with, so none of them imports this.
 */
export * from './write';

/** Something a write does that is not part of it: a live push, an e-mail, a money run. */
export type Effect = () => Promise<unknown> | unknown;

/**
 * What a transaction does besides writing: `commit`'s build gets one, fresh for each commit, and
 * queues on it what is to happen once the transaction committed. Nothing queued runs when the
 * commit throws (a failed condition, conflicts to the end, anything else).
 */
export interface SideEffects {
  /**
   * The pieces that notify `userId` (the notification and their unread count), to return among
   * the transaction's; the notification is pushed to their open tabs once it committed.
   */
  notify(userId: string, what: Notify.NewNotification): TransactionItem[];
  /** Runs `effect` once the transaction committed. */
  after(effect: Effect): void;
}

class Collected implements SideEffects {
  readonly effects: Effect[] = [];

  constructor(private readonly tx: TransactionEntities) {}

  notify(userId: string, what: Notify.NewNotification): TransactionItem[] {
    const { pieces, notification } = Notify.notifyPieces(this.tx, userId, what);
    this.after(() => Notify.push(userId, notification));
    return pieces;
  }

  after(effect: Effect): void {
    this.effects.push(effect);
  }
}

/**
 * The effects of a committed transaction: started in the order they were queued and run side by
 * side (pushes to several people go out together). A failure is logged, not thrown: the write it
 * follows stands, and the other effects still run.
 */
async function run(effects: readonly Effect[]): Promise<void> {
  await Promise.all(
    effects.map(async (effect) => {
      try {
        await effect();
      } catch (err) {
        log.error('after-commit effect failed', { error: serializeError(err) });
      }
    }),
  );
}

/**
 * Writes the items `build` returns in one transaction (all or none), then runs the effects `build`
 * queued on its second argument (`fx.notify`, `fx.after`). The pieces come from the modules that
 * own each entity: `Counters.add(tx, ...)`, `Audit.entry(tx, ...)`.
 */
export async function commit(
  build: (tx: TransactionEntities, fx: SideEffects) => TransactionItem[],
  options: CommitOptions = {},
): Promise<void> {
  // Built once (a retry sends the same items), so the effects are queued once.
  let fx: Collected | undefined;
  await writeItems((tx) => build(tx, (fx = new Collected(tx))), options);
  if (fx) await run(fx.effects);
}
