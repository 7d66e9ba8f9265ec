/**
 * Reports, the moderation queue, suspensions and appeals (issue 32 items 2 and 3): every text a
 * person reads, and the option lists, without zod (their schemas are in shared/schemas/moderation.ts).
 */
import { REPORT_HIDE_THRESHOLD } from './jobs';

/** Open reports at which content is hidden pending review: the jobs' threshold. */
export { REPORT_HIDE_THRESHOLD };

/**
 * What can be reported. A report's `target_id` is the id the kind's own API uses:
 *   art      the art's `art_id`
 *   post     the community post's `id`
 *   comment  the comment's `id` as the feed gives it (`<commentId>.<postId>`)
 *   profile  the person's user id
 *   message  `<conversation_id>/<id>` of the chat message
 *   review   the review's id (the reviews' API)
 */
export const REPORT_KINDS = ['art', 'post', 'comment', 'profile', 'message', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  art: 'Art',
  post: 'Post',
  comment: 'Comment',
  profile: 'Profile',
  message: 'Message',
  review: 'Review',
};

export const MODERATION_REPORT_REASONS = [
  'Scam or fraud',
  'Stolen art',
  'Harassment',
  'Inappropriate',
  'Spam',
  'Other',
] as const;
export type ModerationReportReason = (typeof MODERATION_REPORT_REASONS)[number];

/** An admin's decision on a case. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The actions the affected person may appeal (once each). */
export const APPEALABLE_ACTIONS = ['hide', 'warn', 'suspend'] as const satisfies readonly ModerationAction[];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss reports',
  hide: 'Hide content',
  warn: 'Warn author',
  suspend: 'Suspend account',
};

/** What happened, as the affected person reads it in "Moderation decisions". */
export const MODERATION_ACTION_DONE: Record<ModerationAction, string> = {
  dismiss: 'Reports dismissed',
  hide: 'Content hidden by an admin',
  warn: 'Warning from an admin',
  suspend: 'Account suspended',
};

export const APPEAL_OUTCOMES = ['uphold', 'reverse'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  open: 'Appeal under review',
  upheld: 'Appeal rejected: the decision stands',
  reversed: 'Appeal accepted: the decision was reversed',
};

/** Limits on what people type. */
export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_REASON_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;

/** Admin queue pages. */
export const MODERATION_PAGE_SIZE = 10;

/** Reports a person may send: this many per REPORT_RATE_WINDOW_SECONDS. */
export const REPORT_RATE_LIMIT = 10;
export const REPORT_RATE_WINDOW_SECONDS = 3600;

/** The suspension e-mail's appeal link lives this long. */
export const SUSPENSION_APPEAL_LINK_DAYS = 30;

export const MODERATION_MESSAGES = {
  // Reporting
  report: 'Report',
  reportTitle: 'Report this content',
  reportReason: 'Reason',
  reportDetails: 'Details (optional)',
  reportDetailsRequired: 'Please tell us what is wrong.',
  reportReasonRequired: 'Please choose a reason.',
  reportSubmit: 'Send report',
  reported: 'Thank you. An admin will review it.',
  reportFailed: 'Failed to send the report.',
  alreadyReported: 'You already reported this. An admin will review it.',
  ownContent: 'You cannot report your own content.',
  targetNotFound: 'This content no longer exists.',
  tooManyReports: 'You have sent many reports recently. Please try again later.',
  // What others see of hidden content
  hiddenPlaceholder: 'This was hidden by an admin.',
  hiddenNotFound: 'This content was hidden by an admin.',
  // What the author sees of their own hidden content
  hiddenPendingReviewNote: 'Hidden pending review after several reports. An admin will look at it soon.',
  hiddenByAdminNote: (reason: string) => `Hidden by an admin: ${reason}`,
  // Queue
  queueTitle: 'Moderation',
  queueEmpty: 'No open reports.',
  queueFailed: 'Failed to load the moderation queue.',
  openReports: (count: number) => `${count} open report${count === 1 ? '' : 's'}`,
  hiddenPendingReview: 'Hidden pending review',
  contentGone: 'The content no longer exists.',
  actionReason: 'Reason (the affected person sees it)',
  actionReasonRequired: 'Please give a reason.',
  actionDone: 'Done.',
  actionFailed: 'Failed to apply the decision.',
  caseNotFound: 'This case no longer exists.',
  caseClosed: 'This case was already decided.',
  // The affected person
  mineTitle: 'Moderation decisions',
  mineEmpty: 'No moderation decisions concern you.',
  mineFailed: 'Failed to load your moderation decisions.',
  appeal: 'Appeal',
  appealText: 'Why should this decision be reversed?',
  appealTextRequired: 'Please explain your appeal.',
  appealSubmit: 'Send appeal',
  appealSent: 'Your appeal was sent. A different admin will decide it.',
  appealFailed: 'Failed to send the appeal.',
  appealExists: 'You already appealed this decision.',
  notAppealable: 'This decision cannot be appealed.',
  actionNotFound: 'This decision no longer exists.',
  suspensionAppealTitle: 'Appeal your suspension',
  suspensionLinkInvalid: 'This appeal link is invalid or was already used.',
  // Admin appeals
  appealsTitle: 'Appeals',
  appealsEmpty: 'No open appeals.',
  appealsFailed: 'Failed to load appeals.',
  uphold: 'Uphold',
  reverse: 'Reverse',
  decideReason: 'Reason (the person sees it)',
  decided: 'Appeal decided.',
  sameAdmin: 'Another admin must decide the appeal of your own decision.',
  appealNotFound: 'This appeal no longer exists.',
  appealDecided: 'This appeal was already decided.',
  // The account
  suspended: 'Your account is suspended. Check your e-mail to appeal.',
} as const;

/** The notifications the affected person gets (title + body). */
/** A reason as a sentence: its own full stop (or ! or ?) kept, one added when it has none, never two. */
export const sentence = (reason: string) => {
  const text = reason.trim();
  return /[.!?…]$/.test(text) ? text : `${text}.`;
};

export const MODERATION_NOTIFICATIONS = {
  hidden: (kind: string, reason: string) => ({
    title: 'Your content was hidden',
    body: `An admin hid your ${kind}: ${sentence(reason)} You can appeal from Moderation decisions.`,
  }),
  restored: (kind: string, reason: string) => ({
    title: 'Your content is visible again',
    body: `An admin reviewed the reports on your ${kind} and restored it: ${reason}`,
  }),
  warned: (reason: string) => ({
    title: 'A warning from an admin',
    body: `${sentence(reason)} You can appeal from Moderation decisions.`,
  }),
  upheld: (reason: string) => ({ title: 'Your appeal was decided', body: `The decision stands: ${reason}` }),
  reversed: (reason: string) => ({ title: 'Your appeal was accepted', body: `The decision was reversed: ${reason}` }),
} as const;

/** The e-mails (subject + text); `appealUrl` is the page where the person appeals. */
export const MODERATION_MAIL = {
  hidden: (kind: string, reason: string, appealUrl: string) => ({
    subject: 'Crafti: your content was hidden',
    text: `An admin hid your ${kind} on Crafti.\n\nReason: ${reason}\n\nIf you think this is a mistake, you can appeal once: ${appealUrl}\nA different admin will decide your appeal.`,
  }),
  restored: (kind: string, reason: string) => ({
    subject: 'Crafti: your content is visible again',
    text: `An admin reviewed the reports on your ${kind} and restored it.\n\nReason: ${reason}`,
  }),
  warned: (reason: string, appealUrl: string) => ({
    subject: 'Crafti: a warning from an admin',
    text: `An admin warned you about content you posted on Crafti.\n\nReason: ${reason}\n\nIf you think this is a mistake, you can appeal once: ${appealUrl}\nA different admin will decide your appeal.`,
  }),
  suspended: (reason: string, appealUrl: string) => ({
    subject: 'Crafti: your account is suspended',
    text: `An admin suspended your Crafti account. You cannot sign in while it is suspended.\n\nReason: ${reason}\n\nYou can appeal once with this link (it works once, for ${SUSPENSION_APPEAL_LINK_DAYS} days): ${appealUrl}\nA different admin will decide your appeal.`,
  }),
  decided: (outcome: AppealOutcome, reason: string) =>
    outcome === 'reverse'
      ? {
          subject: 'Crafti: your appeal was accepted',
          text: `Your appeal was accepted and the decision was reversed.\n\nReason: ${reason}`,
        }
      : {
          subject: 'Crafti: your appeal was decided',
          text: `Your appeal was reviewed and the decision stands.\n\nReason: ${reason}`,
        },
} as const;

/** The web paths the e-mails link to. */
export const MODERATION_PATHS = {
  mine: '/moderation',
  /** The suspension appeal page; the token goes in `?token=`. */
  suspensionAppeal: '/appeal',
} as const;
