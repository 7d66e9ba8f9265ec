import { ErrorCodes } from '@shared/api/errors';
import {
  ADDRESS_MESSAGES,
  MAX_ADDRESSES,
  type AddressBody,
  type AddressBook,
  type AddressChange,
} from '@shared/schemas/addresses';
import type { Actor } from '../actor';
import { commit, retryOnConflict } from '../db/transactions';
import type { TransactionEntities } from '../db/service';
import { AppError, refuse } from '../errors';
import { timeId } from '../ids';
import * as Preferences from '../profiles/preferences';
import * as Profiles from '../profiles/profiles';
import { bookOf, idOf, parseId, readBook, snapshotOf, toAddress, type AddressItem, type BookState } from './addresses';
import { resolvePlace } from './places';

/**
 * Changes of the address book (the addresses function's routes and the demo seed): each is one
 * transaction conditioned on the book's revision as read, so the cap of MAX_ADDRESSES and the one
 * default hold under concurrent changes. The first address becomes the default; deleting the
 * default makes the newest remaining one the default. The profile's `address` (what the profile
 * shows, Find Match and the admins' search read) follows the default's one-line form, written in
 * the same transaction through the profile's own pieces (its search entries and Find Match cards
 * with it). Such a transaction holds the book, one or two addresses, the profile with its search
 * entries (at most ~70: ≤32 words put, the dropped ones deleted) and up to 9 Find Match entries.
 */

const notInBook = () => refuse(ErrorCodes.addressNotFound, ADDRESS_MESSAGES.notFound);
const changedMeanwhile = () => refuse(ErrorCodes.addressBookChanged, ADDRESS_MESSAGES.changed);

/** A change of the book on its state as read; read again when another change of the book or the profile came between. */
const withFreshState = <T>(userId: string, change: (state: BookState) => Promise<T>): Promise<T> =>
  retryOnConflict(() => readBook(userId), change, { exhausted: changedMeanwhile });

/** The address fields of a body, its places checked against the PSGC and named (400 `addresses.place_unknown` otherwise). */
function fieldsOf(body: AddressBody) {
  const place = resolvePlace(body);
  return {
    label: body.label,
    contactName: body.contact_name,
    mobile: body.mobile,
    street: body.street,
    zip: body.zip,
    region: place.region,
    ...(place.province ? { province: place.province } : {}),
    city: place.city,
    barangay: place.barangay,
    zone: place.zone,
  };
}

/** The book item's piece: the new default, conditioned on the revision read (absent: none yet). */
function bookPiece(tx: TransactionEntities, userId: string, state: BookState, defaultId: string | null) {
  const now = new Date().toISOString();
  return tx.addressBook
    .put({ userId, revision: state.revision + 1, ...(defaultId ? { defaultId } : {}), updatedAt: now })
    .where((attr, op) => (state.revision === 0 ? op.notExists(attr.revision) : op.eq(attr.revision, state.revision)))
    .commit();
}

/**
 * The pieces that make the profile's address the default's one-line form (`line`; '' when the book
 * is empty), with its search entries and Find Match cards; none when it already is, or for someone
 * without an artist's or client's profile.
 */
async function profilePieces(userId: string, line: string): Promise<(tx: TransactionEntities) => object[]> {
  const profile = await Profiles.get(userId);
  if (!profile || (profile.role !== 'Artist' && profile.role !== 'Client') || (profile.address ?? '') === line)
    return () => [];
  const role = profile.role;
  const preferences = await Preferences.get(userId, role);
  return (tx) => [
    ...Profiles.update(tx, profile, { address: line }),
    ...Preferences.cardPieces(tx, userId, role, preferences, { address: line }),
  ];
}

const lineOf = (a: AddressItem | undefined) => (a ? snapshotOf(a).one_line : '');

/** Adds an address (409 `addresses.full` at MAX_ADDRESSES); the first one, or one asked to be, becomes the default. */
export async function add(actor: Actor, body: AddressBody): Promise<AddressChange> {
  const userId = actor.userId;
  const fields = fieldsOf(body);
  return withFreshState(userId, async (state) => {
    if (state.items.length >= MAX_ADDRESSES) throw new AppError(ErrorCodes.addressBookFull, ADDRESS_MESSAGES.full);
    const now = new Date().toISOString();
    const created: AddressItem = { userId, addressId: timeId(), ...fields, createdAt: now, updatedAt: now };
    const id = idOf(created);
    const defaultId = body.make_default || !state.defaultId ? id : state.defaultId;
    const profile = defaultId === id ? await profilePieces(userId, lineOf(created)) : () => [];
    await commit((tx) => [
      bookPiece(tx, userId, state, defaultId),
      tx.address.create(created).commit(),
      ...profile(tx),
    ]);
    const items = [created, ...state.items];
    return { ...bookOf({ items, defaultId }), address: toAddress(created, defaultId) };
  });
}

function findIn(state: BookState, userId: string, id: string): AddressItem {
  const parsed = parseId(id);
  const found =
    parsed && parsed.userId === userId ? state.items.find((a) => a.addressId === parsed.addressId) : undefined;
  if (!found) throw notInBook();
  return found;
}

/** Replaces an address's fields; with `make_default`, it becomes the default. */
export async function edit(actor: Actor, id: string, body: AddressBody): Promise<AddressChange> {
  const userId = actor.userId;
  const fields = fieldsOf(body);
  return withFreshState(userId, async (state) => {
    const current = findIn(state, userId, id);
    const updated: AddressItem = {
      ...current,
      ...fields,
      ...(fields.province ? {} : { province: undefined }),
      updatedAt: new Date().toISOString(),
    };
    const defaultId = body.make_default ? id : state.defaultId;
    const profile = defaultId === id ? await profilePieces(userId, lineOf(updated)) : () => [];
    await commit((tx) => [
      bookPiece(tx, userId, state, defaultId),
      fields.province
        ? tx.address
            .patch({ userId, addressId: current.addressId })
            .set({ ...fields, updatedAt: updated.updatedAt })
            .commit()
        : tx.address
            .patch({ userId, addressId: current.addressId })
            .set({ ...fields, updatedAt: updated.updatedAt })
            .remove(['province'])
            .commit(),
      ...profile(tx),
    ]);
    const items = state.items.map((a) => (a.addressId === current.addressId ? updated : a));
    return { ...bookOf({ items, defaultId }), address: toAddress(updated, defaultId) };
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default (none: the profile's address is emptied). */
export async function remove(actor: Actor, id: string): Promise<AddressBook> {
  const userId = actor.userId;
  return withFreshState(userId, async (state) => {
    const gone = findIn(state, userId, id);
    const items = state.items.filter((a) => a !== gone);
    const wasDefault = state.defaultId === id;
    const defaultId = wasDefault ? (items[0] ? idOf(items[0]) : null) : state.defaultId;
    const profile = wasDefault ? await profilePieces(userId, lineOf(items[0])) : () => [];
    await commit((tx) => [
      bookPiece(tx, userId, state, defaultId),
      tx.address.delete({ userId, addressId: gone.addressId }).commit(),
      ...profile(tx),
    ]);
    return bookOf({ items, defaultId });
  });
}

/** Makes an address the default, and the profile's address its one-line form. */
export async function makeDefault(actor: Actor, id: string): Promise<AddressBook> {
  const userId = actor.userId;
  return withFreshState(userId, async (state) => {
    const chosen = findIn(state, userId, id);
    if (state.defaultId === id) return bookOf(state);
    const profile = await profilePieces(userId, lineOf(chosen));
    await commit((tx) => [bookPiece(tx, userId, state, id), ...profile(tx)]);
    return bookOf({ items: state.items, defaultId: id });
  });
}
