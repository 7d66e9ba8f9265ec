import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { COMMISSION_MESSAGES } from '../../shared/messages/commissions';
import { DEMO_ADMIN } from '../../infra/local/demo';
import type { StackInfo } from '../support/stack-process';
import { expect, test } from './fixtures';
import { fitsPhone, inDays, milestoneCard, payOnPayMongo, picture } from './commission-support';
import { api, apiSession, confirmedAccount, signInThroughPage, uploadArtThroughApi } from './support';

/**
 * Issue 31, the project page from both sides (every page visited is checked with axe at 1280
 * and 375 px by the fixtures): the client funds the first milestone on the PayMongo simulator's
 * page and comes back to it funded; the artist posts a work-in-progress update and delivers;
 * the client sees the countdown and approves, the release shows on both sides; the admin's
 * dashboard lists the disputes queue.
 */

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people and a project through the local stack');
});

/** An artist and a client with a project agreed on the default terms: ₱2,000 in four milestones of ₱500. */
async function agreedProject(stack: StackInfo) {
  const artistPerson = await confirmedAccount(stack, 'Artist', 'Mateo');
  const clientPerson = await confirmedAccount(stack, 'Client', 'Ligaya');
  const [artist, client] = await Promise.all([apiSession(stack, artistPerson), apiSession(stack, clientPerson)]);
  const projectName = `Family portrait ${randomUUID().slice(0, 4)}`;
  const proposal = await api(stack).callOk('POST /send-proposal', {
    token: client.idToken,
    body: {
      sender_id: client.userId,
      recipient_id: artist.userId,
      project_name: projectName,
      project_description: 'A portrait of our family, in oil.',
      budget: '2000',
      due_date: inDays(40),
    },
  });
  const accepted = await api(stack).callOk('POST /artist/proposals/accept', {
    token: artist.idToken,
    body: { proposal: { proposal_id: proposal.proposal_id } },
  });
  const projectId = accepted.newProject.project_id;
  return { artistPerson, clientPerson, projectId, projectName };
}

test('the client funds, the artist posts an update and delivers, the client approves: both read the money on the project page', async ({
  stack,
  signedIn,
  messagesInView,
}) => {
  test.setTimeout(420_000);
  /** The answer shows where the button was pressed: in view once the page settles, before the walk moves on. */
  const inView = async (page: Page, text: string) => {
    await expect(page.getByText(text)).toBeInViewport();
    expect(await messagesInView.outOfView()).toEqual([]);
  };
  const { artistPerson, clientPerson, projectId, projectName } = await agreedProject(stack!);

  // The client reaches the page from the board and funds the first milestone.
  const clientPage = await signedIn(clientPerson);
  await clientPage.goto('/client-project-page');
  await clientPage.getByRole('link', { name: projectName }).first().click();
  await expect(clientPage).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(clientPage.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(clientPage.getByTestId('money-total')).toHaveText('₱2,000.00');
  await expect(milestoneCard(clientPage, 'Final Delivery').getByRole('button', { name: 'Fund milestone' })).toHaveCount(
    0,
  );
  await milestoneCard(clientPage, 'Concept').getByRole('button', { name: 'Fund milestone' }).click();
  await payOnPayMongo(clientPage);
  await expect(clientPage).toHaveURL(new RegExp(`/project/${projectId}\\?funded=1$`), { timeout: 60_000 });
  await expect(milestoneCard(clientPage, 'Concept').getByText('Funded · held by Crafti')).toBeVisible({
    timeout: 60_000,
  });
  await expect(clientPage.getByTestId('money-held')).toHaveText('₱500.00');
  await fitsPhone(clientPage);

  // The artist: the unfunded ones say not to start; an update to the timeline; the delivery.
  const artistPage = await signedIn(artistPerson);
  await artistPage.goto(`/project/${projectId}`);
  await expect(milestoneCard(artistPage, 'Final Delivery').getByText('Not funded yet — don’t start')).toBeVisible();
  await artistPage.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Concept & Sketches' });
  await artistPage.getByLabel('Progress note').fill('First sketches of the composition.');
  await artistPage.getByRole('button', { name: 'Post update' }).click();
  await inView(artistPage, COMMISSION_MESSAGES.wipPosted);
  await expect(artistPage.getByText('First sketches of the composition.')).toBeVisible();
  await milestoneCard(artistPage, 'Concept').getByRole('button', { name: 'Deliver' }).click();
  const deliver = artistPage.getByRole('dialog', { name: 'Deliver Concept & Sketches' });
  await deliver.getByTestId('delivery-images-input').setInputFiles([picture(11)]);
  await deliver.getByLabel('Note for the client').fill('Three sketches: pick one.');
  await expect(deliver.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await deliver.getByRole('button', { name: 'Send delivery' }).click();
  await inView(artistPage, COMMISSION_MESSAGES.delivered);

  // The client reads the countdown and approves; the artist reads the release less the fee.
  await expect(milestoneCard(clientPage, 'Concept').getByTestId('auto-approve-countdown')).toHaveText(
    /^Approves automatically in 6 days 23 h/,
    { timeout: 30_000 },
  );
  await milestoneCard(clientPage, 'Concept').getByRole('button', { name: 'Approve and release ₱500.00' }).click();
  await clientPage
    .getByRole('dialog', { name: 'Approve and release?' })
    .getByRole('button', { name: 'Approve and release ₱500.00' })
    .click();
  await inView(clientPage, COMMISSION_MESSAGES.approved);
  await expect(clientPage.getByTestId('money-released')).toHaveText('₱500.00');
  await expect(artistPage.getByText(/Concept & Sketches: you receive ₱475\.00 of ₱500\.00/)).toBeVisible({
    timeout: 30_000,
  });
  await fitsPhone(artistPage);
});

test('the client disputes a funded milestone; the admin reads the case and splits the held money', async ({
  stack,
  signedIn,
  browser,
}) => {
  test.setTimeout(420_000);
  const { clientPerson, projectId, projectName } = await agreedProject(stack!);
  const clientPage = await signedIn(clientPerson);
  await clientPage.goto(`/project/${projectId}`);
  await milestoneCard(clientPage, 'Concept').getByRole('button', { name: 'Fund milestone' }).click();
  await payOnPayMongo(clientPage);
  await expect(milestoneCard(clientPage, 'Concept').getByText('Funded · held by Crafti')).toBeVisible({
    timeout: 60_000,
  });
  await clientPage.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(dialog.getByLabel('What went wrong?')).toHaveAccessibleDescription('Say what went wrong.');
  await dialog.getByLabel('What went wrong?').fill('The artist stopped answering.');
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(clientPage.getByText(COMMISSION_MESSAGES.disputeOpened)).toBeVisible();
  await expect(clientPage.getByText(COMMISSION_MESSAGES.disputed)).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Fund milestone' })).toHaveCount(0);

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto('/login');
  await signInThroughPage(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  await admin.getByRole('button', { name: `Open the dispute of ${projectName}` }).click();
  const dispute = admin.getByRole('dialog', { name: `Dispute: ${projectName}` });
  await expect(dispute.getByText('The artist stopped answering.')).toBeVisible();
  await dispute.getByLabel('Release to the artist ₱').fill('600');
  await dispute.getByLabel('Note to both sides').fill('Half of the sketches were delivered over chat.');
  await dispute.getByRole('button', { name: 'Decide' }).click();
  await expect(dispute.getByText(COMMISSION_MESSAGES.releaseTooMuch)).toBeVisible();
  await dispute.getByLabel('Release to the artist ₱').fill('200');
  await expect(dispute.getByTestId('refund-part')).toHaveText('Refund to the client: ₱300.00');
  await dispute.getByRole('button', { name: 'Decide' }).click();
  await expect(admin.getByText(COMMISSION_MESSAGES.decided)).toBeVisible();
  await expect(admin.getByRole('button', { name: `Open the dispute of ${projectName}` })).toHaveCount(0);
  await expect(clientPage.getByText('Crafti decided the dispute')).toBeVisible({ timeout: 30_000 });
});

test('the artist attaches a commission’s timeline to an art: its page shows how it was made', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(300_000);
  const { artistPerson, projectId, projectName } = await agreedProject(stack!);
  const artist = await apiSession(stack!, artistPerson);
  await api(stack!).callOk('POST /api/projects/{id}/timeline', {
    token: artist.idToken,
    params: { id: projectId },
    body: { position: 1, note: 'Underpainting in burnt sienna.' },
  });
  const art = await uploadArtThroughApi(
    stack!,
    artist,
    { title: 'Family portrait', price: '2000', quantity: 1, art_style: 'Realism', medium: 'Oil', subject: 'Portrait' },
    71,
  );

  const page = await signedIn(artistPerson);
  await page.goto(`/edit-art/${art.art_id}`);
  const timeline = page.getByLabel('Process timeline');
  await expect(timeline.getByRole('option', { name: `${projectName} (1 update)` })).toBeAttached();
  await timeline.selectOption({ label: `${projectName} (1 update)` });
  await page.getByRole('button', { name: 'Save timeline' }).click();
  await expect(page.getByText(COMMISSION_MESSAGES.attached)).toBeVisible();

  await page.goto(`/art/${art.art_id}`);
  const made = page.getByRole('region', { name: 'How it was made' });
  await expect(made.getByText('Underpainting in burnt sienna.')).toBeVisible();
  await fitsPhone(page);
});
