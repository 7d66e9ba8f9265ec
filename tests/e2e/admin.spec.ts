import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { expect, expectAccessible, expectAccessibleAtBothWidths, test } from './fixtures';
import { confirmedAccount, signInThroughPage } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'needs local accounts');
});

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

/** The "Showing x to y of z entries" line under a table. */
const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);

test('the admin searches users, pages through them and reads one person in the detail dialog', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  const artist = await confirmedAccount(stack!, 'Artist');
  // With the seeded four, enough people for a second page.
  for (let i = 0; i < 9; i++) await confirmedAccount(stack!, i % 2 ? 'Artist' : 'Client');

  await signInAsAdmin(page);
  await page.goto('/users-table');
  await expect(page).toHaveTitle('Users | Crafti');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Ten to a page, with Previous and Next.
  await expect(showing(page)).toHaveText(/^Showing 1 to 10 of \d+ entries$/);
  const total = Number((await showing(page).innerText()).match(/of (\d+) entries/)![1]);
  expect(total).toBeGreaterThanOrEqual(14);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(showing(page)).toHaveText(`Showing 11 to ${Math.min(20, total)} of ${total} entries`);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(showing(page)).toHaveText(`Showing 1 to 10 of ${total} entries`);

  // The search covers the e-mail (and name, username, address, role), ignoring case.
  const search = page.getByLabel('Search users');
  await search.fill(artist.email.toUpperCase());
  await expect(showing(page)).toHaveText('Showing 1 to 1 of 1 entries');
  const row = page.getByRole('row').filter({ hasText: artist.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(artist.username);
  await expect(row).toContainText('Artist');

  // The row's View button opens the details; Escape closes them.
  await row.getByRole('button', { name: `View ${artist.firstName} ${artist.lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(artist.email);
  await expect(dialog).toContainText(artist.username);
  await expect(dialog).toContainText('Not verified');
  await expect(dialog.getByRole('img', { name: `${artist.firstName} ${artist.lastName}` }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the User Details dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A click on the row itself opens them too.
  await row.getByText(artist.username).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await search.fill('no-such-person-anywhere');
  await expect(page.getByText('No users found.')).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 0 to 0 of 0 entries');
});

test('the admin adds, renames and deletes a tag, and the audit log records it', async ({ page }) => {
  const id = randomUUID().slice(0, 6);
  const first = `E2E Tag ${id}`;
  const renamed = `E2E Renamed ${id}`;
  const second = `E2E Other ${id}`;

  await signInAsAdmin(page);
  await page.goto('/tags-table');
  await expect(page).toHaveTitle('Tags | Crafti');

  const newTag = page.getByLabel('New tag');
  const add = page.getByRole('button', { name: 'Add', exact: true });

  await newTag.fill('   ');
  await add.click();
  await expect(page.getByText('Tag name cannot be empty')).toBeVisible();

  await newTag.fill(first);
  await add.click();
  await expect(page.getByText('Tag added successfully!')).toBeVisible();
  await newTag.fill(second);
  await add.click();
  await expect(page.getByText('Tag added successfully!')).toBeVisible();

  // A name that exists already (the seed has "Handmade"), whatever its case.
  await newTag.fill('handmade');
  await add.click();
  await expect(page.getByText('This tag already exists')).toBeVisible();

  await page.getByLabel('Search tags').fill(id);
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

  // Rename.
  await page.getByRole('button', { name: `Edit ${first}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Tag' });
  await dialog.getByLabel('Tag name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tag updated successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  // Renaming the other tag to that name is refused.
  await page.getByRole('button', { name: `Edit ${second}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Tag' });
  await dialog.getByLabel('Tag name').fill(renamed.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This tag already exists')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the Edit Tag dialog with its error');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: second, exact: true })).toBeVisible();

  // Delete, after confirming; cancelling keeps the tag.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expectAccessibleAtBothWidths(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted! The tag has been deleted.')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${second}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No tags found.')).toBeVisible();

  // Every decision is in the audit log, newest first, with who made it.
  await page.goto('/audit-log');
  await expect(page).toHaveTitle('Audit Log | Crafti');
  const log = page.getByRole('table', { name: 'Recent admin activity' });
  for (const summary of [
    `Added tag "${first}"`,
    `Added tag "${second}"`,
    `Renamed tag "${first}" to "${renamed}"`,
    `Deleted tag "${renamed}"`,
    `Deleted tag "${second}"`,
  ]) {
    await expect(log.getByRole('row').filter({ hasText: summary })).toContainText(DEMO_ADMIN.email);
  }
  const summaries = await log.getByRole('row').allInnerTexts();
  const at = (text: string) => summaries.findIndex((s) => s.includes(text));
  expect(at(`Deleted tag "${renamed}"`)).toBeLessThan(at(`Added tag "${first}"`));
});

test('the admin edits their own profile; the e-mail cannot change there', async ({ page }) => {
  const firstName = `Ada${randomUUID().slice(0, 4)}`;
  await signInAsAdmin(page);
  await page.goto('/admin-profile');
  await expect(page).toHaveTitle('Admin Profile | Crafti');
  const main = page.getByRole('main');
  await expect(main.getByText(DEMO_ADMIN.email).first()).toBeVisible();
  await expect(main.getByText('Admin', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-admin-profile$/);
  await expect(page).toHaveTitle('Edit Profile | Crafti');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  const original = await page.getByLabel('First name').inputValue();

  // Cancel goes back without saving.
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
  await expect(main.getByText(firstName)).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
  await expect(main.getByText(firstName).first()).toBeVisible();

  // Put the demo admin's name back.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
});

test('the verification page lists requests with its columns and search', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/verification');
  await expect(page).toHaveTitle('Verification Management | Crafti');
  await expect(page.getByRole('heading', { name: 'Verification Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Verification requests' });
  for (const column of ['Artist Name', 'Role', 'Status', 'Submitted date', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await page.getByLabel('Search verifications').fill('no-such-artist-or-status');
  await expect(page.getByText('No verification requests found.')).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 0 to 0 of 0 entries');
});

test('the admin pages fit a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  for (const path of ['/users-table', '/tags-table', '/verification', '/audit-log', '/admin-profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Tables scroll inside their own frame; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test('on a phone the users and verification lists are readable cards, each with a 44 px View button on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/users-table');
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
  const card = users.getByRole('listitem').first();
  const email = card.getByText(/@/).nth(1);
  const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await email.boundingBox())!.height, 'an e-mail takes at most two lines').toBeLessThanOrEqual(
    2 * lineHeight + 1,
  );
  const view = card.getByRole('button', { name: /^View / });
  const box = (await view.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await view.click();
  await expect(page.getByRole('dialog', { name: 'User Details' })).toBeVisible();
  await expectAccessible(page, 'the User Details dialog on a phone');
  await page.keyboard.press('Escape');

  await page.goto('/verification');
  await expect(
    page.getByRole('list', { name: 'Verification requests' }).or(page.getByText('No verification requests found.')),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Verification requests' })).toHaveCount(0);
});

test('people who are not admins are sent to their dashboard, told the page is for administrators', async ({
  page,
  stack,
}) => {
  const client = await confirmedAccount(stack!, 'Client');
  await page.goto('/login');
  await signInThroughPage(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of [
    '/users-table',
    '/tags-table',
    '/arts-table',
    '/verification',
    '/audit-log',
    '/admin-profile',
    '/edit-admin-profile',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('That page is for administrators.')).toBeVisible();
  }
});
