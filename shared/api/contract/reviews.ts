import {
  pendingReviewsSchema,
  personReviewsParamsSchema,
  replyAnswerSchema,
  replyBodySchema,
  reviewParamsSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  writeReviewAnswerSchema,
  writeReviewBodySchema,
} from '../../schemas/reviews';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

const E = ErrorCodes;
const adminRefused = 'Administrators do not write reviews.';

/**
 * Two-sided, double-blind reviews (issue 32 §1): after a completed order or a commission confirmed
 * Done or Failed, each side reviews the other once within 30 days (the server checks the
 * transaction: the body's id names it, the caller must be one of its two people); both stay hidden
 * until both are in or 14 days pass; the reviewed person replies once.
 */
export const reviewsContract = defineRoutes({
  'POST /api/reviews': {
    auth: 'user',
    owner: 'caller',
    adminRefused,
    body: writeReviewBodySchema,
    response: writeReviewAnswerSchema,
    errors: [E.reviewNotEarned, E.reviewWindowClosed, E.reviewAlreadyWritten],
  },
  'GET /api/reviews/pending': {
    auth: 'user',
    owner: 'caller',
    adminRefused,
    response: pendingReviewsSchema,
    errors: [],
  },
  'POST /api/reviews/{reviewId}/reply': {
    auth: 'user',
    owner: { thing: 'review', id: 'params.reviewId', message: 'Only the reviewed person can reply.' },
    adminRefused,
    params: reviewParamsSchema,
    body: replyBodySchema,
    response: replyAnswerSchema,
    errors: [E.reviewNotFound, E.reviewNotPublished, E.reviewAlreadyReplied],
  },
  /** A person's published reviews, newest first (public). */
  'GET /people/{userId}/reviews': {
    auth: 'public',
    owner: 'none',
    params: personReviewsParamsSchema,
    query: reviewsQuerySchema,
    response: reviewsPageSchema,
    errors: [E.invalidCursor, E.profileNotFound],
  },
});
