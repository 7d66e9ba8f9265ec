import * as z from 'zod';
import {
  artParamsSchema,
  attachProcessBodySchema,
  commissionAnswerSchema,
  deliverBodySchema,
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
const notThere = [
  E.projectNotFound,
  E.commissionNoTerms,
  E.commissionClosed,
  E.commissionDisputed,
  E.projectChanged,
] as const;

/**
 * A commission's work (issue 31): the artist delivers a funded milestone (images through the
 * upload path, a note) and posts work-in-progress updates to the project's timeline; the client
 * asks for a revision; an art may show the timeline of the commission it came from ("How it was
 * made"). Only the project's artist delivers and posts; only its client asks for revisions. A
 * group of its own: it checks uploads (S3), the money routes call PayMongo.
 */
export const deliveriesContract = defineRoutes({
  'POST /api/projects/{id}/milestones/{position}/deliver': {
    auth: 'artist',
    owner: { thing: 'project', id: 'params.id' },
    params: milestoneParamsSchema,
    body: deliverBodySchema,
    response: commissionAnswerSchema,
    errors: [
      ...notThere,
      E.milestoneNotFound,
      E.commissionNotFunded,
      E.commissionCancelRequested,
      E.uploadInvalid,
      E.uploadInUse,
    ],
  },
  'POST /api/projects/{id}/milestones/{position}/revision': {
    auth: 'client',
    owner: { thing: 'project', id: 'params.id' },
    params: milestoneParamsSchema,
    body: revisionBodySchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.milestoneNotFound, E.commissionNotDelivered, E.commissionRevisionsUsed],
  },
  'POST /api/projects/{id}/timeline': {
    auth: 'artist',
    owner: { thing: 'project', id: 'params.id' },
    params: projectParamsSchema,
    body: wipBodySchema,
    response: commissionAnswerSchema,
    errors: [...notThere, E.milestoneNotFound, E.uploadInvalid, E.uploadInUse],
  },
  /** The art page's "How it was made" (public). */
  'GET /api/arts/{id}/process': {
    auth: 'public',
    owner: 'none',
    params: artParamsSchema,
    response: processTimelineSchema,
    errors: [E.artNotFound],
  },
  'PUT /api/arts/{id}/process': {
    auth: 'artist',
    owner: { thing: 'art', id: 'params.id', message: 'You can only edit your own art.' },
    params: artParamsSchema,
    body: attachProcessBodySchema,
    response: z.object({ message: z.string(), timeline: processTimelineSchema }),
    errors: [E.artNotFound, E.projectNotFound, E.commissionNotYourProject],
  },
  /** The artist's commissions with a timeline, to attach one to an art. */
  'GET /api/timeline-choices': { auth: 'artist', owner: 'caller', response: timelineChoicesSchema, errors: [] },
});
