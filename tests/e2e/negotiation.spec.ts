import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectAccessibleAtBothWidths, test, WIDTHS } from './fixtures';
import { api, apiSession, confirmedAccount, shoot } from './support';

/**
 * Issue 31, terms and negotiation in the browser: a client proposes with terms (a wrong split
 * first), the artist counters with a higher price, the client reads the history (what changed)
 * and accepts. Every new view is checked with axe at 1280 and 375 px, and fits 375 px.
 */

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people through the local stack');
});

const uniqueName = (base: string) =>
  `${base}${randomUUID()
    .slice(0, 5)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Nothing sticks out sideways at a phone's width. */
async function expectNoSidewaysScroll(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (original) await page.setViewportSize(original);
}

test('a client proposes with terms, the artist counters, the client reads the history and accepts', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(300_000);
  const artistPerson = await confirmedAccount(stack!, 'Artist', uniqueName('Amihan'));
  const clientPerson = await confirmedAccount(stack!, 'Client', uniqueName('Bayani'));
  const artist = await apiSession(stack!, artistPerson);
  const artistName = `${artistPerson.firstName} ${artistPerson.lastName}`;
  const projectName = `Terminal mural ${randomUUID().slice(0, 4)}`;

  // The client proposes with terms: the amounts follow the budget, a wrong one is refused.
  const clientPage = await signedIn(clientPerson);
  await clientPage.goto(`/profile/artist/${artist.userId}`);
  await clientPage.getByRole('button', { name: 'Send Proposal' }).click();
  const form = clientPage.getByRole('dialog', { name: `Send a proposal to ${artistName}` });
  await form.getByLabel('Project name').fill(projectName);
  await form.getByLabel('Project description').fill('A mural on the side of our jeepney terminal.');
  await form.getByLabel('Budget (₱)').fill('20000');
  await form.getByLabel('Due date').fill(inDays(40));
  await expect(form.getByTestId('terms-sum')).toHaveText('Milestones add up to ₱20,000.00 of ₱20,000.00');
  await expect(form.getByLabel('Milestone 1 amount (₱)')).toHaveValue('5000');
  await form.getByLabel('Milestone 4 amount (₱)').fill('6000');
  await expect(form.getByTestId('terms-sum')).toContainText(
    'Milestones add up to ₱21,000.00 of ₱20,000.00. The milestones must add up exactly to the total price.',
  );
  await form.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(form).toBeVisible();
  await expectAccessibleAtBothWidths(clientPage, 'send proposal with terms');
  await shoot(clientPage, 'send-proposal-terms', { widths: WIDTHS });
  await form.getByRole('button', { name: 'Split evenly' }).click();
  await expect(form.getByTestId('terms-sum')).toHaveText('Milestones add up to ₱20,000.00 of ₱20,000.00');
  await form.getByLabel('Usage rights').selectOption('commercial');
  await form.getByLabel('Artist keeps (%) if canceled').fill('20');
  await expect(form.getByText('the artist keeps 20% of each funded milestone')).toBeVisible();
  await form.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(clientPage.getByText('Proposal sent!')).toBeVisible();

  // The artist reads the terms and counters with a higher price.
  const artistPage = await signedIn(artistPerson);
  await artistPage.goto('/artist-track-project');
  await artistPage.getByRole('tab', { name: 'Proposal List', exact: true }).click();
  await artistPage.getByRole('button', { name: `View Details of proposal ${projectName}` }).click();
  const details = artistPage.getByRole('dialog', { name: `Proposal: ${projectName}` });
  await expect(details.getByText('Usage: Commercial use')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Milestones of the terms' }).getByRole('listitem')).toHaveCount(4);
  await details.getByRole('button', { name: 'Counter' }).click();
  const counter = artistPage.getByRole('dialog', { name: `Counter: ${projectName}` });
  await expect(counter.getByLabel('Total price (₱)')).toHaveValue('20000');
  await counter.getByLabel('Total price (₱)').fill('24000');
  await expect(counter.getByLabel('Milestone 1 amount (₱)')).toHaveValue('6000');
  await counter.getByLabel('Note to the other side (optional)').fill('Commercial use costs a little more.');
  await expectAccessibleAtBothWidths(artistPage, 'counter dialog');
  await expectNoSidewaysScroll(artistPage);
  await shoot(artistPage, 'counter-proposal', { widths: WIDTHS });
  await counter.getByRole('button', { name: 'Send counter-proposal' }).click();
  await expect(artistPage.getByText('Counter-proposal sent!')).toBeVisible();
  await expect(artistPage.getByText('No proposals yet.')).toBeVisible();
  await expect(
    artistPage.getByRole('list', { name: 'Sent proposals' }).getByRole('listitem', { name: `${projectName}: Pending` }),
  ).toBeVisible();

  // The client sees the counter, what changed, and accepts it; their first version shows Countered.
  await clientPage.goto('/client-project-page');
  await clientPage.getByRole('tab', { name: 'Proposal List', exact: true }).click();
  await expect(
    clientPage
      .getByRole('list', { name: 'Sent proposals' })
      .getByRole('listitem', { name: `${projectName}: Countered` }),
  ).toBeVisible();
  const received = clientPage.getByRole('list', { name: 'Received proposals' });
  await expect(received.getByText('Counter-proposal (version 2)')).toBeVisible();
  await received.getByRole('button', { name: `History of proposal ${projectName}` }).click();
  const versions = received.getByRole('list', { name: `Versions of ${projectName}` });
  await expect(versions.getByText('Total price ₱20,000.00 → ₱24,000.00')).toBeVisible();
  await expect(versions.getByText('“Commercial use costs a little more.”')).toBeVisible();
  await expectAccessibleAtBothWidths(clientPage, 'proposal list with history');
  await expectNoSidewaysScroll(clientPage);
  await shoot(clientPage, 'proposal-history', { widths: WIDTHS });
  await received.getByRole('button', { name: `View Details of proposal ${projectName}` }).click();
  // Where Accept is, the dialog marks what the counter changed against version 1 (old → new).
  const counterDialog = clientPage.getByRole('dialog', { name: `Proposal: ${projectName}` });
  await expect(counterDialog.getByTestId('counter-changes')).toContainText('Changed since version 1');
  await expect(counterDialog.getByTestId('counter-changes')).toContainText('Total price ₱20,000.00 → ₱24,000.00');
  await expect(counterDialog.getByTestId('counter-changes')).toContainText('Milestone 1');
  await expectAccessibleAtBothWidths(clientPage, 'a counter-proposal with its changes');
  await counterDialog.getByRole('button', { name: 'Accept' }).click();
  await expect(clientPage.getByText('Proposal accepted and project created!')).toBeVisible();
});

test('a job’s accepted applicant gets a proposal prefilled from the job', async ({ stack, signedIn }) => {
  test.setTimeout(240_000);
  const artistPerson = await confirmedAccount(stack!, 'Artist', uniqueName('Amihan'));
  const clientPerson = await confirmedAccount(stack!, 'Client', uniqueName('Bayani'));
  const [artist, client] = await Promise.all([apiSession(stack!, artistPerson), apiSession(stack!, clientPerson)]);
  const artistName = `${artistPerson.firstName} ${artistPerson.lastName}`;
  const title = `Cafe mural ${randomUUID().slice(0, 4)}`;
  const job = await api(stack!).callOk('POST /api/jobs', {
    token: client.idToken,
    body: {
      user_id: client.userId,
      title,
      description: 'A 3 m mural of Mayon volcano for our cafe wall.',
      budget: '₱5,000 - ₱10,000',
      deadline: '2030-06-30',
      preferred_art_styles: ['Realism'],
    },
  });
  await api(stack!).callOk('POST /api/apply-job', {
    token: artist.idToken,
    body: { job_id: job.job_id, user_id: artist.userId },
  });
  await api(stack!).callOk('PATCH /api/job-applicants/status', {
    token: client.idToken,
    body: { job_id: job.job_id, user_id: artist.userId, status: 'Accepted' },
  });

  const clientPage = await signedIn(clientPerson);
  await clientPage.goto('/post-job');
  const card = clientPage
    .getByRole('listitem')
    .filter({ has: clientPage.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: '1 applicant' }).click();
  await clientPage
    .getByRole('dialog', { name: `Applicants for ${title}` })
    .getByRole('button', { name: `Send proposal to ${artistName}` })
    .click();
  const form = clientPage.getByRole('dialog', { name: `Send a proposal to ${artistName}` });
  await expect(form.getByLabel('Project name')).toHaveValue(title);
  await expect(form.getByLabel('Project description')).toHaveValue('A 3 m mural of Mayon volcano for our cafe wall.');
  await expect(form.getByLabel('Budget (₱)')).toHaveValue('10000');
  await expect(form.getByLabel('Due date')).toHaveValue('2030-06-30');
  await expect(form.getByTestId('terms-sum')).toHaveText('Milestones add up to ₱10,000.00 of ₱10,000.00');
  await expectAccessibleAtBothWidths(clientPage, 'send proposal from a job');
  await form.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(clientPage.getByText('Proposal sent!')).toBeVisible();
  const received = await api(stack!).callOk('GET /api/proposals/{userId}', {
    token: artist.idToken,
    params: { userId: artist.userId },
  });
  expect(received).toMatchObject([{ project_name: title, budget: '10000', due_date: '2030-06-30' }]);
});
