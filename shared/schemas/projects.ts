import * as z from 'zod';

/** Proposals, projects and milestones (part 2 §3, §4, §5, §8, §9). */

export const PROJECT_MESSAGES = {
  allRequired: 'All fields are required.',
  invalidBudget: 'Invalid input! Please enter a valid number for the budget.',
  dueDatePast: 'Due date cannot be in the past.',
  sendFailed: 'Failed to send proposal. Please try again.',
  sent: 'Proposal sent!',
  accepted: 'Proposal accepted and project created!',
  rejected: 'Proposal rejected.',
  acceptFailed: 'Failed to accept proposal.',
  rejectFailed: 'Failed to reject proposal.',
  statusFailed: 'Failed to update project status.',
  priorityFailed: 'Failed to update project priority.',
  milestoneFailed: 'Failed to update milestone.',
  milestoneUpdated: 'Milestone updated!',
  statusUpdated: (status: string) => `Project status updated to "${status}"!`,
  priorityUpdated: (priority: string) => `Project priority updated to "${priority}"!`,
  unknownUser: 'Unknown User',
  alreadyDecided: 'This proposal was already accepted or rejected.',
  notRecipient: 'Only the person who received this proposal can accept or reject it.',
  sameRole: 'Proposals go between an artist and a client.',
  selfProposal: 'You cannot send a proposal to yourself.',
} as const;

/** The budget rule of §5: only digits with one optional decimal point. */
export const BUDGET_PATTERN = /^(\d+\.?\d*|\.\d+)$/;

export const PROJECT_STATUSES = ['To Do', 'In Progress', 'Artist Completed the Project', 'Artist Unable to Complete', 'Done', 'Failed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** What the artist may set from the board's dropdown. */
export const ARTIST_STATUSES = ['To Do', 'In Progress', 'Artist Completed the Project', 'Artist Unable to Complete'] as const;
/** The client's confirmations, each allowed only from its Artist state. */
export const CONFIRMATIONS = { Done: 'Artist Completed the Project', Failed: 'Artist Unable to Complete' } as const;

/** The board's column of a status. */
export const BOARD_COLUMNS = ['To Do', 'In Progress', 'Done', 'Failed'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
export function columnOf(status: ProjectStatus): BoardColumn {
  if (status === 'Artist Completed the Project' || status === 'Done') return 'Done';
  if (status === 'Artist Unable to Complete' || status === 'Failed') return 'Failed';
  return status;
}

export const PRIORITIES = ['Low', 'Normal', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const MILESTONE_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const PROJECT_LIST_PAGE_SIZE = 8;
export const MILESTONES_PAGE_SIZE = 5;

const today = () => new Date().toISOString().slice(0, 10);
const required = z.string().trim().min(1, PROJECT_MESSAGES.allRequired);

export const sendProposalBodySchema = z.object({
  sender_id: z.string().min(1).max(128),
  recipient_id: z.string().min(1).max(128),
  project_name: required.max(120),
  project_description: required.max(2000),
  budget: required.max(15).regex(BUDGET_PATTERN, PROJECT_MESSAGES.invalidBudget),
  due_date: required.pipe(z.iso.date({ error: PROJECT_MESSAGES.allRequired })).refine((d) => d >= today(), PROJECT_MESSAGES.dueDatePast),
});
export type SendProposalBody = z.infer<typeof sendProposalBodySchema>;

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
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalListSchema = z.array(proposalSchema);

/** Accept: the spec posts the proposal; only its id is read, the rest comes from the stored one. */
export const acceptProposalBodySchema = z.object({ proposal: z.object({ proposal_id: z.string().min(1).max(64) }).loose() });
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

export const personSummarySchema = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profile_image: z.string().nullable(),
});

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
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);
export const acceptProposalResponseSchema = z.object({ message: z.string(), newProject: projectSchema });

export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const updateStatusBodySchema = z.object({ project_id: z.string().min(1).max(64), status: z.enum(PROJECT_STATUSES) });
export const updatePriorityBodySchema = z.object({ project_id: z.string().min(1).max(64), priority: z.enum(PRIORITIES) });
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
  milestone_name: z.string().trim().min(1, 'Milestone name is required.').max(120),
  due_date: z.iso.date({ error: 'Due date must be a date.' }),
  status: z.enum(MILESTONE_STATUSES),
});

export const projectSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  ongoing: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});

/** A milestone's completion follows its status. */
export const MILESTONE_COMPLETION: Record<MilestoneStatus, number> = { 'Not Started': 0, 'In Progress': 50, Completed: 100 };

/** The project's completion: the rounded average of its milestones' (0 without milestones). */
export const averageCompletion = (percents: readonly number[]) => (percents.length === 0 ? 0 : Math.round(percents.reduce((a, b) => a + b, 0) / percents.length));

/** Due dates display as long month, day, year in US English (part 2 §9). */
export const formatDueDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
