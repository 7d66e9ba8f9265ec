import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { linkIn, waitForMail } from '../support/mailbox';
import { expect, test } from './fixtures';
import {
  confirmedAccount,
  expectInView,
  fillRegistration,
  mainNav,
  newPerson,
  signInNewClient,
  signInThroughPage,
} from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'needs the local mailbox');
});

for (const role of ['Artist', 'Client'] as const) {
  test(`a new ${role.toLowerCase()} registers, confirms from the mailbox, signs in and lands on the dashboard`, async ({
    page,
    stack,
  }) => {
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

test('registration shows each field its own error with aria-invalid, the spec message above the first wrong field, and focus on that field', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! Please fill all the fields.');
  const fields = [
    ['First name', 'First name is required.'],
    ['Last name', 'Last name is required.'],
    ['Username', 'Username is required.'],
    ['Email', 'Email is required.'],
    ['Password', 'Password is required.'],
    ['Confirm password', 'Please confirm your password.'],
  ] as const;
  for (const [label, message] of fields) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input, label).toHaveAttribute('aria-invalid', 'true');
    await expect(input, label).toHaveAccessibleDescription(message);
  }
  await expect(page.getByText('Please choose Client or Artist.')).toBeVisible();
  // The role cards come first on the page, so the focus goes there.
  await expect(page.getByRole('radio', { name: /^Client/ })).toBeFocused();

  // Fixing a field takes its error away as it is typed; a wrong one keeps its own message.
  const person = newPerson('Client');
  await fillRegistration(page, { ...person, email: 'ana@example' });
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Register' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(email).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await email.fill(person.email);
  await page.getByLabel('Confirm password', { exact: true }).fill('Something-Else-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Oops! Passwords do not match.');
  const confirm = page.getByLabel('Confirm password', { exact: true });
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
  await expect(confirm).toBeFocused();
  await confirm.fill(person.password);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const [width, height] of [
  [1280, 800],
  [375, 667],
] as const) {
  test(`at ${width} px the form's own message and the wrong field it points at are both in view after Register`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/register');
    // Pressed from the bottom of the form, as a person who scrolled down to the button does.
    const register = page.getByRole('button', { name: 'Register' });
    await register.scrollIntoViewIfNeeded();
    await register.click();
    const summary = page.getByRole('alert');
    await expect(summary).toHaveText('Oops! Please fill all the fields.');
    await expectInView(summary);
    await expect(page.getByRole('radio', { name: /^Client/ })).toBeFocused();
    await expectInView(page.getByText('Please choose Client or Artist.'));

    // Only the last field wrong: the message goes to it, at the bottom.
    const person = newPerson('Client');
    await fillRegistration(page, person, 'Something-Else-1');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await register.click();
    await expect(summary).toHaveText('Oops! Passwords do not match.');
    await expectInView(summary);
    await expectInView(page.getByLabel('Confirm password', { exact: true }));
  });

  test(`at ${width} px the server's refusal shows beside Register, in view and focused`, async ({
    page,
    stack,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    const existing = await confirmedAccount(stack!, 'Artist');
    const person = newPerson('Client');
    await page.goto('/register');
    await fillRegistration(page, { ...person, email: existing.email.toUpperCase() });
    await page.getByRole('button', { name: 'Register' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'Email already in use! This email is already registered. Please use a different email.',
    );
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
    // Not under the fixed navigation bar either.
    const bar = (await page.locator('header').first().boundingBox())!;
    expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.screenshot({ path: testInfo.outputPath(`register-error-${width}.png`) });

    // The server's own message when it refuses (a username already taken), in the same place.
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Username').fill(existing.username);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(alert).toHaveText('Username already taken! Please choose a different username.');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 1 });
  });
}

test('login shows its messages for missing fields and wrong credentials', async ({ page, stack }) => {
  const person = await confirmedAccount(stack!, 'Client');
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Crafti');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email and password.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
  await signInThroughPage(page, person.email, 'Wrong-Passw0rd');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid');

  // Show/hide password.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('forgot password: mail, new password, signed in on the dashboard; the link then stops working', async ({
  page,
  stack,
}) => {
  const person = await confirmedAccount(stack!, 'Artist');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(mainNav(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email is required.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('If an account exists for that email, we have sent a password reset link.', { exact: false }),
  ).toBeVisible();

  const mail = await waitForMail(stack!.endpoints.mailbox, person.email, 'Reset your Crafti password');
  const link = linkIn(mail, stack!.endpoints.web);
  await page.goto(link);
  await expect(mainNav(page)).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('Mayon-Volcano-9');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Mayon-Volcano-8');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
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

test('a signed-out visit to a protected page goes to /login and back after sign-in; logout returns to /login', async ({
  page,
  stack,
}) => {
  const person = await confirmedAccount(stack!, 'Client');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The signed-in bar, with its own user menu, comes with the dashboard: the sign-in page's bar
  // (Login and Register) can still be on screen just after the address changes.
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();

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
  for (const label of [
    'Total Users',
    'Total Clients Users',
    'Total Artists Users',
    'Total Verified Artists',
    'Total Artworks Uploaded',
  ]) {
    await expect(page.getByRole('group', { name: label })).toBeVisible();
  }
  await expect(page.getByTestId('stat-totalUsers')).toHaveText(/^\d+$/);
  const nav = mainNav(page);
  for (const label of ['Dashboard', 'Users', 'Tags', 'Arts', 'Verification', 'Community']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Cart' })).toHaveCount(0);
});

test('a signed-in person opening /register or /login lands on their dashboard', async ({ page, stack }) => {
  const person = await confirmedAccount(stack!, 'Artist');
  await page.goto('/login');
  await signInThroughPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/register', '/login']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Artist Dashboard' })).toBeVisible();
  }
});

test('an artist opening an admin page lands on their dashboard with a notice', async ({ page, stack }) => {
  const artist = await confirmedAccount(stack!, 'Artist');
  await page.goto('/login');
  await signInThroughPage(page, artist.email, artist.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/users-table', '/admin-dashboard', '/audit-log']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: 'That page is for administrators.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Artist Dashboard' })).toBeVisible();
  }
});

for (const [width, height] of [
  [1280, 800],
  [375, 667],
] as const) {
  test(`at ${width} px changing the sign-in e-mail takes the current password, and the old address's link changes it back`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width, height });
    const client = await signInNewClient(page, stack!);
    await page.goto('/edit-client-profile');
    const section = page.getByRole('region', { name: 'Sign-in e-mail' });
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
    await section.getByLabel('New e-mail address').fill(newEmail);
    const password = section.getByLabel('Current password', { exact: true });

    // A session alone is not enough: no password, then a wrong one, are refused on the field.
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(password).toHaveAccessibleDescription('Please enter your current password.');
    await expect(password).toBeFocused();
    await password.fill('Wrong-Passw0rd');
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(password).toHaveAccessibleDescription('Your current password is incorrect.');
    await expect(password).toBeFocused();

    await password.fill(client.password);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByText('We sent a confirmation link to your new address.')).toBeVisible();
    const confirm = await waitForMail(stack!.endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
    await page.goto(linkIn(confirm, stack!.endpoints.web));
    await expect(
      page.getByText('Your e-mail address has been changed. Please sign in with your new address.'),
    ).toBeVisible();

    // The old address was told, with a link that brings it back.
    const notice = await waitForMail(stack!.endpoints.mailbox, client.email, 'Your Crafti sign-in address was changed');
    await page.goto(linkIn(notice, stack!.endpoints.web));
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your e-mail address has been changed back and every session was signed out.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(client.email.toLowerCase());
    await signInThroughPage(page, client.email, client.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(linkIn(notice, stack!.endpoints.web));
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  });
}
