/** Two-sided, double-blind reviews (issue 32 §1): rules and texts, without zod (their schemas are in shared/schemas/reviews.ts). */

export const REVIEW_RULES = {
  minStars: 1,
  maxStars: 5,
  minText: 10,
  maxText: 2000,
  maxReply: 2000,
  /** Each side may review the other within this many days of the completion. */
  windowDays: 30,
  /** Reviews stay hidden until both are in, or this many days after the completion. */
  blindDays: 14,
  pageSize: 10,
} as const;

export const DAY_MS = 86_400_000;

/** When the review window of a transaction completed at `completedAt` closes, and when its reviews publish at the latest. */
export const reviewDeadlines = (completedAt: string) => {
  const at = Date.parse(completedAt);
  return {
    until: new Date(at + REVIEW_RULES.windowDays * DAY_MS).toISOString(),
    publishBy: new Date(at + REVIEW_RULES.blindDays * DAY_MS).toISOString(),
  };
};

export const TRANSACTION_KINDS = ['order', 'project'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const KIND_LABELS: Record<TransactionKind, string> = { order: 'Order', project: 'Commission' };

/** "4.8 from 12 reviews" (Find Match's reasons, cards). */
export const ratingText = (rating: { average: number | null; count: number }) =>
  rating.count === 0 || rating.average === null
    ? 'No reviews yet'
    : `${rating.average.toFixed(1)} from ${rating.count} review${rating.count === 1 ? '' : 's'}`;

/** The average of a sum and count of stars, to one decimal (null without reviews). */
export const ratingOf = (sum: number | undefined, count: number | undefined) => {
  const n = count ?? 0;
  return { average: n > 0 ? Math.round(((sum ?? 0) / n) * 10) / 10 : null, count: n };
};

export const REVIEW_MESSAGES = {
  notEarned: 'You can review someone only after a completed order or commission between you.',
  windowClosed: `The ${REVIEW_RULES.windowDays} days to review this have passed.`,
  alreadyWritten: 'You already reviewed this.',
  notFound: 'Review not found.',
  notPublished: 'You can reply once the review is published.',
  alreadyReplied: 'You already replied to this review.',
  rateLimited: 'You are writing reviews too fast. Please wait a while and try again.',
  hiddenRule: `Your review stays hidden until the other side reviews you too, or ${REVIEW_RULES.blindDays} days after the completion.`,
  written: `Thank you! Your review stays hidden until the other side reviews you too, or ${REVIEW_RULES.blindDays} days after the completion.`,
  writtenBoth: 'Thank you! Both reviews are now published.',
  replied: 'Your reply is published.',
  starsRequired: 'Please choose from 1 to 5 stars.',
  textLength: `Please write from ${REVIEW_RULES.minText} to ${REVIEW_RULES.maxText} characters.`,
  replyLength: `Please write from 1 to ${REVIEW_RULES.maxReply} characters.`,
  leave: 'Leave a review',
  reviewsTitle: 'Reviews',
  noReviews: 'No reviews yet.',
  showMore: 'Show more',
  reply: 'Reply',
  ownerReply: 'Reply from the reviewed person',
  pendingTitle: 'Reviews to write',
  awaitingTitle: 'Your reviews awaiting the other side',
  reviewUntil: (date: string) => `Review by ${date}`,
  publishesBy: (date: string) => `Published when they review you, or by ${date}`,
  notifyWritten: (name: string) => `${name} reviewed you; review them to see it.`,
  notifyPublished: (name: string) => `Your review with ${name} is now published.`,
} as const;
