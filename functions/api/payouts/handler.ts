import { payoutsContract } from '@shared/api/contract/payouts';
import { httpHandler } from '../../lib/http';
import { payoutsRoutes } from './routes';

export const handler = httpHandler(payoutsContract, payoutsRoutes);
