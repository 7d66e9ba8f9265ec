import type { Notification } from '@shared/schemas/notifications';
import { PROJECT_MESSAGES, type Project, type Proposal, type SendProposalBody, type SentProposal } from '@shared/schemas/projects';
import { ErrorCodes } from '@shared/api/errors';
import type { Actor } from '../actor';
import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { timeId } from '../ids';
import * as Notifications from '../notifications/notifications';
import * as Profiles from '../profiles/profiles';
import { counters, dashboardOf, image, toProject, type MilestoneItem, type ProjectItem } from './model';

/**
 * Proposals (part 2 §4, §5). Deciding a proposal deletes it on the condition that it still
 * exists, in the transaction that creates the project: two decisions at once give exactly one
 * outcome. The sender's copy (`sentProposal`) is written with the proposal and put again, with
 * its state, in the deciding transaction, so a sender sees what became of each proposal.
 */

type ProposalItem = NonNullable<Awaited<ReturnType<typeof getProposal>>>;
const decided = () => conflict(ErrorCodes.proposalDecided, PROJECT_MESSAGES.alreadyDecided);

async function getProposal(proposalId: string) {
  return (await db().entities.proposal.get({ proposalId }).go()).data;
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

type SentStatus = SentProposal["status"];
type Person = { userId: string; firstname: string; lastname: string; profileImageKey?: string | null };

/** The sender's copy of `proposal` in state `status`, with the recipient as the list shows them. */
function sentCopy(proposal: Omit<ProposalItem, 'senderFirstname' | 'senderLastname' | 'senderAddress' | 'senderImageKey' | 'senderRole'>, recipient: Person | null, status: SentStatus) {
  return {
    senderId: proposal.senderId,
    proposalId: proposal.proposalId,
    recipientId: proposal.recipientId,
    projectName: proposal.projectName,
    description: proposal.description,
    budget: proposal.budget,
    dueDate: proposal.dueDate,
    createdAt: proposal.createdAt,
    status,
    ...(status === 'Pending' ? {} : { decidedAt: new Date().toISOString() }),
    recipientFirstname: recipient?.firstname ?? PROJECT_MESSAGES.unknownUser,
    recipientLastname: recipient?.lastname ?? '',
    ...(recipient?.profileImageKey ? { recipientImageKey: recipient.profileImageKey } : {}),
  };
}

type SentItem = ReturnType<typeof sentCopy>;

function toSent(p: Omit<SentItem, 'status'> & { status: SentStatus; recipientImageKey?: string; decidedAt?: string }): SentProposal {
  return {
    proposal_id: p.proposalId,
    recipient_id: p.recipientId,
    project_name: p.projectName,
    project_description: p.description,
    budget: p.budget,
    due_date: p.dueDate,
    status: p.status,
    created_at: p.createdAt,
    decided_at: p.decidedAt ?? null,
    recipientProfile: { user_id: p.recipientId, firstname: p.recipientFirstname, lastname: p.recipientLastname, profile_image: image(p.recipientImageKey) },
  };
}

/** Sends a proposal from the actor (the body's sender: the route's owner rule) to a person of the other role. */
export async function send(actor: Actor, body: SendProposalBody): Promise<Proposal> {
  const callerId = actor.userId;
  if (body.recipient_id === callerId) throw badRequest(PROJECT_MESSAGES.selfProposal, ErrorCodes.proposalToSelf);
  const [sender, recipient] = await Promise.all([Profiles.get(callerId), Profiles.get(body.recipient_id)]);
  // Proposals are between an artist and a client: anyone else (an admin) may not send one.
  if (!sender || (sender.role !== 'Artist' && sender.role !== 'Client')) throw forbidden();
  if (!recipient || (recipient.role !== 'Artist' && recipient.role !== 'Client')) throw notFound(ErrorCodes.profileNotFound, 'Profile not found.');
  if (sender.role === recipient.role) throw badRequest(PROJECT_MESSAGES.sameRole, ErrorCodes.proposalSameRole);
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
      return [
        tx.proposal.create(item).commit(),
        tx.sentProposal.put(sentCopy(item, recipient, 'Pending')).commit(),
        Counters.add(tx, counters.pending(recipient.userId), 1),
        ...pieces,
      ];
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

/** The proposals a person sent, newest first, each Pending, Accepted or Rejected. */
export async function sent(userId: string): Promise<SentProposal[]> {
  const { data } = await db().entities.sentProposal.query.bySender({ senderId: userId }).go({ order: 'desc', limit: 100 });
  return data.map(toSent);
}

/** Who received a proposal (the one who decides it), or null when there is none. */
export async function recipientOf(proposalId: string): Promise<string | null> {
  return (await getProposal(proposalId))?.recipientId ?? null;
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
export async function accept(actor: Actor, proposalId: string): Promise<Project> {
  const callerId = actor.userId;
  const proposal = await decidable(callerId, proposalId);
  const [sender, recipient] = await Promise.all([Profiles.get(proposal.senderId), Profiles.get(proposal.recipientId)]);
  if (!sender || !recipient) throw notFound(ErrorCodes.profileNotFound, 'Profile not found.');
  const artist = sender.role === 'Artist' ? sender : recipient;
  const client = sender.role === 'Artist' ? recipient : sender;
  if (artist.role !== 'Artist' || client.role !== 'Client') throw badRequest(PROJECT_MESSAGES.sameRole, ErrorCodes.proposalSameRole);
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
          tx.sentProposal.put(sentCopy(proposal, recipient, 'Accepted')).commit(),
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

export async function reject(actor: Actor, proposalId: string): Promise<void> {
  const callerId = actor.userId;
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
        return [
          removeProposal(tx, proposal),
          tx.sentProposal.put(sentCopy(proposal, recipient, 'Rejected')).commit(),
          Counters.add(tx, counters.pending(callerId), -1),
          ...pieces,
        ];
      },
      { after: () => Notifications.push(proposal.senderId, pushed) },
    );
  } catch (err) {
    if (err instanceof ConditionFailed) throw decided();
    throw err;
  }
}

