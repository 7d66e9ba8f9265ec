import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Order } from '../../shared/schemas/orders';
import type { StackInfo } from '../support/stack-process';
import { expect, test } from './fixtures';
import { apiSession, confirmedAccount, shoot, signInThroughPage, uploadArtThroughApi, type Person } from './support';

/**
 * Issue 28 item 16: the lists and tables a person reads on a phone, at 1280, 375 and 360 px:
 * nothing wider than the screen, nothing they need pushed off it or squeezed to a sliver.
 * Each width is also saved as a screenshot for a person to look at (what the window shows): into
 * the test's results, or into CRAFTI_SHOTS_DIR when set (Playwright empties test-results at each run).
 */

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people, arts, a conversation and a post through the local stack');
});

const WIDTHS = [1280, 375, 360] as const;

/** Letters only, so a name made with it is one unbreakable word. */
const letters = (n: number) =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, n)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);

interface Seeded {
  /** An artist with a long one-word first name, with one art on sale. */
  artist: Person & { userId: string };
  client: Person & { userId: string };
  artTitle: string;
}

let seeded: Promise<Seeded> | undefined;
function seed(request: APIRequestContext, stack: StackInfo): Promise<Seeded> {
  seeded ??= (async () => {
    const artistPerson = await confirmedAccount(stack, 'Artist', `Maximilianoaugust${letters(4)}`);
    const clientPerson = await confirmedAccount(stack, 'Client', `Bienvenida${letters(4)}`);
    const [artist, client] = await Promise.all([apiSession(stack, artistPerson), apiSession(stack, clientPerson)]);
    const artTitle = `Bougainvillea at Dusk ${letters(4)}`;
    await uploadArtThroughApi(
      stack,
      artist,
      { title: artTitle, price: '18500', quantity: 2, art_style: 'Impressionism', medium: 'Oil', subject: 'Nature' },
      51,
    );

    // A conversation whose last message is one long line.
    const api = stack.endpoints.api;
    const headers = (who: { idToken: string }) => ({
      authorization: `Bearer ${who.idToken}`,
      'content-type': 'application/json',
    });
    const started = await fetch(`${api}/conversations`, {
      method: 'POST',
      headers: headers(client),
      body: JSON.stringify({ user_id: artist.userId }),
    });
    expect(started.status).toBe(200);
    const conversationId = ((await started.json()) as { id: string }).id;
    const long =
      'Magandang araw po! Gusto ko pong magpagawa ng malaking painting ng bougainvillea para sa sala namin sa Tagaytay, mga apat na talampakan ang lapad.';
    const sent = await fetch(`${api}/conversations/${encodeURIComponent(conversationId)}/messages`, {
      method: 'POST',
      headers: headers(client),
      body: JSON.stringify({ content: long, client_id: randomUUID() }),
    });
    expect(sent.status).toBe(201);

    // A post by the artist, whose name is long.
    const posted = await fetch(`${api}/community-posts`, {
      method: 'POST',
      headers: headers(artist),
      body: JSON.stringify({
        content: 'Natapos ko na rin ang bougainvillea series!',
        category: 'Collaboration Requests',
      }),
    });
    expect(posted.status).toBe(201);

    return {
      artist: { ...artistPerson, userId: artist.userId },
      client: { ...clientPerson, userId: client.userId },
      artTitle,
    };
  })();
  return seeded;
}

async function signIn(page: Page, person: Person) {
  await page.goto('/login');
  await signInThroughPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Nothing on the page is wider than the screen (no sideways scrolling of the whole page). */
async function expectNoSideScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** The element's box lies inside the screen, left to right. */
async function expectWithinScreen(page: Page, box: { x: number; width: number } | null, what: string) {
  const width = page.viewportSize()!.width;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen (${width} px)`).toBeLessThanOrEqual(width + 0.5);
}

/** How many lines each word of the element's text takes: 1 for every word when names break only between words. */
function linesPerWord(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const text =
        el.firstChild?.nodeType === Node.TEXT_NODE
          ? (el.firstChild as Text)
          : (document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text);
      const words: Record<string, number> = {};
      let at = 0;
      for (const word of text.data.split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        // A word on one line has one box per line it is on (ignoring empty boxes).
        words[word] = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        ).size;
        at += word.length + 1;
      }
      return words;
    });
}

test('CraftiChat: a long last message keeps the time and the unread badge on screen', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const s = await seed(request, stack!);
  await signIn(page, s.artist);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/messages');
    const row = page
      .getByRole('region', { name: 'Conversations' })
      .getByTestId('conversation')
      .filter({ hasText: s.client.firstName });
    await expect(row.getByTestId('conversation-unread')).toBeVisible();
    await expectNoSideScroll(page, `CraftiChat at ${width}`);
    await expectWithinScreen(page, await row.boundingBox(), `the conversation row at ${width}`);
    await expectWithinScreen(
      page,
      await row.getByTestId('conversation-unread').boundingBox(),
      `the unread badge at ${width}`,
    );
    await expectWithinScreen(page, await row.getByTestId('conversation-time').boundingBox(), `the time at ${width}`);
    await shoot(page, 'chat', { fullPage: false });
  }
});

test('Community: an author name wraps between words, never inside one', async ({ page, request, stack }) => {
  test.setTimeout(180_000);
  const s = await seed(request, stack!);
  await signIn(page, s.client);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/community');
    const post = page.getByTestId('community-post').filter({ hasText: s.artist.firstName }).first();
    await expect(post).toBeVisible();
    await expectNoSideScroll(page, `Community at ${width}`);
    const id = await post.getAttribute('aria-labelledby');
    const lines = await linesPerWord(page, `[id="${id}"] a, [id="${id}"] p`);
    for (const [word, count] of Object.entries(lines))
      expect(count, `"${word}" at ${width} px is on ${count} lines`).toBe(1);
    await shoot(page, 'community', { fullPage: false });
  }
  // The Order filter offers each order once (issue 28 #18: 'Newest First' was listed twice).
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const order = page.getByRole('region', { name: 'Filters' }).getByLabel('Order');
  await expect(order.locator('option:checked')).toHaveText('Newest First');
  expect(await order.locator('option').allInnerTexts()).toEqual(['Newest First', 'Oldest First']);
  await order.selectOption('Oldest First');
  await expect(order.locator('option:checked')).toHaveText('Oldest First');
});

test('Profile: every tab of the tab strip can be seen whole, none cut off at the edge', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const s = await seed(request, stack!);
  await signIn(page, s.artist);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/artist-profile');
    const tabs = page.getByRole('tab');
    // Profile, Preferences, Address & Contact, Transactions, Payouts, Orders, Reviews, Wishlist.
    await expect(tabs).toHaveCount(8);
    await expectNoSideScroll(page, `My Profile at ${width}`);
    const list = await page.getByRole('tablist').boundingBox();
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      const name = await tab.innerText();
      expect(box.x, `"${name}" starts inside the strip at ${width}`).toBeGreaterThanOrEqual(list!.x - 0.5);
      expect(box.x + box.width, `"${name}" ends inside the strip at ${width}`).toBeLessThanOrEqual(
        list!.x + list!.width + 0.5,
      );
    }
    await shoot(page, 'profile-tabs', { fullPage: false });
  }
});

test('Transactions: a sale’s title and date get room on a phone', async ({ page, request, stack }) => {
  test.setTimeout(180_000);
  const s = await seed(request, stack!);
  // The sale itself comes from the paid checkout flow (checkout.spec.ts); here its card is what
  // matters: a paid order to ship to the buyer, as the artist reads it (issue 47's fields).
  const city = { code: '1381300000', name: 'Quezon City' };
  const order = (n: number): Order => ({
    id: randomUUID(),
    checkout_id: randomUUID(),
    date: '2026-11-20T08:15:00.000Z',
    status: 'Pending',
    payment_status: 'paid',
    description: n === 0 ? s.artTitle : `Bougainvillea Triptych, Panel ${n}`,
    amount: 1_942_500,
    items: [],
    artist_id: s.artist.userId,
    artist_name: `${s.artist.firstName} ${s.artist.lastName}`,
    user_name: `${s.client.firstName} ${s.client.lastName}`,
    user_id: s.client.userId,
    money: 'held',
    refund_amount: 2_039_625,
    fulfilment: 'to_ship',
    delivery: {
      kind: 'ship',
      address: {
        contact_name: `${s.client.firstName} ${s.client.lastName}`,
        mobile: '+639171234567',
        street: '12 Maginhawa St',
        barangay: { code: '1381300122', name: 'Teachers Village East' },
        city,
        province: null,
        region: { code: '13', name: 'National Capital Region (NCR)' },
        zip: '1101',
        zone: 'metro_manila',
        one_line: '12 Maginhawa St, Teachers Village East, Quezon City',
      },
      zone: 'metro_manila',
      delivery_days: 2,
      days_to_ship: 3,
    },
    shipping: 0,
    fee: 97_125,
    paid_at: '2026-11-20T08:15:00.000Z',
    ship_by: '2026-11-23T08:15:00.000Z',
    shipped_at: null,
    courier: null,
    tracking: null,
    tracking_url: null,
    parcel_photo_url: null,
    ready_at: null,
    release_at: null,
    extended: false,
    completed_at: null,
    canceled_at: null,
    refund_request: null,
    released: null,
    refunded: null,
    timeline: [{ at: '2026-11-20T08:15:00.000Z', event: 'paid', by: 'buyer', note: null }],
    actions: ['ship', 'cancel'],
  });
  await page.route('**/artist-orders/**', (route) =>
    route.fulfill({ json: { items: [order(0), order(2)], cursor: null, total: 2 } }),
  );
  await signIn(page, s.artist);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/artist-profile?tab=transactions');
    const card = page.getByTestId('transaction-row').first();
    await expect(card).toBeVisible();
    await expectNoSideScroll(page, `Transactions at ${width}`);
    const title = (await card.getByTestId('transaction-title').boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(title.width, `the title at ${width} px is ${title.width} px wide`).toBeGreaterThanOrEqual(
      Math.min(200, cardBox.width * 0.6),
    );
    // The date and buyer: the date on one line.
    const lines = await linesPerWord(page, '[data-testid="transaction-row"] [data-testid="transaction-date"]');
    const date = Object.entries(lines).filter(([w]) => /November|20,|2026/.test(w));
    const tops = await card.getByTestId('transaction-date').evaluate((el) => {
      const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text;
      const range = document.createRange();
      const end = text.data.indexOf('2026') + 4;
      range.setStart(text, 0);
      range.setEnd(text, end);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });
    expect(date.length, 'the date is shown').toBe(3);
    expect(tops, `the date at ${width} px takes ${tops} lines`).toBe(1);
    // Where it stands and the way to its page (where it is shipped or canceled) are on screen.
    await expect(card.getByTestId('fulfilment-state')).toHaveText('To ship');
    await expectWithinScreen(
      page,
      await card.getByTestId('fulfilment-state').boundingBox(),
      `the fulfilment state at ${width}`,
    );
    await expectWithinScreen(
      page,
      await card.getByRole('link', { name: 'View order' }).boundingBox(),
      `the "View order" link at ${width}`,
    );
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'transactions-layout', { fullPage: false });
  }
});

test('Browse Arts: on a phone the filters wait behind a Filters button, the chosen ones stay visible as chips, and the first art is on the first screen', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const s = await seed(request, stack!);
  await signIn(page, s.client);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/browse-arts');
    const first = page.getByRole('list', { name: 'Arts' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expectNoSideScroll(page, `Browse Arts at ${width}`);
    await shoot(page, 'browse-arts', { fullPage: false });
    const style = page.getByLabel('Art style', { exact: true });
    if (width >= 768) {
      // Wide: the filters are there to use.
      await expect(style).toBeVisible();
      continue;
    }
    // Narrow: collapsed, so the first card starts on the first screen.
    await expect(style).toBeHidden();
    expect((await first.boundingBox())!.y, `the first art's top at ${width} px`).toBeLessThan(800 - 100);

    const open = page.getByRole('button', { name: /^Filters( \(\d\))?$/ });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(style).toBeVisible();
    await expectNoSideScroll(page, `Browse Arts' open filters at ${width}`);
    await shoot(page, 'browse-arts-filters', { fullPage: false });
    await style.selectOption('Impressionism');
    await expect(page).toHaveURL(/[?&]art_style=Impressionism/);
    await page.getByRole('button', { name: 'Show arts' }).click();
    await expect(style).toBeHidden();
    await expect(open).toBeFocused();
    // The chosen filter, as a chip that removes it.
    const chip = page.getByRole('button', { name: 'Remove filter Art style: Impressionism' });
    await expect(chip).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Arts' }).getByRole('link', { name: s.artTitle, exact: true }),
    ).toBeVisible();
    await expectNoSideScroll(page, `Browse Arts with a chip at ${width}`);
    await shoot(page, 'browse-arts-chips', { fullPage: false });
    await chip.click();
    await expect(page).not.toHaveURL(/art_style=/);
    await expect(chip).toHaveCount(0);
  }
});

test('My Projects: the list’s Status and Actions and the Proposal List tab are on screen', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const s = await seed(request, stack!);
  const name = `Bougainvillea mural for the Tagaytay terminal ${letters(4)}`;
  const person = (who: Person & { userId: string }) => ({
    user_id: who.userId,
    firstname: who.firstName,
    lastname: who.lastName,
    profile_image: null,
  });
  // The project itself comes from an accepted proposal (projects.spec.ts); here its row is what matters.
  const project = {
    project_id: randomUUID(),
    project_name: name,
    description: 'A wall-sized painting.',
    due_date: '2026-12-20',
    priority: 'Normal',
    status: 'Artist Completed the Project',
    completion_percentage: 50,
    budget: '25000',
    artist_id: s.artist.userId,
    client_id: s.client.userId,
    created_at: '2026-11-01T00:00:00.000Z',
    artist: person(s.artist),
    client: person(s.client),
  };
  await page.route('**/api/artist-projects/**', (route) => route.fulfill({ json: [project] }));
  await signIn(page, s.artist);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/artist-track-project');
    await expectWithinScreen(
      page,
      await page.getByRole('tab', { name: 'Proposal List', exact: true }).boundingBox(),
      `the Proposal List tab at ${width}`,
    );
    await page.getByRole('tab', { name: 'List', exact: true }).click();
    const details = page.getByRole('button', { name: `View Details of ${name}` });
    await expect(details).toBeVisible();
    await expectNoSideScroll(page, `My Projects' list at ${width}`);
    await expectWithinScreen(page, await details.boundingBox(), `View Details at ${width}`);
    await expectWithinScreen(
      page,
      await page.getByLabel(`Priority of ${name}`).boundingBox(),
      `the priority at ${width}`,
    );
    const status = page.getByText('Artist Completed the Project', { exact: true }).first();
    await expect(status).toBeVisible();
    await expectWithinScreen(page, await status.boundingBox(), `the status at ${width}`);
    await details.scrollIntoViewIfNeeded();
    await shoot(page, 'projects-list', { fullPage: false });
  }
});
