import * as Blocks from '@functions/core/blocks/blocks';
import * as Profiles from '@functions/core/profiles/profiles';

/**
 * The demo's blocked pair (issue 32 item 4): Andrea Lim blocked Paolo Garcia after the comment and
 * messages of his that the demo moderation queue holds (seeded before this): their conversation is
 * read-only for both, Paolo's directories and feed leave Andrea out, and her profile shows him the
 * blocked state. Idempotent (a block is one item).
 */
export const DEMO_BLOCKER = 'andrea.lim@crafti.test';
export const DEMO_BLOCKED = 'paolo.garcia@crafti.test';

export async function seedBlocks(): Promise<void> {
  const [blocker, blocked] = await Promise.all([
    Profiles.findByEmail(DEMO_BLOCKER),
    Profiles.findByEmail(DEMO_BLOCKED),
  ]);
  if (!blocker || !blocked) return;
  await Blocks.seed(blocker.userId, blocked.userId);
}
