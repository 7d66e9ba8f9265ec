import { describe, expect, it } from 'vitest';
import { commission, milestone } from './fixtures.testing';
import {
  cancelSplit,
  cancelView,
  canDispute,
  canFundWhole,
  countdownText,
  milestoneActions,
  revisionsLeft,
  unfundedTotal,
} from './rules';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
const H = 3_600_000;

describe('countdownText', () => {
  it('counts days and hours, then hours and minutes, then minutes', () => {
    expect(countdownText(later(7 * 24 * H - 60_000 * 30), NOW)).toBe('Approves automatically in 6 days 23 h');
    expect(countdownText(later(24 * H + 5 * 60_000), NOW)).toBe('Approves automatically in 1 day 0 h');
    expect(countdownText(later(5 * H + 12 * 60_000), NOW)).toBe('Approves automatically in 5 h 12 min');
    expect(countdownText(later(12 * 60_000 + 30_000), NOW)).toBe('Approves automatically in 12 min');
  });
  it('says "any moment now" once the time has come (or is unreadable)', () => {
    expect(countdownText(later(-5_000), NOW)).toBe('Approves automatically any moment now');
    expect(countdownText('not a date', NOW)).toBe('Approves automatically any moment now');
  });
});

describe('milestoneActions', () => {
  it('offers the client "Fund milestone" on the next unfunded milestone only', () => {
    const c = commission({ milestones: [milestone(1, { money: 'funded' }), milestone(2), milestone(3)] });
    expect(milestoneActions(c, c.milestones[0]!)).toEqual([]);
    expect(milestoneActions(c, c.milestones[1]!)).toEqual(['fund']);
    expect(milestoneActions(c, c.milestones[2]!)).toEqual([]);
  });
  it('funds the whole project once, not per milestone, when the terms say so', () => {
    const base = commission();
    const c = commission({ terms: { ...base.terms!, funding: 'whole' } });
    expect(milestoneActions(c, c.milestones[0]!)).toEqual([]);
    expect(canFundWhole(c)).toBe(true);
    expect(unfundedTotal(c)).toBe(200_000);
    expect(canFundWhole(commission({ terms: c.terms, side: 'artist' }))).toBe(false);
    expect(canFundWhole(commission({ terms: c.terms, milestones: [milestone(1, { money: 'funded' })] }))).toBe(false);
    expect(canFundWhole(base)).toBe(false);
  });
  it('tells the artist not to start an unfunded milestone, and lets them deliver a funded one', () => {
    const c = commission({ side: 'artist', milestones: [milestone(1, { money: 'funded' }), milestone(2)] });
    expect(milestoneActions(c, c.milestones[0]!)).toEqual(['deliver']);
    expect(milestoneActions(c, c.milestones[1]!)).toEqual(['notFundedNote']);
  });
  it('lets the client approve or ask for a revision of a delivery; both see the countdown', () => {
    const m = milestone(1, { money: 'delivered', auto_approve_at: later(6 * 24 * H) });
    expect(milestoneActions(commission({ milestones: [m] }), m)).toEqual(['approve', 'revision', 'countdown']);
    expect(milestoneActions(commission({ side: 'artist', milestones: [m] }), m)).toEqual(['countdown']);
  });
  it('offers no money action while a dispute is open or once closed, and none without terms', () => {
    const m = milestone(1, { money: 'delivered', auto_approve_at: later(H) });
    const dispute = {
      opened_by: 'artist' as const,
      at: later(-H),
      reason: 'Late',
      cancel_request: null,
      decided_at: null,
      release_centavos: null,
      refund_centavos: null,
      decision_note: null,
    };
    expect(milestoneActions(commission({ milestones: [m], dispute }), m)).toEqual([]);
    expect(milestoneActions(commission({ milestones: [m], closed: 'canceled' }), m)).toEqual([]);
    const unfunded = milestone(1);
    expect(milestoneActions(commission({ milestones: [unfunded], dispute }), unfunded)).toEqual([]);
    expect(milestoneActions(commission({ terms: null, milestones: [unfunded] }), unfunded)).toEqual([]);
    expect(
      milestoneActions(
        commission({ side: 'artist', terms: null, milestones: [milestone(1, { money: 'funded' })] }),
        milestone(1, { money: 'funded' }),
      ),
    ).toEqual([]);
  });
  it('counts the revisions left', () => {
    expect(revisionsLeft(milestone(1, { revisions_used: 0, revisions_included: 1 }))).toBe(true);
    expect(revisionsLeft(milestone(1, { revisions_used: 1, revisions_included: 1 }))).toBe(false);
  });
});

describe('cancel and dispute', () => {
  const request = (by: 'artist' | 'client') => ({ by, at: later(-H), reason: 'Plans changed' });
  it('asks, withdraws one’s own request, answers the other side’s', () => {
    expect(cancelView(commission())).toBe('ask');
    expect(cancelView(commission({ cancel_request: request('client') }))).toBe('own');
    expect(cancelView(commission({ cancel_request: request('artist') }))).toBe('answer');
    expect(cancelView(commission({ side: 'artist', cancel_request: request('client') }))).toBe('answer');
    expect(cancelView(commission({ closed: 'done' }))).toBe('none');
    expect(cancelView(commission({ side: 'admin' }))).toBe('none');
  });
  it('opens a dispute only while money is held', () => {
    expect(canDispute(commission())).toBe(false);
    const held = { total: 200_000, funded: 100_000, held: 100_000, released: 0, refunded: 0 };
    expect(canDispute(commission({ money: held }))).toBe(true);
    expect(canDispute(commission({ money: held, closed: 'settled' }))).toBe(false);
  });
  it('previews the split by the cancellation rule: kept share of funded work, delivered work in full', () => {
    const c = commission({
      milestones: [milestone(1, { money: 'delivered' }), milestone(2, { money: 'funded' }), milestone(3)],
    });
    expect(cancelSplit(c)).toEqual({ artist: 100_000 + 20_000, client: 80_000 });
  });
});
