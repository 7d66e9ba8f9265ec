import { decodeJwt } from 'jose';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { signInTokens } from '../support/users';
import { expect, expectAccessible, test } from './fixtures';
import { api, apiSession, confirmedAccount, holdBack, mainNav, signInNewClient, signInThroughPage } from './support';
import { SITE_API_PATH } from '../../shared/site-api';

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
  // The drop-down's code loads when the button is reached for (app/layouts/user-menu.tsx).
  await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
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
      test(`${role}: the role's links, the account page and the badges`, async ({ page, stack }) => {
        test.skip(!stack, 'needs local accounts');
        const person =
          role === 'Admin'
            ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }
            : await confirmedAccount(stack!, role);
        await page.goto('/login');
        await signInThroughPage(page, person.email, person.password);
        await expect(page).toHaveURL(role === 'Admin' ? /\/admin-dashboard$/ : /\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        const links = await visibleLinks(page, narrow);
        for (const name of EXPECTED[role]) expect(links, `${name} for ${role}`).toContain(name);
        if (role === 'Admin') expect(links).not.toContain('Cart');
        if (role !== 'Artist') expect(links).not.toContain('My Arts');

        await page.getByRole('button', { name: 'User menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
          'href',
          `/${role.toLowerCase()}-profile`,
        );
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

test('a pre-rendered page scrolled and tapped before its script ran: the bar catches up, the menu waits', async ({
  page,
}) => {
  // Hold the page's scripts back, so the visitor meets the pre-rendered HTML alone.
  let release!: () => void;
  await holdBack(page, /\.js$/, new Promise<void>((resolve) => (release = resolve)));
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const header = page.locator('header').first();
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await expect(userMenu).toBeDisabled();
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  release();
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(userMenu).toBeEnabled();
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
});

test('the unread and cart badges show the counts from the server', async ({ page, stack }) => {
  test.skip(!stack, 'writes the counters directly');
  const person = await signInNewClient(page, stack!);
  await expect(page.getByTestId('badge-unread-notifications')).toHaveCount(0);

  // Bump the user's counters in the table, as new notifications and cart items will.
  const { idToken } = await signInTokens(
    stack!.endpoints.cognito,
    stack!.endpoints.userPoolClientId,
    person.email,
    person.password,
  );
  const userId = decodeJwt(idToken).sub!;
  Object.assign(process.env, stack!.env);
  const { db } = await import('@functions/core/db/service');
  const { names: counterNames } = await import('@functions/core/counters/counters');
  await db()
    .entities.counter.update({ name: counterNames.unreadNotifications(userId!) })
    .add({ value: 3 })
    .go();
  await db()
    .entities.counter.update({ name: counterNames.cartItems(userId!) })
    .add({ value: 2 })
    .go();

  await page.reload();
  await expect(page.getByTestId('badge-unread-notifications')).toHaveText('3');
  await expect(page.getByTestId('badge-items-in-cart')).toHaveText('2');
});

test('a count that changed while the page was loading shows once its live connection is open', async ({
  page,
  request,
  stack,
}) => {
  test.skip(!stack, 'changes the cart through the API');
  const person = await signInNewClient(page, stack!);
  const client = await apiSession(stack!, person);
  const api = stack!.endpoints.api;
  const auth = { authorization: `Bearer ${client.idToken}` };
  const arts = await (await request.get(`${api}/api/arts?limit=1`, { headers: auth })).json();
  const artId = (arts as { items: { art_id: string }[] }).items[0]!.art_id;

  // On the reload the cart grows after the page has read its count (0) and before its live
  // connection opens (its code is held back until then), so the server's push reaches no socket
  // of this page: the page must read the count again when the connection opens.
  let cartChanged!: () => void;
  const changed = new Promise<void>((resolve) => (cartChanged = resolve));
  await holdBack(page, /\/assets\/live-session-[\w-]+\.js$/, changed);
  await page.route(
    /\/badges\//,
    async (route) => {
      const asItWas = await route.fetch();
      const added = await request.post(`${api}/cart`, {
        headers: auth,
        data: { userId: client.userId, artId, quantity: 1 },
      });
      expect(added.status()).toBe(201);
      cartChanged();
      await route.fulfill({ response: asItWas });
    },
    { times: 1 },
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByTestId('badge-items-in-cart')).toHaveText('1');
});

test("a signed-in page's boot asks for its badges and its list once: the socket's opening catches up without asking again", async ({
  page,
  stack,
}) => {
  test.skip(!stack, 'signs a new client in');
  await signInNewClient(page, stack!);
  // Nothing of the dashboard's own boot (still on its way) is counted.
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (r) => {
    // The API's routes, on the site's /api.
    const path = new URL(r.url()).pathname.replace(new RegExp(`^${SITE_API_PATH}(?=/)`), '');
    if (r.method() === 'GET' && (/\/badges\//.test(path) || path === '/conversations'))
      asked.push(path.replace(/\/badges\/.*/, '/badges'));
  });
  const hello = new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => typeof f.payload === 'string' && f.payload.includes('"type":"hello"') && resolve()),
    ),
  );
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hello;
  // What a push lost before the socket opened would change comes in the socket's hello, not a second request.
  await page.waitForTimeout(500);
  expect(asked.filter((p) => p === '/badges')).toHaveLength(1);
  expect(asked.filter((p) => p === '/conversations')).toHaveLength(1);
});

test('with the live socket blocked, the bell badge still catches up (read again on an interval)', async ({
  page,
  stack,
}) => {
  test.skip(!stack, 'adds a notification through the API');
  // Every WebSocket of the page is refused, as a proxy or network that blocks them would.
  let attempts = 0;
  await page.routeWebSocket(/.*/, (ws) => {
    attempts++;
    void ws.close({ code: 1011, reason: 'blocked' });
  });
  const person = await signInNewClient(page, stack!);
  const client = await apiSession(stack!, person);
  const bell = mainNav(page).getByTestId('badge-unread-notifications');
  await expect(bell).toHaveCount(0);
  await expect.poll(() => attempts).toBeGreaterThan(0);

  await api(stack!).callOk('POST /notifications', {
    token: client.idToken,
    body: { user_id: client.userId, message: 'Your order has shipped.', type: 'system' },
  });
  await expect(bell).toHaveText('1', { timeout: 30_000 });
});

test.describe('the side menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /** The side menu whether open or not (closed, it is hidden from the accessibility tree). */
  const sideMenu = (page: Page) => page.getByRole('dialog', { name: 'Menu', includeHidden: true });

  /** Opens the menu and waits until it has slid in. */
  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    return menu;
  }

  /** Closed: hidden, not announced, not focusable, and not a pixel of it (shadow included) on the page. */
  async function expectNothingOfTheClosedMenu(page: Page) {
    const panel = sideMenu(page);
    await expect(panel).toBeHidden();
    await expect(panel).toHaveCSS('visibility', 'hidden');
    await expect(panel).toHaveCSS('box-shadow', 'none');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    const focused = await panel
      .getByRole('link', { includeHidden: true })
      .first()
      .evaluate((link: HTMLElement) => {
        link.focus();
        return document.activeElement === link;
      });
    expect(focused, 'a link of the closed menu took focus').toBe(false);
    // The page's left edge looks exactly as it does with the menu taken out altogether.
    const clip = { x: 0, y: 64, width: 48, height: 400 };
    const asIs = await page.screenshot({ clip, animations: 'disabled' });
    await panel.evaluate((el: HTMLElement) => (el.style.display = 'none'));
    const without = await page.screenshot({ clip, animations: 'disabled' });
    await panel.evaluate((el: HTMLElement) => (el.style.display = ''));
    expect(asIs.equals(without), 'the closed menu shows at the left edge').toBe(true);
  }

  /** Every row (links, and Logout when signed in) is a touch target of 44 px or more, none overlapping the next. */
  async function expectTouchSizedRows(menu: Locator) {
    const rows = await menu.getByRole('list').locator('a, button').all();
    expect(rows.length).toBeGreaterThan(0);
    const boxes = [];
    for (const row of rows) {
      const box = await row.boundingBox();
      expect(box, `${await row.innerText()} has a box`).not.toBeNull();
      expect(box!.height, `${await row.innerText()} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
      boxes.push({ name: await row.innerText(), top: box!.y, bottom: box!.y + box!.height });
    }
    boxes.sort((a, b) => a.top - b.top);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.top, `${boxes[i]!.name} starts below ${boxes[i - 1]!.name}`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.bottom,
      );
    }
  }

  test('takes focus on open, keeps Tab and Shift+Tab inside, and gives focus back to Open menu on close', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    const menu = await openMenu(page);
    await expectAccessible(page, 'the open side menu');
    const items = [menu.getByRole('button', { name: 'Close menu' }), ...(await menu.getByRole('link').all())];
    const first = items[0]!;
    const last = items[items.length - 1]!;
    await expect(first).toBeFocused();

    for (const item of items.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(item).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(first, 'Tab from the last item goes back to the first').toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last, 'Shift+Tab from the first item goes to the last').toBeFocused();

    await page.keyboard.press('Escape');
    await expect(sideMenu(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await openMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(sideMenu(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await (await openMenu(page)).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(sideMenu(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('its rows are 44 px touch targets that do not overlap, and it spans the screen after a scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await expectTouchSizedRows(await openMenu(page));
    await page.keyboard.press('Escape');

    // Scrolled, the bar turns translucent; the menu must still cover the whole height.
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
    const menu = await openMenu(page);
    expect((await menu.boundingBox())!.height).toBe(800);
  });

  test('signed in, its rows down to Logout are 44 px touch targets that do not overlap', async ({ page, stack }) => {
    test.skip(!stack, 'needs local accounts');
    const person = await confirmedAccount(stack!, 'Client');
    await page.goto('/login');
    await signInThroughPage(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expectTouchSizedRows(menu);
  });

  test('closed, nothing of it shows: no shadow strip, not focusable, not announced', async ({ page }) => {
    await page.goto('/login');
    // Enabled once the pre-rendered page has hydrated (LiveForm): the menu button works from then on.
    await expect(page.getByLabel('Email')).toBeEnabled();
    // Until someone reaches for the menu button its code has not even loaded.
    await expect(sideMenu(page)).toHaveCount(0);
    // Once it has been opened and closed again, it is there and nothing of it shows.
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectNothingOfTheClosedMenu(page);
  });
});
