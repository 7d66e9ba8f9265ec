import { ErrorCodes } from '@shared/api/errors';
import type { Notification } from '@shared/schemas/notifications';
import {
  ARTIST_STATUSES,
  averageCompletion,
  CONFIRMATIONS,
  MILESTONE_COMPLETION,
  PROJECT_MESSAGES,
  type Milestone,
  type MilestoneStatus,
  type Priority,
  type Project,
  type ProjectStatus,
  type Proposal,
  type SendProposalBody,
} from '@shared/schemas/projects';
import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { timeId } from '../ids';
import * as Notifications from '../notifications/notifications';
import * as Profiles from '../profiles/profiles';
import { publicUrl } from '../uploads/urls';

/**
 * Proposals, projects and milestones (part 2 §4, §5, §6). Deciding a proposal deletes it on the
 * condition that it still exists, in the transaction that creates the project: two decisions at
 * once give exactly one outcome. Every project change is conditional on the version it read, so
 * the counters the summary cards show (ongoing, completed) stay exact under concurrent changes.
 */

export const counters = {
  pending: (userId: string) => `proposals:pending:${userId}`,
  total: (userId: string) => `projects:total:${userId}`,
  ongoing: (userId: string) => `projects:ongoing:${userId}`,
  completed: (userId: string) => `projects:done:${userId}`,
};

type ProposalItem = NonNullable<Awaited<ReturnType<typeof getProposal>>>;
type ProjectItem = NonNullable<Awaited<ReturnType<typeof getProject>>>;
type MilestoneItem = { projectId: string; position: number; name: string; dueDate: string; status: MilestoneStatus };

const image = (key: string | undefined | null) => (key ? publicUrl(key) : null);
const dashboardOf = (role: string) => (role === 'Artist' ? '/artist-track-project' : '/client-project-page');
const changed = () => conflict(ErrorCodes.conflict, 'This project was changed meanwhile. Please reload and try again.');
const decided = () => conflict(ErrorCodes.conflict, PROJECT_MESSAGES.alreadyDecided);

async function getProposal(proposalId: string) {
  return (await db().entities.proposal.get({ proposalId }).go()).data;
}
async function getProject(projectId: string) {
  return (await db().entities.project.get({ projectId }).go()).data;
}

function toProposal(p: ProposalItem): Proposal {
  return {
    proposal_id: p.proposalId,
    sender_id: p.senderId,
    recipient_id: p.recipientId,
    project_name: p.projectName,
    project_description: p.description,
    budget: p.budget,
    due_date: p.dueDate,
    status: 'Pending',
    created_at: p.createdAt,
    senderProfile: {
      user_id: p.senderId,
      firstname: p.senderFirstname,
      lastname: p.senderLastname,
      address: p.senderAddress ?? '',
      profile_image: image(p.senderImageKey),
      profileType: p.senderRole === 'Artist' ? 'artist' : 'client',
    },
  };
}

function toProject(p: ProjectItem): Project {
  return {
    project_id: p.projectId,
    project_name: p.projectName,
    description: p.description,
    due_date: p.dueDate,
    priority: p.priority,
    status: p.status,
    completion_percentage: p.completion,
    budget: p.budget,
    artist_id: p.artistId,
    client_id: p.clientId,
    created_at: p.createdAt,
    artist: { user_id: p.artistId, firstname: p.artistFirstname, lastname: p.artistLastname, profile_image: image(p.artistImageKey) },
    client: { user_id: p.clientId, firstname: p.clientFirstname, lastname: p.clientLastname, profile_image: image(p.clientImageKey) },
  };
}

export const milestoneId = (m: Pick<MilestoneItem, 'projectId' | 'position'>) => `${m.projectId}.${m.position}`;

function toMilestone(m: MilestoneItem): Milestone {
  return {
    milestone_id: milestoneId(m),
    project_id: m.projectId,
    milestone_name: m.name,
    due_date: m.dueDate,
    status: m.status,
    completion_percentage: MILESTONE_COMPLETION[m.status],
  };
}

/** Sends a proposal from the caller to a person of the other role. */
export async function send(callerId: string, body: SendProposalBody): Promise<Proposal> {
  if (body.sender_id !== callerId) throw forbidden();
  if (body.recipient_id === callerId) throw badRequest(PROJECT_MESSAGES.selfProposal);
  const [sender, recipient] = await Promise.all([Profiles.get(callerId), Profiles.get(body.recipient_id)]);
  // Proposals are between an artist and a client: anyone else (an admin) may not send one.
  if (!sender || (sender.role !== 'Artist' && sender.role !== 'Client')) throw forbidden();
  if (!recipient || (recipient.role !== 'Artist' && recipient.role !== 'Client')) throw notFound('Profile not found.');
  if (sender.role === recipient.role) throw badRequest(PROJECT_MESSAGES.sameRole);
  const item = {
    proposalId: timeId(),
    senderId: callerId,
    recipientId: recipient.userId,
    projectName: body.project_name,
    description: body.project_description,
    budget: body.budget,
    dueDate: body.due_date,
    createdAt: new Date().toISOString(),
    senderFirstname: sender.firstname,
    senderLastname: sender.lastname,
    senderAddress: sender.address ?? '',
    senderImageKey: sender.profileImageKey,
    senderRole: sender.role,
  } as const;
  let pushed: Notification | undefined;
  await commit(
    (tx) => {
      const { pieces, notification } = Notifications.notifyPieces(tx, recipient.userId, {
        type: 'proposal',
        message: `${sender.firstname} ${sender.lastname} sent you a proposal: ${body.project_name}`,
        link: dashboardOf(recipient.role),
      });
      pushed = notification;
      return [tx.proposal.create(item).commit(), Counters.add(tx, counters.pending(recipient.userId), 1), ...pieces];
    },
    { after: () => Notifications.push(recipient.userId, pushed) },
  );
  return toProposal(item as unknown as ProposalItem);
}

/** The proposals a person received, newest first. */
export async function received(userId: string): Promise<Proposal[]> {
  const { data } = await db().entities.proposal.query.byRecipient({ recipientId: userId }).go({ order: 'desc', limit: 100 });
  return data.map(toProposal);
}

async function decidable(callerId: string, proposalId: string): Promise<ProposalItem> {
  const proposal = await getProposal(proposalId);
  if (!proposal) throw decided();
  if (proposal.recipientId !== callerId) throw forbidden(PROJECT_MESSAGES.notRecipient);
  return proposal;
}

/** The proposal's removal, on the condition that nobody decided it meanwhile. */
const removeProposal = (tx: TransactionEntities, p: ProposalItem) =>
  tx.proposal
    .delete({ proposalId: p.proposalId })
    .where((attr, op) => op.exists(attr.senderId))
    .commit();

/** Default stages, due in equal steps between today and the project's due date. */
const DEFAULT_MILESTONES = ['Concept & Sketches', 'First Draft', 'Revisions', 'Final Delivery'];
export function defaultMilestones(projectId: string, dueDate: string, today = new Date()): MilestoneItem[] {
  const start = Date.parse(today.toISOString().slice(0, 10));
  const end = Math.max(start, Date.parse(dueDate));
  return DEFAULT_MILESTONES.map((name, i) => ({
    projectId,
    position: i + 1,
    name,
    dueDate: new Date(start + ((end - start) * (i + 1)) / DEFAULT_MILESTONES.length).toISOString().slice(0, 10),
    status: 'Not Started' as const,
  }));
}

/** Accepts: the project (with its milestones) is created and the proposal removed, in one transaction. */
export async function accept(callerId: string, proposalId: string): Promise<Project> {
  const proposal = await decidable(callerId, proposalId);
  const [sender, recipient] = await Promise.all([Profiles.get(proposal.senderId), Profiles.get(proposal.recipientId)]);
  if (!sender || !recipient) throw notFound('Profile not found.');
  const artist = sender.role === 'Artist' ? sender : recipient;
  const client = sender.role === 'Artist' ? recipient : sender;
  if (artist.role !== 'Artist' || client.role !== 'Client') throw badRequest(PROJECT_MESSAGES.sameRole);
  const project = {
    projectId: timeId(),
    artistId: artist.userId,
    clientId: client.userId,
    projectName: proposal.projectName,
    description: proposal.description,
    budget: proposal.budget,
    dueDate: proposal.dueDate,
    priority: 'Normal' as const,
    status: 'To Do' as const,
    completion: 0,
    createdAt: new Date().toISOString(),
    artistFirstname: artist.firstname,
    artistLastname: artist.lastname,
    artistImageKey: artist.profileImageKey,
    clientFirstname: client.firstname,
    clientLastname: client.lastname,
    clientImageKey: client.profileImageKey,
    version: 1,
  };
  let pushed: Notification | undefined;
  try {
    await commit(
      (tx) => {
        const { pieces, notification } = Notifications.notifyPieces(tx, sender.userId, {
          type: 'proposal',
          message: `${recipient.firstname} ${recipient.lastname} accepted your proposal: ${proposal.projectName}`,
          link: dashboardOf(sender.role),
        });
        pushed = notification;
        return [
          removeProposal(tx, proposal),
          tx.project.create(project).commit(),
          ...defaultMilestones(project.projectId, project.dueDate).map((m) => tx.milestone.create(m).commit()),
          Counters.add(tx, counters.pending(callerId), -1),
          Counters.add(tx, counters.total(artist.userId), 1),
          Counters.add(tx, counters.total(client.userId), 1),
          tx.partnership.put({ userId: artist.userId, otherUserId: client.userId }).commit(),
          tx.partnership.put({ userId: client.userId, otherUserId: artist.userId }).commit(),
          ...pieces,
        ];
      },
      { after: () => Notifications.push(sender.userId, pushed) },
    );
  } catch (err) {
    if (err instanceof ConditionFailed) throw decided();
    throw err;
  }
  return toProject(project as unknown as ProjectItem);
}

export async function reject(callerId: string, proposalId: string): Promise<void> {
  const proposal = await decidable(callerId, proposalId);
  const recipient = await Profiles.get(callerId);
  const senderRole = proposal.senderRole;
  let pushed: Notification | undefined;
  try {
    await commit(
      (tx) => {
        const { pieces, notification } = Notifications.notifyPieces(tx, proposal.senderId, {
          type: 'proposal',
          message: `${recipient ? `${recipient.firstname} ${recipient.lastname}` : PROJECT_MESSAGES.unknownUser} rejected your proposal: ${proposal.projectName}`,
          link: dashboardOf(senderRole),
        });
        pushed = notification;
        return [removeProposal(tx, proposal), Counters.add(tx, counters.pending(callerId), -1), ...pieces];
      },
      { after: () => Notifications.push(proposal.senderId, pushed) },
    );
  } catch (err) {
    if (err instanceof ConditionFailed) throw decided();
    throw err;
  }
}

/** A person's projects (as the artist or as the client), newest first. */
export async function listFor(userId: string, as: 'Artist' | 'Client'): Promise<Project[]> {
  const projects = db().entities.project;
  const { data } =
    as === 'Artist'
      ? await projects.query.byArtist({ artistId: userId }).go({ order: 'desc', limit: 200 })
      : await projects.query.byClient({ clientId: userId }).go({ order: 'desc', limit: 200 });
  return data.map(toProject);
}

export async function summary(userId: string) {
  const read = await Counters.getMany([counters.total(userId), counters.pending(userId), counters.ongoing(userId), counters.completed(userId)]);
  return { total: read(counters.total(userId)), pending: read(counters.pending(userId)), ongoing: read(counters.ongoing(userId)), completed: read(counters.completed(userId)) };
}

/** The project, if the caller is one of its two people (404 when it does not exist, 403 for others). */
async function participantProject(callerId: string, projectId: string): Promise<ProjectItem & { side: 'Artist' | 'Client' }> {
  const project = await getProject(projectId);
  if (!project) throw notFound('Project not found.');
  if (project.artistId === callerId) return { ...project, side: 'Artist' };
  if (project.clientId === callerId) return { ...project, side: 'Client' };
  throw forbidden();
}

const isOngoing = (s: string) => s.toLowerCase() === 'in progress';

/** A change to the project, conditional on the version read, with counters and the other side notified. */
async function change(project: ProjectItem, fields: { status?: ProjectStatus; priority?: Priority }, notify: { userId: string; role: string; message: string }) {
  const next = { ...project, ...fields, version: project.version + 1 };
  const ongoingBy = (isOngoing(next.status) ? 1 : 0) - (isOngoing(project.status) ? 1 : 0);
  const completedBy = (next.status === 'Done' ? 1 : 0) - (project.status === 'Done' ? 1 : 0);
  let pushed: Notification | undefined;
  try {
    await commit(
      (tx) => {
        const { pieces, notification } = Notifications.notifyPieces(tx, notify.userId, { type: 'proposal', message: notify.message, link: dashboardOf(notify.role) });
        pushed = notification;
        return [
          tx.project
            .patch({ projectId: project.projectId })
            .set({ ...fields, version: next.version })
            .where((attr, op) => op.eq(attr.version, project.version))
            .commit(),
          ...(ongoingBy ? [Counters.add(tx, counters.ongoing(project.artistId), ongoingBy), Counters.add(tx, counters.ongoing(project.clientId), ongoingBy)] : []),
          ...(completedBy ? [Counters.add(tx, counters.completed(project.artistId), completedBy), Counters.add(tx, counters.completed(project.clientId), completedBy)] : []),
          ...pieces,
        ];
      },
      { after: () => Notifications.push(notify.userId, pushed) },
    );
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
  return toProject(next);
}

/**
 * The artist sets one of the four artist states (not once the client confirmed); the client
 * confirms Done from Artist Completed, or Failed from Artist Unable.
 */
export async function setStatus(callerId: string, projectId: string, status: ProjectStatus): Promise<Project> {
  const project = await participantProject(callerId, projectId);
  if (project.side === 'Artist') {
    if (!(ARTIST_STATUSES as readonly string[]).includes(status)) throw forbidden('Only the client confirms a project as Done or Failed.');
    if (project.status === 'Done' || project.status === 'Failed') throw conflict(ErrorCodes.conflict, 'The client already confirmed this project.');
    return change(project, { status }, { userId: project.clientId, role: 'Client', message: `${project.projectName}: the artist set the status to "${status}".` });
  }
  if (status !== 'Done' && status !== 'Failed') throw forbidden('Only the artist changes the project status.');
  if (project.status !== CONFIRMATIONS[status]) throw conflict(ErrorCodes.conflict, `The project can be confirmed as ${status} only when the artist marked it "${CONFIRMATIONS[status]}".`);
  return change(project, { status }, { userId: project.artistId, role: 'Artist', message: `${project.projectName}: the client confirmed it as ${status}.` });
}

export async function setPriority(callerId: string, projectId: string, priority: Priority): Promise<Project> {
  const project = await participantProject(callerId, projectId);
  if (project.side !== 'Artist') throw forbidden('Only the artist changes the project priority.');
  return change(project, { priority }, { userId: project.clientId, role: 'Client', message: `${project.projectName}: the artist set the priority to "${priority}".` });
}

/** The budget and the other side's profile, contact fields included (they share a project, DESIGN §8a). */
export async function details(callerId: string, projectId: string, whose: 'Artist' | 'Client') {
  const project = await participantProject(callerId, projectId);
  const person = await Profiles.get(whose === 'Artist' ? project.artistId : project.clientId);
  return {
    budget: project.budget,
    profile: {
      user_id: person?.userId ?? '',
      firstname: person?.firstname ?? PROJECT_MESSAGES.unknownUser,
      lastname: person?.lastname ?? '',
      email: person?.email ?? '',
      phone: person?.phone ?? '',
      address: person?.address ?? '',
      profile_image: image(person?.profileImageKey),
    },
  };
}

async function milestonesOfProject(projectId: string): Promise<MilestoneItem[]> {
  const { data } = await db().entities.milestone.query.byProject({ projectId }).go({ limit: 50 });
  return data.sort((a, b) => a.position - b.position);
}

export async function milestones(callerId: string, projectId: string): Promise<Milestone[]> {
  await participantProject(callerId, projectId);
  return (await milestonesOfProject(projectId)).map(toMilestone);
}

/** The caller's in-progress projects (as artist or client) with their milestones. */
export async function inProgressWithMilestones(callerId: string, role: string | null) {
  const projects = (await listFor(callerId, role === 'Artist' ? 'Artist' : 'Client')).filter((p) => isOngoing(p.status));
  return Promise.all(projects.map(async (p) => ({ ...p, milestones: (await milestonesOfProject(p.project_id)).map(toMilestone) })));
}

/** The artist edits a stage; the project's completion (average of the stages) changes with it. */
export async function updateMilestone(callerId: string, id: string, fields: { milestone_name: string; due_date: string; status: MilestoneStatus }): Promise<Milestone> {
  const dot = id.lastIndexOf('.');
  const position = Number(id.slice(dot + 1));
  if (dot <= 0 || !Number.isInteger(position)) throw notFound('Milestone not found.');
  const project = await participantProject(callerId, id.slice(0, dot));
  if (project.side !== 'Artist') throw forbidden('Only the artist edits milestones.');
  const all = await milestonesOfProject(project.projectId);
  const current = all.find((m) => m.position === position);
  if (!current) throw notFound('Milestone not found.');
  const next: MilestoneItem = { ...current, name: fields.milestone_name, dueDate: fields.due_date, status: fields.status };
  const completion = averageCompletion(all.map((m) => MILESTONE_COMPLETION[m.position === position ? next.status : m.status]));
  try {
    await commit((tx) => [
      tx.milestone.patch({ projectId: project.projectId, position }).set({ name: next.name, dueDate: next.dueDate, status: next.status }).commit(),
      tx.project
        .patch({ projectId: project.projectId })
        .set({ completion, version: project.version + 1 })
        .where((attr, op) => op.eq(attr.version, project.version))
        .commit(),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw changed();
    throw err;
  }
  return toMilestone(next);
}

/** Whether two people share a project (they may see each other's contact fields). */
export async function arePartners(a: string, b: string): Promise<boolean> {
  const { data } = await db().entities.partnership.get({ userId: a, otherUserId: b }).go();
  return Boolean(data);
}
