import { describe, expect, it } from 'vitest';
import { artistPreferencesSchema, clientPreferencesSchema } from '@shared/schemas/profiles';
import { budgetsOverlap, listInWords, placesOf, sameCity, score, withRotation } from './score';

const client = (prefs: object, address = '') => ({ userId: 'c', address, preferences: clientPreferencesSchema.parse(prefs) });
const artist = (prefs: object, address = '', verified = false) => ({ userId: 'a', address, verified, preferences: artistPreferencesSchema.parse(prefs) });

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
        true,
      ),
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
    expect(score(client({ preferred_art_style: ['Anime'] }, 'Cebu City'), artist({ art_style_specialization: ['Realism'] }, 'Davao City', true))).toEqual({
      score: 0,
      reasons: [],
    });
    expect(score({ userId: 'c', address: '', preferences: null }, { userId: 'a', address: '', preferences: null, verified: true }).score).toBe(0);
  });

  it('caps shared styles at three', () => {
    const styles = ['Realism', 'Abstract', 'Anime', 'Manga'];
    const r = score(client({ preferred_art_style: styles }), artist({ art_style_specialization: styles }));
    expect(r).toEqual({ score: 9, reasons: ['both prefer Realism, Abstract and Anime'] });
  });

  it('compares budget bands as intervals', () => {
    expect(budgetsOverlap('₱1,000 - ₱5,000', '₱1,000 - ₱5,000')).toBe(true);
    expect(budgetsOverlap('₱1,000 - ₱5,000', '₱5,000 - ₱10,000')).toBe(false);
    expect(budgetsOverlap('Under ₱1,000', 'Flexible Budget / Open')).toBe(true);
    expect(budgetsOverlap('', '₱1,000 - ₱5,000')).toBe(false);
  });

  it('finds the city among the address parts, ignoring streets and numbers', () => {
    expect(placesOf('12 Mabini St, Quezon City, Metro Manila')).toEqual(['quezon city', 'metro manila']);
    expect(sameCity('Makati City', 'Poblacion, makati city')).toBe(true);
    expect(sameCity('', 'Makati City')).toBe(false);
    expect(sameCity('1 Rizal Ave, Manila', '1 Rizal Ave, Cebu')).toBe(false);
  });

  it('lists in words', () => {
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('ranks by score then name and keeps one rotation slot for a newcomer, in turn', () => {
    const s = (id: string, points: number) => ({ item: id, name: id, scored: { score: points, reasons: [`r${points}`] } });
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
