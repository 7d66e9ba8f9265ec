import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';
import { db, type TransactionEntities } from '../db/service';

type Values = ArtistPreferences | ClientPreferences;

/** The saved preferences, or null when the person has not set them up (the spec's null). */
export async function get<T extends ArtistPreferences | ClientPreferences>(
  userId: string,
  role: 'Artist' | 'Client',
): Promise<T | null> {
  const { data } = await db().entities.preferences.get({ userId }).go();
  return data && data.role === role ? (data.values as T) : null;
}

/**
 * What Find Match shows and scores of a person besides their preferences, carried by each of their
 * match entries so a match reads one item per candidate, not the entry and then the profile.
 * Entries written before cards existed have none; Find Match reads those people's profiles.
 */
export interface MatchCard {
  firstname: string;
  lastname: string;
  address: string;
  profileImageKey: string | null;
  verified: boolean;
  /** Their published reviews' stars and count (issue 32). */
  ratingSum: number;
  ratingCount: number;
  /** Hidden by moderation: Find Match leaves them out. */
  hidden?: boolean;
}

export function cardOf(p: {
  firstname: string;
  lastname: string;
  address?: string | null;
  profileImageKey?: string | null;
  verificationStatus?: string | null;
  ratingSum?: number;
  ratingCount?: number;
  hidden?: boolean;
}): MatchCard {
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    address: p.address ?? '',
    profileImageKey: p.profileImageKey ?? null,
    verified: p.verificationStatus === 'approved',
    ratingSum: p.ratingSum ?? 0,
    ratingCount: p.ratingCount ?? 0,
    ...(p.hidden ? { hidden: true } : {}),
  };
}

export interface MatchEntry {
  userId: string;
  values: Values;
  card: MatchCard | null;
}

interface StoredEntry {
  userId: string;
  values: unknown;
  firstname?: string;
  lastname?: string;
  address?: string;
  profileImageKey?: string;
  verified?: boolean;
  ratingSum?: number;
  ratingCount?: number;
  hidden?: boolean;
}

const toEntry = (e: StoredEntry): MatchEntry => ({
  userId: e.userId,
  values: e.values as Values,
  card:
    e.firstname === undefined
      ? null
      : {
          firstname: e.firstname,
          lastname: e.lastname ?? '',
          address: e.address ?? '',
          profileImageKey: e.profileImageKey ?? null,
          verified: e.verified === true,
          ratingSum: e.ratingSum ?? 0,
          ratingCount: e.ratingCount ?? 0,
          ...(e.hidden ? { hidden: true } : {}),
        },
});

/** The card as an entry's attributes (no image: none stored). */
const stored = (card: MatchCard) => ({ ...card, profileImageKey: card.profileImageKey ?? undefined });

/**
 * People of `role` who prefer `style` (or ANY_STYLE: everyone with preferences), with their
 * preferences and cards: one Query of the match index reading at most `limit` entries, of those
 * whose userId is within `slice` when one is given (both ends inclusive).
 */
export async function matchEntries(
  role: 'Artist' | 'Client',
  style: string,
  limit: number,
  from: string | null = null,
  slice: { from?: string; to?: string } = {},
): Promise<{ entries: MatchEntry[]; cursor: string | null }> {
  if (limit <= 0) return { entries: [], cursor: from };
  const query = db().entities.matchEntry.query.byStyle({ role, style });
  const ranged =
    slice.from !== undefined && slice.to !== undefined
      ? query.between({ userId: slice.from }, { userId: slice.to })
      : slice.from !== undefined
        ? query.gte({ userId: slice.from })
        : slice.to !== undefined
          ? query.lte({ userId: slice.to })
          : query;
  const { data, cursor } = await ranged.go({ limit, cursor: from });
  return { entries: data.map(toEntry), cursor: cursor ?? null };
}

/** A person's own entry under ANY_STYLE (their preferences and card, one item), or null when they have no preferences. */
export async function ownEntry(role: 'Artist' | 'Client', userId: string): Promise<MatchEntry | null> {
  const { data } = await db().entities.matchEntry.get({ role, style: ANY_STYLE, userId }).go();
  return data ? toEntry(data) : null;
}

/** The partition every person with preferences is in, whatever their styles. */
export const ANY_STYLE = '*';

/** At most this many styles are filed (a transaction holds at most 100 writes); scoring reads them all. */
const MAX_FILED_STYLES = 8;

/** The art styles a person's matching entries are filed under (matching reads these partitions). */
export function stylesOf(role: 'Artist' | 'Client', values: Values | null): string[] {
  if (!values) return [];
  const styles =
    role === 'Artist'
      ? (values as ArtistPreferences).art_style_specialization
      : (values as ClientPreferences).preferred_art_style;
  return [ANY_STYLE, ...(styles ?? []).slice(0, MAX_FILED_STYLES)];
}

/**
 * The preferences and the matching entries that follow them (one per style, DESIGN "Lists,
 * filters and search"); `previous` are the preferences being replaced, whose styles no longer
 * chosen lose their entries. `card` is the person as saved with these preferences (their
 * profile after the change), carried by every entry.
 */
export function save(
  tx: TransactionEntities,
  userId: string,
  role: 'Artist' | 'Client',
  values: Values,
  previous: Values | null,
  card: MatchCard,
) {
  const updatedAt = new Date().toISOString();
  const next = stylesOf(role, values);
  const gone = stylesOf(role, previous).filter((s) => !next.includes(s));
  return [
    tx.preferences.put({ userId, role, values }).commit(),
    ...next.map((style) => tx.matchEntry.put({ role, style, userId, values, ...stored(card), updatedAt }).commit()),
    ...gone.map((style) => tx.matchEntry.delete({ role, style, userId }).commit()),
  ];
}

/**
 * The pieces that change a person's match entries' card where their profile image, verification,
 * visibility or address (the address book's default) changed (only that field, so a concurrent
 * change of another is kept), for the caller's transaction; `values` are their saved preferences
 * (none: no entries). Each entry must still exist, so a concurrent change of styles fails the transaction.
 */
export function cardPieces(
  tx: TransactionEntities,
  userId: string,
  role: 'Artist' | 'Client',
  values: Values | null,
  change: { profileImageKey: string } | { verified: boolean } | { hidden: boolean } | { address: string },
) {
  const updatedAt = new Date().toISOString();
  return stylesOf(role, values).map((style) =>
    tx.matchEntry
      .patch({ role, style, userId })
      .set({ ...change, updatedAt })
      .commit(),
  );
}

/** The pieces that add to a person's review aggregate on each of their match entries (reviews published or hidden). */
export function ratingPieces(
  tx: TransactionEntities,
  userId: string,
  role: 'Artist' | 'Client',
  values: Values | null,
  stars: number,
  count: number,
) {
  return stylesOf(role, values).map((style) =>
    tx.matchEntry.patch({ role, style, userId }).add({ ratingSum: stars, ratingCount: count }).commit(),
  );
}
