import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { api, apiSession, composer, confirmedAccount, shoot, startThroughApi, thread } from './support';
import type { StackInfo } from '../support/stack-process';
import { linkIn, waitForMail } from '../support/mailbox';

/**
 * Issue 50 §4 in the browser: a message left unread comes as one digest e-mail, which names who
 * wrote but not what; its unsubscribe link opens a page that needs no sign-in, asks first, turns
 * off e-mails about messages once, and says so; the same link again says it was used; and the
 * artist's settings show the choice.
 */

/** The artist's digest falls due now: its job runs as it would 4 hours on, for this person only (the stack is shared). */
async function digestRunsFor(stack: StackInfo, userId: string) {
  Object.assign(process.env, stack.env);
  const { sendDigest } = await import('@functions/core/notifications/digest');
  await sendDigest(userId, new Date(Date.now() + 4 * 3_600_000 + 60_000));
}

test('a message left unread comes as one digest e-mail; its link unsubscribes without signing in, once, and settings show it', async ({
  stack,
  signedIn,
  browser,
}) => {
  test.skip(!stack, 'reads the local mailbox and runs the digest through the local stack');
  test.setTimeout(120_000);
  const artist = await confirmedAccount(stack!, 'Artist', 'Dalisay');
  const client = await confirmedAccount(stack!, 'Client', 'Tala');
  const [artistSession, clientSession] = await Promise.all([apiSession(stack!, artist), apiSession(stack!, client)]);
  const conversationId = await startThroughApi(stack!, clientSession, artistSession.userId);

  // The client writes in their browser; the artist has no Crafti tab open.
  const clientPage = await signedIn(client, { width: 1280 });
  await clientPage.goto(`/messages?c=${conversationId}`);
  const words = 'Could you paint our sari-sari store for my mother?';
  await composer(clientPage).fill(words);
  await composer(clientPage).press('Enter');
  await expect(thread(clientPage, `${artist.firstName} ${artist.lastName}`).getByText(words)).toBeVisible();
  // The page shows a message as it goes: the digest runs once the server has told the artist.
  await expect
    .poll(
      async () =>
        (
          await api(stack!).callOk('GET /notifications/count/{userId}', {
            token: artistSession.idToken,
            params: { userId: artistSession.userId },
          })
        ).count,
    )
    .toBe(1);

  await digestRunsFor(stack!, artistSession.userId);
  const mail = await waitForMail(stack!.endpoints.mailbox, artist.email, 'You have 1 unread notification on Crafti');
  expect(mail.body.text).toContain(`New message from ${client.firstName} ${client.lastName}`);
  expect(mail.body.text).not.toContain('sari-sari');
  const link = linkIn(mail, `${stack!.endpoints.web}/unsubscribe?token=`);

  // Signed out, on a phone: the link's page asks first and names what stops.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByText('Stop e-mails about messages?')).toBeVisible();
  await shoot(page, 'unsubscribe-ask', { widths: [1280, 375, 360] });
  await expectAccessibleAtBothWidths(page, 'unsubscribe, asking');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get e-mails about messages.')).toBeVisible();
  await shoot(page, 'unsubscribe-done', { widths: [1280, 375, 360] });
  await expectAccessibleAtBothWidths(page, 'unsubscribe, done');

  // The same link again: used.
  await page.goto(link);
  await expect(page.getByText('This unsubscribe link was already used.', { exact: false })).toBeVisible();
  await phone.close();

  // The artist's settings show e-mails about messages off, the rest on.
  const artistPage = await signedIn(artist, { width: 375 });
  await artistPage.goto('/edit-artist-profile');
  const choices = artistPage.getByRole('region', { name: 'What notifies you' });
  const email = choices.getByRole('group', { name: 'E-mail' });
  await expect(email.getByRole('checkbox', { name: 'Messages' })).not.toBeChecked();
  await expect(email.getByRole('checkbox', { name: 'Commissions' })).toBeChecked();
  await expect(choices.getByText('it cannot be turned off', { exact: false })).toBeVisible();
  await email.scrollIntoViewIfNeeded();
  await shoot(artistPage, 'email-choices', { widths: [1280, 375, 360], fullPage: false });
});
