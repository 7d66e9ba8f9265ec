import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// This machine runs Node 20; the Lambdas run on Node 22, so the AWS SDK's notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Debian's Chromium, two builds of one source: the headless shell (`chromium-headless-shell`, the
 * build Playwright itself runs headless) draws a page with ~12 % less CPU than the whole browser in
 * its headless mode, which on two cores is ~12 % of the suite's time (measured Nov 2026: five walks
 * 104.9 → 92.5 s). It has no notifications and no Background Sync, so the installed-app walks
 * (pwa.spec.ts) run in the whole browser. CHROMIUM_PATH picks one browser for every walk.
 */
const WHOLE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : WHOLE_CHROMIUM);
const APP_WALKS = /pwa\.spec\.ts$/;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const inChromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: ARGS },
});

/**
 * The browser suite, in Debian's Chromium. Locally the global setup starts a throw-away
 * stack serving the production build (web/dist); with E2E_BASE_URL set it runs against
 * that deployment instead.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./tests/e2e/slowest-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every context the suite opens prefers reduced motion (the app then skips its transitions and
    // smooth scrolling, web/src/app/theme.ts): less for two cores to paint, nothing to wait out.
    // Tests of motion itself opt back in with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    // The site's service worker (web/src/sw/service-worker.ts) stays out of every walk but the one
    // that tests it (pwa.spec.ts, test.use({ serviceWorkers: 'allow' })): a page's requests then
    // reach page.route and the request log as the walks expect.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: APP_WALKS,
      use: inChromium(HEADLESS_SHELL),
    },
    {
      name: 'chromium-app',
      testMatch: APP_WALKS,
      use: inChromium(WHOLE_CHROMIUM),
    },
  ],
});
