import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, type ReportKind } from '@shared/messages/moderation';
import { db, type TransactionEntities, type Item } from '../db/service';
import { commit } from '../db/transactions';
import { AppError } from '../errors';

/**
 * One case per reported target: its id names the kind and the target (`<kind>.<base64url id>`),
 * so a second report finds the first's case without an index, and the id is safe in a path.
 */
export const caseIdOf = (kind: ReportKind, targetId: string) =>
  `${kind}.${Buffer.from(targetId, 'utf8').toString('base64url')}`;

export type CaseItem = Item<'moderationCase'>;
export type Visibility = CaseItem['visibility'];

export async function findCase(caseId: string) {
  const { data } = await db().entities.moderationCase.get({ caseId }).go({ consistent: true });
  return data;
}

export const caseNotFound = () => new AppError(ErrorCodes.moderationCaseNotFound, MODERATION_MESSAGES.caseNotFound);

/** The case written whole under the revision it was read at (none: it must not exist yet). */
export function putCase(tx: TransactionEntities, next: CaseItem, readRev: number | undefined) {
  return tx.moderationCase
    .put(next)
    .where((attr, op) => (readRev === undefined ? op.notExists(attr.rev) : op.eq(attr.rev, readRev)))
    .commit();
}

/** The case as it is once decided: out of the queue, its reports resolved. */
export const closed = (c: CaseItem, change: Partial<CaseItem> = {}): CaseItem => ({
  ...c,
  ...change,
  queue: 'closed',
  queueKind: `closed.${c.kind}`,
  openReports: 0,
  rev: c.rev + 1,
});

/** Every open report of a case. */
export async function reportsOf(caseId: string) {
  const { data } = await db().entities.moderationReport.query.byCase({ caseId }).go({ consistent: true, pages: 'all' });
  return data;
}

/** Removes a decided case's reports (after its decision committed), 90 a transaction. */
export async function clearReports(caseId: string, reporterIds: readonly string[]): Promise<void> {
  for (let i = 0; i < reporterIds.length; i += 90) {
    const chunk = reporterIds.slice(i, i + 90);
    await commit((tx) => chunk.map((reporterId) => tx.moderationReport.delete({ caseId, reporterId }).commit()));
  }
}
