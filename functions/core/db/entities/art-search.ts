import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * One entry of Browse Arts' word search (functions/core/arts/search.ts): an art listed in Browse
 * Arts has one per start (1–6 characters) of the words of its title, tags, description, medium,
 * style, subject and artist's name, in the partition `term` = tier + start: tier 1 when the start
 * begins a word of its title or tags, else 2 (each start once per art). A search reads one term's
 * partitions, newest first (gsi1) or cheapest first (gsi2), so it reads what it shows. `words1` and
 * `words2` (the art's title/tag words and its other words) let a search of several words keep the
 * entries that have them all; the facets let it keep those of the filters chosen. Written off the
 * art's transaction by its search task (functions/core/arts/search-index.ts).
 */
export const ArtSearchEntity = entity({
  model: { entity: 'artSearch', version: '1', service: 'crafti' },
  attributes: {
    artId: { type: 'string', required: true, readOnly: true },
    term: { type: 'string', required: true, readOnly: true },
    /** The art's `listedAt`: the newest-first order, as Browse Arts. */
    listedAt: { type: 'string', required: true, readOnly: true },
    /** Centavos, zero-padded to 12 digits so the string order is the price order. */
    priceKey: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    artStyle: { type: 'string', required: true, readOnly: true },
    medium: { type: 'string', required: true, readOnly: true },
    subject: { type: 'string', required: true, readOnly: true },
    band: { type: 'string', required: true, readOnly: true },
    words1: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    words2: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** What the entry was written from (a hash of the art's indexed fields): an unchanged entry is not written again. */
    rev: { type: 'string', required: true, readOnly: true },
    card: { type: 'any', required: true, readOnly: true },
  },
  indexes: {
    byArt: {
      pk: { field: TABLE.partitionKey, composite: ['artId'] },
      sk: { field: TABLE.sortKey, composite: ['term'], casing: 'none' },
    },
    latest: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['term'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['listedAt', 'artId'] },
    },
    cheapest: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['term'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['priceKey', 'listedAt', 'artId'] },
    },
  },
});
