import { db } from '../db/service';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { platforms } from '../payments/platforms';
import { notFoundAsNull } from '../payments/provider';
import { mayMoveMoney } from './grants';
import { type MoneyTask, type Movement, onReported, type RunnerPorts, runTask } from './movements';
import { paymongoProvider } from './paymongo-provider';
import { dynamoTaskStore } from './task-store';

export { type MovementSpec, movementPiece } from './task-pieces';

/**
 * Money tasks: written with the state change that calls for them (`movementPiece`), run at once
 * after the commit when this function holds PayMongo's keys (`runNow`), else — and whenever a run
 * did not finish — by the every-minute job (`runDue`). The runner is movements.ts.
 */

const report: RunnerPorts['report'] = (what, task, detail) => {
  const labels = { taskId: task.taskId, subject: `${task.subjectKind}:${task.subjectId}`, round: task.round, detail };
  if (what === 'refused' || what === 'failed') {
    log.error(
      `PayMongo ${what === 'refused' ? 'refused' : 'failed'} a ${task.kind}: tried again under the next round`,
      labels,
    );
    Metrics.count(task.kind === 'transfer' ? 'transferFailures' : 'refundFailures', 1, { ...labels, reason: what });
  } else if (what === 'error') {
    log.error('a money task run failed: tried again', labels);
    Metrics.count('moneyTaskFailures', 1, labels);
  } else if (what === 'waiting') log.info('a money task waits', labels);
};

/** The runner's ports in this function: DynamoDB and PayMongo. */
export const ports: RunnerPorts = { store: dynamoTaskStore, provider: paymongoProvider, report };

/** Runs a task, logging instead of throwing (whatever fails, the task stays due for the sweeper). */
async function runLogged(taskId: string, now?: Date): Promise<void> {
  try {
    await runTask(now ? { ...ports, now: () => now } : ports, taskId);
  } catch (err) {
    log.error('a money task run broke off: the sweeper takes it up when its lease lapses', {
      taskId,
      error: serializeError(err),
    });
    Metrics.count('moneyTaskFailures', 1, { taskId });
  }
}

/**
 * Runs just-written tasks now, if this function may move money (it holds PayMongo's keys); a
 * function without them only queued them, and the every-minute job runs them.
 */
export async function runNow(taskIds: readonly string[]): Promise<void> {
  if (taskIds.length === 0) return;
  if (!mayMoveMoney()) {
    log.info('money tasks queued for the every-minute job (this function holds no PayMongo keys)', { taskIds });
    return;
  }
  for (const id of taskIds) await runLogged(id);
}

/** The every-minute job's part: every task due by `now` (a lapsed lease included) runs once; answers how many were due. */
export async function runDue(now = new Date(), limit = 100): Promise<number> {
  const { data } = await db()
    .entities.moneyTask.query.due({ shard: 'money' })
    .lte({ dueAt: now.toISOString() })
    .go({ limit });
  for (const t of data) await runLogged(t.taskId, now);
  return data.length;
}

/** An artist's payouts became active: their transfers waiting for it are due now, and run. */
export async function wakeArtist(artistId: string): Promise<number> {
  const { data } = await db().entities.moneyTask.query.byArtist({ artistId }).go({ pages: 'all' });
  const now = new Date().toISOString();
  const woken: string[] = [];
  for (const t of data) {
    if (t.kind !== 'transfer' || t.state !== 'queued') continue;
    try {
      await db()
        .entities.moneyTask.patch({ taskId: t.taskId })
        .set({ dueAt: now })
        .where((a, op) => op.eq(a.state, 'queued'))
        .go();
      woken.push(t.taskId);
    } catch {
      // Claimed meanwhile: it runs anyway.
    }
  }
  await runNow(woken);
  return woken.length;
}

/** A task by id (tests, the admin's look at a stuck movement). */
export const findTask = (taskId: string) => dynamoTaskStore.get(taskId);

/**
 * A webhook named a transfer or a refund: read back from PayMongo (a forged or stale event changes
 * nothing) and, when it is one of Crafti's tasks' current round, settled or its round ended.
 */
export async function onMovementEvent(
  kind: 'transfer' | 'refund',
  providerId: string,
): Promise<'settled' | 'next_round' | 'ignored'> {
  const client = await platforms();
  const found =
    kind === 'transfer'
      ? await client.retrieveTransfer(providerId).catch(notFoundAsNull)
      : await client.retrieveRefund(providerId).catch(notFoundAsNull);
  if (!found) return 'ignored'; // PayMongo has no such movement: a made-up event
  const taskId = found.metadata.crafti_task;
  const round = Number(found.metadata.crafti_round);
  if (!taskId || !Number.isInteger(round)) return 'ignored';
  const task: MoneyTask | null = await dynamoTaskStore.get(taskId);
  if (!task || task.kind !== kind) return 'ignored';
  const movement: Movement = { id: found.id, status: found.status, amount: found.amount };
  return onReported(ports, task, round, movement);
}
