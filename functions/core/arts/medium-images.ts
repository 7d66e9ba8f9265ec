import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { BACKFILL_PAGE_SIZE, FILLED, fillEach, skippedBecause, variantsOrReason, type BackfillPage, type FillOutcome, type VariantsOf } from '../uploads/medium-backfill';
import type { ImageVariants } from '../uploads/variants';
import { indexPieces } from './arts';
import type { ArtItem } from './items';

/**
 * The arts' part of the medium-variant backfill (uploads/backfill-variants.ts): arts made before
 * the 800 px variant existed keep `imageMediumKey` unset, and so do their Browse Arts entries and
 * admin search rows, which copy the art's image keys. One page of the admin table's index (every
 * art, oldest first) at a time; each art without the key gets its image's variants and one
 * transaction writes them onto the art, its listings and its search rows, as an edit would.
 */

/** An art whose image has no medium variant recorded. */
export const lacksMedium = (art: Pick<ArtItem, 'imageKey' | 'imageMediumKey'>) => Boolean(art.imageKey) && !art.imageMediumKey;

/** An art's image fields for these variants: the three WebP keys and the original's size. */
const imageFieldsOf = (variants: ImageVariants) => ({
  imageSmallKey: variants.small,
  imageMediumKey: variants.medium,
  imageLargeKey: variants.large,
  imageWidth: variants.width,
  imageHeight: variants.height,
});

/**
 * Writes the variants of the art's image onto it, its listings and search rows. The art must be
 * the one read (same image, stock and last change, still without a medium key): an edit, a sale
 * or a moderation meanwhile wins and the art is skipped (a later run fills it if it still needs it).
 */
async function fillArt(art: ArtItem, variantsOf: VariantsOf): Promise<FillOutcome> {
  const variants = await variantsOrReason(variantsOf, art.imageKey);
  if (typeof variants === 'string') return skippedBecause(variants);
  const fields = imageFieldsOf(variants);
  const next: ArtItem = { ...art, ...fields };
  try {
    await commit((tx) => [
      tx.art
        .patch({ artId: art.artId })
        .set(fields)
        .where((a, op) =>
          [
            op.eq(a.imageKey, art.imageKey),
            op.notExists(a.imageMediumKey),
            op.eq(a.quantity, art.quantity),
            art.updatedAt ? op.eq(a.updatedAt, art.updatedAt) : op.notExists(a.updatedAt),
          ].join(' AND '),
        )
        .commit(),
      ...indexPieces(tx, art, next),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) return skippedBecause('the art changed (or was deleted) while its variants were made');
    throw err;
  }
  return FILLED;
}

/** One page of the walk over every art: reads `limit` arts from `cursor` and fills those that need it. */
export async function fillMediumImages(options: { variantsOf: VariantsOf; cursor?: string | null; limit?: number }): Promise<BackfillPage> {
  const page = await db()
    .entities.art.query.all({})
    .go({ limit: options.limit ?? BACKFILL_PAGE_SIZE, cursor: options.cursor ?? null });
  const counts = await fillEach(page.data, lacksMedium, (art) => `art:${art.artId}`, (art) => fillArt(art, options.variantsOf));
  return { ...counts, cursor: page.cursor ?? null };
}
