import { movementMachine, type MovementState } from '@shared/money-machines';
import { fault } from './faults';

/**
 * Exactly once against PayMongo: how a money task (a transfer to an artist's wallet, a refund of
 * a payment) is made. The steps are written against two small ports, so the property tests run
 * this very code against an in-memory store and PayMongo with crashes between any two steps:
 *
 *   1. claim      one run at a time (a conditional write with a lease); a run that dies leaves
 *                 the lease to lapse and the sweeper claims it again.
 *   2. look up    always first: the movement made under this round's reference, if any (a run
 *                 that died after PayMongo answered made it).
 *   3. make       only when nothing was found and the subject still wants it, with the round's
 *                 Idempotency-Key: a retry PayMongo already has answers the same movement.
 *   4. record     PayMongo's id on the task, then its outcome: succeeded → one transaction records
 *                 the ledger entry, moves the subject and deletes the task; failed or refused →
 *                 the next round (a new reference and key, so a failure is never replayed);
 *                 pending → looked at again later (its webhook usually comes first).
 *
 * A webhook about a movement is read back from PayMongo and settled through the same `settle`,
 * conditioned on the task's round, so the run and the webhook can meet without harm.
 */

export type MovementKind = 'transfer' | 'refund';
export type SubjectKind = 'order' | 'milestone' | 'checkout' | 'funding';

export interface MoneyTask {
  taskId: string;
  kind: MovementKind;
  subjectKind: SubjectKind;
  subjectId: string;
  book: string;
  amountCentavos: number;
  artistId?: string;
  paymentId?: string;
  description: string;
  round: number;
  state: MovementState;
  runId?: string;
  leaseUntil?: string;
  providerId?: string;
  attempts: number;
  dueAt: string;
  lastError?: string;
}

/** What PayMongo says of a transfer or a refund. */
export interface Movement {
  id: string;
  status: 'pending' | 'processing' | 'succeeded' | 'failed';
  amount: number;
}

export const taskIdOf = (kind: MovementKind, subjectKind: SubjectKind, subjectId: string) =>
  `${kind}:${subjectKind}:${subjectId}`;
/** The reference PayMongo keeps with the movement (a transfer's reference_number, a refund's metadata). */
export const referenceOf = (task: Pick<MoneyTask, 'taskId' | 'round'>) =>
  `crafti-${task.taskId.replace(/:/g, '-')}-r${task.round}`;
/** The Idempotency-Key of a round's create call: the same for every retry of the round, never reused by another. */
export const idempotencyKeyOf = (task: Pick<MoneyTask, 'taskId' | 'round'>) => `crafti:${task.taskId}:r${task.round}`;
/** The ledger entry of a task's movement: one per subject and kind, whatever the round, so a second success can never be recorded. */
export const entryIdOf = (task: Pick<MoneyTask, 'kind' | 'subjectKind' | 'subjectId'>) =>
  `${task.kind}:${task.subjectKind}:${task.subjectId}`;

/** PayMongo refused to make the movement (a 4xx other than "in progress"): asked again only under the next round. */
export class MovementRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** When to ask again (a balance that clears, a refund of the same payment still processing). */
    readonly retryInMs: number,
  ) {
    super(message);
    this.name = 'MovementRefused';
  }
}

/** The movement cannot be asked for yet (the artist's payouts are not active): the same round waits. */
export class NotYet extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
    this.name = 'NotYet';
  }
}

/** PayMongo, as the runner needs it. */
export interface MoneyProvider {
  /** The movement made under `reference` (for a refund, of `task.paymentId`), or null. */
  find(task: MoneyTask, reference: string): Promise<Movement | null>;
  /** Makes it. Throws MovementRefused, NotYet, or anything else for "try again" (timeouts, 5xx, 409 in progress). */
  create(task: MoneyTask, reference: string, idempotencyKey: string): Promise<Movement>;
  get(task: MoneyTask, providerId: string): Promise<Movement>;
}

/** The tasks' store, as the runner needs it. Every write is conditional; false/null means another run or write moved first. */
export interface TaskStore {
  get(taskId: string): Promise<MoneyTask | null>;
  /** Claims a task that is due (or whose lease lapsed) for `runId` until `leaseUntil`. */
  claim(taskId: string, runId: string, now: Date, leaseUntil: Date): Promise<MoneyTask | null>;
  /** PayMongo has this round's movement: its id, kept while the claim is still `runId`'s. */
  markSent(task: MoneyTask, runId: string, providerId: string): Promise<boolean>;
  /** The claim ends without an outcome: due again at `dueAt`, in the same round or the next (a new reference; the old movement forgotten). */
  release(
    task: MoneyTask,
    runId: string,
    change: { dueAt: Date; nextRound: boolean; lastError?: string },
  ): Promise<boolean>;
  /** A failed movement (the webhook's word) ends its round: only if the task is still in that round with that movement. */
  failRound(task: MoneyTask, providerId: string, dueAt: Date, lastError: string): Promise<boolean>;
  /** Whether the subject still waits for this movement (an order still being refunded, …). */
  wanted(task: MoneyTask): Promise<boolean>;
  /** Ends a task nobody wants any more. */
  drop(task: MoneyTask, runId: string): Promise<void>;
  /** One transaction: the ledger entry, the subject's new state and the task deleted (in this round). False when it was settled already. */
  settle(task: MoneyTask, movement: Movement): Promise<boolean>;
}

export interface RunnerPorts {
  store: TaskStore;
  provider: MoneyProvider;
  now?: () => Date;
  /** A fresh run id (tests make them predictable). */
  runId?: () => string;
  /** Told of failures to count and alarm (metrics); never throws. */
  report?: (what: 'refused' | 'failed' | 'error' | 'settled' | 'waiting', task: MoneyTask, detail?: string) => void;
}

/** How long a claim lasts: longer than any one run (PayMongo's 10 s timeout, twice, and the writes). */
export const LEASE_MS = 2 * 60_000;
/** A pending movement is looked at again after this (its webhook normally comes first). */
export const POLL_MS = 10 * 60_000;

/** Backoff of a retry: 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.min(Math.max(0, attempts), 6)) * 60_000;

export type RunOutcome =
  'not_claimed' | 'dropped' | 'settled' | 'pending' | 'retry' | 'next_round' | 'waiting' | 'lease_lost';

/** Runs one task once, if it can claim it. Never throws for PayMongo's sake: every failure leaves the task due again. */
export async function runTask(ports: RunnerPorts, taskId: string): Promise<RunOutcome> {
  const { store, provider } = ports;
  const now = ports.now?.() ?? new Date();
  const runId = ports.runId?.() ?? `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const task = await store.claim(taskId, runId, now, new Date(now.getTime() + LEASE_MS));
  if (!task) return 'not_claimed';
  const later = (ms: number) => new Date(now.getTime() + ms);
  try {
    let movement: Movement | null;
    if (task.providerId) movement = await provider.get(task, task.providerId);
    else {
      const reference = referenceOf(task);
      movement = await provider.find(task, reference);
      fault('movement:after-lookup', task);
      if (!movement) {
        if (!(await store.wanted(task))) {
          await store.drop(task, runId);
          return 'dropped';
        }
        movement = await provider.create(task, reference, idempotencyKeyOf(task));
        // The instant a crash costs the most: PayMongo made it, Crafti has not written it down.
        fault('movement:after-create', task);
      }
      if (!(await store.markSent(task, runId, movement.id))) return 'lease_lost';
      task.providerId = movement.id;
      task.state = movementMachine.next(task.state, 'made') ?? task.state;
    }
    return await conclude(ports, task, runId, movement, now);
  } catch (err) {
    if (err instanceof NotYet) {
      ports.report?.('waiting', task, err.message);
      return (await store.release(task, runId, {
        dueAt: later(err.retryInMs),
        nextRound: false,
        lastError: err.message,
      }))
        ? 'waiting'
        : 'lease_lost';
    }
    if (err instanceof MovementRefused) {
      ports.report?.('refused', task, `${err.code}: ${err.message}`);
      // A refusal is stored under the key by PayMongo: only a new round (new key) can succeed.
      return (await store.release(task, runId, {
        dueAt: later(err.retryInMs),
        nextRound: true,
        lastError: `${err.code}: ${err.message}`.slice(0, 300),
      }))
        ? 'next_round'
        : 'lease_lost';
    }
    if (isInjectedCrash(err)) throw err;
    const detail = (err as Error)?.message ?? String(err);
    ports.report?.('error', task, detail);
    // Unreachable, timed out, 5xx, 409 in progress: the same round again (same reference, same key).
    return (await store.release(task, runId, {
      dueAt: later(backoffMs(task.attempts)),
      nextRound: false,
      lastError: detail.slice(0, 300),
    }))
      ? 'retry'
      : 'lease_lost';
  }
}

async function conclude(
  ports: RunnerPorts,
  task: MoneyTask,
  runId: string,
  movement: Movement,
  now: Date,
): Promise<RunOutcome> {
  const { store } = ports;
  if (movement.amount !== task.amountCentavos) {
    // Not the movement this task asked for: never recorded as if it were; looked at by a person (alarmed).
    ports.report?.('error', task, `${movement.id} moved ${movement.amount}, the task asks ${task.amountCentavos}`);
    return (await store.release(task, runId, {
      dueAt: new Date(now.getTime() + backoffMs(task.attempts)),
      nextRound: false,
      lastError: `${movement.id} moved ${movement.amount}`,
    }))
      ? 'retry'
      : 'lease_lost';
  }
  if (movement.status === 'succeeded') {
    fault('movement:before-settle', task);
    const settled = await store.settle(task, movement);
    if (settled) ports.report?.('settled', task);
    return 'settled';
  }
  if (movement.status === 'failed') {
    ports.report?.('failed', task, movement.id);
    return (await store.release(task, runId, {
      dueAt: new Date(now.getTime() + backoffMs(task.attempts)),
      nextRound: true,
      lastError: `${task.kind} ${movement.id} failed`,
    }))
      ? 'next_round'
      : 'lease_lost';
  }
  return (await store.release(task, runId, { dueAt: new Date(now.getTime() + POLL_MS), nextRound: false }))
    ? 'pending'
    : 'lease_lost';
}

/**
 * PayMongo reported a movement (a webhook, read back from PayMongo by the caller): settled when
 * it succeeded, the round ended when it failed, only if it is the task's current round's.
 */
export async function onReported(
  ports: RunnerPorts,
  task: MoneyTask,
  round: number,
  movement: Movement,
): Promise<'settled' | 'next_round' | 'ignored'> {
  const now = ports.now?.() ?? new Date();
  if (
    task.round !== round ||
    (task.providerId && task.providerId !== movement.id) ||
    movement.amount !== task.amountCentavos
  )
    return 'ignored';
  if (movement.status === 'succeeded') return (await ports.store.settle(task, movement)) ? 'settled' : 'ignored';
  if (movement.status === 'failed' && task.providerId === movement.id) {
    ports.report?.('failed', task, movement.id);
    return (await ports.store.failRound(
      task,
      movement.id,
      new Date(now.getTime() + backoffMs(task.attempts)),
      `${task.kind} ${movement.id} failed`,
    ))
      ? 'next_round'
      : 'ignored';
  }
  return 'ignored';
}

const isInjectedCrash = (err: unknown) => (err as { name?: string } | null)?.name === 'InjectedCrash';
