import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { movementMachine } from '@shared/money-machines';
import { FakePaymongo, FakeStore, fakePorts } from './fakes.testing';
import { crashAt, type FaultPoint, InjectedCrash, installFaults } from './faults';
import { idempotencyKeyOf, LEASE_MS, type MoneyTask, onReported, referenceOf, runTask } from './movements';

/**
 * The movement runner (movements.ts) over random schedules: runs inline and from the sweeper at
 * once, crashes between any two steps, PayMongo answering late, losing its answer, refusing,
 * failing a movement, and webhooks delivered twice, late, out of order or never. After each step
 * nothing is made twice and nothing is recorded that PayMongo did not make; once everything is
 * let through, every wanted movement is made exactly once and recorded exactly once.
 */

const POINTS: FaultPoint[] = ['movement:after-lookup', 'movement:after-create', 'movement:before-settle'];

type Op =
  | { op: 'run'; task: number; crash?: FaultPoint; together: boolean }
  | { op: 'settle'; pick: number; outcome: 'succeeded' | 'failed' }
  | { op: 'report'; pick: number; twice: boolean }
  | { op: 'slow'; task: number }
  | { op: 'advance'; ms: number }
  | { op: 'steer'; what: 'refuseNext' | 'loseAnswerNext' | 'unavailableNext' | 'noWalletNext' };

const opArb = (tasks: number): fc.Arbitrary<Op> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        op: fc.constant('run' as const),
        task: fc.nat({ max: tasks - 1 }),
        crash: fc.option(fc.constantFrom(...POINTS), { nil: undefined }),
        together: fc.boolean(),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('settle' as const),
        pick: fc.nat(),
        outcome: fc.constantFrom('succeeded' as const, 'failed' as const),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('report' as const), pick: fc.nat(), twice: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('slow' as const), task: fc.nat({ max: tasks - 1 }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('advance' as const),
        ms: fc.constantFrom(1_000, LEASE_MS + 1, 61 * 60_000, 25 * 60 * 60_000),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('steer' as const),
        what: fc.constantFrom(
          'refuseNext' as const,
          'loseAnswerNext' as const,
          'unavailableNext' as const,
          'noWalletNext' as const,
        ),
      }),
    },
  );

function task(i: number, kind: 'transfer' | 'refund', amount: number, now: number): MoneyTask {
  return {
    taskId: `${kind}:order:o${i}`,
    kind,
    subjectKind: 'order',
    subjectId: `o${i}`,
    book: `c${i}`,
    amountCentavos: amount,
    ...(kind === 'transfer' ? { artistId: `a${i}` } : { paymentId: `pay_${i}` }),
    description: `order ${i}`,
    round: 0,
    state: 'queued',
    attempts: 0,
    dueAt: new Date(now).toISOString(),
  };
}

/** The round a movement was made in (its reference ends in -r<round>). */
const roundOf = (reference: string) => Number(/-r(\d+)$/.exec(reference)![1]);

async function swallowCrash(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof InjectedCrash)) throw err;
  }
}

function checkSafety(store: FakeStore, pm: FakePaymongo) {
  for (const t of store.subjects.keys()) {
    // Never two movements that succeeded for one subject: nothing paid or refunded twice.
    expect(pm.succeededFor(t).length).toBeLessThanOrEqual(1);
  }
  for (const [entryId, recorded] of store.entries) {
    // Nothing recorded that PayMongo did not make, for the amount it moved.
    const made = pm.made.get(recorded.id);
    expect(made?.status, entryId).toBe('succeeded');
    expect(made?.amount).toBe(recorded.amount);
  }
  for (const t of store.tasks.values()) expect(movementMachine.states).toContain(t.state);
}

describe('the movement runner', () => {
  afterEach(() => installFaults(() => undefined)());

  it('makes every wanted movement exactly once and records it exactly once, whatever the schedule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('transfer' as const, 'refund' as const),
            amount: fc.integer({ min: 100, max: 5_000_000 }),
            wanted: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(opArb(4), { maxLength: 40 }),
        fc.boolean(),
        async (specs, ops, webhooksArrive) => {
          const clock = { now: Date.parse('2026-11-28T00:00:00Z') };
          const store = new FakeStore();
          const pm = new FakePaymongo(clock);
          const ports = fakePorts(store, pm, clock);
          const ids = specs.map((s, i) => {
            const t = task(i, s.kind, s.amount, clock.now);
            store.add(t);
            if (!s.wanted) store.subjects.get(t.taskId)!.state = 'gone';
            return t.taskId;
          });
          const report = async (pick: number) => {
            const all = [...pm.made.values()];
            const m = all[pick % Math.max(1, all.length)];
            if (!m) return;
            const current = await store.get(m.taskId);
            if (current)
              await onReported(ports, current, roundOf(m.reference), { id: m.id, status: m.status, amount: m.amount });
          };

          for (const o of ops) {
            if (o.op === 'run') {
              const id = ids[o.task % ids.length]!;
              const remove = o.crash ? installFaults(crashAt(o.crash)) : () => undefined;
              try {
                await Promise.all([
                  swallowCrash(runTask(ports, id)),
                  ...(o.together ? [swallowCrash(runTask(ports, id))] : []),
                ]);
              } finally {
                remove();
              }
            } else if (o.op === 'slow') {
              // A run whose create PayMongo takes longer than the lease to answer; the sweeper runs meanwhile.
              const id = ids[o.task % ids.length]!;
              pm.steer.slowNext = 1;
              const first = swallowCrash(runTask(ports, id));
              await new Promise((r) => setTimeout(r, 5));
              clock.now += LEASE_MS + 1;
              const second = swallowCrash(runTask(ports, id));
              await new Promise((r) => setTimeout(r, 5));
              pm.steer.slowNext = 0;
              pm.releaseSlow();
              await Promise.all([first, second]);
            } else if (o.op === 'settle') {
              const pending = pm.pending();
              const m = pending[o.pick % Math.max(1, pending.length)];
              if (m) pm.settle(m.id, o.outcome);
            } else if (o.op === 'report') {
              await report(o.pick);
              if (o.twice) await report(o.pick);
            } else if (o.op === 'advance') clock.now += o.ms;
            else pm.steer[o.what] += 1;
            checkSafety(store, pm);
          }

          // Everything let through: PayMongo settles what is pending, webhooks arrive, the sweeper runs.
          pm.steer = { refuseNext: 0, loseAnswerNext: 0, unavailableNext: 0, noWalletNext: 0, slowNext: 0 };
          for (let i = 0; i < 40 && store.tasks.size > 0; i++) {
            clock.now += 2 * 60 * 60_000;
            for (const id of ids) await runTask(ports, id);
            for (const m of pm.pending()) pm.settle(m.id, 'succeeded');
            // PayMongo's webhooks may never come: the runner alone must finish the work.
            if (webhooksArrive) for (let r = 0; r < pm.made.size; r++) await report(r);
          }
          checkSafety(store, pm);
          expect([...store.tasks.keys()]).toEqual([]);
          specs.forEach((s, i) => {
            const id = ids[i]!;
            const made = pm.succeededFor(id);
            if (!s.wanted) {
              expect(made).toEqual([]);
              return;
            }
            expect(made).toHaveLength(1);
            expect(made[0]!.amount).toBe(s.amount);
            expect(store.subjects.get(id)!.state).toBe('done');
            const recorded = [...store.entries.entries()].filter(([key]) => key.startsWith(`c${i}/`));
            expect(recorded.map(([, m]) => m.id)).toEqual([made[0]!.id]);
            // The wallet PayMongo holds for it is what the ledger recorded.
            expect(pm.wallets.get(id)).toBe(recorded[0]![1].amount);
          });
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);
});

describe('a round', () => {
  it('has its own reference and Idempotency-Key, both kept by every retry of the round', () => {
    const t = task(1, 'transfer', 1010, 0);
    expect(referenceOf(t)).toBe('crafti-transfer-order-o1-r0');
    expect(idempotencyKeyOf(t)).toBe('crafti:transfer:order:o1:r0');
    expect(referenceOf({ ...t, round: 2 })).toBe('crafti-transfer-order-o1-r2');
    expect(idempotencyKeyOf({ ...t, round: 2 })).toBe('crafti:transfer:order:o1:r2');
  });

  it('looks up by reference before asking again after a crash that followed PayMongo’s answer', async () => {
    const clock = { now: 0 };
    const store = new FakeStore();
    const pm = new FakePaymongo(clock);
    const ports = fakePorts(store, pm, clock);
    store.add(task(1, 'transfer', 1010, 0));
    const remove = installFaults(crashAt('movement:after-create'));
    await expect(runTask(ports, 'transfer:order:o1')).rejects.toBeInstanceOf(InjectedCrash);
    remove();
    expect(pm.made.size).toBe(1);
    // The sweeper before the lease lapses: nothing to claim.
    expect(await runTask(ports, 'transfer:order:o1')).toBe('not_claimed');
    clock.now += LEASE_MS + 1;
    // A PayMongo that forgot the key (after 24 h) still finds it by reference: no second transfer.
    pm.keys.clear();
    expect(await runTask(ports, 'transfer:order:o1')).toBe('pending');
    expect(pm.made.size).toBe(1);
    expect((await store.get('transfer:order:o1'))?.providerId).toBe([...pm.made.keys()][0]);
  });

  it('after a failure moves to a new reference and key, so the failure is not replayed and the old movement is not taken for the new', async () => {
    const clock = { now: 0 };
    const store = new FakeStore();
    const pm = new FakePaymongo(clock);
    const ports = fakePorts(store, pm, clock);
    store.add(task(1, 'refund', 1010, 0));
    expect(await runTask(ports, 'refund:order:o1')).toBe('pending');
    pm.settle([...pm.made.keys()][0]!, 'failed');
    clock.now += 11 * 60_000;
    expect(await runTask(ports, 'refund:order:o1')).toBe('next_round');
    expect((await store.get('refund:order:o1'))?.round).toBe(1);
    clock.now += 61 * 60_000;
    expect(await runTask(ports, 'refund:order:o1')).toBe('pending');
    expect([...pm.made.values()].map((m) => m.reference)).toEqual([
      'crafti-refund-order-o1-r0',
      'crafti-refund-order-o1-r1',
    ]);
    expect([...pm.keys.keys()]).toEqual(['crafti:refund:order:o1:r0', 'crafti:refund:order:o1:r1']);
  });

  it('refused by PayMongo, is asked again only under the next round', async () => {
    const clock = { now: 0 };
    const store = new FakeStore();
    const pm = new FakePaymongo(clock);
    const ports = fakePorts(store, pm, clock);
    store.add(task(1, 'transfer', 1010, 0));
    pm.steer.refuseNext = 1;
    expect(await runTask(ports, 'transfer:order:o1')).toBe('next_round');
    const after = (await store.get('transfer:order:o1'))!;
    expect(after).toMatchObject({
      round: 1,
      state: 'queued',
      lastError: expect.stringContaining('available_balance_insufficient'),
    });
    expect(Date.parse(after.dueAt)).toBe(60 * 60_000);
  });
});
