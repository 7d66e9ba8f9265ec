import { milestoneMoneyMachine } from '@shared/money-machines';
import type { Commission, CommissionMilestone } from '@shared/schemas/commissions';

/**
 * What the project page offers whom, in which state (pure, unit-tested): the page only renders
 * what these say. The server decides again on every write.
 */

/** A dispute is open until Crafti decides it. */
export const disputeOpen = (c: Commission) => c.dispute !== null && c.dispute.decided_at === null;

/** Money can move (fund, deliver, review, cancel): the project has terms, is not closed and not in dispute. */
export const moneyCanMove = (c: Commission) => c.terms !== null && c.closed === null && !disputeOpen(c);

/** The milestone the next checkout funds: the first one not funded yet (by position). */
export function nextToFund(c: Commission): CommissionMilestone | null {
  return [...c.milestones].sort((a, b) => a.position - b.position).find((m) => m.money === 'unfunded') ?? null;
}

/** "Fund the whole project" funds every unfunded milestone at once: their amounts. */
export const unfundedTotal = (c: Commission) =>
  c.milestones.filter((m) => m.money === 'unfunded').reduce((sum, m) => sum + m.amount_centavos, 0);

export type MilestoneAction =
  /** client: fund this milestone (the next unfunded one, milestone by milestone) */
  | 'fund'
  /** artist: the "Not funded yet — don't start" note */
  | 'notFundedNote'
  /** artist: deliver the work */
  | 'deliver'
  /** client: approve and release */
  | 'approve'
  /** client: ask for a revision (disabled when the revisions are used up: see revisionsLeft) */
  | 'revision'
  /** both: the auto-approve countdown */
  | 'countdown';

/** The actions and notes a milestone's card shows the viewer. */
export function milestoneActions(c: Commission, m: CommissionMilestone): MilestoneAction[] {
  const out: MilestoneAction[] = [];
  if (c.terms === null || c.side === 'admin')
    return m.money === 'delivered' && m.auto_approve_at && c.terms ? ['countdown'] : [];
  const open = moneyCanMove(c);
  // Which events the milestone's money allows comes from the server's own table (shared/money-machines.ts).
  const can = (event: Parameters<typeof milestoneMoneyMachine.can>[1]) => milestoneMoneyMachine.can(m.money, event);
  if (can('fund')) {
    if (c.side === 'artist') out.push('notFundedNote');
    else if (open && c.terms.funding === 'milestone' && nextToFund(c)?.position === m.position) out.push('fund');
  }
  // A cancellation asked for stands: the server refuses a delivery until it is answered.
  if (can('deliver') && c.side === 'artist' && open && c.cancel_request === null) out.push('deliver');
  if (can('approve')) {
    if (c.side === 'client' && open) out.push('approve', ...(can('revise') ? (['revision'] as const) : []));
    if (m.auto_approve_at && !disputeOpen(c) && c.closed === null) out.push('countdown');
  }
  return out;
}

/** The client may still ask for a revision of this milestone. */
export const revisionsLeft = (m: CommissionMilestone) => m.revisions_used < m.revisions_included;

/** "Fund the whole project ₱x": a client, terms funding the whole price, something unfunded, money free to move. */
export const canFundWhole = (c: Commission) =>
  c.side === 'client' && c.terms?.funding === 'whole' && moneyCanMove(c) && unfundedTotal(c) > 0;

export type CancelView =
  /** nothing to offer (closed, in dispute, no terms, an admin) */
  | 'none'
  /** no request yet: "Ask to cancel" */
  | 'ask'
  /** the viewer asked: "Withdraw" */
  | 'own'
  /** the other side asked: "Agree to cancel" or "Open a dispute" */
  | 'answer';

export function cancelView(c: Commission): CancelView {
  if (c.side === 'admin' || !moneyCanMove(c)) return 'none';
  if (!c.cancel_request) return 'ask';
  return c.cancel_request.by === c.side ? 'own' : 'answer';
}

/** "Open a dispute" any time money is held (and no dispute is open, the project not closed). */
export const canDispute = (c: Commission) =>
  c.side !== 'admin' && c.terms !== null && c.closed === null && !disputeOpen(c) && c.money.held > 0;

/** Whole days, hours and minutes left until `at`: "6 days 23 h", "5 h 12 min", "12 min". */
export function countdownText(at: string, now: number = Date.now()): string {
  const left = Date.parse(at) - now;
  if (!Number.isFinite(left) || left <= 60_000) return 'Approves automatically any moment now';
  const minutes = Math.floor(left / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  let text: string;
  if (days > 0) text = `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  else if (hours > 0) text = `${hours} h ${mins} min`;
  else text = `${mins} min`;
  return `Approves automatically in ${text}`;
}

/**
 * What each side gets of the held money if the project is canceled now, by the agreed rule: the
 * artist keeps `keep%` of each funded, undelivered milestone and all of a delivered one; the
 * client gets the rest back. (The server computes the real split; this is the page's preview.)
 */
export function cancelSplit(c: Commission): { artist: number; client: number } {
  const keep = c.terms?.cancel_keep_percent ?? 0;
  let artist = 0;
  let client = 0;
  for (const m of c.milestones) {
    if (m.money === 'delivered') artist += m.amount_centavos;
    else if (m.money === 'funded') {
      const kept = Math.round((m.amount_centavos * keep) / 100);
      artist += kept;
      client += m.amount_centavos - kept;
    }
  }
  return { artist, client };
}

/** The people by side, "Maria Santos". */
export const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** A stored time as "November 26, 2026" (dates) in the page's words. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
