import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import { db } from '../db/service';

export const Preferences = {
  /** The saved preferences, or null when the person has not set them up (the spec's null). */
  async get<T extends ArtistPreferences | ClientPreferences>(userId: string, role: 'Artist' | 'Client'): Promise<T | null> {
    const { data } = await db().entities.preferences.get({ userId }).go();
    return data && data.role === role ? (data.values as T) : null;
  },
};
