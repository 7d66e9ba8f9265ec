import { db, type TransactionEntities } from '../db/service';

/**
 * Claims on unique values (an e-mail, a username, a tag name), written in the same transaction
 * as the thing that owns them, so two writers can never both win. Values are compared as the
 * caller normalises them (e-mails and usernames lower-case, tag names trimmed and lower-case).
 */
export type ClaimKind = 'email' | 'username' | 'tagName';

/** Who holds a value, or null when it is free. */
export async function ownerOf(kind: ClaimKind, value: string): Promise<string | null> {
  const { data } = await db().entities.unique.get({ kind, value }).go();
  return data?.ownerId ?? null;
}

export async function isTaken(kind: ClaimKind, value: string): Promise<boolean> {
  return (await ownerOf(kind, value)) !== null;
}

/** Takes a value; the transaction fails if someone holds it. */
export function take(tx: TransactionEntities, kind: ClaimKind, value: string, ownerId: string) {
  return tx.unique.create({ kind, value, ownerId }).commit();
}

/** Takes a value or keeps it (for idempotent setup such as seeding an admin). */
export function hold(tx: TransactionEntities, kind: ClaimKind, value: string, ownerId: string) {
  return tx.unique.put({ kind, value, ownerId }).commit();
}

/** Hands a held value to its final owner (a registration's placeholder owner becomes the user). */
export function transfer(tx: TransactionEntities, kind: ClaimKind, value: string, ownerId: string) {
  return tx.unique.patch({ kind, value }).set({ ownerId }).commit();
}

export function release(tx: TransactionEntities, kind: ClaimKind, value: string) {
  return tx.unique.delete({ kind, value }).commit();
}

/**
 * Moves a claim from one value to another: release the old, take the new, which fails if
 * someone holds it. Nothing when the normalised value did not change (e.g. only its case did).
 */
export function move(tx: TransactionEntities, kind: ClaimKind, from: string, to: string, ownerId: string) {
  if (from === to) return [];
  return [release(tx, kind, from), take(tx, kind, to, ownerId)];
}
