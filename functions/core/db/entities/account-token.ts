import { Entity } from 'electrodb';
import { TABLE } from '../table';

/**
 * A single-use token from an e-mailed link (confirm the account, reset the password).
 * Only its SHA-256 hash is stored; DynamoDB's TTL removes it some time after it expires,
 * and `expiresAt` is also checked on use because TTL deletion is lazy.
 */
export const AccountTokenEntity = new Entity({
  model: { entity: 'accountToken', version: '1', service: 'crafti' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    purpose: { type: ['confirm', 'reset'] as const, required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true, field: TABLE.ttlAttribute },
    usedAt: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: TABLE.partitionKey, composite: ['tokenHash'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
