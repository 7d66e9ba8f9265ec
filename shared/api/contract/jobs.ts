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
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * The jobs board (part 2 §2 and §7 "Jobs"): clients post and manage jobs and decide applicants;
 * artists browse Open jobs, apply, unapply and remove decided applications; artists report jobs
 * and admins decide reports. A job and its applicants are its client's only: another client
 * gets 403.
 */
export const jobsContract = defineRoutes({
  'GET /api/jobs/client/{userId}': {
    auth: 'client',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: jobPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /api/jobs': {
    auth: 'client',
    owner: { self: 'body.user_id' },
    body: createJobBodySchema,
    response: jobSchema,
    status: 201,
    errors: [ErrorCodes.profileNotSetUp],
  },
  'PATCH /api/jobs/{jobId}': {
    auth: 'client',
    owner: { thing: 'job', id: 'params.jobId', admin: true, message: JOB_MESSAGES.notYourJob },
    params: jobIdParamsSchema,
    body: updateJobBodySchema,
    response: jobSchema,
    errors: [ErrorCodes.jobNotFound, ErrorCodes.jobChanged, ErrorCodes.jobClosedByAdmin, ErrorCodes.profileNotSetUp],
  },
  'DELETE /api/jobs/{jobId}': {
    auth: 'client',
    owner: { thing: 'job', id: 'params.jobId', admin: true, message: JOB_MESSAGES.notYourJob },
    params: jobIdParamsSchema,
    response: messageSchema,
    errors: [ErrorCodes.jobNotFound],
  },
  'GET /api/job-applicants/{jobId}': {
    auth: 'client',
    owner: { thing: 'job', id: 'params.jobId', admin: true, message: JOB_MESSAGES.notYourJob },
    params: jobIdParamsSchema,
    query: pageQuerySchema,
    response: applicantPageSchema,
    errors: [ErrorCodes.jobNotFound, ErrorCodes.invalidCursor],
  },
  'PATCH /api/job-applicants/status': {
    auth: 'client',
    owner: { thing: 'job', id: 'body.job_id', admin: true, message: JOB_MESSAGES.notYourJob },
    body: decideBodySchema,
    response: applicationSchema,
    errors: [
      ErrorCodes.jobNotFound,
      ErrorCodes.jobApplicationNotFound,
      ErrorCodes.jobApplicationDecided,
      ErrorCodes.blocked,
    ],
  },
  /** Open jobs, newest first, 5 a page; jobs under review are left out. Each carries the caller's own application status. */
  'GET /api/open-jobs': {
    auth: 'artist',
    owner: 'caller',
    query: openJobsQuerySchema,
    response: openJobPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /api/my-applied-job-details/{userId}': {
    auth: 'artist',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: appliedJobPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /api/my-applied-jobs/{userId}': {
    auth: 'artist',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: appliedRecordPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /api/apply-job': {
    auth: 'artist',
    owner: { self: 'body.user_id' },
    body: applicationBodySchema,
    response: applicationSchema,
    status: 201,
    errors: [
      ErrorCodes.jobNotFound,
      ErrorCodes.jobClosed,
      ErrorCodes.jobUnderReview,
      ErrorCodes.jobAlreadyApplied,
      ErrorCodes.profileNotSetUp,
      ErrorCodes.blocked,
    ],
  },
  'DELETE /api/unapply-job': {
    auth: 'artist',
    owner: { self: 'body.user_id' },
    body: applicationBodySchema,
    response: messageSchema,
    errors: [ErrorCodes.jobNotFound, ErrorCodes.jobApplicationNotFound, ErrorCodes.jobApplicationDecided],
  },
  'DELETE /api/delete-application': {
    auth: 'artist',
    owner: { self: 'body.user_id' },
    body: applicationBodySchema,
    response: messageSchema,
    errors: [ErrorCodes.jobApplicationNotFound, ErrorCodes.jobApplicationPending],
  },
  /** Beyond the spec: an artist reports a job (scam, payment outside the platform). */
  'POST /api/jobs/{jobId}/report': {
    auth: 'artist',
    owner: 'none',
    params: jobIdParamsSchema,
    body: reportBodySchema,
    response: messageSchema,
    status: 201,
    errors: [
      ErrorCodes.jobNotFound,
      ErrorCodes.jobChanged,
      ErrorCodes.jobOwnReport,
      ErrorCodes.jobAlreadyReported,
      ErrorCodes.profileNotSetUp,
    ],
  },
  /** The admin's Reports page: open reports, newest first. */
  'GET /admin/job-reports': {
    auth: 'admin',
    owner: 'none',
    query: pageQuerySchema,
    response: jobReportPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'POST /admin/job-reports/{jobId}/dismiss': {
    auth: 'admin',
    owner: 'none',
    params: jobIdParamsSchema,
    response: reportDecisionSchema,
    errors: [ErrorCodes.jobNotFound, ErrorCodes.jobChanged],
  },
  'POST /admin/job-reports/{jobId}/close': {
    auth: 'admin',
    owner: 'none',
    params: jobIdParamsSchema,
    response: reportDecisionSchema,
    errors: [ErrorCodes.jobNotFound, ErrorCodes.jobChanged],
  },
});
