/** Proposals, projects and milestones (part 2 §3, §4, §5, §8, §9): texts, states and helpers, without zod (their schemas are in shared/schemas/projects.ts). */

/** Proposals one person may send (new ones and counters) in any hour to people they have no project with. */
export const PROPOSALS_PER_HOUR = 20;
/** New proposals one person may send to someone they have no project with yet, in any hour. */
export const PROPOSALS_PER_HOUR_TO_ONE = 5;

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
  milestoneNameRequired: 'Milestone name is required.',
  statusUpdated: (status: string) => `Project status updated to "${status}"!`,
  priorityUpdated: (priority: string) => `Project priority updated to "${priority}"!`,
  unknownUser: 'Unknown User',
  alreadyDecided: 'This proposal was already accepted or rejected.',
  notRecipient: 'Only the person who received this proposal can accept or reject it.',
  sameRole: 'Proposals go between an artist and a client.',
  selfProposal: 'You cannot send a proposal to yourself.',
  tooManyToOne: `You have already sent this person ${PROPOSALS_PER_HOUR_TO_ONE} proposals in the last hour. You can send them another about an hour after the first of these.`,
  tooMany: `You have sent ${PROPOSALS_PER_HOUR} proposals in the last hour to people you have no project with. You can send another about an hour after the first of these.`,
} as const;

/** The budget rule of §5: only digits with one optional decimal point. */
export const BUDGET_PATTERN = /^(\d+\.?\d*|\.\d+)$/;

export const PROJECT_STATUSES = [
  'To Do',
  'In Progress',
  'Artist Completed the Project',
  'Artist Unable to Complete',
  'Done',
  'Failed',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** What the artist may set from the board's dropdown. */
export const ARTIST_STATUSES = [
  'To Do',
  'In Progress',
  'Artist Completed the Project',
  'Artist Unable to Complete',
] as const;
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

/** What became of a sent proposal, as its sender sees it. */
export const SENT_PROPOSAL_STATUSES = ['Pending', 'Countered', 'Accepted', 'Rejected'] as const;
export type SentProposalStatus = (typeof SENT_PROPOSAL_STATUSES)[number];

export const PRIORITIES = ['Low', 'Normal', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const MILESTONE_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const PROJECT_LIST_PAGE_SIZE = 8;
export const MILESTONES_PAGE_SIZE = 5;

/** A milestone's completion follows its status. */
export const MILESTONE_COMPLETION: Record<MilestoneStatus, number> = {
  'Not Started': 0,
  'In Progress': 50,
  Completed: 100,
};

/** The project's completion: the rounded average of its milestones' (0 without milestones). */
export const averageCompletion = (percents: readonly number[]) =>
  percents.length === 0 ? 0 : Math.round(percents.reduce((a, b) => a + b, 0) / percents.length);

/** Due dates display as long month, day, year in US English (part 2 §9). */
export const formatDueDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
