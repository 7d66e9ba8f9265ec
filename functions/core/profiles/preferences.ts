import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import { db, type TransactionEntities } from '../db/service';

/** The saved preferences, or null when the person has not set them up (the spec's null). */
export async function get<T extends ArtistPreferences | ClientPreferences>(userId: string, role: 'Artist' | 'Client'): Promise<T | null> {
  const { data } = await db().entities.preferences.get({ userId }).go();
  return data && data.role === role ? (data.values as T) : null;
}

/** Up to `limit` people of `role` who prefer `style` (or ANY_STYLE: everyone with preferences), with their preferences: one Query of the match index. */
export async function matchEntries(role: 'Artist' | 'Client', style: string, limit: number): Promise<{ userId: string; values: ArtistPreferences | ClientPreferences }[]> {
  const { data } = await db().entities.matchEntry.query.byStyle({ role, style }).go({ limit });
  return data.map((e) => ({ userId: e.userId, values: e.values as ArtistPreferences | ClientPreferences }));
}

/** The partition every person with preferences is in, whatever their styles. */
export const ANY_STYLE = '*';

/** At most this many styles are filed (a transaction holds at most 100 writes); scoring reads them all. */
const MAX_FILED_STYLES = 8;

/** The art styles a person's matching entries are filed under (matching reads these partitions). */
export function stylesOf(role: 'Artist' | 'Client', values: ArtistPreferences | ClientPreferences | null): string[] {
  if (!values) return [];
  const styles = role === 'Artist' ? (values as ArtistPreferences).art_style_specialization : (values as ClientPreferences).preferred_art_style;
  return [ANY_STYLE, ...(styles ?? []).slice(0, MAX_FILED_STYLES)];
}

/**
 * The preferences and the matching entries that follow them (one per style, DESIGN "Lists,
 * filters and search"); `previous` are the preferences being replaced, whose styles no longer
 * chosen lose their entries.
 */
export function save(
  tx: TransactionEntities,
  userId: string,
  role: 'Artist' | 'Client',
  values: ArtistPreferences | ClientPreferences,
  previous: ArtistPreferences | ClientPreferences | null = null,
) {
  const updatedAt = new Date().toISOString();
  const next = stylesOf(role, values);
  const gone = stylesOf(role, previous).filter((s) => !next.includes(s));
  return [
    tx.preferences.put({ userId, role, values }).commit(),
    ...next.map((style) => tx.matchEntry.put({ role, style, userId, values, updatedAt }).commit()),
    ...gone.map((style) => tx.matchEntry.delete({ role, style, userId }).commit()),
  ];
}
