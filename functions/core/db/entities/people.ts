import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * Matching's index (DESIGN "Lists, filters and search"): one entry per person and preferred art
 * style, plus one under the style `*` for everyone with preferences, each carrying the person's
 * preferences and card (what a match shows and scores of them). Find Match reads a few entries of
 * these partitions per result instead of every profile. Written with the preferences, in their
 * transaction (Preferences.save); the card also when the profile image or verification changes.
 */
export const MatchEntryEntity = entity({
  model: { entity: 'matchEntry', version: '1', service: 'crafti' },
  attributes: {
    role: { type: ['Artist', 'Client'] as const, required: true, readOnly: true },
    style: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    values: { type: 'any', required: true },
    // The person's card (Preferences.MatchCard): what Find Match shows and scores of them. Absent on
    // entries written before cards; each field is set on its own, so concurrent changes keep both.
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    address: { type: 'string' },
    profileImageKey: { type: 'string' },
    verified: { type: 'boolean' },
    /** The profile is hidden by moderation (issue 32): Find Match leaves it out. */
    hidden: { type: 'boolean' },
    /** Their published reviews' stars and count (issue 32), kept with the profile's by Ratings.pieces. */
    ratingSum: { type: 'number' },
    ratingCount: { type: 'number' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byStyle: {
      pk: { field: TABLE.partitionKey, composite: ['role', 'style'] },
      sk: { field: TABLE.sortKey, composite: ['userId'], casing: 'none' },
    },
  },
});

/** One visitor's visit of a profile on one day: a visit is counted once per visitor and day. */
export const ProfileVisitEntity = entity({
  model: { entity: 'profileVisit', version: '1', service: 'crafti' },
  attributes: {
    targetUserId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    visitorId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true },
  },
  indexes: {
    byTarget: {
      pk: { field: TABLE.partitionKey, composite: ['targetUserId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['day', 'visitorId'], casing: 'none' },
    },
  },
});
