import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_MESSAGES } from '@shared/schemas/projects';
import { apiCaller } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

const tag = randomUUID().slice(0, 6);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function saveProfile(
  user: TestUser,
  role: 'Artist' | 'Client',
  address: string,
  preferences: object,
  firstname = role === 'Artist' ? 'Mateo' : 'Ligaya',
) {
  const path = role === 'Artist' ? '/artist-profile' : '/client-profile';
  const saved = await call('PUT', path, {
    token: user.idToken,
    body: {
      userId: user.userId,
      profile: {
        firstname,
        lastname: `Z${tag}`,
        bio: '',
        gender: '',
        date_of_birth: '',
        address,
        phone: '+63 917 555 0101',
      },
      preferences,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const proposalBody = (from: TestUser, to: TestUser, over: object = {}) => ({
  sender_id: from.userId,
  recipient_id: to.userId,
  project_name: 'Sari-sari store mural',
  project_description: 'A bright mural for the store front.',
  budget: '15000.50',
  due_date: inDays(40),
  ...over,
});

async function propose(from: TestUser, to: TestUser): Promise<string> {
  const sent = await call('POST', '/send-proposal', { token: from.idToken, body: proposalBody(from, to) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.proposal_id;
}

const accept = (who: TestUser, role: 'Artist' | 'Client', proposalId: string) =>
  call('POST', role === 'Artist' ? '/artist/proposals/accept' : '/client/proposals/accept', {
    token: who.idToken,
    body: { proposal: { proposal_id: proposalId } },
  });
const reject = (who: TestUser, proposalId: string) =>
  call('POST', '/api/proposals/reject', { token: who.idToken, body: { proposalId } });
const setStatus = (who: TestUser, project_id: string, status: string) =>
  call('POST', '/api/projects/update-status', { token: who.idToken, body: { project_id, status } });
const summary = async (who: TestUser) =>
  (await call('GET', `/api/project-summary/${who.userId}`, { token: who.idToken })).body;

describe('directories, matching, public reads and visits', () => {
  let artist: TestUser;
  let artist2: TestUser;
  let client: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [artist, artist2, client, other] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'dir-artist', firstname: 'Mateo', lastname: `Z${tag}` }),
      createPerson({ role: 'Artist', prefix: 'dir-artist2', firstname: 'Solana', lastname: `Q${tag}` }),
      createPerson({ role: 'Client', prefix: 'dir-client', firstname: 'Ligaya', lastname: `Z${tag}` }),
      createPerson({ role: 'Client', prefix: 'dir-other' }),
    ]);
    await saveProfile(artist, 'Artist', 'Poblacion, Makati City', {
      art_style_specialization: ['Realism', 'Abstract'],
      budget_range: '₱10,000 - ₱20,000',
      preferred_communication: ['In-app Messaging'],
    });
    await saveProfile(
      artist2,
      'Artist',
      'Davao City',
      { art_style_specialization: ['Anime'], budget_range: 'Under ₱1,000' },
      'Solana',
    );
    await saveProfile(client, 'Client', '12 Mabini St, Makati City', {
      preferred_art_style: ['Realism', 'Abstract', 'Pop Art'],
      budget_range: 'Flexible Budget / Open',
      communication_preferences: ['In-app Messaging', 'Email'],
    });
  });

  it('lists artists newest first and by name, without the viewer, public fields only', async () => {
    const page = await call('GET', '/artists?limit=10', { token: artist.idToken });
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(10);
    expect(page.body.items.map((i: { user_id: string }) => i.user_id)).not.toContain(artist.userId);
    expect(page.body.items[0]).not.toHaveProperty('email');
    expect(page.body.items[0]).not.toHaveProperty('phone');

    const found = await call('GET', `/artists?search=${encodeURIComponent(`mateo z${tag}`)}`, {
      token: client.idToken,
    });
    expect(found.body.items.map((i: { user_id: string }) => i.user_id)).toEqual([artist.userId]);
    const own = await call('GET', `/artists?search=${encodeURIComponent(`mateo z${tag}`)}`, { token: artist.idToken });
    expect(own.body.items).toEqual([]);
    const clients = await call('GET', `/clients?search=ligaya`, { token: artist.idToken });
    expect(clients.body.items.map((i: { user_id: string }) => i.user_id)).toContain(client.userId);
    expect((await call('GET', '/artists?limit=7', { token: client.idToken })).status).toBe(400);
  });

  it('explains a match in words, from both sides', async () => {
    const forClient = await call('GET', `/match-artists/${client.userId}`, { token: client.idToken });
    expect(forClient.status).toBe(200);
    const mine = forClient.body.matches.find((m: { artist: { id: string } }) => m.artist.id === artist.userId);
    expect(mine.reasons).toEqual([
      'both prefer Realism and Abstract',
      'budget range overlaps',
      'within your city',
      'both use In-app Messaging',
    ]);
    expect(mine.score).toBe(6 + 2 + 2 + 1);
    expect(mine.client).toMatchObject({ id: client.userId, role: 'Client', name: `Ligaya Z${tag}` });
    // Nothing in common but the (flexible) budget: listed lower, for that reason only.
    const weaker = forClient.body.matches.find((m: { artist: { id: string } }) => m.artist.id === artist2.userId);
    expect(weaker.reasons).toEqual(['budget range overlaps']);
    expect(forClient.body.matches.indexOf(weaker)).toBeGreaterThan(forClient.body.matches.indexOf(mine));

    const forArtist = await call('GET', `/match-clients/${artist.userId}`, { token: artist.idToken });
    const theirs = forArtist.body.matches1.find((m: { client: { id: string } }) => m.client.id === client.userId);
    expect(theirs.reasons).toEqual(mine.reasons);

    expect((await call('GET', `/match-artists/${other.userId}`, { token: client.idToken })).status).toBe(403);
    expect((await call('GET', `/match-artists/${client.userId}`, { token: artist.idToken })).status).toBe(403);
  });

  it('a changed preference moves the person out of the old style', async () => {
    await saveProfile(
      artist2,
      'Artist',
      'Davao City',
      { art_style_specialization: ['Pop Art'], budget_range: 'Under ₱1,000' },
      'Solana',
    );
    const matches = (await call('GET', `/match-artists/${client.userId}`, { token: client.idToken })).body.matches as {
      artist: { id: string };
      reasons: string[];
    }[];
    expect(matches.find((m) => m.artist.id === artist2.userId)?.reasons).toEqual([
      'both prefer Pop Art',
      'budget range overlaps',
    ]);
  });

  it('logs a visit once per visitor and day, never one’s own, and only the owner reads the count', async () => {
    const visit = (who: TestUser) =>
      call('POST', `/log-profile-visit/${artist.userId}`, { token: who.idToken, body: { visitorId: who.userId } });
    expect((await visit(client)).body).toEqual({ counted: true });
    expect((await visit(client)).body).toEqual({ counted: false });
    expect((await visit(other)).body).toEqual({ counted: true });
    expect((await visit(artist)).body).toEqual({ counted: false });
    expect(
      (
        await call('POST', `/log-profile-visit/${artist.userId}`, {
          token: client.idToken,
          body: { visitorId: other.userId },
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/profile-visits/${artist.userId}`, { token: artist.idToken })).body).toMatchObject({
      count: 2,
    });
    expect((await call('GET', `/profile-visits/${artist.userId}`, { token: client.idToken })).status).toBe(403);
    expect(
      (
        await call('POST', `/log-profile-visit/nobody-${tag}`, {
          token: client.idToken,
          body: { visitorId: client.userId },
        })
      ).status,
    ).toBe(404);
  });

  it('GET /user/{userId} shows contact fields only to the person and project partners', async () => {
    const stranger = await call('GET', `/user/${artist.userId}`, { token: other.idToken });
    expect(stranger.body).toMatchObject({
      firstname: 'Mateo',
      address: 'Poblacion, Makati City',
      phone: '',
      email: '',
      profileType: 'artist',
    });
    const self = await call('GET', `/user/${artist.userId}`, { token: artist.idToken });
    expect(self.body.phone).toBe('+63 917 555 0101');
    const id = await propose(client, artist);
    expect((await accept(artist, 'Artist', id)).status).toBe(200);
    const partner = await call('GET', `/user/${artist.userId}`, { token: client.idToken });
    expect(partner.body.phone).toBe('+63 917 555 0101');
    expect(partner.body.email).not.toBe('');
  });
});

describe('proposals, projects and milestones', () => {
  let artist: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  let otherArtist: TestUser;

  beforeAll(async () => {
    [artist, client, stranger, otherArtist] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'proj-artist', firstname: 'Rosario', lastname: 'Magbanua' }),
      createPerson({ role: 'Client', prefix: 'proj-client', firstname: 'Ligaya', lastname: 'Santos' }),
      createPerson({ role: 'Client', prefix: 'proj-stranger' }),
      createPerson({ role: 'Artist', prefix: 'proj-artist2' }),
    ]);
  });

  it('validates a proposal with the spec’s messages', async () => {
    const bad = await call('POST', '/send-proposal', {
      token: client.idToken,
      body: proposalBody(client, artist, { budget: '12a' }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(PROJECT_MESSAGES.invalidBudget);
    const blank = await call('POST', '/send-proposal', {
      token: client.idToken,
      body: proposalBody(client, artist, { project_name: '  ' }),
    });
    expect(JSON.stringify(blank.body)).toContain(PROJECT_MESSAGES.allRequired);
    const past = await call('POST', '/send-proposal', {
      token: client.idToken,
      body: proposalBody(client, artist, { due_date: '2020-01-01' }),
    });
    expect(JSON.stringify(past.body)).toContain(PROJECT_MESSAGES.dueDatePast);
    expect(
      (await call('POST', '/send-proposal', { token: client.idToken, body: proposalBody(client, stranger) })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/send-proposal', { token: client.idToken, body: proposalBody(stranger, artist) })).status,
    ).toBe(403);
  });

  it('lists received proposals with the sender; only the recipient decides', async () => {
    const id = await propose(client, artist);
    const list = await call('GET', `/api/proposals/${artist.userId}`, { token: artist.idToken });
    expect(list.body[0]).toMatchObject({
      proposal_id: id,
      budget: '15000.50',
      senderProfile: { firstname: 'Ligaya', profileType: 'client' },
    });
    expect((await call('GET', `/api/proposals/${artist.userId}`, { token: client.idToken })).status).toBe(403);
    expect((await accept(otherArtist, 'Artist', id)).status).toBe(403);
    expect((await reject(client, id)).status).toBe(403);
    expect((await summary(artist)).pending).toBe(1);
    const rejected = await reject(artist, id);
    expect(rejected.body).toEqual({ message: 'Proposal rejected.' });
    expect((await call('GET', `/api/proposals/${artist.userId}`, { token: artist.idToken })).body).toEqual([]);
    expect((await summary(artist)).pending).toBe(0);
    const notes = (await call('GET', `/notifications/${client.userId}`, { token: client.idToken })).body
      .notifications as { message: string }[];
    expect(notes[0]!.message).toContain('rejected your proposal');
  });

  it('two accepts at once give one project; accept and reject at once give one outcome', async () => {
    const id = await propose(client, artist);
    const both = await Promise.all([
      accept(artist, 'Artist', id),
      accept(artist, 'Artist', id),
      accept(artist, 'Artist', id),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(PROJECT_MESSAGES.alreadyDecided);
    const projects = (await call('GET', `/api/artist-projects/${artist.userId}`, { token: artist.idToken })).body as {
      project_name: string;
    }[];
    expect(projects).toHaveLength(1);

    const id2 = await propose(artist, client);
    const race = await Promise.all([accept(client, 'Client', id2), reject(client, id2)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await call('GET', `/api/client-projects/${client.userId}`, { token: client.idToken }))
      .body as unknown[];
    expect(after).toHaveLength(race[0]!.status === 200 ? 2 : 1);
    expect((await summary(client)).pending).toBe(0);
    expect((await summary(artist)).pending).toBe(0);
  });

  it('the artist runs the project; the client confirms only from the matching Artist state', async () => {
    const accepted = await accept(artist, 'Artist', await propose(client, artist));
    expect(accepted.body.message).toBe('Proposal accepted and project created!');
    const project = accepted.body.newProject;
    expect(project).toMatchObject({ status: 'To Do', priority: 'Normal', completion_percentage: 0 });
    const before = await summary(artist);

    expect((await setStatus(client, project.project_id, 'In Progress')).status).toBe(403);
    expect((await setStatus(stranger, project.project_id, 'In Progress')).status).toBe(403);
    expect((await setStatus(artist, project.project_id, 'Done')).status).toBe(403);
    expect((await setStatus(client, project.project_id, 'Done')).status).toBe(409);
    expect((await setStatus(artist, project.project_id, 'In Progress')).body.project.status).toBe('In Progress');
    expect((await summary(artist)).ongoing).toBe(before.ongoing + 1);
    expect((await summary(client)).ongoing).toBeGreaterThanOrEqual(1);

    expect(
      (
        await call('POST', '/api/projects/update-priority', {
          token: client.idToken,
          body: { project_id: project.project_id, priority: 'High' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/projects/update-priority', {
          token: artist.idToken,
          body: { project_id: project.project_id, priority: 'High' },
        })
      ).body.project.priority,
    ).toBe('High');

    const inProgress = (await call('GET', '/api/projects/in-progress-with-milestones', { token: artist.idToken }))
      .body as { project_id: string; milestones: { milestone_id: string }[] }[];
    const mine = inProgress.find((p) => p.project_id === project.project_id)!;
    expect(mine.milestones).toHaveLength(4);
    const [m1, m2] = mine.milestones;
    const edit = (who: TestUser, id: string, status: string) =>
      call('PUT', `/api/milestones/${encodeURIComponent(id)}`, {
        token: who.idToken,
        body: { milestone_name: 'Sketches', due_date: inDays(5), status },
      });
    expect((await edit(client, m1!.milestone_id, 'Completed')).status).toBe(403);
    expect((await edit(otherArtist, m1!.milestone_id, 'Completed')).status).toBe(403);
    expect((await edit(artist, m1!.milestone_id, 'Completed')).body).toMatchObject({
      milestone_name: 'Sketches',
      completion_percentage: 100,
    });
    await edit(artist, m2!.milestone_id, 'In Progress');
    const clientView = (await call('GET', `/api/client-projects/${client.userId}`, { token: client.idToken })).body as {
      project_id: string;
      completion_percentage: number;
    }[];
    expect(clientView.find((p) => p.project_id === project.project_id)!.completion_percentage).toBe(
      Math.round((100 + 50) / 4),
    );
    expect(
      (await call('GET', `/api/projects/${project.project_id}/milestones`, { token: stranger.idToken })).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/projects/${project.project_id}/milestones`, { token: client.idToken })).body[0]
        .milestone_name,
    ).toBe('Sketches');

    const details = await call('GET', `/api/projects/${project.project_id}/artist_project_details`, {
      token: client.idToken,
    });
    expect(details.body).toMatchObject({ budget: '15000.50', artistProfile: { firstname: 'Rosario' } });
    expect(
      (await call('GET', `/api/projects/${project.project_id}/client_project_details`, { token: stranger.idToken }))
        .status,
    ).toBe(403);

    expect((await setStatus(artist, project.project_id, 'Artist Completed the Project')).status).toBe(200);
    expect((await setStatus(client, project.project_id, 'Failed')).status).toBe(409);
    const done = await setStatus(client, project.project_id, 'Done');
    expect(done.body.project.status).toBe('Done');
    expect((await setStatus(artist, project.project_id, 'To Do')).status).toBe(409);
    expect((await summary(artist)).completed).toBe(before.completed + 1);
    expect((await summary(client)).completed).toBeGreaterThanOrEqual(1);
    expect((await summary(artist)).ongoing).toBe(before.ongoing);
    const notes = (await call('GET', `/notifications/${artist.userId}`, { token: artist.idToken })).body
      .notifications as { message: string }[];
    expect(notes[0]!.message).toContain('confirmed it as Done');
  });

  it('after an accept the recipient’s list reads back without it; the sender lists what they sent, with its state', async () => {
    const kept = await propose(client, artist);
    const taken = await propose(client, artist);
    const sent = async (who: TestUser) =>
      (await call('GET', `/api/proposals/${who.userId}/sent`, { token: who.idToken })).body as {
        proposal_id: string;
        status: string;
        decided_at: string | null;
      }[];
    const pending = await sent(client);
    expect(pending.slice(0, 2)).toMatchObject([
      {
        proposal_id: taken,
        status: 'Pending',
        decided_at: null,
        project_name: 'Sari-sari store mural',
        recipientProfile: { firstname: 'Rosario', lastname: 'Magbanua' },
      },
      { proposal_id: kept, status: 'Pending' },
    ]);
    expect((await accept(artist, 'Artist', taken)).status).toBe(200);
    const left = (await call('GET', `/api/proposals/${artist.userId}`, { token: artist.idToken })).body as {
      proposal_id: string;
    }[];
    expect(left.map((p) => p.proposal_id)).toContain(kept);
    expect(left.map((p) => p.proposal_id)).not.toContain(taken);
    expect((await summary(artist)).pending).toBe(left.length);
    expect((await reject(artist, kept)).status).toBe(200);
    const decided = await sent(client);
    expect(decided.find((p) => p.proposal_id === taken)).toMatchObject({
      status: 'Accepted',
      decided_at: expect.any(String),
    });
    expect(decided.find((p) => p.proposal_id === kept)).toMatchObject({
      status: 'Rejected',
      decided_at: expect.any(String),
    });
    // The recipient's own sent list does not show what they received; nobody else reads the sender's.
    expect((await sent(artist)).map((p) => p.proposal_id)).not.toContain(taken);
    expect((await call('GET', `/api/proposals/${client.userId}/sent`, { token: artist.idToken })).status).toBe(403);
  });
});
