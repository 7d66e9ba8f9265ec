import { adminContract } from '@shared/api/contract/admin';
import { httpHandler } from '../../lib/http';
import { adminRoutes } from './routes';

export const handler = httpHandler(adminContract, adminRoutes);
