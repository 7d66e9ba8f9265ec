import { priceBandOf } from '@shared/options';
import type { TransactionEntities } from '../db/service';
import { VARIANT_NAMES, type VariantName } from '../uploads/variant-keys';

/**
 * Browse Arts without a Scan (DESIGN "Lists, filters and search"): an artwork in stock has one
 * listing entry per combination of its four facets, each facet either its value or `*`, so any
 * set of filters names exactly one partition. 2^4 = 16 entries, written in the art's own
 * transactions; a sold-out or deleted art has none.
 */

export interface Facets {
  artStyle: string;
  medium: string;
  subject: string;
  priceCentavos: number;
  /** Hidden by moderation: listed nowhere. */
  hidden?: boolean;
  /** When it last entered Browse Arts or changed partitions (absent: its createdAt). */
  listedAt?: string;
  createdAt: string;
}

/** The attribute of an art (and of its cards and search rows) holding each variant's key. */
export const VARIANT_KEY_FIELD = {
  thumb: 'imageThumbKey',
  small: 'imageSmallKey',
  card: 'imageCardKey',
  medium: 'imageMediumKey',
  large: 'imageLargeKey',
} as const satisfies Record<VariantName, `image${string}Key`>;

/** An art's variant keys, each absent until made (older arts lack the newer variants). */
export type VariantKeyFields = { [N in VariantName as (typeof VARIANT_KEY_FIELD)[N]]?: string };

/** An art's variant keys by variant name (those it has). */
export function artVariantKeys(art: VariantKeyFields): Partial<Record<VariantName, string>> {
  return Object.fromEntries(
    VARIANT_NAMES.flatMap((name) => (art[VARIANT_KEY_FIELD[name]] ? [[name, art[VARIANT_KEY_FIELD[name]]]] : [])),
  );
}

/** The same keys as an art's fields (absent ones undefined): what a copy of the art carries. */
export function variantKeyFields(keys: Partial<Record<VariantName, string>>): VariantKeyFields {
  return Object.fromEntries(VARIANT_NAMES.map((name) => [VARIANT_KEY_FIELD[name], keys[name]])) as VariantKeyFields;
}

/** What a grid card shows, stored with each entry. */
export interface ListingCard extends VariantKeyFields {
  artId: string;
  title: string;
  priceCentavos: number;
  quantity: number;
  imageKey: string;
  imageWidth?: number;
  imageHeight?: number;
  artistId: string;
  artistName: string;
  createdAt: string;
}

export type ListedArt = Facets & ListingCard;

const ANY = '*';

/** The partition a browse with these filters reads (unset filters are `*`). */
export function comboOf(filters: { artStyle?: string; medium?: string; subject?: string; band?: string }): string {
  return [filters.artStyle ?? ANY, filters.medium ?? ANY, filters.subject ?? ANY, filters.band ?? ANY].join('|');
}

/** The 16 partitions an art appears in. */
export function combosOf(art: Facets): string[] {
  const values = [art.artStyle, art.medium, art.subject, priceBandOf(art.priceCentavos)];
  const combos: string[] = [];
  for (let mask = 0; mask < 16; mask++) combos.push(values.map((v, i) => (mask & (1 << i) ? v : ANY)).join('|'));
  return combos;
}

export const priceKeyOf = (centavos: number) => String(centavos).padStart(12, '0');

export function cardOf(art: ListedArt): ListingCard {
  return {
    artId: art.artId,
    title: art.title,
    priceCentavos: art.priceCentavos,
    quantity: art.quantity,
    imageKey: art.imageKey,
    ...variantKeyFields(artVariantKeys(art)),
    imageWidth: art.imageWidth,
    imageHeight: art.imageHeight,
    artistId: art.artistId,
    artistName: art.artistName,
    createdAt: art.createdAt,
  };
}

/** The entries an art should have: all 16 while in stock, none when sold out or hidden by moderation. */
const wanted = (art: (Facets & { quantity: number }) | null) =>
  art && art.quantity > 0 && !art.hidden ? combosOf(art) : [];

/** Where an art's entries sit in the newest-first order: when it was listed. */
export const listedAtOf = (art: Pick<Facets, 'listedAt' | 'createdAt'>) => art.listedAt ?? art.createdAt;

/**
 * `after` with the time it was listed: now when it enters Browse Arts (new, back in stock, shown
 * again) or moves to other partitions (a changed style, medium, subject or price band), else as
 * before. So an entry only ever enters a partition at its top, never among older ones: what an
 * artist's own browsing found back to back there stays so (own-runs.ts).
 */
export function withListedAt<T extends Facets & { quantity: number }>(
  before: (Facets & { quantity: number }) | null,
  after: T,
  now: string = new Date().toISOString(),
): T & Pick<Facets, 'listedAt'> {
  const next = wanted(after);
  if (next.length === 0) return after;
  const previous = wanted(before);
  const same = previous.length === next.length && previous.every((combo) => next.includes(combo));
  return same ? after : { ...after, listedAt: now };
}

/** What an art's own write sets of `withListedAt`'s answer: its new listing time, if it has one. */
export const listedAtChange = (before: Pick<Facets, 'listedAt'>, after: Pick<Facets, 'listedAt'>) =>
  after.listedAt === before.listedAt ? {} : { listedAt: after.listedAt };

/**
 * The pieces that move an art's listing entries from `before` to `after` (either may be null:
 * a new or a deleted art): entries it no longer has are deleted, the others (re)written.
 */
export function listingPieces(tx: TransactionEntities, before: ListedArt | null, after: ListedArt | null) {
  const keep = wanted(after);
  const artId = (after ?? before)!.artId;
  const drop = wanted(before).filter((combo) => !keep.includes(combo));
  const card = after ? cardOf(after) : null;
  return [
    ...drop.map((combo) => tx.artListing.delete({ artId, combo }).commit()),
    ...keep.map((combo) =>
      tx.artListing
        .put({
          artId,
          combo,
          createdAt: listedAtOf(after!),
          priceKey: priceKeyOf(after!.priceCentavos),
          artistId: after!.artistId,
          card: card!,
        })
        .commit(),
    ),
  ];
}
