import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A single-use token from an e-mailed link (confirm the account, reset the password, confirm a
 * new e-mail address).
 * Only its SHA-256 hash is stored; DynamoDB's TTL removes it some time after it expires,
 * and `expiresAt` is also checked on use because TTL deletion is lazy. Listed per user and
 * purpose (gsi1), so issuing or using one retires the others of its kind.
 */
export const AccountTokenEntity = entity({
  model: { entity: 'accountToken', version: '1', service: 'crafti' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    purpose: { type: ['confirm', 'reset', 'email', 'email-undo'] as const, required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    /** An e-mail change: the address the link was sent to, which becomes the account's. */
    newEmail: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    expiresAt: { type: 'number', required: true, readOnly: true, field: TABLE.ttlAttribute },
    /** Set when the link was used, or when a newer link of the same kind made it void. */
    usedAt: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: TABLE.partitionKey, composite: ['tokenHash'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['userId', 'purpose'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['createdAt'] },
    },
  },
});
