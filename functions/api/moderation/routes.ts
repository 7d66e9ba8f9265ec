import type { moderationContract } from '@shared/api/contract/moderation';
import { MODERATION_MESSAGES } from '@shared/schemas/moderation';
import * as Actions from '../../core/moderation/actions';
import * as Appeals from '../../core/moderation/appeals';
import * as Queue from '../../core/moderation/queue';
import * as Reports from '../../core/moderation/reports';
import type { GroupRoutes } from '../../lib/http';

export const moderationRoutes: GroupRoutes<typeof moderationContract> = {
  'POST /api/reports': async ({ body, actor }) => {
    await Reports.report(actor, body);
    return { message: MODERATION_MESSAGES.reported };
  },
  'GET /api/moderation/mine': async ({ actor }) => Appeals.mine(actor),
  'POST /api/appeals': async ({ body, actor }) => ({
    appeal: await Appeals.appeal(actor, body.action_id, body.text),
    message: MODERATION_MESSAGES.appealSent,
  }),
  'POST /appeals/suspension': async ({ body }) => ({
    appeal: await Appeals.appealSuspension(body.token, body.text),
    message: MODERATION_MESSAGES.appealSent,
  }),
  'GET /admin/moderation': async ({ query }) => Queue.queue(query.kind, query.cursor),
  'POST /admin/moderation/{caseId}/{action}': async ({ params, body, actor }) => ({
    action: await Actions.act(actor, params.caseId, params.action, body.reason),
  }),
  'GET /admin/appeals': async ({ query, actor }) => Appeals.openAppeals(actor, query.cursor),
  'POST /admin/appeals/{appealId}/decide': async ({ params, body, actor }) => ({
    appeal: await Appeals.decide(actor, params.appealId, body.outcome, body.reason),
  }),
};
