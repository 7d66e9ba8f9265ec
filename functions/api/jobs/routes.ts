import type { jobsContract } from '@shared/api/contract/jobs';
import { JOB_MESSAGES } from '@shared/schemas/jobs';
import * as Applications from '../../core/jobs/applications';
import * as Jobs from '../../core/jobs/jobs';
import * as Reports from '../../core/jobs/reports';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const jobsRoutes: GroupRoutes<typeof jobsContract> = {
  'GET /api/jobs/client/{userId}': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return Jobs.listForClient(params.userId, query.cursor);
  },
  'POST /api/jobs': async ({ body, caller }) => {
    if (body.user_id !== undefined) assertSelf(caller, body.user_id);
    return Jobs.create(caller.userId, body);
  },
  'PATCH /api/jobs/{jobId}': async ({ params, body, caller }) => Jobs.update(caller, params.jobId, body),
  'DELETE /api/jobs/{jobId}': async ({ params, caller }) => {
    await Jobs.remove(caller, params.jobId);
    return { message: JOB_MESSAGES.deleted };
  },
  'GET /api/job-applicants/{jobId}': async ({ params, query, caller }) => Applications.applicants(caller, params.jobId, query.cursor),
  'PATCH /api/job-applicants/status': async ({ body, caller }) => Applications.decide(caller, body.job_id, body.user_id, body.status),
  'GET /api/open-jobs': async ({ query, caller }) => Applications.withOwnStatus(caller.userId, await Jobs.listOpen(query.style, query.cursor)),
  'GET /api/my-applied-job-details/{userId}': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return Applications.details(params.userId, query.cursor);
  },
  'GET /api/my-applied-jobs/{userId}': async ({ params, query, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return Applications.records(params.userId, query.cursor);
  },
  'POST /api/apply-job': async ({ body, caller }) => {
    assertSelf(caller, body.user_id);
    return Applications.apply(caller.userId, body.job_id);
  },
  'DELETE /api/unapply-job': async ({ body, caller }) => {
    assertSelf(caller, body.user_id);
    await Applications.unapply(caller.userId, body.job_id);
    return { message: JOB_MESSAGES.unapplied };
  },
  'DELETE /api/delete-application': async ({ body, caller }) => {
    assertSelf(caller, body.user_id);
    await Applications.removeFromList(caller.userId, body.job_id);
    return { message: JOB_MESSAGES.removed };
  },
  'POST /api/jobs/{jobId}/report': async ({ params, body, caller }) => {
    await Reports.report(caller.userId, params.jobId, body.reason, body.details);
    return { message: JOB_MESSAGES.reported };
  },
  'GET /admin/job-reports': async ({ query }) => Reports.queue(query.cursor),
  'POST /admin/job-reports/{jobId}/dismiss': async ({ params, caller }) => Reports.decide({ userId: caller.userId, email: caller.email }, params.jobId, 'dismiss'),
  'POST /admin/job-reports/{jobId}/close': async ({ params, caller }) => Reports.decide({ userId: caller.userId, email: caller.email }, params.jobId, 'close'),
};
