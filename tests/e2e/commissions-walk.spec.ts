import { COMMISSION_MESSAGES, type Terms } from '../../shared/messages/commissions';
import { onboardingSample } from '../support/payout-details';
import type { StackInfo } from '../support/stack-process';
import { inDays, milestoneCard, payOnPayMongo, picture } from './commission-support';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { api, apiSession, confirmedAccount } from './support';

/**
 * Issue 31's walk, two people in two browsers (every page they visit is checked with axe at 1280
 * and 375 px by the fixtures): the client proposes with terms, the artist counters, the client
 * accepts; the client funds the sketch on the PayMongo simulator; the artist posts an update and
 * delivers; the client asks for one revision, then approves; the artist's earnings show the
 * release less 5%; the final milestone approves itself when the scheduled job runs with the clock
 * moved past its 7 days; a second project, canceled by agreement, refunds the client what the rule says.
 * (The admin settling a dispute is commission-page.spec.ts's walk.)
 */

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people through the local stack and runs its scheduled job');
});

const terms = (final: number): Terms => ({
  total_centavos: 100_000 + final,
  milestones: [
    { name: 'Sketch', due_date: inDays(10), amount_centavos: 100_000, revisions: 1 },
    { name: 'Final painting', due_date: inDays(30), amount_centavos: final, revisions: 0 },
  ],
  usage: 'personal',
  delivery_format: 'Oil on canvas, delivered framed',
  cancel_keep_percent: 30,
  funding: 'milestone',
});

/** The artist's payouts set up and approved by PayMongo (so releases land in their wallet). */
async function activatePayouts(stack: StackInfo, artist: { userId: string; idToken: string }) {
  await api(stack).callOk('POST /payouts/{userId}/onboarding', {
    token: artist.idToken,
    params: { userId: artist.userId },
    body: onboardingSample(),
  });
  const sim = stack.endpoints.paymongo;
  const accounts = (await (await fetch(`${sim}/__sim/accounts`)).json()) as {
    data: { id: string; attributes: { metadata?: Record<string, string> } }[];
  };
  const child = accounts.data.find((a) => a.attributes.metadata?.crafti_user_id === artist.userId)!;
  await fetch(`${sim}/__sim/accounts/${child.id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  await fetch(`${sim}/__sim/idle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
}

/**
 * The clock moved for one delivery: its auto-approval falls due now (the stack is shared, so only
 * this walk’s item is moved, not everyone's), then the every-minute scheduled job runs once.
 */
async function autoApprovalDueAndScheduledJob(stack: StackInfo, milestoneId: string) {
  Object.assign(process.env, stack.env);
  const [{ db }, { handler }] = await Promise.all([
    import('@functions/core/db/service'),
    import('@functions/events/run-due-work'),
  ]);
  await db()
    .entities.dueWork.patch({ workId: `auto_approve:${milestoneId}` })
    .set({ dueAt: new Date(Date.now() - 1000).toISOString() })
    .go();
  await handler();
}

test('propose, counter, accept; fund, update, deliver, revise, approve; the release less 5% in earnings; auto-approval; a cancellation refunded by its rule', async ({
  stack,
  signedIn,
  messagesInView,
}) => {
  test.setTimeout(600_000);
  const artistPerson = await confirmedAccount(stack!, 'Artist', 'Amihan');
  const clientPerson = await confirmedAccount(stack!, 'Client', 'Bayani');
  const [artist, client] = await Promise.all([apiSession(stack!, artistPerson), apiSession(stack!, clientPerson)]);
  await activatePayouts(stack!, artist);
  /** An answer where the button was pressed: in view once the page settles, before the walk moves on (and scrolls). */
  const inView = async (page: typeof clientPage, text: string) => {
    await expect(page.getByText(text)).toBeInViewport();
    expect(await messagesInView.outOfView()).toEqual([]);
  };

  // The client proposes with terms (₱1,000 + ₱2,000), the artist counters (the final at ₱2,500), the client accepts.
  const sent = await api(stack!).callOk('POST /send-proposal', {
    token: client.idToken,
    body: {
      sender_id: client.userId,
      recipient_id: artist.userId,
      project_name: 'Lola’s garden',
      project_description: 'Our grandmother’s garden in Tagaytay, oil on canvas.',
      budget: '3000',
      due_date: inDays(30),
      terms: terms(200_000),
    },
  });
  const countered = await api(stack!).callOk('POST /api/proposals/{id}/counter', {
    token: artist.idToken,
    params: { id: sent.proposal_id },
    body: { terms: terms(250_000), note: 'The final canvas is bigger than I first thought.' },
  });
  const accepted = await api(stack!).callOk('POST /client/proposals/accept', {
    token: client.idToken,
    body: { proposal: { proposal_id: countered.proposal_id } },
  });
  const projectId = accepted.newProject.project_id;

  // Two browsers: the client on a laptop, the artist on a phone.
  const clientPage = await signedIn(clientPerson);
  const artistPage = await signedIn(artistPerson, { width: 375 });
  await clientPage.goto(`/project/${projectId}`);
  await expect(clientPage.getByTestId('money-total')).toHaveText('₱3,500.00');
  await milestoneCard(clientPage, 'Sketch').getByRole('button', { name: 'Fund milestone' }).click();
  await payOnPayMongo(clientPage, 'Bayani Test');
  await expect(milestoneCard(clientPage, 'Sketch').getByText('Funded · held by Crafti')).toBeVisible({
    timeout: 60_000,
  });

  // The artist reads it funded (the final is not: don't start), posts an update and delivers.
  await artistPage.goto(`/project/${projectId}`);
  await expect(milestoneCard(artistPage, 'Sketch').getByText('Funded · held by Crafti')).toBeVisible();
  await expect(milestoneCard(artistPage, 'Final painting').getByText('Not funded yet — don’t start')).toBeVisible();
  await artistPage.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Sketch' });
  await artistPage.getByLabel('Progress note').fill('Charcoal lines of the garden path.');
  await artistPage.getByRole('button', { name: 'Post update' }).click();
  await inView(artistPage, COMMISSION_MESSAGES.wipPosted);
  const deliverSketch = async (note: string, seed: number) => {
    await milestoneCard(artistPage, 'Sketch').getByRole('button', { name: 'Deliver' }).click();
    const dialog = artistPage.getByRole('dialog', { name: 'Deliver Sketch' });
    await dialog.getByTestId('delivery-images-input').setInputFiles([picture(seed)]);
    await dialog.getByLabel('Note for the client').fill(note);
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Send delivery' }).click();
    await inView(artistPage, COMMISSION_MESSAGES.delivered);
  };
  await deliverSketch('The sketch, path on the left.', 21);

  // The client sees the update and the delivery live, asks for one revision.
  await expect(clientPage.getByText('Charcoal lines of the garden path.')).toBeVisible({ timeout: 30_000 });
  await milestoneCard(clientPage, 'Sketch')
    .getByRole('button', { name: 'Ask for a revision' })
    .click({ timeout: 30_000 });
  const revision = clientPage.getByRole('dialog', { name: 'Ask for a revision of Sketch' });
  await revision.getByLabel('What should change').fill('Put the path on the right, towards the lake.');
  await revision.getByRole('button', { name: 'Ask for a revision' }).click();
  await inView(clientPage, COMMISSION_MESSAGES.revisionAsked);
  await expect(artistPage.getByText('Put the path on the right, towards the lake.')).toBeVisible({ timeout: 30_000 });
  await deliverSketch('Path on the right now.', 22);

  // The one revision is used: only approval is left; the client approves.
  await expect(milestoneCard(clientPage, 'Sketch').getByRole('button', { name: 'Ask for a revision' })).toBeDisabled({
    timeout: 30_000,
  });
  // The page in this state (a delivery to review, its buttons, the countdown, the timeline) for axe, at both widths.
  await expectAccessibleAtBothWidths(clientPage, 'the project page with a delivery to review');
  await milestoneCard(clientPage, 'Sketch').getByRole('button', { name: 'Approve and release ₱1,000.00' }).click();
  await clientPage
    .getByRole('dialog', { name: 'Approve and release?' })
    .getByRole('button', { name: 'Approve and release ₱1,000.00' })
    .click();
  await inView(clientPage, COMMISSION_MESSAGES.approved);
  await expect(clientPage.getByTestId('money-released')).toHaveText('₱1,000.00');

  // The artist's earnings: ₱1,000 released, Crafti's ₱50, ₱950 net, in their wallet.
  await artistPage.goto('/transaction-history?view=earnings');
  const row = artistPage.getByTestId('commission-earning-row').filter({ hasText: 'Lola’s garden: Sketch' });
  await expect(row).toContainText('₱1,000.00');
  await expect(row).toContainText('₱50.00');
  await expect(row).toContainText('₱950.00');
  await expect(row.getByTestId('money-state')).toHaveText('In your PayMongo wallet', { timeout: 30_000 });

  // The final milestone: funded, delivered, and approved by the scheduled job 8 days later.
  await milestoneCard(clientPage, 'Final painting').getByRole('button', { name: 'Fund milestone' }).click();
  await payOnPayMongo(clientPage, 'Bayani Test');
  await expect(milestoneCard(clientPage, 'Final painting').getByText('Funded · held by Crafti')).toBeVisible({
    timeout: 60_000,
  });
  await api(stack!).callOk('POST /api/projects/{id}/milestones/{position}/deliver', {
    token: artist.idToken,
    params: { id: projectId, position: 2 },
    body: { note: 'Finished and varnished.', files: [await uploadWork(stack!, artist, 23)] },
  });
  await expect(milestoneCard(clientPage, 'Final painting').getByTestId('auto-approve-countdown')).toBeVisible({
    timeout: 30_000,
  });
  await autoApprovalDueAndScheduledJob(stack!, `${projectId}.2`);
  await expect(milestoneCard(clientPage, 'Final painting').getByText('Released to the artist')).toBeVisible({
    timeout: 30_000,
  });
  await expect(clientPage.getByText('Approved automatically after 7 days')).toBeVisible();
  await expect(clientPage.getByTestId('money-released')).toHaveText('₱3,500.00');

  // A second project, canceled by agreement: the artist keeps 30% of the funded sketch, the client gets ₱700 back.
  const second = await api(stack!).callOk('POST /send-proposal', {
    token: client.idToken,
    body: {
      sender_id: client.userId,
      recipient_id: artist.userId,
      project_name: 'Carabao at rest',
      project_description: 'A small carabao study.',
      budget: '3000',
      due_date: inDays(30),
      terms: terms(200_000),
    },
  });
  const other = await api(stack!).callOk('POST /artist/proposals/accept', {
    token: artist.idToken,
    body: { proposal: { proposal_id: second.proposal_id } },
  });
  const otherId = other.newProject.project_id;
  await clientPage.goto(`/project/${otherId}`);
  await milestoneCard(clientPage, 'Sketch').getByRole('button', { name: 'Fund milestone' }).click();
  await payOnPayMongo(clientPage, 'Bayani Test');
  await expect(milestoneCard(clientPage, 'Sketch').getByText('Funded · held by Crafti')).toBeVisible({
    timeout: 60_000,
  });
  await clientPage.getByRole('button', { name: 'Ask to cancel' }).click();
  const ask = clientPage.getByRole('dialog', { name: 'Ask to cancel' });
  await ask.getByLabel('Why do you want to cancel?').fill('We are moving abroad.');
  await ask.getByRole('button', { name: 'Ask to cancel' }).click();
  await inView(clientPage, COMMISSION_MESSAGES.cancelAsked);

  await artistPage.goto(`/project/${otherId}`);
  await expect(artistPage.getByText('We are moving abroad.')).toBeVisible();
  await expectAccessibleAtBothWidths(artistPage, 'the project page with a cancellation to answer');
  await artistPage.getByRole('button', { name: 'Agree to cancel' }).click();
  await artistPage
    .getByRole('dialog', { name: 'Agree to cancel?' })
    .getByRole('button', { name: 'Agree to cancel' })
    .click();
  await expect(artistPage.getByText(COMMISSION_MESSAGES.cancelDone)).toBeVisible();
  await expect(clientPage.getByTestId('money-refunded')).toHaveText('₱700.00', { timeout: 30_000 });
  await expect(clientPage.getByTestId('money-released')).toHaveText('₱300.00');
  await expect(clientPage.getByTestId('commission-closed')).toBeVisible();
  expect(await messagesInView.outOfView()).toEqual([]);
});

/** An image of the work, uploaded by the artist through the presigned upload path. */
async function uploadWork(stack: StackInfo, artist: { idToken: string }, seed: number): Promise<string> {
  const file = picture(seed);
  const presigned = await api(stack).callOk('POST /uploads', {
    token: artist.idToken,
    body: { purpose: 'post-image', contentType: 'image/png', size: file.buffer.length },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([file.buffer], { type: 'image/png' }), file.name);
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status).toBeLessThan(300);
  return presigned.key;
}
