import { ErrorCodes } from '@shared/api/errors';
import {
  MODERATION_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  REPORT_RATE_LIMIT,
  REPORT_RATE_WINDOW_SECONDS,
  type ReportBody,
} from '@shared/schemas/moderation';
import type { Actor } from '../actor';
import { ConditionFailed, commit, retryOnConflict } from '../db/transactions';
import { refuse } from '../errors';
import { enforceRateLimit, type RateLimitRule } from '../rate-limit/rate-limit';
import { caseIdOf, findCase, putCase, type CaseItem } from './cases';
import { peopleOf, REPORTS_SHOWN, type ShownReport } from './queue';
import { mustDescribe, TARGETS, targetNotFound } from './targets';

/** Reports per reporter (not per address: one person behind many addresses is still one). */
export const REPORT_RULE: RateLimitRule = {
  name: 'moderation-report',
  limit: REPORT_RATE_LIMIT,
  windowSeconds: REPORT_RATE_WINDOW_SECONDS,
  message: MODERATION_MESSAGES.tooManyReports,
};

/**
 * POST /api/reports: one report per person per target, never on one's own content. The target's
 * case counts its open reports; the report that reaches REPORT_HIDE_THRESHOLD hides the content
 * pending review (its domain's setHidden, once the count committed).
 */
export async function report(actor: Actor, body: ReportBody): Promise<void> {
  await enforceRateLimit(REPORT_RULE, actor.userId);
  const target = await mustDescribe(body.kind, body.target_id);
  // Private content (a message) exists only for the people who can read it.
  if (target.reporters && !target.reporters.includes(actor.userId)) throw targetNotFound();
  if (target.authorId === actor.userId) throw refuse(ErrorCodes.moderationOwnContent, MODERATION_MESSAGES.ownContent);
  const caseId = caseIdOf(body.kind, body.target_id);
  // The names the queue shows, kept on the case with this report (the queue reads nothing else).
  const person = await peopleOf([actor.userId, target.authorId]);
  const reporter = person(actor.userId);
  // Another report or a decision came meanwhile: read the case again.
  const hide = await retryOnConflict(
    () => findCase(caseId),
    async (current) => {
      const now = new Date().toISOString();
      const open = current?.queue === 'open';
      const next: CaseItem = {
        caseId,
        kind: body.kind,
        targetId: body.target_id,
        authorId: target.authorId,
        queue: 'open',
        queueKind: `open.${body.kind}`,
        openReports: (open ? current.openReports : 0) + 1,
        visibility: current?.visibility ?? 'visible',
        ...(current?.hiddenReason !== undefined ? { hiddenReason: current.hiddenReason } : {}),
        firstReportAt: open ? current.firstReportAt : now,
        lastReportAt: now,
        rev: (current?.rev ?? 0) + 1,
        snippet: target.snippet,
        ...(target.imageKey ? { imageKey: target.imageKey } : {}),
        author: person(target.authorId),
        // Newest first; a case reopened after a decision starts again. A case from before the
        // queue's copy has its earlier reports only in their own items: it keeps being read the long way.
        ...(current && open && current.shown === undefined
          ? {}
          : {
              shown: [
                ...(reporter ? [{ reporter, reason: body.reason, details: body.details ?? '', created_at: now }] : []),
                ...(open ? (current.shown as ShownReport[]) : []),
              ].slice(0, REPORTS_SHOWN),
            }),
      };
      const hides = next.visibility === 'visible' && next.openReports >= REPORT_HIDE_THRESHOLD;
      if (hides) next.visibility = 'pending';
      try {
        await commit((tx) => [
          tx.moderationReport
            .create({ caseId, reporterId: actor.userId, reason: body.reason, details: body.details, createdAt: now })
            .commit(),
          putCase(tx, next, current?.rev),
        ]);
      } catch (err) {
        if (err instanceof ConditionFailed && err.failedIndexes.includes(0))
          throw refuse(ErrorCodes.moderationAlreadyReported, MODERATION_MESSAGES.alreadyReported);
        throw err;
      }
      return hides;
    },
    { exhausted: () => new Error('The case kept changing while reporting') },
  );
  if (hide) await TARGETS[body.kind].setHidden(body.target_id, true);
}
