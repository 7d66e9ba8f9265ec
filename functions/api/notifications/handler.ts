import { notificationsContract } from '@shared/api/contract/notifications';
import * as NotificationOwners from '../../core/notifications/owners';
import { httpHandler } from '../../lib/http';
import { notificationRoutes } from './routes';

export const handler = httpHandler(notificationsContract, notificationRoutes, {
  notification: NotificationOwners.ofNotification,
});
