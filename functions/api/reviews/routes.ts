import type { reviewsContract } from '@shared/api/contract/reviews';
import * as Reviews from '../../core/reviews/reviews';
import type { GroupRoutes } from '../../lib/http';

export const reviewRoutes: GroupRoutes<typeof reviewsContract> = {
  'POST /api/reviews': async ({ body, actor }) => Reviews.write(actor, body),
  'GET /api/reviews/pending': async ({ actor }) => Reviews.pending(actor),
  'POST /api/reviews/{reviewId}/reply': async ({ params, body, actor }) =>
    Reviews.reply(actor, params.reviewId, body.text),
  'GET /people/{userId}/reviews': async ({ params, query }) => Reviews.listOf(params.userId, query.cursor),
};
