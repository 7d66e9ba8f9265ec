import { decodeJwt } from 'jose';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { signInTokens } from '../support/users';
import { expect, test } from './fixtures';
import { confirmedAccount, mainNav, signInThroughPage } from './support';

const EXPECTED: Record<'signed-out' | 'Artist' | 'Client' | 'Admin', string[]> = {
  'signed-out': ['Home', 'Explore', 'About Us', 'How It Works', 'Login', 'Register'],
  Artist: ['Dashboard', 'My Projects', 'My Arts', 'Community', 'Messages', 'Notifications', 'Cart', 'Account'],
  Client: ['Dashboard', 'My Projects', 'Community', 'Messages', 'Notifications', 'Cart', 'Account'],
  Admin: ['Dashboard', 'Users', 'Tags', 'Arts', 'Verification', 'Community', 'Messages', 'Notifications', 'Account'],
};

/** The link names the visitor can reach: in the bar on a wide screen, in the side menu on a narrow one. */
async function visibleLinks(page: Page, narrow: boolean): Promise<string[]> {
  if (narrow) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const names = (await menu.getByRole('link').allInnerTexts()).map((t) => t.replace(/\s*\(\d+\)$/, '').trim());
    await page.getByRole('button', { name: 'Close menu' }).click();
    return names;
  }
  const nav = mainNav(page);
  const names: string[] = [];
  for (const link of await nav.getByRole('link').all()) {
    if (!(await link.isVisible())) continue;
    names.push(((await link.getAttribute('aria-label')) ?? (await link.innerText())).trim());
  }
  await page.getByRole('button', { name: 'User menu' }).click();
  for (const item of await page.getByRole('menuitem').all()) {
    if (await item.isVisible()) names.push((await item.innerText()).trim());
  }
  await page.keyboard.press('Escape');
  return names;
}

for (const width of [375, 1280]) {
  const narrow = width < 768;
  test.describe(`navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed out: the public links, and a user menu with Login and Register', async ({ page }) => {
      await page.goto('/');
      const links = await visibleLinks(page, narrow);
      for (const name of EXPECTED['signed-out']) expect(links).toContain(name);
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Register' })).toBeVisible();
      // An outside click closes the menu.
      await page.mouse.click(5, 400);
      await expect(page.getByRole('menu')).toHaveCount(0);
    });

    for (const role of ['Artist', 'Client', 'Admin'] as const) {
      test(`${role}: the role's links, the account page and the badges`, async ({ page, request, stack }) => {
        test.skip(!stack, 'needs local accounts');
        const person = role === 'Admin' ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : await confirmedAccount(request, stack!, role);
        await page.goto('/login');
        await signInThroughPage(page, person.email, person.password);
        await expect(page).toHaveURL(role === 'Admin' ? /\/admin-dashboard$/ : /\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        const links = await visibleLinks(page, narrow);
        for (const name of EXPECTED[role]) expect(links, `${name} for ${role}`).toContain(name);
        if (role === 'Admin') expect(links).not.toContain('Cart');
        if (role !== 'Artist') expect(links).not.toContain('My Arts');

        await page.getByRole('button', { name: 'User menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', `/${role.toLowerCase()}-profile`);
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
        // Cart, Messages and Notifications sit in the user menu only on small screens.
        await expect(page.getByRole('menuitem', { name: 'Messages' })).toHaveCount(narrow ? 1 : 0);
      });
    }
  });
}

test('the bar turns translucent after 50 px of scroll', async ({ page, stack }) => {
  await page.goto(stack ? '/register' : '/');
  await page.setViewportSize({ width: 1280, height: 500 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the unread and cart badges show the counts from the server', async ({ page, request, stack }) => {
  test.skip(!stack, 'writes the counters directly');
  const person = await confirmedAccount(request, stack!, 'Client');
  await page.goto('/login');
  await signInThroughPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('badge-unread-notifications')).toHaveCount(0);

  // Bump the user's counters in the table, as new notifications and cart items will.
  const { idToken } = await signInTokens(stack!.endpoints.cognito, stack!.endpoints.userPoolClientId, person.email, person.password);
  const userId = decodeJwt(idToken).sub!;
  Object.assign(process.env, stack!.env);
  const { db } = await import('@functions/core/db/service');
  const { counterNames } = await import('@functions/core/counters/counters');
  await db().entities.counter.update({ name: counterNames.unreadNotifications(userId!) }).add({ value: 3 }).go();
  await db().entities.counter.update({ name: counterNames.cartItems(userId!) }).add({ value: 2 }).go();

  await page.reload();
  await expect(page.getByTestId('badge-unread-notifications')).toHaveText('3');
  await expect(page.getByTestId('badge-items-in-cart')).toHaveText('2');
});
