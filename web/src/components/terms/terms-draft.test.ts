import { describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES, defaultTerms } from '@shared/messages/commissions';
import {
  addMilestone,
  budgetCentavos,
  checkTerms,
  draftOf,
  followTotal,
  pesosText,
  removeMilestone,
  sumOf,
} from './terms-draft';

const due = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

describe('the terms editor’s draft', () => {
  it('stands for the terms it was made from', () => {
    const terms = { ...defaultTerms(1_000_050, due), usage: 'commercial' as const, cancel_keep_percent: 25 };
    const draft = draftOf(terms);
    expect(draft.milestones.map((m) => m.amount)).toEqual(['2500.13', '2500.13', '2500.12', '2500.12']);
    expect(checkTerms(draft, 1_000_050)).toEqual({ terms, errors: null });
  });

  it('follows a new total until an amount is typed, then keeps the amounts', () => {
    const draft = draftOf(defaultTerms(800_000, due));
    expect(followTotal(draft, 1_000_000).milestones.map((m) => m.amount)).toEqual(['2500', '2500', '2500', '2500']);
    expect(sumOf(followTotal(addMilestone(draft, due), 1_000_000))).toBe(1_000_000);
    const typed = {
      ...draft,
      amountsEdited: true,
      milestones: draft.milestones.map((m, i) => (i === 0 ? { ...m, amount: '2100' } : m)),
    };
    expect(followTotal(typed, 1_000_000)).toBe(typed);
    expect(sumOf(typed)).toBe(810_000);
  });

  it('refuses amounts that do not add up, and names each wrong field as the server does', () => {
    const draft = draftOf(defaultTerms(800_000, due));
    const wrong = {
      ...draft,
      milestones: draft.milestones.map((m, i) => (i === 1 ? { ...m, amount: 'abc', name: ' ' } : m)),
      cancel_keep_percent: '101',
    };
    const offByOne = {
      ...draft,
      milestones: draft.milestones.map((m, i) => (i === 0 ? { ...m, amount: '2000.01' } : m)),
    };
    expect(checkTerms(offByOne, 800_000).errors).toEqual({ milestones: COMMISSION_MESSAGES.milestonesSum });
    expect(checkTerms(wrong, 800_000).errors).toEqual({
      'milestones.1.amount_centavos': COMMISSION_MESSAGES.milestoneAmount,
      'milestones.1.name': COMMISSION_MESSAGES.milestoneName,
      cancel_keep_percent: 'A whole number from 0 to 100.',
    });
  });

  it('keeps between 1 and 8 milestones', () => {
    let draft = draftOf(defaultTerms(800_000, due));
    for (let i = 0; i < 10; i++) draft = addMilestone(draft, due);
    expect(draft.milestones).toHaveLength(8);
    for (let i = 0; i < 10; i++) draft = removeMilestone(draft, 0);
    expect(draft.milestones).toHaveLength(1);
  });

  it('reads a budget as the spec’s form takes it', () => {
    expect([
      budgetCentavos('15000'),
      budgetCentavos('15000.5'),
      budgetCentavos('15,000'),
      budgetCentavos(''),
      budgetCentavos('0'),
    ]).toEqual([1_500_000, 1_500_050, null, null, null]);
    expect([pesosText(600_000), pesosText(600_050)]).toEqual(['6000', '6000.50']);
  });
});
