import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { WebConfig } from '../../shared/web-config';
import type { StackInfo } from '../support/stack-process';
import { WATCHER, watchMessagesInView, type OutOfViewMessage } from './messages-in-view';
import { pageKey } from './page-key';
import { signedInStorage, signInThroughPage } from './sign-in';

interface Fixtures {
  /** The local stack, or null when running against a deployment (E2E_BASE_URL). */
  stack: StackInfo | null;
  /** What the SPA itself reads: the API and WebSocket URLs and the user pool. */
  appConfig: WebConfig;
  /** Checks with axe, at 1280 and 375 px, every page the test's pages visited (runs after each test). */
  accessibility: void;
  /**
   * Checks that the outcome of every form submit (its messages: alerts, statuses, live regions,
   * toasts, field errors) appears where a person sees it: in the viewport, not under the fixed
   * navigation bar. Fails the test after it with every message that was not (runs for every test).
   */
  messagesInView: MessagesInView;
  /**
   * A person signed in, in a browser context of their own at a width (one per person, for walks
   * where two people interact): `await signedIn(client, { width: 375 })`. The context starts with
   * the session Amplify stores at sign-in (sign-in.ts `signedInStorage`; against a deployment, the
   * login page), then opens /dashboard and waits for where it lands (`home`: the dashboard, the
   * admins' for an admin); the contexts close after the test.
   */
  signedIn: (person: { email: string; password: string }, options?: { width?: number; home?: RegExp }) => Promise<Page>;
}

export interface MessagesInView {
  /** The messages reported out of view so far, once the pages' pending measurements are done. */
  outOfView(): Promise<OutOfViewMessage[]>;
  /** Forgets what was reported (the watcher's self-test, which plants one on purpose). */
  clear(): void;
}

/** The function the pages call to report a message out of view. */
const IN_VIEW_BINDING = '__craftiReportOutOfView';
/** How long after a submit its messages count as its outcome. */
const OUTCOME_MS = 5000;

/** The widths every visited page is checked at. */
export const WIDTHS = [1280, 375] as const;
// wcag22aa brings the target-size rule: every control at least 24 × 24 px (or spaced as if it were).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Pages already checked in this run, by path with ids folded (pageKey), so each is checked once. */
const checked = new Set<string>();

function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/** Runs axe on the page as it is now (modals open included) and fails on any violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // A dialog fading in is half transparent: check what a person sees once it has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to finish
  // the run across frames, which the app has none of (cost ~0.3 s a check, hundreds of checks).
  const result = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
  expect(
    result.violations,
    `axe on ${label} at ${page.viewportSize()?.width} px:\n${describe(result.violations)}`,
  ).toEqual([]);
}

/** Runs axe on the page as it is now at each width (modals open included), then restores the width. */
export async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: original?.height ?? 900 });
      await expectAccessible(page, label);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Opens `url` again in a new context with the session the test had when it went there (signed out
 * or in, as whom), once the page has settled runs axe at each width: loaded once, then narrowed as
 * a window is (the layouts follow media queries, so a resized page is the page a phone loads; a
 * second load per width cost the suite about two minutes).
 */
async function checkVisited(browser: Browser, url: string, state: SessionState): Promise<void> {
  const context = await browser.newContext({ storageState: state, viewport: { width: WIDTHS[0], height: 900 } });
  const page = await context.newPage();
  try {
    // Not 'networkidle' (half a second of silence on top of every load): the settled page is
    // known by what it shows, below.
    await page.goto(url);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Loading states come and go; the page a person reads is the settled one: its heading is
      // there (every page has one; axe requires it) and nothing says it is still loading.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status', { name: /loading/i }).or(page.getByLabel(/^loading/i))).toHaveCount(0, {
        timeout: 30_000,
      });
      // A pre-rendered form is inert (its fieldset disabled, its button faded) until the page is live
      // (web/src/components/ui/live-form.tsx): a busy machine can take a while to get there.
      await expect(page.locator('form fieldset:disabled')).toHaveCount(0, { timeout: 30_000 });
      await expectAccessible(page, new URL(url).pathname);
    }
  } finally {
    await context.close();
  }
}

export const test = base.extend<Fixtures>({
  signedIn: async ({ browser, stack, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (person, { width = 1280, home = /\/dashboard$/ } = {}) => {
      const storageState = stack ? await signedInStorage(stack, new URL(baseURL!).origin, person) : undefined;
      const context = await browser.newContext({ viewport: { width, height: 900 }, storageState });
      contexts.push(context);
      const page = await context.newPage();
      if (storageState) {
        await page.goto('/dashboard');
      } else {
        await page.goto('/login');
        await signInThroughPage(page, person.email, person.password);
      }
      await expect(page).toHaveURL(home);
      return page;
    });
    for (const context of contexts) await context.close().catch(() => undefined);
  },
  stack: async ({}, use) => {
    const raw = process.env.CRAFTI_E2E_STACK;
    await use(raw ? (JSON.parse(raw) as StackInfo) : null);
  },
  baseURL: async ({ stack }, use) => {
    await use(process.env.E2E_BASE_URL ?? stack!.endpoints.web);
  },
  appConfig: async ({ baseURL, request }, use) => {
    const response = await request.get(`${baseURL}/config.json`);
    expect(response.ok()).toBe(true);
    await use((await response.json()) as WebConfig);
  },
  accessibility: [
    async ({ browser, context, baseURL }, use, testInfo) => {
      const visited = new Map<string, { url: string; state: Promise<SessionState> }>();
      const watch = (ctx: BrowserContext) => (page: Page) =>
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame()) return;
          const url = new URL(frame.url());
          if (url.origin !== new URL(baseURL!).origin) return;
          const key = pageKey(url);
          if (!checked.has(key) && !visited.has(key))
            visited.set(key, { url: url.href, state: ctx.storageState().catch(() => ({ cookies: [], origins: [] })) });
        });
      // The test's own context, and any other it opens (two people interacting).
      const follow = (ctx: BrowserContext) => {
        ctx.pages().forEach(watch(ctx));
        ctx.on('page', watch(ctx));
      };
      follow(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        follow(ctx);
        return ctx;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const [key, { url, state }] of visited) {
        checked.add(key);
        await checkVisited(browser, url, await state);
      }
    },
    // Its own time: checking every page at two widths takes longer than most tests themselves.
    { auto: true, timeout: 240_000 },
  ],
  messagesInView: [
    async ({ browser, context }, use, testInfo) => {
      const found: OutOfViewMessage[] = [];
      const contexts: BrowserContext[] = [];
      const watch = async (ctx: BrowserContext) => {
        contexts.push(ctx);
        await ctx.exposeBinding(IN_VIEW_BINDING, (_source, message: OutOfViewMessage) => {
          found.push(message);
        });
        await ctx.addInitScript(watchMessagesInView, { binding: IN_VIEW_BINDING, windowMs: OUTCOME_MS });
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch(ctx);
        return ctx;
      };
      /** Lets every open page finish measuring what it waits to measure. */
      const settle = async () => {
        const pages = contexts.flatMap((ctx) => ctx.pages()).filter((p) => !p.isClosed());
        await Promise.all(
          pages.map((p) =>
            p
              .evaluate(async (name) => {
                const watcher = (window as unknown as Record<string, { settled(): Promise<void> } | undefined>)[name];
                await watcher?.settled();
              }, WATCHER)
              .catch(() => undefined),
          ),
        );
      };
      try {
        await use({
          outOfView: async () => {
            await settle();
            return [...found];
          },
          clear: () => {
            found.length = 0;
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) return;
      await settle();
      const list = found.map((m) => `  "${m.text}" on ${m.url}\n    ${m.where}`).join('\n');
      expect(
        found,
        `messages that appeared after a submit out of view (outside the window or under the fixed bar):\n${list}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
