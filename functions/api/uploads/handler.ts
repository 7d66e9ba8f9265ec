import { httpHandler } from '../../lib/http';
import { uploadRoutes } from './routes';

export const handler = httpHandler('uploads', uploadRoutes);
