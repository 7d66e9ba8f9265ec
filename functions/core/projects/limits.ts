import { PROJECT_MESSAGES, PROPOSALS_PER_HOUR, PROPOSALS_PER_HOUR_TO_ONE } from '@shared/messages/projects';
import type { TransactionEntities } from '../db/service';
import type { TransactionItem } from '../db/transactions';
import type { AppError } from '../errors';
import * as RateLimit from '../rate-limit/rate-limit';
import { arePartners } from './partners';

/**
 * How often one person may propose to people they have no project with (rate-limit/rate-limit.ts:
 * sliding windows). Proposals and counters between partners are not limited: the limits keep
 * unasked-for proposals (and their notifications) from flooding someone, and partners asked.
 */
export const PROPOSAL_LIMITS = {
  /** Every proposal a person sends, new ones and counters. */
  all: { name: 'proposals', limit: PROPOSALS_PER_HOUR, windowSeconds: 3600, message: PROJECT_MESSAGES.tooMany },
  /** New proposals from one person to another they have no project with yet. */
  toOne: {
    name: 'proposals-to',
    limit: PROPOSALS_PER_HOUR_TO_ONE,
    windowSeconds: 3600,
    message: PROJECT_MESSAGES.tooManyToOne,
  },
} satisfies Record<string, RateLimit.RateLimitRule>;

/**
 * The proposal limits' slots of one proposal, read together: their pieces lead the proposal's
 * transaction, and `refusal` names the limit a failed transaction met, if any.
 */
export interface ProposalSlots {
  /** Throws the 429 of a limit already reached, before anything is written. */
  ensureRoom(): void;
  pieces(tx: TransactionEntities): TransactionItem[];
  refusal(failedIndexes: number[]): AppError | null;
}

function slotsOf(slots: RateLimit.Slot[]): ProposalSlots {
  return {
    ensureRoom: () => {
      const full = slots.find((s) => s.full);
      if (full) throw full.refusal();
    },
    pieces: (tx) => slots.map((s) => s.piece(tx)),
    refusal: (failedIndexes) => slots.find((_, i) => failedIndexes.includes(i))?.refusal() ?? null,
  };
}

/**
 * The slots of a proposal from `senderId` to `recipientId`, none when the two share a project
 * (a client coming back to their artist): the sender's hourly allowance, and for a new proposal
 * the allowance towards this one person (a counter answers the other side's proposal, so it
 * needs none). Read together with the partnership, so no round trip is added.
 */
export async function proposalSlots(
  senderId: string,
  recipientId: string,
  kind: 'new' | 'counter',
): Promise<ProposalSlots> {
  const rules = kind === 'new' ? [PROPOSAL_LIMITS.all, PROPOSAL_LIMITS.toOne] : [PROPOSAL_LIMITS.all];
  const [partners, ...slots] = await Promise.all([
    arePartners(senderId, recipientId),
    ...rules.map((rule) =>
      RateLimit.slot(rule, rule === PROPOSAL_LIMITS.toOne ? `${senderId}>${recipientId}` : senderId),
    ),
  ]);
  return slotsOf(partners ? [] : slots);
}
