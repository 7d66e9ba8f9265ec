import { cartContract } from '@shared/api/contract/cart';
import { httpHandler } from '../../lib/http';
import { cartRoutes } from './routes';

export const handler = httpHandler(cartContract, cartRoutes);
