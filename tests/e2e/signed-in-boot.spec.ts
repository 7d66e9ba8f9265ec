import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmedAccount, holdBack } from './support';

/**
 * Issue 29: every signed-in page where people spend their time boots as the dashboard does
 * (tests/e2e/prerendered.spec.ts): its first data asked for by the shell beside its code
 * (app/early-requests.ts), each request once (the page takes the early answer instead of asking
 * again), and its first pictures fetched once, loaded at once while the rest wait to be near.
 */

/** The signed-in person's id and ID token, as the session stored them. */
async function sessionOf(page: Page): Promise<{ userId: string; idToken: string }> {
  return page.evaluate(() => {
    const last = Object.keys(localStorage).find((key) => key.endsWith('.LastAuthUser'))!;
    const prefix = last.slice(0, -'LastAuthUser'.length);
    const idToken = localStorage.getItem(`${prefix}${localStorage.getItem(last)}.idToken`)!;
    const payload = JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string };
    return { userId: payload.sub, idToken };
  });
}

interface BootCase {
  path: (ids: { artId: string }) => string;
  role: 'Artist' | 'Client';
  /** The page's own chunk: held back until the page's first requests have been asked for. */
  chunk: RegExp;
  heading: string;
  /** The page's first GET requests (path and query), each to be asked for once. */
  first: (ids: { userId: string; artId: string }) => string[];
  /** The list whose first pictures are loaded at once (and were fetched ahead of the page). */
  pictures?: { list: string; firstRow: (width: number) => number };
}

const CASES: Record<string, BootCase> = {
  '/browse-arts': {
    path: () => '/browse-arts',
    role: 'Client',
    chunk: /\/assets\/browse-arts-[\w-]+\.js$/,
    heading: 'Browse Arts',
    first: ({ userId }) => ['/api/arts?sort=latest&limit=25', `/wishlist/${userId}`],
    pictures: { list: 'Arts', firstRow: (width) => (width < 700 ? 1 : width < 1100 ? 2 : 3) },
  },
  '/art/{artId}': {
    path: ({ artId }) => `/art/${artId}`,
    role: 'Client',
    chunk: /\/assets\/art-detail-[\w-]+\.js$/,
    heading: '',
    first: ({ userId, artId }) => [`/api/art/${artId}`, `/wishlist/${userId}`],
  },
  '/cart': {
    path: () => '/cart',
    role: 'Client',
    chunk: /\/assets\/cart-[\w-]+\.js$/,
    heading: 'Your Art Collection',
    first: ({ userId }) => [`/cart/${userId}`],
  },
  '/community': {
    path: () => '/community',
    role: 'Client',
    chunk: /\/assets\/community-[\w-]+\.js$/,
    heading: 'Community',
    first: () => ['/community-posts?page=1&limit=10&order=desc'],
  },
  '/messages': {
    path: () => '/messages',
    role: 'Client',
    chunk: /\/assets\/messages-[\w-]+\.js$/,
    heading: 'CraftiChat',
    first: () => ['/conversations'],
  },
  '/artist-track-project': {
    path: () => '/artist-track-project',
    role: 'Artist',
    chunk: /\/assets\/artist-track-project-[\w-]+\.js$/,
    heading: 'Project Dashboard',
    first: ({ userId }) => [`/api/artist-projects/${userId}`, `/api/project-summary/${userId}`],
  },
  '/browse-jobs': {
    path: () => '/browse-jobs',
    role: 'Artist',
    chunk: /\/assets\/browse-jobs-[\w-]+\.js$/,
    heading: 'Browse Job Offers',
    first: () => ['/api/open-jobs'],
  },
};

for (const [name, boot] of Object.entries(CASES)) {
  for (const width of name === '/browse-arts' ? [375, 1280] : [1280]) {
    test(`${name} (${width} px): a signed-in boot asks for the page's first data beside its code, each request once`, async ({
      request,
      stack,
      signedIn,
    }) => {
      test.skip(!stack, 'makes an account through the local mailbox');
      const person = await confirmedAccount(stack!, boot.role);
      const page = await signedIn(person, { width });
      const { userId, idToken } = await sessionOf(page);
      const api = new URL(stack!.webConfig.apiUrl);
      const arts = (await (
        await request.get(`${api.href}/api/arts?limit=1`, {
          headers: { authorization: `Bearer ${idToken}` },
        })
      ).json()) as { items: { art_id: string; title: string }[] };
      const artId = arts.items[0]!.art_id;
      const path = boot.path({ artId });
      // A first visit: the browser keeps the app's code, as a returning visitor's does.
      await page.goto(path);
      await page.waitForLoadState('networkidle');

      const first = boot.first({ userId, artId });
      const asked: string[] = [];
      const pictures: string[] = [];
      let firstAsked!: () => void;
      const allAsked = new Promise<void>((resolve) => (firstAsked = resolve));
      // Up to the live connection: once it is open, what changed meanwhile may be read again.
      let live = false;
      page.on('websocket', () => (live = true));
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (r.resourceType() === 'image') pictures.push(r.url());
        // The API's calls, by their route (the site's /api prefix off).
        if (live || url.host !== api.host || !url.pathname.startsWith(`${api.pathname}/`) || r.method() !== 'GET')
          return;
        asked.push(`${url.pathname.slice(api.pathname.length)}${url.search}`);
        if (first.every((what) => asked.includes(what))) firstAsked();
      });
      // The page's own code is held back until its first data has been asked for: only the shell can ask before it runs.
      const heldInVain = await holdBack(page, boot.chunk, allAsked);
      await page.reload();
      // A page whose code waited in vain shows 10 s late: the check below says why.
      await expect(page.getByRole('heading', { level: 1, name: boot.heading || arts.items[0]!.title })).toBeVisible({
        timeout: 20_000,
      });
      await page.waitForLoadState('networkidle');
      expect(
        heldInVain(),
        `${first.join(', ')} asked for before the page's code arrived (asked: ${asked.join(', ')})`,
      ).toBe(false);
      for (const what of first)
        expect(
          asked.filter((a) => a === what),
          `${what} in ${asked.join(', ')}`,
        ).toHaveLength(1);

      if (boot.pictures) {
        // The pictures come from the site's own /media (as CloudFront serves them): no second host to connect to.
        expect(new URL(stack!.webConfig.mediaUrl).origin).toBe(new URL(page.url()).origin);
        await expect(page.locator('head link[rel="preconnect"]')).toHaveCount(0);
        const images = page.getByRole('list', { name: boot.pictures.list }).getByRole('listitem').getByRole('img');
        const row = boot.pictures.firstRow(width);
        expect(await images.count()).toBeGreaterThan(row);
        for (let i = 0; i < row; i++) {
          const image = images.nth(i);
          await expect(image).toHaveAttribute('loading', 'eager');
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
          const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
          // Fetched once: the page's <img> took the picture the shell had fetched, with the same srcset and sizes.
          expect(
            pictures.filter((p) => p === src),
            `${src} in ${pictures.join(', ')}`,
          ).toHaveLength(1);
        }
        await expect(images.nth(row)).toHaveAttribute('loading', 'lazy');
        // A picture more than a screen below is not fetched (not even at the browser's lazy distance) until the list nears it.
        const last = images.last();
        expect(
          await last.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().top > 2 * window.innerHeight),
        ).toBe(true);
        expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc.startsWith('data:'))).toBe(true);
        await last.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            last.evaluate(
              (img: HTMLImageElement) => img.complete && img.naturalWidth > 1 && !img.currentSrc.startsWith('data:'),
            ),
          )
          .toBe(true);
      }
    });
  }
}

/** Has the page record every layout shift from its start (what CLS adds up): read them with `shiftsOf`. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { crafti_shifts: typeof shifts }).crafti_shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? '?'),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { crafti_shifts: { value: number; moved: string[] }[] }).crafti_shifts);

for (const width of [375, 1280]) {
  test(`(${width} px) every picture of Browse Arts, an art and the feed has its box before it loads: nothing moves when it comes`, async ({
    stack,
    signedIn,
  }) => {
    test.skip(!stack, 'makes an account through the local mailbox');
    const person = await confirmedAccount(stack!, 'Client');
    const page = await signedIn(person, { width });
    // No picture ever arrives: each box is what the page reserved for it (an <img> without a size would be a line of its text, or nothing).
    await page.route(/\.(webp|jpe?g|png)(\?.*)?$/, (route) => route.abort());
    const boxes = () =>
      page.locator('main img').evaluateAll((images: HTMLImageElement[]) =>
        images.map((img) => ({
          alt: img.alt,
          width: Math.round(img.getBoundingClientRect().width),
          height: Math.round(img.getBoundingClientRect().height),
        })),
      );
    await recordShifts(page);
    await page.goto('/browse-arts');
    await expect(page.getByRole('list', { name: 'Arts' }).getByRole('img').first()).toBeAttached();
    // The masonry's cards take their rows before the first paint, and the rest of the page (drawn
    // after it) comes below them: nothing on screen moves.
    await expect(page.getByRole('list', { name: 'Arts' }).getByRole('listitem')).not.toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await shiftsOf(page), 'layout shifts on /browse-arts').toEqual([]);
    const first = await page.getByRole('list', { name: 'Arts' }).getByRole('link').first().getAttribute('href');
    for (const path of ['/browse-arts', first!, '/community']) {
      if (path !== '/browse-arts') await page.goto(path);
      await page.waitForLoadState('networkidle');
      const shown = await boxes();
      if (path !== '/community') expect(shown.length, path).toBeGreaterThan(0);
      const unsized = shown.filter((box) => box.height < 24 || box.width < 24);
      expect(unsized, `${path}: pictures without a box of their own`).toEqual([]);
    }
  });
}
