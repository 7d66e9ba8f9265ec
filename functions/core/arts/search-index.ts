import { createHash, randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { priceBandOf } from '@shared/options';
import { dynamo, tableName } from '../db/client';
import * as Counters from '../counters/counters';
import { db, type TransactionEntities } from '../db/service';
import * as DueWork from '../due-work/due-work';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';
import * as Tags from '../tags/tags';
import type { ArtItem } from './items';
import { cardOf, listedAtOf, priceKeyOf, type ListedArt } from './listings';
import { isCounted, termsOf, wordsOfArt } from './search-terms';
import { keepDoc, type ArtDoc } from './search-engine';

/**
 * Keeping Browse Arts' word search (search.ts) in step with the arts. An art has ~100–250 entries
 * (search-terms.ts), too many for its own transaction (DESIGN: < 100 items), so each write that
 * changes what search shows (create, edit, delete, stock to or from 0, hidden or shown, its
 * artist hidden or shown) puts an `art_search` task in its transaction and runs it right after
 * the commit; the every-minute job runs a task left behind by a crash. So search follows a change
 * by the time its request answers, and at worst within the next minute's run (docs/search.md).
 *
 * The task is idempotent and converges: it reads the art (and its artist) as they are now, writes
 * the entries they call for (only those that changed) and deletes the rest, then reads the art
 * again and repeats if it changed meanwhile; it ends its task only if no newer task replaced it.
 */

export interface Indexable extends ListedArt {
  description: string;
  tagNames: readonly string[];
}

type EntryItem = {
  artId: string;
  term: string;
  listedAt: string;
  priceKey: string;
  artistId: string;
  artStyle: string;
  medium: string;
  subject: string;
  band: string;
  words1: string[];
  words2: string[];
  rev: string;
  card: ReturnType<typeof cardOf>;
};

/** The search engine's document of an art (search-engine.ts): what every entry carries, but the term. */
export function docOf(art: Indexable): ArtDoc {
  return {
    artId: art.artId,
    listedAt: listedAtOf(art),
    priceKey: priceKeyOf(art.priceCentavos),
    artistId: art.artistId,
    artStyle: art.artStyle,
    medium: art.medium,
    subject: art.subject,
    band: priceBandOf(art.priceCentavos),
    ...wordsOfArt({ ...art, tagNames: art.tagNames }),
    card: cardOf(art),
  };
}

/** The entries of an art that search should show (none for one that is not: see `shown`). */
export const entriesOf = (art: Indexable): EntryItem[] => entriesOfDoc(docOf(art));

/** An entry per term of the document's words, each the document with its term and `rev`. */
function entriesOfDoc(doc: ArtDoc): EntryItem[] {
  const rev = createHash('sha1').update(JSON.stringify(doc)).digest('base64url').slice(0, 16);
  return termsOf(doc).map((term) => ({ ...doc, term, rev }));
}

/** Whether search shows an art: in stock, not hidden by moderation, its artist not hidden. */
export const shown = (art: Pick<ArtItem, 'quantity' | 'hidden'>, artist: { hidden?: boolean } | null) =>
  art.quantity > 0 && !art.hidden && !artist?.hidden;

/** The task piece for a transaction that changes what search shows of `artId`. */
export const taskPiece = (tx: TransactionEntities, artId: string) =>
  DueWork.piece(tx, 'art_search', artId, { token: randomUUID() });

/** The task piece for a transaction that hides or shows an artist (all their arts). */
export const artistTaskPiece = (tx: TransactionEntities, artistId: string) =>
  DueWork.piece(tx, 'artist_search', artistId, { token: randomUUID() });

async function read(artId: string) {
  const { data: art } = await db().entities.art.get({ artId }).go({ consistent: true });
  if (!art) return { art: null, want: [] as EntryItem[], doc: null };
  const [artist, tagNames] = await Promise.all([
    Profiles.get(art.artistId, { consistent: true }),
    // Its own tags only (a backfill or an artist's reindex reads one art after another).
    Tags.namesOf(art.tagIds),
  ]);
  if (!shown(art, artist)) return { art, want: [], doc: null };
  const doc = docOf({ ...(art as ListedArt), description: art.description, tagNames });
  return { art, want: entriesOfDoc(doc), doc };
}

/** Puts and deletes in batches of 25, sending again what DynamoDB left unprocessed. */
async function writeBatches(requests: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  // Side by side: an art's ~3–10 batches are independent writes.
  await Promise.all(
    batches.map(async (first) => {
      let batch = first;
      for (let round = 0; batch.length > 0; round++) {
        if (round > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** round)));
        const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
        batch = (out.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
        if (round > 8 && batch.length > 0) throw new Error('search entries: writes left unprocessed');
      }
    }),
  );
}

/**
 * How many entries each term has (search.ts reads the rarest word's): ADDs after the entries'
 * writes, side by side (an art has ~75). Two tasks of one art racing may count an entry twice; the counts only
 * steer which word a search reads by, never what it shows.
 */
async function countTerms(changes: readonly (readonly [string, number])[]) {
  await Promise.all(changes.map(([term, by]) => Counters.addNow(Counters.names.searchTerm(term), by)));
}

const stateOf = (art: ArtItem | null) => (art ? `${art.updatedAt ?? ''}|${art.quantity}|${art.hidden ?? ''}` : 'gone');

/** Brings `artId`'s entries to what the art calls for now (see the module's comment). */
export async function reindex(artId: string): Promise<void> {
  const entries = db().entities.artSearch;
  for (let round = 0; round < 3; round++) {
    const task = await DueWork.find('art_search', artId);
    const { art, want, doc } = await read(artId);
    const { data: have } = await entries.query
      .byArt({ artId })
      .go({ pages: 'all', attributes: ['artId', 'term', 'rev'] });
    const wanted = new Map(want.map((e) => [e.term, e]));
    const haveRev = new Map(have.map((e) => [e.term, e.rev]));
    const requests = [
      ...have
        .filter((e) => !wanted.has(e.term))
        .map((e) => ({ DeleteRequest: { Key: entries.delete({ artId, term: e.term }).params().Key } })),
      ...want
        .filter((e) => haveRev.get(e.term) !== e.rev)
        .map((e) => ({ PutRequest: { Item: entries.put(e).params().Item } })),
    ];
    await writeBatches(requests);
    // Both, whichever fails: the counts follow the entries just written (a rerun would not count them again).
    const outcomes = await Promise.allSettled([
      keepDoc(artId, doc),
      countTerms([
        ...have.filter((e) => !wanted.has(e.term) && isCounted(e.term)).map((e) => [e.term, -1] as const),
        ...want.filter((e) => !haveRev.has(e.term) && isCounted(e.term)).map((e) => [e.term, 1] as const),
      ]),
    ]);
    // The engine refused or was away: the task stays due, and the job runs it again.
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    const again = await db().entities.art.get({ artId }).go({ consistent: true });
    if (stateOf(again.data) === stateOf(art)) {
      if (task) await DueWork.finish('art_search', artId, task.token);
      return;
    }
  }
  // Still changing: the task stays due and the job runs it again.
}

/** Every art of an artist, after they were hidden or shown. */
export async function reindexArtist(artistId: string): Promise<void> {
  const task = await DueWork.find('artist_search', artistId);
  let cursor: string | null = null;
  do {
    const page: { data: { artId: string }[]; cursor: string | null } = await db()
      .entities.art.query.byArtist({ artistId })
      .go({ cursor, limit: 100, attributes: ['artId'] });
    for (const { artId } of page.data) await reindex(artId);
    cursor = page.cursor ?? null;
  } while (cursor);
  if (task) await DueWork.finish('artist_search', artistId, task.token);
}

/** Runs a task right after the commit that queued it; a failure is left to the every-minute job. */
export async function runNow(kind: 'art_search' | 'artist_search', id: string): Promise<void> {
  try {
    await (kind === 'art_search' ? reindex(id) : reindexArtist(id));
  } catch (err) {
    log.warn('search task left for the job', { kind, id, error: serializeError(err) });
  }
}

/**
 * Gives every art the word-search entries it calls for (arts made before search, or after a
 * lost task): the arts newest first, a page at a time, each brought up to date by its task's
 * run (idempotent: safe to run again and to stop; `cursor` goes on where a run stopped).
 */
export async function backfill(options: {
  cursor?: string;
  pageSize?: number;
  maxPages?: number;
  onPage?: (page: { read: number; cursor: string | null }) => void;
}): Promise<{ read: number; cursor: string | null }> {
  let cursor: string | null = options.cursor ?? null;
  let read = 0;
  for (let pages = 0; pages < (options.maxPages ?? Infinity); pages++) {
    const page: { data: { artId: string }[]; cursor: string | null } = await db()
      .entities.art.query.all({})
      .go({ cursor, limit: options.pageSize ?? 25, order: 'desc', attributes: ['artId', 'createdAt'] });
    for (const { artId } of page.data) await reindex(artId);
    read += page.data.length;
    cursor = page.cursor ?? null;
    options.onPage?.({ read: page.data.length, cursor });
    if (!cursor) break;
  }
  return { read, cursor };
}
