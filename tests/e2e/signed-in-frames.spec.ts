import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { apiSession, confirmedAccount, holdBack } from './support';

/**
 * Issue 51 §6: where people land signed in (the dashboard, Browse Arts, an art's page), the shell
 * paints the page's frame for the person's role before any of the app's code (web/signed-in-frames.ts,
 * src/lib/signed-in-frame.ts): the bar, the page's head and its loading state, with its first
 * picture in it as soon as the first answer names it, where the page will show it. The app's code
 * is asked for only once that is on screen, and its first render replaces the frame without
 * anything moving.
 */

/** The app's own chunks: none may be asked for before the frame has been painted. */
const APP_CODE = /\/assets\/(react|app|signed-in)-[\w-]+\.js$/;

/** Where `selector`'s first element is, to the half pixel. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const r = element.getBoundingClientRect();
      const half = (n: number) => Math.round(n * 2) / 2;
      return { x: half(r.x), y: half(r.y), width: half(r.width), height: half(r.height) };
    });

interface FrameCase {
  path: (artId: string) => string;
  /** Something the frame shows of the page itself. */
  shows: (page: Page) => ReturnType<Page['getByRole']>;
  /** The picture the page shows where the frame had its first picture. */
  picture?: string;
}

const CASES: Record<string, FrameCase> = {
  '/dashboard': {
    path: () => '/dashboard',
    shows: (page) => page.getByRole('heading', { level: 1, name: 'Client Dashboard' }),
  },
  '/browse-arts': {
    path: () => '/browse-arts',
    shows: (page) => page.getByRole('heading', { level: 1, name: 'Browse Arts' }),
    picture: 'main ul[aria-label="Arts"] img',
  },
  '/art/{artId}': {
    path: (artId) => `/art/${artId}`,
    shows: (page) => page.getByRole('link', { name: '← Back to Browse Arts' }),
    picture: 'main img[fetchpriority="high"]',
  },
};

for (const width of [375, 1280]) {
  test(`(${width} px) a signed-in page's frame is on screen before any of the app's code, and the page replaces it where it stands`, async ({
    stack,
    signedIn,
  }) => {
    test.skip(!stack, 'makes an account through the local mailbox');
    const person = await confirmedAccount(stack!, 'Client');
    const api = await apiSession(stack!, person);
    const arts = (await (
      await fetch(`${stack!.webConfig.apiUrl}/api/arts?limit=1`, {
        headers: { authorization: `Bearer ${api.idToken}` },
      })
    ).json()) as { items: { art_id: string }[] };
    const page = await signedIn(person, { width });
    const appAsked: string[] = [];
    page.on('request', (r) => APP_CODE.test(r.url()) && appAsked.push(r.url()));

    for (const [name, frame] of Object.entries(CASES)) {
      appAsked.length = 0;
      // The entry is held back until the frame has been looked at: what shows meanwhile is the shell's.
      let looked!: () => void;
      const frameSeen = new Promise<void>((resolve) => (looked = resolve));
      const entry = /\/assets\/index-[\w-]+\.js$/;
      const heldInVain = await holdBack(page, entry, frameSeen);
      await page.goto(frame.path(arts.items[0]!.art_id), { waitUntil: 'commit' });

      await expect(page.locator('#root[data-frame]'), name).toBeAttached();
      await expect(frame.shows(page), name).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }), name).toBeVisible();
      let framed: Awaited<ReturnType<typeof boxOf>> | undefined;
      if (frame.picture) {
        // The first picture, in the frame, loaded before any code has run.
        const slot = page.locator('#root img[data-first-picture]').first();
        await expect
          .poll(() => slot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: name })
          .toBe(true);
        await expect(slot, name).toHaveAttribute('alt', /\S/);
        framed = await boxOf(page, '#root img[data-first-picture]');
      }
      await expectAccessible(page, `${name}'s frame`);
      expect(appAsked, `${name}: the app's code asked for before its frame was shown`).toEqual([]);
      looked();

      // The page's first render takes the frame's place.
      await expect(page.locator('#root[data-frame]'), name).toHaveCount(0);
      await expect(frame.shows(page), name).toBeVisible();
      expect(heldInVain(), name).toBe(false);
      if (frame.picture) {
        const picture = page.locator(frame.picture).first();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete), { message: name })
          .toBe(true);
        expect(await boxOf(page, frame.picture), `${name}: the picture where the frame showed it`).toEqual(framed);
      }
      // Asked for after the frame's first paint, by the entry.
      const order = await page.evaluate((source) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const code = performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => entry.startTime);
        return { paint, code };
      }, APP_CODE.source);
      expect(order.code.length, name).toBeGreaterThan(0);
      for (const start of order.code)
        expect(start, `${name}: code asked for before the first paint`).toBeGreaterThan(order.paint);
      await page.unroute(entry);
    }
  });
}

for (const [path, firstData] of [
  ['/cart', /\/cart\/[\w-]+$/],
  // Its frame is the page at its plain address, not a search's.
  ['/browse-arts?q=vase', /\/wishlist\/[\w-]+$/],
] as const)
  test(`${path}: a page the shell has no frame of shows nothing before its code, as before`, async ({
    stack,
    signedIn,
  }) => {
    test.skip(!stack, 'makes an account through the local mailbox');
    const person = await confirmedAccount(stack!, 'Client');
    const page = await signedIn(person);
    let looked!: () => void;
    const heldInVain = await holdBack(
      page,
      /\/assets\/index-[\w-]+\.js$/,
      new Promise<void>((resolve) => (looked = resolve)),
    );
    // The page's first data, asked for by the shell's inline script: it has run, and painted nothing.
    const inlineScriptRan = page.waitForRequest((r) => firstData.test(new URL(r.url()).pathname));
    await page.goto(path, { waitUntil: 'commit' });
    await inlineScriptRan;
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    looked();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(heldInVain()).toBe(false);
  });
