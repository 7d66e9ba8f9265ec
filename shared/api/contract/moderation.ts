import { messageSchema } from '../../schemas/common';
import {
  adminAppealsPageSchema,
  appealBodySchema,
  appealIdParamsSchema,
  appealResponseSchema,
  appealsQuerySchema,
  caseActionBodySchema,
  caseActionParamsSchema,
  caseActionResponseSchema,
  decideAppealBodySchema,
  decideAppealResponseSchema,
  MODERATION_MESSAGES,
  moderationQueueQuerySchema,
  moderationQueuePageSchema,
  myModerationSchema,
  reportBodySchema,
  suspensionAppealBodySchema,
} from '../../schemas/moderation';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Reports on anything, one moderation queue, suspensions and appeals (issue 32 items 2 and 3).
 * Any signed-in person reports any kind of content but their own (one report per person per
 * target); admins decide cases (dismiss, hide, warn, suspend) with a reason the affected person
 * sees; the affected person appeals once, decided by another admin. A suspended person appeals
 * through the single-use link of their suspension e-mail (public route).
 */
export const moderationContract = defineRoutes({
  /** `target_id` as REPORT_KINDS documents (shared/messages/moderation.ts). */
  'POST /api/reports': {
    auth: 'user',
    owner: 'none',
    body: reportBodySchema,
    response: messageSchema,
    status: 201,
    errors: [
      ErrorCodes.moderationTargetNotFound,
      ErrorCodes.moderationOwnContent,
      ErrorCodes.moderationAlreadyReported,
    ],
  },
  /** The actions against the caller (content hidden, warned, suspended), newest first, with their appeals. */
  'GET /api/moderation/mine': { auth: 'user', owner: 'caller', response: myModerationSchema, errors: [] },
  'POST /api/appeals': {
    auth: 'user',
    owner: { thing: 'moderation-action', id: 'body.action_id', message: MODERATION_MESSAGES.actionNotFound },
    body: appealBodySchema,
    response: appealResponseSchema,
    status: 201,
    errors: [
      ErrorCodes.moderationActionNotFound,
      ErrorCodes.moderationNotAppealable,
      ErrorCodes.moderationAppealExists,
      ErrorCodes.moderationLinkInvalid,
    ],
  },
  /** A suspended person's appeal, with the token of their suspension e-mail's link (works once). */
  'POST /appeals/suspension': {
    auth: 'public',
    owner: 'none',
    body: suspensionAppealBodySchema,
    response: appealResponseSchema,
    status: 201,
    errors: [ErrorCodes.moderationLinkInvalid, ErrorCodes.moderationAppealExists, ErrorCodes.moderationNotAppealable],
  },
  /** Open cases, newest report first; `kind` narrows to one kind. */
  'GET /admin/moderation': {
    auth: 'admin',
    owner: 'none',
    query: moderationQueueQuerySchema,
    response: moderationQueuePageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** dismiss | hide | warn | suspend, with a reason the affected person sees. */
  'POST /admin/moderation/{caseId}/{action}': {
    auth: 'admin',
    owner: 'none',
    params: caseActionParamsSchema,
    body: caseActionBodySchema,
    response: caseActionResponseSchema,
    errors: [ErrorCodes.moderationCaseNotFound, ErrorCodes.moderationCaseClosed, ErrorCodes.moderationTargetNotFound],
  },
  /** Open appeals, oldest first. */
  'GET /admin/appeals': {
    auth: 'admin',
    owner: 'none',
    query: appealsQuerySchema,
    response: adminAppealsPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** uphold | reverse; the admin who took the action may not decide (403 moderation.same_admin). */
  'POST /admin/appeals/{appealId}/decide': {
    auth: 'admin',
    owner: 'none',
    params: appealIdParamsSchema,
    body: decideAppealBodySchema,
    response: decideAppealResponseSchema,
    errors: [ErrorCodes.moderationAppealNotFound, ErrorCodes.moderationAppealDecided, ErrorCodes.moderationSameAdmin],
  },
});
