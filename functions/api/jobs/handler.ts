import { jobsContract } from '@shared/api/contract/jobs';
import { httpHandler } from '../../lib/http';
import { jobsRoutes } from './routes';

export const handler = httpHandler(jobsContract, jobsRoutes);
