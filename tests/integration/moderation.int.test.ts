import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, REPORT_HIDE_THRESHOLD, type ReportInput } from '@shared/schemas/moderation';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { newArt, newPost } from '../support/builders';
import { linkIn, waitForMail } from '../support/mailbox';
import { openSocket as openWebSocket } from '../support/sockets';
import { createPerson, signInTokens, type TestUser } from '../support/users';

const { endpoints } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

/** Every open appeal in the admins' queue, all its pages (the shared stack holds other tests' too). */
async function allAppeals(admin: { idToken: string }) {
  const all = [];
  let cursor: string | undefined;
  do {
    const page = await callOk('GET /admin/appeals', { token: admin.idToken, query: cursor ? { cursor } : {} });
    all.push(...page.appeals);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

const report = (reporter: TestUser, body: ReportInput) =>
  callRoute('POST /api/reports', { token: reporter.idToken, body });
const postAs = (viewer: TestUser, id: string) =>
  callRoute('GET /community-posts/{id}', { token: viewer.idToken, params: { id } });
const queueOf = async (admin: TestUser, kind: ReportInput['kind']) =>
  (await callOk('GET /admin/moderation', { token: admin.idToken, query: { kind } })).cases;
const act = (admin: TestUser, caseId: string, action: 'dismiss' | 'hide' | 'warn' | 'suspend', reason: string) =>
  callRoute('POST /admin/moderation/{caseId}/{action}', {
    token: admin.idToken,
    params: { caseId, action },
    body: { reason },
  });
const mine = async (person: TestUser) => (await callOk('GET /api/moderation/mine', { token: person.idToken })).actions;
const notificationsOf = async (person: TestUser) =>
  (await callOk('GET /notifications/{id}', { token: person.idToken, params: { id: person.userId } })).notifications;
const feedHas = async (viewer: TestUser, postId: string) =>
  (await callOk('GET /community-posts', { token: viewer.idToken })).posts.some((p) => p.id === postId);

/** The case of a target, from the queue. */
async function caseOf(admin: TestUser, kind: ReportInput['kind'], targetId: string) {
  const found = (await queueOf(admin, kind)).find((c) => c.target_id === targetId);
  if (!found) throw new Error(`No open case for ${kind} ${targetId}`);
  return found;
}

const openSocket = (token: string) => openWebSocket(endpoints.ws, token);

describe('reports, the moderation queue and appeals', () => {
  let author: TestUser;
  let viewer: TestUser;
  let reporters: TestUser[];
  let admin: TestUser;
  let secondAdmin: TestUser;

  beforeAll(async () => {
    [author, viewer, admin, secondAdmin, ...reporters] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'mod-author' }),
      createPerson({ role: 'Client', prefix: 'mod-viewer' }),
      createPerson({ role: 'Admin', prefix: 'mod-admin' }),
      createPerson({ role: 'Admin', prefix: 'mod-admin2' }),
      ...Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) =>
        createPerson({ role: 'Client', prefix: `mod-reporter-${i}` }),
      ),
    ]);
  });

  it(`hides a post pending review at ${REPORT_HIDE_THRESHOLD} reports, lists it in the queue, and a dismissal restores it`, async () => {
    const post = await newPost(author);
    for (const [i, reporter] of reporters.entries()) {
      expect((await postAs(viewer, post.id)).status).toBe(200);
      const sent = await report(reporter, {
        kind: 'post',
        target_id: post.id,
        reason: i === 0 ? 'Other' : 'Spam',
        details: i === 0 ? 'Copies my listing' : '',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    const hidden = await postAs(viewer, post.id);
    expectRefused(hidden, 404);
    expect(hidden.body.error).toBe(ErrorCodes.contentHidden);
    expect(await feedHas(viewer, post.id)).toBe(false);
    // Nobody who knows its id can like it or comment on it meanwhile.
    expectRefused(
      await callRoute('POST /community-posts/like', { token: viewer.idToken, body: { post_id: post.id, liked: true } }),
      404,
    );
    expectRefused(
      await callRoute('POST /community-comments', {
        token: viewer.idToken,
        body: { post_id: post.id, content: 'Still here?' },
      }),
      404,
    );
    const own = await callOk('GET /community-posts/{id}', { token: author.idToken, params: { id: post.id } });
    expect(own.post).toMatchObject({
      id: post.id,
      hidden: true,
      moderation_note: MODERATION_MESSAGES.hiddenPendingReviewNote,
    });

    const theCase = await caseOf(admin, 'post', post.id);
    expect(theCase).toMatchObject({
      open_reports: REPORT_HIDE_THRESHOLD,
      hidden_pending_review: true,
      author: { user_id: author.userId },
      content: { snippet: post.content },
    });
    expect(theCase.reports.map((r) => r.reason).sort()).toEqual(['Other', 'Spam', 'Spam']);
    expect(theCase.reports.find((r) => r.reason === 'Other')?.details).toBe('Copies my listing');

    const dismissed = await act(admin, theCase.case_id, 'dismiss', 'Nothing wrong with it');
    expectOk(dismissed);
    expect((await postAs(viewer, post.id)).status).toBe(200);
    expect(await feedHas(viewer, post.id)).toBe(true);
    expect((await queueOf(admin, 'post')).some((c) => c.case_id === theCase.case_id)).toBe(false);
    expectRefused(await act(admin, theCase.case_id, 'hide', 'Too late'), 409);
    expect((await notificationsOf(author)).some((n) => n.message.includes('Nothing wrong with it'))).toBe(true);
  });

  it('refuses a report of your own content, a second report of the same, and a private message of others', async () => {
    const post = await newPost(author);
    const own = await report(author, { kind: 'post', target_id: post.id, reason: 'Spam' });
    expectRefused(own, 403);
    expect(own.body.error).toBe(ErrorCodes.moderationOwnContent);
    expect((await report(viewer, { kind: 'post', target_id: post.id, reason: 'Spam' })).status).toBe(201);
    const again = await report(viewer, { kind: 'post', target_id: post.id, reason: 'Harassment' });
    expectRefused(again, 409);
    expect(again.body.error).toBe(ErrorCodes.moderationAlreadyReported);
    expect((await report(viewer, { kind: 'art', target_id: 'no-such-art', reason: 'Spam' })).status).toBe(404);

    const conversation = await callOk('POST /conversations', {
      token: author.idToken,
      body: { user_id: viewer.userId },
    });
    const sent = await callOk('POST /conversations/{id}/messages', {
      token: author.idToken,
      params: { id: conversation.id },
      body: { content: 'Pay me outside Crafti', client_id: randomUUID() },
    });
    const messageId = `${conversation.id}/${sent.id}`;
    expectRefused(await report(reporters[0]!, { kind: 'message', target_id: messageId, reason: 'Scam or fraud' }), 404);
    expect((await report(viewer, { kind: 'message', target_id: messageId, reason: 'Scam or fraud' })).status).toBe(201);
    const theCase = await caseOf(admin, 'message', messageId);
    expectOk(await act(admin, theCase.case_id, 'hide', 'Asking for payment outside Crafti'));
    const seen = await callOk('GET /conversations/{id}/messages', {
      token: viewer.idToken,
      params: { id: conversation.id },
    });
    expect(seen.messages.find((m) => m.id === sent.id)).toMatchObject({
      hidden: true,
      content: MODERATION_MESSAGES.hiddenPlaceholder,
    });
    const list = await callOk('GET /conversations', { token: viewer.idToken });
    expect(list.conversations.find((c) => c.id === conversation.id)?.last_message).toBe(
      MODERATION_MESSAGES.hiddenPlaceholder,
    );
    const sender = await callOk('GET /conversations/{id}/messages', {
      token: author.idToken,
      params: { id: conversation.id },
    });
    expect(sender.messages.find((m) => m.id === sent.id)).toMatchObject({
      hidden: true,
      content: 'Pay me outside Crafti',
      moderation_note: MODERATION_MESSAGES.hiddenByAdminNote('Asking for payment outside Crafti'),
    });
  });

  it('hides with a reason the author reads, takes one appeal, refuses the same admin and lets another reverse it', async () => {
    const post = await newPost(author);
    expect((await report(viewer, { kind: 'post', target_id: post.id, reason: 'Stolen art' })).status).toBe(201);
    const theCase = await caseOf(admin, 'post', post.id);
    const hidden = await act(admin, theCase.case_id, 'hide', 'The photo is someone else’s work');
    expectOk(hidden);
    expect((await postAs(viewer, post.id)).status).toBe(404);
    expect(
      (await callOk('GET /community-posts/{id}', { token: author.idToken, params: { id: post.id } })).post
        .moderation_note,
    ).toBe(MODERATION_MESSAGES.hiddenByAdminNote('The photo is someone else’s work'));
    expect((await notificationsOf(author)).some((n) => n.message.includes('The photo is someone else’s work'))).toBe(
      true,
    );
    await waitForMail(endpoints.mailbox, author.email, 'your content was hidden');

    const decision = (await mine(author)).find((a) => a.action_id === hidden.body.action.action_id);
    expect(decision).toMatchObject({
      action: 'hide',
      reason: 'The photo is someone else’s work',
      appealable: true,
      appeal: null,
    });
    // Only the affected person appeals.
    expectRefused(
      await callRoute('POST /api/appeals', {
        token: viewer.idToken,
        body: { action_id: decision!.action_id, text: 'Not mine but…' },
      }),
      403,
    );
    const appealed = await callRoute('POST /api/appeals', {
      token: author.idToken,
      body: { action_id: decision!.action_id, text: 'I painted it; here is my process.' },
    });
    expectOk(appealed);
    const twice = await callRoute('POST /api/appeals', {
      token: author.idToken,
      body: { action_id: decision!.action_id, text: 'Again' },
    });
    expectRefused(twice, 409);
    expect(twice.body.error).toBe(ErrorCodes.moderationAppealExists);

    const open = (await allAppeals(admin)).find((a) => a.appeal.appeal_id === appealed.body.appeal.appeal_id);
    expect(open).toMatchObject({
      can_decide: false,
      person: { user_id: author.userId },
      appeal: { text: 'I painted it; here is my process.', status: 'open' },
    });
    const same = await callRoute('POST /admin/appeals/{appealId}/decide', {
      token: admin.idToken,
      params: { appealId: appealed.body.appeal.appeal_id },
      body: { outcome: 'reverse', reason: 'Mine to undo' },
    });
    expectRefused(same, 403);
    expect(same.body.error).toBe(ErrorCodes.moderationSameAdmin);
    expect((await postAs(viewer, post.id)).status).toBe(404);

    const reversed = await callOk('POST /admin/appeals/{appealId}/decide', {
      token: secondAdmin.idToken,
      params: { appealId: appealed.body.appeal.appeal_id },
      body: { outcome: 'reverse', reason: 'The process photos prove it' },
    });
    expect(reversed.appeal).toMatchObject({ status: 'reversed', decision_reason: 'The process photos prove it' });
    expect((await postAs(viewer, post.id)).status).toBe(200);
    expect(await feedHas(viewer, post.id)).toBe(true);
    expect((await mine(author)).find((a) => a.action_id === decision!.action_id)).toMatchObject({
      reversed: true,
      appeal: { status: 'reversed' },
      appealable: false,
    });
    expect((await notificationsOf(author)).some((n) => n.message.includes('The process photos prove it'))).toBe(true);
    const log = await callOk('GET /admin/audit-log', { token: admin.idToken });
    expect(log.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['moderation.hide', 'moderation.appeal', 'moderation.appeal.reverse']),
    );
  });

  it('warns the author of a comment: told why, nothing hidden', async () => {
    const post = await newPost(viewer);
    const comment = await callOk('POST /community-comments', {
      token: author.idToken,
      body: { post_id: post.id, content: 'Rude words', user_id: author.userId },
    });
    expect(
      (await report(viewer, { kind: 'comment', target_id: comment.comment.id, reason: 'Harassment' })).status,
    ).toBe(201);
    const theCase = await caseOf(admin, 'comment', comment.comment.id);
    expect(theCase.content?.snippet).toBe('Rude words');
    expectOk(await act(admin, theCase.case_id, 'warn', 'Please keep it civil'));
    expect(
      (await mine(author)).some((a) => a.action === 'warn' && a.reason === 'Please keep it civil' && a.appealable),
    ).toBe(true);
    const thread = await callOk('GET /community-posts/{id}/comments', {
      token: viewer.idToken,
      params: { id: post.id },
    });
    expect(thread.comments.find((c) => c.id === comment.comment.id)?.content).toBe('Rude words');
  });

  it('suspends: the next call with a still-valid token, the socket and sign-in are refused; an appeal by the e-mailed link restores the account', async () => {
    const suspended = await createPerson({ role: 'Client', prefix: 'mod-suspend' });
    const post = await newPost(suspended);
    expect((await report(viewer, { kind: 'post', target_id: post.id, reason: 'Scam or fraud' })).status).toBe(201);
    const theCase = await caseOf(admin, 'post', post.id);
    const socket = await openSocket(suspended.idToken);
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    expectOk(await act(admin, theCase.case_id, 'suspend', 'Selling fake art'));

    const next = await callRoute('GET /api/moderation/mine', { token: suspended.idToken });
    expectRefused(next, 403);
    expect(next.body.error).toBe(ErrorCodes.accountSuspended);
    await socketClosed;
    await expect(openSocket(suspended.idToken)).rejects.toThrow(/403/);
    await expect(
      signInTokens(endpoints.cognito, endpoints.userPoolClientId, suspended.email, suspended.password),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const mail = await waitForMail(endpoints.mailbox, suspended.email, 'your account is suspended');
    expect(mail.body.text).toContain('Selling fake art');
    const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('token')!;
    const appealed = await callRoute('POST /appeals/suspension', { body: { token, text: 'It was my own work.' } });
    expectOk(appealed);
    const reused = await callRoute('POST /appeals/suspension', { body: { token, text: 'Again' } });
    expectRefused(reused, 400);
    expect(reused.body.error).toBe(ErrorCodes.moderationLinkInvalid);

    expectRefused(
      await callRoute('POST /admin/appeals/{appealId}/decide', {
        token: admin.idToken,
        params: { appealId: appealed.body.appeal.appeal_id },
        body: { outcome: 'reverse', reason: 'x' },
      }),
      403,
    );
    expectOk(
      await callRoute('POST /admin/appeals/{appealId}/decide', {
        token: secondAdmin.idToken,
        params: { appealId: appealed.body.appeal.appeal_id },
        body: { outcome: 'reverse', reason: 'Verified as original' },
      }),
    );
    const back = await signInTokens(endpoints.cognito, endpoints.userPoolClientId, suspended.email, suspended.password);
    expect((await callRoute('GET /api/moderation/mine', { token: back.idToken })).status).toBe(200);
    await waitForMail(endpoints.mailbox, suspended.email, 'your appeal was accepted');
  });

  it('hides an art (out of Browse Arts and the gallery, its page 404 for others), a profile and a comment through their own domains', async () => {
    const kept = await newArt(author, { title: `Kept art ${randomUUID().slice(0, 6)}` });
    const art = await newArt(author, { title: `Moderated art ${randomUUID().slice(0, 6)}` });
    expect((await report(viewer, { kind: 'art', target_id: art.art_id, reason: 'Stolen art' })).status).toBe(201);
    expectOk(
      await act(admin, (await caseOf(admin, 'art', art.art_id)).case_id, 'hide', 'Copied from a museum catalogue'),
    );
    const page = await callRoute('GET /api/art/{artId}', { token: viewer.idToken, params: { artId: art.art_id } });
    expectRefused(page, 404);
    expect(page.body.error).toBe(ErrorCodes.contentHidden);
    expect(
      (await callOk('GET /api/art/{artId}', { token: author.idToken, params: { artId: art.art_id } })).moderation_note,
    ).toBe(MODERATION_MESSAGES.hiddenByAdminNote('Copied from a museum catalogue'));
    const browse = await callOk('GET /api/arts', { token: viewer.idToken, query: { limit: 100 } });
    expect(browse.items.some((a) => a.art_id === art.art_id)).toBe(false);
    const gallery = await callOk('GET /api/arts/{id}', { token: viewer.idToken, params: { id: author.userId } });
    expect(gallery.items.map((a) => a.art_id)).toContain(kept.art_id);
    expect(gallery.items.some((a) => a.art_id === art.art_id)).toBe(false);
    expect(
      (await callOk('GET /api/arts/{id}', { token: author.idToken, params: { id: author.userId } })).items.find(
        (a) => a.art_id === art.art_id,
      ),
    ).toMatchObject({ hidden: true });

    const profiled = await createPerson({ role: 'Artist', prefix: 'mod-profile' });
    // Filed under a style nobody else in the tests or the demo has, so Find Match shows them to a client of that style.
    const style = 'Geometric Patterns';
    const saved = await callRoute('PUT /artist-profile', {
      token: profiled.idToken,
      body: {
        userId: profiled.userId,
        profile: {
          firstname: 'Hiraya',
          lastname: 'Moderated',
          bio: 'Hi',
          gender: '',
          date_of_birth: '',
          address: 'Quezon City',
          phone: '',
        },
        preferences: {
          art_style_specialization: [style],
          budget_range: '₱10,000 - ₱20,000',
          preferred_communication: ['In-app Messaging'],
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seeker = await createPerson({ role: 'Client', prefix: 'mod-seeker' });
    const sought = await callRoute('PUT /client-profile', {
      token: seeker.idToken,
      body: {
        userId: seeker.userId,
        profile: {
          firstname: 'Lakan',
          lastname: 'Seeker',
          bio: '',
          gender: '',
          date_of_birth: '',
          address: 'Quezon City',
          phone: '',
        },
        preferences: {
          preferred_art_style: [style],
          budget_range: 'Flexible Budget / Open',
          communication_preferences: ['In-app Messaging'],
        },
      },
    });
    expect(sought.status, JSON.stringify(sought.body)).toBe(200);
    const matched = async () =>
      (
        await callOk('GET /match-artists/{userId}', { params: { userId: seeker.userId }, token: seeker.idToken })
      ).matches.some((m) => m.artist.id === profiled.userId);
    expect(await matched()).toBe(true);
    const byName = async () =>
      (
        await callOk('GET /artists', { token: viewer.idToken, query: { limit: '50', search: profiled.email } })
      ).items.some((p) => p.user_id === profiled.userId);
    expect(await byName()).toBe(true);
    expect(
      (await report(viewer, { kind: 'profile', target_id: profiled.userId, reason: 'Inappropriate' })).status,
    ).toBe(201);
    expectOk(await act(admin, (await caseOf(admin, 'profile', profiled.userId)).case_id, 'hide', 'Offensive bio'));
    const profile = await callRoute('GET /artist-profile/{userId}', {
      token: viewer.idToken,
      params: { userId: profiled.userId },
    });
    expectRefused(profile, 404);
    expect(profile.body.error).toBe(ErrorCodes.contentHidden);
    const artists = await callOk('GET /artists', { token: viewer.idToken, query: { limit: '50' } });
    expect(artists.items.length).toBeGreaterThan(0);
    expect(artists.items.some((p) => p.user_id === profiled.userId)).toBe(false);
    expect(await byName()).toBe(false);
    expect(await matched()).toBe(false);
    expect(
      (await callOk('GET /artist-profile/{userId}', { token: profiled.idToken, params: { userId: profiled.userId } }))
        .moderation_note,
    ).toBe(MODERATION_MESSAGES.hiddenByAdminNote('Offensive bio'));

    const post = await newPost(viewer);
    const comment = await callOk('POST /community-comments', {
      token: author.idToken,
      body: { post_id: post.id, content: 'A hidden remark' },
    });
    expect(
      (await report(viewer, { kind: 'comment', target_id: comment.comment.id, reason: 'Harassment' })).status,
    ).toBe(201);
    expectOk(await act(admin, (await caseOf(admin, 'comment', comment.comment.id)).case_id, 'hide', 'Insulting'));
    const thread = await callOk('GET /community-posts/{id}/comments', {
      token: viewer.idToken,
      params: { id: post.id },
    });
    expect(thread.comments.find((c) => c.id === comment.comment.id)).toMatchObject({
      hidden: true,
      content: MODERATION_MESSAGES.hiddenPlaceholder,
    });
    const own = await callOk('GET /community-posts/{id}/comments', { token: author.idToken, params: { id: post.id } });
    expect(own.comments.find((c) => c.id === comment.comment.id)).toMatchObject({
      hidden: true,
      content: 'A hidden remark',
      moderation_note: MODERATION_MESSAGES.hiddenByAdminNote('Insulting'),
    });
  });

  it('has the demo in the queue: an open report of each kind, and a hidden post whose appeal awaits a second admin', async () => {
    const snippets = await Promise.all(
      (['art', 'post', 'comment', 'profile', 'message', 'review'] as const).map(async (kind) =>
        (await queueOf(admin, kind)).map((c) => c.content?.snippet ?? ''),
      ),
    );
    expect(snippets[0]!.some((s) => s.startsWith('Taka Horse'))).toBe(true);
    expect(snippets[1]!.some((s) => s.startsWith('Cheap prints of famous paintings'))).toBe(true);
    expect(snippets[2]).toContain('Nobody wants your copies, go away.');
    expect(snippets[3]!.some((s) => s.includes('@paolo_cafe'))).toBe(true);
    expect(snippets[4]!.some((s) => s.startsWith('Pay me the deposit by GCash'))).toBe(true);
    expect(snippets[5]!.some((s) => s.startsWith('Good client; the menu changed twice'))).toBe(true);
    const appeals = await allAppeals(admin);
    expect(appeals.find((a) => a.action.snippet.startsWith('Work in progress: a narra relief'))).toMatchObject({
      can_decide: true,
      action: { action: 'hide' },
      admin: { name: 'Mira Moderator' },
    });
  });
});
