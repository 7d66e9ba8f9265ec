import type { MoneyProvider, MoneyTask, Movement, RunnerPorts, TaskStore } from './movements';
import { entryIdOf, MovementRefused, NotYet } from './movements';

/**
 * In-memory stand-ins for the movement runner's ports, for the property tests: a task store with
 * the same conditions as the DynamoDB one (task-store.ts), and a PayMongo that behaves as its
 * documentation says (Idempotency-Key replays the first answer for 24 h, a different payload
 * under a key is refused, a reference is only stored, never deduplicated; movements settle later,
 * succeeding or failing). Every call yields to the event loop first, so two runs started together
 * really interleave.
 */

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface FakeSubject {
  /** waiting: the subject wants the movement; done: settled; gone: no longer wants it. */
  state: 'waiting' | 'done' | 'gone';
}

export class FakeStore implements TaskStore {
  tasks = new Map<string, MoneyTask>();
  subjects = new Map<string, FakeSubject>();
  /** The ledger: entry id → the movement recorded. */
  entries = new Map<string, Movement>();

  add(task: MoneyTask) {
    this.tasks.set(task.taskId, structuredClone(task));
    this.subjects.set(task.taskId, { state: 'waiting' });
  }

  async get(taskId: string) {
    await tick();
    const t = this.tasks.get(taskId);
    return t ? structuredClone(t) : null;
  }

  async claim(taskId: string, runId: string, now: Date, leaseUntil: Date) {
    await tick();
    const t = this.tasks.get(taskId);
    if (!t) return null;
    const due = Date.parse(t.dueAt) <= now.getTime();
    const free = t.state !== 'running' || (t.leaseUntil !== undefined && Date.parse(t.leaseUntil) < now.getTime());
    if (!due || !free) return null;
    Object.assign(t, {
      state: 'running',
      runId,
      leaseUntil: leaseUntil.toISOString(),
      dueAt: leaseUntil.toISOString(),
      attempts: t.attempts + 1,
    });
    return structuredClone(t);
  }

  async markSent(task: MoneyTask, runId: string, providerId: string) {
    await tick();
    const t = this.tasks.get(task.taskId);
    if (!t || t.runId !== runId || t.round !== task.round) return false;
    Object.assign(t, { state: 'sent', providerId });
    return true;
  }

  async release(task: MoneyTask, runId: string, change: { dueAt: Date; nextRound: boolean; lastError?: string }) {
    await tick();
    const t = this.tasks.get(task.taskId);
    if (!t || t.runId !== runId || t.round !== task.round) return false;
    t.state = change.nextRound || !task.providerId ? 'queued' : 'sent';
    t.dueAt = change.dueAt.toISOString();
    if (change.nextRound) {
      t.round += 1;
      delete t.providerId;
    }
    if (change.lastError) t.lastError = change.lastError;
    delete t.runId;
    delete t.leaseUntil;
    return true;
  }

  async failRound(task: MoneyTask, providerId: string, dueAt: Date, lastError: string) {
    await tick();
    const t = this.tasks.get(task.taskId);
    if (!t || t.round !== task.round || t.providerId !== providerId) return false;
    Object.assign(t, { state: 'queued', round: t.round + 1, dueAt: dueAt.toISOString(), lastError });
    delete t.providerId;
    delete t.runId;
    delete t.leaseUntil;
    return true;
  }

  async wanted(task: MoneyTask) {
    await tick();
    return this.subjects.get(task.taskId)?.state === 'waiting';
  }

  async drop(task: MoneyTask, runId: string) {
    await tick();
    const t = this.tasks.get(task.taskId);
    if (t && t.runId === runId) this.tasks.delete(task.taskId);
  }

  async settle(task: MoneyTask, movement: Movement) {
    await tick();
    // One transaction: every condition holds or nothing is written.
    const t = this.tasks.get(task.taskId);
    const subject = this.subjects.get(task.taskId);
    const entryId = `${task.book}/${entryIdOf(task)}`;
    if (!t || t.round !== task.round || subject?.state !== 'waiting' || this.entries.has(entryId)) return false;
    this.entries.set(entryId, structuredClone(movement));
    subject.state = 'done';
    this.tasks.delete(task.taskId);
    return true;
  }
}

interface Made extends Movement {
  kind: 'transfer' | 'refund';
  reference: string;
  taskId: string;
  paymentId?: string;
}

type Stored = {
  payload: string;
  at: number;
  answer: { ok: true; movement: Movement } | { ok: false; code: string } | { inProgress: true };
};

/** How long PayMongo keeps an Idempotency-Key's first answer (money-movement best practices: ~24 h). */
export const KEY_TTL_MS = 24 * 60 * 60_000;

/** What a test can make PayMongo do next. */
export interface Steer {
  /** The next create is refused (e.g. the available balance is short): a 4xx, stored under the key. */
  refuseNext: number;
  /** The next create is made, but its answer is lost on the way back (a timeout). */
  loseAnswerNext: number;
  /** The next create fails before PayMongo records it (a 5xx): nothing stored. */
  unavailableNext: number;
  /** The next artist wallet lookup finds no wallet (payouts not active yet). */
  noWalletNext: number;
  /** The next create is held in processing until `releaseSlow()` (a slow PayMongo; the run's lease may lapse meanwhile). */
  slowNext: number;
}

export class FakePaymongo implements MoneyProvider {
  made = new Map<string, Made>();
  keys = new Map<string, Stored>();
  wallets = new Map<string, number>();
  steer: Steer = { refuseNext: 0, loseAnswerNext: 0, unavailableNext: 0, noWalletNext: 0, slowNext: 0 };
  private seq = 0;
  private slow: (() => void)[] = [];

  constructor(private readonly clock: { now: number } = { now: 0 }) {}

  /** Lets every held (slow) create go on. */
  releaseSlow() {
    for (const go of this.slow.splice(0)) go();
  }

  async find(task: MoneyTask, reference: string) {
    await tick();
    const found = [...this.made.values()].find(
      (m) =>
        m.kind === task.kind &&
        m.reference === reference &&
        (task.kind === 'transfer' || m.paymentId === task.paymentId),
    );
    return found ? this.view(found) : null;
  }

  async create(task: MoneyTask, reference: string, idempotencyKey: string) {
    await tick();
    if (task.kind === 'transfer' && this.steer.noWalletNext > 0) {
      this.steer.noWalletNext--;
      throw new NotYet('no wallet yet', 60 * 60_000);
    }
    const payload = JSON.stringify({
      kind: task.kind,
      amount: task.amountCentavos,
      reference,
      to: task.artistId ?? task.paymentId,
    });
    const stored = this.keys.get(idempotencyKey);
    if (stored && this.clock.now - stored.at < KEY_TTL_MS) {
      if (stored.payload !== payload)
        throw new MovementRefused('idempotency_key_reused', 'another payload under this key', 60 * 60_000);
      if ('inProgress' in stored.answer) throw new Error('PayMongo answered 409 (idempotency_in_progress)');
      if (!stored.answer.ok) throw new MovementRefused(stored.answer.code, 'refused before', 60 * 60_000);
      return this.view(this.made.get(stored.answer.movement.id)!);
    }
    if (this.steer.slowNext > 0) {
      this.steer.slowNext--;
      this.keys.set(idempotencyKey, { payload, at: this.clock.now, answer: { inProgress: true } });
      await new Promise<void>((go) => this.slow.push(go));
    }
    if (this.steer.unavailableNext > 0) {
      this.steer.unavailableNext--;
      this.keys.delete(idempotencyKey);
      throw new Error('PayMongo answered 503');
    }
    if (this.steer.refuseNext > 0) {
      this.steer.refuseNext--;
      this.keys.set(idempotencyKey, {
        payload,
        at: this.clock.now,
        answer: { ok: false, code: 'available_balance_insufficient' },
      });
      throw new MovementRefused('available_balance_insufficient', 'the available balance is short', 60 * 60_000);
    }
    const id = `${task.kind === 'transfer' ? 'tr' : 'ref'}_${++this.seq}`;
    const made: Made = {
      id,
      kind: task.kind,
      reference,
      taskId: task.taskId,
      amount: task.amountCentavos,
      status: 'pending',
      ...(task.paymentId ? { paymentId: task.paymentId } : {}),
    };
    this.made.set(id, made);
    this.keys.set(idempotencyKey, { payload, at: this.clock.now, answer: { ok: true, movement: this.view(made) } });
    if (this.steer.loseAnswerNext > 0) {
      this.steer.loseAnswerNext--;
      throw new Error('PayMongo did not answer within 10000 ms');
    }
    return this.view(made);
  }

  async get(_task: MoneyTask, providerId: string) {
    await tick();
    const m = this.made.get(providerId);
    if (!m) throw new Error(`no such movement ${providerId}`);
    return this.view(m);
  }

  /** PayMongo settles a pending movement: succeeded (money moves) or failed (nothing moves). */
  settle(id: string, outcome: 'succeeded' | 'failed') {
    const m = this.made.get(id);
    if (!m || m.status !== 'pending') return;
    m.status = outcome;
    if (outcome === 'succeeded') this.wallets.set(m.taskId, (this.wallets.get(m.taskId) ?? 0) + m.amount);
  }

  pending() {
    return [...this.made.values()].filter((m) => m.status === 'pending');
  }

  succeededFor(taskId: string) {
    return [...this.made.values()].filter((m) => m.taskId === taskId && m.status === 'succeeded');
  }

  private view(m: Made): Movement {
    return { id: m.id, status: m.status, amount: m.amount };
  }
}

export function fakePorts(store: FakeStore, provider: FakePaymongo, clock: { now: number }): RunnerPorts {
  let runs = 0;
  return { store, provider, now: () => new Date(clock.now), runId: () => `run-${++runs}` };
}
