import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A community post, written as one copy per feed partition it appears in (DESIGN "Lists,
 * filters and search"): `combo` is `<category or *>|<with, without or *>`, so each post has 4
 * copies and every filter combination (category × media) is one partition of gsi2, read newest
 * or oldest first by the sort direction: one Query per page, whatever the filters. The `*|*`
 * copy is the post itself (get by id). Likes and comments ADD to the counts of all 4 copies in
 * the transaction that writes the like or comment.
 */
export const CommunityPostEntity = entity({
  model: { entity: 'communityPost', version: '1', service: 'crafti' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    combo: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    content: { type: 'string', required: true },
    category: { type: 'string', required: true },
    hasMedia: { type: 'boolean', required: true, readOnly: true },
    /** `{ key, thumb?, small?, card?, medium?, large?, width?, height? }` per image, in the order they were posted. */
    images: { type: 'any', required: true },
    /** The author's display fields when the post was written: `{ firstname, lastname, role, imageKey? }`. */
    author: { type: 'any', required: true },
    likeCount: { type: 'number', required: true, default: 0 },
    commentCount: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'string' },
    /** Hidden by moderation: the post's one copy is then in the `hidden` partition, which no feed reads. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    byPost: {
      pk: { field: TABLE.partitionKey, composite: ['postId'] },
      sk: { field: TABLE.sortKey, composite: ['combo'], casing: 'none' },
    },
    feed: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['combo'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['createdAt', 'postId'], casing: 'none' },
    },
  },
});

/**
 * One person's like of one post: its key makes "one like per user per post" a conditional
 * create, and "which of this page's posts do I like" one BatchGet of the page's (postId, userId)
 * keys. gsi1 lists a person's likes by the liked post's time (`likeKey` = post createdAt#postId).
 */
export const CommunityLikeEntity = entity({
  model: { entity: 'communityLike', version: '1', service: 'crafti' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    likeKey: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPost: {
      pk: { field: TABLE.partitionKey, composite: ['postId'] },
      sk: { field: TABLE.sortKey, composite: ['userId'], casing: 'none' },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['likeKey'], casing: 'none' },
    },
  },
});

/** A comment on a post, oldest first under the post; its author's display fields kept with it. */
export const CommunityCommentEntity = entity({
  model: { entity: 'communityComment', version: '1', service: 'crafti' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    content: { type: 'string', required: true, readOnly: true },
    author: { type: 'any', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Hidden by moderation: a placeholder in the thread for others. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    byPost: {
      pk: { field: TABLE.partitionKey, composite: ['postId'] },
      sk: { field: TABLE.sortKey, composite: ['commentId'], casing: 'none' },
    },
  },
});
