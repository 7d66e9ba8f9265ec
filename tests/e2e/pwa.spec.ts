import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { paidThroughApi } from './paymongo-support';
import {
  api,
  apiSession,
  composer,
  confirmedAccount,
  giveBuyerAddress,
  sendThroughApi,
  shoot,
  signInNewClient,
  signInThroughPage,
  startThroughApi,
  thread,
  uploadArtThroughApi,
} from './support';

/**
 * Issue 50 §1: Crafti installs as an app (its manifest and icons) and its service worker
 * (web/src/sw/service-worker.ts) opens the site without a network: a returning visit offline shows
 * the shell and says the device is offline; no API answer ever comes from the worker, and after
 * signing out neither a signed-in page nor its data is shown again, online or offline. The chat
 * messages a tab leaves waiting are there when the page is reopened offline, and the worker sends
 * them when the connection is back, with the tab closed. Notifications reach a device whose tab is
 * closed by Web Push, through the local push service.
 */

// The rest of the suite runs with workers blocked (playwright.config.ts); this walk needs its own.
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's worker is active and controls the page (after a reload, if it installed during this visit). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration('/')), undefined, {
    timeout: 20_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the manifest names the app, its start page, its shortcuts and icons a phone can install', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Crafti', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Messages', 'To ship', 'My Projects']);
  for (const size of ['192x192', '512x512'])
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${purpose} icon ${size}`).toBeDefined();
      const png = await page.request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  expect((await page.request.get('/icons/apple-touch-icon.png')).ok()).toBe(true);
});

test("Chrome's own check finds Crafti installable: no installability errors once the worker controls the page", async ({
  playwright,
  baseURL,
}) => {
  // What Lighthouse's installable-manifest audit asked (before Lighthouse 12 dropped its PWA
  // category): the manifest, its icons and a worker controlling the page. Chrome answers it only
  // outside an incognito profile, which every test context is: this one has a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'crafti-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a returning visit opens the shell and says so; no API answer comes from the worker; after signing out nothing signed-in comes back', async ({
  page,
  context,
  stack,
}) => {
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker())
      fromWorker.push(response.url());
  });
  await signInNewClient(page, stack!);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await controlledByWorker(page);

  // Offline: the dashboard's address opens the shell from the worker, and the page says the device is offline.
  await context.setOffline(true);
  await page.goto('/dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await shoot(page, 'offline-dashboard', { widths: [1280, 375, 360], fullPage: false });
  await expectAccessibleAtBothWidths(page, 'the dashboard, offline');
  // Back online, the notice goes and the page reads its data again.
  await context.setOffline(false);
  await expect(notice).toBeHidden();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out, online and offline: the dashboard's address lands on the sign-in page, never the dashboard.
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toHaveCount(0);
  }
  await context.setOffline(false);
  expect(fromWorker).toEqual([]);
});

/** What Chromium sends a page it finds installable, made in the page: its prompt() marks that it was asked. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installAsked: boolean }).installAsked = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });

/** Waits until the app counted this tab's visit, which began at `path` (the offer's code loads after the first paint). */
const visitBegan = (page: Page, path: string) =>
  expect.poll(() => page.evaluate(() => sessionStorage.getItem('crafti.visit-first-path'))).toBe(path);

test('offers to install Crafti from the second visit, never on a visit’s first page, and not again after “Not now”', async ({
  context,
}) => {
  const install = (page: Page) => page.getByRole('region', { name: 'Install Crafti' });
  // The first visit: never offered, wherever the person goes.
  const first = await context.newPage();
  await first.goto('/login');
  await visitBegan(first, '/login');
  await first.getByRole('link', { name: 'Register' }).first().click();
  await expect(first).toHaveURL(/\/register$/);
  await offerInstall(first);
  await expect(install(first)).toHaveCount(0);
  await first.close();

  // The second visit (a new tab): not on its first page; offered once the person moved on.
  const second = await context.newPage();
  await second.goto('/login');
  await visitBegan(second, '/login');
  await offerInstall(second);
  await expect(install(second)).toHaveCount(0);
  await second.getByRole('link', { name: 'Register' }).first().click();
  await expect(second).toHaveURL(/\/register$/);
  await expect
    .poll(async () => {
      await offerInstall(second);
      return install(second).isVisible();
    })
    .toBe(true);
  await shoot(second, 'install-offer', { widths: [1280, 375, 360], fullPage: false });
  await expectAccessibleAtBothWidths(second, 'the install offer');
  await install(second).getByRole('button', { name: 'Install' }).click();
  expect(await second.evaluate(() => (window as unknown as { installAsked?: boolean }).installAsked)).toBe(true);
  await expect(install(second)).toHaveCount(0);

  // A third visit that says "Not now" is not asked again.
  const third = await context.newPage();
  await third.goto('/register');
  await visitBegan(third, '/register');
  await third.getByRole('link', { name: 'Login', exact: true }).first().click();
  await expect
    .poll(async () => {
      await offerInstall(third);
      return install(third).isVisible();
    })
    .toBe(true);
  await install(third).getByRole('button', { name: 'Not now' }).click();
  await expect(install(third)).toHaveCount(0);
  await third.goto('/register');
  await third.getByRole('link', { name: 'Login', exact: true }).first().click();
  // The link may load the page anew (a pre-rendered page): offered once it has.
  await expect(third).toHaveURL(/\/login$/);
  await third.waitForLoadState();
  await offerInstall(third);
  await expect(install(third)).toHaveCount(0);
});

test('a message written offline is there when the conversation is reopened offline, and the worker sends it once the connection is back, the tab closed', async ({
  context,
  page,
  stack,
  signedIn,
}) => {
  test.skip(!stack, 'sets up the two people through the local stack');
  test.setTimeout(180_000);
  const artist = await confirmedAccount(stack!, 'Artist');
  const client = await confirmedAccount(stack!, 'Client');
  const [artistSession, clientSession] = await Promise.all([apiSession(stack!, artist), apiSession(stack!, client)]);
  const conversationId = await startThroughApi(stack!, clientSession, artistSession.userId);
  await sendThroughApi(stack!, artistSession, conversationId, 'Is the mango tree still for sale?');
  const at = `/messages?c=${encodeURIComponent(conversationId)}`;

  // The artist reads along in a browser of their own.
  const artistPage = await signedIn(artist);
  await artistPage.goto(at);
  const artistLog = thread(artistPage, `${client.firstName} ${client.lastName}`);
  await expect(artistLog.getByText('Is the mango tree still for sale?')).toBeVisible();

  // The client's phone, its worker in control.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await signInThroughPage(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(at);
  await controlledByWorker(page);
  const log = thread(page, `${artist.firstName} ${artist.lastName}`);
  await expect(log.getByText('Is the mango tree still for sale?')).toBeVisible();

  // The signal goes: a reply is written anyway.
  await context.setOffline(true);
  await composer(page).fill('Yes, it is! I can ship on Monday.');
  await composer(page).press('Enter');
  const notSentYet = 'Not sent yet. It will be sent when you are back online.';
  await expect(log.getByTestId('message').filter({ hasText: notSentYet })).toHaveCount(1);

  // Reopened without a connection: the page opens and the reply is there, waiting; one more is written.
  await page.reload();
  const waitingLog = page.getByRole('log', { name: 'Messages waiting to be sent' });
  await expect(waitingLog.getByText('You are offline. This conversation opens when you are back online')).toBeVisible();
  await expect(waitingLog.getByTestId('message-text')).toHaveText(['Yes, it is! I can ship on Monday.']);
  await composer(page).fill('It comes framed.');
  await composer(page).press('Enter');
  const waiting = waitingLog.getByTestId('message').filter({ hasText: notSentYet });
  await expect(waiting.getByTestId('message-text')).toHaveText([
    'Yes, it is! I can ship on Monday.',
    'It comes framed.',
  ]);
  await shoot(page, 'chat-offline-reopened', { widths: [1280, 375, 360], fullPage: false });
  await expectAccessibleAtBothWidths(page, '/messages reopened offline, with messages waiting');

  // The tab is closed; the connection comes back; Chromium fires the worker's Background Sync, which sends them.
  await page.close();
  await expect(artistLog.getByText('It comes framed.')).toHaveCount(0);
  await context.setOffline(false);
  await expect(artistLog.getByTestId('message-text')).toHaveText(
    ['Is the mango tree still for sale?', 'Yes, it is! I can ship on Monday.', 'It comes framed.'],
    { timeout: 20_000 },
  );

  // The client opens the conversation again: sent, each once, nothing waiting.
  const again = await context.newPage();
  await again.goto(at);
  const againLog = thread(again, `${artist.firstName} ${artist.lastName}`);
  await expect(againLog.getByTestId('message-text')).toHaveText([
    'Is the mango tree still for sale?',
    'Yes, it is! I can ship on Monday.',
    'It comes framed.',
  ]);
  await expect(againLog.getByText(notSentYet)).toHaveCount(0);
  await expect(againLog.getByText('Sending…')).toHaveCount(0);
  await expect(artistLog.getByTestId('message-text')).toHaveCount(3);
});

/**
 * What Chromium's `pushManager.subscribe` would give, made by the local push service (headless
 * Chromium has no push service of its own to register with here): the page's Push API answers with
 * it, so the app's code (web/src/lib/push-device.ts) runs as it would on a phone.
 */
/** The worker's global, as the walk reads it (the test's types have no worker library). */
type WorkerSelf = {
  registration: { getNotifications(filter?: { tag?: string }): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

function standInPushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const KEY = '__standInPushSubscription';
  const made = () =>
    localStorage.getItem(KEY) === 'yes'
      ? {
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true },
          toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
          unsubscribe: async () => (localStorage.removeItem(KEY), true),
        }
      : null;
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(KEY, 'yes');
    return made() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return made() as unknown as PushSubscription | null;
  };
}

test("the artist's installed app, its tab closed, shows a notification for a new message and for a sale, without the message's words, and a tap opens the conversation", async ({
  browser,
  stack,
  baseURL,
}) => {
  test.skip(!stack, 'sets up the two people through the local stack');
  test.setTimeout(180_000);
  const artist = await confirmedAccount(stack!, 'Artist');
  const client = await confirmedAccount(stack!, 'Client');
  await giveBuyerAddress(stack!, client);
  const [artistSession, clientSession] = await Promise.all([apiSession(stack!, artist), apiSession(stack!, client)]);
  const art = await uploadArtThroughApi(
    stack!,
    artistSession,
    {
      title: `Mango Tree ${Date.now() % 100000}`,
      price: '1800',
      quantity: 1,
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
    },
    71,
  );

  // The artist's phone: the app installed (its manifest and worker), notifications allowed and turned on in settings.
  const device = (await (await fetch(`${stack!.endpoints.push}/subscriptions`, { method: 'POST' })).json()) as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await phone.grantPermissions(['notifications']);
  await phone.addInitScript(standInPushManager, device);
  const page = await phone.newPage();
  await page.goto('/login');
  await signInThroughPage(page, artist.email, artist.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/edit-artist-profile');
  await controlledByWorker(page);
  const panel = page.getByRole('region', { name: 'Notifications on this device' });
  await panel.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(panel.getByText('Notifications are on for this device.').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();
  await panel.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(panel.getByText('Sent to 1 device.')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'push-turned-on', { widths: [1280, 375, 360], fullPage: false });
  // Community's likes and comments stay in the app only; the rest comes as a push.
  const choices = page.getByRole('region', { name: 'What notifies you' });
  await choices.getByRole('group', { name: 'Push notifications' }).getByText('Community', { exact: true }).click();
  await choices.getByText('Quiet hours', { exact: true }).click();
  await expect(choices.getByLabel('From')).toHaveValue('22:00');
  await choices.getByText('Quiet hours', { exact: true }).click();
  await choices.getByRole('button', { name: 'Save choices' }).click();
  await expect(choices.getByText('Your notification choices are saved.')).toBeVisible();
  await choices.scrollIntoViewIfNeeded();
  await shoot(page, 'push-choices', { widths: [1280, 375, 360], fullPage: false });
  await expectAccessibleAtBothWidths(page, 'settings with notifications on');
  // The tab is closed.
  await page.close();

  // The client writes, then buys the piece.
  const conversationId = await startThroughApi(stack!, clientSession, artistSession.userId);
  const words = 'Is the mango tree still available? I can pay today.';
  await sendThroughApi(stack!, clientSession, conversationId, words);
  await api(stack!).callOk('POST /cart', {
    token: clientSession.idToken,
    body: { userId: clientSession.userId, artId: art.art_id, quantity: 1 },
  });
  await paidThroughApi(stack!, clientSession, [art.art_id]);

  // The push service took both for the artist's device, signed and encrypted to it.
  const taken = async () =>
    (
      (await (
        await fetch(`${stack!.endpoints.push}/messages?endpoint=${encodeURIComponent(device.endpoint)}`)
      ).json()) as { payload: string }[]
    ).map((m) => m.payload);
  // The test push first, then the message's and the sale's.
  await expect.poll(async () => (await taken()).length, { timeout: 20_000 }).toBe(3);
  const payloads = (await taken()).slice(1);

  // It hands them to the phone, whose worker shows them (no Crafti tab open).
  const origin = new URL(baseURL!).origin;
  const blank = await phone.newPage();
  const cdp = await phone.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  // The worker runs once a push wakes it.
  const theWorker = () =>
    expect
      .poll(() => phone.serviceWorkers().length)
      .toBeGreaterThan(0)
      .then(() => phone.serviceWorkers()[0]!);
  const shown = async () =>
    (await theWorker()).evaluate(async () =>
      (await (self as unknown as WorkerSelf).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
      })),
    );
  // One at a time, as a push service hands them over, each shown before the next comes.
  for (const [at, data] of payloads.entries()) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    await expect
      .poll(async () => (await shown()).length, { message: `the notification of push ${at + 1}: ${data}` })
      .toBe(at + 1);
  }
  await expect.poll(async () => (await shown()).map((n) => n.title).sort()).toEqual(['New message', 'New sale']);
  const notes = await shown();
  expect(notes.find((n) => n.title === 'New message')!.body).toBe(
    `New message from ${client.firstName} ${client.lastName}`,
  );
  expect(notes.find((n) => n.title === 'New sale')!.body).toContain(`bought ${art.title}`);
  for (const n of notes) expect(n.body).not.toContain('mango tree still available');

  // A tap on the message's notification takes the open Crafti tab to the conversation.
  const tab = await phone.newPage();
  await tab.goto('/dashboard');
  await expect.poll(() => tab.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await (
    await theWorker()
  ).evaluate(async (tag) => {
    const scope = self as unknown as WorkerSelf;
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  }, `message:${conversationId}`);
  await expect.poll(() => new URL(tab.url()).pathname).toBe('/messages');
  expect(new URL(tab.url()).searchParams.get('c')).toBe(conversationId);
  await expect(thread(tab, `${client.firstName} ${client.lastName}`).getByText(words)).toBeVisible();
  await phone.close();
});
