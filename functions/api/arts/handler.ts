import { artsContract } from '@shared/api/contract/arts';
import { httpHandler } from '../../lib/http';
import { artRoutes } from './routes';

export const handler = httpHandler(artsContract, artRoutes);
