/** The jobs board's texts and option lists, without zod (their schemas are in shared/schemas/jobs.ts). */
import { ART_STYLES } from '../options';

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
  dailyCap: 'You have sent 20 job applications in the last 24 hours, the most Crafti takes. Please try again later.',
  notYourJob: 'This job belongs to another client.',
  jobNotFound: 'This job no longer exists.',
  notDecided: 'Only accepted or rejected applications can be removed from your list.',
  notPending: 'This application was already decided.',
  noApplication: 'You have not applied to this job.',
  alreadyReported: 'You already reported this job. An admin will review it.',
  reported: 'Thank you. An admin will review this job.',
  ownJob: 'You cannot report your own job.',
  closedByAdmin: 'An admin closed this job after reports from artists. It stays closed; contact an admin to appeal.',
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

export const REPORT_REASONS = [
  'Scam or fake job',
  'Asks for payment outside Crafti',
  'Inappropriate content',
  'Other',
] as const;
