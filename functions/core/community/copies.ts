import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import { type PostItem } from './items';

/** A post's 4 copies, one per feed partition, and the partitions' counters (see community.ts). */

const ANY = '*';
export const MAIN = `${ANY}|${ANY}`;
const mediaOf = (hasMedia: boolean) => (hasMedia ? 'with' : 'without');

/** The partition a feed with these filters reads. */
export function comboOf(filters: { category?: string; hasMedia?: boolean }): string {
  return `${filters.category || ANY}|${filters.hasMedia === undefined ? ANY : mediaOf(filters.hasMedia)}`;
}

/** The 4 partitions a post is in. */
export function combosOf(post: { category: string; hasMedia: boolean }): string[] {
  const media = mediaOf(post.hasMedia);
  return [MAIN, `${post.category}|${ANY}`, `${ANY}|${media}`, `${post.category}|${media}`];
}

export const counterOf = (combo: string) => `community:${combo}`;

/**
 * A post's counts are hot items (many people liking one post at once): a write that meets another
 * on them is tried again more times than most (db/transactions.ts).
 */
export const HOT = { conflictAttempts: 40 } as const;

/** A post as its main copy (the `*|*` partition) holds it, or null. */
export async function findPost(postId: string): Promise<PostItem | null> {
  const { data } = await db().entities.communityPost.get({ postId, combo: MAIN }).go();
  return (data as PostItem | null) ?? null;
}

/** The pieces that write a new post's 4 copies (its counters go with them: `counterOf` of each of `combosOf(post)`). */
export function copyPieces(tx: TransactionEntities, post: PostItem) {
  return combosOf(post).map((combo) => tx.communityPost.create({ ...post, combo }).commit());
}

/** The pieces that add `by` to the counters of these partitions. */
export const counterPieces = (tx: TransactionEntities, combos: string[], by: number) => combos.map((c) => Counters.add(tx, counterOf(c), by));
