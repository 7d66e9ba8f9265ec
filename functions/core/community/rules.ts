import { COMMENTS_PER_MINUTE, COMMUNITY_MESSAGES, POSTS_PER_HOUR } from '@shared/schemas/community';
import { type RateLimitRule } from '../rate-limit/rate-limit';

/** The community's rate limits (rate-limit/rate-limit.ts). */
export const RULES = {
  post: {
    name: 'community-post',
    limit: POSTS_PER_HOUR,
    windowSeconds: 3600,
    message: COMMUNITY_MESSAGES.postingTooFast,
  },
  comment: {
    name: 'community-comment',
    limit: COMMENTS_PER_MINUTE,
    windowSeconds: 60,
    message: COMMUNITY_MESSAGES.commentingTooFast,
  },
  /** At most one like notification per post per hour (the first liker of the hour names it). */
  likeNotice: { name: 'community-like-notice', limit: 1, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;
