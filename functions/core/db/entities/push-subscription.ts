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

/** A person's notification choices (issue 50 §3): push per kind, quiet hours. Absent: the defaults. */
export const NotificationPrefsEntity = entity({
  model: { entity: 'notificationPrefs', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    push: { type: 'any', required: true },
    quietHours: { type: 'any' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/** Pushes held during a person's quiet hours: how many, sent as one when they end (due work `push_held`). */
export const HeldPushEntity = entity({
  model: { entity: 'heldPush', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true },
    heldSince: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
