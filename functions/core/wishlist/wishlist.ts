import type { Actor } from '../actor';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { AppError } from '../errors';
import { ErrorCodes } from '@shared/api/errors';

/**
 * Wishlists: which arts a person keeps an eye on. The arts themselves stay with the arts domain;
 * an art that is deleted leaves every wishlist (removeArt, run after the delete commits).
 */

/** A wishlist has room for this many arts; enough for a person, too few for a script to matter. */
export const MAX_WISHLIST = 500;
const PAGE = 12;

/** Every art id on the wishlist (at most MAX_WISHLIST), most recently added first is not kept: by id. */
export async function artIds(userId: string): Promise<string[]> {
  const { data } = await db().entities.wishlistEntry.query.byUser({ userId }).go({ limit: MAX_WISHLIST });
  return data.map((e) => e.artId);
}

/** One page of the wishlist's art ids, for the Wishlist tab. */
export async function page(userId: string, cursor?: string): Promise<{ artIds: string[]; cursor: string | null }> {
  const entries = db().entities.wishlistEntry;
  const result = await entries.query
    .byUser({ userId })
    .go({ limit: PAGE, cursor: cursor ? checkedCursor(cursor, entries, 'byUser', { userId }) : null });
  return { artIds: result.data.map((e) => e.artId), cursor: result.cursor ?? null };
}

export async function add(actor: Actor, artId: string): Promise<void> {
  const userId = actor.userId;
  const existing = await db().entities.wishlistEntry.query.byUser({ userId }).go({ limit: MAX_WISHLIST });
  if (existing.data.some((e) => e.artId === artId)) return;
  if (existing.data.length >= MAX_WISHLIST)
    throw new AppError(ErrorCodes.wishlistFull, `A wishlist holds at most ${MAX_WISHLIST} arts.`);
  await db().entities.wishlistEntry.put({ userId, artId }).go();
}

export async function remove(actor: Actor, artId: string): Promise<void> {
  const userId = actor.userId;
  await db().entities.wishlistEntry.delete({ userId, artId }).go();
}

/** Empties a person's wishlist. */
export async function clear(userId: string): Promise<void> {
  for (;;) {
    const { data } = await db().entities.wishlistEntry.query.byUser({ userId }).go({ limit: 25 });
    if (data.length === 0) return;
    await db()
      .entities.wishlistEntry.delete(data.map((e) => ({ userId, artId: e.artId })))
      .go();
  }
}

/** Takes a deleted art off every wishlist it is on. */
export async function removeArt(artId: string): Promise<void> {
  for (;;) {
    const { data } = await db().entities.wishlistEntry.query.byArt({ artId }).go({ limit: 25 });
    if (data.length === 0) return;
    await db()
      .entities.wishlistEntry.delete(data.map((e) => ({ userId: e.userId, artId })))
      .go();
  }
}
