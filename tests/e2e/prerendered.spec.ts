import http from 'node:http';
import zlib from 'node:zlib';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdBack, signInNewClient } from './support';

/** The public pages pre-rendered at build time (web/prerender.ts) and the heading each opens with. */
const PRERENDERED = [
  { path: '/', heading: 'DISCOVER THE PERFECT LOCAL ARTIST' },
  { path: '/explore', heading: 'EXPLORE COMMUNITY' },
  { path: '/about-us', heading: 'About Us' },
  { path: '/how-it-works', heading: 'How It Works' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'Create your account' },
  { path: '/password-reset', heading: 'Reset your password' },
];

/** What Playwright itself says when the site registers its service worker in a walk that blocks workers (playwright.config.ts). */
const HARNESS_NOTE = 'Service Worker registration blocked by Playwright';

/** Everything the page said on the console or threw: React reports a failed hydration there. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== HARNESS_NOTE)
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test('the home page shows its hero and headings, styled, with JavaScript off', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | Crafti');
    const title = page.getByRole('heading', { level: 1, name: 'DISCOVER THE PERFECT LOCAL ARTIST' });
    await expect(title).toBeVisible();
    // The theme's brand.900 at the hero's large size: the CSS came with the HTML.
    await expect(title).toHaveCSS('color', 'rgb(63, 28, 18)');
    // Chakra's reset came with the HTML (web/slim-chakra-theme.ts): no user-agent margins.
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    await expect(title).toHaveCSS('margin-top', '0px');
    expect(parseFloat(await title.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(30);

    const hero = page.getByRole('img', { name: 'A painter at an easel, painting the rice terraces at sunrise' });
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await hero.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(100);

    await expect(
      page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' })),
    ).toBeVisible();
    for (const heading of ['CREATIVE COLLABORATIONS WITH ARTISTIC TALENTS', 'Explore Art Categories']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' })).toBeVisible();
  } finally {
    await context.close();
  }
});

for (const { path, heading } of PRERENDERED) {
  test(`${path} arrives as HTML with its heading and hydrates without a warning`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html, `${path} is pre-rendered`).toContain(heading);

    const problems = collectProblems(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated: the page answers clicks (the menu, which every page but the reset page has).
    if (path !== '/password-reset') {
      const menu = page.getByRole('button', { name: 'User menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });
}

test('hydration adopts the pre-rendered style tags where they are', async ({ page }) => {
  // Moving a <style> drops its sheet and adds it back: the browser restyles and lays out the
  // whole page each time (src/lib/emotion-in-place.ts). Every style element taken out of <head> is
  // recorded from the first byte on.
  await page.addInitScript(() => {
    const moved: string[] = ((window as unknown as { movedStyles: string[] }).movedStyles = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes)
          if (node.nodeName === 'STYLE') moved.push((node as Element).getAttribute('data-emotion') ?? 'style');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/login']) {
    await page.goto(path);
    // Hydrated: the menu button has its handler.
    await expect(page.getByRole('button', { name: 'User menu' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles),
      `${path}: style tags moved`,
    ).toEqual([]);
    // The pre-rendered styles are still the ones in use: the theme's colour on the page's heading.
    await expect(page.locator('style[data-emotion^="css "]')).toHaveCount(1);
  }
});

test("a pre-rendered page asks for the app's code only once its first paint, and its main picture, are on screen", async ({
  page,
}) => {
  // What is fetched before the page is shown competes with it on a slow line (src/main.tsx).
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeEnabled();
    const times = await page.evaluate(async () => {
      const lcp = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const picture = document.querySelector('img[fetchpriority="high"]');
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(app|react)-[\w-]+\.js$/.test(entry.name));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        picture: picture
          ? (lcp.find((entry) => (entry as LargestContentfulPaint).element === picture)?.startTime ?? Number.NaN)
          : null,
        code: code.map((entry) => entry.startTime),
      };
    });
    expect(times.code, `${path}: the app's code and React DOM were fetched`).toHaveLength(2);
    for (const start of times.code) {
      expect(start, `${path}: code asked for before the first paint was shown`).toBeGreaterThanOrEqual(
        times.firstPaint,
      );
      if (path === '/')
        expect(start, '/: code asked for before the hero was shown').toBeGreaterThanOrEqual(times.picture!);
    }
  }
});

test('pages and scripts come compressed as CloudFront sends them: brotli where the browser takes it, else gzip', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(await home.text()).toContain('DISCOVER THE PERFECT LOCAL ARTIST');
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(await home.text())?.[1];
  expect((await request.get(script!, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding']).toBe(
    'br',
  );
  expect((await request.get('/login', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe(
    'gzip',
  );
  expect(
    (await request.get('/cart', { headers: { 'accept-encoding': 'gzip, br' } })).headers()['content-encoding'],
  ).toBe('br');
});

/** A file's bytes as sent, not decoded, with the headers the server answered. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding: string | undefined; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            type: res.headers['content-type'],
          }),
        );
      })
      .on('error', reject);
  });
}

test("the app's scripts come as the build compressed them, at brotli's best: smaller than brotli made as they are sent", async ({
  request,
  baseURL,
}) => {
  const shell = await (await request.get('/dashboard')).text();
  const app = /<meta name="crafti:modules" content="[^"]*(\/assets\/app-[\w-]+\.js)/.exec(shell)?.[1];
  expect(app, "the shell lists the app's chunk").toBeDefined();
  const asBuilt = await rawGet(`${baseURL}${app}`, 'identity');
  expect(asBuilt.encoding).toBeUndefined();
  const sent = await rawGet(`${baseURL}${app}`, 'gzip, deflate, br');
  expect(sent.encoding).toBe('br');
  expect(sent.type).toBe('text/javascript');
  expect(zlib.brotliDecompressSync(sent.body).equals(asBuilt.body), 'the copy is the file as built').toBe(true);
  const onTheFly = zlib.brotliCompressSync(asBuilt.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  expect(sent.body.length).toBeLessThan(onTheFly.length * 0.95);
  // A client without brotli gets the file as built, compressed as it is sent.
  const gzipped = await rawGet(`${baseURL}${app}`, 'gzip');
  expect(gzipped.encoding).toBe('gzip');
  expect(zlib.gunzipSync(gzipped.body).equals(asBuilt.body)).toBe(true);
});

/** Whether React has hydrated `selector`'s element (its props are on it). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test('a page a visitor reads runs its code on their first use of it, its code downloaded meanwhile', async ({
  page,
}) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // Downloaded after the first paint, not run: nothing hydrated while nobody uses the page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(1000);
  expect(await hydrated(page, 'button[aria-label="User menu"]')).toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(() => hydrated(page, 'button[aria-label="User menu"]')).toBe(true);
});

test('a page nobody touches runs its code once it has been idle a few seconds', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await expect.poll(() => hydrated(page, 'button[aria-label="User menu"]'), { timeout: 8000 }).toBe(true);
});

test("a tap on the menu before the page's code ran opens it once the code has run", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/faq');
  const menu = page.getByRole('button', { name: 'User menu' });
  await expect(menu).toBeDisabled();
  // A raw tap where the button is (a click through the locator would wait for it to be enabled).
  const box = (await menu.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});

test('the home carousel runs after hydration', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured local art' });
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByText('Slide 2 of 5: Pottery thrown, glazed and fired to order')).toBeAttached();
  expect(problems).toEqual([]);
});

test("a page rendered in the browser has the reset and Chakra's global CSS from the shell", async ({ page }) => {
  // /cart is not pre-rendered: the shell (app.html) and the browser build render it; the browser
  // build leaves the reset and the global CSS (tokens as variables, base styles) to the HTML.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('style[data-chakra-global]')).toHaveCount(1);
  expect(await page.locator('style[data-chakra-global]').textContent()).toContain('@layer reset{');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
    ),
  ).toBe('#b4532a');
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCSS('margin-bottom', '0px');
});

test("a signed-in page's first data is asked for by its HTML, before any of its code has run, once, and without Amplify", async ({
  page,
  stack,
}) => {
  test.skip(!stack, 'makes an account through the local mailbox');
  // The first visit's live connection opens a moment after the boot read the badges: let it settle.
  let socket = false;
  page.on('websocket', () => (socket = true));
  await signInNewClient(page, stack!);
  await expect.poll(() => socket).toBe(true);
  await page.waitForLoadState('networkidle');

  // Reloaded with the entry script held back until the dashboard's artworks have been asked for:
  // only the shell's inline script (web/src/shell-start.ts), with the configuration the shell
  // carries, can ask before the entry has run.
  const api = new URL(stack!.webConfig.apiUrl);
  const asked: string[] = [];
  let artsAsked!: () => void;
  const arts = new Promise<void>((resolve) => (artsAsked = resolve));
  // Up to the live connection: once it is open the counts are read again (a push sent before is lost).
  let live = false;
  page.on('websocket', () => (live = true));
  page.on('request', (r) => {
    const url = new URL(r.url());
    // The API's calls, by their route (the site's /api prefix off).
    if (live || url.host !== api.host || !url.pathname.startsWith(`${api.pathname}/`) || r.method() !== 'GET') return;
    const route = url.pathname.slice(api.pathname.length);
    asked.push(`${route}${url.search}`);
    if (route === '/api/arts') artsAsked();
  });
  const amplify: string[] = [];
  page.on('request', (r) => /\/assets\/amplify-[\w-]+\.js$/.test(r.url()) && amplify.push(r.url()));
  const configAsked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/config.json' && configAsked.push(r.url()));
  const heldInVain = await holdBack(page, /\/assets\/index-[\w-]+\.js$/, arts);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'First artworks' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(heldInVain(), "the dashboard's artworks were asked for before the entry arrived").toBe(false);
  // The shell carried its configuration: nothing waited for /config.json.
  expect(configAsked).toEqual([]);
  // Each asked for once before the live connection: the page took the entry's answers instead of asking again.
  const once = (what: string) =>
    expect(
      asked.filter((a) => a === what),
      `${what} in ${asked.join(', ')}`,
    ).toHaveLength(1);
  once('/api/arts?limit=4');
  // The role and the bar's three counts: one request (GET /badges), not four.
  expect(
    asked.filter((a) => a.startsWith('/badges/')),
    `/badges/ in ${asked.join(', ')}`,
  ).toHaveLength(1);
  for (const count of ['/cart/count/', '/notifications/count/', '/messages/count/', '/user-role/']) {
    expect(
      asked.filter((a) => a.startsWith(count)),
      `${count} in ${asked.join(', ')}`,
    ).toEqual([]);
  }
  // The stored ID token was valid: the session check and the calls did not wait for Amplify.
  expect(amplify).toEqual([]);
  // The first row's pictures were fetched ahead of the page, as the page shows them.
  const first = page.getByRole('list', { name: 'First artworks' }).getByRole('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a signed-in page rendered in the browser asks for its code in one round and shows without a loading step', async ({
  page,
  stack,
}) => {
  test.skip(!stack, 'makes an account through the local mailbox');
  await signInNewClient(page, stack!);

  // Reloaded: the app's chunk is held back until the dashboard's own chunk has been asked for.
  // The shell's route table (web/prerender.ts → main.tsx) asks for both at once; without it the
  // dashboard's chunk would be asked for only once the app has run, and this would wait in vain.
  let pageChunkAsked!: () => void;
  const pageChunk = new Promise<void>((resolve) => (pageChunkAsked = resolve));
  page.on('request', (r) => /\/assets\/dashboard-[\w-]+\.js$/.test(r.url()) && pageChunkAsked());
  const heldInVain = await holdBack(page, /\/assets\/app-[\w-]+\.js$/, pageChunk);
  // Every "Loading" spinner the page ever shows, seen as it is added.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { spinners: string[] }).spinners = []);
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading"]')) seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  expect(heldInVain(), "the dashboard's chunk was asked for before the app's arrived").toBe(false);
  // The page's code and the bar's were there before the first render: no lazy part suspended.
  expect(await page.evaluate(() => (window as unknown as { spinners: string[] }).spinners)).toEqual([]);
});

test('a signed-in page without a frame has its HTML ask for React and the app itself, before the entry has run', async ({
  page,
  stack,
}) => {
  test.skip(!stack, 'makes an account through the local mailbox');
  await signInNewClient(page, stack!);
  // The cart: the shell has no frame of it (web/signed-in-frames.ts; those are signed-in-frames.spec.ts's).
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Art Collection' })).toBeVisible();

  // Reloaded with the entry script held back until React's and the app's chunks have been asked
  // for: only the shell's own links (web/prerender.ts) can ask for them before the entry runs.
  const wanted = [/\/assets\/react-[\w-]+\.js$/, /\/assets\/app-[\w-]+\.js$/];
  const seen = new Set<RegExp>();
  let allAsked!: () => void;
  const asked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (r) => {
    for (const chunk of wanted) if (chunk.test(r.url())) seen.add(chunk);
    if (seen.size === wanted.length) allAsked();
  });
  const heldInVain = await holdBack(page, /\/assets\/index-[\w-]+\.js$/, asked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Art Collection' })).toBeVisible();
  expect(heldInVain(), "React's and the app's chunks were asked for before the entry arrived").toBe(false);
});
