import { db } from '../db/service';
import { comboOf, type ListingCard } from './listings';

/**
 * Every art in Browse Arts by when it was listed (the sitemap's parts, issue 49): its partition
 * of no filters holds exactly the arts on the street (in stock, not hidden), each once.
 */
const EVERYTHING = comboOf({});

export interface Listed {
  artId: string;
  artistId: string;
  title: string;
  listedAt: string;
}

/** The arts listed in `month` (YYYY-MM), newest first, up to `max`. */
export async function listedIn(month: string, max: number): Promise<Listed[]> {
  const listings = db().entities.artListing;
  const found: Listed[] = [];
  let cursor: string | null = null;
  do {
    const page: {
      data: { artId: string; artistId: string; createdAt: string; card: unknown }[];
      cursor: string | null;
    } = await listings.query
      .latest({ combo: EVERYTHING })
      .begins({ createdAt: month })
      .go({ order: 'desc', cursor, limit: 1000 });
    for (const entry of page.data)
      found.push({
        artId: entry.artId,
        artistId: entry.artistId,
        title: (entry.card as ListingCard).title,
        listedAt: entry.createdAt,
      });
    cursor = page.cursor;
  } while (cursor && found.length < max);
  return found.slice(0, max);
}

/** When the longest-listed art on the street was listed, or null when there is none. */
export async function firstListedAt(): Promise<string | null> {
  const { data } = await db().entities.artListing.query.latest({ combo: EVERYTHING }).go({ order: 'asc', limit: 1 });
  return data[0]?.createdAt ?? null;
}
