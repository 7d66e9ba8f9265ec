import type { Page } from '@playwright/test';

/** Fills the login page's form and presses Login (fixtures.ts's `signedIn` and the walks use it). */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
