import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import {
  BACKFILL_PAGE_SIZE,
  FILLED,
  fillEach,
  skippedBecause,
  variantsOrReason,
  type BackfillPage,
  type FillOutcome,
  type VariantsOf,
} from '../uploads/variant-backfill';
import { VARIANT_NAMES, type VariantName } from '../uploads/variant-keys';
import { indexPieces, variantFieldsOf } from './arts';
import { VARIANT_KEY_FIELD } from './listings';
import type { ArtItem } from './items';

/**
 * The arts' part of the variant backfill (uploads/backfill-variants.ts): arts made before a
 * variant existed (the 800 px medium one, the 360 px thumb, the 680 px card one) keep its key unset, and so do their
 * Browse Arts entries and admin search rows, which copy the art's image keys. One page of the
 * admin table's index (every art, oldest first) at a time; each art lacking a key gets its image's
 * variants and one transaction writes them onto the art, its listings and its search rows, as an
 * edit would.
 */

const KEY_FIELD = VARIANT_KEY_FIELD satisfies Record<VariantName, keyof ArtItem>;

type VariantFields = Pick<ArtItem, (typeof KEY_FIELD)[VariantName]>;

/** The variants whose key the art lacks. */
const missingOf = (art: Partial<VariantFields>) => VARIANT_NAMES.filter((name) => !art[KEY_FIELD[name]]);

/** An art whose image lacks a variant's key. */
export const lacksVariant = (art: Pick<ArtItem, 'imageKey'> & Partial<VariantFields>) =>
  Boolean(art.imageKey) && missingOf(art).length > 0;

/**
 * Writes the variants of the art's image onto it, its listings and search rows. The art must be
 * the one read (same image, stock and last change, still lacking the keys it lacked): an edit, a sale
 * or a moderation meanwhile wins and the art is skipped (a later run fills it if it still needs it).
 */
async function fillArt(art: ArtItem, variantsOf: VariantsOf): Promise<FillOutcome> {
  const variants = await variantsOrReason(variantsOf, art.imageKey);
  if (typeof variants === 'string') return skippedBecause(variants);
  const fields = variantFieldsOf(variants);
  const next: ArtItem = { ...art, ...fields };
  try {
    await commit((tx, fx) => [
      tx.art
        .patch({ artId: art.artId })
        .set(fields)
        .where((a, op) =>
          [
            op.eq(a.imageKey, art.imageKey),
            ...missingOf(art).map((name) => op.notExists(a[KEY_FIELD[name]])),
            op.eq(a.quantity, art.quantity),
            art.updatedAt ? op.eq(a.updatedAt, art.updatedAt) : op.notExists(a.updatedAt),
          ].join(' AND '),
        )
        .commit(),
      ...indexPieces(tx, fx, art, next),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      return skippedBecause('the art changed (or was deleted) while its variants were made');
    throw err;
  }
  return FILLED;
}

/** One page of the walk over every art: reads `limit` arts from `cursor` and fills those that need it. */
export async function fillMissingVariants(options: {
  variantsOf: VariantsOf;
  cursor?: string | null;
  limit?: number;
}): Promise<BackfillPage> {
  const page = await db()
    .entities.art.query.all({})
    .go({ limit: options.limit ?? BACKFILL_PAGE_SIZE, cursor: options.cursor ?? null });
  const counts = await fillEach(
    page.data,
    lacksVariant,
    (art) => `art:${art.artId}`,
    (art) => fillArt(art, options.variantsOf),
  );
  return { ...counts, cursor: page.cursor ?? null };
}
