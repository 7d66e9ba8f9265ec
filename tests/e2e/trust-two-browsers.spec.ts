import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { CART_MESSAGES } from '@shared/messages/cart';
import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import { inDays } from './commission-support';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { caseOf, decide, openModerationQueue, secondAdmin } from './moderation-support';
import { api, apiSession, confirmedAccount, uploadArtThroughApi } from './support';

/**
 * Issue 46's two-browser walks, each person in a browser of their own (every page they visit is
 * checked with axe at 1280 and 375 px by the fixtures): a block placed while a proposal is pending
 * (its Accept refused, and what each side then sees), and an admin hiding an art that sits in a
 * client's cart and wishlist (what the client, its artist and anyone opening it then see).
 */

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people, a proposal, an art and a report through the local stack');
});

/** A first name of its own per run (letters only). */
const uniqueName = (base: string) =>
  `${base}${randomUUID()
    .slice(0, 5)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

/** The project dashboard's Proposal List tab, opened. */
async function openProposalList(page: Page, path: '/artist-track-project' | '/client-project-page') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Proposal List', exact: true }).click();
}

/** The dashboard's board has no project: each column counts none. */
async function expectNoProject(
  page: Page,
  path: '/artist-track-project' | '/client-project-page',
  projectName: string,
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: 'To Do (0)' })).toBeVisible();
  await expect(page.getByRole('article', { name: projectName })).toHaveCount(0);
}

test('a client blocks an artist while the artist holds their pending proposal: Accept is refused with the block’s words, and the proposal stays pending on both sides', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(300_000);
  const artistPerson = await confirmedAccount(stack!, 'Artist', uniqueName('Dalisay'));
  const clientPerson = await confirmedAccount(stack!, 'Client', uniqueName('Tala'));
  const [artist, client] = await Promise.all([apiSession(stack!, artistPerson), apiSession(stack!, clientPerson)]);
  const artistName = `${artistPerson.firstName} ${artistPerson.lastName}`;
  const projectName = `Sari-sari store sign ${randomUUID().slice(0, 4)}`;
  // Not under test: the client's proposal, sent through the API.
  await api(stack!).callOk('POST /send-proposal', {
    token: client.idToken,
    body: {
      sender_id: client.userId,
      recipient_id: artist.userId,
      project_name: projectName,
      project_description: 'A hand-painted sign for our sari-sari store.',
      budget: '8000',
      due_date: inDays(30),
    },
  });

  // The artist, on a phone, has the proposal open where Accept is.
  const artistPage = await signedIn(artistPerson, { width: 375 });
  await openProposalList(artistPage, '/artist-track-project');
  const received = artistPage.getByRole('list', { name: 'Received proposals' });
  await received.getByRole('button', { name: `View Details of proposal ${projectName}` }).click();
  const details = artistPage.getByRole('dialog', { name: `Proposal: ${projectName}` });
  await expect(details.getByRole('button', { name: 'Accept' })).toBeVisible();

  // Meanwhile the client, on a desktop, blocks the artist from the artist's profile.
  const clientPage = await signedIn(clientPerson, { width: 1280 });
  await clientPage.goto(`/profile/artist/${artist.userId}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: artistName })).toBeVisible();
  await clientPage.getByRole('button', { name: BLOCK_MESSAGES.blockAction, exact: true }).click();
  const confirm = clientPage.getByRole('dialog', { name: BLOCK_MESSAGES.confirmTitle(artistName) });
  await expect(confirm.getByText(BLOCK_MESSAGES.confirmBody(artistName))).toBeVisible();
  await confirm.getByRole('button', { name: BLOCK_MESSAGES.blockAction, exact: true }).click();
  await expect(clientPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.profileYouBlocked);

  // The artist presses Accept on the proposal still open: the server's refusal (blocks.blocked) is
  // what they read, in the words for the side that did not block, and the dialog stays.
  await details.getByRole('button', { name: 'Accept' }).click();
  const refusal = BLOCK_MESSAGES.refused('accept_proposal', false);
  // A toast in a polite live region outside the dialog, announced while the dialog is open.
  await expect(artistPage.getByRole('status').filter({ hasText: refusal })).toBeVisible();
  await expect(artistPage.getByTestId('toast')).toHaveText(refusal);
  await expect(artistPage.getByText('Proposal accepted and project created!')).toHaveCount(0);
  await expect(details).toBeVisible();
  await expectAccessibleAtBothWidths(artistPage, 'the proposal dialog after a refused Accept');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  // Not accepted on the artist's side: after a reload, no project, and the proposal still received.
  await expectNoProject(artistPage, '/artist-track-project', projectName);
  await artistPage.getByRole('tab', { name: 'Proposal List', exact: true }).click();
  await expect(received.getByRole('button', { name: `View Details of proposal ${projectName}` })).toBeVisible();
  // The received proposal now says it can no longer be accepted, and its dialog no longer offers to.
  await expect(
    received.getByRole('listitem').filter({ hasText: projectName }).getByTestId('proposal-blocked'),
  ).toHaveText(BLOCK_MESSAGES.proposalBlocked);
  await received.getByRole('button', { name: `View Details of proposal ${projectName}` }).click();
  await expect(details.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await details.getByRole('button', { name: 'Close' }).click();
  // What told the artist why: the client's profile no longer offers Message or Send Proposal.
  await artistPage.goto(`/profile/client/${client.userId}`);
  await expect(artistPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.profileUnavailable);
  await expect(artistPage.getByRole('button', { name: 'Send Proposal' })).toHaveCount(0);

  // Nor on the client's side: no project; the proposal they sent is still Pending, not Accepted,
  // and says the block keeps it from being accepted.
  await expectNoProject(clientPage, '/client-project-page', projectName);
  await clientPage.getByRole('tab', { name: 'Proposal List', exact: true }).click();
  const sent = clientPage.getByRole('list', { name: 'Sent proposals' });
  await expect(sent.getByRole('listitem', { name: `${projectName}: Pending` })).toBeVisible();
  await expect(sent.getByRole('listitem', { name: `${projectName}: Accepted` })).toHaveCount(0);
  await expect(
    sent.getByRole('listitem', { name: `${projectName}: Pending` }).getByTestId('proposal-blocked'),
  ).toHaveText(BLOCK_MESSAGES.proposalBlocked);

  // The server agrees: the proposal is still there to decide and neither has a project.
  const pending = await api(stack!).callOk('GET /api/proposals/{userId}', {
    token: artist.idToken,
    params: { userId: artist.userId },
  });
  expect(pending.map((p) => p.project_name)).toEqual([projectName]);
  expect(
    await api(stack!).callOk('GET /api/artist-projects/{userId}', {
      token: artist.idToken,
      params: { userId: artist.userId },
    }),
  ).toEqual([]);
  expect(
    await api(stack!).callOk('GET /api/client-projects/{userId}', {
      token: client.idToken,
      params: { userId: client.userId },
    }),
  ).toEqual([]);
});

test('an admin hides an art that sits in a client’s cart and wishlist: the client sees it as no longer available, cannot check it out, and its page answers as hidden', async ({
  stack,
  signedIn,
  messagesInView,
}) => {
  test.setTimeout(360_000);
  const artistPerson = await confirmedAccount(stack!, 'Artist', uniqueName('Lorna'));
  const clientPerson = await confirmedAccount(stack!, 'Client', uniqueName('Carlo'));
  const reporterPerson = await confirmedAccount(stack!, 'Client', uniqueName('Tess'));
  const [artist, client, reporter] = await Promise.all([
    apiSession(stack!, artistPerson),
    apiSession(stack!, clientPerson),
    apiSession(stack!, reporterPerson),
  ]);
  const artistName = `${artistPerson.firstName} ${artistPerson.lastName}`;
  const title = `Copied Jeepney ${randomUUID().slice(0, 6)}`;
  const art = await uploadArtThroughApi(
    stack!,
    artist,
    { title, price: '1500.00', quantity: 3, art_style: 'Pop Art', medium: 'Acrylic', subject: 'Others' },
    4601,
  );
  // Not under test: the client's cart line and heart, and a third person's report that puts the art in the queue.
  await api(stack!).callOk('POST /cart', {
    token: client.idToken,
    body: { userId: client.userId, artId: art.art_id, quantity: 1 },
  });
  await api(stack!).callOk('POST /wishlist', {
    token: client.idToken,
    body: { userId: client.userId, artId: art.art_id, action: 'add' },
  });
  await api(stack!).callOk('POST /api/reports', {
    token: reporter.idToken,
    body: {
      kind: 'art',
      target_id: art.art_id,
      reason: 'Stolen art',
      details: 'Traced from another artist’s jeepney painting.',
    },
  });

  // The client, on a phone, has the art in their cart, with its title and picture, and chooses it.
  const clientPage = await signedIn(clientPerson, { width: 375 });
  await clientPage.goto('/cart');
  const line = clientPage.getByTestId('cart-line');
  await expect(line.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(line.locator('img')).toHaveCount(1);
  await expect(line.getByRole('checkbox', { name: `Select ${title}` })).toBeEnabled();
  // …and on the Wishlist tab of their profile, opened by its address (the in-view watcher takes a
  // click on the tab for an action and its pager's "Showing items 1 to 1", below a phone's fold, for its outcome).
  await clientPage.goto('/client-profile?tab=wishlist');
  await expect(clientPage.getByRole('tab', { name: 'Wishlist', selected: true })).toBeVisible();
  const wishlist = clientPage.getByRole('list', { name: 'Wishlist' });
  await expect(wishlist.getByRole('link', { name: title, exact: true })).toBeVisible();

  // The artist, on a desktop, sees their art listed.
  const artistPage = await signedIn(artistPerson, { width: 1280 });
  await artistPage.goto(`/art/${art.art_id}`);
  await expect(artistPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(artistPage.getByTestId('hidden-notice')).toHaveCount(0);

  // An admin hides the art from the Moderation queue, with the reason its artist reads.
  const adminPage = await signedIn(await secondAdmin(stack!), { width: 1280, home: /\/admin-dashboard$/ });
  await openModerationQueue(adminPage);
  await adminPage.getByLabel('Kind').selectOption('art');
  const card = caseOf(adminPage, title);
  await expect(card).toContainText(artistName);
  await expect(card).toContainText('Stolen art');
  const reason = `This art copies another artist’s work ${randomUUID().slice(0, 4)}.`;
  await decide(adminPage, card, /^Hide:/, reason, 'Hide');
  await expect(adminPage.getByRole('status').filter({ hasText: new RegExp(`^Hidden\\. ${artistName}`) })).toBeVisible();
  expect(await messagesInView.outOfView()).toEqual([]);
  await expect(card).toHaveCount(0);

  // The client, still signed in, opens their cart again: the line is no longer available, without
  // its title, picture or link, and cannot be chosen for checkout.
  await clientPage.goto('/cart');
  const gone = clientPage.getByRole('region', { name: 'No longer available' });
  await expect(gone.getByTestId('cart-line')).toHaveCount(1);
  await expect(gone.getByTestId('cart-line')).toContainText('No longer available.');
  await expect(gone.locator('img')).toHaveCount(0);
  await expect(gone.getByRole('link')).toHaveCount(0);
  await expect(clientPage.getByText(title)).toHaveCount(0);
  await expect(clientPage.getByRole('region', { name: `Artist: ${artistName}` })).toHaveCount(0);
  await expect(gone.getByRole('checkbox')).toBeDisabled();
  await expect(clientPage.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  await clientPage.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(clientPage.getByText(CART_MESSAGES.selectItems)).toBeVisible();
  await expect(clientPage).toHaveURL(/\/cart$/);
  await expectAccessibleAtBothWidths(clientPage, 'a cart with a hidden art');

  // On the wishlist: no longer available, without its title or picture; only the way to take it off.
  await clientPage.goto('/client-profile?tab=wishlist');
  const unavailable = wishlist.getByTestId('wishlist-unavailable');
  await expect(unavailable).toHaveCount(1);
  await expect(unavailable).toContainText('No longer available.');
  await expect(wishlist.locator('img')).toHaveCount(0);
  await expect(wishlist.getByRole('link')).toHaveCount(0);
  await expect(clientPage.getByText(title)).toHaveCount(0);
  await expect(unavailable.getByRole('button', { name: 'Remove this art from wishlist' })).toBeVisible();
  await expectAccessibleAtBothWidths(clientPage, 'a wishlist with a hidden art');

  // Its page answers the client as hidden content does, without its title or picture.
  await clientPage.goto(`/art/${art.art_id}`);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Art', exact: true })).toBeVisible();
  await expect(clientPage.getByRole('alert')).toContainText(MODERATION_MESSAGES.hiddenNotFound);
  await expect(clientPage.getByText(title)).toHaveCount(0);
  await expect(clientPage.getByRole('button', { name: /Add to Cart/i })).toHaveCount(0);

  // Its artist still sees it on its page, with the admin's reason.
  await artistPage.reload();
  await expect(artistPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(artistPage.getByTestId('hidden-notice')).toContainText(reason);
});
