import { platformFee } from '@shared/money';
import type { CartItem } from '@shared/schemas/cart';

/** One artist's lines in the cart; lines whose art was deleted have no artist and form their own group. */
export interface ArtistGroup {
  key: string;
  artistName: string | null;
  items: CartItem[];
}

/** The cart grouped by artist, in the order their newest line was added (the server's order). */
export function groupByArtist(items: readonly CartItem[]): ArtistGroup[] {
  const groups = new Map<string, ArtistGroup>();
  for (const item of items) {
    const key = item.arts ? item.arts.artist.user_id : 'deleted';
    const group = groups.get(key) ?? { key, artistName: item.arts?.artist.name ?? null, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  // Lines of deleted arts last.
  return [...groups.values()].sort((a, b) => Number(a.key === 'deleted') - Number(b.key === 'deleted'));
}

/** The art's title for the screen, also once the art is deleted (the title it had when it was added). */
export const titleOf = (item: CartItem) => item.arts?.title ?? (item.title || 'this art');

/** What the cart says once a line was removed: the art by its title (kept on the line, also once the art is deleted). */
export function removedText(item: CartItem): string {
  const title = item.arts?.title ?? item.title;
  return title ? `Removed "${title}" from your cart.` : 'Removed the art from your cart.';
}

/** A line can be chosen for checkout only while its art is there with enough pieces. */
export const isSelectable = (item: CartItem) => item.available && item.arts !== null;

/** The price of one piece in centavos (the cart answers pesos with 2 decimals). */
export const unitCentavos = (item: CartItem) => (item.arts ? Math.round(item.arts.price * 100) : 0);

export interface CartAmounts {
  /** Centavos. */
  subtotal: number;
  fee: number;
  total: number;
  /** Pieces chosen. */
  pieces: number;
}

/**
 * What the chosen lines come to: subtotal, 'For Developer (5%)' and total, in centavos, with the
 * fee rounded the way the server rounds it (shared/money.ts). Unavailable lines never count.
 */
export function amountsOf(items: readonly CartItem[], selected: ReadonlySet<string>): CartAmounts {
  let subtotal = 0;
  let pieces = 0;
  for (const item of items) {
    if (!selected.has(item.art_id) || !isSelectable(item)) continue;
    subtotal += unitCentavos(item) * item.quantity;
    pieces += item.quantity;
  }
  const fee = platformFee(subtotal);
  return { subtotal, fee, total: subtotal + fee, pieces };
}

/** Why a line cannot be bought now, for the screen. */
export function unavailableText(item: CartItem): string | null {
  switch (item.unavailable_reason) {
    case 'deleted':
      return 'No longer available: the artist removed this art.';
    case 'unavailable':
      return 'No longer available.';
    case 'sold_out':
      return 'Sold out';
    case 'reserved':
      return 'Reserved: another buyer is paying for it now. It may come back if their payment is not completed.';
    case 'not_enough':
      return item.arts ? `Only ${item.arts.quantity} left: lower the quantity to buy it.` : 'Not enough pieces left.';
    default:
      return null;
  }
}
