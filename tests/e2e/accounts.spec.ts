import { DEMO_ADMIN } from '../../infra/local/demo';
import { linkIn, waitForMail } from '../support/mailbox';
import { expect, test } from './fixtures';
import { confirmedAccount, fillRegistration, mainNav, newPerson, signInThroughPage } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'needs the local mailbox');
});

for (const role of ['Artist', 'Client'] as const) {
  test(`a new ${role.toLowerCase()} registers, confirms from the mailbox, signs in and lands on the dashboard`, async ({ page, stack }) => {
    const person = newPerson(role);
    await page.goto('/register');
    await expect(page).toHaveTitle('Register | Crafti');
    await fillRegistration(page, person);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Registration successful! Check your email to confirm your account.')).toBeVisible();

    // Signing in before confirming explains what to do and offers a new link.
    await signInThroughPage(page, person.email, person.password);
    await expect(page.getByText('Please confirm your email address first.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();

    const mail = await waitForMail(stack!.endpoints.mailbox, person.email, 'Confirm your Crafti account');
    await page.goto(linkIn(mail, stack!.endpoints.web));
    await expect(page.getByText('Your account is confirmed. You can now sign in.')).toBeVisible();

    await signInThroughPage(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `${role} Dashboard` })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Projects' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Arts' })).toHaveCount(role === 'Artist' ? 1 : 0);
    await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();
  });
}

test('registration shows each validation message for its cause', async ({ page, request, stack }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! Please fill all the fields.');

  const person = newPerson('Client');
  await fillRegistration(page, person, 'Something-Else-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! Passwords do not match.');

  const existing = await confirmedAccount(request, stack!, 'Artist');
  await page.getByLabel('Email').fill(existing.email.toUpperCase());
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Email already in use! This email is already registered. Please use a different email.',
  );

  // The server's own message when it refuses (a username already taken).
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Username').fill(existing.username);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username already taken! Please choose a different username.');
});

test('login shows its messages for missing fields and wrong credentials', async ({ page, request, stack }) => {
  const person = await confirmedAccount(request, stack!, 'Client');
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Crafti');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email and password.');
  await signInThroughPage(page, person.email, 'Wrong-Passw0rd');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  // Show/hide password.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('forgot password: mail, new password, signed in on the dashboard; the link then stops working', async ({ page, request, stack }) => {
  const person = await confirmedAccount(request, stack!, 'Artist');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(mainNav(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email is required.');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('If an account exists for that email, we have sent a password reset link.', { exact: false })).toBeVisible();

  const mail = await waitForMail(stack!.endpoints.mailbox, person.email, 'Reset your Crafti password');
  const link = linkIn(mail, stack!.endpoints.web);
  await page.goto(link);
  await expect(mainNav(page)).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('Mayon-Volcano-9');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Mayon-Volcano-8');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Mayon-Volcano-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Artist Dashboard' })).toBeVisible();

  // The used link explains itself and offers a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Taal-Lake-2027');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Taal-Lake-2027');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
});

test('a reset link without its token lands on the bare page with a way to ask again', async ({ page }) => {
  await page.goto('/update-password?type=recovery');
  await expect(page).toHaveURL(/\/update-password$/);
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
});

test('a signed-out visit to a protected page goes to /login and back after sign-in; logout returns to /login', async ({ page, request, stack }) => {
  const person = await confirmedAccount(request, stack!, 'Client');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin signs in to the admin dashboard with the admin navigation and the totals', async ({ page }) => {
  await page.goto('/login');
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Total Clients Users', 'Total Artists Users', 'Total Verified Artists', 'Total Artworks Uploaded']) {
    await expect(page.getByRole('group', { name: label })).toBeVisible();
  }
  await expect(page.getByTestId('stat-totalUsers')).toHaveText(/^\d+$/);
  const nav = mainNav(page);
  for (const label of ['Dashboard', 'Users', 'Tags', 'Arts', 'Verification', 'Community']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Cart' })).toHaveCount(0);
});
