import * as z from 'zod';
import {
  artParamsSchema,
  attachProcessBodySchema,
  cancelBodySchema,
  commissionAnswerSchema,
  commissionSchema,
  decideBodySchema,
  deliverBodySchema,
  disputeBodySchema,
  disputeCaseSchema,
  disputeListSchema,
  fundResponseSchema,
  milestoneParamsSchema,
  processTimelineSchema,
  projectParamsSchema,
  revisionBodySchema,
  timelineChoicesSchema,
  wipBodySchema,
} from '../../schemas/commissions';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

const E = ErrorCodes;
const notThere = [E.projectNotFound, E.commissionNoTerms, E.commissionClosed, E.commissionDisputed, E.projectChanged] as const;

/**
 * Commissions with money (issue 31): a project's agreed terms, its funding through PayMongo
 * (held by Crafti), deliveries and their review, releases to the artist, cancellation and
 * disputes, and the work-in-progress timeline. Only a project's two sides read its money and
 * deliveries; only its client funds, approves and asks for revisions; only its artist delivers
 * and posts updates; only admins decide disputes.
 */
export const commissionsContract = defineRoutes({
  'GET /api/projects/{id}/commission': { auth: 'user', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, response: commissionSchema, errors: [E.projectNotFound] },
  'POST /api/projects/{id}/fund': { auth: 'client', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, response: fundResponseSchema, errors: [...notThere, E.commissionNothingToFund, E.commissionFundTooSmall, E.checkoutFailed] },
  'POST /api/projects/{id}/milestones/{position}/deliver': { auth: 'artist', owner: { thing: 'project', id: 'params.id' }, params: milestoneParamsSchema, body: deliverBodySchema, response: commissionAnswerSchema, errors: [...notThere, E.milestoneNotFound, E.commissionNotFunded, E.uploadInvalid, E.uploadInUse] },
  'POST /api/projects/{id}/milestones/{position}/approve': { auth: 'client', owner: { thing: 'project', id: 'params.id' }, params: milestoneParamsSchema, response: commissionAnswerSchema, errors: [...notThere, E.milestoneNotFound, E.commissionNotDelivered] },
  'POST /api/projects/{id}/milestones/{position}/revision': { auth: 'client', owner: { thing: 'project', id: 'params.id' }, params: milestoneParamsSchema, body: revisionBodySchema, response: commissionAnswerSchema, errors: [...notThere, E.milestoneNotFound, E.commissionNotDelivered, E.commissionRevisionsUsed] },
  'POST /api/projects/{id}/timeline': { auth: 'artist', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, body: wipBodySchema, response: commissionAnswerSchema, errors: [...notThere, E.milestoneNotFound, E.uploadInvalid, E.uploadInUse] },
  /** Asks to cancel; the other side agrees (POST …/cancel/agree) or opens a dispute. Nothing funded: canceled at once. */
  'POST /api/projects/{id}/cancel': { auth: 'user', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, body: cancelBodySchema, response: commissionAnswerSchema, errors: [...notThere] },
  'POST /api/projects/{id}/cancel/agree': { auth: 'user', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, response: commissionAnswerSchema, errors: [...notThere, E.commissionNoCancelRequest, E.commissionOwnCancelRequest] },
  'DELETE /api/projects/{id}/cancel': { auth: 'user', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, response: commissionAnswerSchema, errors: [...notThere, E.commissionNoCancelRequest] },
  'POST /api/projects/{id}/dispute': { auth: 'user', owner: { thing: 'project', id: 'params.id' }, params: projectParamsSchema, body: disputeBodySchema, response: commissionAnswerSchema, errors: [...notThere, E.commissionNothingHeld, E.commissionAlreadyDisputed] },
  'GET /admin/disputes': { auth: 'admin', owner: 'none', response: disputeListSchema, errors: [] },
  'GET /admin/disputes/{id}': { auth: 'admin', owner: 'none', params: projectParamsSchema, response: disputeCaseSchema, errors: [E.projectNotFound, E.commissionNotDisputed] },
  'POST /admin/disputes/{id}/decide': { auth: 'admin', owner: 'none', params: projectParamsSchema, body: decideBodySchema, response: commissionAnswerSchema, errors: [E.projectNotFound, E.commissionNotDisputed, E.commissionReleaseTooMuch, E.projectChanged] },
  /** The art page's "How it was made" (public). */
  'GET /api/arts/{id}/process': { auth: 'public', owner: 'none', params: artParamsSchema, response: processTimelineSchema, errors: [E.artNotFound] },
  'PUT /api/arts/{id}/process': { auth: 'artist', owner: { thing: 'art', id: 'params.id', message: 'You can only edit your own art.' }, params: artParamsSchema, body: attachProcessBodySchema, response: z.object({ message: z.string(), timeline: processTimelineSchema }), errors: [E.artNotFound, E.projectNotFound, E.commissionNotYourProject] },
  /** The artist's commissions with a timeline, to attach one to an art. */
  'GET /api/timeline-choices': { auth: 'artist', owner: 'caller', response: timelineChoicesSchema, errors: [] },
});
