import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';

/**
 * Explainable matching (issue 13): a score between a client and an artist, computed only from
 * both sides' stored preferences and public profile, with every point explained in words.
 * No hidden signals; the same inputs always give the same score and reasons.
 *
 * Points:
 *   3 per shared art style (at most 3 styles)   "both prefer Realism and Abstract"
 *   2 budget ranges overlap                      "budget range overlaps"
 *   2 same city (a shared part of the address)   "within your city"
 *   2 the artist does a project type the client wants   "both want Commissioned Artworks"
 *   1 same timeline                              "timeline fits (Short-Term (Under 1 Month))"
 *   1 a shared way to communicate                "both use In-app Messaging"
 *   1 the artist is I.D. verified                "verified"
 * Verified alone is not a match: a candidate needs at least one shared preference to be listed.
 *
 * Fairness: new people have few signals, so a page of results keeps one rotation slot for a
 * newcomer that scored nothing (`withRotation`), chosen in turn, instead of never surfacing.
 */

export interface Side<P> {
  userId: string;
  address: string;
  preferences: P | null;
}

export interface Scored {
  score: number;
  reasons: string[];
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const FLEXIBLE = 'Flexible Budget / Open';
/** Budget bands as peso intervals (upper bound exclusive); the flexible one overlaps every band. */
const BUDGET_BANDS: Record<string, [number, number]> = {
  'Under ₱1,000': [0, 1000],
  '₱1,000 - ₱5,000': [1000, 5000],
  '₱5,000 - ₱10,000': [5000, 10000],
  '₱10,000 - ₱20,000': [10000, 20000],
  '₱20,000 and above': [20000, Number.POSITIVE_INFINITY],
};

export function budgetsOverlap(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a === FLEXIBLE || b === FLEXIBLE) return true;
  const x = BUDGET_BANDS[a];
  const y = BUDGET_BANDS[b];
  if (!x || !y) return a === b;
  return x[0] < y[1] && y[0] < x[1];
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The place names of an address: its comma-separated parts without house numbers or streets. */
export function placesOf(address: string): string[] {
  return address
    .split(',')
    .map(fold)
    .filter((part) => part.length > 1 && !/\d/.test(part) && !/\b(st|street|ave|avenue|road|rd|blvd|brgy|barangay)\b\.?/.test(part));
}

export function sameCity(a: string, b: string): boolean {
  const mine = new Set(placesOf(a));
  return mine.size > 0 && placesOf(b).some((p) => mine.has(p));
}

/** The score of a client and an artist, with its reasons (from the client's or the artist's side alike). */
export function score(client: Side<ClientPreferences>, artist: Side<ArtistPreferences> & { verified: boolean }): Scored {
  const reasons: string[] = [];
  let points = 0;
  const c = client.preferences;
  const a = artist.preferences;
  if (c && a) {
    const styles = c.preferred_art_style.filter((s) => a.art_style_specialization.includes(s)).slice(0, 3);
    if (styles.length > 0) {
      points += 3 * styles.length;
      reasons.push(`both prefer ${listInWords(styles)}`);
    }
    if (budgetsOverlap(c.budget_range, a.budget_range)) {
      points += 2;
      reasons.push('budget range overlaps');
    }
  }
  if (sameCity(client.address, artist.address)) {
    points += 2;
    reasons.push('within your city');
  }
  if (c && a) {
    if (a.project_type && c.project_type.includes(a.project_type)) {
      points += 2;
      reasons.push(`both want ${a.project_type}`);
    }
    if (c.timeline && c.timeline === a.preferred_project_duration) {
      points += 1;
      reasons.push(`timeline fits (${c.timeline})`);
    }
    const ways = c.communication_preferences.filter((w) => a.preferred_communication.includes(w));
    if (ways.length > 0) {
      points += 1;
      reasons.push(`both use ${listInWords(ways)}`);
    }
  }
  if (points > 0 && artist.verified) {
    points += 1;
    reasons.push('verified');
  }
  return { score: points, reasons };
}

export interface Ranked<T> extends Scored {
  item: T;
  /** Placed in the newcomers' rotation slot rather than by score. */
  rotation: boolean;
}

/**
 * The best `limit` of the scored candidates (score, then name), with the last slot given to a
 * newcomer when there is one that did not make the list: `turn` picks which one (e.g. the hour),
 * so newcomers take turns. Nothing is listed when nobody scored.
 */
export function withRotation<T>(
  scored: readonly { item: T; scored: Scored; name: string }[],
  newcomers: readonly { item: T; name: string; id: string }[],
  idOf: (item: T) => string,
  limit: number,
  turn: number,
): Ranked<T>[] {
  const ranked = scored
    .filter((s) => s.scored.score > 0)
    .sort((x, y) => y.scored.score - x.scored.score || x.name.localeCompare(y.name))
    .map((s) => ({ item: s.item, score: s.scored.score, reasons: s.scored.reasons, rotation: false }));
  if (ranked.length === 0) return [];
  const listed = new Set(ranked.slice(0, limit).map((r) => idOf(r.item)));
  const waiting = newcomers.filter((n) => !listed.has(n.id));
  const top = ranked.slice(0, waiting.length > 0 ? limit - 1 : limit);
  if (waiting.length === 0) return top;
  const pick = waiting[Math.abs(turn) % waiting.length]!;
  return [...top, { item: pick.item, score: 0, reasons: ['new on Crafti'], rotation: true }];
}
