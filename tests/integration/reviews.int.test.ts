import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { db } from '@functions/core/db/service';
import * as Profiles from '@functions/core/profiles/profiles';
import * as ReviewModeration from '@functions/core/reviews/moderation';
import * as ReviewPublishing from '@functions/core/reviews/publish';
import { apiClient, expectRefused } from '../support/api';
import { payAndWait } from '../support/paymongo';
import { addToCart, newArt, shipAndReceive, startCheckout } from '../support/shop';
import { createPerson, createUser, type TestUser } from '../support/users';

/** Issue 32 §1: reviews earned by a completed transaction, double-blind, published by both or after 14 days, one reply. */

const { endpoints } = inject('stack');
const { call, callRoute, callOk } = apiClient(endpoints.api);
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A project between them that the client confirmed Done (through the API). */
async function doneProject(client: TestUser, artist: TestUser): Promise<string> {
  const sent = await call('POST', '/send-proposal', {
    token: client.idToken,
    body: {
      sender_id: client.userId,
      recipient_id: artist.userId,
      project_name: `Mural ${randomUUID().slice(0, 4)}`,
      project_description: 'A bright mural.',
      budget: '5000',
      due_date: inDays(30),
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const accepted = await call('POST', '/artist/proposals/accept', {
    token: artist.idToken,
    body: { proposal: { proposal_id: sent.body.proposal_id } },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const id = accepted.body.newProject.project_id as string;
  for (const [who, status] of [
    [artist, 'Artist Completed the Project'],
    [client, 'Done'],
  ] as const) {
    const moved = await call('POST', '/api/projects/update-status', {
      token: who.idToken,
      body: { project_id: id, status },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return id;
}

const review = (
  who: TestUser,
  id: string,
  stars: number,
  text = 'Lovely to work with, clear and on time.',
  kind: 'order' | 'project' = 'project',
) => callRoute('POST /api/reviews', { token: who.idToken, body: { kind, transaction_id: id, stars, text } });
const reviewsOf = (person: TestUser, as?: TestUser) =>
  callOk('GET /people/{userId}/reviews', { params: { userId: person.userId }, ...(as ? { token: as.idToken } : {}) });
const pendingOf = (person: TestUser) => callOk('GET /api/reviews/pending', { token: person.idToken });

describe('reviews', () => {
  let artist: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [artist, client, stranger, admin] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rv-artist', firstname: 'Tala', lastname: 'Cruz' }),
      createPerson({ role: 'Client', prefix: 'rv-client', firstname: 'Ben', lastname: 'Lim' }),
      createPerson({ role: 'Client', prefix: 'rv-stranger' }),
      createUser({ role: 'Admin', prefix: 'rv-admin' }),
    ]);
  });

  it('refuses a review without a completed transaction between them', async () => {
    const id = await doneProject(client, artist);
    // A stranger names the project: not theirs.
    const res = await review(stranger, id, 5);
    expectRefused(res, 403);
    expect(res.body.error).toBe(ErrorCodes.reviewNotEarned);
    // An order that does not exist, a project not yet done.
    expectRefused(await review(client, 'nope', 5, undefined, 'order'), 403);
    const sent = await call('POST', '/send-proposal', {
      token: client.idToken,
      body: {
        sender_id: client.userId,
        recipient_id: artist.userId,
        project_name: 'Open one',
        project_description: 'Not done yet.',
        budget: '100',
        due_date: inDays(9),
      },
    });
    const accepted = await call('POST', '/artist/proposals/accept', {
      token: artist.idToken,
      body: { proposal: { proposal_id: sent.body.proposal_id } },
    });
    const ongoing = await review(client, accepted.body.newProject.project_id, 5);
    expectRefused(ongoing, 403);
    expect(ongoing.body.error).toBe(ErrorCodes.reviewNotEarned);
    // An admin writes no reviews.
    expectRefused(await review(admin, id, 5), 403);
    // Bad input changes nothing.
    expectRefused(await review(client, id, 6), 400);
    expectRefused(await review(client, id, 4, 'short'), 400);
    expect((await pendingOf(client)).open.map((o) => o.transaction_id)).toContain(id);
  });

  it('keeps the first review hidden until the second is in, then publishes both and counts them; a second review is refused', async () => {
    const id = await doneProject(client, artist);
    expect((await pendingOf(artist)).open.find((o) => o.transaction_id === id)).toMatchObject({
      kind: 'project',
      other: { user_id: client.userId, name: 'Ben Lim' },
      reviewed_you: false,
    });
    const before = (await reviewsOf(artist)).rating;

    const first = await review(client, id, 4);
    expect(first.ok && first.body).toMatchObject({ published: false });
    const again = await review(client, id, 5);
    expectRefused(again, 409);
    expect(again.body.error).toBe(ErrorCodes.reviewAlreadyWritten);
    // Hidden from the reviewed person and the public; the writer sees it awaiting.
    expect((await reviewsOf(artist)).items.map((r) => r.review_id)).not.toContain(`project~${id}~${client.userId}`);
    expect((await reviewsOf(artist, artist)).rating).toEqual(before);
    expect((await pendingOf(client)).awaiting.find((r) => r.transaction_id === id)).toMatchObject({
      stars: 4,
      other: { user_id: artist.userId },
    });
    expect((await pendingOf(client)).open.map((o) => o.transaction_id)).not.toContain(id);
    expect((await pendingOf(artist)).open.find((o) => o.transaction_id === id)).toMatchObject({ reviewed_you: true });

    const second = await review(artist, id, 5, 'Paid promptly and gave clear notes.');
    expect(second.ok && second.body).toMatchObject({ published: true });
    const ofArtist = await reviewsOf(artist);
    expect(ofArtist.items[0]).toMatchObject({
      review_id: `project~${id}~${client.userId}`,
      stars: 4,
      kind: 'project',
      reviewer: { user_id: client.userId, name: 'Ben Lim' },
      reply: null,
    });
    expect(ofArtist.rating.count).toBe(before.count + 1);
    const ofClient = await reviewsOf(client);
    expect(ofClient.items[0]).toMatchObject({
      review_id: `project~${id}~${artist.userId}`,
      stars: 5,
      text: 'Paid promptly and gave clear notes.',
    });
    expect(ofClient.rating).toEqual({ average: 5, count: 1 });
    expect((await pendingOf(client)).awaiting.map((r) => r.transaction_id)).not.toContain(id);
  });

  it('lets only the reviewed person reply, once', async () => {
    const id = await doneProject(client, artist);
    await review(client, id, 3, 'Good work, a little late on the final.');
    const reviewId = `project~${id}~${client.userId}`;
    // Not published yet: nothing to reply to.
    const early = await callRoute('POST /api/reviews/{reviewId}/reply', {
      token: artist.idToken,
      params: { reviewId },
      body: { text: 'Thanks!' },
    });
    expectRefused(early, 409);
    expect(early.body.error).toBe(ErrorCodes.reviewNotPublished);
    await review(artist, id, 5);
    expectRefused(
      await callRoute('POST /api/reviews/{reviewId}/reply', {
        token: client.idToken,
        params: { reviewId },
        body: { text: 'My own review.' },
      }),
      403,
    );
    expectRefused(
      await callRoute('POST /api/reviews/{reviewId}/reply', {
        token: stranger.idToken,
        params: { reviewId },
        body: { text: 'Not mine.' },
      }),
      403,
    );
    const replied = await callOk('POST /api/reviews/{reviewId}/reply', {
      token: artist.idToken,
      params: { reviewId },
      body: { text: 'Thank you, the frame took longer.' },
    });
    expect(replied.review.reply).toMatchObject({ text: 'Thank you, the frame took longer.' });
    const twice = await callRoute('POST /api/reviews/{reviewId}/reply', {
      token: artist.idToken,
      params: { reviewId },
      body: { text: 'Again.' },
    });
    expectRefused(twice, 409);
    expect(twice.body.error).toBe(ErrorCodes.reviewAlreadyReplied);
    expect((await reviewsOf(artist)).items.find((r) => r.review_id === reviewId)?.reply?.text).toBe(
      'Thank you, the frame took longer.',
    );
  });

  it('publishes a lone review when the sweeper runs 14 days after the completion, and counts it', async () => {
    const [a, c] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rv-lone-artist' }),
      createPerson({ role: 'Client', prefix: 'rv-lone-client', firstname: 'Ana', lastname: 'Sy' }),
    ]);
    const id = await doneProject(c, a);
    await review(c, id, 2, 'Slow to answer messages, but the work was fine.');
    // Published by the sweeper once its 14 days pass (this review's task is made due now, the stack's clock stays).
    await ReviewPublishing.publishDue(new Date());
    expect((await reviewsOf(a)).items).toEqual([]);
    const task = await db()
      .entities.reviewTask.get({ transactionKey: `project~${id}` })
      .go();
    expect(Date.parse(task.data!.dueAt) - Date.now()).toBeGreaterThan(13.9 * DAY);
    await db()
      .entities.reviewTask.put({ ...task.data!, dueAt: new Date(Date.now() - 1000).toISOString() })
      .go();
    await ReviewPublishing.publishDue(new Date());
    const after = await reviewsOf(a);
    expect(after.items).toMatchObject([{ stars: 2, reviewer: { name: 'Ana Sy' } }]);
    expect(after.rating).toEqual({ average: 2, count: 1 });
    // The other side may still review within the 30 days: published at once, and the first counts once.
    expect((await review(a, id, 4)).body).toMatchObject({ published: true });
    expect((await reviewsOf(a)).rating).toEqual({ average: 2, count: 1 });
    expect((await reviewsOf(c)).rating).toEqual({ average: 4, count: 1 });
  });

  it('refuses a review 30 days after the completion', async () => {
    const id = await doneProject(client, artist);
    // The project completed 31 days ago.
    await db()
      .entities.project.patch({ projectId: id })
      .set({ closedAt: new Date(Date.now() - 31 * DAY).toISOString() })
      .go();
    const late = await review(artist, id, 5);
    expectRefused(late, 403);
    expect(late.body.error).toBe(ErrorCodes.reviewWindowClosed);
  });

  it('opens an order for both sides once the buyer confirms it, averages the stars, and says how long it took to arrive', async () => {
    const [a, buyer1, buyer2] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'rv-shop' }),
      createPerson({ role: 'Client', prefix: 'rv-buyer1' }),
      createPerson({ role: 'Client', prefix: 'rv-buyer2' }),
    ]);
    const orderOf = async (buyer: TestUser) => {
      const art = await newArt(a, { quantity: 1 });
      await addToCart(buyer, art.art_id);
      const paid = await payAndWait((await startCheckout(buyer, [art.art_id])).checkout_id, buyer);
      return (paid as { orders: { id: string }[] }).orders[0]!.id;
    };
    const [o1, o2] = [await orderOf(buyer1), await orderOf(buyer2)];
    // Paid but not completed: not yet.
    expectRefused(await review(buyer1, o1, 5, undefined, 'order'), 403);
    for (const [orderId, buyer] of [
      [o1, buyer1],
      [o2, buyer2],
    ] as const)
      await shipAndReceive(a, buyer, orderId);
    expect((await pendingOf(buyer1)).open.find((o) => o.transaction_id === o1)).toMatchObject({
      kind: 'order',
      other: { user_id: a.userId },
    });
    for (const [buyer, orderId, stars] of [
      [buyer1, o1, 5],
      [buyer2, o2, 4],
    ] as const) {
      await review(buyer, orderId, stars, undefined, 'order');
      await review(a, orderId, 5, 'Quick payment, friendly buyer.', 'order');
    }
    const page = await reviewsOf(a);
    expect(page.items.map((r) => r.stars)).toEqual([4, 5]);
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    // A buyer's review of a shipped order says how long it took to arrive (paid and received today: 1 day).
    expect(page.items.map((r) => r.arrived_days)).toEqual([1, 1]);

    // Reported by the reviewed artist and hidden by an admin: not listed, out of the aggregate; restored, it is back.
    const hiddenId = `order~${o2}~${buyer2.userId}`;
    expect(await ReviewModeration.describe(hiddenId)).toMatchObject({
      authorId: buyer2.userId,
      snippet: 'Lovely to work with, clear and on time.',
    });
    const sent = await callRoute('POST /api/reports', {
      token: a.idToken,
      body: { kind: 'review', target_id: hiddenId, reason: 'Harassment', details: '' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const admin = await createPerson({ role: 'Admin', prefix: 'rv-admin' });
    const theCase = (
      await callOk('GET /admin/moderation', { token: admin.idToken, query: { kind: 'review' } })
    ).cases.find((c) => c.target_id === hiddenId);
    expect(theCase).toMatchObject({ author: { user_id: buyer2.userId } });
    const hid = await callRoute('POST /admin/moderation/{caseId}/{action}', {
      token: admin.idToken,
      params: { caseId: theCase!.case_id, action: 'hide' },
      body: { reason: 'Not about the order' },
    });
    expect(hid.status, JSON.stringify(hid.body)).toBe(200);
    const hidden = await reviewsOf(a);
    expect(hidden.items.map((r) => r.review_id)).toEqual([`order~${o1}~${buyer1.userId}`]);
    expect(hidden.rating).toEqual({ average: 5, count: 1 });
    await ReviewModeration.setHidden(hiddenId, true);
    expect((await reviewsOf(a)).rating).toEqual({ average: 5, count: 1 });
    await ReviewModeration.setHidden(hiddenId, false);
    expect((await reviewsOf(a)).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('seeds the demo artists with published reviews, some replied to, and one review awaiting the other side', async () => {
    const [maria, andrea] = await Promise.all([
      Profiles.findByEmail('maria.santos@crafti.test'),
      Profiles.findByEmail('andrea.lim@crafti.test'),
    ]);
    const page = await callOk('GET /people/{userId}/reviews', { params: { userId: maria!.userId } });
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    expect(page.items.some((r) => r.reply !== null)).toBe(true);
    expect((await callOk('GET /people/{userId}/reviews', { params: { userId: andrea!.userId } })).items).toEqual([]);
  });
});
