import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * The uses of one rate limit by one key (an address, a user id) in one slice of its window
 * (rate-limit/sliding.ts), key `rule#key#s<slice>`; expires once no later use is counted with it.
 */
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
