import type { projectsContract } from '@shared/api/contract/projects';
import { PROJECT_MESSAGES } from '@shared/schemas/projects';
import * as Negotiation from '../../core/projects/negotiation';
import * as Projects from '../../core/projects/projects';
import type { GroupRoutes } from '../../lib/http';

export const projectRoutes: GroupRoutes<typeof projectsContract> = {
  'POST /send-proposal': async ({ body, actor }) => Projects.send(actor, body),
  'GET /api/proposals/{userId}': async ({ params }) => Projects.received(params.userId),
  'GET /api/proposals/{userId}/sent': async ({ params }) => Projects.sent(params.userId),
  'POST /artist/proposals/accept': async ({ body, actor }) => ({
    message: PROJECT_MESSAGES.accepted,
    newProject: await Projects.accept(actor, body.proposal.proposal_id),
  }),
  'POST /client/proposals/accept': async ({ body, actor }) => ({
    message: PROJECT_MESSAGES.accepted,
    newProject: await Projects.accept(actor, body.proposal.proposal_id),
  }),
  'POST /api/proposals/reject': async ({ body, actor }) => {
    await Projects.reject(actor, body.proposalId);
    return { message: PROJECT_MESSAGES.rejected };
  },
  'POST /api/proposals/{id}/counter': async ({ params, body, actor }) => Negotiation.counter(actor, params.id, body),
  'GET /api/proposals/{id}/history': async ({ params }) => Negotiation.history(params.id),
  'GET /api/artist-projects/{userId}': async ({ params }) => Projects.listFor(params.userId, 'Artist'),
  'GET /api/client-projects/{userId}': async ({ params }) => Projects.listFor(params.userId, 'Client'),
  'GET /api/project-summary/{userId}': async ({ params }) => Projects.summary(params.userId),
  'POST /api/projects/update-status': async ({ body, actor }) => ({
    success: true as const,
    project: await Projects.setStatus(actor, body.project_id, body.status),
  }),
  'POST /api/projects/update-priority': async ({ body, actor }) => ({
    success: true as const,
    project: await Projects.setPriority(actor, body.project_id, body.priority),
  }),
  'GET /api/projects/{id}/client_project_details': async ({ params, actor }) => {
    const { budget, profile } = await Projects.details(actor, params.id, 'Client');
    return { budget, clientProfile: profile };
  },
  'GET /api/projects/{id}/artist_project_details': async ({ params, actor }) => {
    const { budget, profile } = await Projects.details(actor, params.id, 'Artist');
    return { budget, artistProfile: profile };
  },
  'GET /api/projects/in-progress-with-milestones': async ({ actor }) => Projects.inProgressWithMilestones(actor),
  'GET /api/projects/{id}/milestones': async ({ params, actor }) => Projects.milestones(actor, params.id),
  'PUT /api/milestones/{id}': async ({ params, body, actor }) => Projects.updateMilestone(actor, params.id, body),
};
