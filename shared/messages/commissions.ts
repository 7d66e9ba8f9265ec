import { formatPeso, MIN_PAYMENT_CENTAVOS } from '../money';

/**
 * Commissions with money (issue 31): the terms a proposal carries, the states of a funded
 * milestone, and their texts, without zod (the schemas are in shared/schemas/commissions.ts).
 * Money is integer centavos.
 */

export const USAGE_RIGHTS = ['personal', 'commercial', 'exclusive'] as const;
export type UsageRights = (typeof USAGE_RIGHTS)[number];
export const USAGE_TEXT: Record<UsageRights, string> = {
  personal: 'Personal use',
  commercial: 'Commercial use',
  exclusive: 'Exclusive rights (the artist may not sell or reuse it)',
};

export const FUNDING_MODES = ['milestone', 'whole'] as const;
export type FundingMode = (typeof FUNDING_MODES)[number];
export const FUNDING_TEXT: Record<FundingMode, string> = {
  milestone: 'Milestone by milestone',
  whole: 'The whole price up front',
};

/** At most this many milestones in a proposal. */
export const MAX_MILESTONES = 8;
export const MAX_REVISIONS = 10;
/** Silence after a delivery approves it: the client has this many days to review. */
export const AUTO_APPROVE_DAYS = 7;
export const AUTO_APPROVE_MS = AUTO_APPROVE_DAYS * 24 * 3_600_000;
/** PayMongo takes payments of at least ₱20.00 (shared/money.ts). */
export const MIN_FUNDING_CENTAVOS = MIN_PAYMENT_CENTAVOS;

/**
 * Where a milestone's money is.
 *   unfunded   nothing paid yet (the artist should not start)
 *   funded     paid by the client, held by Crafti; the artist works (again, after a revision)
 *   delivered  the artist delivered; the client approves or asks for a revision (or 7 days pass)
 *   released   approved: the amount (less 5%) went to the artist
 *   refunded   given back to the client
 *   settled    part released, part refunded (a cancellation's rule, or an admin's decision)
 */
export const MILESTONE_MONEY = ['unfunded', 'funded', 'delivered', 'released', 'refunded', 'settled'] as const;
export type MilestoneMoney = (typeof MILESTONE_MONEY)[number];
export const MILESTONE_MONEY_TEXT: Record<MilestoneMoney, string> = {
  unfunded: 'Not funded yet',
  funded: 'Funded · held by Crafti',
  delivered: 'Delivered · awaiting approval',
  released: 'Released to the artist',
  refunded: 'Refunded to the client',
  settled: 'Split between the artist and the client',
};
/** Money that is still held by Crafti in these states. */
export const HELD_STATES: readonly MilestoneMoney[] = ['funded', 'delivered'];

export const DELIVERY_OUTCOMES = ['awaiting', 'revision', 'approved', 'auto_approved', 'closed'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];
export const DELIVERY_OUTCOME_TEXT: Record<DeliveryOutcome, string> = {
  awaiting: 'Awaiting the client’s review',
  revision: 'Revision requested',
  approved: 'Approved',
  auto_approved: 'Approved automatically after 7 days',
  closed: 'Closed with the project',
};

/** How a project with terms ended, besides the spec's statuses. */
export const CLOSINGS = ['done', 'canceled', 'failed', 'settled'] as const;
export type Closing = (typeof CLOSINGS)[number];
export const CLOSING_TEXT: Record<Closing, string> = {
  done: 'Done: every funded milestone released',
  canceled: 'Canceled by agreement',
  failed: 'Confirmed as failed',
  settled: 'Settled by Crafti after a dispute',
};

export const COMMISSION_MESSAGES = {
  milestonesSum: 'The milestones must add up exactly to the total price.',
  totalIsBudget: 'The total price must equal the budget.',
  milestoneName: 'Each milestone needs a name.',
  milestoneDate: 'Each milestone needs a due date, not in the past.',
  milestoneAmount: 'Each milestone needs an amount in pesos.',
  formatRequired: 'Say how the work will be delivered.',
  countered: 'Counter-proposal sent!',
  sameTerms: 'Change at least one term to counter.',
  noTerms: 'This project was agreed before Crafti held payments: it has no terms to fund.',
  funded: (name: string) => `${name} is funded. You can start work on it.`,
  fundFirst: 'Fund this milestone before the artist starts.',
  nothingToFund: 'Every milestone is already funded.',
  fundTooSmall: `PayMongo takes payments of ${formatPeso(MIN_FUNDING_CENTAVOS)} or more.`,
  notFunded: 'This milestone is not funded yet: wait for the client to fund it before you deliver.',
  notDelivered: 'There is no delivery awaiting review on this milestone.',
  revisionsUsed:
    'The revisions included in this milestone are used up. Approve the delivery, or agree a paid change with the artist (send a new proposal).',
  delivered: 'Delivery sent. The client has 7 days to review it.',
  approved: 'Delivery approved. The milestone’s money is on its way to the artist.',
  revisionAsked: 'Revision requested.',
  wipPosted: 'Update posted to the timeline.',
  disputed: 'This project is in dispute: its money cannot move until Crafti decides.',
  closed: 'This project is closed.',
  cancelAsked: 'Cancellation requested. The other side can agree or open a dispute.',
  cancelDone: 'The project is canceled. Refunds follow the agreed cancellation rule.',
  cancelWithdrawn: 'Cancellation request withdrawn.',
  noCancelRequest: 'There is no cancellation request to answer.',
  cancelRequested: 'A cancellation was asked for: agree to it, withdraw it, or open a dispute before delivering.',
  ownCancelRequest: 'The other side answers your cancellation request.',
  disputeOpened: 'Dispute opened. A Crafti admin will review the agreement, deliveries and chat, and decide.',
  nothingHeld: 'No money is held on this project, so there is nothing to dispute.',
  alreadyDisputed: 'This project is already in dispute.',
  decided: 'Dispute decided. Both sides have been notified.',
  releaseTooMuch: 'The release part cannot be more than the money held.',
  notDisputed: 'This project is not in dispute.',
  attached: 'The process timeline is attached to this art.',
  detached: 'The process timeline is removed from this art.',
  notYourProject: 'You can attach the timeline of your own commission only.',
} as const;

export interface TermsMilestone {
  name: string;
  due_date: string;
  amount_centavos: number;
  revisions: number;
}

export interface Terms {
  total_centavos: number;
  milestones: TermsMilestone[];
  usage: UsageRights;
  delivery_format: string;
  /** The share (%) of a funded, undelivered milestone the artist keeps if the project is canceled. */
  cancel_keep_percent: number;
  funding: FundingMode;
}

/** The spec's four default stages. */
export const DEFAULT_MILESTONE_NAMES = ['Concept & Sketches', 'First Draft', 'Revisions', 'Final Delivery'] as const;

/** `total` in `parts` whole-centavo shares that add up exactly (the first ones take the remainder). */
export function evenShares(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

/** The terms a proposal starts from: the four default milestones, due in equal steps to the due date, the price split evenly. */
export function defaultTerms(totalCentavos: number, dueDate: string, today = new Date()): Terms {
  const start = Date.parse(today.toISOString().slice(0, 10));
  const end = Math.max(start, Date.parse(dueDate) || start);
  const shares = evenShares(totalCentavos, DEFAULT_MILESTONE_NAMES.length);
  return {
    total_centavos: totalCentavos,
    milestones: DEFAULT_MILESTONE_NAMES.map((name, i) => ({
      name,
      due_date: new Date(start + ((end - start) * (i + 1)) / DEFAULT_MILESTONE_NAMES.length).toISOString().slice(0, 10),
      amount_centavos: shares[i]!,
      revisions: 1,
    })),
    usage: 'personal',
    delivery_format: 'High-resolution digital file',
    cancel_keep_percent: 0,
    funding: 'milestone',
  };
}

/** What changed from one version of the terms to the next, in words both sides read. */
export function termsChanges(before: Terms, after: Terms): string[] {
  const out: string[] = [];
  if (before.total_centavos !== after.total_centavos)
    out.push(`Total price ${formatPeso(before.total_centavos)} → ${formatPeso(after.total_centavos)}`);
  const count = Math.max(before.milestones.length, after.milestones.length);
  for (let i = 0; i < count; i++) {
    const a = before.milestones[i];
    const b = after.milestones[i];
    if (!a && b) out.push(`Milestone ${i + 1} added: ${b.name}, ${formatPeso(b.amount_centavos)}, due ${b.due_date}`);
    else if (a && !b) out.push(`Milestone ${i + 1} removed: ${a.name}`);
    else if (a && b) {
      if (a.name !== b.name) out.push(`Milestone ${i + 1} renamed “${a.name}” → “${b.name}”`);
      if (a.amount_centavos !== b.amount_centavos)
        out.push(`Milestone ${i + 1} (${b.name}) ${formatPeso(a.amount_centavos)} → ${formatPeso(b.amount_centavos)}`);
      if (a.due_date !== b.due_date) out.push(`Milestone ${i + 1} (${b.name}) due ${a.due_date} → ${b.due_date}`);
      if (a.revisions !== b.revisions)
        out.push(`Milestone ${i + 1} (${b.name}) revisions ${a.revisions} → ${b.revisions}`);
    }
  }
  if (before.usage !== after.usage) out.push(`Usage rights ${USAGE_TEXT[before.usage]} → ${USAGE_TEXT[after.usage]}`);
  if (before.delivery_format !== after.delivery_format)
    out.push(`Delivery format “${before.delivery_format}” → “${after.delivery_format}”`);
  if (before.cancel_keep_percent !== after.cancel_keep_percent)
    out.push(
      `On cancellation the artist keeps ${before.cancel_keep_percent}% → ${after.cancel_keep_percent}% of a funded, undelivered milestone`,
    );
  if (before.funding !== after.funding)
    out.push(`Funding ${FUNDING_TEXT[before.funding]} → ${FUNDING_TEXT[after.funding]}`);
  return out;
}

/** The cancellation rule in words. */
export const cancelRuleText = (keepPercent: number) =>
  `If the project is canceled, the artist keeps ${keepPercent}% of each funded milestone not yet delivered and the client gets the rest back; delivered milestones are paid in full.`;
