import type { MatchResult, PersonListing, ProfileVisitor, UserDetails } from '@shared/schemas/people';
import { ErrorCodes } from '@shared/api/errors';
import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import type { Page } from '@shared/schemas/common';
import { ratingOf, ratingText } from '@shared/messages/reviews';
import type { Rating } from '@shared/schemas/reviews';
import type { Actor } from '../actor';
import { fillPage } from '../arts/fill-page';
import * as Blocks from '../blocks/blocks';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { refuse } from '../errors';
import { slicesFor, type KeySlice } from '../matching/key-ranges';
import { score, withRotation } from '../matching/score';
import * as Preferences from '../profiles/preferences';
import * as Profiles from '../profiles/profiles';
import * as Projects from '../projects/projects';
import * as Search from '../search/search';
import { publicUrl } from '../uploads/urls';

/**
 * People as others see them (DESIGN §8a: public fields only): the directories, Find Match, the
 * user lookup and profile visits.
 */

type ListedRole = 'Artist' | 'Client';
type Card = Pick<
  Profiles.PersonCard,
  | 'userId'
  | 'role'
  | 'firstname'
  | 'lastname'
  | 'username'
  | 'bio'
  | 'address'
  | 'profileImageKey'
  | 'verificationStatus'
>;

function toListing(c: Card, rating?: Rating): PersonListing {
  return {
    user_id: c.userId,
    firstname: c.firstname,
    lastname: c.lastname,
    username: c.username,
    bio: c.bio ?? '',
    address: c.address ?? '',
    profile_image: c.profileImageKey ? publicUrl(c.profileImageKey) : null,
    status: c.verificationStatus ?? null,
    role: c.role,
    ...(rating ? { rating } : {}),
  };
}

/**
 * A directory page: newest first from the role index (one Query), or by name search from the
 * search entries (which skip the viewer's own while reading, so a page is full whenever more
 * follow). The viewer's own card is left out of what is shown.
 */
export async function directory(
  viewer: Actor,
  role: ListedRole,
  query: { search?: string; limit: number; cursor?: string },
): Promise<Page<PersonListing>> {
  const viewerId = viewer.userId;
  const search = query.search?.trim() ?? '';
  // People either of the two blocked are left out as the page is read, so pages stay full.
  const hidden = await Blocks.hiddenFor(viewerId);
  if (search) {
    const page = await Search.find<Profiles.PersonCard>(Profiles.roleScope(role), search, query.limit, query.cursor, {
      skip: (id) => id === viewerId || hidden.has(id),
    });
    const items = page.items.map((i) => i.card);
    // The search entries' cards carry no rating (rewriting every word's entry at each review would be too dear): none shown.
    return {
      items: items.map((c) => toListing(c)),
      cursor: page.cursor,
      total: !query.cursor && page.cursor === null ? items.length : null,
    };
  }
  if (hidden.size > 0) {
    const page = await fillPage(
      query.limit,
      query.cursor ?? null,
      async (limit, cursor) => {
        const read = await Profiles.newestOfRole(role, limit, cursor);
        return { items: read.items.filter((p) => p.userId !== viewerId && !hidden.has(p.userId)), cursor: read.cursor };
      },
      Profiles.newestCursorAfter,
    );
    return { items: page.items.map((p) => toListing(Profiles.cardOf(p))), cursor: page.cursor, total: null };
  }
  const [page, total] = await Promise.all([
    Profiles.newestOfRole(role, query.limit, query.cursor),
    Counters.get(Counters.names.usersByRole(role)),
  ]);
  const items = page.items
    .filter((p) => p.userId !== viewerId)
    .map((p) => toListing(Profiles.cardOf(p), ratingOf(p.ratingSum, p.ratingCount)));
  const viewerListed = page.items.length !== items.length || (await Profiles.roleOf(viewerId)) === role;
  return { items, cursor: page.cursor, total: Math.max(0, total - (viewerListed ? 1 : 0)) };
}

/**
 * Find Match reads a fixed number of items per result, whatever the table size: one slot of a page
 * is the newcomers', the others' candidates are read from the match index, as many entries as
 * there are such slots (spread over the seeker's first styles), and each entry carries what the
 * result shows and scores (Preferences.MatchCard).
 */
export const MATCH_LIMIT = 10;
/** At most this many of the seeker's styles are looked up. */
const MAX_STYLES = 5;
/** Newcomers read for the rotation slot per search: one, the first to join after the search's drawn instant. */
const NEWCOMERS = 1;
/** Who counts as a newcomer: joined within this long. */
const NEWCOMER_DAY_MS = 86_400_000;

/**
 * A search's draw, each in [0, 1): for the newcomers' slot, where in the last day to start reading
 * and which of them to pick; `turn`, where the styles' key ranges begin (key-ranges.ts; 0 when not given).
 */
export interface SearchDraw {
  start: number;
  pick: number;
  turn?: number;
}

const randomDraw = (): SearchDraw => ({ start: Math.random(), pick: Math.random(), turn: Math.random() });

/**
 * The newcomers one search considers: up to NEWCOMERS of the role who joined after an instant
 * drawn within the last day (one Query, oldest first from there), so every search starts
 * somewhere else in the day and each person who joined today is read by some of them, however
 * many joined after them; when nobody joined since that instant, the newest of the role.
 */
async function newcomersFor(role: ListedRole, draw: SearchDraw, now: number): Promise<Profiles.ProfileItem[]> {
  const since = new Date(now - draw.start * NEWCOMER_DAY_MS).toISOString();
  const joined = await Profiles.joinedSince(role, since, NEWCOMERS);
  if (joined.length > 0) return joined;
  return (await Profiles.newestOfRole(role, NEWCOMERS)).items;
}

type Prefs = ArtistPreferences | ClientPreferences;

/** A person as a match shows and scores them. */
interface Matched extends Preferences.MatchCard {
  userId: string;
}

const side = (p: Matched, role: ListedRole) => ({
  id: p.userId,
  name: `${p.firstname} ${p.lastname}`,
  role,
  address: p.address,
  profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null,
});

const matchedOf = (p: Profiles.ProfileItem): Matched => ({ userId: p.userId, ...Preferences.cardOf(p) });

/** `total` reads shared over `parts` partitions as evenly as whole numbers allow (9 over 2: 5 and 4). */
function shares(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/** The seeker as a match scores them, and their preferences: their own match entry (one item), or their profile when they have none. */
async function seekerOf(seekerId: string, role: ListedRole): Promise<{ me: Matched; prefs: Prefs | null }> {
  const own = await Preferences.ownEntry(role, seekerId);
  if (own?.card) return { me: { userId: seekerId, ...own.card }, prefs: own.values };
  const [profile, prefs] = await Promise.all([
    Profiles.get(seekerId),
    own ? Promise.resolve(own.values) : Preferences.get<Prefs>(seekerId, role),
  ]);
  if (!profile || profile.role !== role) throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  return { me: matchedOf(profile), prefs };
}

/** How many times Find Match reads on in the styles' partitions for people it left out. */
const CONTINUE_ROUNDS = 5;

/** One style's reading: its partition's slices in the order it reads them (key-ranges.ts), the slice it is in, and the cursor inside it. */
interface StyleRead {
  style: string;
  slices: KeySlice[];
  at: number;
  cursor: string | null;
}

const left = (r: StyleRead) => r.at < r.slices.length;
const ownLeft = (r: StyleRead) => left(r) && r.slices[r.at]!.own;

/** Up to `limit` more entries of one style, slice after slice; with `ownOnly`, none past its own range. */
async function readOn(want: ListedRole, r: StyleRead, limit: number, ownOnly: boolean) {
  const got: Preferences.MatchEntry[] = [];
  while (got.length < limit && (ownOnly ? ownLeft(r) : left(r))) {
    const page = await Preferences.matchEntries(want, r.style, limit - got.length, r.cursor, r.slices[r.at]);
    got.push(...page.entries);
    r.cursor = page.cursor;
    if (!page.cursor) r.at++;
  }
  return got;
}

/**
 * Find Match for `seekerId` (a client looking for artists, or an artist for clients). Reads, each
 * bounded by the page, not the table: the seeker's own match entry and block set; MATCH_LIMIT − 1
 * entries of the seeker's styles' partitions (each carrying the candidate's preferences and card),
 * each style in its own range of userIds first so nobody is met twice (key-ranges.ts), read on by as
 * many as are missing when some were left out (blocked, hidden; a few rounds at most), and when
 * those fall short, the partition of everyone with preferences; NEWCOMERS profiles for the
 * newcomers' slot. What a search reads is drawn anew for each (`draw`, random unless a test fixes
 * it). Entries written before cards existed have their profiles read in one BatchGet.
 */
export async function findMatches(
  seekerId: string,
  want: ListedRole,
  draw: SearchDraw = randomDraw(),
  now = Date.now(),
): Promise<MatchResult[]> {
  const seekerRole: ListedRole = want === 'Artist' ? 'Client' : 'Artist';
  const [{ me, prefs: seekerPrefs }, hidden] = await Promise.all([
    seekerOf(seekerId, seekerRole),
    Blocks.hiddenFor(seekerId),
  ]);
  const seekerStyles =
    seekerPrefs && seekerRole === 'Client'
      ? (seekerPrefs as ClientPreferences).preferred_art_style
      : ((seekerPrefs as ArtistPreferences | null)?.art_style_specialization ?? []);

  const wanted = MATCH_LIMIT - 1;
  const styles = seekerStyles.slice(0, MAX_STYLES);
  const slices = slicesFor(styles.length, draw.turn ?? 0);
  const reads = styles.map((style, i): StyleRead => ({ style, slices: slices[i]!, at: 0, cursor: null }));
  const entries = new Map<string, Preferences.MatchEntry>();
  const take = (read: Preferences.MatchEntry[]) => {
    for (const e of read)
      if (e.userId !== seekerId && !hidden.has(e.userId) && !e.card?.hidden && !entries.has(e.userId))
        entries.set(e.userId, e);
  };
  const perStyle = shares(wanted, styles.length);
  const [first, newest] = await Promise.all([
    Promise.all(reads.map((r, i) => readOn(want, r, perStyle[i]!, true))),
    newcomersFor(want, draw, now),
  ]);
  first.forEach(take);
  // Some were left out (blocked either way, hidden, the seeker) or a style's range ran out: the
  // styles read on from where each stopped, as many in all as are missing, in their own ranges
  // while any has more, then past them; a few rounds at most.
  for (let round = 0; round < CONTINUE_ROUNDS && entries.size < wanted; round++) {
    const inOwn = reads.filter(ownLeft);
    const open = inOwn.length > 0 ? inOwn : reads.filter(left);
    if (open.length === 0) break;
    const more = shares(wanted - entries.size, open.length);
    (await Promise.all(open.map((r, k) => readOn(want, r, more[k]!, inOwn.length > 0)))).forEach(take);
  }
  // Too few share a style: people with other preferences may still score (budget, city, …); the
  // partition of everyone holds those already taken and the hidden too, so it is read that much further.
  if (entries.size < wanted)
    take(
      (
        await Preferences.matchEntries(
          want,
          Preferences.ANY_STYLE,
          wanted + Math.min(hidden.size, MATCH_LIMIT) + entries.size,
        )
      ).entries,
    );

  const uncarded = [...entries.values()].filter((e) => !e.card).map((e) => e.userId);
  const profiles = await Profiles.getMany(uncarded);
  const candidates = [...entries.values()].flatMap((e): { who: Matched; prefs: Prefs }[] => {
    if (e.card) return [{ who: { userId: e.userId, ...e.card }, prefs: e.values }];
    const p = profiles.get(e.userId);
    return p && p.role === want ? [{ who: matchedOf(p), prefs: e.values }] : [];
  });
  const newcomers = newest
    .filter((p) => p.userId !== seekerId && !hidden.has(p.userId) && !entries.has(p.userId))
    .map(matchedOf);

  // Scored as shown on the candidate's card: a found artist's own verification counts; a found
  // client has none, and the seeking artist's is no fact about that client.
  const scoreWith = (them: Matched, prefs: Prefs) =>
    seekerRole === 'Client'
      ? score(
          { userId: me.userId, address: me.address, preferences: seekerPrefs as ClientPreferences | null },
          { userId: them.userId, address: them.address, preferences: prefs as ArtistPreferences },
          { role: 'Artist', verified: them.verified },
        )
      : score(
          { userId: them.userId, address: them.address, preferences: prefs as ClientPreferences },
          { userId: me.userId, address: me.address, preferences: seekerPrefs as ArtistPreferences | null },
          { role: 'Client' },
        );
  const ranked = withRotation(
    candidates.map((c) => ({
      item: c.who,
      scored: scoreWith(c.who, c.prefs),
      name: `${c.who.firstname} ${c.who.lastname}`,
    })),
    newcomers.map((p) => ({ item: p, name: `${p.firstname} ${p.lastname}`, id: p.userId })),
    (p) => p.userId,
    MATCH_LIMIT,
    Math.floor(draw.pick * 1_000_000),
  );
  return ranked.map((r) => {
    // The matched person's reviews, carried by their match entry's card.
    const rating = ratingOf(r.item.ratingSum, r.item.ratingCount);
    return {
      client: seekerRole === 'Client' ? side(me, 'Client') : side(r.item, 'Client'),
      artist: seekerRole === 'Artist' ? side(me, 'Artist') : side(r.item, 'Artist'),
      score: r.score,
      reasons: rating.count > 0 ? [...r.reasons, ratingText(rating)] : r.reasons,
      // The card's person's verification: the found artist's; a client's card is never marked verified.
      verified: seekerRole === 'Client' && r.item.verified,
      rating,
    };
  });
}

/** GET /user/{userId}: public fields for everyone; phone and e-mail for the person, admins and project partners. */
export async function userDetails(viewer: Actor, userId: string): Promise<UserDetails> {
  const p = await Profiles.get(userId);
  if (!p) throw refuse(ErrorCodes.profileNotFound, 'User not found.');
  const contact = viewer.userId === userId || viewer.isAdmin || (await Projects.arePartners(viewer.userId, userId));
  return {
    id: p.userId,
    user_id: p.userId,
    role: p.role,
    firstname: p.firstname,
    lastname: p.lastname,
    profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null,
    address: p.address ?? '',
    phone: contact ? (p.phone ?? '') : '',
    email: contact ? p.email : '',
    profileType: p.role.toLowerCase() as UserDetails['profileType'],
  };
}

/**
 * A visit of `targetUserId`'s profile by `visitorId`: counted once per visitor and day (the
 * visit item is created conditionally with the counter's ADD), never one's own.
 */
export async function logVisit(visitor: Actor, targetUserId: string, now = new Date()): Promise<boolean> {
  const visitorId = visitor.userId;
  if (targetUserId === visitorId) return false;
  const target = await Profiles.get(targetUserId);
  if (!target || (target.role !== 'Artist' && target.role !== 'Client'))
    throw refuse(ErrorCodes.profileNotFound, 'Profile not found.');
  try {
    await commit((tx) => [
      tx.profileVisit
        .create({ targetUserId, visitorId, day: now.toISOString().slice(0, 10), at: now.toISOString() })
        .commit(),
      Counters.add(tx, Counters.names.profileVisits(targetUserId), 1),
    ]);
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
}

export const visitCount = (userId: string) => Counters.get(Counters.names.profileVisits(userId));

export const VISITORS_PAGE_SIZE = 20;

/**
 * The owner's visit log: the count, and the visits themselves (the visitor id is logged with
 * each), newest day first, a page at a time; the visitors' public fields in one BatchGet.
 */
export async function visitLog(
  userId: string,
  cursor?: string,
): Promise<{ count: number; visitors: ProfileVisitor[]; cursor: string | null }> {
  const entity = db().entities.profileVisit;
  const [count, page] = await Promise.all([
    visitCount(userId),
    entity.query.byTarget({ targetUserId: userId }).go({
      order: 'desc',
      limit: VISITORS_PAGE_SIZE,
      cursor: cursor ? checkedCursor(cursor, entity, 'byTarget', { targetUserId: userId }) : null,
    }),
  ]);
  const people = await Profiles.getMany([...new Set(page.data.map((v) => v.visitorId))]);
  const visitors = page.data.flatMap((v) => {
    const p = people.get(v.visitorId);
    return p
      ? [
          {
            user_id: p.userId,
            firstname: p.firstname,
            lastname: p.lastname,
            role: p.role,
            profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null,
            visited_at: v.at,
          },
        ]
      : [];
  });
  return { count, visitors, cursor: page.cursor ?? null };
}
