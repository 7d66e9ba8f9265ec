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

/**
 * A person's notification choices (issue 50 §3, §4): push per kind, the kinds whose e-mail they
 * turned off (a set, so an unsubscribe link adds to it without reading), message previews, quiet
 * hours. Absent: the defaults.
 */
export const NotificationPrefsEntity = entity({
  model: { entity: 'notificationPrefs', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    push: { type: 'any' },
    emailOff: { type: 'set', items: 'string' },
    previews: { type: 'boolean' },
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

/**
 * An unsubscribe link used (issue 50 §4): created with the choice it makes, on the condition it is
 * new, so a link works once. Kept as long as a link is good for, then TTL removes it.
 */
export const MailLinkUseEntity = entity({
  model: { entity: 'mailLinkUse', version: '1', service: 'crafti' },
  attributes: {
    nonce: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    usedAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true, field: TABLE.ttlAttribute },
  },
  indexes: {
    byNonce: {
      pk: { field: TABLE.partitionKey, composite: ['nonce'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/** How far a person's e-mail digest has summarised their notifications (due work `mail_digest`). */
export const MailDigestEntity = entity({
  model: { entity: 'mailDigest', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** Notifications made up to this moment were summarised (or read) already. */
    upTo: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
