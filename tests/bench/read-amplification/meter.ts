import { dynamo } from '@functions/core/db/client';

/** Counting what DynamoDB reads: a middleware on the functions' DynamoDB client. */

export interface Reads {
  items: number;
  rcu: number;
  requests: number;
  /** Anything a list should never do (a Scan, a write). */
  unexpected: string[];
}

let meter: Reads | null = null;

interface CapacityOutput {
  ScannedCount?: number;
  ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
}

export function installMeter() {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const reads = meter;
      if (!reads) return next(args);
      const input: Record<string, unknown> = { ...args.input, ReturnConsumedCapacity: 'TOTAL' };
      const command = (context as { commandName?: string }).commandName ?? 'unknown';
      const result = await next({ ...args, input });
      const output = result.output as CapacityOutput;
      reads.requests += 1;
      switch (command) {
        case 'QueryCommand':
          reads.items += output.ScannedCount ?? 0;
          break;
        case 'GetItemCommand':
          reads.items += 1;
          break;
        case 'BatchGetItemCommand': {
          const requested = input.RequestItems as Record<string, { Keys?: unknown[] }>;
          reads.items += Object.values(requested).reduce((n, r) => n + (r.Keys?.length ?? 0), 0);
          break;
        }
        case 'ScanCommand':
          reads.items += output.ScannedCount ?? 0;
          reads.unexpected.push('Scan');
          break;
        default:
          reads.unexpected.push(command);
      }
      const capacity = output.ConsumedCapacity;
      for (const c of Array.isArray(capacity) ? capacity : capacity ? [capacity] : []) reads.rcu += c.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchReadMeter' },
  );
}

export async function metered<T>(fn: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  if (meter) throw new Error('one measured call at a time');
  const reads: Reads = { items: 0, rcu: 0, requests: 0, unexpected: [] };
  meter = reads;
  try {
    return { value: await fn(), reads };
  } finally {
    meter = null;
  }
}
