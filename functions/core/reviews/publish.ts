import { REVIEW_MESSAGES } from '@shared/messages/reviews';
import type { Notification } from '@shared/schemas/notifications';
import { db, type TransactionEntities } from '../db/service';
import { commit } from '../db/transactions';
import * as Notifications from '../notifications/notifications';
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

/** Notifies both people of a published review (pieces, and the pushes to run after the commit). */
export function publishedNotices(
  tx: TransactionEntities,
  r: Pick<ReviewItem, 'reviewerId' | 'revieweeId' | 'reviewerName' | 'revieweeName'>,
  links: { reviewer: string; reviewee: string },
) {
  const pushes: [string, Notification][] = [];
  const pieces = [
    { userId: r.revieweeId, other: r.reviewerName, link: links.reviewee },
    { userId: r.reviewerId, other: r.revieweeName, link: links.reviewer },
  ].flatMap((n) => {
    const notice = Notifications.notifyPieces(tx, n.userId, {
      type: 'review',
      message: REVIEW_MESSAGES.notifyPublished(n.other),
      link: n.link,
    });
    pushes.push([n.userId, notice.notification]);
    return notice.pieces;
  });
  return { pieces, push: () => Promise.all(pushes.map(([userId, n]) => Notifications.push(userId, n))) };
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
  let push: () => Promise<unknown> = async () => undefined;
  await commit(
    (tx) => {
      const link = profileLink(review.revieweeId, roles.get(review.revieweeId)?.role);
      const notices = publishedNotices(tx, review, { reviewer: link, reviewee: link });
      push = notices.push;
      return [...publishPieces(tx, review, new Date().toISOString(), reviewee), drop(tx), ...notices.pieces];
    },
    { after: () => push() },
  );
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
