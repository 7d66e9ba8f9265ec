import { httpHandler } from '../../lib/http';
import { accountRoutes } from './routes';

export const handler = httpHandler('account', accountRoutes);
