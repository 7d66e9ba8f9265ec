import { PROJECT_MESSAGES, PROPOSALS_PER_HOUR, PROPOSALS_PER_HOUR_TO_ONE } from '@shared/messages/projects';
import type { TransactionEntities } from '../db/service';
import type { TransactionItem } from '../db/transactions';
import type { AppError } from '../errors';
import * as RateLimit from '../rate-limit/rate-limit';
import { arePartners } from './projects';

/** How often one person may propose (rate-limit/rate-limit.ts: sliding windows). */
export const PROPOSAL_LIMITS = {
  /** Every proposal a person sends, new ones and counters. */
  all: { name: 'proposals', limit: PROPOSALS_PER_HOUR, windowSeconds: 3600, message: PROJECT_MESSAGES.tooMany },
  /** New proposals from one person to another they have no project with yet. */
  toOne: { name: 'proposals-to', limit: PROPOSALS_PER_HOUR_TO_ONE, windowSeconds: 3600, message: PROJECT_MESSAGES.tooManyToOne },
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
 * A new proposal's slots: the sender's hourly allowance and, unless the two already share a
 * project (a client coming back to their artist), the allowance towards this one person.
 */
export async function newProposalSlots(senderId: string, recipientId: string): Promise<ProposalSlots> {
  const [all, toOne] = await Promise.all([
    RateLimit.slot(PROPOSAL_LIMITS.all, senderId),
    arePartners(senderId, recipientId).then((partners) => (partners ? null : RateLimit.slot(PROPOSAL_LIMITS.toOne, `${senderId}>${recipientId}`))),
  ]);
  return slotsOf(toOne ? [all, toOne] : [all]);
}

/** A counter's slot: the sender's hourly allowance (a counter answers the other side, so it needs no limit per person). */
export async function counterSlots(senderId: string): Promise<ProposalSlots> {
  return slotsOf([await RateLimit.slot(PROPOSAL_LIMITS.all, senderId)]);
}
