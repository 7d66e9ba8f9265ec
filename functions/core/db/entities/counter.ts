import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A number the product shows (admin totals, cart items, unread notifications), kept
 * up to date with atomic ADDs by the writes that change it instead of counting on read.
 */
export const CounterEntity = entity({
  model: { entity: 'counter', version: '1', service: 'crafti' },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    value: { type: 'number', required: true, default: 0 },
    /** A spread counter's roll-up only (counters/spread.ts): when the sum it holds was read from the spread items (ms). */
    rolledAt: { type: 'number' },
    /** A spread counter's roll-up only: when a write last changed the spread items (ms), so a roll-up older than that is read again. */
    dirtyAt: { type: 'number' },
  },
  indexes: {
    byName: {
      pk: { field: TABLE.partitionKey, composite: ['name'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
