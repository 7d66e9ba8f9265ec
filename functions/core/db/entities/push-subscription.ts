import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * One device's Web Push subscription of a person (functions/core/push/): where the browser's push
 * service takes messages for it, and the keys a message is encrypted to. Keyed by a hash of the
 * endpoint, so subscribing the same device again replaces it; a person's devices are one Query.
 */
export const PushSubscriptionEntity = entity({
  model: { entity: 'pushSubscription', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    subscriptionId: { type: 'string', required: true, readOnly: true },
    endpoint: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: ['subscriptionId'] },
    },
  },
});
