import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditPage } from '@shared/schemas/audit';
import { db, type TransactionEntities } from '../db/service';

export interface Actor {
  userId: string;
  email: string | undefined;
}

const monthOf = (iso: string) => iso.slice(0, 7);

/** How far back the log reads when paging through months. */
const MAX_MONTHS_BACK = 24;

export const Audit = {
  /** The entry for a decision, to be written in the same transaction as the decision itself. */
  entry(tx: TransactionEntities, actor: Actor, action: string, targetId: string, summary: string) {
    const at = new Date().toISOString();
    return tx.auditEntry
      .create({ month: monthOf(at), at, entryId: randomUUID(), actorId: actor.userId, actorEmail: actor.email, action, targetId, summary })
      .commit();
  },

  /**
   * The newest entries first. The cursor names the month and ElectroDB's cursor within it,
   * so each page is one Query (plus a step back per empty month).
   */
  async list(limit: number, cursor?: string): Promise<AuditPage> {
    let { month, inner } = decodeCursor(cursor);
    const entries: AuditEntry[] = [];
    for (let steps = 0; steps < MAX_MONTHS_BACK && entries.length < limit; steps++) {
      const page = await db()
        .entities.auditEntry.query.byMonth({ month })
        .go({ order: 'desc', limit: limit - entries.length, cursor: inner ?? null });
      entries.push(...page.data.map(({ at, entryId, actorId, actorEmail, action, targetId, summary }) => ({ id: entryId, at, actorId, actorEmail: actorEmail ?? null, action, targetId, summary })));
      if (page.cursor) {
        return { entries, cursor: encodeCursor(month, page.cursor) };
      }
      month = previousMonth(month);
      inner = undefined;
    }
    return { entries, cursor: entries.length >= limit ? encodeCursor(month, undefined) : null };
  },
};

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return d.toISOString().slice(0, 7);
}

function encodeCursor(month: string, inner: string | undefined): string {
  return Buffer.from(JSON.stringify({ month, inner })).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { month: string; inner: string | undefined } {
  if (cursor) {
    try {
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { month?: unknown; inner?: unknown };
      if (typeof parsed.month === 'string' && /^\d{4}-\d{2}$/.test(parsed.month)) {
        return { month: parsed.month, inner: typeof parsed.inner === 'string' ? parsed.inner : undefined };
      }
    } catch {
      // fall through to the first page
    }
  }
  return { month: monthOf(new Date().toISOString()), inner: undefined };
}
