import { commit } from '../db/transactions';
import * as Ratings from '../profiles/ratings';
import { findReview, listingOf } from './model';

/**
 * What the moderation queue (reports on every kind) needs of a review: who wrote it and a snippet,
 * and hiding or restoring it. A hidden review is not listed and leaves the aggregate.
 */

export async function describe(reviewId: string): Promise<{ authorId: string; snippet: string } | null> {
  const review = await findReview(reviewId);
  // Only a published review can be read, so only a published one can be reported.
  return review?.published ? { authorId: review.reviewerId, snippet: review.text.slice(0, 200) } : null;
}

export async function setHidden(reviewId: string, hidden: boolean): Promise<void> {
  const review = await findReview(reviewId);
  if (!review || Boolean(review.hidden) === hidden) return;
  const reviewee = await Ratings.targetOf(review.revieweeId);
  await commit((tx) => [
    tx.review
      .patch({ reviewId })
      .set({ hidden, ...listingOf(review, { published: review.published, hidden, publishedAt: review.publishedAt }) })
      .where(
        (attr, op) =>
          `${op.eq(attr.published, review.published)} AND (${hidden ? `${op.notExists(attr.hidden)} OR ${op.eq(attr.hidden, false)}` : op.eq(attr.hidden, true)})`,
      )
      .commit(),
    ...(review.published ? Ratings.pieces(tx, reviewee, hidden ? -review.stars : review.stars, hidden ? -1 : 1) : []),
  ]);
}
