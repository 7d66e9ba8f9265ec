import { defaultTerms, type Terms } from '@shared/messages/commissions';
import { pesosToCentavos } from '@shared/money';
import {
  PROJECT_MESSAGES,
  type Project,
  type Proposal,
  type SendProposalBody,
  type SentProposal,
} from '@shared/schemas/projects';
import { ErrorCodes } from '@shared/api/errors';
import type { Actor } from '../actor';
import * as Blocks from '../blocks/blocks';
import * as Counters from '../counters/counters';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { forbidden, refuse } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import { proposalSlots } from './limits';
import { counters, dashboardOf, toProject, type MilestoneItem, type ProjectItem } from './model';
import {
  decided,
  getProposal,
  markVersion,
  removeProposal,
  sentCopy,
  toProposal,
  toSent,
  versionItem,
  type ProposalItem,
} from './proposal-model';

/**
 * Proposals (part 2 §4, §5). Deciding a proposal deletes it on the condition that it still
 * exists, in the transaction that creates the project: two decisions at once give exactly one
 * outcome. The sender's copy (`sentProposal`) is written with the proposal and put again, with
 * its state, in the deciding transaction, so a sender sees what became of each proposal.
 */

/** Sends a proposal from the actor (the body's sender: the route's owner rule) to a person of the other role. */
export async function send(actor: Actor, body: SendProposalBody): Promise<Proposal> {
  const callerId = actor.userId;
  if (body.recipient_id === callerId) throw refuse(ErrorCodes.proposalToSelf, PROJECT_MESSAGES.selfProposal);
  const [sender, recipient, slots] = await Promise.all([
    Profiles.get(callerId),
    Profiles.get(body.recipient_id),
    proposalSlots(callerId, body.recipient_id, 'new'),
    Blocks.assertNone(callerId, body.recipient_id, 'propose'),
  ]);
  // Proposals are between an artist and a client: anyone else (an admin) may not send one.
  if (!sender || (sender.role !== 'Artist' && sender.role !== 'Client')) throw forbidden();
  if (!recipient || (recipient.role !== 'Artist' && recipient.role !== 'Client'))
    throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  if (sender.role === recipient.role) throw refuse(ErrorCodes.proposalSameRole, PROJECT_MESSAGES.sameRole);
  slots.ensureRoom();
  // Without terms (an old client), the defaults of the budget; a budget that is no amount in centavos ("0") carries none.
  const budgetCentavos = pesosToCentavos(body.budget);
  const terms: Terms | undefined =
    body.terms ?? (budgetCentavos ? defaultTerms(budgetCentavos, body.due_date) : undefined);
  const proposalId = timeId();
  const item = {
    proposalId,
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
    ...(terms ? { threadId: proposalId, version: 1, terms } : {}),
    ...(body.note ? { note: body.note } : {}),
  } as const;
  await commit((tx, fx) => [
    ...slots.pieces(tx),
    tx.proposal.create(item).commit(),
    tx.sentProposal.put(sentCopy(item, recipient, 'Pending')).commit(),
    ...(terms
      ? [
          tx.proposalVersion
            .create(versionItem({ ...item, threadId: proposalId, version: 1 }, terms, sender, 'Pending'))
            .commit(),
        ]
      : []),
    Counters.add(tx, counters.pending(recipient.userId), 1),
    ...fx.notify(recipient.userId, {
      type: 'proposal',
      message: `${sender.firstname} ${sender.lastname} sent you a proposal: ${body.project_name}`,
      link: dashboardOf(recipient.role),
    }),
  ]).catch((err: unknown) => {
    throw (err instanceof ConditionFailed && slots.refusal(err.failedIndexes)) || err;
  });
  return toProposal(item as unknown as ProposalItem);
}

/** The proposals a person received, newest first. */
export async function received(userId: string): Promise<Proposal[]> {
  // One read of the person's blocks for the whole list: a proposal across a block says so.
  const [{ data }, hidden] = await Promise.all([
    db().entities.proposal.query.byRecipient({ recipientId: userId }).go({ order: 'desc', limit: 100 }),
    Blocks.hiddenFor(userId),
  ]);
  return data.map((p) => toProposal(p, hidden.has(p.senderId)));
}

/** The proposals a person sent, newest first, each Pending, Countered, Accepted or Rejected. */
export async function sent(userId: string): Promise<SentProposal[]> {
  const [{ data }, hidden] = await Promise.all([
    db().entities.sentProposal.query.bySender({ senderId: userId }).go({ order: 'desc', limit: 100 }),
    Blocks.hiddenFor(userId),
  ]);
  return data.map((p) => toSent(p, hidden.has(p.recipientId)));
}

/** Who received a proposal (the one who decides it), or null when there is none. */
export async function recipientOf(proposalId: string): Promise<string | null> {
  return (await getProposal(proposalId))?.recipientId ?? null;
}

async function decidable(callerId: string, proposalId: string): Promise<ProposalItem> {
  const proposal = await getProposal(proposalId);
  if (!proposal) throw decided();
  return proposal;
}

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

/**
 * The agreement a project keeps (issue 31): the accepted version's terms, locked, and its money
 * totals at zero. A proposal sent before terms (none stored) makes a project without them.
 */
function agreement(proposal: ProposalItem) {
  if (!proposal.terms) return {};
  return {
    terms: proposal.terms,
    threadId: proposal.threadId ?? proposal.proposalId,
    agreedVersion: proposal.version ?? 1,
    agreedAt: new Date().toISOString(),
    fundedCentavos: 0,
    heldCentavos: 0,
    releasedCentavos: 0,
    refundedCentavos: 0,
  };
}

/** The milestones of agreed terms, positions 1..n, each with its amount, its revisions and no money yet. */
export function termsMilestones(projectId: string, terms: Terms) {
  return terms.milestones.map((m, i) => ({
    projectId,
    position: i + 1,
    name: m.name,
    dueDate: m.due_date,
    status: 'Not Started' as const,
    amountCentavos: m.amount_centavos,
    revisions: m.revisions,
    revisionsUsed: 0,
    money: 'unfunded' as const,
    releasedCentavos: 0,
    refundedCentavos: 0,
    payout: 'none' as const,
  }));
}

/** Accepts: the project (with its milestones) is created and the proposal removed, in one transaction. */
export async function accept(actor: Actor, proposalId: string): Promise<Project> {
  const callerId = actor.userId;
  const proposal = await decidable(callerId, proposalId);
  // A block placed while the proposal was pending ends it, as it ends sending and countering.
  await Blocks.assertNone(callerId, proposal.senderId, 'accept_proposal');
  const [sender, recipient] = await Promise.all([Profiles.get(proposal.senderId), Profiles.get(proposal.recipientId)]);
  if (!sender || !recipient) throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  const artist = sender.role === 'Artist' ? sender : recipient;
  const client = sender.role === 'Artist' ? recipient : sender;
  if (artist.role !== 'Artist' || client.role !== 'Client')
    throw refuse(ErrorCodes.proposalSameRole, PROJECT_MESSAGES.sameRole);
  const terms = proposal.terms as Terms | undefined;
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
    ...agreement(proposal),
  };
  const milestones = terms
    ? termsMilestones(project.projectId, terms)
    : defaultMilestones(project.projectId, project.dueDate);
  try {
    await commit((tx, fx) => [
      removeProposal(tx, proposal),
      tx.sentProposal.put(sentCopy(proposal, recipient, 'Accepted')).commit(),
      tx.project.create(project).commit(),
      ...markVersion(tx, proposal, 'Accepted'),
      ...milestones.map((m) => tx.milestone.create(m).commit()),
      Counters.add(tx, counters.pending(callerId), -1),
      Counters.add(tx, counters.total(artist.userId), 1),
      Counters.add(tx, counters.total(client.userId), 1),
      tx.partnership.put({ userId: artist.userId, otherUserId: client.userId }).commit(),
      tx.partnership.put({ userId: client.userId, otherUserId: artist.userId }).commit(),
      ...fx.notify(sender.userId, {
        type: 'proposal',
        message: `${recipient.firstname} ${recipient.lastname} accepted your proposal: ${proposal.projectName}`,
        link: dashboardOf(sender.role),
      }),
    ]);
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
  try {
    await commit((tx, fx) => [
      removeProposal(tx, proposal),
      tx.sentProposal.put(sentCopy(proposal, recipient, 'Rejected')).commit(),
      ...markVersion(tx, proposal, 'Rejected'),
      Counters.add(tx, counters.pending(callerId), -1),
      ...fx.notify(proposal.senderId, {
        type: 'proposal',
        message: `${recipient ? `${recipient.firstname} ${recipient.lastname}` : PROJECT_MESSAGES.unknownUser} rejected your proposal: ${proposal.projectName}`,
        link: dashboardOf(senderRole),
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw decided();
    throw err;
  }
}
