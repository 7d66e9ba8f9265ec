import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL, WHOLE_CHROMIUM } from './tests/support/chromium';

// This machine runs Node 20; the Lambdas run on Node 22, so the AWS SDK's notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Two builds of Debian's Chromium (tests/support/chromium.ts): the headless shell, which draws a
 * page with less CPU, for every walk but the installed-app walks (pwa.spec.ts), which need
 * notifications and Background Sync, which only the whole browser has.
 */
const APP_WALKS = /pwa\.spec\.ts$/;
const inChromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: CHROMIUM_FLAGS },
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
