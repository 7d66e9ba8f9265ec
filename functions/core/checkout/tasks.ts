import { db, type TransactionEntities } from '../db/service';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';

/**
 * Money Crafti must still ask PayMongo to move: a task is written with the state change that
 * calls for it, run at once after that write commits, and run again by the sweeper (every
 * minute) while it is due, always with the same reference, so PayMongo answers the same movement
 * and nothing moves twice. It is gone once PayMongo says the money moved.
 */

export type TaskItem = NonNullable<Awaited<ReturnType<typeof findTask>>>;
export type TaskKind = 'transfer' | 'refund' | 'release' | 'commission_refund' | 'auto_approve';

export const taskIdOf = (kind: TaskKind, orderId: string) => `${kind}:${orderId}`;

export async function findTask(taskId: string) {
  const { data } = await db().entities.moneyTask.get({ taskId }).go();
  return data;
}

/** A new task, due now (a piece of the state change's transaction). */
export function taskPiece(tx: TransactionEntities, kind: TaskKind, orderId: string, reference: string) {
  return tx.moneyTask.put({ taskId: taskIdOf(kind, orderId), kind, orderId, reference, attempts: 0, dueAt: new Date().toISOString() }).commit();
}

export function doneTaskPiece(tx: TransactionEntities, kind: TaskKind, orderId: string) {
  return tx.moneyTask.delete({ taskId: taskIdOf(kind, orderId) }).commit();
}

/** When the task is next due, after a try; what PayMongo last said. */
export async function reschedule(task: TaskItem, inMs: number, lastError?: string) {
  await db()
    .entities.moneyTask.patch({ taskId: task.taskId })
    .set({ attempts: task.attempts + 1, dueAt: new Date(Date.now() + inMs).toISOString(), ...(lastError ? { lastError } : {}) })
    .go()
    .catch((err) => log.warn('money task not rescheduled (gone meanwhile?)', { taskId: task.taskId, error: serializeError(err) }));
}

/** Backoff of a retryable failure: 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.min(attempts, 6)) * 60_000;

/** The tasks due by `now`, oldest first. */
export async function dueTasks(now = new Date(), limit = 50): Promise<TaskItem[]> {
  const { data } = await db().entities.moneyTask.query.due({ shard: 'money' }).lte({ dueAt: now.toISOString() }).go({ limit });
  return data;
}

/** Runs a task, logging (and counting) what went wrong instead of throwing: the sweeper tries again. */
export async function safely(task: TaskItem, run: (task: TaskItem) => Promise<void>): Promise<void> {
  try {
    await run(task);
  } catch (err) {
    log.error('money task failed', { taskId: task.taskId, error: serializeError(err) });
    Metrics.count('moneyTaskFailures', 1, { taskId: task.taskId });
    await reschedule(task, backoffMs(task.attempts), (err as Error).message?.slice(0, 300));
  }
}

/** A task of any kind with its own fields (a commission's release, refund or auto-approval), due at `dueAt`. */
export function putTaskPiece(tx: TransactionEntities, task: { kind: TaskKind; orderId: string; reference: string; dueAt: string; amountCentavos?: number; paymentId?: string; artistId?: string }) {
  return tx.moneyTask.put({ taskId: taskIdOf(task.kind, task.orderId), attempts: 0, ...task }).commit();
}

/** A task's end, in a transaction: only while it still has `reference` when one is given (a retry moved on otherwise). */
export function dropTaskPiece(tx: TransactionEntities, taskId: string, reference?: string) {
  const del = tx.moneyTask.delete({ taskId });
  return (reference ? del.where((attr, op) => op.eq(attr.reference, reference)) : del).commit();
}

export async function dropTask(taskId: string): Promise<void> {
  await db().entities.moneyTask.delete({ taskId }).go();
}

/** A movement PayMongo failed: tried again later under a new reference. */
export async function retryUnder(task: TaskItem, reference: string, inMs: number, lastError: string): Promise<void> {
  await db()
    .entities.moneyTask.patch({ taskId: task.taskId })
    .set({ reference, attempts: task.attempts + 1, dueAt: new Date(Date.now() + inMs).toISOString(), lastError })
    .go();
}
