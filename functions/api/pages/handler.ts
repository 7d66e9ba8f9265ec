import { pagesContract } from '@shared/api/contract/pages';
import { httpHandler } from '../../lib/http';
import { pageRoutes } from './routes';

export const handler = httpHandler(pagesContract, pageRoutes);
