import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditPage } from '@shared/schemas/audit';
import type { Actor as CoreActor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import { invalidCursor } from '../errors';

/** Who made an admin decision: the actor (../actor.ts), as far as the log records them. */
export type Actor = Pick<CoreActor, 'userId' | 'email'>;

const monthOf = (iso: string) => iso.slice(0, 7);

/** How far back the log reads when paging through months. */
const MAX_MONTHS_BACK = 24;

/** The entry for a decision, as a piece of the same transaction as the decision itself. */
export function entry(tx: TransactionEntities, actor: Actor, action: string, targetId: string, summary: string) {
  const at = new Date().toISOString();
  return tx.auditEntry
    .create({
      month: monthOf(at),
      at,
      entryId: randomUUID(),
      actorId: actor.userId,
      actorEmail: actor.email,
      action,
      targetId,
      summary,
    })
    .commit();
}

/**
 * The newest entries first. The cursor names the month and ElectroDB's cursor within it,
 * so each page is one Query (plus a step back per empty month).
 */
export async function list(limit: number, cursor?: string): Promise<AuditPage> {
  let { month, inner } = decodeCursor(cursor);
  const entries: AuditEntry[] = [];
  for (let steps = 0; steps < MAX_MONTHS_BACK && entries.length < limit; steps++) {
    const page = await db()
      .entities.auditEntry.query.byMonth({ month })
      .go({ order: 'desc', limit: limit - entries.length, cursor: inner ?? null });
    entries.push(
      ...page.data.map(({ at, entryId, actorId, actorEmail, action, targetId, summary }) => ({
        id: entryId,
        at,
        actorId,
        actorEmail: actorEmail ?? null,
        action,
        targetId,
        summary,
      })),
    );
    if (page.cursor) return { entries, cursor: encodeCursor(month, page.cursor) };
    month = previousMonth(month);
    inner = undefined;
  }
  return { entries, cursor: entries.length >= limit ? encodeCursor(month, undefined) : null };
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

function encodeCursor(month: string, inner: string | undefined): string {
  return Buffer.from(JSON.stringify({ month, inner })).toString('base64url');
}

/** A forged cursor (bad month, foreign keys inside) is a 400, never a query that fails. */
function decodeCursor(cursor: string | undefined): { month: string; inner: string | undefined } {
  if (!cursor) return { month: monthOf(new Date().toISOString()), inner: undefined };
  let parsed: { month?: unknown; inner?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    throw invalidCursor();
  }
  const month = parsed?.month;
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw invalidCursor();
  if (parsed.inner !== undefined && typeof parsed.inner !== 'string') throw invalidCursor();
  const inner =
    parsed.inner === undefined
      ? undefined
      : checkedCursor(parsed.inner, db().entities.auditEntry, 'byMonth', { month });
  return { month, inner };
}
