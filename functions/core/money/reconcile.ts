import { db } from '../db/service';
import { log } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { platforms } from '../payments/platforms';
import { sums } from './accounts';
import { artistWalletBalances, craftiWalletBalance, entriesOfProvider } from './ledger';

/**
 * The daily reconciliation: what PayMongo says against what Crafti recorded, three ways.
 *   1. Movements: every payment, transfer and refund PayMongo lists for the window (every page)
 *      must have its ledger entry for the same amount, and every entry of the window must name
 *      a movement PayMongo has, that succeeded, for the same amount; every entry must balance.
 *   2. Wallets: Crafti's wallet and each active artist's, as PayMongo reports them, must hold what
 *      the ledger says (the ledger's wallet counters, moved in the transactions of the entries).
 *   3. Stuck work: a transfer or refund not made a day after it was asked for, a paid checkout
 *      whose orders are not written an hour later, a reservation an hour past its lapse.
 * Differences are logged and counted (LedgerMismatches, alarmed); nothing is changed.
 */

export interface Difference {
  kind: 'payment' | 'transfer' | 'refund' | 'entry' | 'wallet' | 'stuck';
  id: string;
  what: string;
}

export interface Reconciliation {
  differences: Difference[];
  wallets: {
    crafti: { paymongo: number; ledger: number };
    artists: { artistId: string; paymongo: number; ledger: number }[];
  };
}

/** Movements newer than this may still be on their way to the ledger (a webhook in flight). */
const SETTLING_SECONDS = 15 * 60;
const STUCK_MOVEMENT_MS = 24 * 3_600_000;
const STUCK_WORK_MS = 3_600_000;

export async function reconcile(opts: { days?: number; now?: Date } = {}): Promise<Reconciliation> {
  const now = opts.now ?? new Date();
  const from = now.getTime() / 1000 - (opts.days ?? 2) * 86_400;
  const until = now.getTime() / 1000 - SETTLING_SECONDS;
  const inWindow = (t: number) => t >= from && t <= until;
  const client = await platforms();
  // Entries written after PayMongo's lists were read may name a movement the lists could not hold yet (the run takes a while): the next run looks at them.
  const listedAt = new Date().toISOString();
  const [payments, refunds, transfers] = await Promise.all([
    client.listPayments(),
    client.listRefunds(),
    client.listTransfers(),
  ]);
  const differences: Difference[] = [];

  // 1. Each movement of the window with its entry, and each entry with its movement.
  const checked = new Set<string>();
  const movements = [
    ...payments
      .filter((p) => p.status === 'paid')
      .map((p) => ({
        kind: 'payment' as const,
        id: p.id,
        amount: p.amount,
        at: p.createdAt,
        what: `paid ${p.amount}`,
      })),
    ...refunds
      .filter((r) => r.status === 'succeeded')
      .map((r) => ({
        kind: 'refund' as const,
        id: r.id,
        amount: r.amount,
        at: r.createdAt,
        what: `refunded ${r.amount} of ${r.paymentId}`,
      })),
    ...transfers
      .filter((t) => t.status === 'succeeded')
      .map((t) => ({
        kind: 'transfer' as const,
        id: t.id,
        amount: t.amount,
        at: t.createdAt,
        what: `transferred ${t.amount} to ${t.destination}`,
      })),
  ].filter((m) => inWindow(m.at));
  for (const m of movements) {
    const entries = await entriesOfProvider(m.id);
    checked.add(m.id);
    if (entries.length === 0) {
      differences.push({ kind: m.kind, id: m.id, what: `${m.what}, not in the ledger` });
      continue;
    }
    for (const e of entries)
      if (e.providerAmount !== m.amount)
        differences.push({
          kind: m.kind,
          id: m.id,
          what: `PayMongo moved ${m.amount}, the ledger entry ${e.book}/${e.entryId} says ${e.providerAmount}`,
        });
  }
  const known = {
    payment: new Map(payments.map((p) => [p.id, { ok: p.status === 'paid', amount: p.amount, status: p.status }])),
    refund: new Map(refunds.map((r) => [r.id, { ok: r.status === 'succeeded', amount: r.amount, status: r.status }])),
    transfer: new Map(
      transfers.map((t) => [t.id, { ok: t.status === 'succeeded', amount: t.amount, status: t.status }]),
    ),
  };
  const days = Array.from({ length: (opts.days ?? 2) + 1 }, (_, i) =>
    new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10),
  );
  const entryPages = await Promise.all(
    days.map((day) => db().entities.ledgerEntry.query.byDay({ day }).go({ pages: 'all' })),
  );
  for (const e of entryPages.flatMap((p) => p.data)) {
    const label = `${e.book}/${e.entryId}`;
    if (sums(e.postings) !== 0)
      differences.push({ kind: 'entry', id: label, what: `postings add up to ${sums(e.postings)}, not 0` });
    if (e.kind === 'internal' || !e.providerId || checked.has(e.providerId) || e.createdAt > listedAt) continue;
    const found = known[e.kind].get(e.providerId);
    if (!found)
      differences.push({
        kind: e.kind,
        id: e.providerId,
        what: `the ledger entry ${label} names a ${e.kind} PayMongo does not have`,
      });
    else if (!found.ok)
      differences.push({
        kind: e.kind,
        id: e.providerId,
        what: `PayMongo says ${found.status}, the ledger entry ${label} says it moved`,
      });
    else if (found.amount !== e.providerAmount)
      differences.push({
        kind: e.kind,
        id: e.providerId,
        what: `PayMongo moved ${found.amount}, the ledger entry ${label} says ${e.providerAmount}`,
      });
  }

  // 2. The wallets.
  const parent = await client.parentWallet();
  const craftiLedger = await craftiWalletBalance();
  const craftiPaymongo = parent.balance.available + parent.balance.pending;
  if (craftiPaymongo !== craftiLedger)
    differences.push({
      kind: 'wallet',
      id: 'crafti',
      what: `Crafti's wallet holds ${craftiPaymongo} at PayMongo, the ledger says ${craftiLedger}`,
    });
  const active = (
    await db().entities.payoutAccount.query.byStatus({ status: 'active' }).go({ pages: 'all' })
  ).data.filter((a) => a.childAccountId);
  const ledgerOf = await artistWalletBalances(active.map((a) => a.userId));
  const artists: Reconciliation['wallets']['artists'] = [];
  for (const a of active) {
    const wallet = await client.childWallet(a.childAccountId!);
    const paymongo = wallet ? wallet.balance.available + wallet.balance.pending : 0;
    const ledger = ledgerOf.get(a.userId) ?? 0;
    artists.push({ artistId: a.userId, paymongo, ledger });
    if (paymongo !== ledger)
      differences.push({
        kind: 'wallet',
        id: a.userId,
        what: `the artist's wallet holds ${paymongo} at PayMongo, the ledger says ${ledger}`,
      });
  }

  // 3. Work past its deadline.
  const tasks = (await db().entities.moneyTask.query.due({ shard: 'money' }).go({ pages: 'all' })).data;
  for (const t of tasks) {
    if (now.getTime() - Date.parse(t.createdAt) > STUCK_MOVEMENT_MS)
      differences.push({
        kind: 'stuck',
        id: t.taskId,
        what: `a ${t.kind} of ${t.amountCentavos} asked ${t.createdAt} is not made (round ${t.round}${t.lastError ? `: ${t.lastError}` : ''})`,
      });
  }
  // A paid checkout's work is late an hour after its payment was recorded (its ledger entry, written with the item); not by
  // its dueAt, which each failed try moves on (due-work.ts's backoff), so work that always fails would never look late.
  const work = (await db().entities.dueWork.query.due({ shard: 'work' }).go({ pages: 'all' })).data.filter(
    (w) => w.kind === 'checkout_paid',
  );
  for (const w of work) {
    const paidAt =
      (await db().entities.ledgerEntry.get({ book: w.subjectId, entryId: 'payment' }).go()).data?.createdAt ?? w.dueAt;
    if (now.getTime() - Date.parse(paidAt) >= STUCK_WORK_MS)
      differences.push({
        kind: 'stuck',
        id: w.workId,
        what: `a paid checkout's orders are not written (${w.attempts} tries${w.lastError ? `: ${w.lastError}` : ''})`,
      });
  }
  const lapsed = (
    await db()
      .entities.reservation.query.due({ shard: 'all' })
      .lte({ releaseAt: new Date(now.getTime() - STUCK_WORK_MS).toISOString() })
      .go({ pages: 'all' })
  ).data;
  for (const r of lapsed)
    differences.push({
      kind: 'stuck',
      id: r.checkoutId,
      what: `a checkout's reservation lapsed at ${r.releaseAt} and its pieces are still held`,
    });

  if (differences.length) {
    log.error('the reconciliation found differences between PayMongo and the ledger', { differences });
    Metrics.count('ledgerMismatches', differences.length, { differences: differences.length });
  } else log.info('the reconciliation found PayMongo and the ledger agreeing', { movements: movements.length });
  return { differences, wallets: { crafti: { paymongo: craftiPaymongo, ledger: craftiLedger }, artists } };
}
