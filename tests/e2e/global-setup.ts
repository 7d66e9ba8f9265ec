import { startTestStack } from '../support/stack-process';

/**
 * Starts the local stack with the production web build, unless E2E_BASE_URL points at a
 * deployed stage. The stack's description reaches the tests through CRAFTI_E2E_STACK.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const stack = await startTestStack({ web: true });
  process.env.CRAFTI_E2E_STACK = JSON.stringify(stack.info);
  return () => stack.stop();
}
