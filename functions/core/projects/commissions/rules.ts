import type { MilestoneMoney } from '@shared/messages/commissions';
import { platformFee } from '@shared/money';
import { allocate, type Posting } from '../../checkout/ledger';

/**
 * The money rules of a commission, pure (no reads, no writes), so the property test runs the same
 * code the routes do. Integer centavos. Per milestone: funded = released + refunded + held, where
 * held is its amount while 'funded' or 'delivered' and 0 otherwise. Ledger accounts (the book of a
 * project is `project-<projectId>`):
 *   buyer                          what the client paid (negative) and got back
 *   platform:escrow:<projectId>    the project's money Crafti holds
 *   platform:releasing:<artistId>  released, on its way to the artist's wallet (a transfer)
 *   platform:refunding:<projectId> refunded, on its way back to the client (a PayMongo refund)
 *   artist:<artistId>              money in the artist's PayMongo wallet
 *   platform:fee                   Crafti's 5% of each release, less PayMongo's processing fee
 *   paymongo:fees                  PayMongo's processing fee
 */

export interface MilestoneMoneyState {
  position: number;
  amount: number;
  money: MilestoneMoney;
  revisions: number;
  revisionsUsed: number;
  released: number;
  refunded: number;
}

export type CommissionEvent =
  | { kind: 'fund' }
  | { kind: 'deliver' }
  | { kind: 'revise' }
  | { kind: 'approve' }
  | { kind: 'auto_approve' }
  | { kind: 'cancel'; keepPercent: number }
  | { kind: 'decide'; release: number };

export interface Step {
  next: MilestoneMoneyState;
  /** What this step releases to the artist (gross) and refunds to the client. */
  release: number;
  refund: number;
}

export const isHeld = (money: MilestoneMoney) => money === 'funded' || money === 'delivered';
export const heldOf = (m: Pick<MilestoneMoneyState, 'money' | 'amount'>) => (isHeld(m.money) ? m.amount : 0);
export const fundedOf = (m: Pick<MilestoneMoneyState, 'money' | 'amount'>) => (m.money === 'unfunded' ? 0 : m.amount);

/** A held milestone split into a release and a refund: released, refunded, or settled (both). */
function split(m: MilestoneMoneyState, release: number): Step {
  const refund = m.amount - release;
  const money: MilestoneMoney = refund === 0 ? 'released' : release === 0 ? 'refunded' : 'settled';
  return { next: { ...m, money, released: release, refunded: refund }, release, refund };
}

/** The artist's part of a funded, undelivered milestone on cancellation (rounded down to the centavo). */
export const keptOnCancel = (amount: number, keepPercent: number) => Math.floor((amount * keepPercent) / 100);

/**
 * A milestone after an event; null when the event does not apply in its state (a replay, a race
 * lost, a step out of order: nothing changes).
 */
export function step(m: MilestoneMoneyState, e: CommissionEvent): Step | null {
  const same = (next: MilestoneMoneyState): Step => ({ next, release: 0, refund: 0 });
  switch (e.kind) {
    case 'fund':
      return m.money === 'unfunded' ? same({ ...m, money: 'funded' }) : null;
    case 'deliver':
      return m.money === 'funded' ? same({ ...m, money: 'delivered' }) : null;
    case 'revise':
      return m.money === 'delivered' && m.revisionsUsed < m.revisions ? same({ ...m, money: 'funded', revisionsUsed: m.revisionsUsed + 1 }) : null;
    case 'approve':
    case 'auto_approve':
      return m.money === 'delivered' ? split(m, m.amount) : null;
    case 'cancel':
      if (m.money === 'delivered') return split(m, m.amount);
      return m.money === 'funded' ? split(m, keptOnCancel(m.amount, e.keepPercent)) : null;
    case 'decide':
      return isHeld(m.money) && Number.isSafeInteger(e.release) && e.release >= 0 && e.release <= m.amount ? split(m, e.release) : null;
  }
}

/** A dispute's release part over the held milestones, in proportion to their amounts, in whole centavos. */
export function decisionParts(milestones: readonly MilestoneMoneyState[], release: number): Map<number, number> {
  const held = milestones.filter((m) => isHeld(m.money));
  const parts = allocate(release, held.map((m) => m.amount));
  return new Map(held.map((m, i) => [m.position, parts[i]!]));
}

export const heldTotal = (milestones: readonly Pick<MilestoneMoneyState, 'money' | 'amount'>[]) => milestones.reduce((sum, m) => sum + heldOf(m), 0);

export const accounts = {
  buyer: 'buyer',
  escrow: (projectId: string) => `platform:escrow:${projectId}`,
  releasing: (artistId: string) => `platform:releasing:${artistId}`,
  refunding: (projectId: string) => `platform:refunding:${projectId}`,
  artist: (artistId: string) => `artist:${artistId}`,
  fee: 'platform:fee',
  processing: 'paymongo:fees',
} as const;

export const bookOf = (projectId: string) => `project-${projectId}`;

/** The artist's part of a release: the release less Crafti's 5%. */
export const netOf = (release: number) => release - platformFee(release);

/** A funding paid: the client's money held for the project; Crafti pays PayMongo's processing fee. */
export const fundPostings = (projectId: string, amount: number, processing: number): Posting[] => [
  { account: accounts.buyer, amount: -amount },
  { account: accounts.escrow(projectId), amount },
  ...(processing ? [{ account: accounts.fee, amount: -processing }, { account: accounts.processing, amount: processing }] : []),
];

/** A release decided: out of the hold, the artist's net on its way to them, Crafti's 5% earned. */
export const releasePostings = (projectId: string, artistId: string, release: number): Posting[] => [
  { account: accounts.escrow(projectId), amount: -release },
  { account: accounts.releasing(artistId), amount: netOf(release) },
  { account: accounts.fee, amount: platformFee(release) },
];

/** A release's transfer made: the net in the artist's wallet. */
export const releasePaidPostings = (artistId: string, net: number): Posting[] => [
  { account: accounts.releasing(artistId), amount: -net },
  { account: accounts.artist(artistId), amount: net },
];

/** A refund decided: out of the hold, on its way back to the client. */
export const refundPostings = (projectId: string, refund: number): Posting[] => [
  { account: accounts.escrow(projectId), amount: -refund },
  { account: accounts.refunding(projectId), amount: refund },
];

/** A refund made by PayMongo: back with the client. */
export const refundPaidPostings = (projectId: string, refund: number): Posting[] => [
  { account: accounts.refunding(projectId), amount: -refund },
  { account: accounts.buyer, amount: refund },
];
