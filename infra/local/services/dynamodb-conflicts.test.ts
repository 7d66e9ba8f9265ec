import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, transactionItemKeys, TransactionsInProgress } from './dynamodb-conflicts';

const request = (...pks: string[]) => ({
  TransactItems: pks.map((pk, i) =>
    i % 2 === 0
      ? { Update: { TableName: 't', Key: { pk: { S: pk }, sk: { S: 's' } } } }
      : { Put: { TableName: 't', Item: { pk: { S: pk }, sk: { S: 's' }, value: { N: '1' } } } },
  ),
});

afterEach(() => vi.useRealTimers());

describe('transactions in progress, as DynamoDB holds them', () => {
  it('cancel a transaction naming an item another holds, with the reason on that item only', () => {
    const inProgress = new TransactionsInProgress();
    const first = inProgress.take(transactionItemKeys(request('a', 'b')));
    expect('release' in first).toBe(true);
    const second = inProgress.take(transactionItemKeys(request('c', 'b')));
    expect(second).toMatchObject({ status: 400 });
    const body = JSON.parse((second as { body: string }).body);
    expect(body.__type).toMatch(/#TransactionCanceledException$/);
    expect(body.CancellationReasons.map((r: { Code: string }) => r.Code)).toEqual(['None', 'TransactionConflict']);
    // Items nobody holds pass, and once the first answered its items are free again.
    expect('release' in inProgress.take(transactionItemKeys(request('c', 'd')))).toBe(true);
    (first as { release: () => void }).release();
    expect('release' in inProgress.take(transactionItemKeys(request('b')))).toBe(true);
  });

  it('hold the items no longer than DynamoDB takes to run one, whatever DynamoDB Local queues', () => {
    vi.useFakeTimers();
    const inProgress = new TransactionsInProgress();
    inProgress.take(transactionItemKeys(request('a')));
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(inProgress.take(transactionItemKeys(request('a')))).toMatchObject({ status: 400 });
    vi.advanceTimersByTime(1);
    expect('release' in inProgress.take(transactionItemKeys(request('a')))).toBe(true);
    expect(inProgress.met.get(transactionItemKeys(request('a'))[0]!)).toBe(1);
  });
});
