import { MIN_REFUND_CENTAVOS } from '@shared/money';
import {
  type MilestoneMoneyEvent,
  milestoneMoneyMachine,
  type MilestoneMoneyState as MilestoneMoney,
} from '@shared/money-machines';
import { allocate } from './accounts';

/**
 * A commission milestone's money, pure (no reads, no writes), so the property test runs the code
 * the routes do: shared/money-machines.ts's milestoneMoney machine says which event applies in
 * which state; these rules pick the outcome from the amounts. Integer centavos. Per milestone:
 * funded = released + refunded + held, where held is its amount while 'funded' or 'delivered'
 * and 0 otherwise. PayMongo refunds ₱1.00 or more: a refund part below that goes to the artist
 * with the release instead (so nothing is left that can never be paid out).
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

/** A held milestone split into a release and a refund: released, refunded, or settled (both). A refund under ₱1.00 is released instead. */
function split(m: MilestoneMoneyState, decided: number): Step {
  const rest = m.amount - decided;
  const release = rest > 0 && rest < MIN_REFUND_CENTAVOS ? m.amount : decided;
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
  if (!milestoneMoneyMachine.can(m.money, e.kind as MilestoneMoneyEvent)) return null;
  const same = (next: MilestoneMoneyState): Step => ({ next, release: 0, refund: 0 });
  switch (e.kind) {
    case 'fund':
      return m.money === 'unfunded' ? same({ ...m, money: 'funded' }) : null;
    case 'deliver':
      return m.money === 'funded' ? same({ ...m, money: 'delivered' }) : null;
    case 'revise':
      return m.money === 'delivered' && m.revisionsUsed < m.revisions
        ? same({ ...m, money: 'funded', revisionsUsed: m.revisionsUsed + 1 })
        : null;
    case 'approve':
    case 'auto_approve':
      return m.money === 'delivered' ? split(m, m.amount) : null;
    case 'cancel':
      if (m.money === 'delivered') return split(m, m.amount);
      return m.money === 'funded' ? split(m, keptOnCancel(m.amount, e.keepPercent)) : null;
    case 'decide':
      return isHeld(m.money) && Number.isSafeInteger(e.release) && e.release >= 0 && e.release <= m.amount
        ? split(m, e.release)
        : null;
  }
}

/** A dispute's release part over the held milestones, in proportion to their amounts, in whole centavos. */
export function decisionParts(milestones: readonly MilestoneMoneyState[], release: number): Map<number, number> {
  const held = milestones.filter((m) => isHeld(m.money));
  const parts = allocate(
    release,
    held.map((m) => m.amount),
  );
  return new Map(held.map((m, i) => [m.position, parts[i]!]));
}

export const heldTotal = (milestones: readonly Pick<MilestoneMoneyState, 'money' | 'amount'>[]) =>
  milestones.reduce((sum, m) => sum + heldOf(m), 0);
