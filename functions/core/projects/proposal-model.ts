import { ErrorCodes } from '@shared/api/errors';
import { defaultTerms, type Terms } from '@shared/messages/commissions';
import { pesosToCentavos } from '@shared/money';
import { PROJECT_MESSAGES, type Proposal, type SentProposal } from '@shared/schemas/projects';
import { db, type TransactionEntities, type Item } from '../db/service';
import { refuse } from '../errors';
import { image } from './model';

/**
 * What proposals.ts and negotiation.ts share: the stored proposal, its sender's copy and their views.
 *
 * A negotiation is a thread of proposals. Its first proposal's id is the thread's id; a counter's
 * id is `<its own time id>-<thread id>` (time ids never contain '-'), so any proposal id, pending
 * or decided, names its thread (`threadOf`) and the thread's versions are one Query
 * (`proposalVersion` by thread). Counter ids still sort by creation in the recipient's list.
 */

export type ProposalItem = Item<'proposal'>;
export type SentStatus = SentProposal['status'];
export type Person = { userId: string; firstname: string; lastname: string; profileImageKey?: string | null };

export const decided = () => refuse(ErrorCodes.proposalDecided, PROJECT_MESSAGES.alreadyDecided);

export async function getProposal(proposalId: string) {
  return (await db().entities.proposal.get({ proposalId }).go()).data;
}

/** The thread a proposal id belongs to (see above). */
export const threadOf = (proposalId: string) => proposalId.slice(proposalId.lastIndexOf('-') + 1);
/** The id of a counter in `threadId`. */
export const counterId = (timeId: string, threadId: string) => `${timeId}-${threadId}`;

/** The terms a proposal stands for: its stored ones; those of an old proposal (none stored) are the defaults of its budget. */
export function termsOf(p: { budget: string; dueDate: string; terms?: unknown }, today = new Date()): Terms {
  if (p.terms) return p.terms as Terms;
  return defaultTerms(pesosToCentavos(p.budget) ?? 0, p.dueDate, today);
}

/** Centavos as the spec's budget string: "6000", "6000.50". */
export const budgetOf = (centavos: number) =>
  centavos % 100 === 0
    ? String(centavos / 100)
    : `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** The negotiation fields of a stored proposal (or copy): an old one is version 1 of its own thread. */
const negotiation = (p: {
  proposalId: string;
  threadId?: string;
  version?: number;
  terms?: unknown;
  note?: string;
}) => ({
  terms: (p.terms as Terms | undefined) ?? null,
  thread_id: p.threadId ?? p.proposalId,
  version: p.version ?? 1,
  note: p.note ?? null,
});

/** A received proposal as its list shows it; `blocked` when one of the two has blocked the other since. */
export function toProposal(p: ProposalItem, blocked = false): Proposal {
  return {
    blocked,
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
    ...negotiation(p),
  };
}

type ProposalFields = Omit<
  ProposalItem,
  'senderFirstname' | 'senderLastname' | 'senderAddress' | 'senderImageKey' | 'senderRole'
>;

/** The sender's copy of `proposal` in state `status`, with the recipient as the list shows them. */
export function sentCopy(proposal: ProposalFields, recipient: Person | null, status: SentStatus) {
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
    ...(proposal.threadId ? { threadId: proposal.threadId, version: proposal.version ?? 1 } : {}),
    ...(proposal.terms ? { terms: proposal.terms } : {}),
    ...(proposal.note ? { note: proposal.note } : {}),
    recipientFirstname: recipient?.firstname ?? PROJECT_MESSAGES.unknownUser,
    recipientLastname: recipient?.lastname ?? '',
    ...(recipient?.profileImageKey ? { recipientImageKey: recipient.profileImageKey } : {}),
  };
}

type SentItem = ReturnType<typeof sentCopy>;

export function toSent(
  p: Omit<SentItem, 'status'> & {
    status: SentStatus;
    recipientImageKey?: string;
    decidedAt?: string;
    threadId?: string;
    version?: number;
    terms?: unknown;
    note?: string;
  },
  blocked = false,
): SentProposal {
  return {
    blocked,
    proposal_id: p.proposalId,
    recipient_id: p.recipientId,
    project_name: p.projectName,
    project_description: p.description,
    budget: p.budget,
    due_date: p.dueDate,
    status: p.status,
    created_at: p.createdAt,
    decided_at: p.decidedAt ?? null,
    recipientProfile: {
      user_id: p.recipientId,
      firstname: p.recipientFirstname,
      lastname: p.recipientLastname,
      profile_image: image(p.recipientImageKey),
    },
    ...negotiation(p),
  };
}

/** The proposal's removal, on the condition that nobody decided it meanwhile. */
export const removeProposal = (tx: TransactionEntities, p: Pick<ProposalItem, 'proposalId'>) =>
  tx.proposal
    .delete({ proposalId: p.proposalId })
    .where((attr, op) => op.exists(attr.senderId))
    .commit();

/** The proposal's version in its thread marked with what became of it (proposals sent before terms have none). */
export const markVersion = (
  tx: TransactionEntities,
  p: Pick<ProposalItem, 'threadId' | 'version'>,
  status: 'Countered' | 'Accepted' | 'Rejected',
) =>
  p.threadId
    ? [
        tx.proposalVersion
          .patch({ threadId: p.threadId, version: p.version ?? 1 })
          .set({ status })
          .commit(),
      ]
    : [];

type VersionStatus = 'Pending' | 'Countered' | 'Accepted' | 'Rejected';

/** The thread's version item of a proposal (its first, or a counter), by `by`. */
export function versionItem(
  p: Pick<ProposalItem, 'proposalId' | 'senderId' | 'recipientId' | 'budget' | 'dueDate' | 'createdAt' | 'note'> & {
    threadId: string;
    version: number;
  },
  terms: Terms,
  by: Pick<Person, 'firstname' | 'lastname'>,
  status: VersionStatus,
) {
  return {
    threadId: p.threadId,
    version: p.version,
    proposalId: p.proposalId,
    byId: p.senderId,
    toId: p.recipientId,
    byFirstname: by.firstname,
    byLastname: by.lastname,
    at: p.createdAt,
    budget: p.budget,
    dueDate: p.dueDate,
    ...(p.note ? { note: p.note } : {}),
    terms,
    status,
  };
}
