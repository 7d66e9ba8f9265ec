import { centavosToPesos } from '@shared/money';
import { CART_MESSAGES, MAX_CART_ITEMS, type CartItem } from '@shared/schemas/cart';
import { ErrorCodes } from '@shared/api/errors';
import type { Actor } from '../actor';
import * as Arts from '../arts/arts';
import { findCheckouts } from '../checkout/records';
import * as Counters from '../counters/counters';
import { ConditionFailed, commit, retryOnConflict } from '../db/transactions';
import { db, type TransactionEntities } from '../db/service';
import { AppError, refuse } from '../errors';
import * as Realtime from '../realtime/realtime';

/**
 * Carts ("Your Art Collection"): one line per art with its quantity, and the count the
 * navigation badge shows, changed in the same transaction as the lines. The arts stay with the
 * arts domain: a line whose art was deleted, sold out or reserved since is shown as unavailable
 * (a deleted art by the title it had when it was added).
 */

type Line = { userId: string; artId: string; quantity: number; addedAt: string; title?: string; checkoutId?: string };
type Art = Awaited<ReturnType<typeof Arts.findMany>> extends Map<string, infer A> ? A : never;

/** Pieces of a line's art held by checkouts: the person's own pending one, and everybody's. */
type Holds = { own: number; all: number };
const NO_HOLDS: Holds = { own: 0, all: 0 };

async function lines(userId: string): Promise<Line[]> {
  const { data } = await db()
    .entities.cartItem.query.byUser({ userId })
    .go({ limit: MAX_CART_ITEMS + 5 });
  return data;
}

/** The lines of the given arts in a person's cart (missing ones left out). */
export async function linesOf(userId: string, artIds: readonly string[]): Promise<Line[]> {
  if (artIds.length === 0) return [];
  const { data } = await db()
    .entities.cartItem.get([...new Set(artIds)].map((artId) => ({ userId, artId })))
    .go();
  return data.filter((l): l is Line => Boolean(l));
}

/**
 * A line as the cart shows it. The pieces the person's own pending checkout holds are theirs to
 * check out again; pieces other buyers' checkouts hold make the line 'reserved' (they come back
 * if that payment is not completed), not sold out.
 */
function toItem(line: Line, found: Art | undefined, holds: Holds = NO_HOLDS): CartItem {
  // An art hidden by moderation is no longer available: shown without its title or picture.
  if (found?.hidden) {
    return {
      id: `${line.userId}:${line.artId}`,
      art_id: line.artId,
      title: '',
      quantity: line.quantity,
      added_at: line.addedAt,
      arts: null,
      available: false,
      unavailable_reason: 'unavailable',
    };
  }
  const art = found;
  const stock = art ? art.quantity + holds.own : 0;
  const othersHold = holds.all - holds.own;
  const reason = !art
    ? 'deleted'
    : stock >= line.quantity
      ? null
      : othersHold > 0 && stock + othersHold >= line.quantity
        ? 'reserved'
        : stock <= 0
          ? 'sold_out'
          : 'not_enough';
  return {
    id: `${line.userId}:${line.artId}`,
    art_id: line.artId,
    title: art?.title ?? line.title ?? '',
    quantity: line.quantity,
    added_at: line.addedAt,
    arts: art
      ? {
          art_id: art.artId,
          title: art.title,
          price: centavosToPesos(art.priceCentavos),
          quantity: Math.max(0, stock),
          image: Arts.imageOf(art),
          artist: { user_id: art.artistId, name: art.artistName },
          days_to_ship: art.daysToShip ?? null,
        }
      : null,
    available: reason === null,
    unavailable_reason: reason,
  };
}

/** Tells every tab of the person their cart count changed (the badge). */
async function pushCount(userId: string) {
  const count = await Counters.get(Counters.names.cartItems(userId));
  await Realtime.pushToUser(userId, { type: 'cart', count });
}

/**
 * What checkouts hold of the arts of lines short of pieces: the held-pieces counters, and the
 * person's own pending checkouts those lines name (read only for such lines).
 */
async function holdsOf(userId: string, short: readonly Line[]): Promise<Map<string, Holds>> {
  const holds = new Map<string, Holds>();
  if (short.length === 0) return holds;
  const checkoutIds = [...new Set(short.flatMap((l) => (l.checkoutId ? [l.checkoutId] : [])))];
  const [held, checkouts] = await Promise.all([
    Counters.getMany(short.map((l) => Counters.names.heldPieces(l.artId))),
    findCheckouts(checkoutIds),
  ]);
  // Open checkouts: pending, or a declined attempt whose page can still be paid.
  const mine = checkouts.filter((c) => (c.state === 'pending' || c.state === 'failed') && c.buyerId === userId);
  for (const l of short) {
    const own = mine
      .filter((c) => c.checkoutId === l.checkoutId)
      .flatMap((c) => c.lines)
      .reduce((sum, x) => sum + (x.artId === l.artId ? x.quantity : 0), 0);
    holds.set(l.artId, { own, all: held(Counters.names.heldPieces(l.artId)) });
  }
  return holds;
}

/** The whole cart, newest line first, each with its art as it is now. */
export async function view(actor: Actor): Promise<CartItem[]> {
  const userId = actor.userId;
  const all = await lines(userId);
  const arts = await Arts.findMany(all.map((l) => l.artId));
  const short = all.filter((l) => {
    const art = arts.get(l.artId);
    return art !== undefined && art.quantity < l.quantity;
  });
  const holds = await holdsOf(userId, short);
  return all
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    .map((l) => toItem(l, arts.get(l.artId), holds.get(l.artId)));
}

/** Adds an art; the spec's 'This item is already in your cart.' when it is there. Quantity capped at the stock. */
export async function add(actor: Actor, artId: string, quantity: number): Promise<CartItem> {
  const userId = actor.userId;
  const art = await Arts.find(artId);
  if (!art) throw new AppError(ErrorCodes.artNotFound, 'Art not found.');
  if (art.hidden) throw new AppError(ErrorCodes.cartArtUnavailable, 'This art is no longer available.');
  if (art.artistId === userId) throw refuse(ErrorCodes.cartOwnArt, 'This is your own art: it cannot go in your cart.');
  if (art.quantity <= 0) throw new AppError(ErrorCodes.cartSoldOut, `"${art.title}" is sold out.`);
  const existing = await lines(userId);
  if (existing.some((l) => l.artId === artId))
    throw new AppError(ErrorCodes.alreadyInCart, CART_MESSAGES.alreadyInCart);
  if (existing.length >= MAX_CART_ITEMS)
    throw new AppError(
      ErrorCodes.cartFull,
      `A cart holds at most ${MAX_CART_ITEMS} arts. Check out or remove some first.`,
    );
  const line: Line = {
    userId,
    artId,
    quantity: Math.min(quantity, art.quantity),
    addedAt: new Date().toISOString(),
    title: art.title,
  };
  try {
    await commit((tx, fx) => {
      fx.after(() => pushCount(userId));
      return [tx.cartItem.create(line).commit(), Counters.add(tx, Counters.names.cartItems(userId), 1)];
    });
  } catch (err) {
    if (err instanceof ConditionFailed) throw new AppError(ErrorCodes.alreadyInCart, CART_MESSAGES.alreadyInCart);
    throw err;
  }
  return toItem(line, art);
}

/** Changes a line's quantity, capped at the art's stock. */
export async function setQuantity(actor: Actor, artId: string, quantity: number): Promise<CartItem> {
  const userId = actor.userId;
  const [line] = await linesOf(userId, [artId]);
  if (!line) throw new AppError(ErrorCodes.notInCart, 'This item is not in your cart.');
  const art = await Arts.find(artId);
  if (!art || art.hidden) throw refuse(ErrorCodes.cartArtUnavailable, 'This art is no longer available.');
  const next = Math.max(1, Math.min(quantity, art.quantity));
  await db().entities.cartItem.patch({ userId, artId }).set({ quantity: next }).go();
  return toItem({ ...line, quantity: next }, art);
}

/** The pieces that take lines out of a cart, with its count (only lines that are there). */
/**
 * A cart line taken into a checkout (a piece of the checkout's transaction): it names the
 * checkout, and passes only if the line is still held by `previous` (or by none), so two tabs
 * checking out the same line cannot both take it.
 */
export function markCheckingOut(
  tx: TransactionEntities,
  userId: string,
  artId: string,
  checkoutId: string,
  previous: string | undefined,
) {
  return tx.cartItem
    .patch({ userId, artId })
    .set({ checkoutId })
    .where((attr, op) => (previous ? op.eq(attr.checkoutId, previous) : op.notExists(attr.checkoutId)))
    .commit();
}

export function removePieces(tx: TransactionEntities, userId: string, present: readonly string[]) {
  if (present.length === 0) return [];
  return [
    ...present.map((artId) =>
      tx.cartItem
        .delete({ userId, artId })
        .where((attr, op) => op.exists(attr.artId))
        .commit(),
    ),
    Counters.add(tx, Counters.names.cartItems(userId), -present.length),
  ];
}

/** Removes some lines (one, or the selected); answers how many were there. */
export async function remove(actor: Actor, artIds: readonly string[]): Promise<number> {
  const userId = actor.userId;
  // A line went meanwhile (another tab, a payment): read again.
  return retryOnConflict(
    async () => (await linesOf(userId, artIds)).map((l) => l.artId),
    async (present) => {
      if (present.length === 0) return 0;
      await commit((tx, fx) => {
        fx.after(() => pushCount(userId));
        return removePieces(tx, userId, present);
      });
      return present.length;
    },
  );
}

export { pushCount };
