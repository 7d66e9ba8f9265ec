import { describe, expect, it } from 'vitest';
import { defaultTerms } from '@shared/messages/commissions';
import { timeId } from '../ids';
import { budgetOf, counterId, termsOf, threadOf } from './proposal-model';
import { termsMilestones } from './proposals';

describe('a negotiation’s ids, budgets and agreed milestones', () => {
  it('finds the thread of any proposal id: the first one’s, and every counter’s', () => {
    const first = timeId();
    const second = counterId(timeId(), first);
    expect([threadOf(first), threadOf(second), threadOf(counterId(timeId(), first))]).toEqual([first, first, first]);
    expect(second.length).toBeLessThanOrEqual(64);
    // A counter's id sorts after the first one (the recipient's list is newest first by id).
    expect(second > first).toBe(true);
  });

  it('writes a total as the spec’s budget string', () => {
    expect([budgetOf(600_000), budgetOf(600_050), budgetOf(600_005), budgetOf(1)]).toEqual([
      '6000',
      '6000.50',
      '6000.05',
      '0.01',
    ]);
  });

  it('gives an old proposal (no terms stored) the defaults of its budget', () => {
    const today = new Date('2026-11-26T00:00:00Z');
    expect(termsOf({ budget: '1000.50', dueDate: '2026-12-26' }, today)).toEqual(
      defaultTerms(100_050, '2026-12-26', today),
    );
    expect(termsOf({ budget: '0', dueDate: '2026-12-26' }, today).total_centavos).toBe(0);
  });

  it('makes the agreed milestones from the terms, unfunded, in order', () => {
    const terms = defaultTerms(900_000, '2026-12-26', new Date('2026-11-26T00:00:00Z'));
    const milestones = termsMilestones('P1', terms);
    expect(milestones.map((m) => [m.position, m.name, m.amountCentavos, m.money, m.status])).toEqual(
      terms.milestones.map((m, i) => [i + 1, m.name, m.amount_centavos, 'unfunded', 'Not Started']),
    );
    expect(milestones.reduce((sum, m) => sum + m.amountCentavos, 0)).toBe(900_000);
  });
});
