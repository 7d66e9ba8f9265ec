import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * Where an artist's own arts lie back to back in one Browse Arts partition, newest first
 * (functions/core/arts/own-runs.ts): Browse Arts leaves a viewer's own arts out, so the artist's
 * own reads skip each run with one key condition instead of reading through it. Written by the
 * artist's own browsing, only over entries older than any write still in flight.
 */
export const OwnListingRunsEntity = entity({
  model: { entity: 'ownListingRuns', version: '1', service: 'crafti' },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    combo: { type: 'string', required: true, readOnly: true },
    /** `{ hi, lo, count }[]`, newest run first; hi and lo are entries' places (`createdAt`, `artId`). */
    runs: { type: 'any', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: TABLE.partitionKey, composite: ['artistId'] },
      sk: { field: TABLE.sortKey, composite: ['combo'], casing: 'none' },
    },
  },
});
