import { randomUUID } from 'node:crypto';
import { commit, ConditionFailed } from '../db/transactions';
import type { TargetDescription } from '../moderation/target-description';
import * as Preferences from './preferences';
import * as DueWork from '../due-work/due-work';
import { get, hiddenPieces } from './profiles';

/**
 * Moderation of profiles (issue 32): a profile is named by its person's id. A hidden profile (also out of name searches and Find Match)
 * leaves the directories' newest-first lists (profiles.ts `newestOfRole`) and its page answers
 * others 404 `moderation.hidden` (profile-editor.ts `view`); its owner still sees it, with the reason.
 */

export async function describe(userId: string): Promise<TargetDescription | null> {
  const profile = await get(userId);
  if (!profile || profile.role === 'Admin') return null;
  const name = `${profile.firstname} ${profile.lastname}`.trim();
  return {
    authorId: userId,
    snippet: `${name} (@${profile.username}): ${profile.bio ?? ''}`.slice(0, 280),
    ...(profile.profileImageKey ? { imageKey: profile.profileImageKey } : {}),
  };
}

/** Hides or shows a profile (its name-search entries leave and come back with it); one that is gone is left alone. */
export async function setHidden(userId: string, hidden: boolean): Promise<void> {
  const current = await get(userId);
  if (!current || Boolean(current.hidden) === hidden) return;
  const role = current.role === 'Artist' || current.role === 'Client' ? current.role : null;
  // Their Find Match entries carry the flag too (one per style they are filed under).
  const preferences = role ? await Preferences.get(userId, role) : null;
  try {
    await commit((tx) => [
      ...hiddenPieces(tx, current, hidden),
      ...(role && preferences ? Preferences.cardPieces(tx, userId, role, preferences, { hidden }) : []),
      // An artist's arts leave Browse Arts' word search with them (functions/core/arts/search-index.ts).
      ...(role === 'Artist' ? [DueWork.piece(tx, 'artist_search', userId, { token: randomUUID() })] : []),
    ]);
  } catch (err) {
    // Changed or gone meanwhile: the profile's own write wins; moderation may act again.
    if (!(err instanceof ConditionFailed)) throw err;
  }
}
