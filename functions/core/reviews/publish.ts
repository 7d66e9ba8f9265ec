import { REVIEW_MESSAGES } from '@shared/messages/reviews';
import { db, type TransactionEntities } from '../db/service';
import { commit, type SideEffects } from '../db/transactions';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Ratings from '../profiles/ratings';
import { findReview, listingOf, type ReviewItem } from './model';

/**
 * Publishing: a review becomes visible on the reviewed person's profile and counts in their
 * aggregate, in one transaction (conditional on it still being unpublished, so the second review
 * and the 14-day task never publish it twice). The sweeper publishes the reviews whose 14 days
 * passed without the other side's.
 */

/** The pieces that publish a hidden review (`now` is its publication time); `reviewee` is its reviewed person's aggregate. */
export function publishPieces(
  tx: TransactionEntities,
  r: Pick<ReviewItem, 'reviewId' | 'reviewerId' | 'revieweeId' | 'createdAt' | 'stars' | 'hidden'>,
  now: string,
  reviewee: Ratings.RatingTarget,
) {
  return [
    tx.review
      .patch({ reviewId: r.reviewId })
      .set({
        published: true,
        publishedAt: now,
        ...listingOf(r, { published: true, hidden: Boolean(r.hidden), publishedAt: now }),
      })
      .where((attr, op) => op.eq(attr.published, false))
      .commit(),
    ...(r.hidden ? [] : Ratings.pieces(tx, reviewee, r.stars, 1)),
  ];
}

/** Notifies both people of a published review (pieces of the transaction, pushed once it committed). */
export function publishedNotices(
  fx: SideEffects,
  r: Pick<ReviewItem, 'reviewerId' | 'revieweeId' | 'reviewerName' | 'revieweeName'>,
  links: { reviewer: string; reviewee: string },
) {
  return [
    { userId: r.revieweeId, other: r.reviewerName, link: links.reviewee },
    { userId: r.reviewerId, other: r.revieweeName, link: links.reviewer },
  ].flatMap((n) =>
    fx.notify(n.userId, { type: 'review', message: REVIEW_MESSAGES.notifyPublished(n.other), link: n.link }),
  );
}

export const profileLink = (userId: string, role: string | undefined) =>
  `/profile/${role === 'Artist' ? 'artist' : 'client'}/${userId}`;

/** The tasks due by `now`, oldest first. */
async function dueTasks(now: Date, limit: number) {
  const { data } = await db()
    .entities.reviewTask.query.due({ shard: 'reviews' })
    .lte({ dueAt: now.toISOString() })
    .go({ limit });
  return data;
}

/** One due task: its review published (unless the other side's review published it meanwhile), the task gone. */
async function runTask(task: { transactionKey: string; reviewId: string }): Promise<void> {
  const review = await findReview(task.reviewId);
  const drop = (tx: TransactionEntities) => tx.reviewTask.delete({ transactionKey: task.transactionKey }).commit();
  if (!review || review.published) {
    await commit((tx) => [drop(tx)]);
    return;
  }
  const [roles, reviewee] = await Promise.all([
    Profiles.getMany([review.reviewerId, review.revieweeId]),
    Ratings.targetOf(review.revieweeId),
  ]);
  const link = profileLink(review.revieweeId, roles.get(review.revieweeId)?.role);
  await commit((tx, fx) => [
    ...publishPieces(tx, review, new Date().toISOString(), reviewee),
    drop(tx),
    ...publishedNotices(fx, review, { reviewer: link, reviewee: link }),
  ]);
}

/** The sweeper's part (every minute): publishes the reviews whose 14 days passed by `now`. How many it published. */
export async function publishDue(now = new Date(), limit = 50): Promise<number> {
  let published = 0;
  for (const task of await dueTasks(now, limit)) {
    try {
      await runTask(task);
      published++;
    } catch (err) {
      log.error('review publication failed', { transactionKey: task.transactionKey, error: serializeError(err) });
    }
  }
  return published;
}
