/**
 * Reports, the moderation queue, suspensions and appeals (issue 32 items 2 and 3): the shapes the
 * server answers and the forms send. Texts and option lists are in shared/messages/moderation.ts.
 */
import * as z from 'zod';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  APPEAL_TEXT_MAX,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  MODERATION_REPORT_REASONS,
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
} from '../messages/moderation';
import { cursorSchema } from './common';

export * from '../messages/moderation';

export const reportKindSchema = z.enum(REPORT_KINDS);
export const moderationActionKindSchema = z.enum(MODERATION_ACTIONS);
export const appealStatusSchema = z.enum(APPEAL_STATUSES);

/**
 * What a response of hideable content carries (an art, a post, a comment, a chat message, a
 * profile). Absent or false: shown as usual. `hidden: true`:
 *   - to its author (and admins): the content as usual, with `moderation_note` saying why
 *     (MODERATION_MESSAGES.hiddenPendingReviewNote, or hiddenByAdminNote(reason));
 *   - to others, a comment or a chat message keeps its place in the thread with its `content`
 *     replaced by MODERATION_MESSAGES.hiddenPlaceholder (and `moderation_note` null); an art, a post
 *     or a profile is not listed and its page answers 404 `moderation.hidden`.
 */
export const moderationFieldsSchema = z.object({
  hidden: z.boolean().optional(),
  moderation_note: z.string().nullable().optional(),
});
export type ModerationFields = z.infer<typeof moderationFieldsSchema>;

/** POST /api/reports. `details` is required when the reason is 'Other'. */
export const reportBodySchema = z
  .object({
    kind: reportKindSchema,
    target_id: z.string().trim().min(1).max(300),
    reason: z.enum(MODERATION_REPORT_REASONS, { error: MODERATION_MESSAGES.reportReasonRequired }),
    details: z.string().trim().max(REPORT_DETAILS_MAX).default(''),
  })
  .refine((body) => body.reason !== 'Other' || body.details.length > 0, {
    message: MODERATION_MESSAGES.reportDetailsRequired,
    path: ['details'],
  });
export type ReportBody = z.output<typeof reportBodySchema>;
export type ReportInput = z.input<typeof reportBodySchema>;

export const reportResponseSchema = z.object({ message: z.string() });

/** GET /admin/moderation: open cases, newest report first, MODERATION_PAGE_SIZE a page. */
export const moderationQueueQuerySchema = z.object({
  kind: reportKindSchema.optional(),
  cursor: cursorSchema.optional(),
});

export const moderationPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
});
export type ModerationPerson = z.infer<typeof moderationPersonSchema>;

/** The reported content as the queue shows it: null when it no longer exists. */
export const moderationContentSchema = z.object({
  snippet: z.string(),
  image_url: z.string().nullable(),
});

export const caseReportSchema = z.object({
  reporter: moderationPersonSchema,
  reason: z.enum(MODERATION_REPORT_REASONS),
  details: z.string(),
  created_at: z.string(),
});

/** One case: every report on one target. */
export const moderationCaseSchema = z.object({
  case_id: z.string(),
  kind: reportKindSchema,
  target_id: z.string(),
  content: moderationContentSchema.nullable(),
  author: moderationPersonSchema.nullable(),
  open_reports: z.number().int().nonnegative(),
  /** The content is hidden pending review (REPORT_HIDE_THRESHOLD open reports reached). */
  hidden_pending_review: z.boolean(),
  /** The open reports, newest first. */
  reports: z.array(caseReportSchema),
  /** When the first open report came. */
  created_at: z.string(),
  /** When the latest report came. */
  updated_at: z.string(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const moderationQueuePageSchema = z.object({
  cases: z.array(moderationCaseSchema),
  cursor: z.string().nullable(),
});
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

/** POST /admin/moderation/{caseId}/{action}. */
export const caseActionParamsSchema = z.object({
  caseId: z.string().min(1).max(200),
  action: moderationActionKindSchema,
});
export const moderationReasonSchema = z
  .string()
  .trim()
  .min(1, MODERATION_MESSAGES.actionReasonRequired)
  .max(MODERATION_REASON_MAX);
export const caseActionBodySchema = z.object({ reason: moderationReasonSchema });

export const appealSchema = z.object({
  appeal_id: z.string(),
  action_id: z.string(),
  status: appealStatusSchema,
  text: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The deciding admin's reason, once decided. */
  decision_reason: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** One admin decision (an action) on one case. */
export const moderationActionSchema = z.object({
  action_id: z.string(),
  case_id: z.string(),
  kind: reportKindSchema,
  target_id: z.string(),
  action: moderationActionKindSchema,
  reason: z.string(),
  /** The person the action concerns (the content's author). */
  subject_id: z.string().nullable(),
  admin_id: z.string(),
  created_at: z.string(),
  /** The content as it was when the action was taken (a snippet). */
  snippet: z.string(),
  /** The action was undone by a reversed appeal. */
  reversed: z.boolean(),
  appeal: appealSchema.nullable(),
});
export type ModerationActionRecord = z.infer<typeof moderationActionSchema>;

export const caseActionResponseSchema = z.object({ action: moderationActionSchema });

/** GET /api/moderation/mine: the actions against the caller (hide, warn, suspend), newest first. */
export const myModerationSchema = z.object({
  actions: z.array(moderationActionSchema.extend({ appealable: z.boolean() })),
});
export type MyModeration = z.infer<typeof myModerationSchema>;

const appealTextSchema = z.string().trim().min(1, MODERATION_MESSAGES.appealTextRequired).max(APPEAL_TEXT_MAX);

/** POST /api/appeals (signed in). */
export const appealBodySchema = z.object({ action_id: z.string().min(1).max(200), text: appealTextSchema });
/** POST /appeals/suspension (public: the suspension e-mail's single-use link). */
export const suspensionAppealBodySchema = z.object({ token: z.string().min(1).max(512), text: appealTextSchema });
export const appealResponseSchema = z.object({ appeal: appealSchema, message: z.string() });

/** GET /admin/appeals: open appeals, oldest first. */
export const appealsQuerySchema = z.object({ cursor: cursorSchema.optional() });
export const adminAppealSchema = z.object({
  appeal: appealSchema,
  action: moderationActionSchema.omit({ appeal: true }),
  /** Who took the action. */
  admin: moderationPersonSchema.nullable(),
  /** Who appeals. */
  person: moderationPersonSchema.nullable(),
  /** False for the admin who took the action (another admin must decide). */
  can_decide: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const adminAppealsPageSchema = z.object({ appeals: z.array(adminAppealSchema), cursor: z.string().nullable() });

export const appealIdParamsSchema = z.object({ appealId: z.string().min(1).max(200) });
export const decideAppealBodySchema = z.object({ outcome: z.enum(APPEAL_OUTCOMES), reason: moderationReasonSchema });
export const decideAppealResponseSchema = z.object({ appeal: appealSchema });
