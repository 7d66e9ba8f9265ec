import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../support/stack-process';
import { expect, expectAccessibleAtBothWidths } from './fixtures';
import { api } from './support';

/** The moderation walks' helpers (tests/e2e/moderation.spec.ts). */

/** A second administrator (the first is the demo's), made as the admin script makes one. */
export async function secondAdmin(stack: StackInfo): Promise<{ email: string; password: string }> {
  Object.assign(process.env, stack.env);
  const { ensureAdmin } = await import('@functions/core/accounts/admins');
  const person = { email: `second.admin.${randomUUID().slice(0, 8)}@crafti.test`, password: 'Second-Admin-2026' };
  await ensureAdmin({ ...person, firstName: 'Second', lastName: 'Admin' });
  return person;
}

/** A community post by `author` (their ID token), through the API; answers its id. */
export async function postThroughApi(stack: StackInfo, idToken: string, content: string): Promise<string> {
  const { post } = await api(stack).callOk('POST /community-posts', {
    token: idToken,
    body: { content, category: 'General Discussion', images: [] },
  });
  return post.id;
}

/** The post of the feed that says `text`. */
export const postOf = (page: Page, text: string) => page.getByTestId('community-post').filter({ hasText: text });

/** The open case of the admin's queue that shows `text`. */
export const caseOf = (page: Page, text: string) => page.getByTestId('moderation-case').filter({ hasText: text });

/** The open appeal of the admin's queue whose text is `text`. */
export const appealOf = (page: Page, text: string) => page.getByTestId('moderation-appeal').filter({ hasText: text });

/** The Report dialog of the page. */
export const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report this content' });

/**
 * Fills and sends the Report dialog: first without a reason (the form says so), then with
 * `reason` and `details`; checks the dialog with axe at both widths while it is open.
 */
export async function sendReport(page: Page, reason: string, details: string) {
  const dialog = reportDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  // Nothing chosen: the reasons are marked wrong and the dialog stays.
  await expect(dialog.getByRole('radio', { name: reason })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the Report dialog');
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('Details (optional)').fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Writes the reason the affected person reads in the open decision dialog and presses `confirmLabel`; answers the dialog (still open when the server refused). */
export async function giveReason(page: Page, reason: string, confirmLabel: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Reason (the affected person sees it)') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (the affected person sees it)').fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  return dialog;
}

/** On the admin's Moderation page: presses the card's `button`, then gives the reason (giveReason). */
export async function decide(
  page: Page,
  card: Locator,
  button: RegExp,
  reason: string,
  confirmLabel: string,
): Promise<Locator> {
  await card.getByRole('button', { name: button }).click();
  return giveReason(page, reason, confirmLabel);
}

/** Opens the admin's Moderation page from the admin dashboard's navigation. */
export async function openModerationQueue(page: Page) {
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Moderation', exact: true }).click();
  await expect(page).toHaveURL(/\/moderation-queue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
}
