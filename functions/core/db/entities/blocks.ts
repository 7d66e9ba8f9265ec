import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A block (issue 32 item 4): one item per (blocker, blocked). Read by the blocker ("whom I
 * blocked", the primary key, so a pair is one GetItem) and by the blocked person ("who blocked
 * me", gsi1), so the people hidden from someone either way are two Queries.
 */
export const BlockEntity = entity({
  model: { entity: 'block', version: '1', service: 'crafti' },
  attributes: {
    blockerId: { type: 'string', required: true, readOnly: true },
    blockedId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byBlocker: {
      pk: { field: TABLE.partitionKey, composite: ['blockerId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['blockedId'], casing: 'none' },
    },
    byBlocked: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['blockedId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['blockerId'], casing: 'none' },
    },
  },
});
