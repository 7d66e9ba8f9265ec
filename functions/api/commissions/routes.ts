import type { commissionsContract } from '@shared/api/contract/commissions';
import * as Commissions from '../../core/projects/commissions/commissions';
import { answer, sideOf } from '../../core/projects/commissions/model';
import { getProject } from '../../core/projects/model';
import type { GroupRoutes } from '../../lib/http';

export const commissionRoutes: GroupRoutes<typeof commissionsContract> = {
  'GET /api/projects/{id}/commission': async ({ params, actor }) => {
    const project = await getProject(params.id);
    return Commissions.view(params.id, project ? sideOf(project, actor.userId) : 'admin');
  },
  'POST /api/projects/{id}/fund': async ({ params, actor }) => Commissions.fund(actor, params.id),
  'POST /api/projects/{id}/milestones/{position}/approve': async ({ params, actor }) =>
    answer(params.id, actor.userId, Commissions.approve(actor, params.id, params.position)),
  'POST /api/projects/{id}/cancel': async ({ params, body, actor }) =>
    answer(params.id, actor.userId, Commissions.requestCancel(actor, params.id, body.reason)),
  'POST /api/projects/{id}/cancel/agree': async ({ params, actor }) =>
    answer(params.id, actor.userId, Commissions.agreeCancel(actor, params.id)),
  'DELETE /api/projects/{id}/cancel': async ({ params, actor }) =>
    answer(params.id, actor.userId, Commissions.withdrawCancel(actor, params.id)),
  'POST /api/projects/{id}/dispute': async ({ params, body, actor }) =>
    answer(params.id, actor.userId, Commissions.openDispute(actor, params.id, body.reason)),
  'GET /admin/disputes': async () => Commissions.openDisputes(),
  'GET /admin/disputes/{id}': async ({ params }) => Commissions.disputeCase(params.id),
  'POST /admin/disputes/{id}/decide': async ({ params, body, actor }) => {
    const { message } = await Commissions.decide(actor, params.id, body);
    return { message, commission: await Commissions.view(params.id, 'admin') };
  },
};
