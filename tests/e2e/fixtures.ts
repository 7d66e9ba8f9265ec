import { test as base, expect } from '@playwright/test';
import type { WebConfig } from '../../infra/local/stack';
import type { StackInfo } from '../support/stack-process';

interface Fixtures {
  /** The local stack, or null when running against a deployment (E2E_BASE_URL). */
  stack: StackInfo | null;
  /** What the SPA itself reads: the API and WebSocket URLs and the user pool. */
  appConfig: WebConfig;
}

export const test = base.extend<Fixtures>({
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
});

export { expect };
