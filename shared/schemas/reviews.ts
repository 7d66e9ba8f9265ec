import * as z from 'zod';
import { REVIEW_MESSAGES, REVIEW_RULES, TRANSACTION_KINDS } from '../messages/reviews';
import { cursorSchema } from './common';

/** Two-sided, double-blind reviews (issue 32 §1): what the routes take and answer. */

export const transactionKindSchema = z.enum(TRANSACTION_KINDS);

export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() });
export type Rating = z.infer<typeof ratingSchema>;

export const starsSchema = z
  .number({ error: REVIEW_MESSAGES.starsRequired })
  .int(REVIEW_MESSAGES.starsRequired)
  .min(REVIEW_RULES.minStars, REVIEW_MESSAGES.starsRequired)
  .max(REVIEW_RULES.maxStars, REVIEW_MESSAGES.starsRequired);

export const reviewTextSchema = z
  .string()
  .trim()
  .min(REVIEW_RULES.minText, REVIEW_MESSAGES.textLength)
  .max(REVIEW_RULES.maxText, REVIEW_MESSAGES.textLength);

export const writeReviewBodySchema = z.object({
  kind: transactionKindSchema,
  transaction_id: z.string().min(1).max(128),
  stars: starsSchema,
  text: reviewTextSchema,
});
export type WriteReviewBody = z.infer<typeof writeReviewBodySchema>;

export const replyBodySchema = z.object({
  text: z.string().trim().min(1, REVIEW_MESSAGES.replyLength).max(REVIEW_RULES.maxReply, REVIEW_MESSAGES.replyLength),
});

export const reviewParamsSchema = z.object({ reviewId: z.string().min(1).max(300) });
export const personReviewsParamsSchema = z.object({ userId: z.string().min(1).max(128) });
export const reviewsQuerySchema = z.object({ cursor: cursorSchema.optional() });

const personSchema = z.object({ user_id: z.string(), name: z.string(), profile_image: z.string().nullable() });

export const reviewSchema = z.object({
  review_id: z.string(),
  reviewer: personSchema,
  kind: transactionKindSchema,
  stars: z.number().int(),
  text: z.string(),
  published_at: z.string(),
  reply: z.object({ text: z.string(), created_at: z.string() }).nullable(),
  /** A buyer's review of a shipped order: days from paying to receiving it; null otherwise. */
  arrived_days: z.number().int().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  cursor: z.string().nullable(),
  rating: ratingSchema,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const writeReviewAnswerSchema = z.object({ message: z.string(), review_id: z.string(), published: z.boolean() });

export const replyAnswerSchema = z.object({ message: z.string(), review: reviewSchema });

/** A completed transaction still open for the caller's review. */
export const openReviewSchema = z.object({
  kind: transactionKindSchema,
  transaction_id: z.string(),
  title: z.string(),
  other: z.object({ user_id: z.string(), name: z.string() }),
  until: z.string(),
  /** The other side already reviewed the caller (hidden until the caller reviews too). */
  reviewed_you: z.boolean(),
});
export type OpenReview = z.infer<typeof openReviewSchema>;

/** A review the caller wrote that waits for the other side (or the 14 days). */
export const awaitingReviewSchema = z.object({
  review_id: z.string(),
  kind: transactionKindSchema,
  transaction_id: z.string(),
  other: z.object({ user_id: z.string(), name: z.string() }),
  stars: z.number().int(),
  text: z.string(),
  publishes_by: z.string(),
});

export const pendingReviewsSchema = z.object({
  open: z.array(openReviewSchema),
  awaiting: z.array(awaitingReviewSchema),
});
export type PendingReviews = z.infer<typeof pendingReviewsSchema>;
