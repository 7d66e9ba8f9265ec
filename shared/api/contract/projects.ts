import * as z from 'zod';
import { userIdParamsSchema } from '../../schemas/common';
import {
  acceptProposalBodySchema,
  acceptProposalResponseSchema,
  artistProjectDetailsSchema,
  clientProjectDetailsSchema,
  inProgressListSchema,
  milestoneIdParamsSchema,
  milestoneSchema,
  projectIdParamsSchema,
  projectListSchema,
  projectSummarySchema,
  proposalListSchema,
  proposalSchema,
  rejectProposalBodySchema,
  sentProposalListSchema,
  sendProposalBodySchema,
  successSchema,
  updateMilestoneBodySchema,
  updatePriorityBodySchema,
  updateStatusBodySchema,
} from '../../schemas/projects';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Proposals, projects and milestones (part 2 "Proposals and projects"). Only a proposal's
 * recipient decides it; only a project's two people read it; only its artist changes status,
 * priority and milestones; only its client confirms Done / Failed.
 */
export const projectsContract = defineRoutes({
  'POST /send-proposal': { auth: 'user', body: sendProposalBodySchema, response: proposalSchema, status: 201, errors: [ErrorCodes.proposalToSelf, ErrorCodes.proposalSameRole, ErrorCodes.profileNotFound] },
  /** The proposals the user received, newest first. */
  'GET /api/proposals/{userId}': { auth: 'user', params: userIdParamsSchema, response: proposalListSchema, errors: [] },
  /** The proposals the user sent, newest first, with what became of each. */
  'GET /api/proposals/{userId}/sent': { auth: 'user', params: userIdParamsSchema, response: sentProposalListSchema, errors: [] },
  'POST /artist/proposals/accept': { auth: 'artist', body: acceptProposalBodySchema, response: acceptProposalResponseSchema, errors: [ErrorCodes.proposalDecided, ErrorCodes.proposalSameRole, ErrorCodes.profileNotFound] },
  'POST /client/proposals/accept': { auth: 'client', body: acceptProposalBodySchema, response: acceptProposalResponseSchema, errors: [ErrorCodes.proposalDecided, ErrorCodes.proposalSameRole, ErrorCodes.profileNotFound] },
  'POST /api/proposals/reject': { auth: 'user', body: rejectProposalBodySchema, response: z.object({ message: z.string() }), errors: [ErrorCodes.proposalDecided] },
  'GET /api/artist-projects/{userId}': { auth: 'artist', params: userIdParamsSchema, response: projectListSchema, errors: [] },
  'GET /api/client-projects/{userId}': { auth: 'client', params: userIdParamsSchema, response: projectListSchema, errors: [] },
  /** The four summary cards, from counters. */
  'GET /api/project-summary/{userId}': { auth: 'user', params: userIdParamsSchema, response: projectSummarySchema, errors: [] },
  'POST /api/projects/update-status': { auth: 'user', body: updateStatusBodySchema, response: successSchema, errors: [ErrorCodes.projectNotFound, ErrorCodes.projectChanged, ErrorCodes.projectAlreadyConfirmed, ErrorCodes.projectNotConfirmable] },
  'POST /api/projects/update-priority': { auth: 'artist', body: updatePriorityBodySchema, response: successSchema, errors: [ErrorCodes.projectNotFound, ErrorCodes.projectChanged] },
  'GET /api/projects/{id}/client_project_details': { auth: 'user', params: projectIdParamsSchema, response: clientProjectDetailsSchema, errors: [ErrorCodes.projectNotFound] },
  'GET /api/projects/{id}/artist_project_details': { auth: 'user', params: projectIdParamsSchema, response: artistProjectDetailsSchema, errors: [ErrorCodes.projectNotFound] },
  'GET /api/projects/in-progress-with-milestones': { auth: 'user', response: inProgressListSchema, errors: [] },
  'GET /api/projects/{id}/milestones': { auth: 'user', params: projectIdParamsSchema, response: z.array(milestoneSchema), errors: [ErrorCodes.projectNotFound] },
  'PUT /api/milestones/{id}': { auth: 'artist', params: milestoneIdParamsSchema, body: updateMilestoneBodySchema, response: milestoneSchema, errors: [ErrorCodes.projectNotFound, ErrorCodes.projectChanged, ErrorCodes.milestoneNotFound] },
});
