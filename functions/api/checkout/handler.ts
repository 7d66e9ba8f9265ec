import { checkoutContract } from '@shared/api/contract/checkout';
import { httpHandler } from '../../lib/http';
import { checkoutRoutes } from './routes';

export const handler = httpHandler(checkoutContract, checkoutRoutes);
