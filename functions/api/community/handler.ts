import { communityContract } from '@shared/api/contract/community';
import { httpHandler } from '../../lib/http';
import { communityRoutes } from './routes';

export const handler = httpHandler(communityContract, communityRoutes);
