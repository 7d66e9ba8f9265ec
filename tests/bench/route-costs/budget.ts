import { percentile } from '../percentile';

/** One route's calls as the cost bench measured them (route-costs.cost.test.ts). */
export interface RouteCost {
  route: string;
  /** The role it was called as. */
  caller: string;
  statuses: number[];
  /** Items DynamoDB returned to each call's reads, and items its writes wrote. */
  read: number[];
  written: number[];
  /** What each answer showed: the longest list in it, or 1 for a single thing, 0 for nothing. */
  shown: number[];
}

/**
 * What an answer shows: the longest list at its top level (or itself, if a list), the rows of a
 * CSV (itself or a field of it), else one thing (none when empty).
 */
export function shownIn(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (typeof body === 'string') return Math.max(0, body.trim().split('\n').length - 1);
  if (!body || typeof body !== 'object') return 0;
  // A list, or a CSV carried in a field (the earnings export's `csv`).
  const lengths = Object.values(body).flatMap((v) =>
    Array.isArray(v) ? [v.length] : typeof v === 'string' && v.includes('\n') ? [shownIn(v)] : [],
  );
  return lengths.length > 0 ? Math.max(1, ...lengths) : 1;
}

/**
 * A call reads at most PER_SHOWN items per item it shows plus a constant: what every signed-in call
 * reads before its own work (the caller's suspension mark, and the owner rule's read of the thing
 * named) and a route's own fixed reads (its rate limit's slices, a block check, the counters
 * beside a list). CONSTANT is what the common routes need; the routes that need more say why here.
 */
export const PER_SHOWN = 1.25;
export const CONSTANT = 8;
const MONEY = {
  constant: 13,
  why: 'moves money or its state: the order or the project and its milestones, the checkout, the wallets and payout account money moves between, the movement claimed for PayMongo, the notices it sends; the same at any size',
};
export const MORE: Record<string, { constant: number; why: string }> = {
  'GET /admin/stats': {
    constant: 69,
    why: 'four site totals (1 read each once rolled up, the p50); while the every-minute roll-up has not yet run since a change, a spread one is summed from its 16 pieces (docs/counters.md): at most 4 × 17, whatever the size',
  },
  'PUT /order/{orderId}': MONEY,
  'POST /api/orders/{orderId}/cancel': MONEY,
  'POST /admin/order-disputes/{orderId}/decide': MONEY,
  'POST /api/projects/{id}/milestones/{position}/approve': MONEY,
  'POST /api/projects/{id}/milestones/{position}/deliver': MONEY,
  'POST /api/projects/{id}/milestones/{position}/revision': MONEY,
  'POST /api/projects/{id}/cancel/agree': MONEY,
  'POST /api/projects/{id}/timeline': {
    constant: 13,
    why: "a commission's step: the project and its milestones, the photo's upload and its claim, the caller's suspension mark, the notice it sends; the same at any size",
  },
};

export function budgetOf(route: string): number {
  return MORE[route]?.constant ?? CONSTANT;
}

export interface CostRow {
  route: string;
  caller: string;
  ok: boolean;
  readP50: number;
  readMax: number;
  writtenP50: number;
  writtenMax: number;
  shownMax: number;
  /** The reads the budget allows for the call that read most (PER_SHOWN × what it showed + the constant). */
  allowed: number;
  over: boolean;
}

export function rowsOf(costs: readonly RouteCost[]): CostRow[] {
  return costs.map((c) => {
    const ok = c.statuses.length > 0 && c.statuses.every((s) => s >= 200 && s < 300);
    const worst = c.read.indexOf(Math.max(...c.read));
    const allowed = Math.floor(PER_SHOWN * (c.shown[worst] ?? 0)) + budgetOf(c.route);
    return {
      route: c.route,
      caller: c.caller || '—',
      ok,
      readP50: percentile(c.read, 50),
      readMax: Math.max(0, ...c.read),
      writtenP50: percentile(c.written, 50),
      writtenMax: Math.max(0, ...c.written),
      shownMax: Math.max(0, ...c.shown),
      allowed,
      over: ok && (c.read[worst] ?? 0) > allowed,
    };
  });
}
