import { db } from '../db/service';
import { log } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { platforms } from '../payments/platforms';
import { sums } from './ledger';

/**
 * The daily reconciliation: what PayMongo says moved (payments, transfers, refunds) against the
 * ledger of the same days. Every ledger entry must balance and name a PayMongo movement of the
 * same amount that succeeded; every movement of Crafti's that succeeded must have its entry.
 * Differences are logged and counted (alarmed); nothing is changed.
 */

export interface Difference {
  kind: 'payment' | 'transfer' | 'refund' | 'entry';
  id: string;
  what: string;
}

/** Movements newer than this may still be on their way to the ledger (a webhook in flight). */
const SETTLING_SECONDS = 15 * 60;

export async function reconcile(opts: { days?: number; now?: Date } = {}): Promise<Difference[]> {
  const now = opts.now ?? new Date();
  const days = Array.from({ length: opts.days ?? 2 }, (_, i) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  const from = Date.parse(`${days[days.length - 1]}T00:00:00.000Z`) / 1000;
  const until = now.getTime() / 1000 - SETTLING_SECONDS;
  const client = await platforms();
  const [payments, refunds, transfers, entryPages] = await Promise.all([
    client.listPayments(),
    client.listRefunds(),
    client.listTransfers(),
    Promise.all(days.map((day) => db().entities.ledgerEntry.query.byDay({ day }).go({ pages: 'all' }))),
  ]);
  const entries = entryPages.flatMap((p) => p.data);
  const differences: Difference[] = [];
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const paymentsById = byId(payments);
  const refundsById = byId(refunds);
  const transfersById = byId(transfers);

  for (const e of entries) {
    const label = `${e.checkoutId}/${e.entryId}`;
    if (sums(e.postings) !== 0) differences.push({ kind: 'entry', id: label, what: `postings add up to ${sums(e.postings)}, not 0` });
    // A move inside Crafti's books (a commission's release or refund decided): PayMongo moves nothing for it.
    if (e.kind === 'internal') continue;
    const found = e.kind === 'payment' ? paymentsById.get(e.providerId) : e.kind === 'refund' ? refundsById.get(e.providerId) : transfersById.get(e.providerId);
    if (!found) {
      differences.push({ kind: e.kind, id: e.providerId, what: `the ledger entry ${label} names a ${e.kind} PayMongo does not have` });
      continue;
    }
    const succeeded = e.kind === 'payment' ? found.status === 'paid' : found.status === 'succeeded';
    if (!succeeded) differences.push({ kind: e.kind, id: e.providerId, what: `PayMongo says ${found.status}, the ledger entry ${label} says it moved` });
    if (found.amount !== e.providerAmount) differences.push({ kind: e.kind, id: e.providerId, what: `PayMongo moved ${found.amount}, the ledger entry ${label} says ${e.providerAmount}` });
  }

  const recorded = new Set(entries.map((e) => e.providerId));
  const inWindow = (t: number) => t >= from && t <= until;
  for (const p of payments) {
    if (p.status === 'paid' && (p.metadata.checkout_id || p.metadata.funding_id) && inWindow(p.createdAt) && !recorded.has(p.id)) differences.push({ kind: 'payment', id: p.id, what: `paid ${p.amount} for ${p.metadata.checkout_id ? `checkout ${p.metadata.checkout_id}` : `funding ${p.metadata.funding_id}`}, not in the ledger` });
  }
  for (const r of refunds) {
    if (r.status === 'succeeded' && inWindow(r.createdAt) && !recorded.has(r.id)) differences.push({ kind: 'refund', id: r.id, what: `refunded ${r.amount} of ${r.paymentId}, not in the ledger` });
  }
  for (const t of transfers) {
    if (t.status === 'succeeded' && (t.metadata.order_id || t.metadata.milestone_id) && inWindow(t.createdAt) && !recorded.has(t.id)) differences.push({ kind: 'transfer', id: t.id, what: `transferred ${t.amount} for ${t.metadata.order_id ? `order ${t.metadata.order_id}` : `milestone ${t.metadata.milestone_id}`}, not in the ledger` });
  }

  if (differences.length) {
    log.error('the reconciliation found differences between PayMongo and the ledger', { days, differences });
    Metrics.count('ledgerMismatches', differences.length, { days: days.join(',') });
  } else log.info('the reconciliation found PayMongo and the ledger agreeing', { days, entries: entries.length });
  return differences;
}
