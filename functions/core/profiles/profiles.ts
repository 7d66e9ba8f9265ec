import { createConversions } from 'electrodb';
import type { Role } from '@shared/schemas/common';
import type { VerificationStatus } from '@shared/schemas/profiles';
import type { PayoutStatus } from '@shared/messages/payouts';
import * as Claims from '../claims/claims';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities } from '../db/service';
import * as Search from '../search/search';
import { searchWords } from '../search/words';

/**
 * People's profiles: lookups, and the transaction pieces other domains change a profile through
 * (registration creates one, verification sets its status). Free of S3, so the account
 * functions stay small; editing is in profile-editor.ts, the lists in directory.ts.
 *
 * Every artist and client is findable by the words of their name, username, e-mail and address
 * (search entries in the scopes `people` and `people:<role>`, each carrying the person's card);
 * the pieces here keep those entries in step with the profile.
 */

export type ProfileItem = NonNullable<Awaited<ReturnType<typeof get>>>;
type Person = Pick<
  ProfileItem,
  'userId' | 'role' | 'firstname' | 'lastname' | 'username' | 'email' | 'address' | 'phone' | 'bio' | 'profileImageKey' | 'verificationStatus' | 'payoutStatus' | 'createdAt'
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

export const PEOPLE_SCOPE = 'people';
export const roleScope = (role: 'Artist' | 'Client') => `people:${role}`;

export async function get(userId: string) {
  const { data } = await db().entities.profile.get({ userId }).go();
  return data;
}

/** Several profiles by id, in one batch read; those that do not exist are missing from the map. */
export async function getMany(ids: readonly string[]): Promise<Map<string, ProfileItem>> {
  const map = new Map<string, ProfileItem>();
  if (ids.length === 0) return map;
  const { data } = await db().entities.profile.get(ids.map((userId) => ({ userId }))).go();
  for (const p of data) if (p) map.set(p.userId, p);
  return map;
}

/** A page of one role's profiles, newest first, from the role index: one Query (profiles hidden by moderation left out). */
export async function newestOfRole(role: 'Artist' | 'Client', limit: number, cursor?: string | null): Promise<{ items: ProfileItem[]; cursor: string | null }> {
  const profiles = db().entities.profile;
  const page = await profiles.query.byRole({ role }).where((attr, op) => `${op.notExists(attr.hidden)} OR ${op.eq(attr.hidden, false)}`).go({ order: 'desc', limit, cursor: cursor ? checkedCursor(cursor, profiles, 'byRole', { role }) : null });
  return { items: page.data, cursor: page.cursor ?? null };
}

/** The cursor of `newestOfRole` that continues right after `p` (for a page cut inside a Query's answer). */
export function newestCursorAfter(p: Pick<ProfileItem, 'userId' | 'role' | 'createdAt'>): string {
  return createConversions(db().entities.profile).byAccessPattern.byRole.fromComposite.toCursor({ userId: p.userId, role: p.role, createdAt: p.createdAt });
}

/** The role recorded on the user's profile, or null when they have none. */
/** Up to `limit` people of a role who joined at or after `since`, oldest first (one Query). */
export async function joinedSince(role: 'Artist' | 'Client', since: string, limit: number): Promise<ProfileItem[]> {
  const { data } = await db().entities.profile.query.byRole({ role }).gte({ createdAt: since }).go({ order: 'asc', limit });
  return data;
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

const wordsOfPerson = (p: Person) => searchWords([p.firstname, p.lastname, p.username, p.email, p.address], [`${p.firstname} ${p.lastname}`, p.email, p.username]);
const isListed = (p: Pick<Person, 'role'>): p is Pick<Person, 'role'> & { role: 'Artist' | 'Client' } => p.role === 'Artist' || p.role === 'Client';

/** The piece that keeps the verified-artists list (client dashboard) in step with the profile. */
function verifiedPieces(tx: TransactionEntities, previous: Person | null, next: Person) {
  if (next.role === 'Artist' && next.verificationStatus === 'approved') {
    return [
      tx.verifiedArtist
        .put({ userId: next.userId, since: next.createdAt, firstname: next.firstname, lastname: next.lastname, profileImageKey: next.profileImageKey })
        .commit(),
    ];
  }
  return previous?.verificationStatus === 'approved' ? [tx.verifiedArtist.delete({ userId: next.userId }).commit()] : [];
}

/** The pieces that make a person's search entries (and verified listing) match `next`, dropping words `previous` had. */
function reindex(tx: TransactionEntities, previous: Person | null, next: Person) {
  if (!isListed(next)) return [];
  // A profile hidden by moderation has no search entries: name searches do not find it.
  const after = next.hidden ? null : { words: wordsOfPerson(next), card: cardOf(next) };
  const before = previous && !previous.hidden ? wordsOfPerson(previous) : null;
  return [...[PEOPLE_SCOPE, roleScope(next.role)].flatMap((scope) => Search.index(tx, scope, next.userId, before, after)), ...verifiedPieces(tx, previous, next)];
}

/** The newest verified artists (the client dashboard shows four). */
export async function listVerified(limit: number): Promise<{ userId: string; firstname: string; lastname: string; profileImageKey: string | null }[]> {
  const { data } = await db().entities.verifiedArtist.query.newest({}).go({ order: 'desc', limit });
  return data.map((v) => ({ userId: v.userId, firstname: v.firstname, lastname: v.lastname, profileImageKey: v.profileImageKey ?? null }));
}

function unindex(tx: TransactionEntities, person: Person) {
  if (!isListed(person) || person.hidden) return [];
  const words = wordsOfPerson(person);
  return [PEOPLE_SCOPE, roleScope(person.role)].flatMap((scope) => Search.index(tx, scope, person.userId, words, null));
}

export interface NewProfile {
  userId: string;
  role: Role;
  email: string;
  username: string;
  firstname: string;
  lastname: string;
  accountStatus: 'pending' | 'active';
}

/** A new profile and its search entries, as pieces of the caller's transaction. */
export function create(tx: TransactionEntities, input: NewProfile) {
  const createdAt = new Date().toISOString();
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
  fields: Partial<Pick<Person, 'firstname' | 'lastname' | 'username' | 'email' | 'bio' | 'address' | 'phone' | 'profileImageKey'>> & { gender?: string; dateOfBirth?: string },
) {
  const next = { ...current, ...fields };
  return [
    tx.profile
      .patch({ userId: current.userId })
      .set(fields)
      .where((attr, op) => (current.updatedAt ? op.eq(attr.updatedAt, current.updatedAt) : op.notExists(attr.updatedAt)))
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
  return tx.profile.update({ userId }).add({ ratingSum: stars, ratingCount: count }).where((attr, op) => op.exists(attr.userId)).commit();
}

export function setPayoutStatus(tx: TransactionEntities, current: ProfileItem, status: PayoutStatus) {
  return [tx.profile.patch({ userId: current.userId }).set({ payoutStatus: status }).commit(), ...reindex(tx, current, { ...current, payoutStatus: status })];
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
  return [tx.profile.patch({ userId: current.userId }).set({ hidden }).commit(), ...reindex(tx, current, { ...current, hidden })];
}
