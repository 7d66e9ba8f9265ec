import { httpHandler } from '../../lib/http';
import { notificationRoutes } from './routes';

export const handler = httpHandler('notifications', notificationRoutes);
