import type { Page } from '@playwright/test';
import { paintDemoArt } from '../../infra/local/demo-art';
import { expect } from './fixtures';

/** What the commission walks share (issue 31): the simulator's card page, the page's parts. */

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
export const picture = (seed: number) => ({
  name: `wip-${seed}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(paintDemoArt(seed, 640, 480).png),
});

export async function payOnPayMongo(page: Page, name = 'Ligaya Reyes') {
  await expect(page.getByRole('heading', { name: 'Pay with a card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4343434343434345');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
}

/** No sideways scrolling at a phone's width. */
export async function fitsPhone(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (original) await page.setViewportSize(original);
}

export const milestoneCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(name) }) });
