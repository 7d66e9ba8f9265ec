import { randomUUID } from 'node:crypto';
import { createConversions } from 'electrodb';
import { ErrorCodes } from '@shared/api/errors';
import { centavosToPesos } from '@shared/money';
import type {
  AdminArtRow,
  AdminArtsPage,
  Art,
  ArtCard,
  ArtCardPage,
  ArtFields,
  ArtImage,
  BrowseArtsQuery,
} from '@shared/schemas/arts';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin';
import type { Page } from '@shared/schemas/common';
import type { Tag } from '@shared/schemas/tags';
import type { Actor } from '../actor';
import * as Audit from '../audit/audit';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import { commit, ConditionFailed, type SideEffects } from '../db/transactions';
import { AppError, forbidden } from '../errors';
import * as Moderation from '../moderation/notes';
import * as Profiles from '../profiles/profiles';
import * as Search from '../search/search';
import { searchWords } from '../search/words';
import * as Tags from '../tags/tags';
import * as Uploads from '../uploads/uploads';
import { publicUrl, variantUrls } from '../uploads/urls';
import type { VariantName } from '../uploads/variant-keys';
import * as Wishlist from '../wishlist/wishlist';
import { fillPage } from './fill-page';
import { latestWithoutOwn } from './own-runs';
import * as ArtSearch from './search-index';
import { searchPage, suggest } from './search';
import { queryWords } from './search-terms';
import { artNotFound, changedMeanwhile, find, type ArtItem } from './items';
import {
  artVariantKeys,
  cardOf,
  comboOf,
  listingPieces,
  withListedAt,
  variantKeyFields,
  type ListedArt,
  type ListingCard,
  type VariantKeyFields,
} from './listings';

/**
 * Artworks: an artist uploads, edits and deletes their own; everyone signed in browses them.
 * Each write changes the art, its 16 Browse Arts entries, its admin search entries and the
 * counters together; deleting also clears it from wishlists and removes its image (after the
 * commit: those are many small writes that may not fit a transaction).
 */

// Reading an art (items.ts) and its stock (stock.ts) live beside this file; callers import them from here.
export { find, findMany } from './items';
export { releasePieces, reservePieces, setStock, stockPieces, syncListings } from './stock';

const SEARCH_SCOPE = 'arts';

export function imageOf(a: VariantKeyFields & Pick<ListingCard, 'imageKey' | 'imageWidth' | 'imageHeight'>): ArtImage {
  return {
    url: publicUrl(a.imageKey),
    ...variantUrls(artVariantKeys(a)),
    width: a.imageWidth ?? null,
    height: a.imageHeight ?? null,
  };
}

export function toCard(card: ListingCard): ArtCard {
  return {
    art_id: card.artId,
    title: card.title,
    price: centavosToPesos(card.priceCentavos),
    quantity: card.quantity,
    image: imageOf(card),
    artist_id: card.artistId,
    artist_name: card.artistName,
    created_at: card.createdAt,
  };
}

const toAdminRow = (a: ArtItem): AdminArtRow => ({
  art_id: a.artId,
  title: a.title,
  price: centavosToPesos(a.priceCentavos),
  quantity: a.quantity,
  art_style: a.artStyle,
  medium: a.medium,
  subject: a.subject,
  image: imageOf(a),
  artist_id: a.artistId,
  artist_name: a.artistName,
  created_at: a.createdAt,
});

/** The admin arts table finds arts by the words of their title and their artist's name. */
const wordsOfArt = (a: Pick<ArtItem, 'title' | 'artistName'>) =>
  searchWords([a.title, a.artistName], [a.title, a.artistName]);

function searchPieces(tx: TransactionEntities, before: ArtItem | null, after: ArtItem | null) {
  const words = after ? wordsOfArt(after) : [];
  const gone = before ? Search.dropped(wordsOfArt(before), words) : [];
  const artId = (after ?? before)!.artId;
  return [
    ...Search.remove(tx, SEARCH_SCOPE, artId, gone),
    ...(after ? Search.put(tx, SEARCH_SCOPE, artId, words, toAdminRow(after)) : []),
  ];
}

/**
 * Everything an art's write changes besides the art itself: listings, admin search entries, and
 * the task that brings Browse Arts' word search up to date (run once the write committed).
 */
export function indexPieces(tx: TransactionEntities, fx: SideEffects, before: ArtItem | null, after: ArtItem | null) {
  const artId = (after ?? before)!.artId;
  fx.after(() => ArtSearch.runNow('art_search', artId));
  return [
    ...listingPieces(tx, before as ListedArt | null, after as ListedArt | null),
    ...searchPieces(tx, before, after),
    ArtSearch.taskPiece(tx, artId),
  ];
}

async function resolveTags(tagIds: readonly string[]): Promise<Tag[]> {
  if (tagIds.length === 0) return [];
  const all = await Tags.list();
  return tagIds.flatMap((id) => all.filter((t) => t.id === id));
}

/** Only tags that exist may be attached. */
async function assertTags(tagIds: readonly string[]): Promise<void> {
  const known = await resolveTags(tagIds);
  if (known.length !== tagIds.length)
    throw new AppError(ErrorCodes.validation, 'tags: Choose tags from the list.', { field: 'tags' });
}

/** An art's fields for its image's variants (their WebP keys, absent until made) and the original's size. */
export const variantFieldsOf = (image: Partial<Record<VariantName, string>> & { width?: number; height?: number }) => ({
  ...variantKeyFields(image),
  imageWidth: image.width,
  imageHeight: image.height,
});

/** The image of an accepted `art-image` upload of the artist that no other thing uses, with its variants once made. */
async function imageFields(key: string, artistId: string, artId: string, waitMs = 1500) {
  const image = await Uploads.usableImage(key, artistId, 'art-image', {
    field: 'imageKey',
    usedBy: `art:${artId}`,
    waitMs,
  });
  return { imageKey: key, ...variantFieldsOf(image) };
}

const artistNameOf = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** Uploads an artwork: the art, its listings and search entries and the counters, in one transaction. */
export async function create(
  actor: Actor,
  fields: ArtFields & { imageKey: string },
  options: { waitForVariantsMs?: number } = {},
): Promise<Art> {
  const artistId = actor.userId;
  const profile = await Profiles.get(artistId);
  if (!profile || profile.role !== 'Artist') throw forbidden('Only artists can upload art.');
  await assertTags(fields.tags);
  const artId = randomUUID();
  const image = await imageFields(fields.imageKey, artistId, artId, options.waitForVariantsMs);
  const art: ArtItem = {
    artId,
    artistId,
    title: fields.title,
    description: fields.description,
    priceCentavos: fields.price,
    quantity: fields.quantity,
    location: fields.location,
    artStyle: fields.art_style,
    medium: fields.medium,
    subject: fields.subject,
    tagIds: fields.tags,
    ...(fields.days_to_ship ? { daysToShip: fields.days_to_ship } : {}),
    ...image,
    artistName: artistNameOf(profile),
    createdAt: new Date().toISOString(),
  };
  try {
    await commit((tx, fx) => [
      // The image backs this art only: a key another art or post took refuses the whole write.
      Uploads.claim(tx, fields.imageKey, `art:${artId}`),
      tx.art.create(art).commit(),
      ...indexPieces(tx, fx, null, art),
      Counters.add(tx, Counters.names.arts, 1),
      Counters.add(tx, Counters.names.artsOf(artistId), 1),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed && err.failedIndexes.includes(0))
      throw await Uploads.claimRefusal(fields.imageKey, 'imageKey');
    throw err;
  }
  return view({ userId: artistId, isAdmin: false }, artId);
}

/** One artwork as its detail page shows it; the artist's phone only for the artist and admins. */
export async function view(viewer: Pick<Actor, 'userId' | 'isAdmin'>, artId: string): Promise<Art> {
  const art = await find(artId);
  if (!art) throw artNotFound();
  const mayContact = viewer.isAdmin || viewer.userId === art.artistId;
  // Hidden by moderation: only its artist and admins see it, with the reason.
  if (art.hidden && !mayContact) throw Moderation.hiddenError();
  const [profile, tags, moderation, reserved] = await Promise.all([
    Profiles.get(art.artistId),
    resolveTags(art.tagIds),
    Moderation.fieldsFor('art', artId, art.hidden, true),
    // None left: are some only reserved by buyers paying now (they come back if a payment lapses)?
    art.quantity > 0 ? Promise.resolve(0) : Counters.get(Counters.names.heldPieces(artId)),
  ]);
  return {
    ...toArt(art, tags),
    reserved,
    ...moderation,
    artist: profile
      ? {
          user_id: profile.userId,
          firstname: profile.firstname,
          lastname: profile.lastname,
          username: profile.username,
          profile_image: profile.profileImageKey ? publicUrl(profile.profileImageKey) : null,
          address: profile.address ?? '',
          bio: profile.bio ?? '',
          phone: mayContact ? (profile.phone ?? '') : '',
          verified: profile.verificationStatus === 'approved',
        }
      : null,
  };
}

function toArt(a: ArtItem, tags: Tag[]): Art {
  return {
    art_id: a.artId,
    title: a.title,
    description: a.description,
    price: centavosToPesos(a.priceCentavos),
    quantity: a.quantity,
    location: a.location,
    art_style: a.artStyle,
    medium: a.medium,
    subject: a.subject,
    image_url: publicUrl(a.imageKey),
    image: imageOf(a),
    created_at: a.createdAt,
    artist_id: a.artistId,
    user_id: a.artistId,
    tags,
    artist: null,
    days_to_ship: a.daysToShip ?? null,
  };
}

/**
 * Edits an artwork (for its artist: the route's owner rule). The art must still be the one read
 * (same updatedAt), so a concurrent edit cannot leave stale listings behind.
 */
export async function update(actor: Actor, artId: string, fields: ArtFields & { imageKey?: string }): Promise<Art> {
  const callerId = actor.userId;
  const current = await find(artId);
  if (!current) throw artNotFound();
  await assertTags(fields.tags);
  // Its own image again needs no new claim; a new one is claimed with the edit.
  const image =
    fields.imageKey && fields.imageKey !== current.imageKey
      ? await imageFields(fields.imageKey, callerId, artId)
      : null;
  const next: ArtItem = withListedAt(current, {
    ...current,
    title: fields.title,
    description: fields.description,
    priceCentavos: fields.price,
    quantity: fields.quantity,
    location: fields.location,
    artStyle: fields.art_style,
    medium: fields.medium,
    subject: fields.subject,
    tagIds: fields.tags,
    daysToShip: fields.days_to_ship ?? undefined,
    ...(image ?? {}),
  });
  const { artId: _id, artistId: _artist, createdAt: _created, updatedAt: _updated, daysToShip, ...changes } = next;
  try {
    await commit((tx, fx) => [
      (daysToShip
        ? tx.art.patch({ artId }).set({ ...changes, daysToShip })
        : // No days of its own: the artist's profile's apply.
          tx.art.patch({ artId }).set(changes).remove(['daysToShip'])
      )
        .where((attr, op) =>
          current.updatedAt ? op.eq(attr.updatedAt, current.updatedAt) : op.notExists(attr.updatedAt),
        )
        .commit(),
      ...(image ? [Uploads.claim(tx, image.imageKey, `art:${artId}`)] : []),
      ...indexPieces(tx, fx, current, next),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed && image && err.failedIndexes.includes(1))
      throw await Uploads.claimRefusal(image.imageKey, 'imageKey');
    if (err instanceof ConditionFailed) throw changedMeanwhile();
    throw err;
  }
  if (image) await removeImage(current);
  return view(actor, artId);
}

async function removeImage(art: Pick<ArtItem, 'imageKey'> & VariantKeyFields) {
  await Promise.all(
    [art.imageKey, ...Object.values(artVariantKeys(art))]
      .filter((k): k is string => Boolean(k))
      .map((k) => Uploads.remove(k).catch(() => undefined)),
  );
}

/**
 * Deletes an artwork: its artist, or an admin (then audit-logged). The art, its listings and
 * search entries and the counters go together; then it leaves every wishlist and its images go.
 */
export async function remove(actor: Actor, artId: string): Promise<void> {
  const current = await find(artId);
  if (!current) throw artNotFound();
  // Another's art only reaches here for an admin (the route's owner rule).
  const asAdmin = current.artistId !== actor.userId;
  try {
    await commit((tx, fx) => {
      // Gone from the wishlists, its image deleted: once the art is.
      fx.after(() => Promise.all([Wishlist.removeArt(artId), removeImage(current)]));
      return [
        tx.art
          .delete({ artId })
          .where((attr, op) => op.eq(attr.artistId, current.artistId))
          .commit(),
        ...indexPieces(tx, fx, current, null),
        Counters.add(tx, Counters.names.arts, -1),
        Counters.add(tx, Counters.names.artsOf(current.artistId), -1),
        ...(asAdmin
          ? [Audit.entry(tx, actor, 'art.delete', artId, `Deleted the art "${current.title}" by ${current.artistName}`)]
          : []),
      ];
    });
  } catch (err) {
    if (err instanceof ConditionFailed) throw artNotFound();
    throw err;
  }
}

/** An artist's arts, newest first, a page at a time (My Arts: 6 a page), with how many they have. */
export async function listByArtist(
  artistId: string,
  limit: number,
  cursor?: string,
  viewer?: Pick<Actor, 'userId' | 'isAdmin'>,
): Promise<Page<Art>> {
  const arts = db().entities.art;
  // Arts hidden by moderation are their artist's (and admins') only: others' pages skip them.
  const seesHidden = !viewer || viewer.isAdmin || viewer.userId === artistId;
  const query = arts.query.byArtist({ artistId });
  const options = {
    order: 'desc',
    limit,
    cursor: cursor ? checkedCursor(cursor, arts, 'byArtist', { artistId }) : null,
  } as const;
  const [page, total] = await Promise.all([
    seesHidden
      ? query.go(options)
      : query.where((attr, op) => `${op.notExists(attr.hidden)} OR ${op.eq(attr.hidden, false)}`).go(options),
    Counters.get(Counters.names.artsOf(artistId)),
  ]);
  const tags = page.data.some((a) => a.tagIds.length > 0) ? await Tags.list() : [];
  const moderation = await Promise.all(page.data.map((a) => Moderation.fieldsFor('art', a.artId, a.hidden, true)));
  return {
    items: page.data.map((a, i) => ({
      ...toArt(
        a,
        a.tagIds.flatMap((id) => tags.filter((t) => t.id === id)),
      ),
      ...moderation[i],
    })),
    cursor: page.cursor ?? null,
    total,
  };
}

/**
 * Browse Arts: the one listing partition of the chosen filters, newest first ('latest'), in the
 * order they were listed ('none') or cheapest first. The viewer's own arts are left out by the
 * Query's filter, and a page that met some reads on until it is full (fill-page.ts), so an artist
 * whose own arts come first still gets full pages.
 */
export async function browse(viewer: Pick<Actor, 'userId' | 'groups'>, query: BrowseArtsQuery): Promise<ArtCardPage> {
  if (query.q && queryWords(query.q).length > 0) {
    const filters = { art_style: query.art_style, medium: query.medium, subject: query.subject, price: query.price };
    const page = await searchPage(viewer.userId, query.q, filters, query.sort, query.limit, query.cursor);
    const empty = page.items.length === 0 && !query.cursor;
    return {
      items: page.items.map(toCard),
      cursor: page.cursor,
      total: null,
      ...(empty ? { suggestions: await suggest(viewer.userId, query.q, filters, query.sort) } : {}),
    };
  }
  const page = await browsePage(viewer, query);
  return { items: page.items.map((l) => toCard(l.card as ListingCard)), cursor: page.cursor, total: null };
}

/** One page of the listing entries that are not the viewer's, with the Queries it took. */
export async function browsePage(viewer: Pick<Actor, 'userId' | 'groups'>, query: BrowseArtsQuery) {
  const viewerId = viewer.userId;
  const combo = comboOf({ artStyle: query.art_style, medium: query.medium, subject: query.subject, band: query.price });
  const listings = db().entities.artListing;
  const access = query.sort === 'cheapest' ? 'cheapest' : 'latest';
  const start = query.cursor ? checkedCursor(query.cursor, listings, access, { combo }) : null;
  // An artist's own arts may lie back to back at the top: their reads skip what they met before.
  if (query.sort === 'latest' && viewer.groups.includes('Artist'))
    return latestWithoutOwn(viewerId, combo, query.limit, start);
  const order = query.sort === 'latest' ? ('desc' as const) : ('asc' as const);
  return fillPage(
    query.limit,
    start,
    async (limit, cursor) => {
      const options = { limit, cursor, order };
      const page =
        access === 'cheapest'
          ? await listings.query
              .cheapest({ combo })
              .where((attr, op) => op.ne(attr.artistId, viewerId))
              .go(options)
          : await listings.query
              .latest({ combo })
              .where((attr, op) => op.ne(attr.artistId, viewerId))
              .go(options);
      return { items: page.data, cursor: page.cursor ?? null };
    },
    (l) =>
      createConversions(listings).byAccessPattern[access].fromComposite.toCursor({
        combo: l.combo,
        artId: l.artId,
        createdAt: l.createdAt,
        priceKey: l.priceKey,
      }),
  );
}

/** The admin arts table: newest first, or by the words of the title and the artist's name. */
export async function adminList(query: { search?: string; cursor?: string }): Promise<AdminArtsPage> {
  const search = query.search?.trim() ?? '';
  if (search) {
    const page = await Search.find<AdminArtRow>(SEARCH_SCOPE, search, ADMIN_PAGE_SIZE, query.cursor);
    return {
      items: page.items.map((i) => i.card),
      cursor: page.cursor,
      total: !query.cursor && page.cursor === null ? page.items.length : null,
    };
  }
  const arts = db().entities.art;
  const [page, total] = await Promise.all([
    arts.query.all({}).go({
      order: 'desc',
      limit: ADMIN_PAGE_SIZE,
      cursor: query.cursor ? checkedCursor(query.cursor, arts, 'all', {}) : null,
    }),
    Counters.get(Counters.names.arts),
  ]);
  return { items: page.data.map(toAdminRow), cursor: page.cursor ?? null, total };
}

/**
 * Arts by id, as cards, in the order asked; ids of arts that are gone are left out, and those
 * hidden by moderation are answered apart (`unavailable`): shown as no longer available, without
 * their title or picture.
 */
export async function cards(artIds: readonly string[]): Promise<{ items: ArtCard[]; unavailable: string[] }> {
  if (artIds.length === 0) return { items: [], unavailable: [] };
  const { data } = await db()
    .entities.art.get(artIds.map((artId) => ({ artId })))
    .go();
  const byId = new Map(data.map((a) => [a.artId, a]));
  const items: ArtCard[] = [];
  const unavailable: string[] = [];
  for (const id of artIds) {
    const a = byId.get(id);
    if (!a) continue;
    if (a.hidden) unavailable.push(id);
    else items.push(toCard(cardOf(a as ListedArt)));
  }
  return { items, unavailable };
}
