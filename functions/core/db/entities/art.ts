import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * An artwork for sale. Listed per artist newest first (gsi1: My Arts, the artist's profile) and
 * all together newest first (gsi2: the admin arts table). Browse Arts reads `artListing` items,
 * written in the same transactions. Price in centavos.
 */
export const ArtEntity = entity({
  model: { entity: 'art', version: '1', service: 'crafti' },
  attributes: {
    artId: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    priceCentavos: { type: 'number', required: true },
    quantity: { type: 'number', required: true },
    location: { type: 'string', required: true },
    artStyle: { type: 'string', required: true },
    medium: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    tagIds: { type: 'list', items: { type: 'string' }, required: true },
    /** Made-to-order pieces: the art's own days to ship (1–60), over its artist's shipping profile's; absent for none. */
    daysToShip: { type: 'number' },
    imageKey: { type: 'string', required: true },
    /** The image's 360/480/680/800/1200 px WebP keys and its size, when known (see Uploads variants; no thumb, card or medium on older arts). */
    imageThumbKey: { type: 'string' },
    imageSmallKey: { type: 'string' },
    imageCardKey: { type: 'string' },
    imageMediumKey: { type: 'string' },
    imageLargeKey: { type: 'string' },
    imageWidth: { type: 'number' },
    imageHeight: { type: 'number' },
    /** The artist's name as shown on cards, kept with the art so a grid needs no profile reads. */
    artistName: { type: 'string', required: true },
    /** Hidden by moderation (functions/core/arts/moderation.ts): out of Browse Arts, its page 404 for others. */
    hidden: { type: 'boolean' },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** When it last entered Browse Arts or changed partitions (absent: its createdAt): its listing entries' place, newest first. */
    listedAt: { type: 'string' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['artId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byArtist: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['artistId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['createdAt', 'artId'] },
    },
    all: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: [] },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['createdAt', 'artId'] },
    },
  },
});
