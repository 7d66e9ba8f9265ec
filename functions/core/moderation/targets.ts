import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, type ReportKind } from '@shared/messages/moderation';
import * as ArtModeration from '../arts/moderation';
import * as ChatModeration from '../chat/moderation';
import * as CommunityModeration from '../community/moderation';
import * as ProfileModeration from '../profiles/moderation';
import { AppError } from '../errors';

/** What the queue shows of a target, and whose it is. */
export interface TargetDescription {
  authorId: string;
  snippet: string;
  imageKey?: string;
  /** Only these people may report it (a private message: its conversation's two people); anyone when absent. */
  reporters?: readonly string[];
}

/**
 * How moderation reaches each kind of content: each kind's own domain describes it and hides it
 * (functions/core/<domain>/moderation.ts); nothing here writes another domain's items.
 */
export interface ModerationTarget {
  describe(id: string): Promise<TargetDescription | null>;
  setHidden(id: string, hidden: boolean): Promise<void>;
}

const targetNotFound = () => new AppError(ErrorCodes.moderationTargetNotFound, 404, MODERATION_MESSAGES.targetNotFound);

/**
 * Reviews: their domain (functions/core/reviews/moderation.ts) is built on another branch and
 * wired here at merge. Until then a review is a target that does not exist (404).
 */
const reviewsNotWired: ModerationTarget = {
  describe: async () => null,
  setHidden: async () => {
    throw targetNotFound();
  },
};

export const TARGETS: Record<ReportKind, ModerationTarget> = {
  art: { describe: ArtModeration.describe, setHidden: ArtModeration.setHidden },
  post: { describe: CommunityModeration.describePost, setHidden: CommunityModeration.setPostHidden },
  comment: { describe: CommunityModeration.describeComment, setHidden: CommunityModeration.setCommentHidden },
  profile: { describe: ProfileModeration.describe, setHidden: ProfileModeration.setHidden },
  message: { describe: ChatModeration.describe, setHidden: ChatModeration.setHidden },
  review: reviewsNotWired,
};

/** The target's description, or 404 moderation.target_not_found. */
export async function mustDescribe(kind: ReportKind, targetId: string): Promise<TargetDescription> {
  const found = await TARGETS[kind].describe(targetId);
  if (!found) throw targetNotFound();
  return found;
}

export { targetNotFound };
