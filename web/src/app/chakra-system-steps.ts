import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';

/**
 * Chakra's createSystem as steps the caller can pause between. In the build, imports of this
 * module get Chakra's own system.js, rewritten so that its stages are steps
 * (web/slim-chakra-theme.ts); here, for the dev server and the unit tests, the whole system is
 * the one step after the first pause.
 */
export function* createSystemInSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void> {
  yield;
  return createSystem(...configs);
}
