import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { newJob, newPost } from '../support/builders';
import { createPerson, type TestUser } from '../support/users';

/** Issue 32 item 4: blocking, through the HTTP API, in both directions. */

const { endpoints } = inject('stack');
const { callRoute, callOk, call } = apiClient(endpoints.api);
const tag = randomUUID().slice(0, 6);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const block = (who: TestUser, other: TestUser) =>
  callRoute('PUT /api/blocks/{userId}', { params: { userId: other.userId }, token: who.idToken });
const unblock = (who: TestUser, other: TestUser) =>
  callRoute('DELETE /api/blocks/{userId}', { params: { userId: other.userId }, token: who.idToken });
const start = (who: TestUser, other: TestUser) =>
  callRoute('POST /conversations', { token: who.idToken, body: { user_id: other.userId } });
const send = (who: TestUser, conversationId: string, content = 'Hello') =>
  callRoute('POST /conversations/{id}/messages', {
    params: { id: conversationId },
    token: who.idToken,
    body: { content, client_id: randomUUID() },
  });
const propose = (from: TestUser, to: TestUser) =>
  call('POST', '/send-proposal', {
    token: from.idToken,
    body: {
      sender_id: from.userId,
      recipient_id: to.userId,
      project_name: 'Mural',
      project_description: 'A mural.',
      budget: '10000',
      due_date: inDays(40),
    },
  });
const apply = (artist: TestUser, jobId: string) =>
  callRoute('POST /api/apply-job', { token: artist.idToken, body: { job_id: jobId, user_id: artist.userId } });
const ids = (items: { user_id: string }[]) => items.map((i) => i.user_id);
/** A style no demo person has, so Find Match's partition of it holds this file's people only. */
const RARE_STYLE = 'Botanical Illustration';

async function saveProfile(user: TestUser, role: 'Artist' | 'Client', firstname: string, preferences: object) {
  const saved = await call('PUT', role === 'Artist' ? '/artist-profile' : '/client-profile', {
    token: user.idToken,
    body: {
      userId: user.userId,
      profile: {
        firstname,
        lastname: `Blk${tag}`,
        bio: '',
        gender: '',
        date_of_birth: '',
        address: 'Quezon City',
        phone: '',
      },
      preferences,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
const matchedArtists = async (client: TestUser) =>
  (
    await callOk('GET /match-artists/{userId}', { params: { userId: client.userId }, token: client.idToken })
  ).matches.map((m) => m.artist.id);

/** A 403 of a block, with its message, and nothing changed. */
function expectBlocked(
  res: { status: number; body: unknown },
  byCaller: boolean,
  action: Parameters<typeof BLOCK_MESSAGES.refused>[0],
) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toMatchObject({ error: ErrorCodes.blocked, message: BLOCK_MESSAGES.refused(action, byCaller) });
}

describe('blocking', () => {
  let artist: TestUser;
  let client: TestUser;
  let admin: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    [artist, client, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'blk-artist', firstname: 'Dalisay', lastname: `Blk${tag}` }),
      createPerson({ role: 'Client', prefix: 'blk-client', firstname: 'Tala', lastname: `Blk${tag}` }),
      createPerson({ role: 'Admin', prefix: 'blk-admin' }),
    ]);
    await Promise.all([
      saveProfile(artist, 'Artist', 'Dalisay', {
        art_style_specialization: [RARE_STYLE],
        budget_range: '₱10,000 - ₱20,000',
        preferred_communication: ['In-app Messaging'],
      }),
      saveProfile(client, 'Client', 'Tala', {
        preferred_art_style: [RARE_STYLE],
        budget_range: 'Flexible Budget / Open',
        communication_preferences: ['In-app Messaging'],
      }),
    ]);
    expect(await matchedArtists(client)).toContain(artist.userId);
    conversationId = (await callOk('POST /conversations', { token: client.idToken, body: { user_id: artist.userId } }))
      .id;
    expectOk(await send(client, conversationId, 'Before the block'));
  });

  it('refuses blocking yourself or an administrator, and an unknown person', async () => {
    const self = await block(artist, artist);
    expectRefused(self, 400);
    expect(self.body).toMatchObject({ error: ErrorCodes.blockSelf, message: BLOCK_MESSAGES.self });
    const ofAdmin = await block(artist, admin);
    expectRefused(ofAdmin, 403);
    expect(ofAdmin.body).toMatchObject({ error: ErrorCodes.blockAdmin, message: BLOCK_MESSAGES.admin });
    expectRefused(
      await callRoute('PUT /api/blocks/{userId}', { params: { userId: `nobody-${tag}` }, token: artist.idToken }),
      404,
    );
    expect((await callOk('GET /api/blocks', { token: artist.idToken })).items).toEqual([]);
  });

  it('blocks once however often asked, lists the blocked person, and tells each side what it may know', async () => {
    expect((await block(artist, client)).body).toEqual({ user_id: client.userId, blocked: 'by_you' });
    expect((await block(artist, client)).status).toBe(200);
    const list = await callOk('GET /api/blocks', { token: artist.idToken });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      user_id: client.userId,
      firstname: 'Tala',
      lastname: `Blk${tag}`,
      role: 'Client',
    });
    expect((await callOk('GET /api/blocks', { token: client.idToken })).items).toEqual([]);
    expect(
      (await callOk('GET /api/blocks/{userId}', { params: { userId: client.userId }, token: artist.idToken })).blocked,
    ).toBe('by_you');
    expect(
      (await callOk('GET /api/blocks/{userId}', { params: { userId: artist.userId }, token: client.idToken })).blocked,
    ).toBe('unavailable');
    // The conversation is read-only for both, each told as far as they may know.
    expect(
      (await callOk('GET /conversations/{id}', { params: { id: conversationId }, token: artist.idToken })).blocked,
    ).toBe('by_you');
    expect(
      (await callOk('GET /conversations/{id}', { params: { id: conversationId }, token: client.idToken })).blocked,
    ).toBe('unavailable');
    const listed = (await callOk('GET /conversations', { token: client.idToken })).conversations.find(
      (c) => c.id === conversationId,
    );
    expect(listed?.blocked).toBe('unavailable');
  });

  it('refuses messages and new conversations both ways, changing nothing', async () => {
    const history = async () =>
      (await callOk('GET /conversations/{id}/messages', { params: { id: conversationId }, token: artist.idToken }))
        .messages.length;
    const before = await history();
    expectBlocked(await send(client, conversationId), false, 'message');
    expectBlocked(await send(artist, conversationId), true, 'message');
    expectBlocked(await start(client, artist), false, 'message');
    expectBlocked(await start(artist, client), true, 'message');
    expect(await history()).toBe(before);
  });

  it('refuses proposals and counters both ways', async () => {
    expectBlocked(await propose(client, artist), false, 'propose');
    expectBlocked(await propose(artist, client), true, 'propose');
    const sent = await call('GET', `/api/sent-proposals/${client.userId}`, { token: client.idToken });
    expect(JSON.stringify(sent.body)).not.toContain(artist.userId);
  });

  it('refuses applying to a job and accepting the applicant both ways', async () => {
    const job = await newJob(client);
    expectBlocked(await apply(artist, job.job_id), true, 'apply');
    const applicants = await callOk('GET /api/job-applicants/{jobId}', {
      params: { jobId: job.job_id },
      token: client.idToken,
    });
    expect(applicants.applicants).toEqual([]);
  });

  it("leaves each out of the other's directories and feed, without short pages", async () => {
    const search = encodeURIComponent(`blk${tag}`);
    expect(
      ids((await callOk('GET /artists', { query: { search: `blk${tag}` }, token: client.idToken })).items),
    ).toEqual([]);
    expect(ids((await call('GET', `/clients?search=${search}`, { token: artist.idToken })).body.items)).toEqual([]);
    const newest = await callOk('GET /clients', { query: { limit: 10 }, token: artist.idToken });
    expect(ids(newest.items)).not.toContain(client.userId);
    if (newest.cursor) expect(newest.items).toHaveLength(10);
    // A third person still sees both.
    const third = await createPerson({ role: 'Client', prefix: 'blk-third' });
    expect(ids((await callOk('GET /artists', { query: { search: `blk${tag}` }, token: third.idToken })).items)).toEqual(
      [artist.userId],
    );
  });

  it("leaves each out of the other's Find Match", async () => {
    expect(await matchedArtists(client)).not.toContain(artist.userId);
  });

  it('leaves posts and comments of the blocked out of the feed', async () => {
    const post = await newPost(artist, { content: `Block feed ${tag}` });
    const seen = await callOk('GET /community-posts', { query: { limit: 10 }, token: client.idToken });
    expect(seen.posts.map((p) => p.id)).not.toContain(post.id);
    if (seen.cursor) expect(seen.posts).toHaveLength(10);
    const byThird = await createPerson({ role: 'Client', prefix: 'blk-feed' });
    const open = await newPost(byThird, { content: `Open post ${tag}` });
    await callOk('POST /community-comments', {
      token: artist.idToken,
      body: { post_id: open.id, content: 'From the blocker' },
    });
    await callOk('POST /community-comments', {
      token: byThird.idToken,
      body: { post_id: open.id, content: 'From the author' },
    });
    const comments = await callOk('GET /community-posts/{id}/comments', {
      params: { id: open.id },
      token: client.idToken,
    });
    expect(comments.comments.map((c) => c.content)).toEqual(['From the author']);
    const all = await callOk('GET /community-posts/{id}/comments', { params: { id: open.id }, token: byThird.idToken });
    expect(all.comments.map((c) => c.content)).toEqual(['From the blocker', 'From the author']);
  });

  it('unblocking restores messages, proposals, applications and lists', async () => {
    expect((await unblock(artist, client)).body).toEqual({ user_id: client.userId, blocked: null });
    expect((await unblock(artist, client)).status).toBe(200);
    expect((await callOk('GET /api/blocks', { token: artist.idToken })).items).toEqual([]);
    expect(
      (await callOk('GET /conversations/{id}', { params: { id: conversationId }, token: client.idToken })).blocked,
    ).toBeNull();
    expectOk(await send(client, conversationId, 'After the unblock'));
    expect((await propose(client, artist)).status).toBe(201);
    const job = await newJob(client);
    expect((await apply(artist, job.job_id)).status).toBe(201);
    expect(
      ids((await callOk('GET /artists', { query: { search: `blk${tag}` }, token: client.idToken })).items),
    ).toEqual([artist.userId]);
    expect(await matchedArtists(client)).toContain(artist.userId);
  });

  it('a block by the other side refuses the same actions, told without naming who blocked, and what was pending before it', async () => {
    // Pending before the block: a proposal to the artist, and the artist's application to a job.
    const proposal = await propose(client, artist);
    expect(proposal.status).toBe(201);
    const applied = await newJob(client);
    expect((await apply(artist, applied.job_id)).status).toBe(201);

    expectOk(await block(client, artist));
    expectBlocked(await send(artist, conversationId), false, 'message');
    const job = await newJob(client);
    expectBlocked(await apply(artist, job.job_id), false, 'apply');
    const terms = proposal.body.terms as { total_centavos: number; milestones: { amount_centavos: number }[] };
    const changed = {
      ...terms,
      total_centavos: terms.total_centavos + 100,
      milestones: terms.milestones.map((m, i) => (i === 0 ? { ...m, amount_centavos: m.amount_centavos + 100 } : m)),
    };
    expectBlocked(
      await call('POST', `/api/proposals/${encodeURIComponent(proposal.body.proposal_id)}/counter`, {
        token: artist.idToken,
        body: { terms: changed },
      }),
      false,
      'propose',
    );
    expectBlocked(
      await callRoute('PATCH /api/job-applicants/status', {
        token: client.idToken,
        body: { job_id: applied.job_id, user_id: artist.userId, status: 'Accepted' },
      }),
      true,
      'accept',
    );
    // The proposal pending since before the block cannot be accepted either, by the blocked side or…
    const accept = () =>
      callRoute('POST /artist/proposals/accept', {
        token: artist.idToken,
        body: { proposal: { proposal_id: proposal.body.proposal_id } },
      });
    expectBlocked(await accept(), false, 'accept_proposal');
    // Both sides' lists say it can no longer be accepted; unblocked, they no longer do.
    const marks = async () => ({
      received: (
        await callOk('GET /api/proposals/{userId}', { params: { userId: artist.userId }, token: artist.idToken })
      ).find((p) => p.proposal_id === proposal.body.proposal_id)?.blocked,
      sent: (
        await callOk('GET /api/proposals/{userId}/sent', { params: { userId: client.userId }, token: client.idToken })
      ).find((p) => p.proposal_id === proposal.body.proposal_id)?.blocked,
    });
    expect(await marks()).toEqual({ received: true, sent: true });
    expectOk(await unblock(client, artist));
    expect(await marks()).toEqual({ received: false, sent: false });
    // …by the side that blocked: the artist blocks now, and accepting is refused with their own words.
    expectOk(await block(artist, client));
    expectBlocked(await accept(), true, 'accept_proposal');
    expectOk(await unblock(artist, client));
    // Unblocked, the proposal is still there to accept.
    expect((await accept()).status).toBe(200);
  });
});
