import { describe, expect, it } from 'vitest';
import { artistPreferencesSchema, clientPreferencesSchema } from '@shared/schemas/profiles';
import { budgetsOverlap, listInWords, placeOf, sameCity, score, withRotation, type CardOf } from './score';

const client = (prefs: object, address = '') => ({
  userId: 'c',
  address,
  preferences: clientPreferencesSchema.parse(prefs),
});
const artist = (prefs: object, address = '') => ({
  userId: 'a',
  address,
  preferences: artistPreferencesSchema.parse(prefs),
});
/** The card of a found artist (with their own verification), or of a found client. */
const artistCard = (verified = false): CardOf => ({ role: 'Artist', verified });
const clientCard: CardOf = { role: 'Client' };

describe('explainable matching', () => {
  it('explains shared styles, budget, city, project type, timeline, communication and verification in words', () => {
    const result = score(
      client(
        {
          preferred_art_style: ['Realism', 'Abstract', 'Anime'],
          budget_range: '₱5,000 - ₱10,000',
          project_type: ['Commissioned Artworks'],
          timeline: 'Short-Term (Under 1 Month)',
          communication_preferences: ['In-app Messaging', 'Email'],
        },
        '12 Mabini St, Quezon City',
      ),
      artist(
        {
          art_style_specialization: ['Abstract', 'Realism'],
          budget_range: 'Flexible Budget / Open',
          project_type: 'Commissioned Artworks',
          preferred_project_duration: 'Short-Term (Under 1 Month)',
          preferred_communication: ['In-app Messaging'],
        },
        'Quezon City, Metro Manila',
      ),
      artistCard(true),
    );
    expect(result.reasons).toEqual([
      'both prefer Realism and Abstract',
      'budget range overlaps',
      'within your city',
      'both want Commissioned Artworks',
      'timeline fits (Short-Term (Under 1 Month))',
      'both use In-app Messaging',
      'verified',
    ]);
    expect(result.score).toBe(6 + 2 + 2 + 2 + 1 + 1 + 1);
  });

  it('gives nothing (not even for being verified) when nothing is shared', () => {
    expect(
      score(
        client({ preferred_art_style: ['Anime'] }, 'Cebu City'),
        artist({ art_style_specialization: ['Realism'] }, 'Davao City'),
        artistCard(true),
      ),
    ).toEqual({
      score: 0,
      reasons: [],
    });
    expect(
      score(
        { userId: 'c', address: '', preferences: null },
        { userId: 'a', address: '', preferences: null },
        artistCard(true),
      ).score,
    ).toBe(0);
  });

  it('caps shared styles at three', () => {
    const styles = ['Realism', 'Abstract', 'Anime', 'Manga'];
    const r = score(
      client({ preferred_art_style: styles }),
      artist({ art_style_specialization: styles }),
      artistCard(),
    );
    expect(r).toEqual({ score: 9, reasons: ['both prefer Realism, Abstract and Anime'] });
  });

  it('compares budget bands as intervals', () => {
    expect(budgetsOverlap('₱1,000 - ₱5,000', '₱1,000 - ₱5,000')).toBe(true);
    expect(budgetsOverlap('₱1,000 - ₱5,000', '₱5,000 - ₱10,000')).toBe(false);
    expect(budgetsOverlap('Under ₱1,000', 'Flexible Budget / Open')).toBe(true);
    expect(budgetsOverlap('', '₱1,000 - ₱5,000')).toBe(false);
  });

  it('lists in words', () => {
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('ranks by score then name and keeps one rotation slot for a newcomer, in turn', () => {
    const s = (id: string, points: number) => ({
      item: id,
      name: id,
      scored: { score: points, reasons: [`r${points}`] },
    });
    const scored = [s('b', 3), s('a', 3), s('c', 5), s('zero', 0)];
    const newcomers = [
      { item: 'n1', name: 'n1', id: 'n1' },
      { item: 'n2', name: 'n2', id: 'n2' },
    ];
    const id = (x: string) => x;
    expect(withRotation(scored, [], id, 10, 0).map((r) => r.item)).toEqual(['c', 'a', 'b']);
    expect(withRotation(scored, newcomers, id, 3, 0).map((r) => r.item)).toEqual(['c', 'a', 'n1']);
    const turned = withRotation(scored, newcomers, id, 3, 1);
    expect(turned.map((r) => r.item)).toEqual(['c', 'a', 'n2']);
    expect(turned[2]).toMatchObject({ rotation: true, reasons: ['new on Crafti'] });
    expect(withRotation([s('x', 0)], newcomers, id, 3, 0)).toEqual([]);
  });
});

/**
 * Each reason is shown exactly when its fact holds, on either side's card: a base pair sharing
 * nothing (a different city, other preferences) is given one fact at a time.
 */
describe('each reason is a fact about the person on the card', () => {
  const clientPrefs = {
    preferred_art_style: ['Anime'],
    budget_range: 'Under ₱1,000',
    project_type: ['Branding / Logo Design'],
    timeline: 'Long-Term (Over 3 Months)',
    communication_preferences: ['Email'],
  };
  const artistPrefs = {
    art_style_specialization: ['Realism'],
    budget_range: '₱20,000 and above',
    project_type: 'Commissioned Artworks',
    preferred_project_duration: 'Short-Term (Under 1 Month)',
    preferred_communication: ['In-app Messaging'],
  };
  /** The pair's reasons on both cards (an artist found by the client, the client found by the artist). */
  const reasonsOf = (
    c: object,
    a: object,
    clientAddress = 'Davao City',
    artistAddress = 'Iloilo City',
    verified = false,
  ) => {
    const found = score(
      client({ ...clientPrefs, ...c }, clientAddress),
      artist({ ...artistPrefs, ...a }, artistAddress),
      artistCard(verified),
    );
    const foundClient = score(
      client({ ...clientPrefs, ...c }, clientAddress),
      artist({ ...artistPrefs, ...a }, artistAddress),
      clientCard,
    );
    return { artistCard: found.reasons, clientCard: foundClient.reasons };
  };
  // Something shared, so that a match is listed at all (and verification can count).
  const style = { preferred_art_style: ['Realism'] };

  it('the base pair shares nothing', () => {
    expect(reasonsOf({}, {})).toEqual({ artistCard: [], clientCard: [] });
    expect(reasonsOf({}, {}, 'Davao City', 'Iloilo City', true)).toEqual({ artistCard: [], clientCard: [] });
  });

  it('"both prefer …" exactly when they share a style', () => {
    expect(reasonsOf(style, {})).toEqual({ artistCard: ['both prefer Realism'], clientCard: ['both prefer Realism'] });
    expect(reasonsOf({ preferred_art_style: ['Abstract'] }, {}).artistCard).toEqual([]);
  });

  it('"budget range overlaps" exactly when the budgets overlap', () => {
    expect(reasonsOf({ budget_range: '₱20,000 and above' }, {})).toEqual({
      artistCard: ['budget range overlaps'],
      clientCard: ['budget range overlaps'],
    });
    expect(reasonsOf({ budget_range: '₱10,000 - ₱20,000' }, {}).artistCard).toEqual([]);
  });

  it('"within your city" exactly when both are in the same city or municipality', () => {
    const city = (a: string, b: string) => reasonsOf({}, {}, a, b);
    expect(city('Antipolo City, Rizal', 'City of Antipolo')).toEqual({
      artistCard: ['within your city'],
      clientCard: ['within your city'],
    });
    // Same province, two municipalities.
    expect(city('12 Mabini St, Brgy. San Isidro, Angono, Rizal', 'Antipolo City, Rizal')).toEqual({
      artistCard: [],
      clientCard: [],
    });
  });

  it('"both want …" exactly when the artist does a project type the client wants', () => {
    expect(reasonsOf({ project_type: ['Commissioned Artworks', 'Gallery / Showcase Pieces'] }, {}).clientCard).toEqual([
      'both want Commissioned Artworks',
    ]);
    expect(reasonsOf({ project_type: ['Gallery / Showcase Pieces'] }, {}).clientCard).toEqual([]);
  });

  it('"timeline fits (…)" exactly when the timelines are the same', () => {
    expect(reasonsOf({ timeline: 'Short-Term (Under 1 Month)' }, {}).clientCard).toEqual([
      'timeline fits (Short-Term (Under 1 Month))',
    ]);
    expect(reasonsOf({ timeline: 'Medium-Term (1-3 Months)' }, {}).clientCard).toEqual([]);
  });

  it('"both use …" exactly when they share a way to communicate', () => {
    expect(reasonsOf({ communication_preferences: ['Email', 'In-app Messaging'] }, {}).clientCard).toEqual([
      'both use In-app Messaging',
    ]);
    expect(reasonsOf({}, { preferred_communication: ['Phone'] }).clientCard).toEqual([]);
  });

  it('"verified" only on a verified artist’s own card, never on a client’s (not the viewing artist’s status)', () => {
    expect(reasonsOf(style, {}, 'Davao City', 'Iloilo City', true).artistCard).toEqual([
      'both prefer Realism',
      'verified',
    ]);
    expect(reasonsOf(style, {}, 'Davao City', 'Iloilo City', false).artistCard).toEqual(['both prefer Realism']);
    // An artist (verified or not) looking at clients: the client's card never says "verified", nor scores it.
    const onClientCard = score(client({ ...clientPrefs, ...style }), artist(artistPrefs), clientCard);
    expect(onClientCard).toEqual({ score: 3, reasons: ['both prefer Realism'] });
  });
});

describe('the city or municipality of an address', () => {
  it('is the part before the province, not the province, barangay, street or region', () => {
    expect(placeOf('12 Mabini St, Brgy. San Isidro, Angono, Rizal')).toEqual({ city: 'angono', province: 'rizal' });
    expect(placeOf('Antipolo City, Rizal')).toEqual({ city: 'antipolo', province: 'rizal' });
    expect(placeOf('City of Antipolo')).toEqual({ city: 'antipolo', province: null });
    expect(placeOf('12 Mabini St, Quezon City, Metro Manila')).toEqual({ city: 'quezon', province: null });
    expect(placeOf('Unit 4B, Tower 2, Poblacion, Makati City 1210, Metro Manila, Philippines')).toEqual({
      city: 'makati',
      province: null,
    });
    expect(placeOf('San Isidro, Angono, Rizal, Calabarzon')).toEqual({ city: 'angono', province: 'rizal' });
    expect(placeOf('Sto. Tomas, Batangas')).toEqual({ city: 'santo tomas', province: 'batangas' });
    expect(placeOf('Las Piñas City')).toEqual({ city: 'las pinas', province: null });
    expect(placeOf('Iloilo City, Iloilo')).toEqual({ city: 'iloilo', province: 'iloilo' });
    expect(placeOf('Quezon, Bukidnon')).toEqual({ city: 'quezon', province: 'bukidnon' });
  });

  it('cannot be told from a province, a region or streets alone', () => {
    expect(placeOf('')).toBeNull();
    expect(placeOf('Rizal')).toBeNull();
    expect(placeOf('Quezon, Philippines')).toBeNull();
    expect(placeOf('Metro Manila')).toBeNull();
    expect(placeOf('12 Mabini St, Brgy. San Isidro')).toBeNull();
    expect(placeOf('1 Rizal Ave, Cebu')).toBeNull();
  });

  it('is the same for two addresses only when the city or municipality is', () => {
    // Two municipalities of one province.
    expect(sameCity('12 Mabini St, Brgy. San Isidro, Angono, Rizal', 'Antipolo City, Rizal')).toBe(false);
    expect(sameCity('Angono, Rizal', 'Antipolo, Rizal')).toBe(false);
    // One city, written three ways, case and accents folded.
    expect(sameCity('Antipolo City, Rizal', 'City of Antipolo')).toBe(true);
    expect(sameCity('ANTIPOLO, Rizal', 'Brgy. Dela Paz, Antipolo City')).toBe(true);
    expect(sameCity('Las Piñas', 'las pinas city, Metro Manila')).toBe(true);
    expect(sameCity('Makati City', 'Poblacion, makati city')).toBe(true);
    expect(sameCity('Lahug, Cebu City', 'Mabolo, Cebu City')).toBe(true);
    // One town name in two provinces.
    expect(sameCity('San Jose, Batangas', 'San Jose, Nueva Ecija')).toBe(false);
    // A shared province, region, barangay or street is not a shared city.
    expect(sameCity('Rizal', 'Rizal')).toBe(false);
    expect(sameCity('Quezon City, Metro Manila', 'Makati City, Metro Manila')).toBe(false);
    expect(sameCity('Brgy. San Isidro, Angono, Rizal', 'Brgy. San Isidro, Taytay, Rizal')).toBe(false);
    expect(sameCity('1 Rizal Ave, Manila', '1 Rizal Ave, Cebu')).toBe(false);
    expect(sameCity('', 'Makati City')).toBe(false);
  });
});
