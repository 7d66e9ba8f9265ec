import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, type ReportKind } from '@shared/messages/moderation';
import * as ArtModeration from '../arts/moderation';
import * as ArtSearch from '../arts/search-index';
import * as ChatModeration from '../chat/moderation';
import * as CommunityModeration from '../community/moderation';
import * as ProfileModeration from '../profiles/moderation';
import * as ReviewModeration from '../reviews/moderation';
import { AppError } from '../errors';
import type { TargetDescription } from './target-description';

export type { TargetDescription };

/**
 * How moderation reaches each kind of content: each kind's own domain describes it and hides it
 * (functions/core/<domain>/moderation.ts); nothing here writes another domain's items.
 */
export interface ModerationTarget {
  describe(id: string): Promise<TargetDescription | null>;
  setHidden(id: string, hidden: boolean): Promise<void>;
}

const targetNotFound = () => new AppError(ErrorCodes.moderationTargetNotFound, MODERATION_MESSAGES.targetNotFound);

export const TARGETS: Record<ReportKind, ModerationTarget> = {
  art: { describe: ArtModeration.describe, setHidden: ArtModeration.setHidden },
  post: { describe: CommunityModeration.describePost, setHidden: CommunityModeration.setPostHidden },
  comment: { describe: CommunityModeration.describeComment, setHidden: CommunityModeration.setCommentHidden },
  profile: {
    describe: ProfileModeration.describe,
    // A hidden artist's arts leave word search too: the task the hiding queued, run now.
    setHidden: async (id, hidden) => {
      await ProfileModeration.setHidden(id, hidden);
      await ArtSearch.runNow('artist_search', id);
    },
  },
  message: { describe: ChatModeration.describe, setHidden: ChatModeration.setHidden },
  review: { describe: ReviewModeration.describe, setHidden: ReviewModeration.setHidden },
};

/** The target's description, or 404 moderation.target_not_found. */
export async function mustDescribe(kind: ReportKind, targetId: string): Promise<TargetDescription> {
  const found = await TARGETS[kind].describe(targetId);
  if (!found) throw targetNotFound();
  return found;
}

export { targetNotFound };
