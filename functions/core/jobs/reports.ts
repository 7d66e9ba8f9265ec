import { ErrorCodes } from '@shared/api/errors';
import { JOB_MESSAGES, type JobReport, type JobStatus } from '@shared/schemas/jobs';
import type { Actor } from '../actor';
import * as Audit from '../audit/audit';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit } from '../db/transactions';
import { db } from '../db/service';
import { refuse } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import * as Jobs from './jobs';

/**
 * Reports of jobs (beyond the spec, for trust): an artist reports a job once; the job counts its
 * open reports and, at the threshold, leaves Offers and stops taking applications until an admin
 * dismisses the reports or closes the job. Each decision is in the audit log.
 */

const QUEUE_PAGE_SIZE = 10;

/** POST /api/jobs/{jobId}/report. */
export async function report(actor: Actor, jobId: string, reason: string, details: string): Promise<void> {
  const reporterId = actor.userId;
  const reporter = await Profiles.get(reporterId);
  if (!reporter) throw refuse(ErrorCodes.profileNotSetUp, 'Your profile is not set up yet.');
  try {
    await Jobs.changeJob(jobId, (job) => {
      if (job.clientId === reporterId) throw refuse(ErrorCodes.jobOwnReport, JOB_MESSAGES.ownJob);
      return {
        set: { openReports: job.openReports + 1 },
        extra: (tx) => [
          tx.jobReport
            .create({
              jobId,
              reporterId,
              reportId: timeId(),
              reporterName: `${reporter.firstname} ${reporter.lastname}`,
              jobTitle: job.title,
              clientId: job.clientId,
              reason,
              details,
              createdAt: new Date().toISOString(),
            })
            .commit(),
        ],
      };
    });
  } catch (err) {
    if (err instanceof ConditionFailed) throw refuse(ErrorCodes.jobAlreadyReported, JOB_MESSAGES.alreadyReported);
    throw err;
  }
}

/** GET /admin/job-reports: open reports, newest first, with each job's state now. */
export async function queue(cursor?: string): Promise<{ reports: JobReport[]; cursor: string | null }> {
  const entity = db().entities.jobReport;
  const page = await entity.query
    .queue({})
    .go({ order: 'desc', limit: QUEUE_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, entity, 'queue', {}) : null });
  const jobs = await Jobs.getMany([...new Set(page.data.map((r) => r.jobId))]);
  return {
    reports: page.data.map((r) => {
      const job = jobs.get(r.jobId);
      return {
        job_id: r.jobId,
        job_title: job?.title ?? r.jobTitle,
        job_status: job?.status ?? 'Deleted',
        client_id: r.clientId,
        reporter_id: r.reporterId,
        reporter_name: r.reporterName,
        reason: r.reason,
        details: r.details ?? '',
        created_at: r.createdAt,
        open_reports: job?.openReports ?? 0,
      };
    }),
    cursor: page.cursor ?? null,
  };
}

/**
 * An admin's decision on a job's reports: `dismiss` puts the job back as it was (listed again if
 * Open); `close` sets it Closed and tells its client why. Either way the job's open reports are
 * cleared, with the audit entry in the same transaction.
 */
export async function decide(
  actor: Audit.Actor,
  jobId: string,
  decision: 'dismiss' | 'close',
): Promise<{ job_id: string; resolved: number; status: JobStatus }> {
  const { data: open } = await db().entities.jobReport.query.byJob({ jobId }).go({ consistent: true, pages: 'all' });
  const { after } = await Jobs.changeJob(jobId, (job) => {
    const summary =
      decision === 'dismiss'
        ? `Dismissed ${open.length} report(s) of the job "${job.title}"`
        : `Closed the job "${job.title}" after ${open.length} report(s)`;
    return {
      set: decision === 'close' ? { openReports: 0, status: 'Closed', closedByAdmin: true } : { openReports: 0 },
      extra: (tx, fx) => [
        Audit.entry(tx, actor, `job.report.${decision}`, jobId, summary),
        ...(decision === 'close'
          ? fx.notify(job.clientId, {
              type: 'job',
              message: `Your job "${job.title}" was closed by an admin after reports from artists.`,
              link: '/post-job',
            })
          : []),
      ],
    };
  });
  for (let i = 0; i < open.length; i += 90) {
    const chunk = open.slice(i, i + 90);
    await commit((tx) => chunk.map((r) => tx.jobReport.delete({ jobId, reporterId: r.reporterId }).commit()));
  }
  return { job_id: jobId, resolved: open.length, status: after.status };
}
