import { shippingContract } from '@shared/api/contract/shipping';
import { httpHandler } from '../../lib/http';
import { shippingRoutes } from './routes';

export const handler = httpHandler(shippingContract, shippingRoutes);
