import { moderationContract } from '@shared/api/contract/moderation';
import * as Appeals from '../../core/moderation/appeals';
import { httpHandler } from '../../lib/http';
import { moderationRoutes } from './routes';

export const handler = httpHandler(moderationContract, moderationRoutes, {
  'moderation-action': Appeals.ownersOfAction,
});
