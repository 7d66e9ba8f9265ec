import { randomUUID } from 'node:crypto';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { api, apiSession, composer, confirmedAccount, thread } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people and a conversation through the local stack');
});

/** A first name of its own per run (letters only). */
const uniqueName = (base: string) =>
  `${base}${randomUUID()
    .slice(0, 5)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

test('a person blocks another from their profile: the open conversation turns read-only for the other, who cannot message them, until unblocked in settings', async ({
  stack,
  signedIn,
  messagesInView,
}) => {
  test.setTimeout(240_000);
  const artist = await confirmedAccount(stack!, 'Artist', uniqueName('Dalisay'));
  const client = await confirmedAccount(stack!, 'Client', uniqueName('Tala'));
  const [artistSession, clientSession] = await Promise.all([apiSession(stack!, artist), apiSession(stack!, client)]);
  // callOk holds each to its route's success status (200 for the conversation, 201 for the message).
  const { id: conversationId } = await api(stack!).callOk('POST /conversations', {
    token: clientSession.idToken,
    body: { user_id: artistSession.userId },
  });
  await api(stack!).callOk('POST /conversations/{id}/messages', {
    token: clientSession.idToken,
    params: { id: conversationId },
    body: { content: 'Hello! Do you take commissions?', client_id: randomUUID() },
  });
  const artistName = `${artist.firstName} ${artist.lastName}`;
  const clientName = `${client.firstName} ${client.lastName}`;

  // The client has the conversation open (375 px); the artist (1280 px) opens the client's profile.
  const clientPage = await signedIn(client, { width: 375 });
  await clientPage.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
  await expect(thread(clientPage, artistName).getByText('Hello! Do you take commissions?')).toBeVisible();
  await expect(composer(clientPage)).toBeEnabled();

  const artistPage = await signedIn(artist, { width: 1280 });
  await artistPage.goto(`/profile/client/${clientSession.userId}`);
  await expect(artistPage.getByRole('heading', { name: clientName, level: 1 })).toBeVisible();
  await artistPage.getByRole('button', { name: BLOCK_MESSAGES.blockAction, exact: true }).click();
  const dialog = artistPage.getByRole('dialog', { name: BLOCK_MESSAGES.confirmTitle(clientName) });
  await expect(dialog.getByText(BLOCK_MESSAGES.confirmBody(clientName))).toBeVisible();
  await expectAccessibleAtBothWidths(artistPage, 'the block confirmation');
  await dialog.getByRole('button', { name: BLOCK_MESSAGES.blockAction, exact: true }).click();
  await expect(artistPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.profileYouBlocked);
  expect(await messagesInView.outOfView()).toEqual([]);
  await expect(artistPage.getByRole('button', { name: BLOCK_MESSAGES.unblockAction, exact: true })).toBeVisible();
  await expect(artistPage.getByRole('button', { name: `Message ${clientName}` })).toHaveCount(0);

  // The client's open conversation turns read-only without a reload.
  await expect(clientPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.cannotReply);
  await expect(composer(clientPage)).toBeDisabled();
  await expectAccessibleAtBothWidths(clientPage, '/messages read-only after a block');

  // Nor can the client start anything from the artist's profile.
  await clientPage.goto(`/profile/artist/${artistSession.userId}`);
  await expect(clientPage.getByRole('heading', { name: artistName, level: 1 })).toBeVisible();
  await expect(clientPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.profileUnavailable);
  await expect(clientPage.getByRole('button', { name: `Message ${artistName}` })).toHaveCount(0);

  // The artist's own conversation says who blocked whom.
  await artistPage.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
  await expect(artistPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.youBlocked(clientName));
  await expect(composer(artistPage)).toBeDisabled();

  // The artist unblocks in the settings' Blocked people.
  await artistPage.goto('/edit-artist-profile');
  const blockedList = artistPage.getByRole('list', { name: BLOCK_MESSAGES.listTitle });
  await expect(blockedList.getByText(clientName)).toBeVisible();
  await expectAccessibleAtBothWidths(artistPage, 'the Blocked people settings');
  await blockedList.getByRole('button', { name: `${BLOCK_MESSAGES.unblockAction} ${clientName}` }).click();
  await expect(artistPage.getByText(BLOCK_MESSAGES.listEmpty)).toBeVisible();

  // The client can message again.
  await clientPage.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
  await expect(composer(clientPage)).toBeEnabled();
  await expect(clientPage.getByTestId('blocked-note')).toHaveCount(0);
  await composer(clientPage).fill('Thanks for unblocking me.');
  await composer(clientPage).press('Enter');
  await expect(
    thread(clientPage, artistName).getByTestId('message').filter({ hasText: 'Thanks for unblocking me.' }),
  ).toHaveAttribute('data-mine', 'true');
  await expect(clientPage.getByTestId('message').filter({ hasText: 'Thanks for unblocking me.' })).not.toHaveAttribute(
    'data-pending',
    /.+/,
  );

  // The conversation's header menu blocks and unblocks too, and the other side follows live.
  await artistPage.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
  await expect(thread(artistPage, clientName).getByText('Thanks for unblocking me.')).toBeVisible();
  await artistPage.getByRole('button', { name: `Actions for the conversation with ${clientName}` }).click();
  await artistPage.getByRole('menuitem', { name: BLOCK_MESSAGES.blockAction }).click();
  await artistPage
    .getByRole('dialog', { name: BLOCK_MESSAGES.confirmTitle(clientName) })
    .getByRole('button', { name: BLOCK_MESSAGES.blockAction, exact: true })
    .click();
  await expect(artistPage.getByTestId('blocked-note')).toHaveText(BLOCK_MESSAGES.youBlocked(clientName));
  await expect(composer(clientPage)).toBeDisabled();
  await artistPage.getByRole('button', { name: `Actions for the conversation with ${clientName}` }).click();
  await artistPage.getByRole('menuitem', { name: BLOCK_MESSAGES.unblockAction }).click();
  await expect(artistPage.getByTestId('blocked-note')).toHaveCount(0);
  await expect(composer(artistPage)).toBeEnabled();
  await expect(composer(clientPage)).toBeEnabled();
});
