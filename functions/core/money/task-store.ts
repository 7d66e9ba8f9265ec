import { db, type Item } from '../db/service';
import { commit, ConditionFailed, isConditionalCheckFailure } from '../db/transactions';
import { ledgerPieces } from './ledger';
import type { MoneyTask, Movement, TaskStore } from './movements';
import { settlementOf, wanted } from './subjects';

/** The money tasks in DynamoDB (movements.ts's TaskStore): every write conditioned as the runner needs. */

type Row = Item<'moneyTask'>;

async function read(taskId: string) {
  return (await db().entities.moneyTask.get({ taskId }).go()).data;
}

function toTask(r: Row): MoneyTask {
  return {
    taskId: r.taskId,
    kind: r.kind,
    subjectKind: r.subjectKind,
    subjectId: r.subjectId,
    book: r.book,
    amountCentavos: r.amountCentavos,
    ...(r.artistId ? { artistId: r.artistId } : {}),
    ...(r.paymentId ? { paymentId: r.paymentId } : {}),
    description: r.description,
    round: r.round,
    state: r.state,
    ...(r.runId ? { runId: r.runId } : {}),
    ...(r.leaseUntil ? { leaseUntil: r.leaseUntil } : {}),
    ...(r.providerId ? { providerId: r.providerId } : {}),
    attempts: r.attempts,
    dueAt: r.dueAt,
    ...(r.lastError ? { lastError: r.lastError } : {}),
  };
}

/** A single conditional write: true when it passed, false when its condition did not hold. */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionalCheckFailure(err)) return false;
    throw err;
  }
}

export const dynamoTaskStore: TaskStore = {
  async get(taskId) {
    const r = await read(taskId);
    return r ? toTask(r) : null;
  },

  async claim(taskId, runId, now, leaseUntil) {
    const at = now.toISOString();
    try {
      const { data } = await db()
        .entities.moneyTask.patch({ taskId })
        // Due again when the lease lapses, so a run that dies is picked up by the sweeper.
        .set({ state: 'running', runId, leaseUntil: leaseUntil.toISOString(), dueAt: leaseUntil.toISOString() })
        .add({ attempts: 1 })
        .where((a, op) => `${op.lte(a.dueAt, at)} AND (${op.ne(a.state, 'running')} OR ${op.lt(a.leaseUntil, at)})`)
        .go({ response: 'all_new' });
      return toTask(data as Row);
    } catch (err) {
      if (isConditionalCheckFailure(err)) return null;
      throw err;
    }
  },

  markSent: (task, runId, providerId) =>
    conditional(() =>
      db()
        .entities.moneyTask.patch({ taskId: task.taskId })
        .set({ state: 'sent', providerId })
        .where((a, op) => `${op.eq(a.runId, runId)} AND ${op.eq(a.round, task.round)}`)
        .go(),
    ),

  release: (task, runId, change) =>
    conditional(() => {
      const patch = db()
        .entities.moneyTask.patch({ taskId: task.taskId })
        .set({
          state: change.nextRound || !task.providerId ? 'queued' : 'sent',
          dueAt: change.dueAt.toISOString(),
          ...(change.nextRound ? { round: task.round + 1 } : {}),
          ...(change.lastError ? { lastError: change.lastError } : {}),
        });
      return (
        change.nextRound ? patch.remove(['runId', 'leaseUntil', 'providerId']) : patch.remove(['runId', 'leaseUntil'])
      )
        .where((a, op) => `${op.eq(a.runId, runId)} AND ${op.eq(a.round, task.round)}`)
        .go();
    }),

  failRound: (task, providerId, dueAt, lastError) =>
    conditional(() =>
      db()
        .entities.moneyTask.patch({ taskId: task.taskId })
        .set({ state: 'queued', round: task.round + 1, dueAt: dueAt.toISOString(), lastError })
        .remove(['runId', 'leaseUntil', 'providerId'])
        .where((a, op) => `${op.eq(a.round, task.round)} AND ${op.eq(a.providerId, providerId)}`)
        .go(),
    ),

  wanted,

  async drop(task, runId) {
    await conditional(() =>
      db()
        .entities.moneyTask.delete({ taskId: task.taskId })
        .where((a, op) => op.eq(a.runId, runId))
        .go(),
    );
  },

  async settle(task: MoneyTask, movement: Movement) {
    const build = await settlementOf(task, movement);
    if (!build) return false;
    try {
      await commit((tx, fx) => {
        const s = build(tx, fx);
        return [
          ...s.pieces,
          ...ledgerPieces(tx, [s.entry]),
          tx.moneyTask
            .delete({ taskId: task.taskId })
            .where((a, op) => op.eq(a.round, task.round))
            .commit(),
        ];
      });
      return true;
    } catch (err) {
      if (err instanceof ConditionFailed) return false; // settled already (the webhook and the run met), or the round moved on
      throw err;
    }
  },
};
