import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A review of one side of a completed transaction by the other (issue 32 §1). Its id is
 * `<kind>~<transactionId>~<reviewerId>`, so a second review of the same transaction by the same
 * person fails the create's condition. Listed per reviewed person once published (gsi1: `listing`
 * is `<revieweeId>#listed`; `#blind` and `#hidden` are never read), newest first; and per reviewer
 * while it awaits the other side (gsi2: `mine` is `<reviewerId>#blind`).
 */
export const ReviewEntity = entity({
  model: { entity: 'review', version: '1', service: 'crafti' },
  attributes: {
    reviewId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['order', 'project'] as const, required: true, readOnly: true },
    transactionId: { type: 'string', required: true, readOnly: true },
    reviewerId: { type: 'string', required: true, readOnly: true },
    revieweeId: { type: 'string', required: true, readOnly: true },
    stars: { type: 'number', required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    publishBy: { type: 'string', required: true, readOnly: true },
    /** The people as the lists show them, copied when written. */
    reviewerName: { type: 'string', required: true, readOnly: true },
    reviewerImageKey: { type: 'string', readOnly: true },
    /** The buyer's review of a shipped order: the days it took to arrive (reviews/model.ts arrivedDaysOf). */
    arrivedDays: { type: 'number', readOnly: true },
    revieweeName: { type: 'string', required: true, readOnly: true },
    published: { type: 'boolean', required: true },
    publishedAt: { type: 'string' },
    /** Hidden by a moderator: not listed, not in the aggregate. */
    hidden: { type: 'boolean' },
    reply: { type: 'string' },
    replyAt: { type: 'string' },
    listing: { type: 'string', required: true },
    listedAt: { type: 'string', required: true },
    mine: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['reviewId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    listed: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['listing'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['listedAt'], casing: 'none' },
    },
    byReviewer: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['mine'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['createdAt'], casing: 'none' },
    },
  },
});

/**
 * A completed transaction open for one person's review, written with the completion by the domain
 * that owns the transaction (through Reviews.openPieces) and deleted when they review; gone by TTL
 * once the window closes. Listed per person (the caller's pending reviews).
 */
export const ReviewInviteEntity = entity({
  model: { entity: 'reviewInvite', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['order', 'project'] as const, required: true, readOnly: true },
    transactionId: { type: 'string', required: true, readOnly: true },
    otherId: { type: 'string', required: true },
    otherName: { type: 'string', required: true },
    title: { type: 'string', required: true },
    completedAt: { type: 'string', required: true },
    until: { type: 'string', required: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byPerson: {
      pk: { field: TABLE.partitionKey, composite: ['userId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['kind', 'transactionId'], casing: 'none' },
    },
  },
});

/** A transaction's reviews to publish once `dueAt` (14 days after the completion) passes: written with its first review, gone once published. */
export const ReviewTaskEntity = entity({
  model: { entity: 'reviewTask', version: '1', service: 'crafti' },
  attributes: {
    transactionKey: { type: 'string', required: true, readOnly: true },
    shard: { type: 'string', required: true, readOnly: true, default: 'reviews' },
    dueAt: { type: 'string', required: true },
    /** The transaction's one review so far. */
    reviewId: { type: 'string', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: TABLE.partitionKey, composite: ['transactionKey'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    due: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['shard'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['dueAt', 'transactionKey'], casing: 'none' },
    },
  },
});
