import { dynamo } from '@functions/core/db/client';
import type { ReadMeter } from '../../../infra/local/services/read-meter';

/**
 * Counting what DynamoDB reads: the items come from the stack's counting proxy, which counts what
 * DynamoDB's responses returned (infra/local/services/read-meter.ts); a middleware on the functions'
 * DynamoDB client adds the capacity units and notes any Scan or write a list should never make.
 */

export interface Reads {
  items: number;
  rcu: number;
  requests: number;
  /** Anything a list should never do (a Scan, a write). */
  unexpected: string[];
}

let meter: Reads | null = null;
let proxy: ReadMeter | undefined;

interface CapacityOutput {
  ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
}

export function installMeter(readMeter: ReadMeter) {
  proxy = readMeter;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const reads = meter;
      if (!reads) return next(args);
      const input: Record<string, unknown> = { ...args.input, ReturnConsumedCapacity: 'TOTAL' };
      const command = (context as { commandName?: string }).commandName ?? 'unknown';
      const result = await next({ ...args, input });
      const output = result.output as CapacityOutput;
      reads.requests += 1;
      if (command === 'ScanCommand') reads.unexpected.push('Scan');
      else if (!['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand'].includes(command))
        reads.unexpected.push(command);
      const capacity = output.ConsumedCapacity;
      for (const c of Array.isArray(capacity) ? capacity : capacity ? [capacity] : [])
        reads.rcu += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchReadMeter' },
  );
}

export async function metered<T>(fn: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  if (meter) throw new Error('one measured call at a time');
  const reads: Reads = { items: 0, rcu: 0, requests: 0, unexpected: [] };
  meter = reads;
  proxy!.reset();
  try {
    const value = await fn();
    reads.items = proxy!.read().items;
    return { value, reads };
  } finally {
    meter = null;
  }
}
