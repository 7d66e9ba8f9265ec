import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import { db, type TransactionEntities } from '../db/service';

/** The saved preferences, or null when the person has not set them up (the spec's null). */
export async function get<T extends ArtistPreferences | ClientPreferences>(userId: string, role: 'Artist' | 'Client'): Promise<T | null> {
  const { data } = await db().entities.preferences.get({ userId }).go();
  return data && data.role === role ? (data.values as T) : null;
}

export function save(tx: TransactionEntities, userId: string, role: 'Artist' | 'Client', values: ArtistPreferences | ClientPreferences) {
  return tx.preferences.put({ userId, role, values }).commit();
}
