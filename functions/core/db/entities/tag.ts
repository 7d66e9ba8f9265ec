import { entity } from '../entity';
import { TABLE } from '../table';

/** A tag artists attach to arts. All tags share one partition: the list is small and read whole. */
export const TagEntity = entity({
  model: { entity: 'tag', version: '1', service: 'crafti' },
  attributes: {
    tagId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: [] },
      sk: { field: TABLE.sortKey, composite: ['tagId'] },
    },
  },
});
