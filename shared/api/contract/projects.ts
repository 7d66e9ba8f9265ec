import * as z from 'zod';
import { PROJECT_MESSAGES } from '../../messages/projects';
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
import { counterBodySchema, proposalHistorySchema, proposalIdParamsSchema } from '../../schemas/commissions';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Proposals, projects and milestones (part 2 "Proposals and projects"). Only a proposal's
 * recipient decides it; only a project's two people read it; only its artist changes status,
 * priority and milestones; only its client confirms Done / Failed.
 */
export const projectsContract = defineRoutes({
  'POST /send-proposal': {
    auth: 'user',
    owner: { self: 'body.sender_id' },
    adminRefused: 'You are not allowed to do that.',
    body: sendProposalBodySchema,
    response: proposalSchema,
    status: 201,
    errors: [ErrorCodes.proposalToSelf, ErrorCodes.proposalSameRole, ErrorCodes.profileNotFound, ErrorCodes.blocked],
  },
  /** The proposals the user received, newest first. */
  'GET /api/proposals/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: proposalListSchema,
    errors: [],
  },
  /** The proposals the user sent, newest first, with what became of each. */
  'GET /api/proposals/{userId}/sent': {
    auth: 'user',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: sentProposalListSchema,
    errors: [],
  },
  'POST /artist/proposals/accept': {
    auth: 'artist',
    owner: { thing: 'proposal', id: 'body.proposal.proposal_id', message: PROJECT_MESSAGES.notRecipient },
    body: acceptProposalBodySchema,
    response: acceptProposalResponseSchema,
    errors: [ErrorCodes.proposalDecided, ErrorCodes.proposalSameRole, ErrorCodes.profileNotFound, ErrorCodes.blocked],
  },
  'POST /client/proposals/accept': {
    auth: 'client',
    owner: { thing: 'proposal', id: 'body.proposal.proposal_id', message: PROJECT_MESSAGES.notRecipient },
    body: acceptProposalBodySchema,
    response: acceptProposalResponseSchema,
    errors: [ErrorCodes.proposalDecided, ErrorCodes.proposalSameRole, ErrorCodes.profileNotFound, ErrorCodes.blocked],
  },
  'POST /api/proposals/reject': {
    auth: 'user',
    owner: { thing: 'proposal', id: 'body.proposalId', message: PROJECT_MESSAGES.notRecipient },
    body: rejectProposalBodySchema,
    response: z.object({ message: z.string() }),
    errors: [ErrorCodes.proposalDecided],
  },
  /** The recipient answers with changed terms: a new version, now awaiting the other side (issue 31). */
  'POST /api/proposals/{id}/counter': {
    auth: 'user',
    owner: { thing: 'proposal', id: 'params.id', message: PROJECT_MESSAGES.notRecipient },
    params: proposalIdParamsSchema,
    body: counterBodySchema,
    response: proposalSchema,
    status: 201,
    errors: [
      ErrorCodes.proposalDecided,
      ErrorCodes.commissionSameTerms,
      ErrorCodes.profileNotFound,
      ErrorCodes.blocked,
    ],
  },
  /** Every version of the negotiation a proposal belongs to, with what changed: its two people only. */
  'GET /api/proposals/{id}/history': {
    auth: 'user',
    owner: { thing: 'proposalThread', id: 'params.id' },
    params: proposalIdParamsSchema,
    response: proposalHistorySchema,
    errors: [ErrorCodes.proposalDecided],
  },
  'GET /api/artist-projects/{userId}': {
    auth: 'artist',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: projectListSchema,
    errors: [],
  },
  'GET /api/client-projects/{userId}': {
    auth: 'client',
    owner: { self: 'params.userId' },
    params: userIdParamsSchema,
    response: projectListSchema,
    errors: [],
  },
  /** The four summary cards, from counters. */
  'GET /api/project-summary/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: projectSummarySchema,
    errors: [],
  },
  'POST /api/projects/update-status': {
    auth: 'user',
    owner: { thing: 'project', id: 'body.project_id' },
    body: updateStatusBodySchema,
    response: successSchema,
    errors: [
      ErrorCodes.projectNotFound,
      ErrorCodes.projectChanged,
      ErrorCodes.projectAlreadyConfirmed,
      ErrorCodes.projectNotConfirmable,
      ErrorCodes.commissionDisputed,
    ],
  },
  'POST /api/projects/update-priority': {
    auth: 'artist',
    owner: { thing: 'project', id: 'body.project_id' },
    body: updatePriorityBodySchema,
    response: successSchema,
    errors: [ErrorCodes.projectNotFound, ErrorCodes.projectChanged],
  },
  'GET /api/projects/{id}/client_project_details': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectIdParamsSchema,
    response: clientProjectDetailsSchema,
    errors: [ErrorCodes.projectNotFound],
  },
  'GET /api/projects/{id}/artist_project_details': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectIdParamsSchema,
    response: artistProjectDetailsSchema,
    errors: [ErrorCodes.projectNotFound],
  },
  'GET /api/projects/in-progress-with-milestones': {
    auth: 'user',
    owner: 'caller',
    response: inProgressListSchema,
    errors: [],
  },
  'GET /api/projects/{id}/milestones': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectIdParamsSchema,
    response: z.array(milestoneSchema),
    errors: [ErrorCodes.projectNotFound],
  },
  'PUT /api/milestones/{id}': {
    auth: 'artist',
    owner: { thing: 'milestone', id: 'params.id' },
    params: milestoneIdParamsSchema,
    body: updateMilestoneBodySchema,
    response: milestoneSchema,
    errors: [ErrorCodes.projectNotFound, ErrorCodes.projectChanged, ErrorCodes.milestoneNotFound],
  },
});
