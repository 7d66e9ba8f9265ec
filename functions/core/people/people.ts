import type { MatchResult, PersonListing, ProfileVisitor, UserDetails } from '@shared/schemas/people';
import { ErrorCodes } from '@shared/api/errors';
import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import type { Page } from '@shared/schemas/common';
import type { Actor } from '../actor';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { notFound } from '../errors';
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
type Card = Pick<Profiles.PersonCard, 'userId' | 'role' | 'firstname' | 'lastname' | 'username' | 'bio' | 'address' | 'profileImageKey' | 'verificationStatus'>;

export const visitsCounter = (userId: string) => `visits:${userId}`;

function toListing(c: Card): PersonListing {
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
  };
}

/**
 * A directory page: newest first from the role index (one Query), or by name search from the
 * search entries (which skip the viewer's own while reading, so a page is full whenever more
 * follow). The viewer's own card is left out of what is shown.
 */
export async function directory(viewer: Actor, role: ListedRole, query: { search?: string; limit: number; cursor?: string }): Promise<Page<PersonListing>> {
  const viewerId = viewer.userId;
  const search = query.search?.trim() ?? '';
  if (search) {
    const page = await Search.find<Profiles.PersonCard>(Profiles.roleScope(role), search, query.limit, query.cursor, { skip: (id) => id === viewerId });
    const items = page.items.map((i) => i.card);
    return { items: items.map(toListing), cursor: page.cursor, total: !query.cursor && page.cursor === null ? items.length : null };
  }
  const [page, total] = await Promise.all([Profiles.newestOfRole(role, query.limit, query.cursor), Counters.get(Counters.names.usersByRole(role))]);
  const items = page.items.filter((p) => p.userId !== viewerId).map((p) => toListing(Profiles.cardOf(p)));
  const viewerListed = page.items.length !== items.length || (await Profiles.roleOf(viewerId)) === role;
  return { items, cursor: page.cursor, total: Math.max(0, total - (viewerListed ? 1 : 0)) };
}

/** How many matching entries are read per style partition, and how many styles are looked up. */
const PER_STYLE = 25;
const MAX_STYLES = 5;
export const MATCH_LIMIT = 10;
/** Newcomers read for the rotation slot per search. */
const NEWCOMERS = 10;
/** Who counts as a newcomer: joined within this long. */
const NEWCOMER_DAY_MS = 86_400_000;

/** A search's draw for the newcomers' slot: where in the last day to start reading, and which of them to pick (both in [0, 1)). */
export interface NewcomerDraw {
  start: number;
  pick: number;
}

const randomDraw = (): NewcomerDraw => ({ start: Math.random(), pick: Math.random() });

/**
 * The newcomers one search considers: up to NEWCOMERS of the role who joined after an instant
 * drawn within the last day (one Query, oldest first from there), so every search starts
 * somewhere else in the day and each person who joined today is read by some of them, however
 * many joined after them; when nobody joined since that instant, the newest of the role.
 */
async function newcomersFor(role: ListedRole, draw: NewcomerDraw, now: number): Promise<Profiles.ProfileItem[]> {
  const since = new Date(now - draw.start * NEWCOMER_DAY_MS).toISOString();
  const joined = await Profiles.joinedSince(role, since, NEWCOMERS);
  if (joined.length > 0) return joined;
  return (await Profiles.newestOfRole(role, NEWCOMERS)).items;
}

type Prefs = ArtistPreferences | ClientPreferences;

const side = (p: Profiles.ProfileItem) => ({
  id: p.userId,
  name: `${p.firstname} ${p.lastname}`,
  role: p.role as ListedRole,
  address: p.address ?? '',
  profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null,
});


/**
 * Find Match for `seekerId` (a client looking for artists, or an artist for clients): the
 * seeker's preferences are read once; candidates come from the matching entries of the seeker's
 * styles (and of everyone with preferences), each carrying its preferences, so no candidate is
 * read one by one; their profiles come in one BatchGet. Newcomers get one rotation slot, drawn
 * anew for each search (`draw`, random unless a test fixes it) among those `newcomersFor` reads.
 */
export async function findMatches(seekerId: string, want: ListedRole, draw: NewcomerDraw = randomDraw(), now = Date.now()): Promise<MatchResult[]> {
  const seekerRole: ListedRole = want === 'Artist' ? 'Client' : 'Artist';
  const seeker = await Profiles.get(seekerId);
  if (!seeker || seeker.role !== seekerRole) throw notFound(ErrorCodes.profileNotFound, 'Profile not found.');
  const seekerPrefs = await Preferences.get<Prefs>(seekerId, seekerRole);
  const seekerStyles =
    seekerPrefs && seekerRole === 'Client' ? (seekerPrefs as ClientPreferences).preferred_art_style : ((seekerPrefs as ArtistPreferences | null)?.art_style_specialization ?? []);

  const styles = [...seekerStyles.slice(0, MAX_STYLES), Preferences.ANY_STYLE];
  const [pages, newest] = await Promise.all([
    Promise.all(styles.map((style) => Preferences.matchEntries(want, style, PER_STYLE))),
    newcomersFor(want, draw, now),
  ]);
  const candidates = new Map<string, Prefs>();
  for (const page of pages) for (const e of page) if (e.userId !== seekerId) candidates.set(e.userId, e.values as Prefs);

  const newcomers = newest.filter((p) => p.userId !== seekerId && !candidates.has(p.userId));
  const profiles = await Profiles.getMany([...candidates.keys()]);
  for (const p of newcomers) profiles.set(p.userId, p);

  const scoreWith = (candidate: Profiles.ProfileItem, prefs: Prefs | null) => {
    const me = { userId: seekerId, address: seeker.address ?? '' };
    const them = { userId: candidate.userId, address: candidate.address ?? '' };
    return seekerRole === 'Client'
      ? score({ ...me, preferences: seekerPrefs as ClientPreferences | null }, { ...them, preferences: prefs as ArtistPreferences | null, verified: candidate.verificationStatus === 'approved' })
      : score({ ...them, preferences: prefs as ClientPreferences | null }, { ...me, preferences: seekerPrefs as ArtistPreferences | null, verified: seeker.verificationStatus === 'approved' });
  };
  const scored = [...candidates].flatMap(([id, prefs]) => {
    const p = profiles.get(id);
    return p && p.role === want ? [{ item: p, scored: scoreWith(p, prefs), name: `${p.firstname} ${p.lastname}` }] : [];
  });
  const ranked = withRotation(
    scored,
    newcomers.map((p) => ({ item: p, name: `${p.firstname} ${p.lastname}`, id: p.userId })),
    (p) => p.userId,
    MATCH_LIMIT,
    Math.floor(draw.pick * 1_000_000),
  );
  return ranked.map((r) => ({
    client: side(seekerRole === 'Client' ? seeker : r.item),
    artist: side(seekerRole === 'Artist' ? seeker : r.item),
    score: r.score,
    reasons: r.reasons,
    verified: (seekerRole === 'Client' ? r.item : seeker).verificationStatus === 'approved',
  }));
}

/** GET /user/{userId}: public fields for everyone; phone and e-mail for the person, admins and project partners. */
export async function userDetails(viewer: Actor, userId: string): Promise<UserDetails> {
  const p = await Profiles.get(userId);
  if (!p) throw notFound(ErrorCodes.profileNotFound, 'User not found.');
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
  if (!target || (target.role !== 'Artist' && target.role !== 'Client')) throw notFound(ErrorCodes.profileNotFound, 'Profile not found.');
  try {
    await commit((tx) => [
      tx.profileVisit.create({ targetUserId, visitorId, day: now.toISOString().slice(0, 10), at: now.toISOString() }).commit(),
      Counters.add(tx, visitsCounter(targetUserId), 1),
    ]);
    return true;
  } catch (err) {
    if (err instanceof ConditionFailed) return false;
    throw err;
  }
}

export const visitCount = (userId: string) => Counters.get(visitsCounter(userId));

export const VISITORS_PAGE_SIZE = 20;

/**
 * The owner's visit log: the count, and the visits themselves (the visitor id is logged with
 * each), newest day first, a page at a time; the visitors' public fields in one BatchGet.
 */
export async function visitLog(userId: string, cursor?: string): Promise<{ count: number; visitors: ProfileVisitor[]; cursor: string | null }> {
  const entity = db().entities.profileVisit;
  const [count, page] = await Promise.all([
    visitCount(userId),
    entity.query.byTarget({ targetUserId: userId }).go({ order: 'desc', limit: VISITORS_PAGE_SIZE, cursor: cursor ? checkedCursor(cursor, entity, 'byTarget', { targetUserId: userId }) : null }),
  ]);
  const people = await Profiles.getMany([...new Set(page.data.map((v) => v.visitorId))]);
  const visitors = page.data.flatMap((v) => {
    const p = people.get(v.visitorId);
    return p
      ? [{ user_id: p.userId, firstname: p.firstname, lastname: p.lastname, role: p.role, profile_image: p.profileImageKey ? publicUrl(p.profileImageKey) : null, visited_at: v.at }]
      : [];
  });
  return { count, visitors, cursor: page.cursor ?? null };
}
