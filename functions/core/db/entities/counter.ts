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
  },
  indexes: {
    byName: {
      pk: { field: TABLE.partitionKey, composite: ['name'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
