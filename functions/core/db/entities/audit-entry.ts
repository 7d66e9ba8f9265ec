import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * One admin decision: who did what to which thing, and when. Kept per month, newest first,
 * so the log reads as a paginated Query without a hot, ever-growing partition.
 */
export const AuditEntryEntity = entity({
  model: { entity: 'auditEntry', version: '1', service: 'crafti' },
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', required: true, readOnly: true },
    actorEmail: { type: 'string', readOnly: true },
    action: { type: 'string', required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    summary: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byMonth: {
      pk: { field: TABLE.partitionKey, composite: ['month'] },
      sk: { field: TABLE.sortKey, composite: ['at', 'entryId'] },
    },
  },
});
