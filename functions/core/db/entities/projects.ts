import { entity } from '../entity';
import { TABLE } from '../table';

/** A pending proposal; accepting or rejecting deletes it (part 2 §4). Listed per recipient, newest first. */
export const ProposalEntity = entity({
  model: { entity: 'proposal', version: '1', service: 'crafti' },
  attributes: {
    proposalId: { type: 'string', required: true, readOnly: true },
    senderId: { type: 'string', required: true, readOnly: true },
    recipientId: { type: 'string', required: true, readOnly: true },
    projectName: { type: 'string', required: true },
    description: { type: 'string', required: true },
    budget: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** The sender as the list shows them, copied when sent. */
    senderFirstname: { type: 'string', required: true },
    senderLastname: { type: 'string', required: true },
    senderAddress: { type: 'string' },
    senderImageKey: { type: 'string' },
    senderRole: { type: ['Artist', 'Client'] as const, required: true },
    /** The negotiation this proposal belongs to (its first proposal's id) and its version in it (issue 31). */
    threadId: { type: 'string' },
    version: { type: 'number' },
    /** The structured terms (shared/schemas/commissions.ts); absent on proposals sent before them. */
    terms: { type: 'any' },
    note: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['proposalId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byRecipient: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['recipientId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['proposalId'], casing: 'none' },
    },
  },
});

/** A project between an artist and a client, listed per artist (gsi1) and per client (gsi2), newest first. */
export const ProjectEntity = entity({
  model: { entity: 'project', version: '1', service: 'crafti' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    projectName: { type: 'string', required: true },
    description: { type: 'string', required: true },
    budget: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    priority: { type: ['Low', 'Normal', 'High'] as const, required: true },
    status: {
      type: [
        'To Do',
        'In Progress',
        'Artist Completed the Project',
        'Artist Unable to Complete',
        'Done',
        'Failed',
      ] as const,
      required: true,
    },
    completion: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    artistFirstname: { type: 'string', required: true },
    artistLastname: { type: 'string', required: true },
    artistImageKey: { type: 'string' },
    clientFirstname: { type: 'string', required: true },
    clientLastname: { type: 'string', required: true },
    clientImageKey: { type: 'string' },
    /** Bumped by every change: each change is conditional on the version it read. */
    version: { type: 'number', required: true },
    /** The agreed terms (issue 31), the negotiation they came from and the version both accepted. */
    terms: { type: 'any' },
    threadId: { type: 'string' },
    agreedVersion: { type: 'number' },
    agreedAt: { type: 'string' },
    /** Money totals in centavos: funded = released + refunded + held, kept by the same writes as the ledger. */
    fundedCentavos: { type: 'number' },
    heldCentavos: { type: 'number' },
    releasedCentavos: { type: 'number' },
    refundedCentavos: { type: 'number' },
    /** The client's checkout not paid yet (one at a time). */
    openFundingId: { type: 'string' },
    cancelRequest: { type: 'any' },
    dispute: { type: 'any' },
    closed: { type: ['done', 'canceled', 'failed', 'settled'] as const },
    /** When the client confirmed it Done or Failed (its reviews' 30 days run from it). */
    closedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['projectId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byArtist: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['artistId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['projectId'], casing: 'none' },
    },
    byClient: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['clientId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['projectId'], casing: 'none' },
    },
  },
});

/**
 * A project in progress, one per side (issue 51 §3): a person's in-progress projects are one Query
 * of theirs. Put and deleted with the status change that starts or ends the project's progress
 * (Projects' `statusPieces`), beside the summary cards' counters.
 */
export const OngoingProjectEntity = entity({
  model: { entity: 'ongoingProject', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['projectId'], casing: 'none' },
    },
  },
});

/** A stage of a project, in the project's own partition-like key (listed per project, in order). */
export const MilestoneEntity = entity({
  model: { entity: 'milestone', version: '1', service: 'crafti' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    position: { type: 'number', required: true, readOnly: true },
    name: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    status: { type: ['Not Started', 'In Progress', 'Completed'] as const, required: true },
    /** Its part of the agreed price and its money (issue 31); absent on projects agreed before terms. */
    amountCentavos: { type: 'number' },
    revisions: { type: 'number' },
    revisionsUsed: { type: 'number' },
    money: { type: ['unfunded', 'funded', 'delivered', 'released', 'refunded', 'settled'] as const },
    releasedCentavos: { type: 'number' },
    refundedCentavos: { type: 'number' },
    /** The release's transfer to the artist's wallet. */
    payout: { type: ['none', 'on_its_way', 'paid_out'] as const },
    fundingId: { type: 'string' },
    paymentId: { type: 'string' },
    fundedAt: { type: 'string' },
    deliveredAt: { type: 'string' },
    autoApproveAt: { type: 'string' },
    /** When its release was decided (its earnings row's date). */
    releasedAt: { type: 'string' },
  },
  indexes: {
    byProject: {
      pk: { field: TABLE.partitionKey, composite: ['projectId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['position'] },
    },
  },
});

/** Two people who share a project: they may see each other's contact fields (DESIGN §8a). */
export const PartnershipEntity = entity({
  model: { entity: 'partnership', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    otherUserId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPair: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['otherUserId'], casing: 'none' },
    },
  },
});

/**
 * A proposal as its sender sees it: written with the proposal, and put again with the decision
 * (the pending proposal itself is deleted then). Listed per sender, newest first.
 */
export const SentProposalEntity = entity({
  model: { entity: 'sentProposal', version: '1', service: 'crafti' },
  attributes: {
    senderId: { type: 'string', required: true, readOnly: true },
    proposalId: { type: 'string', required: true, readOnly: true },
    recipientId: { type: 'string', required: true },
    projectName: { type: 'string', required: true },
    description: { type: 'string', required: true },
    budget: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    status: { type: ['Pending', 'Countered', 'Accepted', 'Rejected'] as const, required: true },
    decidedAt: { type: 'string' },
    threadId: { type: 'string' },
    version: { type: 'number' },
    terms: { type: 'any' },
    note: { type: 'string' },
    /** The recipient as the list shows them, copied when sent (or decided). */
    recipientFirstname: { type: 'string', required: true },
    recipientLastname: { type: 'string', required: true },
    recipientImageKey: { type: 'string' },
  },
  indexes: {
    bySender: {
      pk: { field: TABLE.partitionKey, composite: ['senderId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['proposalId'], casing: 'none' },
    },
  },
});
