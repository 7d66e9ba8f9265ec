import { inject } from 'vitest';
import * as Jobs from '@functions/core/jobs/jobs';
import { apiClient, type RouteBody, type RouteInput } from './api';
import { type JobBody, jobFields, newJob as newJobOf } from './builders';
import type { TestUser } from './users';

/** The jobs board through the local API, for the jobs integration tests: posting, applying, and reading it back. */

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

type OpenJobsQuery = NonNullable<RouteInput<'GET /api/open-jobs'>['query']>;

/** A valid job body with `title`. */
export const fields = (title = 'Mural for our cafe') => jobFields({ title });

export const post = (client: TestUser, body: JobBody = fields()) =>
  callRoute('POST /api/jobs', { token: client.idToken, body: { user_id: client.userId, ...body } });
/** The id of a new job of `client`'s (fails unless it is created). */
export const newJob = async (client: TestUser, title?: string) =>
  (await newJobOf(client, title === undefined ? {} : { title })).job_id;
export const apply = (artist: TestUser, jobId: string) =>
  callRoute('POST /api/apply-job', { token: artist.idToken, body: { job_id: jobId, user_id: artist.userId } });
export const unapply = (artist: TestUser, jobId: string) =>
  callRoute('DELETE /api/unapply-job', { token: artist.idToken, body: { job_id: jobId, user_id: artist.userId } });
export const applicants = (client: TestUser, jobId: string) =>
  callRoute('GET /api/job-applicants/{jobId}', { params: { jobId }, token: client.idToken });
export const applicantTotal = async (client: TestUser, jobId: string) =>
  (await callOk('GET /api/job-applicants/{jobId}', { params: { jobId }, token: client.idToken })).total;
/** The applicant count stored on the job. */
export const countOf = async (jobId: string) => (await Jobs.getItem(jobId))?.applicantCount;
/** The ids of the open jobs `artist` sees in Offers, following the cursors (up to 200). */
export const openIds = async (artist: TestUser, query: Omit<OpenJobsQuery, 'cursor'> = {}) => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: RouteBody<'GET /api/open-jobs'> = await callOk('GET /api/open-jobs', {
      query: { ...query, ...(cursor ? { cursor } : {}) },
      token: artist.idToken,
    });
    ids.push(...page.jobs.map((j) => j.job_id));
    cursor = page.cursor;
  } while (cursor && ids.length < 200);
  return ids;
};
export const notificationsOf = async (user: TestUser) =>
  (await callOk('GET /notifications/{id}', { params: { id: user.userId }, token: user.idToken })).notifications;
