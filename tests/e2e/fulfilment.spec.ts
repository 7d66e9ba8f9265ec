import type { Page } from '@playwright/test';
import { SHIPS_EVERYWHERE } from '../support/shipping';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { secondAdmin } from './moderation-support';
import { parentOf, simulator, walletAtPaymongo } from './paymongo-support';
import { apiSession, confirmedAccount, uploadArtThroughApi } from './support';

/**
 * Issue 47's walk: an order from the buyer's address to "Order Received", and a refund request
 * that goes to Crafti, each person in a browser of their own (the buyer on a phone at 375 px, the
 * artist Dakila and the admin at 1280 px, the artist Tala on her phone). The buyer adds an address from the PSGC pickers at
 * checkout and buys a piece from each of two artists whose shipping differs; each artist finds
 * the order under To ship with where it goes and ships it with a courier and a tracking number;
 * the buyer watches one order turn Shipped without a reload, confirms the other, and asks a
 * refund with a photo for the first; its artist contests; an admin decides; Crafti's wallet at
 * PayMongo moves by exactly the refund decided.
 */

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people and arts through the local stack and reads the PayMongo simulator');
});

/** Pays on the simulator's hosted page with PayMongo's test card that pays. */
async function payOnPayMongo(page: Page, total: string) {
  await expect(page.getByRole('heading', { name: 'Pay with a card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4343434343434345');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ligaya Reyes');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

/** Adds one piece of the art from its page, as a person does. */
async function addToCart(page: Page, art: { art_id: string; title: string }) {
  await page.goto(`/art/${art.art_id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Added 1 piece of "${art.title}" to your cart.`)).toBeVisible();
}

/** The order's page, from the artist's work list `view` (To ship, To answer): the row of `title`, and its button. */
async function openFromLane(page: Page, view: 'to_ship' | 'to_answer', title: string) {
  await page.goto(`/transaction-history?view=${view}`);
  const row = page.getByTestId('transaction-row').filter({ hasText: title });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  return row;
}

test('an order reaches the buyer: address, shipping, tracking, Order Received; a contested refund decided by Crafti', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(420_000);
  const api = stack!.endpoints.api;
  const { giveShippingProfile } = await import('../support/shipping');

  // Two artists whose shipping differs: Dakila ₱120 within Metro Manila, Tala ₱80 (and a meet-up).
  const [dakilaPerson, talaPerson, buyerPerson] = await Promise.all([
    confirmedAccount(stack!, 'Artist', 'Dakila'),
    confirmedAccount(stack!, 'Artist', 'Tala'),
    confirmedAccount(stack!, 'Client', 'Ligaya'),
  ]);
  const [dakilaUser, talaUser] = await Promise.all([apiSession(stack!, dakilaPerson), apiSession(stack!, talaPerson)]);
  await giveShippingProfile(api, dakilaUser, {
    ...SHIPS_EVERYWHERE,
    days_to_ship: 2,
    rates: { ...SHIPS_EVERYWHERE.rates, metro_manila: { first_centavos: 12_000, extra_centavos: 4_000 } },
  });
  await giveShippingProfile(api, talaUser, {
    ...SHIPS_EVERYWHERE,
    days_to_ship: 4,
    rates: { ...SHIPS_EVERYWHERE.rates, metro_manila: { first_centavos: 8_000, extra_centavos: 2_000 } },
    pickup: { place: 'UP Town Center, Quezon City', note: 'Weekends, 2 to 5 pm.' },
  });
  const dakilaArt = await uploadArtThroughApi(
    stack!,
    dakilaUser,
    { title: 'Bangka at dawn', price: '1500.00', quantity: 2, art_style: 'Realism', medium: 'Oil', subject: 'Nature' },
    4701,
  );
  const talaArt = await uploadArtThroughApi(
    stack!,
    talaUser,
    {
      title: 'Clay jar with lid',
      price: '800.00',
      quantity: 2,
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
    },
    4702,
  );

  // The buyer, on a phone: both pieces in the cart, then checkout.
  const buyer = await signedIn(buyerPerson, { width: 375 });
  await addToCart(buyer, dakilaArt);
  await addToCart(buyer, talaArt);
  await buyer.goto('/cart');
  await buyer.getByRole('checkbox', { name: 'Select all', exact: true }).check();
  await buyer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);

  // No address yet: Pay waits; the buyer adds one from the PSGC pickers, and it is chosen.
  const delivery = buyer.getByRole('region', { name: 'Delivery address' });
  await expect(
    delivery.getByText('You have no saved addresses yet.').or(delivery.getByTestId('address-picker')),
  ).toBeVisible();
  await expect(buyer.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await delivery.getByRole('button', { name: 'Add an address' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Contact name').fill('Ligaya Reyes');
  await dialog.getByLabel('Mobile number').fill('0917 555 0147');
  await dialog.getByLabel('Region').selectOption('13');
  await expect(dialog.getByLabel('City or municipality')).toBeEnabled();
  await dialog.getByLabel('City or municipality').selectOption('1381300000');
  await expect(dialog.getByLabel('Barangay')).toBeEnabled();
  await dialog.getByLabel('Barangay').selectOption('1381300122');
  await dialog.getByLabel('House number, street, building, unit').fill('12 Maginhawa St');
  await dialog.getByLabel('ZIP code').fill('1101');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(delivery.getByRole('radio')).toBeChecked();

  // Each artist's shipping to that address, and the total with it (the 5% is of the pieces only).
  const dakilaGroup = buyer.getByRole('region', { name: `Artist: ${dakilaPerson.firstName} ${dakilaPerson.lastName}` });
  const talaGroup = buyer.getByRole('region', { name: `Artist: ${talaPerson.firstName} ${talaPerson.lastName}` });
  await expect(dakilaGroup.getByTestId('checkout-delivery')).toContainText(
    /Shipping: ₱120\.00 to .*Quezon City, ships in 2 days/,
  );
  await expect(talaGroup.getByTestId('checkout-delivery')).toContainText(
    /Shipping: ₱80\.00 to .*Quezon City, ships in 4 days/,
  );
  await expect(talaGroup.getByRole('radio', { name: 'Meet-up/pickup: UP Town Center, Quezon City' })).toBeVisible();
  await expect(buyer.getByTestId('amount-subtotal')).toHaveText('₱2,300.00');
  await expect(buyer.getByTestId('amount-shipping')).toHaveText('₱200.00');
  await expect(buyer.getByTestId('amount-for')).toHaveText('₱115.00');
  await expect(buyer.getByTestId('amount-total')).toHaveText('₱2,615.00');
  await expectAccessibleAtBothWidths(buyer, 'checkout with its delivery');
  await buyer.getByRole('button', { name: 'Pay ₱2,615.00' }).click();
  await payOnPayMongo(buyer, '₱2,615.00');
  await expect(buyer.getByTestId('checkout-outcome')).toHaveText('Payment received', { timeout: 30_000 });

  // Each artist finds the order under To ship, with where it goes.
  // Dakila works at a laptop, Tala from her phone.
  const [dakila, tala] = [await signedIn(dakilaPerson), await signedIn(talaPerson, { width: 375 })];
  const dakilaRow = await openFromLane(dakila, 'to_ship', dakilaArt.title);
  await expect(dakilaRow.getByTestId('transaction-where')).toContainText('Quezon City');
  await expect(dakilaRow.getByTestId('fulfilment-state')).toHaveText('To ship');
  await dakilaRow.getByRole('link', { name: 'Ship or prepare' }).click();
  await expect(dakila.getByRole('heading', { level: 1, name: dakilaArt.title })).toBeVisible();
  await expect(dakila.getByRole('region', { name: 'Ship to' }).getByTestId('order-address')).toContainText(
    '12 Maginhawa St',
  );
  await expect(dakila.getByTestId('order-key-date')).toContainText('Ship by');

  // The buyer opens Tala's order and stays on it while Tala ships.
  await buyer.goto('/client-profile?tab=orders');
  const buyerRow = (title: string) => buyer.getByTestId('order-row').filter({ hasText: title });
  await expect(buyerRow(talaArt.title).getByTestId('fulfilment-state')).toHaveText('To ship');
  await buyerRow(talaArt.title).getByRole('link', { name: 'View order' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: talaArt.title })).toBeVisible();
  const talaOrderUrl = buyer.url();

  const talaRow = await openFromLane(tala, 'to_ship', talaArt.title);
  await talaRow.getByRole('link', { name: 'Ship or prepare' }).click();
  await ship(tala, 'Flash Express', 'FE0047112233');
  // Without a reload, the buyer sees it shipped, with the courier and its tracking number.
  await expect(buyer.getByTestId('fulfilment-state').first()).toHaveText('Shipped', { timeout: 30_000 });
  await expect(buyer.getByRole('link', { name: /^FE0047112233/ })).toHaveAttribute('href', /flashexpress\.ph/);

  // Dakila ships his; the buyer confirms it: Dakila's share (the piece and its shipping) is released.
  await ship(dakila, 'J&T Express', 'JT0047998877');
  await buyer.goto('/client-profile?tab=orders');
  await expect(buyerRow(dakilaArt.title).getByTestId('fulfilment-state')).toHaveText('Shipped');
  await buyerRow(dakilaArt.title).getByRole('link', { name: 'View order' }).click();
  await buyer.getByRole('button', { name: 'Order Received' }).click();
  const received = buyer.getByRole('dialog', { name: 'You received it?' });
  await expect(received).toContainText('₱1,620.00');
  await received.getByRole('button', { name: 'Yes, pay the artist ₱1,620.00' }).click();
  await expect(buyer.getByTestId('fulfilment-state').first()).toHaveText('Completed');
  await expect(dakila.getByTestId('fulfilment-state').first()).toHaveText('Completed', { timeout: 30_000 });

  // The buyer asks a refund for Tala's jar, with a photo of the crack.
  await buyer.goto(talaOrderUrl);
  await buyer.getByRole('button', { name: 'Ask a refund' }).click();
  const ask = buyer.getByRole('dialog', { name: 'Ask a refund' });
  await ask.getByLabel('Reason').selectOption('damaged');
  await ask.getByLabel('What happened').fill('The lid arrived cracked in two.');
  await ask.getByTestId('order-photos-input').setInputFiles({
    name: 'crack.png',
    mimeType: 'image/png',
    buffer: (await import('../../infra/local/demo-art')).paintDemoArt(4703).png,
  });
  await expect(ask.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await ask.getByLabel('Amount to refund ₱').fill('300');
  await expectAccessibleAtBothWidths(buyer, 'asking a refund');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(ask).toHaveCount(0);
  await expect(buyer.getByTestId('fulfilment-state').first()).toHaveText('Refund requested');

  // Tala finds it under To answer and contests it.
  const answerRow = await openFromLane(tala, 'to_answer', talaArt.title);
  await answerRow.getByRole('link', { name: 'Answer' }).click();
  await expect(tala.getByTestId('refund-request').getByText('The lid arrived cracked in two.')).toBeVisible();
  await tala.getByRole('button', { name: 'Contest' }).click();
  const contest = tala.getByRole('dialog', { name: 'Contest the refund request' });
  await contest.getByLabel('Your statement').fill('It left my studio whole: see the parcel photo.');
  await contest.getByRole('button', { name: 'Send to Crafti' }).click();
  await expect(tala.getByTestId('fulfilment-state').first()).toHaveText('With Crafti to decide');
  await expect(buyer.getByTestId('fulfilment-state').first()).toHaveText('With Crafti to decide', { timeout: 30_000 });

  // An admin decides: ₱150.00 back to the buyer. Crafti's wallet at PayMongo gives exactly that.
  const crafti = await parentOf(stack!);
  await simulator(stack!, 'idle');
  const before = await walletAtPaymongo(stack!, crafti);
  const admin = await signedIn(await secondAdmin(stack!), { home: /\/admin-dashboard$/ });
  const queue = admin.getByRole('list', { name: 'Contested orders' });
  await expect(queue.getByText(talaArt.title)).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('link', { name: `Open the order ${talaArt.title}` }).click();
  // Both sides' evidence: the buyer's words and photo, the artist's statement.
  const evidence = admin.getByTestId('refund-request');
  await expect(evidence.getByText('It left my studio whole: see the parcel photo.')).toBeVisible();
  await expect(evidence.getByText('The lid arrived cracked in two.')).toBeVisible();
  const decide = admin.getByRole('form', { name: 'Decide the refund request' });
  await decide.getByLabel('Refund to the buyer ₱').fill('150');
  await decide.getByLabel('Note to both sides').fill('The crack shows in the photo; the jar itself is whole.');
  await decide.getByRole('button', { name: 'Decide' }).click();
  const sure = admin.getByRole('dialog', { name: /^₱150\.00 back to the buyer, ₱[\d,.]+ to the artist\?$/ });
  await sure.getByRole('button', { name: 'Decide' }).click();
  await expect(admin.getByTestId('fulfilment-state').first()).toHaveText('Refunded', { timeout: 30_000 });

  // Both sides see the decision without a reload; PayMongo paid the buyer back ₱150.00 from Crafti's wallet.
  await expect(buyer.getByTestId('fulfilment-state').first()).not.toHaveText('With Crafti to decide', {
    timeout: 30_000,
  });
  await expect(
    buyer.getByTestId('refund-request').getByText('The crack shows in the photo; the jar itself is whole.'),
  ).toBeVisible();
  await expect(
    tala.getByTestId('refund-request').getByText('The crack shows in the photo; the jar itself is whole.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await simulator(stack!, 'idle'), walletAtPaymongo(stack!, crafti)), {
      message: "Crafti's wallet at PayMongo",
      timeout: 30_000,
    })
    .toBe(before - 15_000);
});

/** On the order's page, the artist marks it shipped: the courier from the list and the tracking number. */
async function ship(page: Page, courier: string, tracking: string) {
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as shipped' });
  await dialog.getByLabel('Courier').selectOption({ label: courier });
  await dialog.getByLabel('Tracking number').fill(tracking);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('fulfilment-state').first()).toHaveText('Shipped');
  // The tracking number links to the courier's own page.
  await expect(page.getByRole('link', { name: new RegExp(`^${tracking}`) })).toBeVisible();
}
