import {
  MAX_ADDRESSES,
  oneLineAddress,
  type Address,
  type AddressBook,
  type AddressSnapshot,
} from '@shared/schemas/addresses';
import type { EntityItem } from 'electrodb';
import type { AddressEntity } from '../db/entities/addresses';
import { db } from '../db/service';

/**
 * The address book (issue 47, docs/fulfilment.md "Addresses"): reads, and the snapshot an order
 * keeps. Free of the PSGC data (only changes.ts, the addresses function's writes, checks codes),
 * so the checkout can read a buyer's address without carrying it.
 *
 * An address's id carries its owner (`<timeId>.<userId>`, as a notification's does), so the
 * request path checks whose it is without a read (owners.ts) and one GetItem finds it.
 */

export type AddressItem = EntityItem<ReturnType<typeof AddressEntity>>;

/** The public id of an address item. */
export const idOf = (a: Pick<AddressItem, 'userId' | 'addressId'>) => `${a.addressId}.${a.userId}`;

/** The owner and item id an address id names, or null for an id of no address's shape. */
export function parseId(id: string): { userId: string; addressId: string } | null {
  const dot = id.indexOf('.');
  if (dot !== 26 || id.length <= 27) return null;
  return { addressId: id.slice(0, dot), userId: id.slice(dot + 1) };
}

/** What an order keeps of an address (and what the book's items are made of). */
export function snapshotOf(a: AddressItem): AddressSnapshot {
  const province = a.province ? { code: a.province.code, name: a.province.name } : null;
  const parts = { street: a.street, barangay: a.barangay, city: a.city, province };
  return {
    contact_name: a.contactName,
    mobile: a.mobile,
    street: a.street,
    barangay: { code: a.barangay.code, name: a.barangay.name },
    city: { code: a.city.code, name: a.city.name },
    province,
    region: { code: a.region.code, name: a.region.name },
    zip: a.zip,
    zone: a.zone,
    one_line: oneLineAddress(parts),
  };
}

export function toAddress(a: AddressItem, defaultId: string | null): Address {
  const id = idOf(a);
  return {
    ...snapshotOf(a),
    id,
    label: a.label,
    is_default: id === defaultId,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
  };
}

export interface BookState {
  /** The book item's revision (0: no book item yet). */
  revision: number;
  defaultId: string | null;
  /** Newest first. */
  items: AddressItem[];
}

/** A person's book as stored: its revision and default, and every address (one GetItem and one Query, side by side). */
export async function readBook(userId: string): Promise<BookState> {
  const [book, addresses] = await Promise.all([
    db().entities.addressBook.get({ userId }).go({ consistent: true }),
    db()
      .entities.address.query.byUser({ userId })
      .go({ order: 'desc', limit: MAX_ADDRESSES + 1, consistent: true }),
  ]);
  return { revision: book.data?.revision ?? 0, defaultId: book.data?.defaultId ?? null, items: addresses.data };
}

export function bookOf(state: Pick<BookState, 'defaultId' | 'items'>): AddressBook {
  return {
    items: state.items.map((a) => toAddress(a, state.defaultId)),
    default_id: state.defaultId,
    max: MAX_ADDRESSES,
  };
}

/** The person's address book, newest first, the default marked. */
export async function list(userId: string): Promise<AddressBook> {
  return bookOf(await readBook(userId));
}

async function item(userId: string, id: string): Promise<AddressItem | null> {
  const parsed = parseId(id);
  if (!parsed || parsed.userId !== userId) return null;
  const { data } = await db().entities.address.get({ userId, addressId: parsed.addressId }).go({ consistent: true });
  return data;
}

/** The snapshot of one of `userId`'s addresses by its id, or null when it is not one of theirs (or no longer exists). */
export async function findOwn(userId: string, addressId: string): Promise<AddressSnapshot | null> {
  const found = await item(userId, addressId);
  return found ? snapshotOf(found) : null;
}

/** The snapshot of `userId`'s default address, or null when their book is empty. */
export async function defaultOf(userId: string): Promise<AddressSnapshot | null> {
  const { data } = await db().entities.addressBook.get({ userId }).go({ consistent: true });
  return data?.defaultId ? findOwn(userId, data.defaultId) : null;
}
