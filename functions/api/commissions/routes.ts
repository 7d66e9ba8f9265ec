import type { commissionsContract } from '@shared/api/contract/commissions';
import * as Commissions from '../../core/projects/commissions/commissions';
import { sideOf } from '../../core/projects/commissions/model';
import { getProject } from '../../core/projects/model';
import type { GroupRoutes } from '../../lib/http';

/** The commission after a change, as the caller sees it, with the change's message. */
async function answer(projectId: string, userId: string, done: Promise<{ message: string }>) {
  const { message } = await done;
  const project = await getProject(projectId);
  return { message, commission: await Commissions.view(projectId, project ? sideOf(project, userId) : 'admin') };
}

export const commissionRoutes: GroupRoutes<typeof commissionsContract> = {
  'GET /api/projects/{id}/commission': async ({ params, actor }) => {
    const project = await getProject(params.id);
    return Commissions.view(params.id, project ? sideOf(project, actor.userId) : 'admin');
  },
  'POST /api/projects/{id}/fund': async ({ params, actor }) => Commissions.fund(actor, params.id),
  'POST /api/projects/{id}/milestones/{position}/deliver': async ({ params, body, actor }) => answer(params.id, actor.userId, Commissions.deliver(actor, params.id, params.position, body)),
  'POST /api/projects/{id}/milestones/{position}/approve': async ({ params, actor }) => answer(params.id, actor.userId, Commissions.approve(actor, params.id, params.position)),
  'POST /api/projects/{id}/milestones/{position}/revision': async ({ params, body, actor }) => answer(params.id, actor.userId, Commissions.askRevision(actor, params.id, params.position, body.note)),
  'POST /api/projects/{id}/timeline': async ({ params, body, actor }) => answer(params.id, actor.userId, Commissions.postUpdate(actor, params.id, body)),
  'POST /api/projects/{id}/cancel': async ({ params, body, actor }) => answer(params.id, actor.userId, Commissions.requestCancel(actor, params.id, body.reason)),
  'POST /api/projects/{id}/cancel/agree': async ({ params, actor }) => answer(params.id, actor.userId, Commissions.agreeCancel(actor, params.id)),
  'DELETE /api/projects/{id}/cancel': async ({ params, actor }) => answer(params.id, actor.userId, Commissions.withdrawCancel(actor, params.id)),
  'POST /api/projects/{id}/dispute': async ({ params, body, actor }) => answer(params.id, actor.userId, Commissions.openDispute(actor, params.id, body.reason)),
  'GET /admin/disputes': async () => Commissions.openDisputes(),
  'GET /admin/disputes/{id}': async ({ params }) => Commissions.disputeCase(params.id),
  'POST /admin/disputes/{id}/decide': async ({ params, body, actor }) => {
    const { message } = await Commissions.decide(actor, params.id, body);
    return { message, commission: await Commissions.view(params.id, 'admin') };
  },
  'GET /api/arts/{id}/process': async ({ params }) => Commissions.timelineOfArt(params.id),
  'PUT /api/arts/{id}/process': async ({ params, body, actor }) => Commissions.attach(actor, params.id, body.project_id),
  'GET /api/timeline-choices': async ({ actor }) => Commissions.choices(actor),
};
