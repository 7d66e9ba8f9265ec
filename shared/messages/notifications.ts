/** The notifications' texts and types, without zod (their schemas are in shared/schemas/notifications.ts). */

/** The spec's notification texts (part 2 §8). */
export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notification items.',
  unexpected: 'An unexpected error occurred.',
  markAllFailed: 'Failed to mark all notifications as read.',
  deleteFailed: 'Failed to delete notification.',
  deleteAllFailed: 'Failed to delete all notifications.',
} as const;

/** Notifications: 10 a page (part 2 §9). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const NOTIFICATION_TYPES = [
  'order',
  'sale',
  'order_status',
  'message',
  'proposal',
  'job',
  'application',
  'comment',
  'like',
  'payout',
  'refund',
  'review',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
