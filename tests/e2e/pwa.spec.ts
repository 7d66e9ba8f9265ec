import type { Page } from '@playwright/test';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { signInNewClient } from './support';

/**
 * Issue 50 §1: Crafti installs as an app (its manifest and icons) and its service worker
 * (web/src/sw/service-worker.ts) opens the site without a network: a returning visit offline shows
 * the shell and says the device is offline; no API answer ever comes from the worker, and after
 * signing out neither a signed-in page nor its data is shown again, online or offline.
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
