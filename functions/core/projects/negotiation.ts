import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES, termsChanges, type Terms } from '@shared/messages/commissions';
import type { ProposalHistory, ProposalVersion } from '@shared/schemas/commissions';
import { PROJECT_MESSAGES, type Proposal } from '@shared/schemas/projects';
import type { Actor } from '../actor';
import * as Blocks from '../blocks/blocks';
import * as Counters from '../counters/counters';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { badRequest, forbidden, refuse } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import { proposalSlots } from './limits';
import { counters, dashboardOf } from './model';
import {
  budgetOf,
  counterId,
  decided,
  getProposal,
  markVersion,
  removeProposal,
  sentCopy,
  termsOf,
  threadOf,
  toProposal,
  versionItem,
  type ProposalItem,
} from './proposal-model';

/**
 * Negotiation (issue 31): the recipient of a pending proposal counters it with changed terms, and
 * both people read every version of the thread with what changed.
 *
 * A counter is one transaction: the pending proposal is deleted on the condition that it still
 * exists (so a counter racing an accept, a reject or another counter gives one outcome), its
 * version and its sender's copy become Countered, and the new proposal (from the counterer to the
 * other side, the same thread, the next version) is written with its version item, the
 * counterer's copy, the pending counters and the other side's notification.
 *
 * Any proposal id finds its thread (proposal-model.ts `threadOf`); a proposal sent before terms
 * (no version items) is its own thread of one version, with the default terms of its budget.
 */

type VersionItem = ReturnType<typeof versionItem>;
type Version = Omit<VersionItem, 'terms'> & { terms: Terms };

/** The versions of the thread `proposalId` belongs to, oldest first; null when the id is none of them. */
async function threadVersions(proposalId: string): Promise<Version[] | null> {
  const { data } = await db()
    .entities.proposalVersion.query.byThread({ threadId: threadOf(proposalId) })
    .go({ pages: 'all' });
  const versions = (data as Version[]).sort((a, b) => a.version - b.version);
  if (versions.some((v) => v.proposalId === proposalId)) return versions;
  const pending = await getProposal(proposalId);
  if (!pending || pending.threadId) return null;
  // Sent before terms: one version, as the proposal stands.
  return [
    versionItem(
      { ...pending, threadId: pending.proposalId, version: 1 },
      termsOf(pending),
      { firstname: pending.senderFirstname, lastname: pending.senderLastname },
      'Pending',
    ),
  ];
}

/** The two people of the negotiation a proposal belongs to, or null when there is none. */
export async function participantsOf(proposalId: string): Promise<string[] | null> {
  const first = (await threadVersions(proposalId))?.[0];
  return first ? [first.byId, first.toId] : null;
}

function toVersion(v: Version, previous: Version | undefined): ProposalVersion {
  const changes = previous ? termsChanges(previous.terms, v.terms) : [];
  if (previous && previous.dueDate !== v.dueDate) changes.push(`Due date ${previous.dueDate} → ${v.dueDate}`);
  return {
    version: v.version,
    proposal_id: v.proposalId,
    by: { user_id: v.byId, firstname: v.byFirstname, lastname: v.byLastname },
    at: v.at,
    budget: v.budget,
    due_date: v.dueDate,
    note: v.note ?? null,
    terms: v.terms,
    changes,
    status: v.status,
  };
}

/**
 * Every version of the negotiation `proposalId` belongs to, oldest first, each with what changed
 * from the one before; null when there is none. No caller check: for a project's agreement (its
 * `threadId` is its first proposal's id) read by its people or an admin deciding a dispute.
 */
export async function historyOf(proposalId: string): Promise<ProposalHistory | null> {
  const versions = await threadVersions(proposalId);
  return versions?.length ? historyFrom(versions) : null;
}

const historyFrom = (versions: Version[]): ProposalHistory => ({
  thread_id: versions[0]!.threadId,
  versions: versions.map((v, i) => toVersion(v, versions[i - 1])),
});

/** The history, for one of its two people (the route's owner rule, `thing: 'proposalThread'`). */
export async function history(proposalId: string): Promise<ProposalHistory> {
  const versions = await threadVersions(proposalId);
  if (!versions?.length) throw decided();
  return historyFrom(versions);
}

export interface CounterBody {
  terms: Terms;
  due_date?: string | undefined;
  note?: string | undefined;
}

/** The recipient's counter: a new version from them to the other side (answered as the new pending proposal). */
export async function counter(actor: Actor, proposalId: string, body: CounterBody): Promise<Proposal> {
  const callerId = actor.userId;
  const proposal = await getProposal(proposalId);
  if (!proposal) throw decided();
  const [me, other, slots] = await Promise.all([
    Profiles.get(callerId),
    Profiles.get(proposal.senderId),
    proposalSlots(callerId, proposal.senderId, 'counter'),
    Blocks.assertNone(callerId, proposal.senderId, 'propose'),
  ]);
  if (!me || (me.role !== 'Artist' && me.role !== 'Client')) throw forbidden();
  if (!other) throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  const previous = termsOf(proposal);
  const dueDate = body.due_date ?? proposal.dueDate;
  // A new due date is refused in the past, as a sent one is (the spec's message).
  if (body.due_date && body.due_date < new Date().toISOString().slice(0, 10))
    throw badRequest(PROJECT_MESSAGES.dueDatePast);
  if (termsChanges(previous, body.terms).length === 0 && dueDate === proposal.dueDate)
    throw refuse(ErrorCodes.commissionSameTerms, COMMISSION_MESSAGES.sameTerms);
  slots.ensureRoom();
  const threadId = proposal.threadId ?? proposal.proposalId;
  const version = (proposal.version ?? 1) + 1;
  const item = {
    proposalId: counterId(timeId(), threadId),
    senderId: callerId,
    recipientId: proposal.senderId,
    projectName: proposal.projectName,
    description: proposal.description,
    budget: budgetOf(body.terms.total_centavos),
    dueDate,
    createdAt: new Date().toISOString(),
    senderFirstname: me.firstname,
    senderLastname: me.lastname,
    senderAddress: me.address ?? '',
    senderImageKey: me.profileImageKey,
    senderRole: me.role,
    threadId,
    version,
    terms: body.terms,
    ...(body.note ? { note: body.note } : {}),
  };
  try {
    await commit((tx, fx) => [
      removeProposal(tx, proposal),
      ...slots.pieces(tx),
      tx.sentProposal.put(sentCopy(proposal, me, 'Countered')).commit(),
      ...(proposal.threadId
        ? markVersion(tx, proposal, 'Countered')
        : [tx.proposalVersion.put(firstVersion(proposal, previous)).commit()]),
      tx.proposal.create(item).commit(),
      tx.proposalVersion.create(versionItem(item, body.terms, me, 'Pending')).commit(),
      tx.sentProposal.put(sentCopy(item, other, 'Pending')).commit(),
      Counters.add(tx, counters.pending(callerId), -1),
      Counters.add(tx, counters.pending(other.userId), 1),
      ...fx.notify(other.userId, {
        type: 'proposal',
        message: `${me.firstname} ${me.lastname} countered your proposal: ${proposal.projectName}`,
        link: dashboardOf(other.role),
      }),
    ]);
  } catch (err) {
    // The proposal decided meanwhile (index 0) says more than a limit met at the same moment.
    if (err instanceof ConditionFailed)
      throw (!err.failedIndexes.includes(0) && slots.refusal(err.failedIndexes.map((i) => i - 1))) || decided();
    throw err;
  }
  return toProposal(item as unknown as ProposalItem);
}

/** Version 1 of a proposal sent before terms, written when it is countered (its terms: the defaults of its budget). */
const firstVersion = (p: ProposalItem, terms: Terms): VersionItem =>
  versionItem(
    { ...p, threadId: p.proposalId, version: 1 },
    terms,
    { firstname: p.senderFirstname, lastname: p.senderLastname },
    'Countered',
  );
