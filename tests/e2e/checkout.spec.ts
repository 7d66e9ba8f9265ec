import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { waitForMail } from '../support/mailbox';
import type { StackInfo } from '../support/stack-process';
import type { TestUser } from '../support/users';
import { expect, test, WIDTHS } from './fixtures';
import { paidThroughApi, payWithCard } from './paymongo-support';
import {
  addToCart,
  api,
  apiSession,
  confirmedAccount,
  giveBuyerAddress,
  mainNav,
  openOrderFrom,
  orderIdOf,
  orderPageState,
  receiveThroughPage,
  shipThroughPage,
  shoot,
  signInThroughPage,
  uploadArtThroughApi,
  type Person,
} from './support';

/**
 * Buying arts, as new users would, with two people at once: a client pays one artist's part of
 * their cart on the PayMongo simulator's page and follows the order; the artist, on another
 * browser, sees the sale arrive live, in Transactions, and ships it from the order's page; the
 * client confirms receiving it there ("Order Received"), which completes it and releases the
 * artist's share; a second client's declined card leaves the order failed and its pieces reserved
 * until it pays with another card; the artist's notifications. Every buyer has a default delivery
 * address (given through the API: the address book has its own spec), and the artists ship for free.
 * Each test stands alone: it makes its own artists, arts and buyers, and brings them through the
 * API to where it starts (a cart filled, an order paid).
 */
test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up artists and arts through the local API');
});

const CART_EMPTY = 'Your cart is empty.';

interface Seller {
  person: Person;
  user: TestUser;
  name: string;
}

interface World {
  juan: Seller;
  maria: Seller;
  /** Juan's: 3 at ₱1,500.00 and 2 at ₱2,250.50. */
  vinta: { art_id: string; title: string };
  sarimanok: { art_id: string; title: string };
  /** Maria's last piece, ₱999.99. */
  parol: { art_id: string; title: string };
}

/** Two artists and their arts, new for the test that asks. */
async function shop(stack: StackInfo): Promise<World> {
  const id = randomUUID().slice(0, 6);
  const seller = async (first: string): Promise<Seller> => {
    const person = await confirmedAccount(stack, 'Artist', first);
    return { person, user: await apiSession(stack, person), name: `${person.firstName} ${person.lastName}` };
  };
  const [juan, maria] = await Promise.all([seller('Juan'), seller('Maria')]);
  const art = { art_style: 'Realism', medium: 'Oil', subject: 'Nature' } as const;
  const [vinta, sarimanok, parol] = await Promise.all([
    uploadArtThroughApi(stack, juan.user, { ...art, title: `Vinta at Dusk ${id}`, price: '1500', quantity: 3 }, 61),
    uploadArtThroughApi(stack, juan.user, { ...art, title: `Sarimanok ${id}`, price: '2250.50', quantity: 2 }, 62),
    uploadArtThroughApi(stack, maria.user, { ...art, title: `Parol ${id}`, price: '999.99', quantity: 1 }, 63),
  ]);
  return { juan, maria, vinta, sarimanok, parol };
}

/** A new client with a delivery address and, through the API, these pieces in their cart. */
async function clientWithCart(
  stack: StackInfo,
  lines: { art: { art_id: string }; quantity?: number }[],
  first?: string,
) {
  const person = await confirmedAccount(stack, 'Client', first);
  await giveBuyerAddress(stack, person);
  const user = await apiSession(stack, person);
  for (const { art, quantity = 1 } of lines)
    await api(stack).callOk('POST /cart', {
      token: user.idToken,
      body: { userId: user.userId, artId: art.art_id, quantity },
    });
  return { person, user };
}

/** The first client's cart in the walk: two lines of Juan's (2 × Vinta, Sarimanok) and Maria's Parol. */
const walkCart = (w: World) => [{ art: w.vinta, quantity: 2 }, { art: w.sarimanok }, { art: w.parol }];

const unreadBadge = (page: Page) => mainNav(page).getByTestId('badge-unread-notifications');

test('a client fills the cart with arts of two artists', async ({ page, stack }) => {
  test.setTimeout(120_000);
  const w = await shop(stack!);
  const firstClient = await confirmedAccount(stack!, 'Client');
  await giveBuyerAddress(stack!, firstClient);
  await page.goto('/login');
  await signInThroughPage(page, firstClient.email, firstClient.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Two arts of Juan and one of Maria; adding one again is refused with the spec's text.
  await addToCart(page, w.vinta, 2);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('This item is already in your cart.')).toBeVisible();
  await addToCart(page, w.sarimanok);
  await addToCart(page, w.parol);
  await expect(mainNav(page).getByTestId('badge-items-in-cart')).toHaveText('3');

  // The outcome links to the cart, opened as a page load: the cart's shipping estimates (47) are live regions the
  // in-view watcher takes for the outcome of the Add to Cart just pressed (in-app navigation), though they are content.
  await expect(page.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Art Collection' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Artist: ${w.juan.name}` }).getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('region', { name: `Artist: ${w.maria.name}` }).getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('Please select items to proceed.')).toBeVisible();
});

test('the client pays one artist’s part; the artist, on another browser, sees the sale arrive live', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const w = await shop(stack!);
  const { person: firstClient } = await clientWithCart(stack!, walkCart(w));

  // The artist is already on a page in their own browser.
  const artist = await signedIn(w.juan.person);
  await artist.goto('/notifications');
  await expect(artist.getByText('You have no notifications.')).toBeVisible();
  await expect(unreadBadge(artist)).toHaveCount(0);

  const page = await signedIn(firstClient);
  await page.goto('/cart');
  // Juan's two lines by his checkbox, then one of them off again: 2 × ₱1,500.00 only.
  await page.getByRole('checkbox', { name: `Select all from ${w.juan.name}` }).check();
  await expect(page.getByTestId('amount-subtotal')).toHaveText('₱5,250.50');
  await page.getByRole('checkbox', { name: `Select ${w.sarimanok.title}` }).uncheck();
  await expect(page.getByTestId('amount-subtotal')).toHaveText('₱3,000.00');
  await expect(page.getByTestId('amount-for')).toHaveText('₱150.00');
  await expect(page.getByTestId('amount-total')).toHaveText('₱3,150.00');
  await shoot(page, 'cart', { widths: WIDTHS });

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(firstClient.email)).toBeVisible();
  await expect(page.getByText(`${firstClient.firstName} ${firstClient.lastName}`)).toBeVisible();
  await expect(page.getByText(w.vinta.title)).toBeVisible();
  await expect(page.getByText(w.parol.title)).toHaveCount(0);
  // Where it goes: the buyer's default address, chosen already; Juan ships there for free.
  await expect(
    page.getByRole('region', { name: 'Delivery address' }).getByRole('radio', { name: /12 Maginhawa St/ }),
  ).toBeChecked();
  await expect(
    page.getByRole('region', { name: `Artist: ${w.juan.name}` }).getByTestId('checkout-delivery'),
  ).toContainText('Shipping: Free shipping to Quezon City');
  await expect(page.getByTestId('amount-shipping')).toHaveText('₱0.00');
  await expect(page.getByTestId('amount-total')).toHaveText('₱3,150.00');
  await shoot(page, 'checkout', { widths: WIDTHS });

  await page.getByRole('button', { name: 'Pay ₱3,150.00' }).click();
  await payWithCard(page, '4343434343434345');
  await expect(page).toHaveURL(/\/checkout\/complete\?checkout=/);
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Payment received', { timeout: 20_000 });
  await expect(mainNav(page).getByTestId('badge-items-in-cart')).toHaveText('2');
  await shoot(page, 'checkout-complete', { widths: WIDTHS });

  // The artist's badge counts up without a reload, and the list shows the sale.
  await expect(unreadBadge(artist)).toHaveText('1', { timeout: 15_000 });
  await expect(
    artist.getByTestId('notification').filter({ hasText: `${firstClient.firstName} ${firstClient.lastName} bought` }),
  ).toContainText('Ship it to Quezon City by');

  // The receipt and the sale notice.
  const receipt = await waitForMail(stack!.endpoints.mailbox, firstClient.email, 'Your Crafti receipt');
  expect(receipt.body.text).toContain('₱3,150.00');
  const saleMail = await waitForMail(stack!.endpoints.mailbox, w.juan.person.email, 'You made a sale on Crafti');
  expect(saleMail.body.text).toContain('₱3,000.00');
  await Promise.all([page.context().close(), artist.context().close()]);
});

test('the artist ships the order from its page; the client confirms receiving it, which completes it and releases the artist’s share', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(180_000);
  // Where the walk left it: the client paid Juan's 2 × Vinta (₱3,150.00 with the fee); the rest stays in the cart.
  const w = await shop(stack!);
  const { person: firstClient, user: buyer } = await clientWithCart(stack!, walkCart(w));
  await paidThroughApi(stack!, buyer, [w.vinta.art_id]);
  const [page, artist] = await Promise.all([signedIn(firstClient), signedIn(w.juan.person)]);

  // Paid: Pending, to be shipped, until the client has it.
  await page.goto('/client-profile?tab=orders');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const order = page.getByTestId('order-row').filter({ hasText: w.vinta.title });
  await expect(order).toContainText('₱3,000.00');
  await expect(order.getByTestId('order-state')).toHaveText('Pending');
  await expect(order.getByTestId('fulfilment-state')).toHaveText('To ship');
  await shoot(page, 'orders', { widths: WIDTHS });

  // The artist finds the sale in Transactions and opens its page.
  await artist.goto('/transaction-history');
  const sale = artist.getByTestId('transaction-row').filter({ hasText: w.vinta.title });
  await expect(sale).toContainText(`Buyer: ${firstClient.firstName} ${firstClient.lastName}`);
  await expect(sale).toContainText('₱3,000.00');
  await expect(sale.getByTestId('fulfilment-state')).toHaveText('To ship');
  // No status dropdown any more: the steps are on the order's page.
  await expect(sale.getByLabel('Status')).toHaveCount(0);
  await shoot(artist, 'transactions', { widths: WIDTHS });
  const orderId = await orderIdOf(sale);
  // The sale's notification leads to the same order page.
  await artist.goto('/notifications');
  await artist.getByTestId('notification').filter({ hasText: 'bought' }).getByRole('button').first().click();
  await expect(artist).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(unreadBadge(artist)).toHaveCount(0);
  await expect(artist.getByTestId('order-share')).toHaveText('₱3,000.00');
  // Canceling is asked first, naming the money the buyer would get back (pieces and fee); Back leaves it as it was.
  await artist.getByRole('button', { name: 'Cancel order' }).click();
  const refundAsked = artist.getByRole('dialog', { name: 'Cancel and refund ₱3,150.00?' });
  await expect(refundAsked).toContainText(`${firstClient.firstName} ${firstClient.lastName} gets ₱3,150.00 back`);
  await refundAsked.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(refundAsked).toHaveCount(0);
  await expect(orderPageState(artist)).toHaveText('To ship');
  await shipThroughPage(artist, orderId, { courier: 'LBC', tracking: '9876543210' });

  // The client's Orders tab shows it shipped without a reload, and the client is told.
  await expect(order.getByTestId('fulfilment-state')).toHaveText('Shipped', { timeout: 15_000 });
  await expect(order.getByTestId('order-state')).toHaveText('Pending');
  await expect(unreadBadge(page)).toHaveText('1', { timeout: 15_000 });
  // The client opens it, follows the parcel, and confirms receiving it: Juan is paid his ₱3,000.00.
  expect(await openOrderFrom(page, order)).toBe(orderId);
  await expect(page.getByTestId('order-paid')).toHaveText('₱3,150.00');
  await expect(page.getByRole('main')).toContainText('9876543210');
  await receiveThroughPage(page, orderId, '₱3,000.00');

  // The artist's open order page follows without a reload: completed, his share released.
  await expect(orderPageState(artist)).toHaveText('Completed', { timeout: 15_000 });
  await expect(artist.getByTestId('order-released')).toHaveText('₱3,000.00');
  await expect(artist.getByTestId('order-refunded')).toHaveText('₱0.00');
  await expect(artist.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(unreadBadge(artist)).toHaveText('1', { timeout: 15_000 });
  // He is told, and the notification leads back to the order.
  await artist.goto('/notifications');
  const confirmed = artist.getByTestId('notification').first();
  await expect(confirmed).toContainText(
    `${firstClient.firstName} ${firstClient.lastName} confirmed receiving "${w.vinta.title} × 2". ₱3,000.00 is on its way to your wallet.`,
  );
  await confirmed.getByRole('button').first().click();
  await expect(artist).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(unreadBadge(artist)).toHaveCount(0);

  // The same sale on the artist's profile tab.
  await artist.goto('/artist-profile?tab=transactions');
  const completed = artist.getByTestId('transaction-row').filter({ hasText: w.vinta.title });
  await expect(completed.getByTestId('order-state')).toHaveText('Completed');
  await expect(completed.getByTestId('fulfilment-state')).toHaveText('Completed');
  // Juan has not set up payouts: his released share waits for them, still held by Crafti.
  await artist.goto('/transaction-history?view=earnings');
  await expect(
    artist.getByTestId('earning-row').filter({ hasText: w.vinta.title }).getByTestId('money-state'),
  ).toHaveText('On its way to your wallet');
  await expect(artist.getByTestId('earnings-held')).toContainText('₱3,000.00');
  await expect(artist.getByTestId('earnings-wallet')).toContainText('₱0.00');

  // The client's Orders say Completed; paid lines left the cart, the rest stayed.
  await page.goto('/client-profile?tab=orders');
  await expect(order.getByTestId('order-state')).toHaveText('Completed');
  await expect(order.getByTestId('fulfilment-state')).toHaveText('Completed');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText(w.vinta.title)).toHaveCount(0);
  await Promise.all([page.context().close(), artist.context().close()]);
});

test('a declined card leaves the order failed and the pieces reserved; the buyer returns to payment and pays', async ({
  page,
  stack,
  signedIn,
}) => {
  test.setTimeout(150_000);
  const w = await shop(stack!);
  // Another client has the same piece in their cart.
  const { person: firstClient } = await clientWithCart(stack!, [{ art: w.parol }]);
  const client = await confirmedAccount(stack!, 'Client', 'Bea');
  await giveBuyerAddress(stack!, client);
  await page.goto('/login');
  await signInThroughPage(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await addToCart(page, w.parol);
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
  await expect(page.getByTestId('amount-total')).toHaveText('₱1,049.99');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Pay ₱1,049.99' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with a card' })).toBeVisible();
  const hostedPage = page.url();
  await payWithCard(page, '4200000000000018');
  await expect(page.getByRole('alert')).toContainText('Payment failed.');
  await page.getByRole('link', { name: /return to Crafti/i }).click();

  // Failed, with PayMongo's reason, and the way back to the same payment page.
  await expect(page).toHaveURL(/\/checkout\/complete\?checkout=.*canceled=1/);
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Payment failed', { timeout: 20_000 });
  await expect(page.getByTestId('order-state')).toHaveText('Payment failed');
  await expect(page.getByRole('alert')).toContainText('The pieces stay reserved for you');
  await expect(page.getByRole('alert')).toContainText('PayMongo said: The card used has already expired.');
  const returnToPayment = page.getByRole('link', { name: 'Return to payment' });
  await expect(returnToPayment).toHaveAttribute('href', hostedPage);
  const returnPage = page.url();
  await shoot(page, 'checkout-failed', { widths: WIDTHS });

  // The piece stays reserved for this buyer: the first client, who has it in their cart too, is
  // told another buyer is paying for it; this buyer's own line stays ready to check out.
  const other = await signedIn(firstClient);
  await other.goto('/cart');
  const theirs = other.getByTestId('cart-line').filter({ hasText: w.parol.title });
  await expect(theirs).toContainText(
    'Reserved: another buyer is paying for it now. It may come back if their payment is not completed.',
  );
  await expect(theirs.getByRole('checkbox')).toBeDisabled();
  await page.goto('/cart');
  const mine = page.getByTestId('cart-line').filter({ hasText: w.parol.title });
  await expect(mine).toHaveCount(1);
  await expect(mine).not.toContainText('Reserved');
  await expect(mine.getByRole('checkbox')).toBeEnabled();
  // A failed payment made no order: Orders lists none; its trace stays on the return page.
  await page.goto('/client-profile?tab=orders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(0);
  await page.goto(returnPage);
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Payment failed');
  await expect(page.getByTestId('order-state')).toHaveText('Payment failed');

  // Back on PayMongo's page, the same session takes another card.
  await page.getByRole('link', { name: 'Return to payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay ₱1,049.99' })).toBeVisible();
  await payWithCard(page, '4343434343434345');
  await expect(page).toHaveURL(/\/checkout\/complete\?checkout=/);
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Payment received', { timeout: 20_000 });
  await expect(page.getByTestId('order-state')).toHaveText('Pending');
  // Sold to this buyer: the first client's line now says so.
  await other.reload();
  await expect(theirs).toContainText('Sold out');
  await other.context().close();
});

test('a piece another buyer is paying for shows as reserved in the cart, not sold out', async ({ stack, signedIn }) => {
  test.setTimeout(180_000);
  const w = await shop(stack!);
  const lantern = await uploadArtThroughApi(
    stack!,
    w.maria.user,
    {
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
      title: `Capiz Lantern ${randomUUID().slice(0, 6)}`,
      price: '800',
      quantity: 1,
    },
    64,
  );
  const [ana, ben] = await Promise.all([
    confirmedAccount(stack!, 'Client', 'Ana'),
    confirmedAccount(stack!, 'Client', 'Ben'),
  ]);
  await giveBuyerAddress(stack!, ana);
  const [payer, waiter] = await Promise.all([signedIn(ana), signedIn(ben)]);
  await addToCart(waiter, lantern);
  await addToCart(payer, lantern);

  // Ana goes to PayMongo's page with the only piece, and stays there.
  await payer.goto('/cart');
  await payer.getByRole('checkbox', { name: 'Select all', exact: true }).check();
  await payer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await payer.getByRole('button', { name: 'Pay ₱840.00' }).click();
  await expect(payer.getByRole('heading', { name: 'Pay with a card' })).toBeVisible();

  // Ben is told it is reserved and may come back, not that it is sold out.
  await waiter.goto('/cart');
  const line = waiter.getByTestId('cart-line').filter({ hasText: lantern.title });
  await expect(line).toContainText(
    'Reserved: another buyer is paying for it now. It may come back if their payment is not completed.',
  );
  await expect(line).not.toContainText('Sold out');
  await expect(line.getByRole('checkbox')).toBeDisabled();
  await Promise.all([payer.context().close(), waiter.context().close()]);
});

test('removing the line of an art its artist deleted names the art', async ({ page, stack }) => {
  test.setTimeout(120_000);
  const w = await shop(stack!);
  const title = `Banig Weave ${randomUUID().slice(0, 6)}`;
  const banig = await uploadArtThroughApi(
    stack!,
    w.maria.user,
    { art_style: 'Realism', medium: 'Oil', subject: 'Nature', title, price: '500', quantity: 2 },
    65,
  );
  const client = await confirmedAccount(stack!, 'Client', 'Carla');
  await page.goto('/login');
  await signInThroughPage(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await addToCart(page, banig);
  await api(stack!).callOk('DELETE /api/arts/{id}', { token: w.maria.user.idToken, params: { id: banig.art_id } });

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: title });
  await expect(line).toContainText('No longer available: the artist removed this art.');
  await line.getByRole('button', { name: `Remove ${title} from cart` }).click();
  await expect(page.getByText(`Removed "${title}" from your cart.`)).toBeVisible();
  await expect(page.getByText(CART_EMPTY)).toBeVisible();
});

test('the artist marks all read, deletes one, then deletes all after confirming', async ({ page, stack }) => {
  test.setTimeout(120_000);
  const w = await shop(stack!);
  // Two he has read already (as a sale leaves them), then two new, as POST /notifications allows.
  const notify = (message: string) =>
    api(stack!).callOk('POST /notifications', {
      token: w.juan.user.idToken,
      body: { user_id: w.juan.user.userId, message, type: 'system', link: '/artist-arts' },
    });
  for (const message of ['Ana Reyes bought your art.', 'Ana Reyes confirmed receiving your art.']) {
    const { id } = await notify(message);
    await api(stack!).callOk('PUT /notifications/{id}/read', { token: w.juan.user.idToken, params: { id } });
  }
  for (const message of ['Your art was featured on Browse Arts.', 'Remember to update your stock.'])
    await notify(message);

  await page.goto('/login');
  await signInThroughPage(page, w.juan.person.email, w.juan.person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(unreadBadge(page)).toHaveText('2');
  await page.goto('/notifications');
  const items = page.getByTestId('notification');
  // The two new ones, and the two he has read.
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText(/Just now|\d+ seconds ago/);
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(2);
  await shoot(page, 'notifications', { widths: WIDTHS });

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(0);
  await expect(unreadBadge(page)).toHaveCount(0);
  await expect(page.getByText('All caught up.')).toBeVisible();

  await items
    .filter({ hasText: 'Remember to update your stock.' })
    .getByRole('button', { name: 'Delete notification' })
    .click();
  await expect(items).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all notifications?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
  await expect(items).toHaveCount(0);
});
