import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * One of the 16 Browse Arts entries of an artwork in stock: one per combination of its facets
 * (style, medium, subject, price band), each either the art's value or `*` (any). A browse with
 * any set of filters reads exactly the partition of that combination, newest first (gsi1) or
 * cheapest first (gsi2), and nothing else. `card` is what a grid card shows.
 */
export const ArtListingEntity = entity({
  model: { entity: 'artListing', version: '1', service: 'crafti' },
  attributes: {
    artId: { type: 'string', required: true, readOnly: true },
    combo: { type: 'string', required: true, readOnly: true },
    /** When the art was listed (its `listedAt`): the newest-first order. Every entry enters a partition at its top. */
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Centavos, zero-padded to 12 digits so the string order is the price order. */
    priceKey: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    card: { type: 'any', required: true },
  },
  indexes: {
    byArt: {
      pk: { field: TABLE.partitionKey, composite: ['artId'] },
      sk: { field: TABLE.sortKey, composite: ['combo'], casing: 'none' },
    },
    latest: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['combo'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['createdAt', 'artId'] },
    },
    cheapest: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['combo'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['priceKey', 'createdAt', 'artId'] },
    },
  },
});
