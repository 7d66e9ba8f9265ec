import {
  MODERATION_PAGE_SIZE,
  type ModerationCase,
  type ModerationPerson,
  type ModerationQueuePage,
  type ModerationReportReason,
  type ReportKind,
} from '@shared/schemas/moderation';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import * as Profiles from '../profiles/profiles';
import { publicUrl } from '../uploads/urls';
import { reportsOf, type CaseItem } from './cases';
import { TARGETS } from './targets';

/** The most reports a case shows in the queue (its count says how many there are). */
export const REPORTS_SHOWN = 20;

/** A report as the queue shows it, kept on its case. */
export type ShownReport = ModerationCase['reports'][number];

/** A case as the queue shows it, from what its reports kept on it: no other read. */
function kept(c: CaseItem): ModerationCase {
  return {
    case_id: c.caseId,
    kind: c.kind as ReportKind,
    target_id: c.targetId,
    content: { snippet: c.snippet ?? '', image_url: c.imageKey ? publicUrl(c.imageKey) : null },
    author: (c.author as ModerationPerson | null | undefined) ?? null,
    open_reports: c.openReports,
    hidden_pending_review: c.visibility === 'pending',
    reports: c.shown as ShownReport[],
    created_at: c.firstReportAt,
    updated_at: c.lastReportAt,
  };
}

/** People as the queue and the appeals name them (null for someone gone). */
export async function peopleOf(
  ids: readonly (string | undefined)[],
): Promise<(id: string | undefined) => ModerationPerson | null> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id) && id !== '-'))];
  const found = wanted.length > 0 ? await Profiles.getMany(wanted) : new Map<string, Profiles.ProfileItem>();
  return (id) => {
    const p = id ? found.get(id) : undefined;
    return p ? { user_id: p.userId, name: `${p.firstname} ${p.lastname}`.trim(), username: p.username } : null;
  };
}

/** GET /admin/moderation: open cases, newest report first, each with its content, author and reports. */
export async function queue(kind: ReportKind | undefined, cursor: string | undefined): Promise<ModerationQueuePage> {
  const entity = db().entities.moderationCase;
  const page = kind
    ? await entity.query.queueOfKind({ queueKind: `open.${kind}` }).go({
        order: 'desc',
        limit: MODERATION_PAGE_SIZE,
        cursor: cursor ? checkedCursor(cursor, entity, 'queueOfKind', { queueKind: `open.${kind}` }) : null,
      })
    : await entity.query.queue({ queue: 'open' }).go({
        order: 'desc',
        limit: MODERATION_PAGE_SIZE,
        cursor: cursor ? checkedCursor(cursor, entity, 'queue', { queue: 'open' }) : null,
      });
  const cases = page.data as CaseItem[];
  // Cases reported before the case kept what the queue shows are read the long way: their target,
  // their reports and the people named.
  const older = cases.filter((c) => c.shown === undefined);
  const [contents, reports] = await Promise.all([
    Promise.all(older.map((c) => TARGETS[c.kind as ReportKind].describe(c.targetId))),
    Promise.all(older.map((c) => reportsOf(c.caseId))),
  ]);
  const person = await peopleOf([...older.map((c) => c.authorId), ...reports.flat().map((r) => r.reporterId)]);
  return {
    cases: cases.map((c): ModerationCase => {
      if (c.shown !== undefined) return kept(c);
      const i = older.indexOf(c);
      const content = contents[i];
      const open = [...reports[i]!].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        case_id: c.caseId,
        kind: c.kind as ReportKind,
        target_id: c.targetId,
        content: content
          ? { snippet: content.snippet, image_url: content.imageKey ? publicUrl(content.imageKey) : null }
          : null,
        author: person(c.authorId),
        open_reports: c.openReports,
        hidden_pending_review: c.visibility === 'pending',
        reports: open.slice(0, REPORTS_SHOWN).flatMap((r) => {
          const reporter = person(r.reporterId);
          return reporter
            ? [
                {
                  reporter,
                  reason: r.reason as ModerationReportReason,
                  details: r.details ?? '',
                  created_at: r.createdAt,
                },
              ]
            : [];
        }),
        created_at: c.firstReportAt,
        updated_at: c.lastReportAt,
      };
    }),
    cursor: page.cursor ?? null,
  };
}
