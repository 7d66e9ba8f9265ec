import * as z from 'zod';
import {
  BUDGET_PATTERN,
  MILESTONE_STATUSES,
  PRIORITIES,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  SENT_PROPOSAL_STATUSES,
} from '../messages/projects';
import { CLOSINGS, COMMISSION_MESSAGES } from '../messages/commissions';
import { pesosToCentavos } from '../money';
import { storedTermsSchema, termsSchema } from './commissions';

/** Proposals, projects and milestones (part 2 §3, §4, §5, §8, §9). */

export {
  ARTIST_STATUSES,
  averageCompletion,
  BOARD_COLUMNS,
  type BoardColumn,
  BUDGET_PATTERN,
  columnOf,
  CONFIRMATIONS,
  formatDueDate,
  MILESTONE_COMPLETION,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  MILESTONES_PAGE_SIZE,
  PRIORITIES,
  type Priority,
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  type ProjectStatus,
  SENT_PROPOSAL_STATUSES,
  type SentProposalStatus,
} from '../messages/projects';

const today = () => new Date().toISOString().slice(0, 10);
const required = z.string().trim().min(1, PROJECT_MESSAGES.allRequired);

/** The proposal's fields, without the check across them (a form picks its fields from this). */
export const sendProposalFieldsSchema = z.object({
  sender_id: z.string().min(1).max(128),
  recipient_id: z.string().min(1).max(128),
  project_name: required.max(120),
  project_description: required.max(2000),
  budget: required.max(15).regex(BUDGET_PATTERN, PROJECT_MESSAGES.invalidBudget),
  due_date: required
    .pipe(z.iso.date({ error: PROJECT_MESSAGES.allRequired }))
    .refine((d) => d >= today(), PROJECT_MESSAGES.dueDatePast),
  /** The structured terms (issue 31); left out, the server uses `defaultTerms(budget, due date)`. */
  terms: termsSchema.optional(),
  note: z.string().trim().max(1000).optional(),
});
/** Sent terms total the budget. */
export const sendProposalBodySchema = sendProposalFieldsSchema.superRefine((b, ctx) => {
  if (b.terms && b.terms.total_centavos !== pesosToCentavos(b.budget))
    ctx.addIssue({ code: 'custom', path: ['terms', 'total_centavos'], message: COMMISSION_MESSAGES.totalIsBudget });
});
export type SendProposalBody = z.infer<typeof sendProposalBodySchema>;

export const personSummarySchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profile_image: z.string().nullable(),
});

export const senderProfileSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  profile_image: z.string().nullable(),
  profileType: z.enum(['artist', 'client']),
});

export const proposalSchema = z.object({
  proposal_id: z.string(),
  sender_id: z.string(),
  recipient_id: z.string(),
  project_name: z.string(),
  project_description: z.string(),
  budget: z.string(),
  due_date: z.string(),
  status: z.literal('Pending'),
  created_at: z.string(),
  senderProfile: senderProfileSchema,
  /** The negotiation (issue 31): its first proposal's id, this version, the terms (null on proposals sent before them), the note. */
  terms: storedTermsSchema.nullable(),
  thread_id: z.string(),
  version: z.number().int().positive(),
  note: z.string().nullable(),
  /** One of the two blocked the other since it was sent: it can no longer be accepted or countered. */
  blocked: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalListSchema = z.array(proposalSchema);

/** A proposal as its sender sees it: to whom, and what became of it (Pending until the recipient decides). */
export const sentProposalSchema = z.object({
  proposal_id: z.string(),
  recipient_id: z.string(),
  project_name: z.string(),
  project_description: z.string(),
  budget: z.string(),
  due_date: z.string(),
  status: z.enum(SENT_PROPOSAL_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  recipientProfile: personSummarySchema,
  /** The negotiation (issue 31): its first proposal's id, this version, the terms (null on proposals sent before them), the note. */
  terms: storedTermsSchema.nullable(),
  thread_id: z.string(),
  version: z.number().int().positive(),
  note: z.string().nullable(),
  /** One of the two blocked the other since it was sent: it can no longer be accepted or countered. */
  blocked: z.boolean(),
});
export type SentProposal = z.infer<typeof sentProposalSchema>;
export const sentProposalListSchema = z.array(sentProposalSchema);

/** Accept: the spec posts the proposal; only its id is read, the rest comes from the stored one. */
export const acceptProposalBodySchema = z.object({
  proposal: z.object({ proposal_id: z.string().min(1).max(64) }).loose(),
});
export const rejectProposalBodySchema = z.object({ proposalId: z.string().min(1).max(64) });

export const milestoneSchema = z.object({
  milestone_id: z.string(),
  project_id: z.string(),
  milestone_name: z.string(),
  due_date: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  completion_percentage: z.number().int().min(0).max(100),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const projectSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  description: z.string(),
  due_date: z.string(),
  priority: z.enum(PRIORITIES),
  status: z.enum(PROJECT_STATUSES),
  completion_percentage: z.number().int().min(0).max(100),
  budget: z.string(),
  artist_id: z.string(),
  client_id: z.string(),
  created_at: z.string(),
  artist: personSummarySchema,
  client: personSummarySchema,
  /** A commission's money at a glance (issue 31), null for projects agreed before terms: the board says when nothing is funded. */
  money: z
    .object({
      total: z.number().int(),
      funded: z.number().int(),
      held: z.number().int(),
      released: z.number().int(),
      closed: z.boolean(),
      closing: z.enum(CLOSINGS).nullable(),
    })
    .nullable(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);
export const acceptProposalResponseSchema = z.object({ message: z.string(), newProject: projectSchema });

export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const updateStatusBodySchema = z.object({
  project_id: z.string().min(1).max(64),
  status: z.enum(PROJECT_STATUSES),
});
export const updatePriorityBodySchema = z.object({
  project_id: z.string().min(1).max(64),
  priority: z.enum(PRIORITIES),
});
export const successSchema = z.object({ success: z.literal(true), project: projectSchema });

export const contactProfileSchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  profile_image: z.string().nullable(),
});
export const clientProjectDetailsSchema = z.object({ budget: z.string(), clientProfile: contactProfileSchema });
export const artistProjectDetailsSchema = z.object({ budget: z.string(), artistProfile: contactProfileSchema });

export const projectWithMilestonesSchema = projectSchema.extend({ milestones: z.array(milestoneSchema) });
export const inProgressListSchema = z.array(projectWithMilestonesSchema);

export const milestoneIdParamsSchema = z.object({ id: z.string().min(1).max(80) });
export const updateMilestoneBodySchema = z.object({
  milestone_name: z.string().trim().min(1, PROJECT_MESSAGES.milestoneNameRequired).max(120),
  due_date: z.iso.date({ error: 'Due date must be a date.' }),
  status: z.enum(MILESTONE_STATUSES),
});

export const projectSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  ongoing: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});
