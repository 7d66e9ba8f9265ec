import * as z from 'zod';
import {
  APPLICATION_STATUSES,
  JOB_ART_STYLES,
  JOB_BUDGETS,
  JOB_MESSAGES,
  JOB_STATUSES,
  REPORT_REASONS,
} from '../messages/jobs';
import { cursorSchema } from './common';

/**
 * The jobs board (part 2 §2 Post a Job / Browse Job Offers, §3 Job, §4 job states, §5 rules, §8
 * messages), plus what the issue adds for trust: free applications under a daily cap, reports.
 */

export {
  APPLICANTS_PAGE_SIZE,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  DAILY_APPLICATION_CAP,
  JOB_ART_STYLES,
  JOB_BUDGETS,
  JOB_MESSAGES,
  JOB_STATUSES,
  type JobStatus,
  JOBS_PAGE_SIZE,
  REPORT_HIDE_THRESHOLD,
  REPORT_REASONS,
} from '../messages/jobs';

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
  description: z
    .string()
    .trim()
    .min(1, JOB_MESSAGES.allRequired)
    .max(4000, 'Keep the description under 4,000 characters.'),
  budget: z.enum(JOB_BUDGETS, { error: JOB_MESSAGES.allRequired }),
  deadline: dateOnlySchema,
  preferred_art_styles: preferredStylesSchema,
});
export type JobFields = z.infer<typeof jobFieldsSchema>;

/** POST /api/jobs. `user_id`, when sent, must be the caller's own. */
export const createJobBodySchema = jobFieldsSchema.extend({ user_id: z.string().min(1).max(128).optional() });

/** PATCH /api/jobs/{jobId}: every field with a status, or only a status. */
export const updateJobBodySchema = z.union([
  jobFieldsSchema.extend({ status: z.enum(JOB_STATUSES) }),
  z.object({ status: z.enum(JOB_STATUSES) }),
]);

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

export const jobPageSchema = z.object({
  jobs: z.array(jobSchema),
  cursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const pageQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** A job as Offers lists it for an artist: with the caller's own application's status (null: not applied), for Apply or Unapply. */
export const openJobSchema = jobSchema.extend({ application_status: z.enum(APPLICATION_STATUSES).nullable() });
export type OpenJob = z.infer<typeof openJobSchema>;
export const openJobPageSchema = z.object({
  jobs: z.array(openJobSchema),
  cursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type OpenJobPage = z.infer<typeof openJobPageSchema>;

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

export const applicantPageSchema = z.object({
  applicants: z.array(applicantSchema),
  cursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});

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
export const appliedJobSchema = jobSchema.extend({
  application_status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
});
export type AppliedJob = z.infer<typeof appliedJobSchema>;
export const appliedJobPageSchema = z.object({ jobs: z.array(appliedJobSchema), cursor: z.string().nullable() });

export const applicationSchema = z.object({
  job_id: z.string(),
  user_id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
});

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

export const reportDecisionSchema = z.object({
  job_id: z.string(),
  resolved: z.number().int().nonnegative(),
  status: z.enum(JOB_STATUSES),
});
