import type { TransactionEntities } from '../db/service';
import { type MoneyTask, taskIdOf } from './movements';

/**
 * A money task as a piece of the transaction that decides its movement (tasks.ts runs it once
 * committed): kept apart from the runner so that what decides money (order-money.ts, payments.ts)
 * does not import the runner's store, which reads what they decide.
 */

/** What decides a movement: a task's own fields (a transfer names its artist, a refund its PayMongo payment). */
export type MovementSpec = Pick<
  MoneyTask,
  'kind' | 'subjectKind' | 'subjectId' | 'book' | 'amountCentavos' | 'artistId' | 'paymentId' | 'description'
>;

/** A new task, due now: a piece of the transaction that decides the movement. Refused if one exists for the same subject. */
export function movementPiece(tx: TransactionEntities, spec: MovementSpec): { piece: object; taskId: string } {
  if (!Number.isSafeInteger(spec.amountCentavos) || spec.amountCentavos <= 0)
    throw new Error(`a ${spec.kind} of ${spec.amountCentavos} centavos for ${spec.subjectKind} ${spec.subjectId}`);
  const taskId = taskIdOf(spec.kind, spec.subjectKind, spec.subjectId);
  return {
    taskId,
    piece: tx.moneyTask
      .create({ taskId, ...spec, round: 0, state: 'queued', attempts: 0, dueAt: new Date().toISOString() })
      .commit(),
  };
}
