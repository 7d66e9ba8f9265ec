import { ErrorCodes } from '@shared/api/errors';
import {
  MODERATION_MAIL,
  MODERATION_MESSAGES,
  MODERATION_NOTIFICATIONS,
  REPORT_KIND_LABELS,
  type ModerationAction,
  type ModerationActionRecord,
  type ReportKind,
} from '@shared/schemas/moderation';
import type { Actor } from '../actor';
import * as Audit from '../audit/audit';
import { db, type Item } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { refuse } from '../errors';
import { timeId } from '../ids';
import * as Profiles from '../profiles/profiles';
import { caseNotFound, clearReports, closed, findCase, putCase, reportsOf, type CaseItem } from './cases';
import { mineUrl, suspensionAppealPath, Telling } from './notify';
import { disableAccount } from './accounts';
import { suspendPieces } from './suspensions';
import { TARGETS, targetNotFound } from './targets';
import { siteLink } from '../config';

export type ActionItem = Item<'moderationAction'>;

export async function findAction(actionId: string) {
  const { data } = await db().entities.moderationAction.get({ actionId }).go({ consistent: true });
  return data;
}

export function toAction(a: ActionItem): Omit<ModerationActionRecord, 'appeal'> {
  return {
    action_id: a.actionId,
    case_id: a.caseId,
    kind: a.kind as ReportKind,
    target_id: a.targetId,
    action: a.action,
    reason: a.reason,
    subject_id: a.subjectId === '-' ? null : a.subjectId,
    admin_id: a.adminId,
    created_at: a.createdAt,
    snippet: a.snippet,
    reversed: a.reversed,
  };
}

const SNIPPET_MAX = 280;
const kindWord = (kind: string) => REPORT_KIND_LABELS[kind as ReportKind].toLowerCase();

/**
 * POST /admin/moderation/{caseId}/{action}: an admin decides an open case, with a reason the
 * affected person reads. dismiss restores content hidden pending review; hide hides it; warn tells
 * the author; suspend disables the author's account, ends every session and closes the sockets.
 * The case leaves the queue, the action is recorded and audit-logged and the author notified in
 * one transaction; the content's own domain hides or shows it, and Cognito is told, after it.
 */
export async function act(
  admin: Actor,
  caseId: string,
  action: ModerationAction,
  reason: string,
): Promise<ModerationActionRecord> {
  const current = await findCase(caseId);
  if (!current) throw caseNotFound();
  if (current.queue !== 'open') throw refuse(ErrorCodes.moderationCaseClosed, MODERATION_MESSAGES.caseClosed);
  const kind = current.kind as ReportKind;
  const target = await TARGETS[kind].describe(current.targetId);
  if (!target && action === 'hide') throw targetNotFound();
  const subjectId = target?.authorId ?? current.authorId;
  const subject = action === 'suspend' ? await Profiles.get(subjectId) : null;
  const reports = await reportsOf(caseId);

  const visibility = nextVisibility(current, action);
  const next = closed(current, { visibility, ...(action === 'hide' ? { hiddenReason: reason } : {}) });
  const item: ActionItem = {
    actionId: timeId(),
    caseId,
    kind,
    targetId: current.targetId,
    action,
    reason,
    subjectId,
    adminId: admin.userId,
    snippet: (target?.snippet ?? '').slice(0, SNIPPET_MAX),
    createdAt: new Date().toISOString(),
    reversed: false,
  };
  const restores = action === 'dismiss' && current.visibility === 'pending';
  // The dismissal of reports on visible content concerns nobody but the admins.
  const telling = new Telling(action === 'dismiss' && !restores ? null : subjectId);
  const what = kindWord(kind);
  try {
    await commit((tx, fx) => {
      const pieces: object[] = [
        putCase(tx, next, current.rev),
        tx.moderationAction.create(item).commit(),
        Audit.entry(
          tx,
          admin,
          `moderation.${action}`,
          caseId,
          `${action} on ${kind} ${current.targetId} (${reports.length} report(s)): ${reason}`,
        ),
      ];
      if (action === 'hide') {
        pieces.push(...telling.pieces(fx, MODERATION_NOTIFICATIONS.hidden(what, reason)));
        telling.mailing(MODERATION_MAIL.hidden(what, reason, mineUrl()));
      } else if (action === 'warn') {
        pieces.push(...telling.pieces(fx, MODERATION_NOTIFICATIONS.warned(reason)));
        telling.mailing(MODERATION_MAIL.warned(reason, mineUrl()));
      } else if (action === 'suspend') {
        const suspension = suspendPieces(tx, subjectId, item.actionId);
        pieces.push(...suspension.pieces);
        const link = suspensionAppealPath(suspension.token);
        telling.mailing(MODERATION_MAIL.suspended(reason, siteLink(link)), link);
      } else if (restores) {
        pieces.push(...telling.pieces(fx, MODERATION_NOTIFICATIONS.restored(what, reason)));
        telling.mailing(MODERATION_MAIL.restored(what, reason));
      }
      return pieces;
    });
  } catch (err) {
    if (err instanceof ConditionFailed) throw refuse(ErrorCodes.moderationCaseClosed, MODERATION_MESSAGES.caseClosed);
    throw err;
  }
  await applyVisibility(kind, current.targetId, current.visibility, visibility);
  if (action === 'suspend' && subject) await disableAccount(subjectId, subject.email);
  await Promise.all([
    telling.send(),
    clearReports(
      caseId,
      reports.map((r) => r.reporterId),
    ),
  ]);
  return { ...toAction(item), appeal: null };
}

function nextVisibility(current: CaseItem, action: ModerationAction): CaseItem['visibility'] {
  if (action === 'hide') return 'hidden';
  if (action === 'dismiss' && current.visibility === 'pending') return 'visible';
  return current.visibility;
}

/** Hides or shows the content through its own domain when its visibility changed. */
export async function applyVisibility(
  kind: ReportKind,
  targetId: string,
  before: CaseItem['visibility'],
  after: CaseItem['visibility'],
): Promise<void> {
  const wasHidden = before !== 'visible';
  const isHidden = after !== 'visible';
  if (wasHidden !== isHidden) await TARGETS[kind].setHidden(targetId, isHidden);
}
