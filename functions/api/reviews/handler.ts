import { reviewsContract } from '@shared/api/contract/reviews';
import * as ReviewOwners from '../../core/reviews/owners';
import { httpHandler } from '../../lib/http';
import { reviewRoutes } from './routes';

export const handler = httpHandler(reviewsContract, reviewRoutes, { review: ReviewOwners.ofReview });
