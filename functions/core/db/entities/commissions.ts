import { DELIVERY_OUTCOMES } from '@shared/messages/commissions';
import { FUNDING_STATES } from '@shared/money-machines';
import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * Commissions with money (issue 31). A negotiation is a thread of proposal versions; a project
 * agreed on terms is funded through PayMongo checkouts (`funding`), its milestones delivered
 * (`delivery`) and documented (`wipUpdate`); open disputes are listed for admins
 * (`disputeEntry`); an art may show the timeline of the commission it came from (`artProcess`).
 */

/** One version of a negotiation (the first proposal, then each counter), listed per thread in order. */
export const ProposalVersionEntity = entity({
  model: { entity: 'proposalVersion', version: '1', service: 'crafti' },
  attributes: {
    threadId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true },
    proposalId: { type: 'string', required: true, readOnly: true },
    byId: { type: 'string', required: true, readOnly: true },
    toId: { type: 'string', required: true, readOnly: true },
    byFirstname: { type: 'string', required: true },
    byLastname: { type: 'string', required: true },
    at: { type: 'string', required: true, readOnly: true },
    budget: { type: 'string', required: true, readOnly: true },
    dueDate: { type: 'string', required: true, readOnly: true },
    note: { type: 'string' },
    /** The terms as agreed to be sent (validated by shared/schemas/commissions.ts termsSchema). */
    terms: { type: 'any', required: true, readOnly: true },
    status: { type: ['Pending', 'Countered', 'Accepted', 'Rejected'] as const, required: true },
  },
  indexes: {
    byThread: {
      pk: { field: TABLE.partitionKey, composite: ['threadId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['version'] },
    },
  },
});

/**
 * A PayMongo checkout of one or more milestones of a project, into Crafti's account (held). Its
 * `state` follows shared/money-machines.ts's funding machine: one is pending per project at a time
 * (the project's `openFundingId`); a payment for one no longer wanted is refunded whole.
 */
export const FundingEntity = entity({
  model: { entity: 'funding', version: '1', service: 'crafti' },
  attributes: {
    fundingId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    positions: { type: 'list', items: { type: 'number' }, required: true, readOnly: true },
    amountCentavos: { type: 'number', required: true, readOnly: true },
    state: { type: FUNDING_STATES, required: true },
    sessionId: { type: 'string' },
    checkoutUrl: { type: 'string' },
    paymentId: { type: 'string' },
    processingCentavos: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['fundingId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/** A milestone's delivery (images and a note), and what the client made of it. Listed per project, oldest first. */
export const DeliveryEntity = entity({
  model: { entity: 'delivery', version: '1', service: 'crafti' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    position: { type: 'number', required: true, readOnly: true },
    note: { type: 'string', required: true, readOnly: true },
    fileKeys: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    outcome: { type: DELIVERY_OUTCOMES, required: true },
    revisionNote: { type: 'string' },
    decidedAt: { type: 'string' },
  },
  indexes: {
    byProject: {
      pk: { field: TABLE.partitionKey, composite: ['projectId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['deliveryId'], casing: 'none' },
    },
  },
});

/** A work-in-progress update (a photo and a note) on a milestone. Listed per project, oldest first. */
export const WipUpdateEntity = entity({
  model: { entity: 'wipUpdate', version: '1', service: 'crafti' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    updateId: { type: 'string', required: true, readOnly: true },
    position: { type: 'number', required: true, readOnly: true },
    milestoneName: { type: 'string', required: true, readOnly: true },
    note: { type: 'string', required: true, readOnly: true },
    imageKey: { type: 'string', readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byProject: {
      pk: { field: TABLE.partitionKey, composite: ['projectId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['updateId'], casing: 'none' },
    },
  },
});

/**
 * A project of an artist's that has work-in-progress updates, with its name and how many: what
 * "attach a timeline" offers them (GET /api/timeline-choices, one Query of the artist's), kept with
 * each update in its transaction (issue 51 §3).
 */
export const TimelineChoiceEntity = entity({
  model: { entity: 'timelineChoice', version: '1', service: 'crafti' },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
    projectName: { type: 'string', required: true },
    updates: { type: 'number', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: TABLE.partitionKey, composite: ['artistId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['projectId'], casing: 'none' },
    },
  },
});

/** An open dispute in the admins' queue, oldest first; removed when decided. */
export const DisputeEntryEntity = entity({
  model: { entity: 'disputeEntry', version: '1', service: 'crafti' },
  attributes: {
    queue: { type: 'string', required: true, readOnly: true, default: () => 'open' },
    openedAt: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byQueue: {
      pk: { field: TABLE.partitionKey, composite: ['queue'] },
      sk: { field: TABLE.sortKey, composite: ['openedAt', 'projectId'] },
    },
  },
});

/** The commission whose timeline an art shows as "How it was made". */
export const ArtProcessEntity = entity({
  model: { entity: 'artProcess', version: '1', service: 'crafti' },
  attributes: {
    artId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true },
    artistId: { type: 'string', required: true },
  },
  indexes: {
    byArt: {
      pk: { field: TABLE.partitionKey, composite: ['artId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/** A commission's release as the artist's earnings list it (gross, Crafti's 5%, net, where the money is), newest first. */
export const CommissionEarningEntity = entity({
  model: { entity: 'commissionEarning', version: '1', service: 'crafti' },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    milestoneId: { type: 'string', required: true, readOnly: true },
    projectId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true, readOnly: true },
    clientName: { type: 'string', required: true, readOnly: true },
    grossCentavos: { type: 'number', required: true, readOnly: true },
    feeCentavos: { type: 'number', required: true, readOnly: true },
    netCentavos: { type: 'number', required: true, readOnly: true },
    payout: { type: ['on_its_way', 'paid_out'] as const, required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: TABLE.partitionKey, composite: ['artistId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['at', 'milestoneId'], casing: 'none' },
    },
  },
});
