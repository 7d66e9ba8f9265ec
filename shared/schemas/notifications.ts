import * as z from 'zod';
import { cursorSchema } from './common';

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

export const NOTIFICATION_TYPES = ['order', 'sale', 'order_status', 'message', 'proposal', 'job', 'application', 'comment', 'like', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  type: z.string(),
  /** Where it leads in the app (a path), when it is about something. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  cursor: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});

export const notificationsQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** POST /notifications: only for the caller's own id (or by an admin). */
export const createNotificationBodySchema = z.object({
  user_id: z.string().min(1).max(128),
  message: z.string().trim().min(1, 'Write the notification.').max(500),
  type: z.enum(NOTIFICATION_TYPES).default('system'),
  link: z
    .string()
    .regex(/^\/[A-Za-z0-9\-._~/?=&%]*$/, 'A link is a path in the app, like /cart.')
    .max(300)
    .optional(),
});

/** The push that tells every tab of a person their unread count changed. */
export interface NotificationPush {
  type: 'notification';
  unread: number;
  notification?: Notification;
}
