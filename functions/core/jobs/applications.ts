import {
  APPLICANTS_PAGE_SIZE,
  DAILY_APPLICATION_CAP,
  JOB_MESSAGES,
  JOBS_PAGE_SIZE,
  type Applicant,
  type ApplicationStatus,
  type AppliedJob,
  type JobPage,
  type OpenJobPage,
} from '@shared/schemas/jobs';
import { ErrorCodes } from '@shared/api/errors';
import type { Actor } from '../actor';
import * as Blocks from '../blocks/blocks';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit } from '../db/transactions';
import { db } from '../db/service';
import { refuse, type AppError } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import * as RateLimit from '../rate-limit/rate-limit';
import { publicUrl } from '../uploads/urls';
import * as Jobs from './jobs';

/**
 * Applications (part 2 §4 "Job application status"). Each is two items written together: the
 * job's side (keyed job → artist, so a second application of the same artist fails its
 * condition, however many clicks race) and the artist's Applied list entry; the job's applicant
 * count is ADDed in the same transaction, so it is exact under concurrent applies and unapplies.
 * Applications are free, limited by a daily cap per artist counted in the same transaction.
 */

export const DAILY_CAP_RULE: RateLimit.RateLimitRule = {
  name: 'job-apply',
  limit: DAILY_APPLICATION_CAP,
  windowSeconds: 86_400,
  message: JOB_MESSAGES.dailyCap,
};

const alreadyApplied = () => refuse(ErrorCodes.jobAlreadyApplied, JOB_MESSAGES.alreadyApplied);

/** Why a job takes no application: gone (404), not Open or held for review (409). */
async function refusal(jobId: string): Promise<AppError> {
  const job = await Jobs.getItem(jobId);
  if (!job) return refuse(ErrorCodes.jobNotFound, JOB_MESSAGES.jobNotFound);
  if (job.status !== 'Open') return refuse(ErrorCodes.jobClosed, JOB_MESSAGES.notOpen);
  return refuse(ErrorCodes.jobUnderReview, JOB_MESSAGES.underReview);
}

/** POST /api/apply-job: the caller applies to an Open job; its client is notified. */
export async function apply(
  actor: Actor,
  jobId: string,
): Promise<{ job_id: string; user_id: string; status: ApplicationStatus; applied_at: string }> {
  const artistId = actor.userId;
  const [job, artist, use] = await Promise.all([
    Jobs.getItem(jobId),
    Profiles.get(artistId),
    RateLimit.slot(DAILY_CAP_RULE, artistId),
  ]);
  if (!job) throw refuse(ErrorCodes.jobNotFound, JOB_MESSAGES.jobNotFound);
  if (!Jobs.isListed(job)) throw await refusal(jobId);
  if (!artist) throw refuse(ErrorCodes.profileNotSetUp, 'Your profile is not set up yet.');
  const appliedId = timeId();
  const appliedAt = new Date().toISOString();
  try {
    await commit((tx, fx) => [
      tx.job
        .patch({ jobId })
        .add({ applicantCount: 1 })
        .where((attr, op) => `${op.eq(attr.status, 'Open')} AND ${op.lt(attr.openReports, Jobs.REPORTS_LIMIT)}`)
        .commit(),
      tx.jobApplication
        .create({
          jobId,
          artistId,
          appliedId,
          appliedAt,
          status: 'Pending',
          artistFirstname: artist.firstname,
          artistLastname: artist.lastname,
          artistEmail: artist.email,
          artistImageKey: artist.profileImageKey,
        })
        .commit(),
      tx.appliedJob.create({ artistId, jobId, appliedId, appliedAt, status: 'Pending' }).commit(),
      use.piece(tx),
      // Neither the artist nor the job's client blocked the other: checked in the same write.
      ...Blocks.nonePieces(tx, artistId, job.clientId),
      ...fx.notify(job.clientId, {
        type: 'application',
        message: `${artist.firstname} ${artist.lastname} applied to your job "${job.title}".`,
        link: '/post-job',
      }),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const failed = new Set(err.failedIndexes);
    if (failed.has(1) || failed.has(2)) throw alreadyApplied();
    if (failed.has(0)) throw await refusal(jobId);
    if (failed.has(3)) throw use.refusal();
    const blocked = Blocks.refusalOf(err.failedIndexes, 4, 'apply');
    if (blocked) throw blocked;
    throw err;
  }
  return { job_id: jobId, user_id: artistId, status: 'Pending', applied_at: appliedAt };
}

/**
 * Offers for an artist: each job with the artist's own application status (null: not applied),
 * so the card offers Apply or Unapply. Job ids are time-ordered and a page is a run of them, so
 * one Query of the artist's Applied entries between the page's first and last id finds them,
 * reading only the artist's applications to jobs posted in that span (none, mostly).
 */
export async function withOwnStatus(actor: Actor, page: JobPage): Promise<OpenJobPage> {
  const artistId = actor.userId;
  const statuses = new Map<string, ApplicationStatus>();
  const ids = page.jobs.map((j) => j.job_id).sort();
  if (ids.length > 0) {
    const { data } = await db()
      .entities.appliedJob.query.byArtist({ artistId })
      .between({ jobId: ids[0]! }, { jobId: ids[ids.length - 1]! })
      .go({ pages: 'all', consistent: true });
    for (const a of data) statuses.set(a.jobId, a.status);
  }
  return { ...page, jobs: page.jobs.map((j) => ({ ...j, application_status: statuses.get(j.job_id) ?? null })) };
}

async function applicationOf(jobId: string, artistId: string) {
  const { data } = await db().entities.jobApplication.get({ jobId, artistId }).go({ consistent: true });
  return data;
}

/** DELETE /api/unapply-job: only while Pending; the application goes from both sides. */
export async function unapply(actor: Actor, jobId: string): Promise<void> {
  const artistId = actor.userId;
  const application = await applicationOf(jobId, artistId);
  if (!application) throw refuse(ErrorCodes.jobApplicationNotFound, JOB_MESSAGES.noApplication);
  if (application.status !== 'Pending') throw refuse(ErrorCodes.jobApplicationDecided, JOB_MESSAGES.notPending);
  try {
    await commit((tx) => [
      tx.jobApplication
        .delete({ jobId, artistId })
        .where((attr, op) => op.eq(attr.status, 'Pending'))
        .commit(),
      tx.appliedJob.delete({ artistId, jobId }).commit(),
      tx.job.patch({ jobId }).add({ applicantCount: -1 }).commit(),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    if (err.failedIndexes.includes(0)) {
      const now = await applicationOf(jobId, artistId);
      if (!now) throw refuse(ErrorCodes.jobApplicationNotFound, JOB_MESSAGES.noApplication);
      throw refuse(ErrorCodes.jobApplicationDecided, JOB_MESSAGES.notPending);
    }
    throw refuse(ErrorCodes.jobNotFound, JOB_MESSAGES.jobNotFound);
  }
}

/** DELETE /api/delete-application: the artist drops a decided application from their own list. */
export async function removeFromList(actor: Actor, jobId: string): Promise<void> {
  const artistId = actor.userId;
  const { data } = await db().entities.appliedJob.get({ artistId, jobId }).go({ consistent: true });
  if (!data) throw refuse(ErrorCodes.jobApplicationNotFound, JOB_MESSAGES.noApplication);
  if (data.status === 'Pending') throw refuse(ErrorCodes.jobApplicationPending, JOB_MESSAGES.notDecided);
  await db()
    .entities.appliedJob.delete({ artistId, jobId })
    .where((attr, op) => op.ne(attr.status, 'Pending'))
    .go();
}

/** PATCH /api/job-applicants/status: the job's client accepts or rejects a Pending applicant; the artist is notified. */
export async function decide(
  actor: Actor,
  jobId: string,
  artistId: string,
  status: 'Accepted' | 'Rejected',
): Promise<{ job_id: string; user_id: string; status: ApplicationStatus; applied_at: string }> {
  const [job, application] = await Promise.all([
    Jobs.mustGet(jobId),
    applicationOf(jobId, artistId),
    // Accepting someone either of the two blocked is refused; rejecting them is not.
    status === 'Accepted' ? Blocks.assertNone(actor.userId, artistId, 'accept') : undefined,
  ]);
  if (!application) throw refuse(ErrorCodes.jobApplicationNotFound, JOB_MESSAGES.noApplication);
  if (application.status !== 'Pending') throw refuse(ErrorCodes.jobApplicationDecided, JOB_MESSAGES.notPending);
  const decidedAt = new Date().toISOString();
  try {
    await commit((tx, fx) => [
      tx.jobApplication
        .patch({ jobId, artistId })
        .set({ status, decidedAt })
        .where((attr, op) => op.eq(attr.status, 'Pending'))
        .commit(),
      tx.appliedJob.patch({ artistId, jobId }).set({ status }).commit(),
      ...fx.notify(artistId, {
        type: 'application',
        message: `Your application to "${job.title}" was ${status === 'Accepted' ? 'accepted' : 'rejected'}.`,
        link: '/browse-jobs?tab=applied',
      }),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    throw refuse(ErrorCodes.jobApplicationDecided, JOB_MESSAGES.notPending);
  }
  return { job_id: jobId, user_id: artistId, status, applied_at: application.appliedAt };
}

/** GET /api/job-applicants/{jobId}: in the order they came, 5 a page; e-mail once accepted. */
export async function applicants(
  _actor: Actor,
  jobId: string,
  cursor?: string,
): Promise<{ applicants: Applicant[]; cursor: string | null; total: number }> {
  const job = await Jobs.mustGet(jobId);
  const entity = db().entities.jobApplication;
  const result = await entity.query.byJobOrder({ jobId }).go({
    limit: APPLICANTS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'byJobOrder', { jobId }) : null,
  });
  return {
    applicants: result.data.map((a) => ({
      user_id: a.artistId,
      firstname: a.artistFirstname,
      lastname: a.artistLastname,
      email: a.status === 'Accepted' ? a.artistEmail : '',
      profile_image: a.artistImageKey ? publicUrl(a.artistImageKey) : null,
      status: a.status,
      applied_at: a.appliedAt,
    })),
    cursor: result.cursor ?? null,
    total: Math.max(0, job.applicantCount),
  };
}

async function appliedPage(artistId: string, limit: number, cursor?: string) {
  const entity = db().entities.appliedJob;
  return entity.query.byArtistRecent({ artistId }).go({
    order: 'desc',
    limit,
    cursor: cursor ? checkedCursor(cursor, entity, 'byArtistRecent', { artistId }) : null,
  });
}

/** GET /api/my-applied-jobs/{userId}: the spec's (job_id, status) records, newest first. */
export async function records(artistId: string, cursor?: string) {
  const page = await appliedPage(artistId, 50, cursor);
  return { items: page.data.map((a) => ({ job_id: a.jobId, status: a.status })), cursor: page.cursor ?? null };
}

/** GET /api/my-applied-job-details/{userId}: the Applied tab, newest first, 5 a page. */
export async function details(
  artistId: string,
  cursor?: string,
): Promise<{ jobs: AppliedJob[]; cursor: string | null }> {
  const page = await appliedPage(artistId, JOBS_PAGE_SIZE, cursor);
  const jobs = await Jobs.getMany(page.data.map((a) => a.jobId));
  return {
    jobs: page.data.flatMap((a) => {
      const job = jobs.get(a.jobId);
      return job ? [{ ...Jobs.toJob(job, false), application_status: a.status, applied_at: a.appliedAt }] : [];
    }),
    cursor: page.cursor ?? null,
  };
}
