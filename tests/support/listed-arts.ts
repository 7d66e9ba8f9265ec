import { randomUUID } from 'node:crypto';
import { find, type ArtItem } from '@functions/core/arts/items';
import { listingPieces, type ListedArt } from '@functions/core/arts/listings';
import { commit } from '@functions/core/db/transactions';

/**
 * Arts written straight to the table as their own transactions write them (the art and its 16
 * Browse Arts entries), at a chosen time and in a chosen partition, for the tests of Browse Arts'
 * reads; and taken out again as their deletion would.
 */
export type ListedArtFields = Pick<
  ArtItem,
  'artistId' | 'title' | 'priceCentavos' | 'artStyle' | 'medium' | 'subject' | 'createdAt'
> &
  Partial<Pick<ArtItem, 'description' | 'location'>>;

export async function seedListedArt(fields: ListedArtFields): Promise<ArtItem> {
  const artId = randomUUID();
  const art = {
    artId,
    description: 'Listed for a test',
    location: 'Manila',
    quantity: 1,
    tagIds: [],
    imageKey: `art-image/${fields.artistId}/${artId}.png`,
    artistName: 'Test Artist',
    ...fields,
  } as ArtItem;
  await commit((tx) => [tx.art.create(art).commit(), ...listingPieces(tx, null, art as ListedArt)]);
  return art;
}

/** Takes the arts out of the shared stack's Browse Arts (as they are now), ten at a time. */
export async function removeListedArts(artIds: readonly string[]): Promise<void> {
  for (let i = 0; i < artIds.length; i += 10) {
    await Promise.all(
      artIds.slice(i, i + 10).map(async (artId) => {
        const art = await find(artId);
        if (art)
          await commit((tx) => [tx.art.delete({ artId }).commit(), ...listingPieces(tx, art as ListedArt, null)]);
      }),
    );
  }
}
