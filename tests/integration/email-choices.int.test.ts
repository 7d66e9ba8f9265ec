import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import type { NotificationType } from '@shared/messages/notifications';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/schemas/push';
import * as DueWork from '../../functions/core/due-work/due-work';
import { ESSENTIAL_MAIL_NOTE } from '../../functions/core/mail/templates';
import { apiClient, expectOk, expectRefused } from '../support/api';
import { giveAddress } from '../support/buyer-address';
import { bought } from '../support/fulfilment';
import { headerOf, mailsTo, waitForMail, type StoredMail } from '../support/mailbox';
import { everyMinuteAt } from '../support/money';
import { activate, artOf } from '../support/payouts';
import { giveShippingProfile, SHIPS_EVERYWHERE } from '../support/shipping';
import { createPerson, type TestUser } from '../support/users';

/**
 * E-mail people control (issue 50 §4): what stays unread for hours comes as one digest, never a
 * message's words; every mail a person may turn off carries RFC 8058's one-click unsubscribe, a
 * signed single-use link that needs no sign-in and turns off only that person's e-mail of its
 * kinds; essential mail (account, money, moderation) says why it always comes.
 */

const { endpoints, env } = inject('stack');
const { callRoute, callOk } = apiClient(endpoints.api);

const notify = (who: TestUser, type: NotificationType, message: string) =>
  callOk('POST /notifications', { token: who.idToken, body: { user_id: who.userId, type, message } });

/** The one-click POST a mail client makes (RFC 8058 §3.2): a form, no cookie, no token. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

/** The one-click address of a mail, as the API serves it on this machine (the site's /api on AWS). */
function oneClickUrl(mail: StoredMail): string {
  const header = headerOf(mail, 'List-Unsubscribe');
  expect(header).toMatch(new RegExp(`^<${env.SITE_URL}/api/email-unsubscribe\\?token=[^>]+>$`));
  expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const token = new URL(header!.slice(1, -1)).searchParams.get('token')!;
  return `${endpoints.api}/email-unsubscribe?token=${encodeURIComponent(token)}`;
}

const digests = async (who: TestUser) =>
  (await mailsTo(endpoints.mailbox, who.email)).filter((m) => m.subject.includes('unread notification'));

describe('the e-mail digest and its unsubscribe', () => {
  let person: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [person, other] = await Promise.all([
      createPerson({ role: 'Client', prefix: 'digest' }),
      createPerson({ role: 'Client', prefix: 'digest-other' }),
    ]);
  });

  it('sums up what stayed unread for 4 hours in one mail, once; read notices and account notices stay out', async () => {
    await notify(person, 'comment', 'Ana Cruz commented on your post');
    await notify(person, 'comment', 'Ana Cruz commented on your post');
    await notify(person, 'job', 'Your job has a new application');
    await notify(person, 'system', 'Your post was hidden'); // moderation: its own, essential mail
    const read = await notify(person, 'like', 'Ben liked your post');
    await callOk('PUT /notifications/{id}/read', { token: person.idToken, params: { id: read.id } });

    const work = await DueWork.find('mail_digest', person.userId);
    const due = new Date(work!.dueAt);
    expect(due.getTime() - Date.now()).toBeGreaterThan(3.9 * 3_600_000);
    await everyMinuteAt(new Date(due.getTime() - 60_000));
    expect(await digests(person)).toHaveLength(0);
    await everyMinuteAt(new Date(due.getTime() + 1_000));
    const mail = await waitForMail(endpoints.mailbox, person.email, 'You have 3 unread notifications on Crafti');
    expect(mail.body.text).toContain('Ana Cruz commented on your post (2)');
    expect(mail.body.text).toContain('Your job has a new application');
    expect(mail.body.text).not.toContain('Ben liked your post');
    expect(mail.body.text).not.toContain('Your post was hidden');
    // Once: a later run finds nothing new.
    await everyMinuteAt(new Date(due.getTime() + 3_600_000));
    expect(await digests(person)).toHaveLength(1);
    expect(await DueWork.find('mail_digest', person.userId)).toBeNull();
  });

  it("turns off the mail's kinds by one click without signing in, once; the link cannot be reused or turned on another person", async () => {
    const [mail] = await digests(person);
    const url = oneClickUrl(mail!);
    const token = new URL(url).searchParams.get('token')!;
    const about = await callOk('GET /email-unsubscribe', { query: { token } });
    expect(about).toEqual({ kinds: expect.arrayContaining(['community', 'jobs']), used: false });

    const first = await oneClick(url);
    expect(first.status).toBe(200);
    const prefs = await callOk('GET /notification-preferences', { token: person.idToken });
    expect(prefs.email).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES.email, community: false, jobs: false });
    expect(prefs.push).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.push);

    const again = await oneClick(url);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { error: string }).error).toBe(ErrorCodes.unsubscribeUsed);
    expect((await callOk('GET /email-unsubscribe', { query: { token } })).used).toBe(true);

    // The same signature over a claim naming someone else: refused, their choices untouched.
    const [payload, signature] = token.split('.');
    const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claim, u: other.userId, n: 'fresh-nonce' })).toString('base64url')}.${signature}`;
    const refused = await callRoute('POST /email-unsubscribe', { query: { token: forged } });
    expectRefused(refused, 400);
    expect(refused.body.error).toBe(ErrorCodes.unsubscribeInvalid);
    expect((await callOk('GET /notification-preferences', { token: other.idToken })).email).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES.email,
    );
    // Anything else a mail client might post is not a one-click unsubscribe.
    const form = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'unsubscribe=all',
    });
    expect(form.status).toBe(415);
  });

  it('sends no digest of a kind turned off, and keeps the notice in the app', async () => {
    const before = (await digests(person)).length;
    const notice = await notify(person, 'comment', 'Cora commented on your post');
    const work = await DueWork.find('mail_digest', person.userId);
    await everyMinuteAt(new Date(new Date(work!.dueAt).getTime() + 1_000));
    expect(await digests(person)).toHaveLength(before);
    const page = await callOk('GET /notifications/{id}', { token: person.idToken, params: { id: person.userId } });
    expect(page.notifications.map((n) => n.id)).toContain(notice.id);
  });
});

describe('order mails a person may turn off, and the receipts they may not', () => {
  let artist: TestUser;
  let quiet: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    [artist, quiet, buyer] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'mailpref-artist' }),
      createPerson({ role: 'Artist', prefix: 'mailpref-quiet' }),
      createPerson({ role: 'Client', prefix: 'mailpref-buyer' }),
    ]);
    await Promise.all([
      giveShippingProfile(endpoints.api, artist, SHIPS_EVERYWHERE),
      giveShippingProfile(endpoints.api, quiet, SHIPS_EVERYWHERE),
      giveAddress(endpoints.api, buyer),
      activate(artist),
      activate(quiet),
    ]);
    await callOk('PUT /notification-preferences', {
      token: quiet.idToken,
      body: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, orders: false },
      },
    });
  });

  it('gives the sale mail a one-click unsubscribe, sends none to an artist who turned orders off, and says on the receipt why it always comes', async () => {
    await bought(buyer, [await artOf(artist, '450.00'), await artOf(quiet, '650.00')]);
    const sale = await waitForMail(endpoints.mailbox, artist.email, 'You made a sale on Crafti');
    oneClickUrl(sale);
    expect(sale.body.text).toContain('Unsubscribe: ');
    const receipt = await waitForMail(endpoints.mailbox, buyer.email, 'Your Crafti receipt');
    expect(receipt.body.text).toContain(ESSENTIAL_MAIL_NOTE.money);
    expect(headerOf(receipt, 'List-Unsubscribe')).toBeUndefined();
    // The quiet artist's order is there; its mail is not.
    await everyMinuteAt(new Date(Date.now() + 10 * 60_000));
    expect((await mailsTo(endpoints.mailbox, quiet.email)).filter((m) => m.subject.includes('sale'))).toHaveLength(0);
    expectOk(await callRoute('GET /notification-preferences', { token: quiet.idToken }));
  });
});
