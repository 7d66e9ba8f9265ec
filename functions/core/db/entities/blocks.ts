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

/**
 * One person's blocks in one item, both ways: whom they blocked (`byMe`, at most MAX_BLOCKS) and
 * who blocked them (`byThem`, until `crowded`: past its cap that direction is read from the block
 * items' gsi1 instead). Written in the same transaction as the block items; a list leaves hidden
 * people out after one GetItem of it, however many blocks there are (issue 51 §2).
 */
export const BlockSetEntity = entity({
  model: { entity: 'blockSet', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    byMe: { type: 'set', items: 'string' },
    byThem: { type: 'set', items: 'string' },
    crowded: { type: 'boolean' },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [], casing: 'none' },
    },
  },
});
