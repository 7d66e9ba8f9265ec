import { httpHandler } from '../../lib/http';
import { adminRoutes } from './routes';

export const handler = httpHandler('admin', adminRoutes);
