import * as z from 'zod';
import { NOTIFICATION_TYPES } from '../messages/notifications';
import { cursorSchema } from './common';

export {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationType,
  NOTIFICATIONS_PAGE_SIZE,
} from '../messages/notifications';

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
