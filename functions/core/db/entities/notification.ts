import { entity } from '../entity';
import { TABLE } from '../table';

/** A notification of one person, keyed by a time id so their list reads newest first in one Query. */
export const NotificationEntity = entity({
  model: { entity: 'notification', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    notificationId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    message: { type: 'string', required: true, readOnly: true },
    link: { type: 'string' },
    isRead: { type: 'boolean', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: ['notificationId'] },
    },
  },
});
