import { tagsContract } from '@shared/api/contract/tags';
import { httpHandler } from '../../lib/http';
import { tagRoutes } from './routes';

export const handler = httpHandler(tagsContract, tagRoutes);
