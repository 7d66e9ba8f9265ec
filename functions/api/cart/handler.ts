import { httpHandler } from '../../lib/http';
import { cartRoutes } from './routes';

export const handler = httpHandler('cart', cartRoutes);
