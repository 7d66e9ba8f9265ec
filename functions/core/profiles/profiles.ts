import { createConversions } from 'electrodb';
import type { Role } from '@shared/schemas/common';
import type { VerificationStatus } from '@shared/schemas/profiles';
import type { PayoutStatus } from '@shared/messages/payouts';
import * as Claims from '../claims/claims';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities, type Item } from '../db/service';
import * as Search from '../search/search';
import { runWords, searchWords } from '../search/words';

/**
 * People's profiles: lookups, and the transaction pieces other domains change a profile through
 * (registration creates one, verification sets its status). Free of S3, so the account
 * functions stay small; editing is in profile-editor.ts, the lists in directory.ts.
 *
 * Every artist and client has search entries, each carrying the person's card, in two scopes of
 * their role: the directories' (`people:<role>`: the words of their name, username, e-mail and
 * address) and the admin users table's (`users:<role>`, `adminWords`: runs of the words of their
 * name, e-mail, username, role and address, so an e-mail's domain or a part of it, or several
 * consecutive words, find them too). The pieces here keep both in step with the profile. The
 * scope `people` (all roles), which the admin table read before its own scopes, is no longer
 * written nor read; `backfillAdminSearch` moves people indexed before onto the admin scopes.
 */

export type ProfileItem = Item<'profile'>;
type Person = Pick<
  ProfileItem,
  | 'userId'
  | 'role'
  | 'firstname'
  | 'lastname'
  | 'username'
  | 'email'
  | 'address'
  | 'phone'
  | 'bio'
  | 'profileImageKey'
  | 'verificationStatus'
  | 'payoutStatus'
  | 'createdAt'
> & { hidden?: boolean };

/** What a person's search entries carry: enough for a row of any people list. */
export interface PersonCard {
  userId: string;
  role: 'Artist' | 'Client';
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  address: string;
  phone: string;
  bio: string;
  profileImageKey: string | null;
  verificationStatus: VerificationStatus | null;
  /** Artists: their payout account's status (absent on cards written before payouts). */
  payoutStatus?: PayoutStatus;
  createdAt: string;
}

/** Where the admin users table read before `adminScope` (all roles); only `backfillAdminSearch` still removes entries there. */
export const PEOPLE_SCOPE = 'people';
/** The directories' search scope of one role. */
export const roleScope = (role: 'Artist' | 'Client') => `people:${role}`;
/** The admin users table's search scope of one role; the table without a role reads both (`ADMIN_SCOPES`). */
export const adminScope = (role: 'Artist' | 'Client') => `users:${role}`;
export const ADMIN_SCOPES = [adminScope('Artist'), adminScope('Client')] as const;

export async function get(userId: string, options: { consistent?: boolean } = {}) {
  const { data } = await db().entities.profile.get({ userId }).go({ consistent: options.consistent });
  return data;
}

/** Several profiles by id, in one batch read; those that do not exist are missing from the map. */
export async function getMany(ids: readonly string[]): Promise<Map<string, ProfileItem>> {
  const map = new Map<string, ProfileItem>();
  if (ids.length === 0) return map;
  const { data } = await db()
    .entities.profile.get(ids.map((userId) => ({ userId })))
    .go();
  for (const p of data) if (p) map.set(p.userId, p);
  return map;
}

/** A page of one role's profiles, newest first, from the role index: one Query (profiles hidden by moderation left out). */
export async function newestOfRole(
  role: 'Artist' | 'Client',
  limit: number,
  cursor?: string | null,
): Promise<{ items: ProfileItem[]; cursor: string | null }> {
  const profiles = db().entities.profile;
  const page = await profiles.query
    .byRole({ role })
    .where((attr, op) => `${op.notExists(attr.hidden)} OR ${op.eq(attr.hidden, false)}`)
    .go({ order: 'desc', limit, cursor: cursor ? checkedCursor(cursor, profiles, 'byRole', { role }) : null });
  return { items: page.data, cursor: page.cursor ?? null };
}

/** The cursor of `newestOfRole` that continues right after `p` (for a page cut inside a Query's answer). */
export function newestCursorAfter(p: Pick<ProfileItem, 'userId' | 'role' | 'createdAt'>): string {
  return createConversions(db().entities.profile).byAccessPattern.byRole.fromComposite.toCursor({
    userId: p.userId,
    role: p.role,
    createdAt: p.createdAt,
  });
}

/** The role recorded on the user's profile, or null when they have none. */
/** Up to `limit` people of a role who joined at or after `since`, oldest first (one Query). */
export async function joinedSince(role: 'Artist' | 'Client', since: string, limit: number): Promise<ProfileItem[]> {
  const { data } = await db()
    .entities.profile.query.byRole({ role })
    .gte({ createdAt: since })
    .go({ order: 'asc', limit });
  return data;
}

/** The artists who joined in `month` (YYYY-MM), newest first, up to `max` (the sitemap's shops); and when the first joined. */
export async function artistsJoinedIn(month: string, max: number): Promise<ProfileItem[]> {
  const found: ProfileItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: ProfileItem[]; cursor: string | null } = await db()
      .entities.profile.query.byRole({ role: 'Artist' })
      .begins({ createdAt: month })
      .go({ order: 'desc', cursor, limit: 1000 });
    found.push(...page.data);
    cursor = page.cursor;
  } while (cursor && found.length < max);
  return found.slice(0, max);
}

export async function firstArtistJoinedAt(): Promise<string | null> {
  const { data } = await db().entities.profile.query.byRole({ role: 'Artist' }).go({ order: 'asc', limit: 1 });
  return data[0]?.createdAt ?? null;
}

export async function roleOf(userId: string): Promise<Role | null> {
  return (await get(userId))?.role ?? null;
}

/** The profile that owns an e-mail address (e-mails are stored lower-case). */
export async function findByEmail(email: string) {
  const owner = await Claims.ownerOf('email', email.toLowerCase());
  return owner ? get(owner) : null;
}

export async function emailExists(email: string): Promise<boolean> {
  return Claims.isTaken('email', email.toLowerCase());
}

export function cardOf(p: Person): PersonCard {
  return {
    userId: p.userId,
    role: p.role as 'Artist' | 'Client',
    firstname: p.firstname,
    lastname: p.lastname,
    username: p.username,
    email: p.email,
    address: p.address ?? '',
    phone: p.phone ?? '',
    bio: (p.bio ?? '').slice(0, 300),
    profileImageKey: p.profileImageKey ?? null,
    verificationStatus: p.verificationStatus ?? null,
    ...(p.payoutStatus ? { payoutStatus: p.payoutStatus } : {}),
    createdAt: p.createdAt,
  };
}

/** What the directories find a person by: their name's, username's, e-mail's and address's words, and the first three joined. */
const directoryWords = (p: Person) =>
  searchWords(
    [p.firstname, p.lastname, p.username, p.email, p.address],
    [`${p.firstname} ${p.lastname}`, p.email, p.username],
  );

/**
 * What the admin users table finds a person by (the spec: "name, username, email, address or
 * role"): every run of consecutive words of their full name, e-mail (local part and domain:
 * "maria.santos@crafti.test" is found by "santos@crafti.test", "crafti.test", "crafti", "test"),
 * username, role and address, at most 20 (address words last).
 */
export const adminWords = (p: Pick<Person, 'firstname' | 'lastname' | 'email' | 'username' | 'role' | 'address'>) =>
  runWords([`${p.firstname} ${p.lastname}`, p.email, p.username, p.role, p.address]);

const isListed = <P extends Pick<Person, 'role'>>(p: P): p is P & { role: 'Artist' | 'Client' } =>
  p.role === 'Artist' || p.role === 'Client';

/** The piece that keeps the verified-artists list (client dashboard) in step with the profile. */
function verifiedPieces(tx: TransactionEntities, previous: Person | null, next: Person) {
  if (next.role === 'Artist' && next.verificationStatus === 'approved') {
    return [
      tx.verifiedArtist
        .put({
          userId: next.userId,
          since: next.createdAt,
          firstname: next.firstname,
          lastname: next.lastname,
          profileImageKey: next.profileImageKey,
        })
        .commit(),
    ];
  }
  return previous?.verificationStatus === 'approved'
    ? [tx.verifiedArtist.delete({ userId: next.userId }).commit()]
    : [];
}

/**
 * The pieces that make a person's search entries in both scopes match `next`, dropping words `previous` had. The
 * admin scopes were made after depths (`sinceDepths`): no entry of theirs is in the layout before.
 */
function searchPieces(
  tx: TransactionEntities,
  previous: Person | null,
  next: Person | null,
  person: Pick<Person, 'userId'> & { role: 'Artist' | 'Client' },
) {
  // A profile hidden by moderation has no search entries: searches do not find it.
  const listed = (p: Person | null) => (p && !p.hidden ? p : null);
  const [before, after] = [listed(previous), listed(next)];
  const card = after ? cardOf(after) : {};
  return [
    ...Search.index(
      tx,
      roleScope(person.role),
      person.userId,
      before && directoryWords(before),
      after && { words: directoryWords(after), card },
    ),
    ...Search.index(
      tx,
      adminScope(person.role),
      person.userId,
      before && adminWords(before),
      after && { words: adminWords(after), card },
      { sinceDepths: true },
    ),
  ];
}

/** The pieces that make a person's search entries (and verified listing) match `next`, dropping words `previous` had. */
function reindex(tx: TransactionEntities, previous: Person | null, next: Person) {
  if (!isListed(next)) return [];
  return [...searchPieces(tx, previous, next, next), ...verifiedPieces(tx, previous, next)];
}

/** The newest verified artists (the client dashboard shows four). */
export async function listVerified(
  limit: number,
): Promise<{ userId: string; firstname: string; lastname: string; profileImageKey: string | null }[]> {
  const { data } = await db().entities.verifiedArtist.query.newest({}).go({ order: 'desc', limit });
  return data.map((v) => ({
    userId: v.userId,
    firstname: v.firstname,
    lastname: v.lastname,
    profileImageKey: v.profileImageKey ?? null,
  }));
}

function unindex(tx: TransactionEntities, person: Person) {
  if (!isListed(person)) return [];
  return searchPieces(tx, person, null, person);
}

/**
 * Moves a person indexed before the admin scopes onto theirs (`backfillAdminSearch`): their entries
 * there, and theirs removed from the scope the admin table read before (`people`, which held the
 * directories' words). None for an admin or a hidden profile (it has no entries), nor for one
 * already there (`hasAdminEntries`). The profile must still be the one read.
 */
export function adminSearchBackfill(tx: TransactionEntities, p: ProfileItem) {
  if (!isListed(p) || p.hidden) return [];
  return [
    tx.profile
      .check({ userId: p.userId })
      .where((attr, op) => (p.updatedAt ? op.eq(attr.updatedAt, p.updatedAt) : op.notExists(attr.updatedAt)))
      .commit(),
    ...Search.index(
      tx,
      adminScope(p.role),
      p.userId,
      null,
      { words: adminWords(p), card: cardOf(p) },
      { sinceDepths: true },
    ),
    ...Search.index(tx, PEOPLE_SCOPE, p.userId, directoryWords(p), null),
  ];
}

/** Whether a listed person has their admin search entries (one read); admins and hidden profiles need none. */
export async function hasAdminEntries(p: ProfileItem): Promise<boolean> {
  if (!isListed(p) || p.hidden) return true;
  return Search.hasEntry(adminScope(p.role), p.userId, adminWords(p));
}

export interface NewProfile {
  userId: string;
  role: Role;
  email: string;
  username: string;
  firstname: string;
  lastname: string;
  accountStatus: 'pending' | 'active';
  /** When they joined: now, unless people are brought in who joined before (the benches' marketplace). */
  createdAt?: string;
}

/** A new profile and its search entries, as pieces of the caller's transaction. */
export function create(tx: TransactionEntities, input: NewProfile) {
  const createdAt = input.createdAt ?? new Date().toISOString();
  return [tx.profile.create({ ...input, createdAt }).commit(), ...reindex(tx, null, { ...input, createdAt } as Person)];
}

/** Removes a profile and its search entries (a registration undone). */
export function remove(tx: TransactionEntities, profile: ProfileItem) {
  return [tx.profile.delete({ userId: profile.userId }).commit(), ...unindex(tx, profile)];
}

/**
 * Changes the fields a person edits, with their search entries. The profile must still be the
 * one read (same `updatedAt`), so two concurrent edits cannot leave the entries of the loser.
 */
export function update(
  tx: TransactionEntities,
  current: ProfileItem,
  fields: Partial<
    Pick<Person, 'firstname' | 'lastname' | 'username' | 'email' | 'bio' | 'address' | 'phone' | 'profileImageKey'>
  > & { gender?: string; dateOfBirth?: string; noindex?: boolean },
) {
  const next = { ...current, ...fields };
  return [
    tx.profile
      .patch({ userId: current.userId })
      .set(fields)
      .where((attr, op) =>
        current.updatedAt ? op.eq(attr.updatedAt, current.updatedAt) : op.notExists(attr.updatedAt),
      )
      .commit(),
    ...reindex(tx, current, next),
  ];
}

/**
 * Records an artist's latest verification request and its state. `expected` is the state the
 * caller read (undefined: none): the piece fails if it changed meanwhile, or, with `unlessPending`,
 * if a request is already waiting.
 */
export function setVerification(
  tx: TransactionEntities,
  current: ProfileItem,
  next: { status: VerificationStatus; verificationId: string },
  condition: 'not-pending' | { verificationId: string; status: VerificationStatus },
) {
  return [
    tx.profile
      .patch({ userId: current.userId })
      .set({ verificationStatus: next.status, verificationId: next.verificationId })
      .where((attr, op) =>
        condition === 'not-pending'
          ? `${op.notExists(attr.verificationStatus)} OR ${op.ne(attr.verificationStatus, 'pending')}`
          : `${op.eq(attr.verificationId, condition.verificationId)} AND ${op.eq(attr.verificationStatus, condition.status)}`,
      )
      .commit(),
    ...reindex(tx, current, { ...current, verificationStatus: next.status }),
  ];
}

/**
 * Records where an artist's payout account stands (the payouts domain's webhooks and onboarding),
 * with their people-list cards, so the admin users table shows it without another read.
 */
/** A change to a person's review aggregate (reviews published or hidden): a piece of the reviews domain's transaction. */
export function ratingPiece(tx: TransactionEntities, userId: string, stars: number, count: number) {
  return tx.profile
    .update({ userId })
    .add({ ratingSum: stars, ratingCount: count })
    .where((attr, op) => op.exists(attr.userId))
    .commit();
}

export function setPayoutStatus(tx: TransactionEntities, current: ProfileItem, status: PayoutStatus) {
  return [
    tx.profile.patch({ userId: current.userId }).set({ payoutStatus: status }).commit(),
    ...reindex(tx, current, { ...current, payoutStatus: status }),
  ];
}

/** Marks an account confirmed (the e-mailed link was followed). */
export async function activate(userId: string): Promise<void> {
  await db().entities.profile.patch({ userId }).set({ accountStatus: 'active' }).go();
}

/**
 * Makes an existing profile an admin's (the admin command on an existing account). The item is
 * written whole, so it leaves the people index, which only artists and clients are in.
 */
export function makeAdmin(tx: TransactionEntities, current: ProfileItem) {
  const { updatedAt: _updatedAt, ...fields } = current;
  return [tx.profile.put({ ...fields, role: 'Admin' }).commit(), ...unindex(tx, current)];
}

/** Hides (moderation) or shows a profile: the flag and its search entries, together. */
export function hiddenPieces(tx: TransactionEntities, current: ProfileItem, hidden: boolean) {
  return [
    tx.profile.patch({ userId: current.userId }).set({ hidden }).commit(),
    ...reindex(tx, current, { ...current, hidden }),
  ];
}
