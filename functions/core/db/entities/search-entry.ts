import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * One word by which a thing can be found (a person's first name, an e-mail, an artist's name on
 * a verification request), with a copy of what a result row shows (`card`), so a search reads
 * only these items: `scope + first letter → word#refId`, queried with begins_with. Written and
 * removed in the same transaction as the thing they describe. `words` are all the thing's words
 * (the same on each of its entries): a search that two of them match shows it at the first only.
 */
export const SearchEntryEntity = entity({
  model: { entity: 'searchEntry', version: '1', service: 'crafti' },
  attributes: {
    scope: { type: 'string', required: true, readOnly: true },
    bucket: { type: 'string', required: true, readOnly: true },
    word: { type: 'string', required: true, readOnly: true },
    refId: { type: 'string', required: true, readOnly: true },
    card: { type: 'any', required: true },
    /** Absent on entries written before it was kept: such a thing may show once per matching word. */
    words: { type: 'list', items: { type: 'string' } },
  },
  indexes: {
    byWord: {
      pk: { field: TABLE.partitionKey, composite: ['scope', 'bucket'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['word', 'refId'], casing: 'none' },
    },
  },
});
