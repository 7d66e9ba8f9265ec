import { PAYOUT_STATUSES } from '@shared/messages/payouts';
import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A person's profile, keyed by their Cognito id (`sub`). Listed newest first per role (gsi2) and,
 * for artists and clients together, in `people` (gsi3, sparse: admins are not in it).
 */
export const ProfileEntity = entity({
  model: { entity: 'profile', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    role: { type: ['Artist', 'Client', 'Admin'] as const, required: true },
    email: { type: 'string', required: true },
    username: { type: 'string', required: true },
    firstname: { type: 'string', required: true },
    lastname: { type: 'string', required: true },
    /** `pending` until the e-mailed link is followed. */
    accountStatus: { type: ['pending', 'active'] as const, required: true, default: 'pending' },
    bio: { type: 'string' },
    gender: { type: 'string' },
    dateOfBirth: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    /** Key of the accepted `profile-image` upload in the media bucket. */
    profileImageKey: { type: 'string' },
    /** Hidden by moderation (functions/core/profiles/moderation.ts): out of the directories, its page 404 for others. */
    hidden: { type: 'boolean' },
    /** Artists: their public shop and art pages ask search engines not to index them (issue 49, `noindex`). */
    noindex: { type: 'boolean' },
    /** Artists: the state of their latest verification request, if any. */
    verificationStatus: { type: ['pending', 'rejected', 'approved'] as const },
    verificationId: { type: 'string' },
    /** Artists: where their PayMongo payout account stands (kept by the payouts domain; absent: not started). */
    payoutStatus: { type: PAYOUT_STATUSES },
    /** The sum and count of the stars of their published, visible reviews (kept by the reviews domain through Profiles.ratingPiece). */
    ratingSum: { type: 'number' },
    ratingCount: { type: 'number' },
    createdAt: { type: 'string', readOnly: true, required: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byRole: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['role'] },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['createdAt', 'userId'] },
    },
    people: {
      index: 'gsi3',
      condition: (attr) => attr.role === 'Artist' || attr.role === 'Client',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: [] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['createdAt', 'userId'] },
    },
  },
});
