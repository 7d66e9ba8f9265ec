import { entity } from '../entity';
import { TABLE } from '../table';

/** An artist whose verification was approved, newest first: the client dashboard's "verified artists". */
export const VerifiedArtistEntity = entity({
  model: { entity: 'verifiedArtist', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    since: { type: 'string', required: true, readOnly: true },
    firstname: { type: 'string', required: true },
    lastname: { type: 'string', required: true },
    profileImageKey: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    newest: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: [] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['since', 'userId'] },
    },
  },
});
