import { httpHandler } from '../../lib/http';
import { tagRoutes } from './routes';

export const handler = httpHandler('tags', tagRoutes);
