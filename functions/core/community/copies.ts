import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import { type PostItem } from './items';

/** A post's 4 copies, one per feed partition, and the partitions' counters (see community.ts). */

const ANY = '*';
export const MAIN = `${ANY}|${ANY}`;
/** The one copy of a post hidden by moderation (moderation.ts): a partition no feed reads. */
export const HIDDEN = 'hidden';
const mediaOf = (hasMedia: boolean) => (hasMedia ? 'with' : 'without');

/** The partition a feed with these filters reads. */
export function comboOf(filters: { category?: string; hasMedia?: boolean }): string {
  return `${filters.category || ANY}|${filters.hasMedia === undefined ? ANY : mediaOf(filters.hasMedia)}`;
}

/** The 4 partitions a post is in (the one `hidden` partition while moderation hides it). */
export function combosOf(post: { category: string; hasMedia: boolean; hidden?: boolean }): string[] {
  if (post.hidden) return [HIDDEN];
  const media = mediaOf(post.hasMedia);
  return [MAIN, `${post.category}|${ANY}`, `${ANY}|${media}`, `${post.category}|${media}`];
}

export const counterOf = (combo: string) => `community:${combo}`;

/**
 * A post's counts are hot items (many people liking one post at once): a write that meets another
 * on them is tried again more times than most (db/transactions.ts).
 */
export const HOT = { conflictAttempts: 40 } as const;

/**
 * How many times a change of a post read as it was (its counts in the condition: an edit, hiding
 * it) reads it again when a like or comment moved them meanwhile: more than most, for the same reason.
 */
export const HOT_ATTEMPTS = 10;

/** A post as its main copy (the `*|*` partition) holds it, or its hidden copy, or null. */
export async function findPost(postId: string): Promise<PostItem | null> {
  const posts = db().entities.communityPost;
  const { data } = await posts.get({ postId, combo: MAIN }).go();
  if (data) return data as PostItem;
  const { data: hidden } = await posts.get({ postId, combo: HIDDEN }).go();
  return (hidden as PostItem | null) ?? null;
}

/** The pieces that write a new post's 4 copies (its counters go with them: `counterOf` of each of `combosOf(post)`). */
export function copyPieces(tx: TransactionEntities, post: PostItem) {
  return combosOf(post).map((combo) => tx.communityPost.create({ ...post, combo }).commit());
}

/** The pieces that add `by` to the counters of these partitions. */
export const counterPieces = (tx: TransactionEntities, combos: string[], by: number) =>
  combos.map((c) => Counters.add(tx, counterOf(c), by));
