import { httpHandler } from '../../lib/http';
import { verificationRoutes } from './routes';

export const handler = httpHandler('verification', verificationRoutes);
