import type { TestProject } from 'vitest/node';
import { assertLocalOnly, startTestStack, type StackInfo } from './stack-process';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** One local stack for the integration run: started on free ports, stopped at the end. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack();
  assertLocalOnly(stack.info);
  project.provide('stack', stack.info);
  return () => stack.stop();
}
