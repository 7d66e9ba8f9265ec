import {
  cancelBodySchema,
  commissionAnswerSchema,
  commissionSchema,
  decideBodySchema,
  disputeBodySchema,
  disputeCaseSchema,
  disputeListSchema,
  fundResponseSchema,
  milestoneParamsSchema,
  projectParamsSchema,
} from '../../schemas/commissions';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

const E = ErrorCodes;
const notThere = [
  E.projectNotFound,
  E.commissionNoTerms,
  E.commissionClosed,
  E.commissionDisputed,
  E.projectChanged,
] as const;

/**
 * Commissions with money (issue 31): a project's agreed terms, its funding through PayMongo
 * (held by Crafti), approvals releasing money to the artist, cancellation and disputes. Only a
 * project's two sides read its money; only its client funds and approves; only admins decide
 * disputes. The work itself (deliveries, revisions, the timeline) is the `deliveries` group.
 */
export const commissionsContract = defineRoutes({
  'GET /api/projects/{id}/commission': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    response: commissionSchema,
    errors: [E.projectNotFound],
  },
  'POST /api/projects/{id}/fund': {
    auth: 'client',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    response: fundResponseSchema,
    errors: [...notThere, E.commissionNothingToFund, E.commissionFundTooSmall, E.checkoutFailed],
  },
  'POST /api/projects/{id}/milestones/{position}/approve': {
    auth: 'client',
    owner: { thing: 'project', id: 'params.id' },
    params: milestoneParamsSchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.milestoneNotFound, E.commissionNotDelivered],
  },
  /** Asks to cancel; the other side agrees (POST …/cancel/agree) or opens a dispute. Nothing funded: canceled at once. */
  'POST /api/projects/{id}/cancel': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    body: cancelBodySchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.commissionNoCancelRequest, E.commissionOwnCancelRequest],
  },
  'POST /api/projects/{id}/cancel/agree': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.commissionNoCancelRequest, E.commissionOwnCancelRequest],
  },
  'DELETE /api/projects/{id}/cancel': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.commissionNoCancelRequest],
  },
  'POST /api/projects/{id}/dispute': {
    auth: 'user',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    body: disputeBodySchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.commissionNothingHeld, E.commissionAlreadyDisputed],
  },
  'GET /admin/disputes': { auth: 'admin', owner: 'none', response: disputeListSchema, errors: [] },
  'GET /admin/disputes/{id}': {
    auth: 'admin',
    owner: 'none',
    params: projectParamsSchema,
    response: disputeCaseSchema,
    errors: [E.projectNotFound, E.commissionNotDisputed],
  },
  'POST /admin/disputes/{id}/decide': {
    auth: 'admin',
    owner: 'none',
    params: projectParamsSchema,
    body: decideBodySchema,
    response: commissionAnswerSchema,
    errors: [E.projectNotFound, E.commissionNotDisputed, E.commissionReleaseTooMuch, E.projectChanged],
  },
});
