import { db, type TransactionEntities } from '../db/service';
import { isConditionalCheckFailure } from '../db/write';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';

/**
 * Work a domain must do later or finish, written in the transaction that calls for it: a paid
 * checkout's orders (written in bounded steps after the payment is recorded) and its mails, a delivery's
 * auto-approval in 7 days, an order's next deadline (ship by, release, answer a refund request)
 * the warning a day before its ship-by date, the pushes held for a person's quiet hours, and a
 * person's e-mail digest of what stayed unread, an art's search entries to bring up to date. The every-minute job runs what is due through the handler the domain
 * gives for its kind; a handler that fails leaves the item due again after a backoff, so a crash
 * only delays the work. Handlers must be idempotent: an item may run twice.
 */

export type WorkKind =
  | 'checkout_paid'
  | 'paid_mail'
  | 'auto_approve'
  | 'order_clock'
  | 'order_ship_warn'
  | 'push_held'
  | 'mail_digest'
  | 'art_search'
  | 'artist_search';
export type WorkItem = {
  workId: string;
  kind: WorkKind;
  subjectId: string;
  token?: string;
  attempts: number;
  dueAt: string;
};
/** Each kind's run, given the moment it runs at (tests move it forward). */
export type Handlers = Partial<Record<WorkKind, (item: WorkItem, now: Date) => Promise<void>>>;

export const workIdOf = (kind: WorkKind, subjectId: string) => `${kind}:${subjectId}`;

/** A work item (a piece of the caller's transaction), due at `dueAt` (now unless said). */
export function piece(
  tx: TransactionEntities,
  kind: WorkKind,
  subjectId: string,
  opts: { dueAt?: string; token?: string } = {},
) {
  return tx.dueWork
    .put({
      workId: workIdOf(kind, subjectId),
      kind,
      subjectId,
      attempts: 0,
      dueAt: opts.dueAt ?? new Date().toISOString(),
      ...(opts.token ? { token: opts.token } : {}),
    })
    .commit();
}

/**
 * The item's end (a piece of the transaction that does its last step): with `token`, only while
 * it is still that item's; with `mustExist`, only if nobody ended it first (its transaction fails).
 */
export function donePiece(
  tx: TransactionEntities,
  kind: WorkKind,
  subjectId: string,
  opts: { token?: string; mustExist?: boolean } = {},
) {
  const del = tx.dueWork.delete({ workId: workIdOf(kind, subjectId) });
  if (opts.token) return del.where((a, op) => op.eq(a.token, opts.token!)).commit();
  if (opts.mustExist) return del.where((a, op) => op.exists(a.workId)).commit();
  return del.commit();
}

/**
 * A work item due at `dueAt` unless one of that kind and subject waits already (which keeps its
 * time): one conditional write, outside any transaction.
 */
export async function ensure(kind: WorkKind, subjectId: string, dueAt: string): Promise<void> {
  try {
    await db()
      .entities.dueWork.create({ workId: workIdOf(kind, subjectId), kind, subjectId, attempts: 0, dueAt })
      .go({ response: 'none' });
  } catch (err) {
    if (!isConditionalCheckFailure(err)) throw err;
  }
}

/** Ends an item outside a transaction, only while it is still the one of `token` (a newer one stays). */
export async function finish(kind: WorkKind, subjectId: string, token: string | undefined): Promise<void> {
  try {
    await db()
      .entities.dueWork.delete({ workId: workIdOf(kind, subjectId) })
      .where((a, op) => (token ? op.eq(a.token, token) : op.notExists(a.token)))
      .go();
  } catch (err) {
    if (!isConditionalCheckFailure(err)) throw err;
  }
}

export async function find(kind: WorkKind, subjectId: string): Promise<WorkItem | null> {
  return (
    ((
      await db()
        .entities.dueWork.get({ workId: workIdOf(kind, subjectId) })
        .go()
    ).data as WorkItem | null) ?? null
  );
}

export async function drop(kind: WorkKind, subjectId: string): Promise<void> {
  await db()
    .entities.dueWork.delete({ workId: workIdOf(kind, subjectId) })
    .go();
}

/** Backoff after a failed run: 1, 2, 4 … minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.min(attempts, 6)) * 60_000;

/** Runs every item due by `now` through its kind's handler; answers how many were due. */
export async function runDue(handlers: Handlers, now = new Date(), limit = 100): Promise<number> {
  const { data } = await db()
    .entities.dueWork.query.due({ shard: 'work' })
    // Due at or before `now`: the index's sort key is the time and then the id, so `lte` of the time
    // alone would leave out an item due exactly now (its key is longer); below the next millisecond.
    .lt({ dueAt: new Date(now.getTime() + 1).toISOString() })
    .go({ limit });
  for (const item of data as WorkItem[]) {
    const run = handlers[item.kind];
    if (!run) continue;
    try {
      await run(item, now);
    } catch (err) {
      log.error('due work failed: tried again later', { workId: item.workId, error: serializeError(err) });
      Metrics.count('moneyTaskFailures', 1, { workId: item.workId });
      await db()
        .entities.dueWork.patch({ workId: item.workId })
        .set({
          attempts: item.attempts + 1,
          dueAt: new Date(now.getTime() + backoffMs(item.attempts)).toISOString(),
          lastError: String((err as Error)?.message).slice(0, 300),
        })
        .go()
        .catch(() => undefined);
    }
  }
  return data.length;
}
