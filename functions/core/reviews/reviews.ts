import { ErrorCodes } from '@shared/api/errors';
import { ratingOf, REVIEW_MESSAGES, REVIEW_RULES, reviewDeadlines } from '@shared/messages/reviews';
import type { PendingReviews, Review, ReviewsPage, WriteReviewBody } from '@shared/schemas/reviews';
import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { commit, ConditionFailed, retryOnConflict } from '../db/transactions';
import { AppError, refuse } from '../errors';
import * as Profiles from '../profiles/profiles';
import * as Ratings from '../profiles/ratings';
import { enforceRateLimit, type RateLimitRule } from '../rate-limit/rate-limit';
import { findReview, listingOf, reviewIdOf, toReview, transactionKey, transactionOf, type ReviewItem } from './model';
import { profileLink, publishedNotices, publishPieces } from './publish';

/**
 * Two-sided, double-blind reviews (issue 32 §1). Each side of a completed transaction reviews the
 * other once within 30 days of its completion; a review stays hidden until the other side's is in
 * (the second publishes both, in one transaction) or 14 days after the completion (a task the
 * sweeper runs, publish.ts). Publishing adds the stars to the reviewed person's aggregate.
 */

export const REVIEW_LIMIT: RateLimitRule = {
  name: 'review',
  limit: 10,
  windowSeconds: 3600,
  message: REVIEW_MESSAGES.rateLimited,
};

const notEarned = () => refuse(ErrorCodes.reviewNotEarned, REVIEW_MESSAGES.notEarned);

/** POST /api/reviews: the caller's review of the other side of a completed transaction. */
export async function write(
  actor: Actor,
  body: WriteReviewBody,
): Promise<{ message: string; review_id: string; published: boolean }> {
  const t = await transactionOf(body.kind, body.transaction_id);
  const mine = t?.sides.findIndex((s) => s.userId === actor.userId) ?? -1;
  if (!t || mine < 0 || !t.completedAt) throw notEarned();
  const { until, publishBy } = reviewDeadlines(t.completedAt);
  if (Date.now() > Date.parse(until)) throw new AppError(ErrorCodes.reviewWindowClosed, REVIEW_MESSAGES.windowClosed);
  const me = t.sides[mine]!;
  const them = t.sides[1 - mine]!;
  const reviewId = reviewIdOf(t.kind, t.id, me.userId);
  if (await findReview(reviewId)) throw refuse(ErrorCodes.reviewAlreadyWritten, REVIEW_MESSAGES.alreadyWritten);
  await enforceRateLimit(REVIEW_LIMIT, actor.userId);
  const [profiles, theirRating, myRating] = await Promise.all([
    Profiles.getMany([me.userId, them.userId]),
    Ratings.targetOf(them.userId),
    Ratings.targetOf(me.userId),
  ]);
  const myProfile = profiles.get(me.userId);
  const links = {
    mine: profileLink(me.userId, myProfile?.role),
    theirs: profileLink(them.userId, profiles.get(them.userId)?.role),
  };
  // The other side's review may come in between reading and writing: then read it again.
  return retryOnConflict(
    () => findReview(reviewIdOf(t.kind, t.id, them.userId)),
    async (other) => {
      const now = new Date().toISOString();
      const published = Boolean(other) || now >= publishBy;
      const review = {
        reviewId,
        kind: t.kind,
        transactionId: t.id,
        reviewerId: me.userId,
        revieweeId: them.userId,
        stars: body.stars,
        text: body.text,
        createdAt: now,
        publishBy,
        reviewerName: myProfile ? `${myProfile.firstname} ${myProfile.lastname}` : me.name,
        ...(myProfile?.profileImageKey ? { reviewerImageKey: myProfile.profileImageKey } : {}),
        // The buyer's review says how long the piece took to arrive.
        ...(mine === 0 && t.arrivedDays !== null ? { arrivedDays: t.arrivedDays } : {}),
        revieweeName: them.name,
      };
      try {
        await commit((tx, fx) => {
          const created = tx.review
            .create({
              ...review,
              published,
              ...(published ? { publishedAt: now } : {}),
              ...listingOf(review, { published, hidden: false, publishedAt: now }),
            })
            .commit();
          const invite = tx.reviewInvite.delete({ userId: me.userId, kind: t.kind, transactionId: t.id }).commit();
          if (!published) {
            // The first review: hidden, published by the task 14 days after the completion unless the other side's comes first.
            return [
              created,
              tx.review
                .check({ reviewId: reviewIdOf(t.kind, t.id, them.userId) })
                .where((attr, op) => op.notExists(attr.reviewId))
                .commit(),
              invite,
              tx.reviewTask
                .put({ transactionKey: transactionKey(t.kind, t.id), shard: 'reviews', dueAt: publishBy, reviewId })
                .commit(),
              ...fx.notify(them.userId, {
                type: 'review',
                message: REVIEW_MESSAGES.notifyWritten(review.reviewerName),
                link: them.link,
              }),
            ];
          }
          // The second review (or one written after the 14 days): it publishes, with the other side's if that is still hidden.
          return [
            created,
            ...Ratings.pieces(tx, theirRating, body.stars, 1),
            invite,
            ...(other && !other.published
              ? [
                  ...publishPieces(tx, other, now, myRating),
                  tx.reviewTask.delete({ transactionKey: transactionKey(t.kind, t.id) }).commit(),
                ]
              : []),
            ...publishedNotices(fx, review, { reviewer: links.theirs, reviewee: links.mine }),
          ];
        });
      } catch (err) {
        if (err instanceof ConditionFailed && err.failedIndexes.includes(0))
          throw refuse(ErrorCodes.reviewAlreadyWritten, REVIEW_MESSAGES.alreadyWritten);
        throw err;
      }
      return {
        message: published ? REVIEW_MESSAGES.writtenBoth : REVIEW_MESSAGES.written,
        review_id: reviewId,
        published,
      };
    },
  );
}

/** GET /api/reviews/pending: the caller's completed transactions still open for their review, and their reviews awaiting the other side. */
export async function pending(actor: Actor): Promise<PendingReviews> {
  const [invites, awaiting] = await Promise.all([
    db().entities.reviewInvite.query.byPerson({ userId: actor.userId }).go({ limit: 100 }),
    db()
      .entities.review.query.byReviewer({ mine: `${actor.userId}#blind` })
      .go({ order: 'desc', limit: 50 }),
  ]);
  const now = new Date().toISOString();
  const open = invites.data.filter((i) => i.until > now).sort((a, b) => a.until.localeCompare(b.until));
  const theirs = open.length
    ? await db()
        .entities.review.get(open.map((i) => ({ reviewId: reviewIdOf(i.kind, i.transactionId, i.otherId) })))
        .go()
    : { data: [] };
  const reviewedMe = new Set(theirs.data.flatMap((r) => (r ? [r.reviewId] : [])));
  return {
    open: open.map((i) => ({
      kind: i.kind,
      transaction_id: i.transactionId,
      title: i.title,
      other: { user_id: i.otherId, name: i.otherName },
      until: i.until,
      reviewed_you: reviewedMe.has(reviewIdOf(i.kind, i.transactionId, i.otherId)),
    })),
    awaiting: awaiting.data.map((r) => ({
      review_id: r.reviewId,
      kind: r.kind,
      transaction_id: r.transactionId,
      other: { user_id: r.revieweeId, name: r.revieweeName },
      stars: r.stars,
      text: r.text,
      publishes_by: r.publishBy,
    })),
  };
}

/** GET /people/{userId}/reviews: a person's published, visible reviews, newest first, with their aggregate. */
export async function listOf(userId: string, cursor?: string): Promise<ReviewsPage> {
  const entity = db().entities.review;
  const facets = { listing: `${userId}#listed` };
  const [profile, page] = await Promise.all([
    Profiles.get(userId),
    entity.query.listed(facets).go({
      order: 'desc',
      limit: REVIEW_RULES.pageSize,
      cursor: cursor ? checkedCursor(cursor, entity, 'listed', facets) : null,
    }),
  ]);
  if (!profile || profile.role === 'Admin') throw refuse(ErrorCodes.profileNotFound, 'User not found.');
  return {
    items: page.data.map(toReview),
    cursor: page.cursor ?? null,
    rating: ratingOf(profile.ratingSum, profile.ratingCount),
  };
}

/** POST /api/reviews/{reviewId}/reply: the reviewed person's one public reply (the route's owner rule checked who). */
export async function reply(
  _actor: Actor,
  reviewId: string,
  text: string,
): Promise<{ message: string; review: Review }> {
  const review = await findReview(reviewId);
  if (!review || review.hidden) throw refuse(ErrorCodes.reviewNotFound, REVIEW_MESSAGES.notFound);
  if (!review.published) throw refuse(ErrorCodes.reviewNotPublished, REVIEW_MESSAGES.notPublished);
  if (review.reply) throw refuse(ErrorCodes.reviewAlreadyReplied, REVIEW_MESSAGES.alreadyReplied);
  const replyAt = new Date().toISOString();
  try {
    await commit((tx) => [
      tx.review
        .patch({ reviewId })
        .set({ reply: text, replyAt })
        .where((attr, op) => op.notExists(attr.reply))
        .commit(),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw refuse(ErrorCodes.reviewAlreadyReplied, REVIEW_MESSAGES.alreadyReplied);
    throw err;
  }
  const updated: ReviewItem = { ...review, reply: text, replyAt };
  return { message: REVIEW_MESSAGES.replied, review: toReview(updated) };
}
