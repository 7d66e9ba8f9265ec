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

const { commit, ConditionFailed, CONFLICT_ATTEMPTS } = await import('./transactions');

const conflict: Answer = { canceled: true, data: [{ code: 'TransactionConflict' }, { code: 'None' }] };

beforeEach(() => {
  answers.length = 0;
  sent.length = 0;
  // No waiting between attempts.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('commit', () => {
  it('sends a write cancelled by another transaction again, built once, and runs its effects once', async () => {
    answers.push(conflict, conflict);
    const build = vi.fn(() => [{ piece: 1 }, { piece: 2 }]);
    const after = vi.fn();
    await commit(build as never, { after });
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
    await expect(commit(() => [{ piece: 1 }], { after })).rejects.toThrow(
      'Transaction cancelled: TransactionConflict, None',
    );
    expect(sent).toHaveLength(CONFLICT_ATTEMPTS);
    expect(after).not.toHaveBeenCalled();
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
