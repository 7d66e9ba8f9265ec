import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@functions/core/db/service';
import { apiCaller } from '../support/api';
import { createPerson, createUser, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

/** A profile item like registration writes, for a user made directly in Cognito. */
async function withProfile(user: TestUser, role: 'Artist' | 'Client' | 'Admin', username: string) {
  await db()
    .entities.profile.create({
      userId: user.userId,
      role,
      email: user.email,
      username,
      firstname: 'Test',
      lastname: role,
      accountStatus: 'active',
    })
    .go();
  return user;
}

const artistPrefs = {
  crafting: 'Traditional / Physical Art',
  art_style_specialization: ['Realism', 'Portraiture'],
  collaboration_type: 'Hybrid',
  preferred_medium: ['Oil Painting'],
  location_preference: 'Local Only',
  crafting_techniques: ['Painting (Acrylic, Oil, Watercolor)'],
  budget_range: '₱5,000 - ₱10,000',
  project_type: 'Commissioned Artworks',
  project_type_experience: 'Client Work / Commissions',
  preferred_project_duration: 'Medium-Term (1-3 Months)',
  availability: 'Part-Time',
  client_type_preference: 'Open to All Types',
  project_scale: 'Medium-scale',
  portfolio_link: 'https://example.ph/maria',
  preferred_communication: ['Email', 'In-app Messaging'],
};

const profileFields = {
  firstname: 'Maria',
  lastname: 'Santos',
  bio: 'Oil painter from Angono.',
  gender: 'Female',
  date_of_birth: '1994-06-12',
  address: 'Angono, Rizal',
  phone: '+63 917 123 4567',
};

describe('profiles and preferences', () => {
  let artist: TestUser;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    const [a, c, ad] = await Promise.all([
      createUser({ role: 'Artist', prefix: 'prof-artist' }),
      createUser({ role: 'Client', prefix: 'prof-client' }),
      createUser({ role: 'Admin', prefix: 'prof-admin' }),
    ]);
    artist = await withProfile(a, 'Artist', `artist_${a.userId.slice(0, 8)}`);
    client = await withProfile(c, 'Client', `client_${c.userId.slice(0, 8)}`);
    admin = await withProfile(ad, 'Admin', `admin_${ad.userId.slice(0, 8)}`);
  });

  it('has no preferences until set up, then saves profile and preferences together', async () => {
    expect(await call('GET', `/artist-preferences/${artist.userId}`, { token: artist.idToken })).toMatchObject({
      status: 200,
      body: null,
    });
    const saved = await call('PUT', '/artist-profile', {
      token: artist.idToken,
      body: { userId: artist.userId, profile: profileFields, preferences: artistPrefs },
    });
    expect(saved.status).toBe(200);
    const view = await call('GET', `/artist-profile/${artist.userId}`, { token: artist.idToken });
    expect(view.body).toMatchObject({
      ...profileFields,
      email: artist.email,
      role: 'Artist',
      profile_image: null,
      status: null,
    });
    expect((await call('GET', `/artist-preferences/${artist.userId}`, { token: artist.idToken })).body).toEqual(
      artistPrefs,
    );
  });

  it('ignores fields a user may not set (role, e-mail, verification status)', async () => {
    const res = await call('PUT', '/artist-profile', {
      token: artist.idToken,
      body: {
        userId: artist.userId,
        profile: {
          ...profileFields,
          role: 'Admin',
          email: 'hijack@example.test',
          status: 'approved',
          verification_id: 'x',
        },
        preferences: artistPrefs,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      role: 'Artist',
      email: artist.email,
      status: null,
      verification_id: null,
    });
  });

  it('refuses values outside the option lists with a 400 naming the field, and saves nothing', async () => {
    const before = await call('GET', `/artist-preferences/${artist.userId}`, { token: artist.idToken });
    const res = await call('PUT', '/artist-profile', {
      token: artist.idToken,
      body: {
        userId: artist.userId,
        profile: profileFields,
        preferences: { ...artistPrefs, art_style_specialization: ['Realism', 'Vaporwave'] },
      },
    });
    expect(res).toMatchObject({ status: 400, body: { field: 'preferences.art_style_specialization.1' } });
    const badDate = await call('PUT', '/artist-profile', {
      token: artist.idToken,
      body: {
        userId: artist.userId,
        profile: { ...profileFields, date_of_birth: '2999-01-01', firstname: 'Changed' },
        preferences: artistPrefs,
      },
    });
    expect(badDate).toMatchObject({ status: 400, body: { field: 'profile.date_of_birth' } });
    expect((await call('GET', `/artist-preferences/${artist.userId}`, { token: artist.idToken })).body).toEqual(
      before.body,
    );
    expect((await call('GET', `/artist-profile/${artist.userId}`, { token: artist.idToken })).body.firstname).toBe(
      'Maria',
    );
  });

  it('saves client preferences, offering clients only the first eight project types', async () => {
    const prefs = {
      preferred_art_style: ['Abstract'],
      budget_range: 'Flexible Budget / Open',
      location_requirement: 'Nationwide / Regional',
      timeline: 'Short-Term (Under 1 Month)',
      artist_experience_level: 'Open to All Levels',
      communication_preferences: ['Video Calls'],
      project_type: ['Branding / Logo Design', 'Gallery / Showcase Pieces'],
    };
    const ok = await call('PUT', '/client-profile', {
      token: client.idToken,
      body: { userId: client.userId, profile: profileFields, preferences: prefs },
    });
    expect(ok.status).toBe(200);
    expect((await call('GET', `/client-preferences/${client.userId}`, { token: client.idToken })).body).toEqual(prefs);
    const commercial = await call('PUT', '/client-profile', {
      token: client.idToken,
      body: {
        userId: client.userId,
        profile: profileFields,
        preferences: { ...prefs, project_type: ['Commercial Projects'] },
      },
    });
    expect(commercial.status).toBe(400);
  });

  it("lets anyone signed in read a public profile, and keeps writes to one's own: another user's id or the other role's route is 403", async () => {
    // Anyone signed in sees the public profile, without the private fields.
    const seen = await call('GET', `/artist-profile/${artist.userId}`, { token: client.idToken });
    expect(seen.body).toMatchObject({
      user_id: artist.userId,
      email: '',
      phone: '',
      date_of_birth: '',
      verification_id: null,
    });
    expect((await call('GET', `/client-preferences/${client.userId}`, { token: artist.idToken })).status).toBe(200);
    expect(
      (
        await call('PUT', '/artist-profile', {
          token: client.idToken,
          body: { userId: artist.userId, profile: profileFields, preferences: artistPrefs },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/client-profile', {
          token: artist.idToken,
          body: { userId: artist.userId, profile: profileFields, preferences: {} },
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/client-profile/${artist.userId}`, { token: artist.idToken })).status).toBe(404);
    expect((await call('GET', `/artist-profile/${artist.userId}`)).status).toBe(401);
    // Admins may read.
    expect((await call('GET', `/artist-profile/${artist.userId}`, { token: admin.idToken })).status).toBe(200);
  });

  it('lets an admin read and edit their own admin profile; a taken username is refused', async () => {
    const view = await call('GET', `/admin-profile/${admin.userId}`, { token: admin.idToken });
    expect(view.body).toMatchObject({ role: 'Admin', email: admin.email, firstname: 'Test' });
    const saved = await call('PUT', '/admin-profile', {
      token: admin.idToken,
      body: {
        userId: admin.userId,
        profile: {
          firstname: 'Ana',
          lastname: 'Reyes',
          username: `ana_${admin.userId.slice(0, 6)}`,
          email: 'ignored@example.test',
          role: 'Client',
        },
      },
    });
    expect(saved.body).toMatchObject({ firstname: 'Ana', lastname: 'Reyes', email: admin.email, role: 'Admin' });
    await db()
      .entities.unique.create({ kind: 'username', value: 'taken_name', ownerId: 'someone' })
      .go()
      .catch(() => undefined);
    const taken = await call('PUT', '/admin-profile', {
      token: admin.idToken,
      body: { userId: admin.userId, profile: { firstname: 'Ana', lastname: 'Reyes', username: 'Taken_Name' } },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'accounts.username_in_use' } });
    expect((await call('GET', `/admin-profile/${admin.userId}`, { token: artist.idToken })).status).toBe(403);
  });

  it('lists artists and clients for admins only', async () => {
    const artists = await call('GET', `/admin/artists?search=${encodeURIComponent(artist.email)}`, {
      token: admin.idToken,
    });
    expect(artists.status).toBe(200);
    expect(artists.body.items.find((r: { id: string }) => r.id === artist.userId)).toMatchObject({
      role: 'Artist',
      email: artist.email,
      isVerified: false,
    });
    const clients = await call('GET', '/admin/clients', { token: admin.idToken });
    expect(clients.body.items.length).toBeGreaterThan(0);
    expect(
      clients.body.items.every(
        (r: { role: string; isVerified?: boolean }) => r.role === 'Client' && r.isVerified === undefined,
      ),
    ).toBe(true);
    expect(
      (await call('GET', `/admin/users?search=${encodeURIComponent(client.email)}`, { token: admin.idToken })).body
        .items,
    ).toEqual([expect.objectContaining({ id: client.userId, role: 'Client' })]);
    expect((await call('GET', '/admin/artists', { token: artist.idToken })).status).toBe(403);
    expect((await call('GET', '/admin/clients')).status).toBe(401);
  });
});

describe('searching people by words several of theirs start with', () => {
  // Each person's full name, e-mail and username all start with the tag: three search entries
  // each that one search matches.
  const tag = `zq${randomUUID().replaceAll('-', '').slice(0, 6)}`;
  let people: TestUser[];
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    [admin, client] = await Promise.all([
      createUser({ role: 'Admin', prefix: 'search-admin' }),
      createPerson({ role: 'Client', prefix: 'search-client' }),
    ]);
    people = [];
    for (let i = 0; i < 12; i += 4) {
      people.push(
        ...(await Promise.all(
          [0, 1, 2, 3].map((j) =>
            createPerson({ role: 'Artist', prefix: tag, firstname: tag, lastname: `Lastname${i + j}` }),
          ),
        )),
      );
    }
  });

  /** Every page of a list, following its cursor. */
  async function walk(
    path: string,
    token: string,
    rows: (body: Record<string, unknown>) => { id?: string; user_id?: string }[],
  ) {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await call('GET', `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
      expect(page.status).toBe(200);
      pages.push(rows(page.body).map((r) => (r.id ?? r.user_id)!));
      cursor = page.body.cursor as string | null;
    } while (cursor && pages.length < 20);
    return pages;
  }

  it('shows each person once, on full pages, in the admin table and the artists directory', async () => {
    const ids = people.map((p) => p.userId).sort();
    const adminPages = await walk(`/admin/artists?search=${tag}`, admin.idToken, (b) => b.items as { id: string }[]);
    expect(adminPages.flat().sort()).toEqual(ids);
    expect(adminPages[0]).toHaveLength(10);

    const directoryPages = await walk(
      `/artists?search=${tag}&limit=10`,
      client.idToken,
      (b) => b.items as { user_id: string }[],
    );
    expect(directoryPages.flat().sort()).toEqual(ids);
    expect(directoryPages[0]).toHaveLength(10);
  });
});
