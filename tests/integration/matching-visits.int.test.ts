import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as People from '@functions/core/people/people';
import * as Profiles from '@functions/core/profiles/profiles';
import { apiCaller } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);
const tag = randomUUID().slice(0, 6);
const DAY_MS = 86_400_000;

async function saveProfile(user: TestUser, role: 'Artist' | 'Client', firstname: string, preferences: object) {
  const saved = await call('PUT', role === 'Artist' ? '/artist-profile' : '/client-profile', {
    token: user.idToken,
    body: {
      userId: user.userId,
      profile: {
        firstname,
        lastname: `V${tag}`,
        bio: '',
        gender: '',
        date_of_birth: '',
        address: 'Iloilo City',
        phone: '+63 917 555 0199',
      },
      preferences,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('Find Match newcomers and the visit log', () => {
  let seeker: TestUser;
  let matched: TestUser;

  beforeAll(async () => {
    [seeker, matched] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'mv-seeker', firstname: 'Perla', lastname: `V${tag}` }),
      createPerson({ role: 'Artist', prefix: 'mv-matched', firstname: 'Amado', lastname: `V${tag}` }),
    ]);
    await saveProfile(seeker, 'Client', 'Perla', {
      preferred_art_style: ['Sculpture'],
      budget_range: 'Flexible Budget / Open',
    });
    await saveProfile(matched, 'Artist', 'Amado', {
      art_style_specialization: ['Sculpture'],
      budget_range: '₱10,000 - ₱20,000',
    });
  });

  it('gives every artist who joined today the newcomer slot in some searches, however many joined after them', async () => {
    // More newcomers than one search reads (10), none with preferences: only the slot can show them.
    const newcomers: TestUser[] = [];
    for (let i = 0; i < 14; i++)
      newcomers.push(
        await createPerson({ role: 'Artist', prefix: `mv-new-${i}`, firstname: `Bago${i}`, lastname: `V${tag}` }),
      );
    const now = Date.now();
    const joined = await Promise.all(newcomers.map(async (n) => Date.parse((await Profiles.get(n.userId))!.createdAt)));
    const shown = new Set<string>();
    // Searches drawing their starting point across the last few minutes, and each pick.
    const earliest = Math.min(...joined) - 1000;
    // A search reads the first newcomer to join after its drawn instant: instants a few times
    // closer together than the joins, so each newcomer is the first after one of them.
    const STEPS = 120;
    for (let step = 0; step <= STEPS; step++) {
      const at = earliest + ((now - earliest) * step) / STEPS;
      for (const pick of [0, 1 / 3]) {
        const matches = await People.findMatches(seeker.userId, 'Artist', { start: (now - at) / DAY_MS, pick }, now);
        expect(matches.some((m) => m.artist.id === matched.userId)).toBe(true);
        const slot = matches.find((m) => m.reasons.includes('new on Crafti'));
        if (slot) shown.add(slot.artist.id);
      }
    }
    const missing = newcomers.filter((n) => !shown.has(n.userId)).map((n) => n.userId);
    expect(missing).toEqual([]);
  });

  it('shows the owner who visited their profile, newest first, and only the owner', async () => {
    const [owner, first, second] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'mv-owner', firstname: 'Dalisay', lastname: `V${tag}` }),
      createPerson({ role: 'Client', prefix: 'mv-visitor-1', firstname: 'Isko', lastname: `V${tag}` }),
      createPerson({ role: 'Artist', prefix: 'mv-visitor-2', firstname: 'Luningning', lastname: `V${tag}` }),
    ]);
    const visit = (who: TestUser) =>
      call('POST', `/log-profile-visit/${owner.userId}`, { token: who.idToken, body: { visitorId: who.userId } });
    expect((await visit(first)).body).toEqual({ counted: true });
    expect((await visit(second)).body).toEqual({ counted: true });
    expect((await visit(first)).body).toEqual({ counted: false });
    const log = await call('GET', `/profile-visits/${owner.userId}`, { token: owner.idToken });
    expect(log.status).toBe(200);
    expect(log.body.count).toBe(2);
    expect(log.body.cursor).toBeNull();
    const visitors = log.body.visitors as { user_id: string; firstname: string; role: string; visited_at: string }[];
    expect(visitors.map((v) => v.user_id).sort()).toEqual([first.userId, second.userId].sort());
    expect(visitors.find((v) => v.user_id === first.userId)).toMatchObject({
      firstname: 'Isko',
      lastname: `V${tag}`,
      role: 'Client',
    });
    expect(visitors[0]).not.toHaveProperty('email');
    expect((await call('GET', `/profile-visits/${owner.userId}`, { token: first.idToken })).status).toBe(403);
  });
});
