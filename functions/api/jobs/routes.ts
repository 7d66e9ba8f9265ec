import type { jobsContract } from '@shared/api/contract/jobs';
import { JOB_MESSAGES } from '@shared/schemas/jobs';
import * as Applications from '../../core/jobs/applications';
import * as Jobs from '../../core/jobs/jobs';
import * as Reports from '../../core/jobs/reports';
import type { GroupRoutes } from '../../lib/http';

export const jobsRoutes: GroupRoutes<typeof jobsContract> = {
  'GET /api/jobs/client/{userId}': async ({ params, query }) => Jobs.listForClient(params.userId, query.cursor),
  'POST /api/jobs': async ({ body, actor }) => Jobs.create(actor, body),
  'PATCH /api/jobs/{jobId}': async ({ params, body, actor }) => Jobs.update(actor, params.jobId, body),
  'DELETE /api/jobs/{jobId}': async ({ params, actor }) => {
    await Jobs.remove(actor, params.jobId);
    return { message: JOB_MESSAGES.deleted };
  },
  'GET /api/job-applicants/{jobId}': async ({ params, query, actor }) =>
    Applications.applicants(actor, params.jobId, query.cursor),
  'PATCH /api/job-applicants/status': async ({ body, actor }) =>
    Applications.decide(actor, body.job_id, body.user_id, body.status),
  'GET /api/open-jobs': async ({ query, actor }) =>
    Applications.withOwnStatus(actor, await Jobs.listOpen(query.style, query.cursor)),
  'GET /api/my-applied-job-details/{userId}': async ({ params, query }) =>
    Applications.details(params.userId, query.cursor),
  'GET /api/my-applied-jobs/{userId}': async ({ params, query }) => Applications.records(params.userId, query.cursor),
  'POST /api/apply-job': async ({ body, actor }) => Applications.apply(actor, body.job_id),
  'DELETE /api/unapply-job': async ({ body, actor }) => {
    await Applications.unapply(actor, body.job_id);
    return { message: JOB_MESSAGES.unapplied };
  },
  'DELETE /api/delete-application': async ({ body, actor }) => {
    await Applications.removeFromList(actor, body.job_id);
    return { message: JOB_MESSAGES.removed };
  },
  'POST /api/jobs/{jobId}/report': async ({ params, body, actor }) => {
    await Reports.report(actor, params.jobId, body.reason, body.details);
    return { message: JOB_MESSAGES.reported };
  },
  'GET /admin/job-reports': async ({ query }) => Reports.queue(query.cursor),
  'POST /admin/job-reports/{jobId}/dismiss': async ({ params, actor }) =>
    Reports.decide(actor, params.jobId, 'dismiss'),
  'POST /admin/job-reports/{jobId}/close': async ({ params, actor }) => Reports.decide(actor, params.jobId, 'close'),
};
