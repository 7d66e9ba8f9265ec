import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../support/stack-process';
import type { TestUser } from '../support/users';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { childOf, fillPayoutDetails, parentOf, simulator, walletAtPaymongo, walletInPesos } from './paymongo-support';
import {
  apiSession,
  cancelThroughPage,
  confirmedAccount,
  giveBuyerAddress,
  openOrderFrom,
  type Person,
  receiveThroughPage,
  shipThroughPage,
  uploadArtThroughApi,
} from './support';

/**
 * Issue 30 under issue 45's money model, as the people involved meet it, each in their own
 * browser: an artist sets up payouts and PayMongo approves them; a client buys from that artist and
 * from another one in one checkout: the whole payment lands in Crafti's wallet and each artist's
 * earnings show their exact net, the 5% fee and their share held by Crafti until the order is
 * completed; the first artist cancels on the order's page and the client sees the refund, made
 * from Crafti's wallet alone; the second artist ships their sale and the client confirms receiving
 * it (issue 47: that completes it) before the artist has payouts, and the share moves to their
 * PayMongo wallet when PayMongo activates them. The client has a default delivery address (given
 * through the API) and both artists ship for free, so the amounts are the pieces' and the 5%.
 */
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up artists and arts through the local API');
});

interface World {
  ana: { person: Person; user: TestUser };
  ben: { person: Person; user: TestUser };
  client: Person;
  vase: { art_id: string; title: string };
  mat: { art_id: string; title: string };
}

let world: Promise<World> | undefined;
function seed(stack: StackInfo): Promise<World> {
  world ??= (async () => {
    const id = randomUUID().slice(0, 6);
    const artist = async (first: string) => {
      const person = await confirmedAccount(stack, 'Artist', first);
      return { person, user: await apiSession(stack, person) };
    };
    const [ana, ben] = await Promise.all([artist('Ana'), artist('Ben')]);
    const client = await confirmedAccount(stack, 'Client', 'Lea');
    await giveBuyerAddress(stack, client);
    const art = { art_style: 'Realism', medium: 'Oil', subject: 'Nature' } as const;
    const vase = await uploadArtThroughApi(
      stack,
      ana.user,
      { ...art, title: `Burnay Vase ${id}`, price: '1000', quantity: 2 },
      71,
    );
    const mat = await uploadArtThroughApi(
      stack,
      ben.user,
      { ...art, title: `Banig Mat ${id}`, price: '500', quantity: 2 },
      72,
    );
    return { ana, ben, client, vase, mat };
  })();
  return world;
}

/** Signed in in a browser of their own, on `url`. */
async function at(signedIn: (p: Person) => Promise<Page>, person: Person, url: string): Promise<Page> {
  const page = await signedIn(person);
  await page.goto(url);
  return page;
}

test('an artist sets up payouts; PayMongo approves them and the page says so without a reload', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const w = await seed(stack!);
  const ana = await at(signedIn, w.ana.person, '/artist-profile?tab=payouts');
  await expect(ana.getByTestId('payout-status')).toHaveText('Not set up');
  await ana.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(ana.getByTestId('payout-privacy')).toBeVisible();
  // Sent half-filled: the form says what is missing and keeps what was typed.
  await ana.getByLabel('Legal name (as on your ID)').fill('Ana Reyes');
  await ana.getByRole('button', { name: 'Send to PayMongo' }).click();
  await expect(ana.getByText('Enter the 4-digit postal code.')).toBeVisible();
  await expect(ana.getByLabel('Legal name (as on your ID)')).toHaveValue('Ana Reyes');
  await expectAccessibleAtBothWidths(ana, 'the payout form with its errors');
  await fillPayoutDetails(ana, 'Ana Reyes');
  await ana.getByRole('button', { name: 'Send to PayMongo' }).click();
  await expect(ana.getByText('Your details were sent to PayMongo for review.')).toBeVisible();
  await expect(ana.getByTestId('payout-status')).toHaveText('In review');
  await expect(ana.getByTestId('payout-destination')).toHaveText('Payouts go to BPI ••••9012');

  // PayMongo approves: the status changes in the open page (the live push).
  await simulator(stack!, `accounts/${await childOf(stack!, w.ana.user.userId)}/approve`);
  await simulator(stack!, 'idle');
  await expect(ana.getByTestId('payout-status')).toHaveText('Active', { timeout: 15_000 });
  await expectAccessibleAtBothWidths(ana, 'the payouts tab, active');
  await ana.context().close();
});

test('a client buys from two artists in one checkout; Crafti holds both shares until each order is completed', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const w = await seed(stack!);
  const ana = await at(signedIn, w.ana.person, '/transaction-history?view=earnings');
  await expect(ana.getByText('No earnings yet.')).toBeVisible();
  const anaChild = await childOf(stack!, w.ana.user.userId);
  const anaWallet = await walletAtPaymongo(stack!, anaChild);

  const page = await at(signedIn, w.client, '/dashboard');
  for (const art of [w.vase, w.mat]) {
    await page.goto(`/art/${art.art_id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`Added 1 piece of "${art.title}" to your cart.`)).toBeVisible();
  }
  await page.goto('/cart');
  for (const art of [w.vase, w.mat]) await page.getByRole('checkbox', { name: `Select ${art.title}` }).check();
  await expect(page.getByTestId('amount-total')).toHaveText('₱1,575.00');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Pay ₱1,575.00' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with a card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4343434343434345');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Lea Cruz');
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Payment received', { timeout: 20_000 });

  // Ana (payouts active): her pieces' price, net, held by Crafti until she completes the order.
  const row = ana.getByTestId('earning-row').filter({ hasText: w.vase.title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Price₱1,000.00');
  await expect(row).toContainText('Crafti’s 5% (paid by the buyer)₱50.00');
  await expect(row).toContainText('You receive₱1,000.00');
  await expect(row.getByTestId('money-state')).toHaveText('Held by Crafti until the buyer receives the order');
  await expect(ana.getByTestId('earnings-all-time')).toContainText('₱1,000.00');
  await expect(ana.getByTestId('earnings-held')).toContainText('₱1,000.00');
  await expect(ana.getByTestId('earnings-wallet')).toContainText('₱0.00');
  await expectAccessibleAtBothWidths(ana, 'earnings');
  // No split any more: nothing went to her PayMongo wallet, active as it is.
  expect(await walletAtPaymongo(stack!, anaChild)).toBe(anaWallet);
  await ana.goto('/artist-profile?tab=payouts');
  await expect(ana.getByTestId('payout-status')).toHaveText('Active');
  await expect(ana.getByTestId('payout-held')).toHaveText(
    '₱1,000.00 held by Crafti until your orders are completed and your payouts are active',
  );

  // Ben (not set up): his share is held the same way, said on his earnings and his Payouts tab.
  const ben = await at(signedIn, w.ben.person, '/transaction-history?view=earnings');
  const held = ben.getByTestId('earning-row').filter({ hasText: w.mat.title });
  await expect(held).toContainText('You receive₱500.00');
  await expect(held).toContainText('Crafti’s 5% (paid by the buyer)₱25.00');
  await expect(held.getByTestId('money-state')).toHaveText('Held by Crafti until the buyer receives the order');
  await expect(ben.getByTestId('earnings-held')).toContainText('₱500.00');
  await expect(ben.getByTestId('earnings-wallet')).toContainText('₱0.00');
  await ben.goto('/artist-profile?tab=payouts');
  await expect(ben.getByTestId('payout-held')).toHaveText(
    '₱500.00 held by Crafti until your orders are completed and your payouts are active',
  );
  await Promise.all([ana.context().close(), ben.context().close(), page.context().close()]);
});

test('the artist cancels after confirming; Crafti’s wallet alone refunds the pieces and their fee, and the client sees it', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const w = await seed(stack!);
  const client = await at(signedIn, w.client, '/client-profile?tab=orders');
  const order = client.getByTestId('order-row').filter({ hasText: w.vase.title });
  await expect(order).toBeVisible();
  const [parent, anaChild] = await Promise.all([parentOf(stack!), childOf(stack!, w.ana.user.userId)]);
  await simulator(stack!, 'idle');
  const before = { crafti: await walletAtPaymongo(stack!, parent), ana: await walletAtPaymongo(stack!, anaChild) };

  const ana = await at(signedIn, w.ana.person, '/transaction-history');
  const sale = ana.getByTestId('transaction-row').filter({ hasText: w.vase.title });
  await expect(sale.getByTestId('fulfilment-state')).toHaveText('To ship');
  // Canceled on the order's page: asked first, naming the refund (the pieces and their 5%).
  await cancelThroughPage(ana, await openOrderFrom(ana, sale), '₱1,050.00');
  await expect(ana.getByTestId('order-refunded')).toHaveText('₱1,050.00', { timeout: 20_000 });
  await expect(ana.getByTestId('order-released')).toHaveText('₱0.00');

  // The client's Orders say so without a reload (the live push, or the 5-second poll).
  await expect(order.getByTestId('order-refund')).toHaveText('Refunded ₱1,050.00', { timeout: 20_000 });
  // At PayMongo: Crafti's wallet gave back exactly the refund; Ana's wallet was not touched.
  await simulator(stack!, 'idle');
  expect(await walletAtPaymongo(stack!, parent)).toBe(before.crafti - 105_000);
  expect(await walletAtPaymongo(stack!, anaChild)).toBe(before.ana);
  // Ana's sales say so; her earnings show the reversal; nothing of it is held any more.
  await ana.goto('/transaction-history');
  await expect(sale.getByTestId('fulfilment-state')).toHaveText('Canceled');
  await expect(sale.getByTestId('order-state')).toHaveText('Canceled');
  await ana.goto('/transaction-history?view=earnings');
  const row = ana.getByTestId('earning-row').filter({ hasText: w.vase.title });
  await expect(row.getByTestId('money-state')).toHaveText('Refunded');
  await expect(row).toContainText('You receive₱0.00');
  await expect(ana.getByTestId('earnings-held')).toContainText('₱0.00');
  await expect(ana.getByTestId('earnings-wallet')).toContainText(await walletInPesos(stack!, anaChild));
  await Promise.all([ana.context().close(), client.context().close()]);
});

test("a completed sale of an artist without payouts moves to 'In your PayMongo wallet' when PayMongo activates them", async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(150_000);
  const w = await seed(stack!);
  // Ben ships his sale before he has payouts; the client confirms receiving it, which completes
  // it: released, but it waits for his payouts.
  const ben = await at(signedIn, w.ben.person, '/transaction-history');
  const sale = ben.getByTestId('transaction-row').filter({ hasText: w.mat.title });
  const orderId = await openOrderFrom(ben, sale);
  await shipThroughPage(ben, orderId);
  const client = await at(signedIn, w.client, '/client-profile?tab=orders');
  const order = client.getByTestId('order-row').filter({ hasText: w.mat.title });
  await expect(order.getByTestId('fulfilment-state')).toHaveText('Shipped');
  await receiveThroughPage(client, await openOrderFrom(client, order), '₱500.00');
  await expect(client.getByTestId('order-released')).toHaveText('₱500.00');
  await client.context().close();
  await ben.goto('/transaction-history');
  await expect(sale.getByTestId('order-state')).toHaveText('Completed');
  await expect(sale.getByTestId('fulfilment-state')).toHaveText('Completed');
  await ben.goto('/transaction-history?view=earnings');
  const row = ben.getByTestId('earning-row').filter({ hasText: w.mat.title });
  await expect(row.getByTestId('money-state')).toHaveText('On its way to your wallet');
  await expect(ben.getByTestId('earnings-held')).toContainText('₱500.00');
  await expect(ben.getByTestId('earnings-wallet')).toContainText('₱0.00');

  await ben.goto('/artist-profile?tab=payouts');
  await ben.getByRole('button', { name: 'Set up payouts' }).click();
  await fillPayoutDetails(ben, 'Ben Santos');
  await ben.getByRole('button', { name: 'Send to PayMongo' }).click();
  await expect(ben.getByTestId('payout-status')).toHaveText('In review');
  await ben.goto('/transaction-history?view=earnings');
  await expect(row.getByTestId('money-state')).toHaveText('On its way to your wallet');

  // PayMongo activates him: the transfer goes, and the open page follows without a reload.
  const benChild = await childOf(stack!, w.ben.user.userId);
  await simulator(stack!, `accounts/${benChild}/approve`);
  await simulator(stack!, 'idle');
  await expect(row.getByTestId('money-state')).toHaveText('In your PayMongo wallet', { timeout: 20_000 });
  await expect(ben.getByTestId('earnings-held')).toContainText('₱0.00');
  await expect(ben.getByTestId('earnings-wallet')).toContainText('₱500.00');
  // What the page says is in his wallet is what PayMongo holds there.
  await expect.poll(() => walletAtPaymongo(stack!, benChild), { timeout: 20_000 }).toBe(50_000);
  await ben.context().close();
});
