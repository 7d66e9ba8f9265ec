import { accountContract } from '@shared/api/contract/account';
import { httpHandler } from '../../lib/http';
import { accountRoutes } from './routes';

export const handler = httpHandler(accountContract, accountRoutes);
