import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { WeightedShards } from './tests/support/weighted-shards';

// This machine runs Node 20; the Lambdas run on Node 22, so the AWS SDK's notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'shared'),
  '@functions': path.resolve(import.meta.dirname, 'functions'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

/**
 * Four projects, named by what they need (see STYLE.md):
 *   unit         `*.test.ts(x)` beside the code: nothing but Node (or happy-dom for components)
 *   integration  `tests/integration/*.int.test.ts`: the local stack, started by the global setup
 *   infra        `tests/infra/*.test.ts`: CDK synthesis and cdk-nag
 *   costs        the route cost bench (`npm run bench:routes`), on a metered integration stack
 * The browser suite is Playwright's (`tests/e2e`, playwright.config.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // `--shard` by each file's time (the integration halves of `npm test`), not by file count.
    sequence: { sequencer: WeightedShards },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'web/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          // Component tests render and wait on a shared 2-core machine; 5 s was too tight there.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-setup.ts'],
          // Beside the unit tests (tests/run-all.ts) a money wait can take most of a minute:
          // eventually() waits up to 40 s of time, inside the test's own time.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run bench:routes` only (tests/bench/route-costs.ts): the integration stack, metered.
          name: 'costs',
          include: ['tests/bench/route-costs/*.cost.test.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-setup.ts'],
          testTimeout: 1_800_000,
          hookTimeout: 900_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
