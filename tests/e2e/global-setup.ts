import { startTestStack } from '../support/stack-process';

/**
 * Starts the local stack with the production builds, unless E2E_BASE_URL points at a deployed
 * stage: the web build, and the functions bundled as CDK deploys them. The stack's description
 * reaches the tests through CRAFTI_E2E_STACK; `npm test` (tests/run-all.ts) starts the stack
 * beside its earlier steps and hands it over the same way, stopping it itself.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL || process.env.CRAFTI_E2E_STACK) return undefined;
  const stack = await startTestStack({ web: true, bundles: true });
  process.env.CRAFTI_E2E_STACK = JSON.stringify(stack.info);
  return () => stack.stop();
}
