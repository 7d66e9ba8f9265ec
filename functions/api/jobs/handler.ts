import { jobsContract } from '@shared/api/contract/jobs';
import * as JobOwners from '../../core/jobs/owners';
import { httpHandler } from '../../lib/http';
import { jobsRoutes } from './routes';

export const handler = httpHandler(jobsContract, jobsRoutes, { job: JobOwners.ofJob });
