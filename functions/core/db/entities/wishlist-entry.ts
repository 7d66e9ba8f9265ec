import { entity } from '../entity';
import { TABLE } from '../table';

/** An artwork on a person's wishlist; found per person (newest first) and per art (gsi1, to clear it when the art goes). */
export const WishlistEntryEntity = entity({
  model: { entity: 'wishlistEntry', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    artId: { type: 'string', required: true, readOnly: true },
    addedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: ['artId'] },
    },
    byArt: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['artId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['userId'] },
    },
  },
});
