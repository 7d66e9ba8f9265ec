import type { Page } from '@playwright/test';
import { formatPeso } from '../../shared/money';
import type { StackInfo } from '../support/stack-process';
import type { TestUser } from '../support/users';
import { expect } from './fixtures';
import { api } from './support';

/**
 * The PayMongo simulator's controls, as PayMongo's dashboard would show or act (GET/POST
 * `/__sim/...` on the stack's paymongo endpoint): child accounts, approvals, wallets.
 */

async function simGet<T>(stack: StackInfo, path: string): Promise<T> {
  const response = await fetch(`${stack.endpoints.paymongo}/__sim/${path}`);
  expect(response.status, `GET /__sim/${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A simulator control (approve a child account, wait until it is idle, ...). */
export async function simulator(stack: StackInfo, path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${stack.endpoints.paymongo}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
}

/** The artist's child account at PayMongo (by the Crafti user id Crafti sends as its metadata). */
export async function childOf(stack: StackInfo, userId: string): Promise<string> {
  const accounts = await simGet<{ data: { id: string; attributes: { metadata?: Record<string, string> } }[] }>(
    stack,
    'accounts',
  );
  const found = accounts.data.find((a) => a.attributes.metadata?.crafti_user_id === userId);
  expect(found, `a child account of ${userId} at PayMongo`).toBeTruthy();
  return found!.id;
}

/** The artist's child account at PayMongo, or null when they never sent their details. */
export async function childOrNone(stack: StackInfo, userId: string): Promise<string | null> {
  const accounts = await simGet<{ data: { id: string; attributes: { metadata?: Record<string, string> } }[] }>(
    stack,
    'accounts',
  );
  return accounts.data.find((a) => a.attributes.metadata?.crafti_user_id === userId)?.id ?? null;
}

/** Crafti's own account at PayMongo (the parent). */
export async function parentOf(stack: StackInfo): Promise<string> {
  return (await simGet<{ data: { id: string } }>(stack, 'parent')).data.id;
}

/** Centavos PayMongo holds in an org's wallet (available and still clearing); 0 when it has none yet. */
export async function walletAtPaymongo(stack: StackInfo, owner: string): Promise<number> {
  const wallets = await simGet<{ data: { owner: string; balance: { available: number; pending: number } }[] }>(
    stack,
    'wallets',
  );
  const wallet = wallets.data.find((w) => w.owner === owner);
  return wallet ? wallet.balance.available + wallet.balance.pending : 0;
}

/** What PayMongo holds in an org's wallet, as Crafti's pages write it ("₱1,000.00"). */
export async function walletInPesos(stack: StackInfo, owner: string): Promise<string> {
  return formatPeso(await walletAtPaymongo(stack, owner));
}

/** Pays on the simulator's hosted page with one of PayMongo's test cards (4343 4343 4343 4345 pays). */
export async function payWithCard(page: Page, card: string, name = 'Ana Dela Cruz') {
  await expect(page.getByRole('heading', { name: 'Pay with a card' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
}

/** The Payouts tab's form, filled as an artist would (a BPI account). */
export async function fillPayoutDetails(page: Page, name: string) {
  await page.getByLabel('Legal name (as on your ID)').fill(name);
  await page.getByLabel('Birth date').fill('1993-08-21');
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByLabel('Street address').fill('14 Luna Street');
  await page.getByLabel('City or municipality').fill('Vigan');
  await page.getByLabel('Province').fill('Ilocos Sur');
  await page.getByLabel('Postal code').fill('2700');
  await page.getByLabel('ID type').selectOption({ label: 'PhilSys National ID' });
  await page.getByLabel('ID number').fill('1234-5678-9012');
  await page.getByLabel('Bank or e-wallet').selectOption({ label: 'BPI' });
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Account number').fill('3456789012');
}

/**
 * An artist sets up payouts on their Payouts tab and PayMongo approves them: the open page says
 * Active without a reload. Returns their child account at PayMongo.
 */
export async function payoutsActivated(page: Page, stack: StackInfo, userId: string, name: string): Promise<string> {
  await page.goto('/artist-profile?tab=payouts');
  await expect(page.getByTestId('payout-status')).toHaveText('Not set up');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await fillPayoutDetails(page, name);
  await page.getByRole('button', { name: 'Send to PayMongo' }).click();
  await expect(page.getByTestId('payout-status')).toHaveText('In review');
  const child = await childOf(stack, userId);
  await simulator(stack, `accounts/${child}/approve`);
  await simulator(stack, 'idle');
  await expect(page.getByTestId('payout-status')).toHaveText('Active', { timeout: 20_000 });
  return child;
}

/**
 * `buyer` checks out `artIds` (already in their cart) and pays by card on the simulator, all
 * through the API: the paid checkout, once Crafti has settled it, with its orders.
 */
export async function paidThroughApi(stack: StackInfo, buyer: TestUser, artIds: string[]) {
  const { callOk } = api(stack);
  const started = await callOk('POST /create-checkout-session', { token: buyer.idToken, body: { artIds } });
  const session = new URL(started.checkout_url).pathname.split('/').filter(Boolean)[1]!;
  await simulator(stack, `sessions/${session}/pay`, {
    card: '4343434343434345',
    expiry: '12/30',
    cvc: '123',
    name: 'Ana Dela Cruz',
  });
  await simulator(stack, 'idle');
  const read = () =>
    callOk('GET /checkout/{checkoutId}', { token: buyer.idToken, params: { checkoutId: started.checkout_id } });
  let last: Awaited<ReturnType<typeof read>> | undefined;
  await expect.poll(async () => (last = await read()).status, { timeout: 20_000 }).toBe('paid');
  return last!;
}
