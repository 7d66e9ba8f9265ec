import { entity } from '../entity';
import { TABLE } from '../table';

/** Requests counted per client address in a fixed time window; expires with the window. */
export const RateLimitEntity = entity({
  model: { entity: 'rateLimit', version: '1', service: 'crafti' },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true, field: TABLE.ttlAttribute },
  },
  indexes: {
    byKey: {
      pk: { field: TABLE.partitionKey, composite: ['key'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
