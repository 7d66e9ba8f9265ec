import type { ArtistPreferences, ClientPreferences } from '@shared/schemas/profiles';

/**
 * Explainable matching (issue 13): a score between a client and an artist, computed only from
 * both sides' stored preferences and public profile, with every point explained in words.
 * No hidden signals; the same inputs always give the same score and reasons.
 *
 * Points:
 *   3 per shared art style (at most 3 styles)   "both prefer Realism and Abstract"
 *   2 budget ranges overlap                      "budget range overlaps"
 *   2 same city or municipality (`sameCity`)     "within your city"
 *   2 the artist does a project type the client wants   "both want Commissioned Artworks"
 *   1 same timeline                              "timeline fits (Short-Term (Under 1 Month))"
 *   1 a shared way to communicate                "both use In-app Messaging"
 *   1 the artist on the card is I.D. verified    "verified"   (a client's card: never; see `CardOf`)
 * Verified alone is not a match: a candidate needs at least one shared preference to be listed.
 * Each reason is a fact about the person on the card (or both sides), never only about the viewer.
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
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Parts of an address that are a street, a building or a barangay (or smaller), never the city. */
const LOCAL_PART =
  /\b(st|street|ave|avenue|road|rd|blvd|boulevard|hwy|highway|lane|ln|drive|ext|extension|brgy|bgy|brg|barangay|barrio|poblacion|purok|sitio|zone|subd|subdivision|village|vill|homes|compound|phase|blk|block|lot|unit|bldg|building|tower|floor|flr|condo|condominium|residences)\b/;
const COUNTRY = new Set(['philippines', 'the philippines', 'republic of the philippines', 'pilipinas', 'ph', 'phl']);
/** Regions (and island groups): above the province, never the city. */
const REGION =
  /^(metro \S.*|ncr|national capital region|car|cordillera( administrative region)?|barmm|armm|bangsamoro( .*)?|calabarzon|mimaropa|soccsksargen|caraga( region)?|ilocos region|cagayan valley|central luzon|bicol( region)?|western visayas|central visayas|eastern visayas|negros island region|zamboanga peninsula|northern mindanao|davao region|region [0-9ivx]+(-?[ab])?|luzon|visayas|mindanao)$/;
/** The provinces of the Philippines (folded), with their older or short names. */
const PROVINCES = new Set([
  'abra',
  'agusan del norte',
  'agusan del sur',
  'aklan',
  'albay',
  'antique',
  'apayao',
  'aurora',
  'basilan',
  'bataan',
  'batanes',
  'batangas',
  'benguet',
  'biliran',
  'bohol',
  'bukidnon',
  'bulacan',
  'cagayan',
  'camarines norte',
  'camarines sur',
  'camiguin',
  'capiz',
  'catanduanes',
  'cavite',
  'cebu',
  'cotabato',
  'north cotabato',
  'davao de oro',
  'compostela valley',
  'davao del norte',
  'davao del sur',
  'davao occidental',
  'davao oriental',
  'dinagat islands',
  'eastern samar',
  'guimaras',
  'ifugao',
  'ilocos norte',
  'ilocos sur',
  'iloilo',
  'isabela',
  'kalinga',
  'la union',
  'laguna',
  'lanao del norte',
  'lanao del sur',
  'leyte',
  'maguindanao',
  'maguindanao del norte',
  'maguindanao del sur',
  'marinduque',
  'masbate',
  'misamis occidental',
  'misamis oriental',
  'mountain province',
  'negros occidental',
  'negros oriental',
  'northern samar',
  'nueva ecija',
  'nueva vizcaya',
  'occidental mindoro',
  'oriental mindoro',
  'palawan',
  'pampanga',
  'pangasinan',
  'quezon',
  'quirino',
  'rizal',
  'romblon',
  'samar',
  'western samar',
  'sarangani',
  'siquijor',
  'sorsogon',
  'south cotabato',
  'southern leyte',
  'sultan kudarat',
  'sulu',
  'surigao del norte',
  'surigao del sur',
  'tarlac',
  'tawi-tawi',
  'zambales',
  'zamboanga del norte',
  'zamboanga del sur',
  'zamboanga sibugay',
]);
const ABBREVIATIONS: Record<string, string> = {
  sto: 'santo',
  sta: 'santa',
  gen: 'general',
  pres: 'president',
  mt: 'mount',
};

/** A part with its abbreviations written out ("Sto. Tomas": "santo tomas", "Mt. Province": "mountain province"). */
function expanded(part: string): string {
  const words = part.split(' ').map((word) => ABBREVIATIONS[word] ?? word);
  return words.join(' ') === 'mount province' ? 'mountain province' : words.join(' ');
}

/** A city's or municipality's name without its kind: "Antipolo City", "City of Antipolo" and "antipolo" are all "antipolo". */
const placeName = (part: string) =>
  expanded(part.replace(/^(city|municipality|town) of /, '').replace(/ (city|municipality)$/, ''));

export interface Place {
  /** The city or municipality, folded and without "City"/"City of" ("antipolo"). */
  city: string;
  /** The province when the address names one after the city ("rizal"), else null. */
  province: string | null;
}

/**
 * The city or municipality of an address written the Philippine way, from the most to the least
 * local part ("12 Mabini St, Brgy. San Isidro, Angono, Rizal", "Antipolo City, Rizal, 1870"),
 * or null when it cannot be told. Of the comma-separated parts (case and accents folded, postal
 * codes dropped): streets, buildings and barangays (a house number or a word such as St, Brgy or
 * Poblacion) are set aside, and so are the country and regions at the end ("Metro Manila",
 * "Calabarzon"); then the last part, when it is a province and something comes before it, is the
 * province; the city is the last part left. An address that names only a province ("Rizal",
 * "Cebu"), only a region or only streets has no city that can be told.
 */
export function placeOf(address: string): Place | null {
  const parts = address
    .split(',')
    .map((part) => fold(part).replace(/\s*\b\d{4}$/, ''))
    .filter((part) => part.length > 1 && !/\d/.test(part) && !LOCAL_PART.test(part));
  while (parts.length > 0 && (COUNTRY.has(parts[parts.length - 1]!) || REGION.test(parts[parts.length - 1]!)))
    parts.pop();
  const province =
    parts.length > 1 && PROVINCES.has(expanded(parts[parts.length - 1]!)) ? expanded(parts.pop()!) : null;
  const last = parts[parts.length - 1];
  // A lone province ("Rizal", "Quezon") names no city; after a province ("Cebu, Cebu") the same name is the city's.
  if (last === undefined || (province === null && PROVINCES.has(expanded(last)))) return null;
  const city = placeName(last);
  if (!city) return null;
  return { city, province };
}

/**
 * Whether two addresses are in the same city or municipality: both cities can be told and are the
 * same ("Antipolo City, Rizal" and "City of Antipolo"), and they are not in two different
 * provinces when both name theirs ("San Jose, Batangas" and "San Jose, Nueva Ecija" are two
 * towns). Sharing only a province ("Angono, Rizal" and "Antipolo City, Rizal"), a region, a
 * barangay or a street name is not the same city.
 */
export function sameCity(a: string, b: string): boolean {
  const x = placeOf(a);
  const y = placeOf(b);
  if (!x || !y || x.city !== y.city) return false;
  return x.province === null || y.province === null || x.province === y.province;
}

/**
 * The person whose card shows the score and reasons: every reason is a fact about that person (or
 * about both sides). "verified" is the card's artist's own I.D. verification; a client's card has
 * no verification to state (the viewing artist's is not a reason to match that client).
 */
export type CardOf = { role: 'Artist'; verified: boolean } | { role: 'Client' };

/**
 * The score of a client and an artist, with its reasons, as shown on `card`'s person: the artist
 * a client found (with the artist's verification) or the client an artist found.
 */
export function score(client: Side<ClientPreferences>, artist: Side<ArtistPreferences>, card: CardOf): Scored {
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
  if (points > 0 && card.role === 'Artist' && card.verified) {
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
