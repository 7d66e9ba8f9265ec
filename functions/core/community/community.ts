/**
 * The community feed (part 2 §2, DESIGN "Lists, filters and search"). A post is stored as 4
 * copies, one per feed partition (`<category|*>|<with|without|*>`): any filter combination is
 * one Query on gsi2 (order = the sort direction), and its total is a counter per partition,
 * moved in the same transactions as the copies. Likes and comments are their own items, written
 * with the counts of all 4 copies in one transaction, so counts are exact under races.
 *
 * The verbs live by idea in this folder: items.ts (the stored items and their API view),
 * copies.ts (the 4 copies and their counters), rules.ts (rate limits), posts.ts, likes.ts and
 * comments.ts. Callers import this module.
 */

export { comment, comments, removeComment } from './comments';
export { comboOf, combosOf, copyPieces, counterOf } from './copies';
export type { PostItem } from './items';
export { like } from './likes';
export { create, feed, get, remove, update } from './posts';
export { RULES } from './rules';
