import { notificationsContract } from '@shared/api/contract/notifications';
import { httpHandler } from '../../lib/http';
import { notificationRoutes } from './routes';

export const handler = httpHandler(notificationsContract, notificationRoutes);
