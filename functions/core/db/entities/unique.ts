import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A claim on a unique value (an e-mail, a username, a tag name), written in the same
 * transaction as the thing that owns it, so two writers can never both win.
 */
export const UniqueEntity = entity({
  model: { entity: 'unique', version: '1', service: 'crafti' },
  attributes: {
    kind: { type: ['email', 'username', 'tagName'] as const, required: true, readOnly: true },
    value: { type: 'string', required: true, readOnly: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byValue: {
      pk: { field: TABLE.partitionKey, composite: ['kind', 'value'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
