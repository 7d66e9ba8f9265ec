import { ErrorCodes } from '@shared/api/errors';
import {
  APPEALABLE_ACTIONS,
  MODERATION_MAIL,
  MODERATION_MESSAGES,
  MODERATION_NOTIFICATIONS,
  MODERATION_PAGE_SIZE,
  type AdminAppeal,
  type Appeal,
  type AppealOutcome,
  type ModerationPerson,
  type MyModeration,
  type ReportKind,
} from '@shared/schemas/moderation';
import type { Actor } from '../actor';
import * as Audit from '../audit/audit';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities, type Item } from '../db/service';
import { ConditionFailed, commit } from '../db/transactions';
import { AppError, refuse } from '../errors';
import * as Profiles from '../profiles/profiles';
import { applyVisibility, findAction, toAction, type ActionItem } from './actions';
import { caseIdOf, findCase, putCase } from './cases';
import { Telling } from './notify';
import { peopleOf } from './queue';
import { enableAccount } from './accounts';
import { hashToken, liftPiece } from './suspensions';

type AppealItem = Item<'moderationAppeal'>;

/** What the admins' appeals queue shows of an appeal besides the appeal itself. */
interface ShownAppeal {
  action: ReturnType<typeof toAction>;
  admin: ModerationPerson | null;
  person: ModerationPerson | null;
}

const shownOf = (action: ActionItem, person: (id: string | undefined) => ModerationPerson | null): ShownAppeal => ({
  action: toAction(action),
  admin: person(action.adminId),
  person: person(action.subjectId),
});

async function findAppeal(appealId: string) {
  const { data } = await db().entities.moderationAppeal.get({ appealId }).go({ consistent: true });
  return data;
}

const toAppeal = (a: AppealItem): Appeal => ({
  appeal_id: a.appealId,
  action_id: a.appealId,
  status: a.queue === 'open' ? 'open' : a.outcome === 'reverse' ? 'reversed' : 'upheld',
  text: a.text,
  created_at: a.createdAt,
  decided_at: a.decidedAt ?? null,
  decision_reason: a.decisionReason ?? null,
});

const actionNotFound = () => refuse(ErrorCodes.moderationActionNotFound, MODERATION_MESSAGES.actionNotFound);
const appealable = (a: ActionItem) => (APPEALABLE_ACTIONS as readonly string[]).includes(a.action) && !a.reversed;

/** The thing `moderation-action` of the contract's owner rule: an action is its subject's. */
export async function ownersOfAction(actionId: string): Promise<readonly string[] | null> {
  const action = await findAction(actionId);
  return action ? [action.subjectId] : null;
}

/** Files the appeal of an action with the pieces `more` adds; a second appeal of it is refused. */
async function file(
  actor: Pick<Actor, 'userId' | 'email'>,
  action: ActionItem,
  text: string,
  more: (tx: TransactionEntities) => object[] = () => [],
): Promise<Appeal> {
  if (!appealable(action)) throw refuse(ErrorCodes.moderationNotAppealable, MODERATION_MESSAGES.notAppealable);
  // What the admins' queue shows of it, kept with it (an open appeal's action cannot change but by its decision).
  const shown = shownOf(action, await peopleOf([action.subjectId, action.adminId]));
  const item: AppealItem = {
    appealId: action.actionId,
    subjectId: action.subjectId,
    text,
    createdAt: new Date().toISOString(),
    queue: 'open',
    shown,
  };
  try {
    await commit((tx) => [
      tx.moderationAppeal.create(item).commit(),
      Audit.entry(
        tx,
        actor,
        'moderation.appeal',
        action.actionId,
        `Appealed the ${action.action} of ${action.kind} ${action.targetId}`,
      ),
      ...more(tx),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed && err.failedIndexes.includes(0))
      throw refuse(ErrorCodes.moderationAppealExists, MODERATION_MESSAGES.appealExists);
    if (err instanceof ConditionFailed)
      throw new AppError(ErrorCodes.moderationLinkInvalid, MODERATION_MESSAGES.suspensionLinkInvalid);
    throw err;
  }
  return toAppeal(item);
}

/** POST /api/appeals: the affected person (the route's owner rule) appeals an action once. */
export async function appeal(actor: Actor, actionId: string, text: string): Promise<Appeal> {
  const action = await findAction(actionId);
  if (!action) throw actionNotFound();
  return file(actor, action, text);
}

/** POST /appeals/suspension: a suspended person appeals with the single-use token of their e-mail. */
export async function appealSuspension(token: string, text: string): Promise<Appeal> {
  const invalid = () => new AppError(ErrorCodes.moderationLinkInvalid, MODERATION_MESSAGES.suspensionLinkInvalid);
  const tokenHash = hashToken(token);
  const { data: link } = await db().entities.appealToken.get({ tokenHash }).go({ consistent: true });
  if (!link || link.usedAt || link.expiresAt < Date.now() / 1000) throw invalid();
  const action = await findAction(link.actionId);
  if (!action || action.subjectId !== link.userId) throw invalid();
  const profile = await Profiles.get(link.userId);
  return file({ userId: link.userId, email: profile?.email }, action, text, (tx) => [
    tx.appealToken
      .patch({ tokenHash })
      .set({ usedAt: new Date().toISOString() })
      .where((attr, op) => op.notExists(attr.usedAt))
      .commit(),
  ]);
}

/** GET /api/moderation/mine: hide, warn and suspend actions against the caller, newest first. */
export async function mine(actor: Actor): Promise<MyModeration> {
  const { data } = await db()
    .entities.moderationAction.query.bySubject({ subjectId: actor.userId })
    .go({ order: 'desc', limit: 50 });
  const actions = data.filter((a) => a.action !== 'dismiss');
  const appeals = await Promise.all(actions.map((a) => findAppeal(a.actionId)));
  return {
    actions: actions.map((a, i) => {
      const filed = appeals[i];
      return { ...toAction(a), appeal: filed ? toAppeal(filed) : null, appealable: !filed && appealable(a) };
    }),
  };
}

/** GET /admin/appeals: open appeals, oldest first; `can_decide` is false on the caller's own actions. */
export async function openAppeals(
  admin: Actor,
  cursor: string | undefined,
): Promise<{ appeals: AdminAppeal[]; cursor: string | null }> {
  const entity = db().entities.moderationAppeal;
  const page = await entity.query.queue({ queue: 'open' }).go({
    order: 'asc',
    limit: MODERATION_PAGE_SIZE,
    cursor: cursor ? checkedCursor(cursor, entity, 'queue', { queue: 'open' }) : null,
  });
  // Appeals filed before they kept what the queue shows are read the long way: their action and the people named.
  const older = page.data.filter((a) => a.shown === undefined);
  const actions = await Promise.all(older.map((a) => findAction(a.appealId)));
  const person = await peopleOf([...older.map((a) => a.subjectId), ...actions.map((a) => a?.adminId)]);
  return {
    appeals: page.data.flatMap((a) => {
      const kept = a.shown as ShownAppeal | undefined;
      const action = kept ? null : actions[older.indexOf(a)];
      const shown = kept ?? (action ? shownOf(action, person) : null);
      if (!shown) return [];
      return [{ appeal: toAppeal(a), ...shown, can_decide: shown.action.admin_id !== admin.userId }];
    }),
    cursor: page.cursor ?? null,
  };
}

/**
 * POST /admin/appeals/{appealId}/decide: another admin than the one who acted upholds or reverses.
 * Reversing undoes the action: hidden content is shown again, a suspension is lifted (the account
 * enabled). The outcome is audit-logged and the person notified and e-mailed.
 */
export async function decide(admin: Actor, appealId: string, outcome: AppealOutcome, reason: string): Promise<Appeal> {
  const filed = await findAppeal(appealId);
  if (!filed) throw refuse(ErrorCodes.moderationAppealNotFound, MODERATION_MESSAGES.appealNotFound);
  if (filed.queue !== 'open') throw refuse(ErrorCodes.moderationAppealDecided, MODERATION_MESSAGES.appealDecided);
  const action = await findAction(appealId);
  if (!action) throw refuse(ErrorCodes.moderationAppealNotFound, MODERATION_MESSAGES.appealNotFound);
  if (action.adminId === admin.userId) throw refuse(ErrorCodes.moderationSameAdmin, MODERATION_MESSAGES.sameAdmin);
  const reverse = outcome === 'reverse';
  const kind = action.kind as ReportKind;
  const theCase = reverse && action.action === 'hide' ? await findCase(caseIdOf(kind, action.targetId)) : null;
  const shows = theCase !== null && theCase.visibility === 'hidden';
  const subject = reverse && action.action === 'suspend' ? await Profiles.get(action.subjectId) : null;
  const decidedAt = new Date().toISOString();
  const decided: AppealItem = {
    ...filed,
    queue: 'decided',
    outcome,
    decisionReason: reason,
    decidedBy: admin.userId,
    decidedAt,
  };
  const telling = new Telling(action.subjectId);
  try {
    await commit((tx, fx) => [
      tx.moderationAppeal
        .patch({ appealId })
        .set({ queue: 'decided', outcome, decisionReason: reason, decidedBy: admin.userId, decidedAt })
        .where((attr, op) => op.eq(attr.queue, 'open'))
        .commit(),
      Audit.entry(
        tx,
        admin,
        `moderation.appeal.${outcome}`,
        appealId,
        `${outcome} the appeal of the ${action.action} of ${kind} ${action.targetId}: ${reason}`,
      ),
      ...telling.pieces(
        fx,
        reverse ? MODERATION_NOTIFICATIONS.reversed(reason) : MODERATION_NOTIFICATIONS.upheld(reason),
      ),
      ...(reverse ? [tx.moderationAction.patch({ actionId: appealId }).set({ reversed: true }).commit()] : []),
      ...(reverse && action.action === 'suspend' ? [liftPiece(tx, action.subjectId)] : []),
      ...(shows ? [putCase(tx, { ...theCase, visibility: 'visible', rev: theCase.rev + 1 }, theCase.rev)] : []),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw refuse(ErrorCodes.moderationAppealDecided, MODERATION_MESSAGES.appealDecided);
    throw err;
  }
  telling.mailing(MODERATION_MAIL.decided(outcome, reason));
  if (shows) await applyVisibility(kind, action.targetId, 'hidden', 'visible');
  if (subject) await enableAccount(subject.email);
  await telling.send();
  return toAppeal(decided);
}
