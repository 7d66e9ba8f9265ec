import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * An open WebSocket connection. Found by id (primary) and by user (gsi1) so a message
 * can be pushed to every tab a user has open. Expires with the TTL because API Gateway
 * closes a connection after two hours at most.
 */
export const ConnectionEntity = entity({
  model: { entity: 'connection', version: '1', service: 'crafti' },
  attributes: {
    connectionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    connectedAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true, field: TABLE.ttlAttribute },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['connectionId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['connectionId'] },
    },
  },
});
