import type { TargetDescription } from '../moderation/target-description';
import { commit, retryOnConflict } from '../db/transactions';
import { find } from './items';
import { listedAtChange, listingPieces, type ListedArt, withListedAt } from './listings';
import * as ArtSearch from './search-index';

/**
 * Moderation of arts (issue 32): what the queue shows of an art, and hiding it. A hidden art
 * leaves Browse Arts (its listing entries go, as a sold-out art's do) and its page answers others
 * 404 `moderation.hidden` (arts.ts `view`); its artist still sees it, with the reason.
 */

export async function describe(artId: string): Promise<TargetDescription | null> {
  const art = await find(artId);
  if (!art) return null;
  return {
    authorId: art.artistId,
    snippet: `${art.title}: ${art.description}`.slice(0, 280),
    imageKey: art.imageSmallKey ?? art.imageKey,
  };
}

/** Hides or shows an art; an art that is gone, or already so, is left alone. */
export async function setHidden(artId: string, hidden: boolean): Promise<void> {
  // Edited meanwhile: read it again.
  await retryOnConflict(
    () => find(artId),
    async (before) => {
      if (!before || Boolean(before.hidden) === hidden) return;
      // Shown again: listed now, at the top of its partitions.
      const after = withListedAt(before, { ...before, hidden });
      await commit((tx) => [
        tx.art
          .patch({ artId })
          .set({ hidden, ...listedAtChange(before, after) })
          .where((attr, op) =>
            before.updatedAt ? op.eq(attr.updatedAt, before.updatedAt) : op.notExists(attr.updatedAt),
          )
          .commit(),
        ...listingPieces(tx, before as ListedArt, after as ListedArt),
        ArtSearch.taskPiece(tx, artId),
      ]);
      await ArtSearch.runNow('art_search', artId);
    },
    { exhausted: () => new Error(`The art ${artId} kept changing while being ${hidden ? 'hidden' : 'shown'}`) },
  );
}
