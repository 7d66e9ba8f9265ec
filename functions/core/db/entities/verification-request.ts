import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * An artist's request to be verified, with the keys of the two private documents and the
 * artist's name as it was when they sent it. Listed newest first for admins: all (gsi2), by
 * status (gsi3); and per artist (gsi1).
 */
export const VerificationRequestEntity = entity({
  model: { entity: 'verificationRequest', version: '1', service: 'crafti' },
  attributes: {
    verificationId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    firstname: { type: 'string', required: true, readOnly: true },
    lastname: { type: 'string', required: true, readOnly: true },
    status: { type: ['pending', 'approved', 'rejected'] as const, required: true },
    documentKey: { type: 'string', required: true, readOnly: true },
    validIdKey: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    decidedAt: { type: 'string' },
    decidedBy: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['verificationId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['createdAt'] },
    },
    all: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: [] },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['createdAt', 'verificationId'] },
    },
    byStatus: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['status'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['createdAt', 'verificationId'] },
    },
  },
});
