import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { artistPreferencesSchema, clientPreferencesSchema } from '@shared/schemas/profiles';
import { apiClient, expectOk } from '../support/api';
import { PDF, PNG, uploadAs } from '../support/uploads';
import { createPerson, createUser, type TestUser } from '../support/users';
import { meterThisWorker } from '../support/worker-meter';

/**
 * Find Match reads a fixed number of items per result, however many people the table holds: the
 * match's reads are counted by the benchmarks' read meter (infra/local/services/read-meter.ts),
 * put in front of DynamoDB for this worker's data layer, and must not grow when many people are
 * added. And since each match entry carries what a result shows, a result still shows the
 * candidate as they are now: their name, address, photo and verification.
 */

const { endpoints } = inject('stack');
const { call, callRoute } = apiClient(endpoints.api);
const tag = randomUUID().slice(0, 6);
// Before this worker's data layer makes its DynamoDB client: every read of it goes through the meter.
const meter = meterThisWorker();

/** People written as registration and saving a profile write them (profile, search entries, preferences and match entries). */
async function seed(count: number, role: 'Artist' | 'Client', preferencesOf: (i: number) => object | null) {
  const { commit } = await import('@functions/core/db/transactions');
  const Profiles = await import('@functions/core/profiles/profiles');
  const Preferences = await import('@functions/core/profiles/preferences');
  const ids: string[] = [];
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, k) => {
        const i = start + k;
        const userId = randomUUID();
        const person = { firstname: `Tala${i}`, lastname: `M${tag}`, address: 'Tacloban City' };
        const raw = preferencesOf(i);
        const values =
          raw && (role === 'Artist' ? artistPreferencesSchema.parse(raw) : clientPreferencesSchema.parse(raw));
        await commit((tx) => [
          ...Profiles.create(tx, {
            userId,
            role,
            email: `m${i}-${userId.slice(0, 8)}@example.test`,
            username: `m_${userId.slice(0, 8)}`,
            ...person,
            accountStatus: 'active',
          }),
          ...(values ? Preferences.save(tx, userId, role, values, null, Preferences.cardOf(person)) : []),
        ]);
        ids.push(userId);
      }),
    );
  }
  return ids;
}

/** Find Match for `seekerId`, an artist looking for clients, with what it read. */
async function measuredMatch(seekerId: string, turn = 0) {
  const People = await import('@functions/core/people/people');
  const { value: matches, reads } = await meter().measure(() =>
    People.findMatches(seekerId, 'Client', { start: 0.5, pick: 0, turn }),
  );
  return { matches, reads: reads.items, perResult: reads.items / matches.length };
}

describe('Find Match reads', () => {
  const STYLES = ['Fantasy', 'Sci-Fi'] as const;
  let seekerId: string;

  // An artist looking for clients, among clients of styles no other test file uses: the stack is
  // shared, and a crowd in another test's partitions would change what that test's matches read.
  beforeAll(async () => {
    // Clients who joined before everyone else here, without preferences: the newcomers the slot draws from (start 0.5: the last 12 hours).
    await seed(3, 'Client', () => null);
    [seekerId = ''] = await seed(1, 'Artist', () => ({
      art_style_specialization: [...STYLES],
      budget_range: '₱5,000 - ₱10,000',
    }));
    // A dozen clients who share one of the seeker's styles: more than a page of candidates.
    await seed(12, 'Client', (i) => ({ preferred_art_style: [STYLES[i % 2]], budget_range: '₱5,000 - ₱10,000' }));
  });

  it('reads at most 1.25 items per result shown, and no more when many people are added', async () => {
    const before = await measuredMatch(seekerId);
    expect(before.matches).toHaveLength(10);
    // Nine scored candidates and the newcomers' slot.
    expect(before.matches.filter((m) => m.reasons.includes('new on Crafti'))).toHaveLength(1);
    expect(before.matches.filter((m) => m.reasons.some((r) => r.startsWith('both prefer')))).toHaveLength(9);
    expect(before.perResult).toBeLessThanOrEqual(1.25);

    // Many more people: clients of other styles, clients without preferences, and more clients of the seeker's styles.
    await seed(60, 'Client', (i) => ({
      preferred_art_style: [['Manga', 'Cartoon', 'Botanical Illustration'][i % 3]],
      budget_range: '₱5,000 - ₱10,000',
    }));
    await seed(40, 'Client', () => null);
    await seed(30, 'Client', (i) => ({ preferred_art_style: [STYLES[i % 2]], budget_range: 'Under ₱1,000' }));

    const after = await measuredMatch(seekerId);
    expect(after.matches).toHaveLength(10);
    expect(after.reads).toBe(before.reads);
    expect(after.perResult).toBeLessThanOrEqual(1.25);
    // Still ranked by score: whoever shares the budget too comes before those who share only a style.
    const scores = after.matches.filter((m) => !m.reasons.includes('new on Crafti')).map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('Find Match reads for the people who used to pay most (issue 51 §2)', () => {
  // Styles no other test file uses: this describe's people are alone in their partitions.
  const STYLES = ['Pattern-Based Art', 'Furniture Making', 'DIY Projects'] as const;

  it('a seeker who blocked 1,000 people, and one whose candidates share two of their three styles, read ≤ 1.25 per result', async () => {
    const Blocks = await import('@functions/core/blocks/blocks');
    const [seeker = ''] = await seed(1, 'Artist', () => ({
      art_style_specialization: [...STYLES],
      budget_range: '₱5,000 - ₱10,000',
    }));
    const [oneStyle = ''] = await seed(1, 'Artist', () => ({
      art_style_specialization: [STYLES[0]],
      budget_range: '₱5,000 - ₱10,000',
    }));
    // Each candidate is under two of the seeker's three styles: read side by side, each is met twice.
    await seed(30, 'Client', (i) => ({
      preferred_art_style: [STYLES[(i + 1) % 3], STYLES[(i + 2) % 3]],
      budget_range: '₱5,000 - ₱10,000',
    }));
    for (let i = 0; i < Blocks.MAX_BLOCKS; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => Blocks.seed(oneStyle, `match-blocked-${tag}-${i + j}`)));

    const measured = async (who: string, turn = 0) => {
      const { matches, perResult } = await measuredMatch(who, turn);
      expect(matches).toHaveLength(10);
      expect(new Set(matches.map((m) => m.client.id)).size).toBe(10);
      return perResult;
    };
    // The blocks are one item (the block set): no entry is read for them. 12 for 10: the seeker's
    // own entry, the block set, one newcomer's profile for the newcomers' slot and 9 entries (it
    // read 23 when it read as many more entries as the seeker had blocks, up to 10; 13 with two newcomers).
    expect(await measured(oneStyle)).toBeLessThanOrEqual(1.2);
    // Each style reads its own range of userIds, so nobody is met twice: 11 for 10, whatever the
    // search's turn (it read 2.3 per result when it read the partition of everyone on top, then
    // 1.8 when the styles were read side by side from the same start).
    for (const turn of [0, 0.3, 0.61, 0.9]) expect(await measured(seeker, turn)).toBeLessThanOrEqual(1.1);
  }, 120_000);
});

describe('a match shows the candidate as they are now', () => {
  let artist: TestUser;
  let client: TestUser;
  let admin: TestUser;

  const save = (user: TestUser, role: 'Artist' | 'Client', firstname: string, address: string, preferences: object) =>
    call('PUT', role === 'Artist' ? '/artist-profile' : '/client-profile', {
      token: user.idToken,
      body: {
        userId: user.userId,
        profile: {
          firstname,
          lastname: `N${tag}`,
          bio: '',
          gender: '',
          date_of_birth: '',
          address,
          phone: '+63 917 555 0142',
        },
        preferences,
      },
    });

  async function theArtist() {
    const res = await call('GET', `/match-artists/${client.userId}`, { token: client.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (
      res.body.matches as {
        artist: { id: string; name: string; profile_image: string | null; address: string };
        score: number;
        reasons: string[];
        verified: boolean;
      }[]
    ).find((m) => m.artist.id === artist.userId);
  }

  beforeAll(async () => {
    [artist, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'mr-artist', firstname: 'Crisanto', lastname: `N${tag}` }),
      createPerson({ role: 'Client', prefix: 'mr-client', firstname: 'Marites', lastname: `N${tag}` }),
      createUser({ role: 'Admin', prefix: 'mr-admin' }),
    ]);
    expect(
      (
        await save(artist, 'Artist', 'Crisanto', 'Vigan City', {
          art_style_specialization: ['Comic Art'],
          budget_range: 'Flexible Budget / Open',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await save(client, 'Client', 'Marites', 'Poblacion, Vigan City', {
          preferred_art_style: ['Comic Art'],
          budget_range: '₱1,000 - ₱5,000',
        })
      ).status,
    ).toBe(200);
  });

  it('with their new photo, their verification and their edited name and address', async () => {
    expect(await theArtist()).toMatchObject({
      artist: { name: `Crisanto N${tag}`, profile_image: null, address: 'Vigan City' },
      score: 3 + 2 + 2,
      reasons: ['both prefer Comic Art', 'budget range overlaps', 'within your city'],
      verified: false,
    });

    const photo = (await uploadAs(endpoints.api, artist, 'profile-image', 'image/png', PNG, 'me.png')).key;
    const set = await callRoute('POST /upload-profile-image/{userId}', {
      params: { userId: artist.userId },
      token: artist.idToken,
      body: { key: photo },
    });
    expectOk(set);
    const document = (
      await uploadAs(endpoints.api, artist, 'verification-document', 'application/pdf', PDF, 'portfolio.pdf')
    ).key;
    const validId = (await uploadAs(endpoints.api, artist, 'verification-id', 'image/png', PNG, 'id.png')).key;
    const filed = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: { document, valid_id: validId },
    });
    expectOk(filed);
    const approved = await callRoute('POST /api/artist-verification/{id}/approved', {
      params: { id: filed.body.verification_id },
      token: admin.idToken,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const now = await theArtist();
    expect(now).toMatchObject({
      score: 3 + 2 + 2 + 1,
      reasons: ['both prefer Comic Art', 'budget range overlaps', 'within your city', 'verified'],
      verified: true,
    });
    expect(now!.artist.profile_image).toBe(set.body.fileName);

    const rejected = await callRoute('POST /api/artist-verification/{id}/rejected', {
      params: { id: filed.body.verification_id },
      token: admin.idToken,
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await theArtist()).toMatchObject({ score: 3 + 2 + 2, verified: false });

    expect(
      (
        await save(artist, 'Artist', 'Santo', 'Laoag City', {
          art_style_specialization: ['Comic Art'],
          budget_range: 'Flexible Budget / Open',
        })
      ).status,
    ).toBe(200);
    expect(await theArtist()).toMatchObject({
      artist: { name: `Santo N${tag}`, profile_image: set.body.fileName, address: 'Laoag City' },
      score: 3 + 2,
      reasons: ['both prefer Comic Art', 'budget range overlaps'],
    });
  });
});

/**
 * Issue 46 #17: each reason is a fact about the person on the card. A verified artist in Antipolo
 * looking for clients: a client in Angono (the same province, Rizal, another municipality) is not
 * "within your city"; one in the "City of Antipolo" is; and neither client's card says "verified"
 * (the artist's own status), which only the artist's card does, seen by a client.
 */
describe('a match gives only reasons true of the person on the card', () => {
  // A style no other test file uses, so these people are among the entries read.
  const STYLE = 'Expressionism';
  let artist: TestUser;
  let angono: TestUser;
  let antipolo: TestUser;
  let admin: TestUser;

  const save = (user: TestUser, role: 'Artist' | 'Client', firstname: string, address: string, preferences: object) =>
    call('PUT', role === 'Artist' ? '/artist-profile' : '/client-profile', {
      token: user.idToken,
      body: {
        userId: user.userId,
        profile: {
          firstname,
          lastname: `R${tag}`,
          bio: '',
          gender: '',
          date_of_birth: '',
          address,
          phone: '+63 917 555 0143',
        },
        preferences,
      },
    });
  type Found = { client: { id: string }; artist: { id: string }; score: number; reasons: string[]; verified: boolean };

  beforeAll(async () => {
    [artist, angono, antipolo, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'mt-artist', firstname: 'Amado', lastname: `R${tag}` }),
      createPerson({ role: 'Client', prefix: 'mt-angono', firstname: 'Bituin', lastname: `R${tag}` }),
      createPerson({ role: 'Client', prefix: 'mt-antipolo', firstname: 'Dalisay', lastname: `R${tag}` }),
      createUser({ role: 'Admin', prefix: 'mt-admin' }),
    ]);
    expect(
      (
        await save(artist, 'Artist', 'Amado', 'Antipolo City, Rizal', {
          art_style_specialization: [STYLE],
          budget_range: '₱20,000 and above',
        })
      ).status,
    ).toBe(200);
    const client = { preferred_art_style: [STYLE], budget_range: 'Under ₱1,000' };
    expect(
      (await save(angono, 'Client', 'Bituin', '12 Mabini St, Brgy. San Isidro, Angono, Rizal', client)).status,
    ).toBe(200);
    expect((await save(antipolo, 'Client', 'Dalisay', 'City of Antipolo', client)).status).toBe(200);

    const document = (
      await uploadAs(endpoints.api, artist, 'verification-document', 'application/pdf', PDF, 'portfolio.pdf')
    ).key;
    const validId = (await uploadAs(endpoints.api, artist, 'verification-id', 'image/png', PNG, 'id.png')).key;
    const filed = await callRoute('POST /api/artist-verification/{id}', {
      params: { id: artist.userId },
      token: artist.idToken,
      body: { document, valid_id: validId },
    });
    expectOk(filed);
    const approved = await callRoute('POST /api/artist-verification/{id}/approved', {
      params: { id: filed.body.verification_id },
      token: admin.idToken,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it('an artist’s clients: no "verified" (the artist’s own status), and the city only when it is the same municipality', async () => {
    const res = await call('GET', `/match-clients/${artist.userId}`, { token: artist.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = res.body.matches1 as Found[];
    const inAngono = found.find((m) => m.client.id === angono.userId);
    const inAntipolo = found.find((m) => m.client.id === antipolo.userId);
    // Angono and Antipolo are both in Rizal: two municipalities, so not "within your city".
    expect(inAngono).toMatchObject({ score: 3, reasons: [`both prefer ${STYLE}`], verified: false });
    expect(inAntipolo).toMatchObject({
      score: 3 + 2,
      reasons: [`both prefer ${STYLE}`, 'within your city'],
      verified: false,
    });
    for (const m of found) expect(m.reasons).not.toContain('verified');
  });

  it('a client’s artists: "verified" is the artist’s own verification', async () => {
    const res = await call('GET', `/match-artists/${angono.userId}`, { token: angono.idToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.matches as Found[]).find((m) => m.artist.id === artist.userId)).toMatchObject({
      score: 3 + 1,
      reasons: [`both prefer ${STYLE}`, 'verified'],
      verified: true,
    });
  });
});
