import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { artNotFound, changedMeanwhile, find, type ArtItem } from './items';
import { listedAtChange, listingPieces, type ListedArt, withListedAt } from './listings';
import * as ArtSearch from './search-index';

/**
 * The pieces that change an art's stock (checkout reserves, an expired reservation gives back):
 * the quantity must still be the one read, and the art leaves Browse Arts at 0 and comes back
 * when restocked; search follows (its task, run by the caller after the commit).
 */
export function stockPieces(tx: TransactionEntities, current: ArtItem, quantity: number) {
  const next = withListedAt(current, { ...current, quantity });
  return [
    tx.art
      .patch({ artId: current.artId })
      .set({ quantity, ...listedAtChange(current, next) })
      .where((attr, op) => op.eq(attr.quantity, current.quantity))
      .commit(),
    ...listingPieces(tx, current as ListedArt, next as ListedArt),
    ArtSearch.taskPiece(tx, current.artId),
  ];
}

/**
 * A piece of a checkout's transaction: takes `pieces` of an art, refused (the transaction with
 * it) when the art is gone or has fewer left. No read first, so concurrent buyers of different
 * pieces do not collide; the Browse listings follow after the commit (`syncListings`).
 */
export function reservePieces(tx: TransactionEntities, artId: string, pieces: number) {
  return tx.art
    .update({ artId })
    .add({ quantity: -pieces })
    .where((attr, op) => `${op.exists(attr.artId)} AND ${op.gte(attr.quantity, pieces)}`)
    .commit();
}

/** A piece that gives reserved pieces back (an expired or failed payment); the art must still exist. */
export function releasePieces(tx: TransactionEntities, artId: string, pieces: number) {
  return tx.art
    .update({ artId })
    .add({ quantity: pieces })
    .where((attr, op) => op.exists(attr.artId))
    .commit();
}

/**
 * After stock moved outside the art's own writes: a sold-out art leaves Browse Arts, one back in
 * stock returns to it. Idempotent; a failure leaves the listing as it was until the next change
 * (the art page and checkout read the art itself, so nothing is sold that is not there). After a
 * sale (`moved: 'down'`) only a sold-out art can need a change, so one with pieces left costs a
 * single read: a checkout is the busiest write there is.
 */
export async function syncListings(artId: string, moved: 'down' | 'either' = 'either'): Promise<void> {
  const art = await find(artId);
  if (!art) return;
  if (moved === 'down' && art.quantity > 0) return;
  const listed = await db().entities.artListing.query.byArt({ artId }).go({ limit: 1 });
  const inBrowse = listed.data.length > 0;
  const listable = art.quantity > 0 && !art.hidden;
  if (listable === inBrowse) return;
  if (!listable) {
    await commit((tx) => [
      ...listingPieces(tx, { ...art, quantity: 1, hidden: false } as ListedArt, null),
      ArtSearch.taskPiece(tx, artId),
    ]);
    await ArtSearch.runNow('art_search', artId);
    return;
  }
  // Back in Browse Arts: listed now, at the top of its partitions.
  const relisted = withListedAt(null, art);
  await commit((tx) => [
    tx.art.patch({ artId }).set({ listedAt: relisted.listedAt }).commit(),
    ...listingPieces(tx, null, relisted as ListedArt),
    ArtSearch.taskPiece(tx, artId),
  ]);
  await ArtSearch.runNow('art_search', artId);
}

/** Sets an art's stock on its own (sold out, restocked). */
export async function setStock(artId: string, quantity: number): Promise<void> {
  const current = await find(artId);
  if (!current) throw artNotFound();
  try {
    await commit((tx) => stockPieces(tx, current, quantity));
    await ArtSearch.runNow('art_search', artId);
  } catch (err) {
    if (err instanceof ConditionFailed) throw changedMeanwhile();
    throw err;
  }
}
