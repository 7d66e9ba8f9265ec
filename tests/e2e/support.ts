import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkIn, waitForMail } from '../support/mailbox';
import type { StackInfo } from '../support/stack-process';
import { expect } from './fixtures';

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

/** A distinct client address per API-made account, so the per-address limits stay out of the way. */
const someIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * Makes a confirmed account through the API and the mailbox (for tests whose subject is not
 * registration itself).
 */
export async function confirmedAccount(
  request: APIRequestContext,
  stack: StackInfo,
  role: 'Artist' | 'Client',
  firstName?: string,
): Promise<Person> {
  const person = newPerson(role, firstName);
  const res = await request.post(`${stack.endpoints.api}/register`, { data: person, headers: { 'x-forwarded-for': someIp() } });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(stack.endpoints.mailbox, person.email, 'Confirm your Crafti account');
  const token = new URL(linkIn(mail, stack.endpoints.web)).searchParams.get('confirm');
  const confirmed = await request.post(`${stack.endpoints.api}/confirm-account`, { data: { token } });
  expect(confirmed.status()).toBe(200);
  return person;
}

export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
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

/** The main navigation bar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
