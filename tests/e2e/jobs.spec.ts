import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '../../infra/local/demo';
import type { StackInfo } from '../support/stack-process';
import { expect, expectAccessibleAtBothWidths, test, WIDTHS } from './fixtures';
import { api, apiSession, confirmedAccount, shoot, type Person } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people through the local stack');
});

/** A job of `client`, posted through the API (someone else's doing in this story). */
async function postThroughApi(stack: StackInfo, client: Person, title: string): Promise<string> {
  const session = await apiSession(stack, client);
  const job = await api(stack).callOk('POST /api/jobs', {
    token: session.idToken,
    body: {
      title,
      description: 'Paint our family portrait.',
      budget: 'Under ₱1,000',
      deadline: '2030-05-01',
      preferred_art_styles: 'Portraiture, Realism',
    },
  });
  return job.job_id;
}

/** `artist` applies to a job through the API (from another tab or device, in these stories). */
async function applyThroughApi(stack: StackInfo, artist: Person, jobId: string) {
  const session = await apiSession(stack, artist);
  await api(stack).callOk('POST /api/apply-job', {
    token: session.idToken,
    body: { job_id: jobId, user_id: session.userId },
  });
}

/** Two boxes share some area. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a client posts a job, an artist applies, the client accepts and completes it; another artist reports a job and the admin dismisses it', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Mural for Kapihan ${tag}`;
  const [client, artist, reporter] = await Promise.all([
    confirmedAccount(stack!, 'Client', 'Ligaya'),
    confirmedAccount(stack!, 'Artist', 'Rosario'),
    confirmedAccount(stack!, 'Artist', 'Dante'),
  ]);

  // The client posts a job: Post stays disabled until every field and a style are given.
  const clientPage = await signedIn({ email: client.email, password: client.password }, { width: 1280 });
  await clientPage.goto('/post-job');
  await expect(clientPage.getByRole('heading', { name: 'Post a Job', level: 1 })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Create a job post' }).click();
  const postButton = clientPage.getByRole('button', { name: 'Post', exact: true });
  await expect(postButton).toBeDisabled();
  await clientPage.getByLabel('Job title').fill(title);
  await clientPage.getByLabel('Description').fill('A 3 m mural of Mayon volcano for our cafe wall.');
  await clientPage.getByLabel('Budget').selectOption('₱5,000 - ₱10,000');
  await clientPage.getByLabel('Deadline').fill('2030-06-30');
  await expect(postButton).toBeDisabled();
  await clientPage.getByRole('checkbox', { name: 'Nature Art' }).check();
  await expect(postButton).toBeEnabled();
  await expectAccessibleAtBothWidths(clientPage, '/post-job with the form open');
  await postButton.click();
  await expect(clientPage.getByText('Job post created', { exact: true })).toBeVisible();
  const clientCard = card(clientPage, title);
  await expect(clientCard.getByText('Open', { exact: true })).toBeVisible();
  await expect(clientCard.getByRole('button', { name: '0 applicants' })).toBeVisible();

  // The artist finds it in Offers and applies; the card then offers Unapply instead.
  const artistPage = await signedIn({ email: artist.email, password: artist.password }, { width: 1280 });
  await artistPage.goto('/browse-jobs');
  const offer = card(artistPage, title);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Ligaya Dela Cruz' })).toHaveAttribute('href', /^\/profile\/client\//);
  await offer.getByRole('button', { name: `Apply to ${title}` }).click();
  await expect(artistPage.getByText('Applied successfully', { exact: true })).toBeVisible();
  await expect(offer.getByRole('button', { name: `Unapply from ${title}` })).toBeVisible();
  await expect(offer.getByRole('button', { name: `Apply to ${title}` })).toHaveCount(0);

  // Applied shows it Pending; the artist unapplies, then applies again.
  await artistPage.getByRole('tab', { name: 'Applied' }).click();
  const applied = card(artistPage, title);
  await expect(applied.getByText('Pending', { exact: true })).toBeVisible();
  await applied.getByRole('button', { name: `Unapply from ${title}` }).click();
  await expect(artistPage.getByText('Unapplied successfully', { exact: true })).toBeVisible();
  await expect(applied).toHaveCount(0);
  await artistPage.getByRole('tab', { name: 'Offers' }).click();
  await card(artistPage, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  await expect(artistPage.getByText('Applied successfully', { exact: true })).toBeVisible();
  await shoot(artistPage, 'browse-jobs-offers', { widths: WIDTHS });

  // The client sees one applicant (live), opens the applicants and accepts.
  await expect(clientCard.getByRole('button', { name: '1 applicant' })).toBeVisible({ timeout: 15_000 });
  await clientCard.getByRole('button', { name: '1 applicant' }).click();
  const applicants = clientPage.getByRole('dialog', { name: `Applicants for ${title}` });
  await expect(applicants.getByText('Rosario Dela Cruz')).toBeVisible();
  await expectAccessibleAtBothWidths(clientPage, 'the applicants modal');
  await applicants.getByRole('button', { name: 'Accept Rosario Dela Cruz' }).click();
  await expect(clientPage.getByText('Status updated', { exact: true })).toBeVisible();
  await expect(applicants.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(applicants.getByRole('button', { name: /^Accept / })).toHaveCount(0);
  await applicants.getByRole('button', { name: 'Close' }).click();

  // The artist sees Accepted in Applied and removes it from the list.
  await artistPage.getByRole('tab', { name: 'Applied' }).click();
  const decided = card(artistPage, title);
  await expect(decided.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await shoot(artistPage, 'browse-jobs-applied', { widths: WIDTHS });
  await decided.getByRole('button', { name: `Remove ${title} from your list` }).click();
  await expect(artistPage.getByText('Removed from your applied list', { exact: true })).toBeVisible();
  await expect(decided).toHaveCount(0);

  // The client marks the job completed, after the confirmation; it leaves Offers.
  await clientCard.getByRole('button', { name: `Actions for ${title}` }).click();
  await clientPage.getByRole('menuitem', { name: 'Mark as Completed' }).click();
  const confirmDialog = clientPage.getByRole('dialog', { name: 'Mark this job as completed?' });
  await confirmDialog.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(clientPage.getByText('Job marked as completed', { exact: true })).toBeVisible();
  await expect(clientCard.getByText('Completed', { exact: true })).toBeVisible();
  await clientCard.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(clientPage.getByRole('menuitem', { name: 'Mark as Completed' })).toHaveCount(0);
  await expect(clientPage.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await shoot(clientPage, 'post-job', { widths: WIDTHS });
  await artistPage.getByRole('tab', { name: 'Offers' }).click();
  await artistPage.reload();
  await expect(artistPage.getByRole('heading', { name: 'Browse Job Offers' })).toBeVisible();
  await expect(
    artistPage.getByRole('list', { name: 'Job offers' }).or(artistPage.getByText('No open jobs right now.')),
  ).toBeVisible();
  await expect(card(artistPage, title)).toHaveCount(0);

  // Another artist, on a phone, reports a job; the admin dismisses the report.
  const suspicious = `Portrait, pay by GCash first ${tag}`;
  await postThroughApi(stack!, client, suspicious);
  const reporterPage = await signedIn({ email: reporter.email, password: reporter.password }, { width: 375 });
  await reporterPage.goto('/browse-jobs');
  await card(reporterPage, suspicious)
    .getByRole('button', { name: `Report ${suspicious}` })
    .click();
  const reportDialog = reporterPage.getByRole('dialog', { name: 'Report this job' });
  await reportDialog.getByLabel('Reason').selectOption('Asks for payment outside Crafti');
  await reportDialog.getByLabel('Details (optional)').fill('Wants a GCash deposit before any contract.');
  await expectAccessibleAtBothWidths(reporterPage, 'the report modal');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporterPage.getByText('Thank you. An admin will review this job.', { exact: true })).toBeVisible();

  const adminPage = await signedIn(
    { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    { width: 1280, home: /\/admin-dashboard$/ },
  );
  await adminPage.goto('/job-reports');
  const row = adminPage.getByRole('row').filter({ hasText: suspicious });
  await expect(row).toContainText('Dante Dela Cruz');
  await expect(row).toContainText('Asks for payment outside Crafti');
  await shoot(adminPage, 'job-reports', { widths: WIDTHS });
  await row.getByRole('button', { name: `Dismiss reports of ${suspicious}` }).click();
  await adminPage
    .getByRole('dialog', { name: 'Dismiss the reports?' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(adminPage.getByText('Dismissed 1 report(s).', { exact: true })).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: suspicious })).toHaveCount(0);
  await adminPage.goto('/audit-log');
  await expect(adminPage.getByText(`Dismissed 1 report(s) of the job "${suspicious}"`)).toBeVisible();
});

test('Offers shows Unapply, not Apply, on a job the artist already applied to, at both widths', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Applied already ${tag}`;
  const [client, artist] = await Promise.all([
    confirmedAccount(stack!, 'Client', 'Marites'),
    confirmedAccount(stack!, 'Artist', 'Bayani'),
  ]);
  const jobId = await postThroughApi(stack!, client, title);
  await applyThroughApi(stack!, artist, jobId);

  const page = await signedIn({ email: artist.email, password: artist.password }, { width: 1280 });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/browse-jobs');
    const offer = card(page, title);
    await expect(offer.getByRole('button', { name: `Unapply from ${title}` })).toBeVisible();
    await expect(offer.getByText('Pending', { exact: true })).toBeVisible();
    await expect(offer.getByRole('button', { name: `Apply to ${title}` })).toHaveCount(0);
  }
  // Unapplying there gives Apply back.
  const offer = card(page, title);
  await offer.getByRole('button', { name: `Unapply from ${title}` }).click();
  await expect(page.getByText('Unapplied successfully', { exact: true })).toBeVisible();
  await expect(offer.getByRole('button', { name: `Apply to ${title}` })).toBeVisible();
});

test('job messages leave by themselves and never cover the edit form’s Cancel and Save, at both widths', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Short-lived messages ${tag}`;
  const [client, artist] = await Promise.all([
    confirmedAccount(stack!, 'Client', 'Corazon'),
    confirmedAccount(stack!, 'Artist', 'Tomas'),
  ]);
  const jobId = await postThroughApi(stack!, client, title);

  const clientPage = await signedIn({ email: client.email, password: client.password }, { width: 375 });
  await clientPage.goto('/post-job');
  for (const width of [375, 1280]) {
    await clientPage.setViewportSize({ width, height: 900 });
    await card(clientPage, title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await clientPage.getByRole('menuitem', { name: 'Edit' }).click();
    const editDialog = clientPage.getByRole('dialog', { name: 'Edit job' });
    await editDialog.getByLabel('Job title').fill('');
    const save = editDialog.getByRole('button', { name: 'Save changes' });
    const cancel = editDialog.getByRole('button', { name: 'Cancel' });
    await save.click();
    const message = clientPage.getByText('Please complete all fields', { exact: true });
    await expect(message).toBeVisible();
    const messageBox = (await message.boundingBox())!;
    for (const button of [save, cancel]) {
      const box = (await button.boundingBox())!;
      expect(overlaps(messageBox, box), `the message covers ${await button.textContent()} at ${width} px`).toBe(false);
    }
    // It goes by itself, with the form still open.
    await expect(message).toBeHidden({ timeout: 10_000 });
    await expect(editDialog).toBeVisible();
    // Shown again, closing the form takes it away.
    await save.click();
    await expect(message).toBeVisible();
    await cancel.click();
    await expect(editDialog).toBeHidden();
    await expect(message).toBeHidden();
  }

  // 'Already applied or failed' (applied meanwhile from another device) goes by itself too.
  const artistPage = await signedIn({ email: artist.email, password: artist.password }, { width: 375 });
  await artistPage.goto('/browse-jobs');
  const offer = card(artistPage, title);
  await expect(offer.getByRole('button', { name: `Apply to ${title}` })).toBeVisible();
  await applyThroughApi(stack!, artist, jobId);
  await offer.getByRole('button', { name: `Apply to ${title}` }).click();
  const refused = artistPage.getByText('Already applied or failed', { exact: true });
  await expect(refused).toBeVisible();
  await expect(refused).toBeHidden({ timeout: 10_000 });
});
