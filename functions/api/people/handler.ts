import { peopleContract } from '@shared/api/contract/people';
import { httpHandler } from '../../lib/http';
import { peopleRoutes } from './routes';

export const handler = httpHandler(peopleContract, peopleRoutes);
