import { ErrorCodes } from '@shared/api/errors';
import {
  JOB_MESSAGES,
  JOBS_PAGE_SIZE,
  REPORT_HIDE_THRESHOLD,
  type Job,
  type JobFields,
  type JobPage,
  type JobStatus,
} from '@shared/schemas/jobs';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { ConditionFailed, commit, retryOnConflict, type SideEffects, type TransactionItem } from '../db/transactions';
import { db, type TransactionEntities, type Item } from '../db/service';
import { AppError, refuse } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import { publicUrl } from '../uploads/urls';

/**
 * Jobs (part 2 §2 "Post a Job", §4 job states): a client's own list, the Offers listing, and the
 * one way every job write goes (`changeJob`): read, write conditioned on the `rev` read, with
 * the Offers listing items moved in the same transaction, retried when another write came first.
 */

export type JobItem = Item<'job'>;
type CardFields = Pick<
  JobItem,
  | 'jobId'
  | 'clientId'
  | 'title'
  | 'description'
  | 'budget'
  | 'deadline'
  | 'styles'
  | 'createdAt'
  | 'clientFirstname'
  | 'clientLastname'
  | 'clientAddress'
  | 'clientImageKey'
>;

export const ALL_FACET = 'all';

/** Open reports at which a job stops taking applications and leaves Offers. */
export const REPORTS_LIMIT = REPORT_HIDE_THRESHOLD;

export async function getItem(jobId: string) {
  const { data } = await db().entities.job.get({ jobId }).go({ consistent: true });
  return data;
}

/** The job, or 404. */
export async function mustGet(jobId: string): Promise<JobItem> {
  const job = await getItem(jobId);
  if (!job) throw refuse(ErrorCodes.jobNotFound, JOB_MESSAGES.jobNotFound);
  return job;
}

/** Open, and not held for review: what Offers shows and what takes applications. */
export const isListed = (job: Pick<JobItem, 'status' | 'openReports'>) =>
  job.status === 'Open' && job.openReports < REPORT_HIDE_THRESHOLD;

const facetsOf = (job: Pick<JobItem, 'status' | 'openReports' | 'styles'> | null) =>
  job && isListed(job) ? [ALL_FACET, ...job.styles] : [];

/** The pieces that make the Offers listing match `after` (null: gone), from what `before` listed. */
export function listingPieces(
  tx: TransactionEntities,
  before: JobItem | null,
  after: JobItem | null,
): TransactionItem[] {
  const next = facetsOf(after);
  const gone = facetsOf(before).filter((f) => !next.includes(f));
  return [
    ...next.map((facet) => tx.jobListing.put({ facet, ...cardOf(after!) }).commit()),
    ...gone.map((facet) => tx.jobListing.delete({ facet, jobId: before!.jobId }).commit()),
  ];
}

function cardOf(job: CardFields): CardFields {
  return {
    jobId: job.jobId,
    clientId: job.clientId,
    title: job.title,
    description: job.description,
    budget: job.budget,
    deadline: job.deadline,
    styles: job.styles,
    createdAt: job.createdAt,
    clientFirstname: job.clientFirstname,
    clientLastname: job.clientLastname,
    clientAddress: job.clientAddress,
    clientImageKey: job.clientImageKey,
  };
}

export function toJob(job: CardFields & { status?: JobStatus; applicantCount?: number }, forClient: boolean): Job {
  return {
    job_id: job.jobId,
    user_id: job.clientId,
    title: job.title,
    description: job.description,
    budget: job.budget,
    deadline: job.deadline,
    preferred_art_styles: job.styles,
    status: job.status ?? 'Open',
    created_at: job.createdAt,
    client: {
      user_id: job.clientId,
      firstname: job.clientFirstname,
      lastname: job.clientLastname,
      address: job.clientAddress ?? '',
      profile_image: job.clientImageKey ? publicUrl(job.clientImageKey) : null,
    },
    applicant_count: forClient ? Math.max(0, job.applicantCount ?? 0) : null,
  };
}

/** The client as their job cards show them, as their profile says now. */
async function clientCardOf(clientId: string) {
  const profile = await Profiles.get(clientId);
  if (!profile) throw refuse(ErrorCodes.profileNotSetUp, 'Your profile is not set up yet.');
  return {
    clientFirstname: profile.firstname,
    clientLastname: profile.lastname,
    clientAddress: profile.address ?? '',
    clientImageKey: profile.profileImageKey,
  };
}

/** POST /api/jobs: an Open job of the caller. */
export async function create(actor: Actor, fields: JobFields): Promise<Job> {
  const clientId = actor.userId;
  const job: JobItem = {
    jobId: timeId(),
    clientId,
    title: fields.title,
    description: fields.description,
    budget: fields.budget,
    deadline: fields.deadline,
    styles: fields.preferred_art_styles,
    createdAt: new Date().toISOString(),
    ...(await clientCardOf(clientId)),
    status: 'Open',
    applicantCount: 0,
    openReports: 0,
    rev: 0,
  };
  await commit((tx) => [tx.job.create(job).commit(), ...listingPieces(tx, null, job)]);
  return toJob(job, true);
}

type JobChange = Partial<
  Pick<
    JobItem,
    | 'title'
    | 'description'
    | 'budget'
    | 'deadline'
    | 'styles'
    | 'status'
    | 'openReports'
    | 'closedByAdmin'
    | 'clientFirstname'
    | 'clientLastname'
    | 'clientAddress'
    | 'clientImageKey'
  >
>;

export interface ChangeOutcome {
  before: JobItem;
  after: JobItem;
}

/**
 * Every write that changes what a job shows: `decide` looks at the job as read and answers the
 * change and any more pieces for the same transaction (audit, report, notification, with their
 * effects on `fx`). Conditioned on the `rev` read, retried when another write came first. A failed
 * condition of one of the extra pieces is thrown as ConditionFailed with indexes counted within
 * the extra pieces.
 */
export async function changeJob(
  jobId: string,
  decide: (job: JobItem) => {
    set: JobChange;
    extra?: (tx: TransactionEntities, fx: SideEffects) => TransactionItem[];
  },
): Promise<ChangeOutcome> {
  // How many items of the attempt's transaction are the job's own (its patch and listing); the extra pieces follow.
  let head = 0;
  try {
    return await retryOnConflict(
      () => mustGet(jobId),
      async (before) => {
        const { set, extra } = decide(before);
        const after: JobItem = { ...before, ...set, rev: before.rev + 1, updatedAt: new Date().toISOString() };
        await commit((tx, fx) => {
          const listing = listingPieces(tx, before, after);
          head = 1 + listing.length;
          return [
            tx.job
              .patch({ jobId })
              .set({ ...set, rev: after.rev, updatedAt: after.updatedAt })
              .where((attr, op) => op.eq(attr.rev, before.rev))
              .commit(),
            ...listing,
            ...(extra ? extra(tx, fx) : []),
          ];
        });
        return { before, after };
      },
      {
        // Only the job's own items failed: it changed (or went) meanwhile, so read it again.
        retryOn: (err) => err instanceof ConditionFailed && err.failedIndexes.every((i) => i < head),
        exhausted: () => new AppError(ErrorCodes.jobChanged, 'This job changed meanwhile. Please try again.'),
      },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    throw new ConditionFailed(err.failedIndexes.filter((i) => i >= head).map((i) => i - head));
  }
}

/**
 * PATCH /api/jobs/{jobId}: every field and the status, or only the status. A job an admin closed
 * after reports stays Closed for its client (409 for any other status: they appeal to an admin);
 * an admin may reopen it, which lifts the hold.
 */
export async function update(
  actor: Actor,
  jobId: string,
  body: { status: JobStatus } & Partial<JobFields>,
): Promise<Job> {
  await mustGet(jobId);
  const card = body.title !== undefined ? await clientCardOf((await mustGet(jobId)).clientId) : {};
  const { after } = await changeJob(jobId, (job) => {
    if (job.closedByAdmin && body.status !== 'Closed' && !actor.isAdmin)
      throw new AppError(ErrorCodes.jobClosedByAdmin, JOB_MESSAGES.closedByAdmin);
    const set: JobChange = { status: body.status };
    if (job.closedByAdmin && body.status !== 'Closed') set.closedByAdmin = false;
    if (
      body.title !== undefined &&
      body.description !== undefined &&
      body.budget !== undefined &&
      body.deadline !== undefined &&
      body.preferred_art_styles
    ) {
      Object.assign(set, card, {
        title: body.title,
        description: body.description,
        budget: body.budget,
        deadline: body.deadline,
        styles: body.preferred_art_styles,
      });
    }
    return { set };
  });
  return toJob(after, true);
}

/** The caller's jobs, newest first, 5 a page. */
export async function listForClient(clientId: string, cursor?: string): Promise<JobPage> {
  const entity = db().entities.job;
  const result = await entity.query.byClient({ clientId }).go({
    order: 'desc',
    limit: JOBS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'byClient', { clientId }) : null,
  });
  return { jobs: result.data.map((j) => toJob(j, true)), cursor: result.cursor ?? null, total: null };
}

/** Offers: Open jobs not held for review, newest first, 5 a page; `style` narrows to one style. */
export async function listOpen(style: string | undefined, cursor?: string): Promise<JobPage> {
  const entity = db().entities.jobListing;
  const facet = style ?? ALL_FACET;
  const result = await entity.query.byFacet({ facet }).go({
    order: 'desc',
    limit: JOBS_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'byFacet', { facet }) : null,
  });
  return {
    jobs: result.data.map((j) => toJob({ ...j, status: 'Open' }, false)),
    cursor: result.cursor ?? null,
    total: null,
  };
}

/** Several jobs by id in one BatchGet (missing ones left out). */
export async function getMany(jobIds: string[]): Promise<Map<string, JobItem>> {
  const out = new Map<string, JobItem>();
  if (jobIds.length === 0) return out;
  const { data } = await db()
    .entities.job.get(jobIds.map((jobId) => ({ jobId })))
    .go();
  for (const job of data) if (job) out.set(job.jobId, job);
  return out;
}

/** Transactions hold at most 100 items: two deletes per application, 45 applications at a time. */
const CASCADE_CHUNK = 45;

/**
 * DELETE /api/jobs/{jobId}: the job and its listing go first (so no application can start
 * after), then its applications on both sides (every artist's Applied list) and its reports.
 */
export async function remove(_actor: Actor, jobId: string): Promise<void> {
  // Changed meanwhile (an application, a report): read it again.
  await retryOnConflict(
    () => mustGet(jobId),
    (job) =>
      commit((tx) => [
        tx.job
          .delete({ jobId })
          .where((attr, op) => op.eq(attr.rev, job.rev))
          .commit(),
        ...listingPieces(tx, job, null),
      ]),
  );
  await cascade(jobId);
}

async function cascade(jobId: string): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: { artistId: string }[]; cursor: string | null } = await db()
      .entities.jobApplication.query.byJob({ jobId })
      .go({ limit: CASCADE_CHUNK, cursor, consistent: true });
    if (page.data.length > 0) {
      await commit((tx) =>
        page.data.flatMap((a) => [
          tx.jobApplication.delete({ jobId, artistId: a.artistId }).commit(),
          tx.appliedJob.delete({ artistId: a.artistId, jobId }).commit(),
        ]),
      );
    }
    cursor = page.cursor;
  } while (cursor);
  let reportCursor: string | null = null;
  do {
    const page: { data: { reporterId: string }[]; cursor: string | null } = await db()
      .entities.jobReport.query.byJob({ jobId })
      .go({ limit: 90, cursor: reportCursor, consistent: true });
    if (page.data.length > 0)
      await commit((tx) => page.data.map((r) => tx.jobReport.delete({ jobId, reporterId: r.reporterId }).commit()));
    reportCursor = page.cursor;
  } while (reportCursor);
}
