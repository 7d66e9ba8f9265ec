import type { Commission, CommissionMilestone } from '@shared/schemas/commissions';

/** A commission as the server answers it, for the unit tests: two milestones of ₱1,000, milestone-by-milestone funding. */
export function milestone(position: number, overrides: Partial<CommissionMilestone> = {}): CommissionMilestone {
  return {
    milestone_id: `m${position}`,
    position,
    name: position === 1 ? 'Concept & Sketches' : 'Final Delivery',
    due_date: '2026-12-20',
    amount_centavos: 100_000,
    revisions_included: 1,
    revisions_used: 0,
    money: 'unfunded',
    released_centavos: 0,
    refunded_centavos: 0,
    artist_net_centavos: 0,
    payout: 'none',
    funded_at: null,
    delivered_at: null,
    auto_approve_at: null,
    funding_pending: false,
    ...overrides,
  };
}

export function commission(overrides: Partial<Commission> = {}): Commission {
  return {
    project_id: 'p1',
    project_name: 'Family portrait',
    status: 'In Progress',
    side: 'client',
    artist: { user_id: 'a1', firstname: 'Maria', lastname: 'Santos' },
    client: { user_id: 'c1', firstname: 'Liza', lastname: 'Reyes' },
    terms: {
      total_centavos: 200_000,
      milestones: [
        { name: 'Concept & Sketches', due_date: '2026-12-20', amount_centavos: 100_000, revisions: 1 },
        { name: 'Final Delivery', due_date: '2026-12-30', amount_centavos: 100_000, revisions: 1 },
      ],
      usage: 'personal',
      delivery_format: 'High-resolution digital file',
      cancel_keep_percent: 20,
      funding: 'milestone',
    },
    agreed_at: '2026-11-20T10:00:00.000Z',
    agreed_version: 2,
    thread_id: 't1',
    money: { total: 200_000, funded: 0, held: 0, released: 0, refunded: 0 },
    milestones: [milestone(1), milestone(2)],
    deliveries: [],
    timeline: [],
    cancel_request: null,
    dispute: null,
    closed: null,
    ...overrides,
  };
}
