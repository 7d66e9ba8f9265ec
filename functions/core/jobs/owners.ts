import type { OwnersLoader } from '../actor';
import { getItem } from './jobs';

/** A job is its client's. */
export const ofJob: OwnersLoader = async (jobId) => {
  const job = await getItem(jobId);
  return job ? [job.clientId] : null;
};
