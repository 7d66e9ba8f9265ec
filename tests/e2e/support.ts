import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { RequestOf } from '../../shared/api/contracts';
import { apiClient } from '../support/api';
import { linkIn, waitForMail } from '../support/mailbox';
import type { StackInfo } from '../support/stack-process';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { signInThroughPage } from './sign-in';

export { signInThroughPage };

export interface Person {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  role: 'Artist' | 'Client';
}

export function newPerson(role: 'Artist' | 'Client', first = role === 'Artist' ? 'Juan' : 'Ana'): Person {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: first,
    lastName: 'Dela Cruz',
    username: `${first.toLowerCase()}_${id}`,
    email: `${first.toLowerCase()}.${id}@example.test`,
    password: 'Bahay-Kubo-2026',
    role,
  };
}

/**
 * The local stack's API, typed from its contract as the integration suite's client is
 * (tests/support/api.ts), for setting up what a test is not about:
 *
 *   await api(stack).callOk('POST /send-proposal', { token, body: { sender_id, recipient_id, … } })
 *   await api(stack).callOk('GET /api/proposals/{userId}', { token, params: { userId } })
 *
 * `callOk` answers the route's typed body, or throws unless it answered its success status.
 */
export const api = (stack: StackInfo) => apiClient(stack.endpoints.api);

/**
 * A picture of the page for a person to look at, saved as `<name>-<width>.png` into CRAFTI_SHOTS_DIR
 * when set, else into the test's own output folder. At the page's current width by default; given
 * `widths`, at each of them (letting the layout settle 150 ms after each change), then back to the
 * page's own size. The whole page by default; `fullPage: false` takes only what the window shows.
 */
export async function shoot(
  page: Page,
  name: string,
  { widths, fullPage = true }: { widths?: readonly number[]; fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.CRAFTI_SHOTS_DIR;
  // Screenshots are for a person to look at: CI keeps none, so it takes none unless asked to.
  if (process.env.CI && !dir) return;
  const save = (width: number) => {
    const file = `${name}-${width}.png`;
    return page.screenshot({ path: dir ? join(dir, file) : test.info().outputPath(file), fullPage });
  };
  if (!widths) {
    await save(page.viewportSize()!.width);
    return;
  }
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await save(width);
  }
  if (original) await page.setViewportSize(original);
}

/** A distinct client address per API-made account, so the per-address limits stay out of the way. */
const someIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * Makes a confirmed account through the API and the mailbox (for tests whose subject is not
 * registration itself).
 */
export async function confirmedAccount(
  stack: StackInfo,
  role: 'Artist' | 'Client',
  firstName?: string,
): Promise<Person> {
  const person = newPerson(role, firstName);
  await api(stack).callOk('POST /register', { body: person, ip: someIp() });
  const mail = await waitForMail(stack.endpoints.mailbox, person.email, 'Confirm your Crafti account');
  const token = new URL(linkIn(mail, stack.endpoints.web)).searchParams.get('confirm');
  await api(stack).callOk('POST /confirm-account', { body: { token: token! } });
  return person;
}

/** A new client, signed in through the login page (and landed on their dashboard). */
export async function signInNewClient(page: Page, stack: StackInfo) {
  const client = await confirmedAccount(stack, 'Client');
  await page.goto('/login');
  await signInThroughPage(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return client;
}

export async function fillRegistration(page: Page, person: Person, confirmPassword = person.password) {
  await page.getByText(person.role, { exact: true }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirmPassword);
}

/**
 * Holds the responses of `url` back until `until` settles (10 s at most); the returned function
 * says afterwards whether it waited in vain.
 */
export async function holdBack(page: Page, url: RegExp, until: Promise<void>): Promise<() => boolean> {
  let inVain = false;
  await page.route(url, async (route) => {
    inVain = await Promise.race([
      until.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 10_000)),
    ]);
    await route.continue();
  });
  return () => inVain;
}

/** The main navigation bar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// The helpers below load the Cognito SDK and the picture painter only when a test sets up arts.
type TestUser = import('../support/users').TestUser;

/** Signs `person` in through Cognito, without a browser, for setting things up through the API. */
export async function apiSession(stack: StackInfo, person: Pick<Person, 'email' | 'password'>): Promise<TestUser> {
  const [{ signInTokens }, { decodeJwt }] = await Promise.all([import('../support/users'), import('jose')]);
  const tokens = await signInTokens(
    stack.endpoints.cognito,
    stack.endpoints.userPoolClientId,
    person.email,
    person.password,
  );
  return {
    email: person.email,
    password: person.password,
    userId: decodeJwt(tokens.idToken).sub!,
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
  };
}

/** What the upload form sends, as the contract types it. */
type UploadArtBody = RequestOf<'POST /api/upload-art'>['body'];

export interface ArtToUpload {
  title: string;
  /** Pesos, as the form sends them ("1234.50"). */
  price: string;
  quantity: number;
  art_style: UploadArtBody['art_style'];
  medium: UploadArtBody['medium'];
  subject: UploadArtBody['subject'];
}

/**
 * Uploads an art as `artist` the way the browser does: a real painted PNG by presigned POST,
 * then POST /api/upload-art with its key. Returns the art the API answered.
 */
export async function uploadArtThroughApi(
  stack: StackInfo,
  artist: TestUser,
  art: ArtToUpload,
  seed: number,
): Promise<{ art_id: string; title: string; price: number; quantity: number }> {
  const [{ uploadAs }, { paintDemoArt }, { giveShippingProfile }] = await Promise.all([
    import('../support/uploads'),
    import('../../infra/local/demo-art'),
    import('../support/shipping'),
  ]);
  // An art is bought only from an artist who ships: everywhere, unless the test set a profile before.
  await giveShippingProfile(stack.endpoints.api, artist);
  const { key } = await uploadAs(
    stack.endpoints.api,
    artist,
    'art-image',
    'image/png',
    paintDemoArt(seed).png,
    `${seed}.png`,
  );
  return api(stack).callOk('POST /api/upload-art', {
    token: artist.idToken,
    body: {
      ...art,
      quantity: String(art.quantity),
      description: `${art.title}: painted for the browse tests.`,
      location: 'Cebu City',
      tags: '[]',
      imageKey: key,
    },
  });
}

/**
 * Where `target` is against what a person sees: 'in view' when it lies wholly in the window and
 * below the fixed bar across its top (the 64 px navigation bar), else a description. Measured in
 * the page, every frame until it is in view or `settleMs` have passed (a smooth scroll to it, a
 * page under load), so a message shown only briefly (before a redirect) is measured while it shows.
 */
export async function placeInView(target: import('@playwright/test').Locator, settleMs = 10_000): Promise<string> {
  return target.evaluate(
    (el, ms) =>
      new Promise<string>((resolve) => {
        const place = () => {
          let covered = 0;
          for (const bar of document.querySelectorAll('header, [role="banner"]')) {
            const style = getComputedStyle(bar);
            const box = bar.getBoundingClientRect();
            if ((style.position === 'fixed' || style.position === 'sticky') && box.top <= 1 && box.height > 0)
              covered = Math.max(covered, box.bottom);
          }
          const box = el.getBoundingClientRect();
          if (box.top < covered - 1) return `top ${Math.round(box.top)} is under the bar (to ${Math.round(covered)})`;
          if (box.bottom > window.innerHeight + 1)
            return `bottom ${Math.round(box.bottom)} is below the window (${window.innerHeight})`;
          if (box.left < -1 || box.right > window.innerWidth + 1)
            return `it spans ${Math.round(box.left)} to ${Math.round(box.right)}, off the window's width (${window.innerWidth})`;
          return 'in view';
        };
        const until = Date.now() + ms;
        const check = () => {
          const where = place();
          if (where === 'in view' || Date.now() > until) resolve(where);
          else setTimeout(check, 16);
        };
        check();
      }),
    settleMs,
  );
}

/** Expects `target`, once it is there, to come in view (see placeInView). */
export async function expectInView(target: import('@playwright/test').Locator): Promise<void> {
  expect(await placeInView(target), 'in view, clear of the fixed bar').toBe('in view');
}

/** Scrolls the page as a person does to press `button`: just until it shows, at the bottom of the window. */
export async function bringToBottom(button: import('@playwright/test').Locator): Promise<void> {
  await button.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
}

/** Adds `pieces` of an art to the cart from its page, as a person does, and waits for the page to say so. */
export async function addToCart(page: Page, art: { art_id: string; title: string }, pieces = 1): Promise<void> {
  await page.goto(`/art/${art.art_id}`);
  for (let i = 1; i < pieces; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText(`Added ${pieces === 1 ? '1 piece' : `${pieces} pieces`} of "${art.title}" to your cart.`),
  ).toBeVisible();
}

/**
 * Gives a person who buys through the browser a default delivery address (through the API, as
 * the address book does), for tests whose subject is not the address itself: checkout needs one
 * before Pay is enabled (issue 47).
 */
export async function giveBuyerAddress(stack: StackInfo, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  const { giveAddress } = await import('../support/buyer-address');
  await giveAddress(stack.endpoints.api, await apiSession(stack, person));
}

/** The order a list row links to ("View order" on the buyer's Orders or the artist's Sales): clicks it, lands on its page and returns its id. */
export async function openOrderFrom(page: Page, row: import('@playwright/test').Locator): Promise<string> {
  await row.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The id of the order a list row's "View order" links to, without opening it. */
export async function orderIdOf(row: import('@playwright/test').Locator): Promise<string> {
  const href = await row.getByRole('link', { name: 'View order' }).getAttribute('href');
  expect(href, 'the row links to its order page').toMatch(/^\/orders\/[^/?#]+$/);
  return href!.split('/').pop()!;
}

/** Opens /orders/{orderId} unless the page is on it already; answers the order's description (its heading). */
async function onOrderPage(page: Page, orderId: string): Promise<string> {
  if (new URL(page.url()).pathname !== `/orders/${orderId}`) await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-actions')).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

/** What a step's helper may also do: check its dialog with axe at both widths, under this label, while it shows. */
interface StepOptions {
  axe?: string;
}

/** The order page's state badge (its header's; the lists have their own). */
export const orderPageState = (page: Page) => page.getByRole('main').getByTestId('fulfilment-state').first();

/**
 * The artist ships an order from its page, as a person does: "Mark as shipped", a courier from the
 * list and a tracking number, sent; the page says so and the order is Shipped.
 */
export async function shipThroughPage(
  page: Page,
  orderId: string,
  {
    courier = 'J&T Express',
    tracking = '123456789012',
    axe,
  }: StepOptions & { courier?: string; tracking?: string } = {},
): Promise<void> {
  await onOrderPage(page, orderId);
  await expect(orderPageState(page)).toHaveText('To ship');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as shipped' });
  await dialog.getByLabel('Courier').selectOption({ label: courier });
  await dialog.getByLabel('Tracking number').fill(tracking);
  if (axe) await expectAccessibleAtBothWidths(page, axe);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByTestId('order-actions').getByText('Marked as shipped. The buyer can follow the parcel.'),
  ).toBeVisible();
  await expect(orderPageState(page)).toHaveText('Shipped');
}

/**
 * The buyer confirms receiving an order from its page: "Order Received" asks first, naming the
 * `share` (e.g. "₱1,000.00") the artist is then paid; confirmed, the order is Completed.
 */
export async function receiveThroughPage(
  page: Page,
  orderId: string,
  share: string,
  { axe }: StepOptions = {},
): Promise<void> {
  const description = await onOrderPage(page, orderId);
  await expect(orderPageState(page)).toHaveText('Shipped');
  await page.getByRole('button', { name: 'Order Received' }).click();
  const dialog = page.getByRole('dialog', { name: 'You received it?' });
  // It names the order and the money: on a phone it covers the page.
  await expect(dialog).toContainText(`is paid ${share} for "${description}"`);
  if (axe) await expectAccessibleAtBothWidths(page, axe);
  await dialog.getByRole('button', { name: `Yes, pay the artist ${share}`, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByTestId('order-actions').getByText('Thank you! The artist is paid for this order.'),
  ).toBeVisible();
  await expect(orderPageState(page)).toHaveText('Completed');
}

/**
 * The artist cancels an order not shipped yet from its page: "Cancel order" asks why and names
 * the `refund` (e.g. "₱1,050.00", everything the buyer paid); confirmed, the order is Canceled.
 */
export async function cancelThroughPage(
  page: Page,
  orderId: string,
  refund: string,
  { reason = 'The piece cracked while I packed it.', axe }: StepOptions & { reason?: string } = {},
): Promise<void> {
  const description = await onOrderPage(page, orderId);
  await expect(orderPageState(page)).toHaveText('To ship');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel and refund ${refund}?` });
  await expect(dialog).toContainText(`gets ${refund} back for "${description}"`);
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByLabel('Why you cancel (the buyer reads it)').fill(reason);
  if (axe) await expectAccessibleAtBothWidths(page, axe);
  await dialog.getByRole('button', { name: `Cancel and refund ${refund}`, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByTestId('order-actions').getByText('Order canceled. The buyer is being refunded.'),
  ).toBeVisible();
  await expect(orderPageState(page)).toHaveText('Canceled');
}

/** Sends as `from` through the API (the other person, typing elsewhere). */
export async function sendThroughApi(
  stack: StackInfo,
  from: { idToken: string },
  conversationId: string,
  content: string,
): Promise<void> {
  await api(stack).callOk('POST /conversations/{id}/messages', {
    token: from.idToken,
    params: { id: conversationId },
    body: { content, client_id: randomUUID() },
  });
}

/** The conversation of `from` and the person `to` (made now, or the one they have). */
export async function startThroughApi(stack: StackInfo, from: { idToken: string }, to: string): Promise<string> {
  return (await api(stack).callOk('POST /conversations', { token: from.idToken, body: { user_id: to } })).id;
}

/** An open conversation's messages, by the other person's name. */
export const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
/** The open conversation's message box. */
export const composer = (page: Page) => page.getByPlaceholder('Message here...');
