import type { projectsContract } from '@shared/api/contract/projects';
import { PROJECT_MESSAGES } from '@shared/schemas/projects';
import * as Projects from '../../core/projects/projects';
import { assertSelf, assertSelfOrAdmin, type GroupRoutes } from '../../lib/http';

export const projectRoutes: GroupRoutes<typeof projectsContract> = {
  'POST /send-proposal': async ({ body, caller }) => Projects.send(caller.userId, body),
  'GET /api/proposals/{userId}': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return Projects.received(params.userId);
  },
  'GET /api/proposals/{userId}/sent': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return Projects.sent(params.userId);
  },
  'POST /artist/proposals/accept': async ({ body, caller }) => ({
    message: PROJECT_MESSAGES.accepted,
    newProject: await Projects.accept(caller.userId, body.proposal.proposal_id),
  }),
  'POST /client/proposals/accept': async ({ body, caller }) => ({
    message: PROJECT_MESSAGES.accepted,
    newProject: await Projects.accept(caller.userId, body.proposal.proposal_id),
  }),
  'POST /api/proposals/reject': async ({ body, caller }) => {
    await Projects.reject(caller.userId, body.proposalId);
    return { message: PROJECT_MESSAGES.rejected };
  },
  'GET /api/artist-projects/{userId}': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return Projects.listFor(params.userId, 'Artist');
  },
  'GET /api/client-projects/{userId}': async ({ params, caller }) => {
    assertSelf(caller, params.userId);
    return Projects.listFor(params.userId, 'Client');
  },
  'GET /api/project-summary/{userId}': async ({ params, caller }) => {
    assertSelfOrAdmin(caller, params.userId);
    return Projects.summary(params.userId);
  },
  'POST /api/projects/update-status': async ({ body, caller }) => ({
    success: true as const,
    project: await Projects.setStatus(caller.userId, body.project_id, body.status),
  }),
  'POST /api/projects/update-priority': async ({ body, caller }) => ({
    success: true as const,
    project: await Projects.setPriority(caller.userId, body.project_id, body.priority),
  }),
  'GET /api/projects/{id}/client_project_details': async ({ params, caller }) => {
    const { budget, profile } = await Projects.details(caller.userId, params.id, 'Client');
    return { budget, clientProfile: profile };
  },
  'GET /api/projects/{id}/artist_project_details': async ({ params, caller }) => {
    const { budget, profile } = await Projects.details(caller.userId, params.id, 'Artist');
    return { budget, artistProfile: profile };
  },
  'GET /api/projects/in-progress-with-milestones': async ({ caller }) => Projects.inProgressWithMilestones(caller.userId, caller.role),
  'GET /api/projects/{id}/milestones': async ({ params, caller }) => Projects.milestones(caller.userId, params.id),
  'PUT /api/milestones/{id}': async ({ params, body, caller }) => Projects.updateMilestone(caller.userId, params.id, body),
};
