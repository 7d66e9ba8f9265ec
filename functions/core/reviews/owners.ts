import type { OwnersLoader } from '../actor';
import { findReview } from './model';

/** A review is replied to by the person it reviews. */
export const ofReview: OwnersLoader = async (reviewId) => {
  const review = await findReview(reviewId);
  return review ? [review.revieweeId] : null;
};
