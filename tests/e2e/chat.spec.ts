import type { Page, WebSocketRoute } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../support/stack-process';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import {
  api,
  apiSession,
  composer,
  confirmedAccount,
  mainNav,
  sendThroughApi,
  signInThroughPage,
  startThroughApi,
  thread,
  uploadArtThroughApi,
} from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people and arts through the local stack');
});

/** A first name of its own per run (letters only), so name searches find exactly this run's people. */
const uniqueName = (base: string) =>
  `${base}${randomUUID()
    .slice(0, 5)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

/** An artist with one art, and a client, both new accounts. */
async function artistWithArt(stack: StackInfo) {
  const artist = await confirmedAccount(stack, 'Artist', uniqueName('Juan'));
  const session = await apiSession(stack, artist);
  const art = await uploadArtThroughApi(
    stack,
    session,
    {
      title: `Sarimanok ${randomUUID().slice(0, 4)}`,
      price: '2500',
      quantity: 1,
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
    },
    41,
  );
  return { artist, artistId: session.userId, art };
}

const conversations = (page: Page) => page.getByRole('region', { name: 'Conversations' });

/** The Messages link's unread count, as the navigation shows it at this width (icon badge, or the side menu's label). */
async function expectMessagesBadge(page: Page, count: number) {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    const badge = mainNav(page).getByTestId('badge-unread-messages');
    if (count === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(count));
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(
    menu.getByRole('link', { name: count === 0 ? 'Messages' : `Messages (${count})`, exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

for (const width of [1280, 375]) {
  test(`a client messages an artist from the art page and they talk live (${width} px)`, async ({
    stack,
    signedIn,
  }) => {
    test.setTimeout(240_000);
    const { artist, artistId, art } = await artistWithArt(stack!);
    const client = await confirmedAccount(stack!, 'Client', uniqueName('Ana'));
    // Someone else the artist already talks to, so the search has something to leave out.
    const other = await confirmedAccount(stack!, 'Client', uniqueName('Bea'));
    const otherSession = await apiSession(stack!, other);
    await sendThroughApi(
      stack!,
      otherSession,
      await startThroughApi(stack!, otherSession, artistId),
      'Is the sunset piece still available?',
    );

    const artistPage = await signedIn(artist, { width: width });
    await artistPage.goto('/messages');
    await expect(artistPage.getByRole('heading', { name: 'CraftiChat', level: 1 })).toBeVisible();
    await expect(conversations(artistPage).getByTestId('conversation')).toHaveCount(1);
    await expectMessagesBadge(artistPage, 1);

    const clientPage = await signedIn(client, { width: width });
    await clientPage.goto(`/art/${art.art_id}`);
    const artistName = `${artist.firstName} ${artist.lastName}`;
    const clientName = `${client.firstName} ${client.lastName}`;
    await clientPage.getByRole('button', { name: `Message ${artistName}` }).click();
    const modal = clientPage.getByRole('dialog', { name: `Message ${artistName}` });
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(modal.getByText('Message cannot be empty')).toBeVisible();
    await expectAccessibleAtBothWidths(clientPage, 'the message modal');
    await modal.getByLabel(`Message to ${artistName}`).fill('Hello! Is this painting still available?');
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(modal.getByText('Message sent.')).toBeVisible();

    // The artist sees it without reloading: a new conversation, unread, and the badge counts up.
    const row = conversations(artistPage).getByTestId('conversation').filter({ hasText: clientName });
    await expect(row).toContainText('Hello! Is this painting still available?');
    await expect(row.getByTestId('conversation-unread')).toContainText('1');
    await expectMessagesBadge(artistPage, 2);

    // The client follows the link to the conversation and writes again: the artist's count goes on up.
    await modal.getByRole('link', { name: 'Open the conversation in CraftiChat' }).click();
    await expect(thread(clientPage, artistName).getByText('Hello! Is this painting still available?')).toBeVisible();
    await composer(clientPage).fill('   ');
    await composer(clientPage).press('Enter');
    await composer(clientPage).fill('I could pick it up this weekend.');
    await composer(clientPage).press('Enter');
    await expect(thread(clientPage, artistName).getByTestId('message')).toHaveCount(2);
    await expect(row.getByTestId('conversation-unread')).toContainText('2');
    await expectMessagesBadge(artistPage, 3);

    // Search by name, case-insensitive: only the client's conversation stays.
    await artistPage.getByLabel('Search conversations by name').fill(client.firstName.toLowerCase());
    await expect(conversations(artistPage).getByTestId('conversation')).toHaveCount(1);
    await expect(conversations(artistPage).getByTestId('conversation')).toContainText(clientName);
    await artistPage.getByLabel('Search conversations by name').fill('');
    await expect(conversations(artistPage).getByTestId('conversation')).toHaveCount(2);

    // Opening it shows the messages, marks them read (the badge clears of them) and, at 375 px, hides the list.
    await row.click();
    await expect(thread(artistPage, clientName).getByText('I could pick it up this weekend.')).toBeVisible();
    await expectMessagesBadge(artistPage, 1);
    if (width < 768) await expect(conversations(artistPage)).toHaveCount(0);
    else await expect(conversations(artistPage)).toBeVisible();
    await expect(clientPage.getByTestId('message-status')).toHaveText(/Seen/);

    // The answer reaches the client live, on the left.
    await composer(artistPage).fill('Yes it is! Saturday works.');
    await composer(artistPage).press('Enter');
    const answer = thread(clientPage, artistName)
      .getByTestId('message')
      .filter({ hasText: 'Yes it is! Saturday works.' });
    await expect(answer).toHaveAttribute('data-mine', 'false');
    await expect(
      thread(artistPage, clientName).getByTestId('message').filter({ hasText: 'Yes it is! Saturday works.' }),
    ).toHaveAttribute('data-mine', 'true');
    await expectAccessibleAtBothWidths(artistPage, '/messages with a conversation open');

    if (width < 768) {
      await artistPage.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(conversations(artistPage)).toBeVisible();
      await expect(artistPage.getByRole('log')).toHaveCount(0);
    }
    await artistPage.context().close();
    await clientPage.context().close();
  });
}

test('a dropped socket loses nothing: messages sent meanwhile show once, in order, after it reconnects', async ({
  browser,
  stack,
}) => {
  test.setTimeout(240_000);
  const { artist, artistId } = await artistWithArt(stack!);
  const client = await confirmedAccount(stack!, 'Client', uniqueName('Lito'));
  const clientSession = await apiSession(stack!, client);
  const conversationId = await startThroughApi(stack!, clientSession, artistId);
  await sendThroughApi(stack!, clientSession, conversationId, 'Before the drop');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The socket goes through Playwright: it can cut it from the server's side and hold reconnects back.
  const sockets: { live?: WebSocketRoute; held?: WebSocketRoute; holding: boolean } = { holding: false };
  const wsPort = new URL(stack!.endpoints.ws).port;
  await page.routeWebSocket(
    (url) => url.port === wsPort,
    (socket) => {
      // While holding, Playwright accepts the socket and stays silent: the page believes it is connected.
      if (sockets.holding) {
        sockets.held = socket;
      } else {
        const server = socket.connectToServer();
        // Passed on as they are; the chat sends are noted on the way.
        socket.onMessage((message) => {
          const action = JSON.parse(String(message)) as { action?: string; content?: string };
          if (action.action === 'send') sentOverSocket.push(action.content ?? '');
          server.send(message);
        });
        server.onMessage((message) => {
          const push = JSON.parse(String(message)) as { type?: string; message?: { content?: string } };
          if (push.type === 'chat-ack') acknowledged.push(push.message?.content ?? '');
          socket.send(message);
        });
        sockets.live = socket;
      }
    },
  );
  const sentOverSocket: string[] = [];
  const acknowledged: string[] = [];
  const sentOverHttp: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/conversations\/[^/]+\/messages$/.test(new URL(req.url()).pathname))
      sentOverHttp.push((req.postDataJSON() as { content: string }).content);
  });
  await page.goto('/login');
  await signInThroughPage(page, artist.email, artist.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
  const clientName = `${client.firstName} ${client.lastName}`;
  const log = thread(page, clientName);
  await expect(log.getByText('Before the drop')).toBeVisible();
  await expect.poll(() => sockets.live !== undefined).toBe(true);
  await sendThroughApi(stack!, clientSession, conversationId, 'Live before the drop');
  await expect(log.getByText('Live before the drop')).toBeVisible();
  // A reply goes over the open socket, not HTTP, and settles when the server acknowledges it.
  await composer(page).fill('Over the socket');
  await composer(page).press('Enter');
  await expect(log.getByTestId('message').filter({ hasText: 'Over the socket' })).toHaveAttribute('data-mine', 'true');
  await expect(log.getByText('Sending…')).toHaveCount(0);
  await expect.poll(() => acknowledged).toEqual(['Over the socket']);
  expect(sentOverSocket).toEqual(['Over the socket']);
  expect(sentOverHttp).toEqual([]);

  sockets.holding = true;
  // When the (held) socket opens, the thread catches up over HTTP on what it may have missed: that
  // answer is awaited, so the messages below cannot arrive with it.
  const caughtUp = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname.endsWith(`/conversations/${encodeURIComponent(conversationId)}/messages`) &&
      new URL(response.url()).searchParams.has('after'),
  );
  // The connection drops as API Gateway drops one (after 2 hours, or a deploy): closed from the far end.
  await sockets.live!.close({ code: 1001, reason: 'going away' });
  await expect.poll(() => sockets.held !== undefined, { timeout: 15_000 }).toBe(true);
  await caughtUp;
  for (let i = 1; i <= 20; i++) await sendThroughApi(stack!, clientSession, conversationId, `While away ${i}`);
  await expect(log.getByText('While away 1', { exact: true })).toHaveCount(0);
  // The page believes its socket is open, but nothing answers: the reply goes over HTTP instead.
  await composer(page).fill('Through the silence');
  await composer(page).press('Enter');
  await expect.poll(() => sentOverHttp, { timeout: 15_000 }).toEqual(['Through the silence']);
  await expect(log.getByText('Sending…')).toHaveCount(0);

  sockets.holding = false;
  await sockets.held!.close({ code: 1001, reason: 'going away' });
  await expect(log.getByText('While away 20', { exact: true })).toBeVisible({ timeout: 20_000 });
  const texts = await log.getByTestId('message-text').allInnerTexts();
  expect(texts.filter((t) => t !== 'Through the silence')).toEqual([
    'Before the drop',
    'Live before the drop',
    'Over the socket',
    ...Array.from({ length: 20 }, (_, i) => `While away ${i + 1}`),
  ]);
  expect(texts.filter((t) => t === 'Through the silence')).toHaveLength(1);
  await context.close();
});

// One width: the walk's pages are checked at both by axe; nothing in it differs by width
// (the live chat's walk above runs at both, where its layouts differ).
for (const width of [375]) {
  test(`a message written offline is kept through a reload and arrives once, in order, when the connection is back (${width} px)`, async ({
    browser,
    stack,
    signedIn,
  }) => {
    test.setTimeout(240_000);
    const { artist, artistId } = await artistWithArt(stack!);
    const client = await confirmedAccount(stack!, 'Client', uniqueName('Nena'));
    const clientSession = await apiSession(stack!, client);
    const conversationId = await startThroughApi(stack!, clientSession, artistId);
    await sendThroughApi(stack!, clientSession, conversationId, 'Before the signal went');
    const artistName = `${artist.firstName} ${artist.lastName}`;
    const clientName = `${client.firstName} ${client.lastName}`;

    // The artist reads along in a browser of their own.
    const artistPage = await signedIn(artist, { width: width });
    await artistPage.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
    const artistLog = thread(artistPage, clientName);
    await expect(artistLog.getByText('Before the signal went')).toBeVisible();

    // The client's phone: its socket and its sends can be cut off, as a lost signal does.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const cut = { on: false, live: undefined as WebSocketRoute | undefined };
    const wsPort = new URL(stack!.endpoints.ws).port;
    await page.routeWebSocket(
      (url) => url.port === wsPort,
      (socket) => {
        if (cut.on) return void socket.close({ code: 1006, reason: 'no signal' });
        socket.connectToServer();
        cut.live = socket;
      },
    );
    await page.route(/\/conversations\/[^/]+\/messages$/, (route) =>
      cut.on && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto('/login');
    await signInThroughPage(page, client.email, client.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
    const log = thread(page, artistName);
    await expect(log.getByText('Before the signal went')).toBeVisible();
    await expect.poll(() => cut.live !== undefined).toBe(true);

    // The signal goes: two messages are written anyway, and say they are not sent yet.
    cut.on = true;
    await context.setOffline(true);
    await cut.live!.close({ code: 1006, reason: 'no signal' });
    for (const text of ['Offline one', 'Offline two']) {
      await composer(page).fill(text);
      await composer(page).press('Enter');
    }
    const notSentYet = 'Not sent yet. It will be sent when you are back online.';
    const waiting = log.getByTestId('message').filter({ hasText: notSentYet });
    await expect(waiting.getByTestId('message-text')).toHaveText(['Offline one', 'Offline two']);
    await expectAccessibleAtBothWidths(page, '/messages with messages waiting to be sent');

    // Reloaded while the connection still fails: the messages are still there, in order, still waiting.
    await context.setOffline(false);
    await page.reload();
    await expect(log.getByText('Before the signal went')).toBeVisible();
    await expect(log.getByTestId('message-text')).toHaveText(['Before the signal went', 'Offline one', 'Offline two']);
    await expect(waiting.getByTestId('message-text')).toHaveText(['Offline one', 'Offline two'], { timeout: 20_000 });
    await expect(artistLog.getByText('Offline one')).toHaveCount(0);

    // The signal comes back: they go, in order, and the artist gets each once.
    await context.setOffline(true);
    cut.on = false;
    await context.setOffline(false);
    await expect(artistLog.getByText('Offline two')).toBeVisible({ timeout: 45_000 });
    await expect(log.getByText(notSentYet)).toHaveCount(0);
    await expect(log.getByText('Sending…')).toHaveCount(0);
    await expect(log.getByTestId('message-text')).toHaveText(['Before the signal went', 'Offline one', 'Offline two']);
    // A message sent after them arrives after them: nothing of the outbox comes again later.
    await composer(page).fill('Back online');
    await composer(page).press('Enter');
    await expect(artistLog.getByText('Back online')).toBeVisible();
    await expect(artistLog.getByTestId('message-text')).toHaveText([
      'Before the signal went',
      'Offline one',
      'Offline two',
      'Back online',
    ]);
    const stored = await api(stack!).callOk('GET /conversations/{id}/messages', {
      token: clientSession.idToken,
      params: { id: conversationId },
    });
    expect(stored.messages.map((m) => m.content)).toEqual([
      'Before the signal went',
      'Offline one',
      'Offline two',
      'Back online',
    ]);
    await artistPage.context().close();
    await context.close();
  });
}

test('web addresses in messages are links that open safely; other schemes stay text', async ({ stack, signedIn }) => {
  test.setTimeout(180_000);
  const { artist, artistId } = await artistWithArt(stack!);
  const client = await confirmedAccount(stack!, 'Client', uniqueName('Tess'));
  const clientSession = await apiSession(stack!, client);
  const conversationId = await startThroughApi(stack!, clientSession, artistId);
  await sendThroughApi(
    stack!,
    clientSession,
    conversationId,
    'My moodboard: https://example.com/board?id=7. Not this: javascript:alert(1)',
  );
  const page = await signedIn(artist, { width: 1280 });
  await page.goto(`/messages?c=${encodeURIComponent(conversationId)}`);
  const log = thread(page, `${client.firstName} ${client.lastName}`);
  const message = log.getByTestId('message-text').filter({ hasText: 'My moodboard' });
  await expect(message).toHaveText('My moodboard: https://example.com/board?id=7. Not this: javascript:alert(1)');
  const links = message.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveText('https://example.com/board?id=7');
  await expect(links).toHaveAttribute('href', 'https://example.com/board?id=7');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(links).toHaveAttribute('target', '_blank');
  // The artist's own answer with a link shows it as a link too.
  await composer(page).fill('Mine: http://example.org/portfolio');
  await composer(page).press('Enter');
  await expect(
    log.getByTestId('message').filter({ hasText: 'Mine:' }).getByRole('link', { name: 'http://example.org/portfolio' }),
  ).toHaveAttribute('href', 'http://example.org/portfolio');
  await expectAccessibleAtBothWidths(page, '/messages with links');
  await page.context().close();
});
