import type { TestProject } from 'vitest/node';
import { assertLocalOnly, startTestStack, type StackInfo } from './stack-process';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * One local stack for the integration run: started on free ports, stopped at the end; with
 * CRAFTI_METER_READS=1 (the route cost bench) DynamoDB's work is counted (StackInfo.meter).
 */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({ meter: process.env.CRAFTI_METER_READS === '1' });
  assertLocalOnly(stack.info);
  project.provide('stack', stack.info);
  return () => stack.stop();
}
