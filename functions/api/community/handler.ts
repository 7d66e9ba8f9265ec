import { communityContract } from '@shared/api/contract/community';
import * as CommunityOwners from '../../core/community/owners';
import { httpHandler } from '../../lib/http';
import { communityRoutes } from './routes';

export const handler = httpHandler(communityContract, communityRoutes, {
  post: CommunityOwners.ofPost,
  comment: CommunityOwners.ofComment,
});
