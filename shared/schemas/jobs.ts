import * as z from 'zod';
import { ART_STYLES } from '../options';
import { cursorSchema } from './common';

/**
 * The jobs board (part 2 §2 Post a Job / Browse Job Offers, §3 Job, §4 job states, §5 rules, §8
 * messages), plus what the issue adds for trust: free applications under a daily cap, reports.
 */

/** The spec's job texts (part 2 §5 and §8). */
export const JOB_MESSAGES = {
  loadFailed: 'Failed to load job posts.',
  postFailed: 'Failed to post the job',
  deleteFailed: 'Failed to delete job',
  updateFailed: 'Failed to update job',
  applicantsFailed: 'Unable to fetch applicants.',
  statusFailed: 'Failed to update status.',
  jobStatusFailed: 'Failed to update job status.',
  alreadyApplied: 'Already applied or failed',
  unapplyFailed: 'Failed to unapply',
  removeFailed: 'Failed to remove application.',
  allRequired: 'All fields are required.',
  completeFields: 'Please complete all fields',
  confirmDelete: 'Delete this job?',
  confirmComplete: 'Mark this job as completed?',
  created: 'Job post created',
  deleted: 'Job post deleted',
  updated: 'Job updated successfully',
  statusUpdated: 'Status updated',
  completed: 'Job marked as completed',
  applied: 'Applied successfully',
  unapplied: 'Unapplied successfully',
  removed: 'Removed from your applied list',
  // Beyond the spec (the trust rules).
  notOpen: 'This job is no longer accepting applications.',
  underReview: 'This job is under review and not accepting applications right now.',
  dailyCap: 'You have reached today\u2019s limit of job applications. Please try again tomorrow.',
  notYourJob: 'This job belongs to another client.',
  jobNotFound: 'This job no longer exists.',
  notDecided: 'Only accepted or rejected applications can be removed from your list.',
  notPending: 'This application was already decided.',
  noApplication: 'You have not applied to this job.',
  alreadyReported: 'You already reported this job. An admin will review it.',
  reported: 'Thank you. An admin will review this job.',
  ownJob: 'You cannot report your own job.',
} as const;

/** Part 2 §3 "Job budget". */
export const JOB_BUDGETS = [
  'Under ₱1,000',
  '₱1,000 - ₱5,000',
  '₱5,000 - ₱10,000',
  '₱10,000 - ₱20,000',
  '₱20,000 and above',
  'Flexible / Open to Offers',
] as const;

/** Part 2 §3 "Job preferred art styles (27)": the same 27 styles as the preferences' (shared/options.ts). */
export const JOB_ART_STYLES = ART_STYLES;

export const JOB_STATUSES = ['Open', 'Closed', 'In Progress', 'Completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Jobs lists (client and artist) and the applicants modal: 5 a page (part 2 §9). */
export const JOBS_PAGE_SIZE = 5;
export const APPLICANTS_PAGE_SIZE = 5;

/** Applications are free; each artist may send this many a day (UTC). */
export const DAILY_APPLICATION_CAP = 20;

/** Open reports at which a job leaves the Offers of every artist until an admin decides. */
export const REPORT_HIDE_THRESHOLD = 3;

export const REPORT_REASONS = ['Scam or fake job', 'Asks for payment outside Crafti', 'Inappropriate content', 'Other'] as const;

export const jobIdSchema = z.string().trim().min(1).max(64);

/** A date only (YYYY-MM-DD), as the deadline input gives it. */
const dateOnlySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a deadline.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Choose a valid deadline.');

/** `preferred_art_styles` as a list or a comma-separated string; stored as a list of the 27 styles. */
export const preferredStylesSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(JOB_ART_STYLES, { error: 'Choose styles from the list.' }))
    .min(1, 'Choose at least one preferred art style.')
    .max(JOB_ART_STYLES.length)
    .transform((styles) => [...new Set(styles)]),
);

export const jobFieldsSchema = z.object({
  title: z.string().trim().min(1, JOB_MESSAGES.allRequired).max(120, 'Keep the title under 120 characters.'),
  description: z.string().trim().min(1, JOB_MESSAGES.allRequired).max(4000, 'Keep the description under 4,000 characters.'),
  budget: z.enum(JOB_BUDGETS, { error: JOB_MESSAGES.allRequired }),
  deadline: dateOnlySchema,
  preferred_art_styles: preferredStylesSchema,
});
export type JobFields = z.infer<typeof jobFieldsSchema>;

/** POST /api/jobs. `user_id`, when sent, must be the caller's own. */
export const createJobBodySchema = jobFieldsSchema.extend({ user_id: z.string().min(1).max(128).optional() });

/** PATCH /api/jobs/{jobId}: every field with a status, or only a status. */
export const updateJobBodySchema = z.union([jobFieldsSchema.extend({ status: z.enum(JOB_STATUSES) }), z.object({ status: z.enum(JOB_STATUSES) })]);

export const jobIdParamsSchema = z.object({ jobId: jobIdSchema });

export const jobClientSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  profile_image: z.string().nullable(),
});

/** The spec's Job, with the client as the cards show them and (for its client) the applicant count. */
export const jobSchema = z.object({
  job_id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  deadline: z.string(),
  preferred_art_styles: z.array(z.string()),
  status: z.enum(JOB_STATUSES),
  created_at: z.string(),
  client: jobClientSchema,
  /** Only for the job's client (null for others). */
  applicant_count: z.number().int().nonnegative().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobPageSchema = z.object({ jobs: z.array(jobSchema), cursor: z.string().nullable(), total: z.number().int().nonnegative().nullable() });
export type JobPage = z.infer<typeof jobPageSchema>;

export const pageQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** GET /api/open-jobs: newest first; `style` narrows to one preferred style. */
export const openJobsQuerySchema = pageQuerySchema.extend({ style: z.enum(JOB_ART_STYLES).optional() });

/** The spec's Job applicant. E-mail only once accepted (DESIGN §8a). */
export const applicantSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantPageSchema = z.object({ applicants: z.array(applicantSchema), cursor: z.string().nullable(), total: z.number().int().nonnegative() });

export const decideBodySchema = z.object({
  user_id: z.string().min(1).max(128),
  job_id: jobIdSchema,
  status: z.enum(['Accepted', 'Rejected']),
});

/** Apply, unapply, remove: the artist (the caller) and the job. */
export const applicationBodySchema = z.object({ job_id: jobIdSchema, user_id: z.string().min(1).max(128) });

/** The spec's Applied-job record. */
export const appliedRecordSchema = z.object({ job_id: z.string(), status: z.enum(APPLICATION_STATUSES) });
export const appliedRecordPageSchema = z.object({ items: z.array(appliedRecordSchema), cursor: z.string().nullable() });

/** An applied job as the Applied tab shows it. */
export const appliedJobSchema = jobSchema.extend({ application_status: z.enum(APPLICATION_STATUSES), applied_at: z.string() });
export type AppliedJob = z.infer<typeof appliedJobSchema>;
export const appliedJobPageSchema = z.object({ jobs: z.array(appliedJobSchema), cursor: z.string().nullable() });

export const applicationSchema = z.object({ job_id: z.string(), user_id: z.string(), status: z.enum(APPLICATION_STATUSES), applied_at: z.string() });

export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  details: z.string().trim().max(1000, 'Keep the details under 1,000 characters.').default(''),
});

export const jobReportSchema = z.object({
  job_id: z.string(),
  job_title: z.string(),
  job_status: z.string(),
  client_id: z.string(),
  reporter_id: z.string(),
  reporter_name: z.string(),
  reason: z.string(),
  details: z.string(),
  created_at: z.string(),
  open_reports: z.number().int().nonnegative(),
});
export type JobReport = z.infer<typeof jobReportSchema>;
export const jobReportPageSchema = z.object({ reports: z.array(jobReportSchema), cursor: z.string().nullable() });

export const reportDecisionSchema = z.object({ job_id: z.string(), resolved: z.number().int().nonnegative(), status: z.enum(JOB_STATUSES) });
