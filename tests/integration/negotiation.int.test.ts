import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES, defaultTerms, type Terms } from '@shared/messages/commissions';
import { PROJECT_MESSAGES } from '@shared/schemas/projects';
import { db } from '@functions/core/db/service';
import { historyOf } from '@functions/core/projects/negotiation';
import { apiCaller, type CallResult } from '../support/api';
import { createPerson, type TestUser } from '../support/users';

/** Issue 31, terms and negotiation: send with terms, counter, history, accept locks the terms. */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const terms = (total: number, over: Partial<Terms> = {}): Terms => ({ ...defaultTerms(total, inDays(40)), ...over });

const proposalBody = (from: TestUser, to: TestUser, over: object = {}) => ({
  sender_id: from.userId,
  recipient_id: to.userId,
  project_name: 'Jeepney mural',
  project_description: 'A jeepney-themed mural for the terminal.',
  budget: '8000',
  due_date: inDays(40),
  ...over,
});

type Answer = CallResult;
const send = (from: TestUser, to: TestUser, over: object = {}): Promise<Answer> =>
  call('POST', '/send-proposal', { token: from.idToken, body: proposalBody(from, to, over) });
const counter = (who: TestUser, id: string, body: object): Promise<Answer> =>
  call('POST', `/api/proposals/${encodeURIComponent(id)}/counter`, { token: who.idToken, body });
const history = (who: TestUser, id: string): Promise<Answer> =>
  call('GET', `/api/proposals/${encodeURIComponent(id)}/history`, { token: who.idToken });
const received = async (who: TestUser) =>
  (await call('GET', `/api/proposals/${who.userId}`, { token: who.idToken })).body as {
    proposal_id: string;
    version: number;
    terms: Terms | null;
    thread_id: string;
  }[];
const sent = async (who: TestUser) =>
  (await call('GET', `/api/proposals/${who.userId}/sent`, { token: who.idToken })).body as {
    proposal_id: string;
    status: string;
    version: number;
  }[];
const accept = (who: TestUser, role: 'Artist' | 'Client', proposalId: string): Promise<Answer> =>
  call('POST', role === 'Artist' ? '/artist/proposals/accept' : '/client/proposals/accept', {
    token: who.idToken,
    body: { proposal: { proposal_id: proposalId } },
  });
const pending = async (who: TestUser) =>
  (await call('GET', `/api/project-summary/${who.userId}`, { token: who.idToken })).body.pending as number;

describe('negotiation: terms, counters, history, agreement', () => {
  let artist: TestUser;
  let client: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [artist, client, stranger] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'neg-artist', firstname: 'Amihan', lastname: 'Dela Cruz' }),
      createPerson({ role: 'Client', prefix: 'neg-client', firstname: 'Bayani', lastname: 'Reyes' }),
      createPerson({ role: 'Client', prefix: 'neg-stranger' }),
    ]);
  });

  it('refuses terms whose milestones do not add up, or whose total is not the budget', async () => {
    const t = terms(800_000);
    const bad = await send(client, artist, {
      terms: {
        ...t,
        milestones: t.milestones.map((m, i) => (i === 0 ? { ...m, amount_centavos: m.amount_centavos + 1 } : m)),
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(COMMISSION_MESSAGES.milestonesSum);
    const notBudget = await send(client, artist, { budget: '9000', terms: t });
    expect(notBudget.status).toBe(400);
    expect(JSON.stringify(notBudget.body)).toContain(COMMISSION_MESSAGES.totalIsBudget);
    // The spec's messages still come first for the spec's fields.
    expect(JSON.stringify((await send(client, artist, { budget: '12a', terms: t })).body)).toContain(
      PROJECT_MESSAGES.invalidBudget,
    );
  });

  it('a proposal without terms carries the default terms of its budget, as version 1 of its own thread', async () => {
    const res = await send(client, artist, { budget: '1000.50' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ thread_id: res.body.proposal_id, version: 1, note: null });
    expect(res.body.terms.total_centavos).toBe(100_050);
    expect(res.body.terms.milestones.map((m: { name: string }) => m.name)).toEqual([
      'Concept & Sketches',
      'First Draft',
      'Revisions',
      'Final Delivery',
    ]);
    const rejected = await call('POST', '/api/proposals/reject', {
      token: artist.idToken,
      body: { proposalId: res.body.proposal_id },
    });
    expect(rejected.status).toBe(200);
    const h = await history(client, res.body.proposal_id);
    expect(h.body.versions.map((v: { status: string }) => v.status)).toEqual(['Rejected']);
  });

  it('counter, history from both sides, accept locks the terms', async () => {
    const first = terms(800_000);
    const sentRes = await send(client, artist, { terms: first, note: 'Can start next week' });
    expect(sentRes.status, JSON.stringify(sentRes.body)).toBe(201);
    const v1 = sentRes.body.proposal_id as string;
    expect(sentRes.body).toMatchObject({ version: 1, thread_id: v1, note: 'Can start next week', terms: first });
    const artistPendingBefore = await pending(artist);
    const clientPendingBefore = await pending(client);

    // Only the recipient counters.
    const changed: Terms = {
      ...first,
      total_centavos: 900_000,
      milestones: [...first.milestones.slice(0, 3), { ...first.milestones[3]!, amount_centavos: 300_000 }],
      usage: 'commercial',
    };
    const byStranger = await counter(stranger, v1, { terms: changed });
    expect(byStranger.status).toBe(403);
    expect((await counter(client, v1, { terms: changed })).status).toBe(403);
    // The same terms (and due date) are no counter.
    const same = await counter(artist, v1, { terms: first });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ error: ErrorCodes.commissionSameTerms, message: COMMISSION_MESSAGES.sameTerms });

    const past = await counter(artist, v1, { terms: changed, due_date: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(PROJECT_MESSAGES.dueDatePast);
    const countered = await counter(artist, v1, {
      terms: changed,
      due_date: inDays(45),
      note: 'Commercial use costs more',
    });
    expect(countered.status, JSON.stringify(countered.body)).toBe(201);
    const v2 = countered.body.proposal_id as string;
    expect(countered.body).toMatchObject({
      sender_id: artist.userId,
      recipient_id: client.userId,
      thread_id: v1,
      version: 2,
      budget: '9000',
      due_date: inDays(45),
      note: 'Commercial use costs more',
    });
    expect(await pending(artist)).toBe(artistPendingBefore - 1);
    expect(await pending(client)).toBe(clientPendingBefore + 1);

    // The client now sees it in received; the artist's sent copy is Pending, the client's first one Countered.
    expect((await received(client)).find((p) => p.proposal_id === v2)).toMatchObject({ version: 2, thread_id: v1 });
    expect((await received(artist)).map((p) => p.proposal_id)).not.toContain(v1);
    expect((await sent(artist)).find((p) => p.proposal_id === v2)).toMatchObject({ status: 'Pending', version: 2 });
    expect((await sent(client)).find((p) => p.proposal_id === v1)).toMatchObject({ status: 'Countered', version: 1 });
    const notes = (await call('GET', `/notifications/${client.userId}`, { token: client.idToken })).body
      .notifications as { message: string }[];
    expect(notes[0]!.message).toBe('Amihan Dela Cruz countered your proposal: Jeepney mural');
    // The old version is decided: it cannot be accepted or countered again.
    expect((await accept(artist, 'Artist', v1)).status).toBe(409);

    // The history, from either side and by any version's id; a third person is refused.
    for (const [who, id] of [
      [client, v1],
      [artist, v2],
      [client, v2],
    ] as const) {
      const h = await history(who, id);
      expect(h.status, JSON.stringify(h.body)).toBe(200);
      expect(h.body.thread_id).toBe(v1);
      expect(
        h.body.versions.map((v: { version: number; status: string; by: { user_id: string } }) => [
          v.version,
          v.status,
          v.by.user_id,
        ]),
      ).toEqual([
        [1, 'Countered', client.userId],
        [2, 'Pending', artist.userId],
      ]);
      expect(h.body.versions[0].changes).toEqual([]);
      expect(h.body.versions[1].changes).toEqual([
        'Total price ₱8,000.00 → ₱9,000.00',
        'Milestone 4 (Final Delivery) ₱2,000.00 → ₱3,000.00',
        'Usage rights Personal use → Commercial use',
        `Due date ${inDays(40)} → ${inDays(45)}`,
      ]);
      expect(h.body.versions[1].note).toBe('Commercial use costs more');
    }
    expect((await history(stranger, v1)).status).toBe(403);
    expect((await history(stranger, v2)).status).toBe(403);

    // Accepting v2 locks its terms into the project, milestones from the terms, nothing funded.
    const accepted = await accept(client, 'Client', v2);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const projectId = accepted.body.newProject.project_id as string;
    expect(accepted.body.newProject).toMatchObject({
      budget: '9000',
      due_date: inDays(45),
      artist_id: artist.userId,
      client_id: client.userId,
    });
    const project = (await db().entities.project.get({ projectId }).go()).data!;
    expect(project).toMatchObject({
      terms: changed,
      threadId: v1,
      agreedVersion: 2,
      fundedCentavos: 0,
      heldCentavos: 0,
      releasedCentavos: 0,
      refundedCentavos: 0,
    });
    expect(project.agreedAt).toBeTruthy();
    const milestones = (await db().entities.milestone.query.byProject({ projectId }).go()).data.sort(
      (a, b) => a.position - b.position,
    );
    expect(
      milestones.map((m) => [m.position, m.name, m.amountCentavos, m.money, m.revisions, m.revisionsUsed, m.payout]),
    ).toEqual(changed.milestones.map((m, i) => [i + 1, m.name, m.amount_centavos, 'unfunded', m.revisions, 0, 'none']));
    expect(milestones.reduce((sum, m) => sum + m.amountCentavos!, 0)).toBe(900_000);
    const after = await history(artist, v1);
    expect(after.body.versions.map((v: { status: string }) => v.status)).toEqual(['Countered', 'Accepted']);
    // The project's thread names the same history (what an admin deciding a dispute reads).
    expect(await historyOf(project.threadId!)).toEqual(after.body);
    expect((await sent(artist)).find((p) => p.proposal_id === v2)!.status).toBe('Accepted');
  });

  it('an unknown proposal has no history', async () => {
    expect((await history(client, '01ZZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(409);
  });

  it('a counter racing an accept, or another counter, of one proposal: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const res = await send(client, artist, { terms: terms(800_000) });
      const id = res.body.proposal_id as string;
      const race = await Promise.all([
        accept(artist, 'Artist', id),
        counter(artist, id, { terms: terms(800_000, { usage: 'exclusive' }) }),
      ]);
      const statuses = race.map((r) => r.status);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
      const versions = (await history(client, id)).body.versions as { status: string }[];
      expect(versions.map((v) => v.status)).toEqual(statuses[0] === 200 ? ['Accepted'] : ['Countered', 'Pending']);
    }
    // Two counters at once: one new version.
    const res = await send(client, artist, { terms: terms(800_000) });
    const id = res.body.proposal_id as string;
    const both = await Promise.all([
      counter(artist, id, { terms: terms(800_000, { usage: 'exclusive' }) }),
      counter(artist, id, { terms: terms(800_000, { usage: 'commercial' }) }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(((await history(client, id)).body.versions as unknown[]).length).toBe(2);
  });
});
