import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Answer = { canceled: boolean; data: { code?: string }[] };

// DynamoDB's answers to each TransactWriteItems, in order; nothing here reaches AWS.
const answers: Answer[] = [];
const sent: unknown[][] = [];
vi.mock('./service', () => ({
  db: () => ({
    transaction: {
      // As the real one: the items are built when the transaction is made, sent at each go().
      write: (build: (tx: unknown) => unknown[]) => {
        const items = build({});
        return {
          go: async () => {
            sent.push(items);
            return answers.shift() ?? { canceled: false, data: [] };
          },
        };
      },
    },
  }),
}));

// The notification pieces and pushes, as records: what `fx.notify` built and what it pushed.
const pushed: unknown[][] = [];
vi.mock('../notifications/notify', () => ({
  notifyPieces: (_tx: unknown, userId: string, what: { message: string }) => ({
    pieces: [{ notification: userId }, { unread: userId }],
    notification: { userId, message: what.message },
  }),
  push: async (userId: string, notification: unknown) => void pushed.push([userId, notification]),
}));
const { log } = await import('../observability/log');

const { afterWrite, commit, ConditionFailed, CONFLICT_ATTEMPTS, READ_AGAIN, READ_WRITE_ATTEMPTS, retryOnConflict } =
  await import('./transactions');

const conflict: Answer = { canceled: true, data: [{ code: 'TransactionConflict' }, { code: 'None' }] };

beforeEach(() => {
  answers.length = 0;
  sent.length = 0;
  pushed.length = 0;
  // No waiting between attempts.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('commit', () => {
  it('sends a write cancelled by another transaction again, built once, and runs its effects once', async () => {
    answers.push(conflict, conflict);
    const after = vi.fn();
    const build = vi.fn((_tx: unknown, fx: { after: (effect: () => void) => void }) => {
      fx.after(after);
      return [{ piece: 1 }, { piece: 2 }];
    });
    await commit(build as never);
    expect(sent).toEqual([
      [{ piece: 1 }, { piece: 2 }],
      [{ piece: 1 }, { piece: 2 }],
      [{ piece: 1 }, { piece: 2 }],
    ]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('gives up after its attempts when the conflicts go on, without the effects', async () => {
    answers.push(...Array.from({ length: CONFLICT_ATTEMPTS + 2 }, () => conflict));
    const after = vi.fn();
    await expect(
      commit((_tx, fx) => {
        fx.after(after);
        return [...fx.notify('u1', { type: 'system', message: 'hello' }), { piece: 1 }];
      }),
    ).rejects.toThrow('Transaction cancelled: TransactionConflict, None');
    expect(sent).toHaveLength(CONFLICT_ATTEMPTS);
    expect(after).not.toHaveBeenCalled();
    expect(pushed).toEqual([]);
  });

  it('tries a write on hot items as many times as it asks', async () => {
    answers.push(...Array.from({ length: 12 }, () => conflict));
    await commit(() => [{ piece: 1 }], { conflictAttempts: 13 });
    expect(sent).toHaveLength(13);
  });

  it('does not retry a failed condition: it names the items that failed', async () => {
    answers.push({
      canceled: true,
      data: [{ code: 'None' }, { code: 'ConditionalCheckFailed' }, { code: 'TransactionConflict' }],
    });
    const failure = await commit(() => [{}, {}, {}]).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConditionFailed);
    expect((failure as InstanceType<typeof ConditionFailed>).failedIndexes).toEqual([1]);
    expect(sent).toHaveLength(1);
  });

  it('does not retry a cancellation for any other reason', async () => {
    answers.push({ canceled: true, data: [{ code: 'ValidationError' }] });
    await expect(commit(() => [{}])).rejects.toThrow('Transaction cancelled: ValidationError');
    expect(sent).toHaveLength(1);
  });
});

describe('the items every writer would share', () => {
  const counterItem = (name: string) => ({ Update: { Key: { pk: `$crafti#name_${name}`, sk: '$counter_1' } } });

  it.each(['arts:total', 'users:Artist', 'community:*|*', 'verifications:pending', 'visits:u1', 'arts:total@sum'])(
    'refuses a transaction that writes the counter item %s before sending it',
    async (name) => {
      await expect(commit(() => [{ piece: 1 }, counterItem(name)])).rejects.toThrow(
        `A transaction writes the counter item "${name}"`,
      );
      expect(sent).toEqual([]);
    },
  );

  it("lets a spread counter's own items and a person's counters through", async () => {
    await commit(() => [counterItem('arts:total#7'), counterItem('cart:u1'), counterItem('community:*|*#15')]);
    expect(sent).toHaveLength(1);
  });

  it("runs a piece's after-write effect once the transaction committed, and not when it failed", async () => {
    const marked = vi.fn(async () => undefined);
    answers.push(conflict, { canceled: true, data: [{ code: 'ConditionalCheckFailed' }] });
    await expect(commit(() => [afterWrite({ piece: 1 }, marked)])).rejects.toBeInstanceOf(ConditionFailed);
    expect(marked).not.toHaveBeenCalled();
    answers.push(conflict);
    await commit(() => [afterWrite({ piece: 2 }, marked)]);
    expect(marked).toHaveBeenCalledTimes(1);
    // A failing effect is logged; the write stands.
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await commit(() => [afterWrite({ piece: 3 }, async () => Promise.reject(new Error('gone')))]);
    expect(error).toHaveBeenCalledWith('after-write effect failed', expect.anything());
  });
});

describe("commit's side effects", () => {
  it('sends nothing queued when a condition failed', async () => {
    answers.push({ canceled: true, data: [{ code: 'ConditionalCheckFailed' }, { code: 'None' }, { code: 'None' }] });
    const after = vi.fn();
    const failure = await commit((_tx, fx) => {
      fx.after(after);
      return [{ piece: 1 }, ...fx.notify('u1', { type: 'system', message: 'hello' })];
    }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConditionFailed);
    expect(after).not.toHaveBeenCalled();
    expect(pushed).toEqual([]);
  });

  it('sends nothing queued when the build itself throws', async () => {
    const after = vi.fn();
    await expect(
      commit((_tx, fx) => {
        fx.after(after);
        throw new Error('not so');
      }),
    ).rejects.toThrow('not so');
    expect(after).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('writes what fx.notify answers and pushes that notification once, after the commit', async () => {
    const order: string[] = [];
    answers.push(conflict);
    const go = commit((_tx, fx) => {
      fx.after(() => void order.push(`after: ${sent.length} sent`));
      return [{ piece: 1 }, ...fx.notify('u1', { type: 'system', message: 'hello' })];
    });
    expect(pushed).toEqual([]);
    await go;
    expect(sent.at(-1)).toEqual([{ piece: 1 }, { notification: 'u1' }, { unread: 'u1' }]);
    expect(pushed).toEqual([['u1', { userId: 'u1', message: 'hello' }]]);
    expect(order).toEqual(['after: 2 sent']);
  });

  it('runs the effects once each, started in the order they were queued', async () => {
    const order: string[] = [];
    await commit((_tx, fx) => {
      fx.after(() => void order.push('first'));
      const pieces = fx.notify('u2', { type: 'system', message: 'second' });
      fx.after(async () => {
        order.push('third');
        await Promise.resolve();
        order.push('third, done');
      });
      fx.after(() => void order.push('fourth'));
      return pieces;
    });
    expect(order).toEqual(['first', 'third', 'fourth', 'third, done']);
    expect(pushed).toEqual([['u2', { userId: 'u2', message: 'second' }]]);
  });

  it('logs a failing effect, runs the others and does not throw', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    await commit((_tx, fx) => {
      fx.after(() => {
        throw new Error('push failed');
      });
      fx.after(() => Promise.reject(new Error('mail failed')));
      fx.after(later);
      return [{ piece: 1 }];
    });
    expect(later).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'after-commit effect failed',
      'after-commit effect failed',
    ]);
  });

  it('gives each commit its own effects', async () => {
    const build = (_tx: unknown, fx: { notify: (userId: string, what: never) => object[] }) =>
      fx.notify('u3', { type: 'system', message: 'once' } as never);
    await commit(build as never);
    await commit(build as never);
    expect(pushed).toHaveLength(2);
  });
});

describe('retryOnConflict', () => {
  const failedCondition = { canceled: true, data: [{ code: 'ConditionalCheckFailed' }] };

  it('reads again after a failed condition and writes from the fresh read', async () => {
    answers.push(failedCondition, failedCondition);
    let version = 0;
    const read = vi.fn(async () => ++version);
    const written: number[] = [];
    const answer = await retryOnConflict(read, async (v) => {
      written.push(v);
      await commit(() => [{ version: v }]);
      return `wrote ${v}`;
    });
    expect(answer).toBe('wrote 3');
    expect(written).toEqual([1, 2, 3]);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts with the last failure, or what `exhausted` makes of it', async () => {
    answers.push(...Array.from({ length: 20 }, () => failedCondition));
    const write = async () => {
      await commit(() => [{}]);
      return 'never';
    };
    await expect(retryOnConflict(async () => null, write)).rejects.toBeInstanceOf(ConditionFailed);
    expect(sent).toHaveLength(READ_WRITE_ATTEMPTS);
    sent.length = 0;
    await expect(
      retryOnConflict(async () => null, write, { attempts: 2, exhausted: () => new Error('changed meanwhile') }),
    ).rejects.toThrow('changed meanwhile');
    expect(sent).toHaveLength(2);
  });

  it('throws any other failure at once, and what `retryOn` does not take', async () => {
    const read = vi.fn(async () => null);
    await expect(
      retryOnConflict(read, async () => {
        throw new Error('not a condition');
      }),
    ).rejects.toThrow('not a condition');
    expect(read).toHaveBeenCalledTimes(1);
    answers.push({ canceled: true, data: [{ code: 'None' }, { code: 'ConditionalCheckFailed' }] });
    await expect(
      retryOnConflict(
        read,
        async () => {
          await commit(() => [{}, {}]);
          return 'never';
        },
        { retryOn: (err) => err instanceof ConditionFailed && err.failedIndexes.includes(0) },
      ),
    ).rejects.toEqual(new ConditionFailed([1]));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers without writing when there is nothing to do, and reads again when asked', async () => {
    const states = ['busy', 'busy', 'done'];
    const read = vi.fn(async (attempt: number) => states[attempt]!);
    const answer = await retryOnConflict(read, async (state) => (state === 'done' ? 'nothing to do' : READ_AGAIN));
    expect(answer).toBe('nothing to do');
    expect(read.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
    expect(sent).toEqual([]);
    await expect(
      retryOnConflict(
        async () => 'busy',
        async () => READ_AGAIN,
        { attempts: 3 },
      ),
    ).rejects.toThrow('Still reading again after 3 attempts');
  });
});
