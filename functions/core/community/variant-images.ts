import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import {
  BACKFILL_PAGE_SIZE,
  FILLED,
  decodePosition,
  encodePosition,
  fillEach,
  nextPosition,
  skippedBecause,
  variantsOrReason,
  type BackfillPage,
  type FillOutcome,
  type VariantsOf,
} from '../uploads/variant-backfill';
import { VARIANT_NAMES } from '../uploads/variant-keys';
import type { ImageVariants } from '../uploads/variants';
import { HIDDEN, HOT, combosOf, comboOf } from './copies';
import type { PostItem, StoredImage } from './items';

/**
 * The community's part of the variant backfill (uploads/backfill-variants.ts): images posted
 * before a variant existed (the 800 px medium one, the 360 px thumb, the 680 px card one) lack its key in the post's 4 copies. The walk
 * reads the feed partition of every visible post with images, then the partition of hidden posts
 * (their one copy), a page at a time; a post with such an image gets its images' variants and
 * one transaction writes the images onto each of its copies.
 */

/** The partitions the walk reads in turn: every visible post with media has a copy in the first, a hidden one its only copy in the second. */
const PARTITIONS = [comboOf({ hasMedia: true }), HIDDEN] as const;

const lacksOne = (image: StoredImage) => VARIANT_NAMES.some((name) => !image[name]);

/** A post with an image lacking a variant's key. */
export const lacksVariant = (post: Pick<PostItem, 'images'>) => post.images.some(lacksOne);

/** The images with the variant keys and size of each one `made` has variants for. */
export function withVariants(images: readonly StoredImage[], made: ReadonlyMap<string, ImageVariants>): StoredImage[] {
  return images.map((image) => {
    const variants = made.get(image.key);
    return variants ? { ...image, ...variants } : image;
  });
}

/**
 * Writes the variants of the post's images onto each of its copies, all or none. Every copy must
 * still hold the images read and exist (a deletion, or moderation moving the copies, meanwhile
 * skips the post); likes and comments meanwhile do not matter, the counts are not written.
 */
async function fillPost(post: PostItem, variantsOf: VariantsOf): Promise<FillOutcome> {
  const made = new Map<string, ImageVariants>();
  for (const image of post.images.filter(lacksOne)) {
    const variants = await variantsOrReason(variantsOf, image.key);
    if (typeof variants === 'string') return skippedBecause(variants);
    made.set(image.key, variants);
  }
  const images = withVariants(post.images, made);
  try {
    await commit(
      (tx) =>
        combosOf(post).map((combo) =>
          tx.communityPost
            .patch({ postId: post.postId, combo })
            .set({ images })
            .where((a, op) => op.eq(a.images, post.images))
            .commit(),
        ),
      HOT,
    );
  } catch (err) {
    if (err instanceof ConditionFailed)
      return skippedBecause('the post changed (or was deleted) while its variants were made');
    throw err;
  }
  return FILLED;
}

/** One page of the walk over every post with images: reads `limit` copies from `cursor` and fills the posts that need it. */
export async function fillMissingVariants(options: {
  variantsOf: VariantsOf;
  cursor?: string | null;
  limit?: number;
}): Promise<BackfillPage> {
  const at = decodePosition(options.cursor, PARTITIONS.length, 'community backfill cursor');
  const page = await db()
    .entities.communityPost.query.feed({ combo: PARTITIONS[at.index]! })
    .go({ limit: options.limit ?? BACKFILL_PAGE_SIZE, cursor: at.cursor });
  const posts = page.data as PostItem[];
  const counts = await fillEach(
    posts,
    lacksVariant,
    (post) => `post:${post.postId}`,
    (post) => fillPost(post, options.variantsOf),
  );
  const next = nextPosition(at, page.cursor, PARTITIONS.length);
  return { ...counts, cursor: next ? encodePosition(next) : null };
}
