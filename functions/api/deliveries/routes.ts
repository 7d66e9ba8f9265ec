import type { deliveriesContract } from '@shared/api/contract/deliveries';
import { answer } from '../../core/projects/commissions/model';
import * as Process from '../../core/projects/commissions/process';
import * as Work from '../../core/projects/commissions/work';
import type { GroupRoutes } from '../../lib/http';

export const deliveryRoutes: GroupRoutes<typeof deliveriesContract> = {
  'POST /api/projects/{id}/milestones/{position}/deliver': async ({ params, body, actor }) =>
    answer(params.id, actor.userId, Work.deliver(actor, params.id, params.position, body)),
  'POST /api/projects/{id}/milestones/{position}/revision': async ({ params, body, actor }) =>
    answer(params.id, actor.userId, Work.askRevision(actor, params.id, params.position, body.note)),
  'POST /api/projects/{id}/timeline': async ({ params, body, actor }) =>
    answer(params.id, actor.userId, Work.postUpdate(actor, params.id, body)),
  'GET /api/arts/{id}/process': async ({ params }) => Process.timelineOfArt(params.id),
  'PUT /api/arts/{id}/process': async ({ params, body, actor }) => Process.attach(actor, params.id, body.project_id),
  'GET /api/timeline-choices': async ({ actor }) => Process.choices(actor),
};
