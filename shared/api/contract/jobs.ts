import { JOB_MESSAGES } from '../../messages/jobs';
import { messageSchema, userIdParamsSchema } from '../../schemas/common';
import {
  applicantPageSchema,
  applicationBodySchema,
  applicationSchema,
  appliedJobPageSchema,
  appliedRecordPageSchema,
  createJobBodySchema,
  decideBodySchema,
  jobIdParamsSchema,
  jobPageSchema,
  jobReportPageSchema,
  jobSchema,
  openJobPageSchema,
  openJobsQuerySchema,
  pageQuerySchema,
  reportBodySchema,
  reportDecisionSchema,
  updateJobBodySchema,
} from '../../schemas/jobs';
import { defineRoutes } from './define';

/**
 * The jobs board (part 2 §2 and §7 "Jobs"): clients post and manage jobs and decide applicants;
 * artists browse Open jobs, apply, unapply and remove decided applications; artists report jobs
 * and admins decide reports. A job and its applicants are its client's only: another client
 * gets 403.
 */
export const jobsContract = defineRoutes({
  'GET /api/jobs/client/{userId}': { auth: 'client', owner: { self: 'params.userId', admin: true }, params: userIdParamsSchema, query: pageQuerySchema, response: jobPageSchema },
  'POST /api/jobs': { auth: 'client', owner: { self: 'body.user_id' }, body: createJobBodySchema, response: jobSchema, status: 201 },
  'PATCH /api/jobs/{jobId}': { auth: 'client', owner: { thing: 'job', id: 'params.jobId', admin: true, message: JOB_MESSAGES.notYourJob }, params: jobIdParamsSchema, body: updateJobBodySchema, response: jobSchema },
  'DELETE /api/jobs/{jobId}': { auth: 'client', owner: { thing: 'job', id: 'params.jobId', admin: true, message: JOB_MESSAGES.notYourJob }, params: jobIdParamsSchema, response: messageSchema },
  'GET /api/job-applicants/{jobId}': { auth: 'client', owner: { thing: 'job', id: 'params.jobId', admin: true, message: JOB_MESSAGES.notYourJob }, params: jobIdParamsSchema, query: pageQuerySchema, response: applicantPageSchema },
  'PATCH /api/job-applicants/status': { auth: 'client', owner: { thing: 'job', id: 'body.job_id', admin: true, message: JOB_MESSAGES.notYourJob }, body: decideBodySchema, response: applicationSchema },
  /** Open jobs, newest first, 5 a page; jobs under review are left out. Each carries the caller's own application status. */
  'GET /api/open-jobs': { auth: 'artist', owner: 'caller', query: openJobsQuerySchema, response: openJobPageSchema },
  'GET /api/my-applied-job-details/{userId}': { auth: 'artist', owner: { self: 'params.userId', admin: true }, params: userIdParamsSchema, query: pageQuerySchema, response: appliedJobPageSchema },
  'GET /api/my-applied-jobs/{userId}': { auth: 'artist', owner: { self: 'params.userId', admin: true }, params: userIdParamsSchema, query: pageQuerySchema, response: appliedRecordPageSchema },
  'POST /api/apply-job': { auth: 'artist', owner: { self: 'body.user_id' }, body: applicationBodySchema, response: applicationSchema, status: 201 },
  'DELETE /api/unapply-job': { auth: 'artist', owner: { self: 'body.user_id' }, body: applicationBodySchema, response: messageSchema },
  'DELETE /api/delete-application': { auth: 'artist', owner: { self: 'body.user_id' }, body: applicationBodySchema, response: messageSchema },
  /** Beyond the spec: an artist reports a job (scam, payment outside the platform). */
  'POST /api/jobs/{jobId}/report': { auth: 'artist', owner: 'none', params: jobIdParamsSchema, body: reportBodySchema, response: messageSchema, status: 201 },
  /** The admin's Reports page: open reports, newest first. */
  'GET /admin/job-reports': { auth: 'admin', owner: 'none', query: pageQuerySchema, response: jobReportPageSchema },
  'POST /admin/job-reports/{jobId}/dismiss': { auth: 'admin', owner: 'none', params: jobIdParamsSchema, response: reportDecisionSchema },
  'POST /admin/job-reports/{jobId}/close': { auth: 'admin', owner: 'none', params: jobIdParamsSchema, response: reportDecisionSchema },
});
