import { blocksContract } from '@shared/api/contract/blocks';
import { httpHandler } from '../../lib/http';
import { blockRoutes } from './routes';

export const handler = httpHandler(blocksContract, blockRoutes);
