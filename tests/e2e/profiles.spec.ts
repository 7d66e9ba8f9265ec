import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { PDF, PNG, TEXT } from '../support/uploads';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from '../support/mailbox';
import {
  apiSession,
  confirmedAccount,
  signInNewClient,
  signInThroughPage,
  uploadArtThroughApi,
  type Person,
} from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'needs local accounts and the local S3');
});

/** A real PNG padded to ~200 kB (the check reads its first bytes; browsers ignore the tail). */
const BIG_PNG = Buffer.concat([Buffer.from(PNG), Buffer.alloc(200 * 1024)]);

async function signIn(page: Page, person: { email: string; password: string }, landing: RegExp) {
  await page.goto('/login');
  await signInThroughPage(page, person.email, person.password);
  await expect(page).toHaveURL(landing);
}

/** Slows this page's uploads so the progress bar can be seen (BIG_PNG takes 10 s at 20 kB/s). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * Chooses a photo on the profile editor (uploads throttled by the caller), checks its progress
 * beside the picker, presses Save while it is still uploading and checks the progress beside Save.
 */
async function choosePhotoAndSaveDuringUpload(page: Page, screenshot: (moment: string) => string) {
  const picker = page.getByLabel('Profile photo', { exact: true });
  await picker.scrollIntoViewIfNeeded();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: BIG_PNG });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', /^blob:/);
  const beside = page.getByRole('progressbar', { name: 'Profile photo upload progress' });
  await expect(beside).toBeVisible();
  await expect(beside).toBeInViewport();
  const input = (await picker.boundingBox())!;
  const bar = (await beside.boundingBox())!;
  expect(bar.y - (input.y + input.height), 'the progress is right under the picker').toBeLessThan(40);
  await page.screenshot({ path: screenshot('picker') });

  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.click();
  const atSave = page.getByRole('progressbar', { name: 'Photo upload before saving' });
  await expect(atSave).toBeVisible();
  await expect(atSave).toBeInViewport();
  await expect(page.getByText(/Uploading photo \d+%, then saving/)).toBeVisible();
  const button = (await page.getByRole('button', { name: /Waiting for photo/ }).boundingBox())!;
  const near = (await atSave.boundingBox())!;
  expect(
    Math.abs(near.y + near.height / 2 - (button.y + button.height / 2)),
    'the progress is beside Save',
  ).toBeLessThan(60);
  await expect(page.getByRole('button', { name: /Waiting for photo/ })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenshot('save') });
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN, /\/admin-dashboard$/);
  return page;
}

async function verifiedCount(admin: Page): Promise<number> {
  await admin.goto('/admin-dashboard');
  return Number((await admin.getByTestId('stat-totalVerifiedArtists').innerText()).replace(/,/g, ''));
}

async function requestVerification(page: Page) {
  await page.goto('/artist-verification');
  await expect(page).toHaveTitle('Artist Verification Request | Crafti');
  await page
    .getByLabel('Portfolio')
    .setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await expect(page.getByText('Uploaded portfolio.pdf.')).toBeVisible();
  await page.getByLabel('Valid ID').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(PNG) });
  await expect(page.getByText('Uploaded id.png.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Verification request submitted successfully.')).toBeVisible();
}

async function decide(admin: Page, artist: Person, decision: 'Accept' | 'Reject') {
  await admin.goto('/verification');
  await admin.getByLabel('Search verifications').fill(artist.firstName);
  const row = admin.getByRole('table', { name: 'Verification requests' }).getByRole('row').nth(1);
  await expect(row).toContainText(`${artist.firstName} ${artist.lastName}`);
  await row.getByRole('button', { name: /View/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Verification Details' });
  await expect(dialog).toBeVisible();
  return { row, dialog, go: () => dialog.getByRole('button', { name: decision }).click() };
}

test('an artist fills the profile, uploads a photo with progress, gets verified; the admin sees both documents and the count goes up', async ({
  page,
  browser,
  request,
  stack,
}, testInfo) => {
  test.setTimeout(120_000);
  const artist = await confirmedAccount(stack!, 'Artist', `Lakan${randomUUID().slice(0, 4)}`);
  await signIn(page, artist, /\/dashboard$/);

  await page.goto('/artist-profile');
  await expect(page.getByRole('heading', { name: `${artist.firstName} ${artist.lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Verified Now' })).toBeVisible();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('link', { name: 'Set up preferences' }).click();
  await expect(page).toHaveURL(/\/edit-artist-profile$/);

  await page.getByLabel('Bio').fill('I paint the rice terraces of Ifugao in oil.');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of birth').fill('1990-03-15');
  await page.getByLabel('Address', { exact: true }).fill('Banaue, Ifugao');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+63 917 555 0101');
  await page.getByLabel('Crafting', { exact: true }).selectOption('Traditional / Physical Art');
  await page.getByRole('group', { name: 'Art style specialization' }).getByLabel('Realism').check();
  await page.getByRole('group', { name: 'Art style specialization' }).getByLabel('Nature Art').check();
  await page.getByRole('group', { name: 'Preferred medium' }).getByLabel('Oil Painting').check();
  await page.getByLabel('Availability').selectOption('Part-Time');
  await page.getByLabel('Portfolio link').fill('https://example.ph/lakan');
  // Toggling a choice twice takes it out again.
  const watercolor = page.getByRole('group', { name: 'Preferred medium' }).getByLabel('Watercolor');
  await watercolor.check();
  await watercolor.uncheck();

  // The photo uploads as soon as it is chosen, its progress beside the picker; Save pressed
  // meanwhile shows that progress beside Save and saves once the photo is up.
  await throttleUploads(page, 20 * 1024);
  await choosePhotoAndSaveDuringUpload(page, (moment) => testInfo.outputPath(`edit-profile-upload-${moment}-1280.png`));
  await expect(page).toHaveURL(/\/artist-profile$/, { timeout: 30_000 });
  await throttleUploads(page, -1);

  await page.reload();
  const photo = page.getByRole('img', { name: `Profile photo of ${artist.firstName} ${artist.lastName}` });
  await expect(photo).toHaveAttribute('src', /profile-image\//);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('I paint the rice terraces of Ifugao in oil.')).toBeVisible();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByText('Realism, Nature Art')).toBeVisible();
  await expect(page.getByText('Oil Painting', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Address & Contact' }).click();
  await expect(page.getByText('Banaue, Ifugao')).toBeVisible();

  // Verification: both files are required.
  await page.goto('/artist-verification');
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Missing Documents')).toBeVisible();
  await expect(page.getByText('Please upload both your portfolio and a valid ID.')).toBeVisible();
  await requestVerification(page);
  await page.goto('/artist-profile');
  await expect(page.getByText('Verification Pending')).toBeVisible();

  const admin = await adminPage(browser);
  const before = await verifiedCount(admin);
  const { dialog, row, go } = await decide(admin, artist, 'Accept');
  const links = [
    dialog.getByRole('link', { name: /View Document/ }),
    dialog.getByRole('link', { name: /View Valid ID/ }),
  ];
  for (const link of links) {
    const href = await link.getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
  }
  await go();
  await expect(admin.getByText('The verification has been approved.')).toBeVisible();
  await expect(row).toContainText('Approved');
  expect(await verifiedCount(admin)).toBe(before + 1);

  await page.reload();
  await expect(page.getByText('Verified Artist')).toBeVisible();
  await page.goto('/artist-verification');
  await expect(page.getByText('You are a verified artist', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Verification' })).toHaveCount(0);
  await admin.context().close();
});

test('a rejection shows Verification Rejected with the hint, and the artist can submit again', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(90_000);
  const artist = await confirmedAccount(stack!, 'Artist', `Dayang${randomUUID().slice(0, 4)}`);
  await signIn(page, artist, /\/dashboard$/);
  await requestVerification(page);

  const admin = await adminPage(browser);
  const { go } = await decide(admin, artist, 'Reject');
  await go();
  await expect(admin.getByText('The verification has been rejected.')).toBeVisible();
  await admin.context().close();

  await page.goto('/artist-profile');
  await expect(
    page.getByText('Credentials invalid. Please review your information and try submitting again.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Verification Rejected' }).click();
  await expect(page).toHaveURL(/\/artist-verification$/);
  await requestVerification(page);
  await page.goto('/artist-profile');
  await expect(page.getByText('Verification Pending')).toBeVisible();
});

test('a client edits profile and preferences on a phone, the photo uploading beside its picker and Save', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const client = await confirmedAccount(stack!, 'Client', `Mayumi${randomUUID().slice(0, 4)}`);
  await signIn(page, client, /\/dashboard$/);
  await page.goto('/client-profile');
  await expect(page.getByRole('link', { name: 'Get Verified Now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-client-profile$/);
  await page.getByLabel('Address', { exact: true }).fill('Quezon City, Metro Manila');
  await page.getByLabel('Budget range').selectOption('₱5,000 - ₱10,000');
  await page.getByRole('group', { name: 'Project type' }).getByLabel('Branding / Logo Design').check();
  await expect(page.getByRole('group', { name: 'Project type' }).getByLabel('Commercial Projects')).toHaveCount(0);
  await throttleUploads(page, 20 * 1024);
  await choosePhotoAndSaveDuringUpload(page, (moment) => testInfo.outputPath(`edit-profile-upload-${moment}-375.png`));
  await expect(page).toHaveURL(/\/client-profile$/, { timeout: 30_000 });
  await throttleUploads(page, -1);
  await expect(
    page.getByRole('img', { name: `Profile photo of ${client.firstName} ${client.lastName}` }),
  ).toHaveAttribute('src', /profile-image\//);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByText('₱5,000 - ₱10,000')).toBeVisible();
  await expect(page.getByText('Branding / Logo Design')).toBeVisible();

  // Cancel goes back without saving.
  await page.goto('/edit-client-profile');
  await page.getByLabel('Address', { exact: true }).fill('Somewhere else');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/client-profile$/);
  await page.getByRole('tab', { name: 'Address & Contact' }).click();
  await expect(page.getByText('Quezon City, Metro Manila')).toBeVisible();
});

test('a photo chosen but not saved is not attached: Cancel keeps the old one', async ({ page, stack }) => {
  const client = await confirmedAccount(stack!, 'Client');
  await signIn(page, client, /\/dashboard$/);
  await page.goto('/edit-client-profile');
  await page
    .getByLabel('Profile photo', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG) });
  await expect(page.getByText('Uploaded me.png.')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/client-profile$/);
  await page.reload();
  await expect(
    page.getByRole('img', { name: `Profile photo of ${client.firstName} ${client.lastName}` }),
  ).toHaveAttribute('src', '/images/default-avatar.svg');
});

test('the profile editor shows each wrong field its own error with aria-invalid and focuses the first', async ({
  page,
  stack,
}) => {
  const artist = await confirmedAccount(stack!, 'Artist');
  await signIn(page, artist, /\/dashboard$/);
  await page.goto('/edit-artist-profile');
  await page.getByLabel('First name').fill('');
  await page.getByRole('textbox', { name: 'Phone' }).fill('call me');
  await page.getByLabel('Portfolio link').fill('not a link');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('First name is required.');
  await expect(firstName).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Phone must be a phone number, e.g. +63 917 123 4567.',
  );
  await expect(page.getByLabel('Portfolio link')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Portfolio link')).toHaveAccessibleDescription(
    'Portfolio link must be a web address (https://...).',
  );
  await expect(page).toHaveURL(/\/edit-artist-profile$/);
});

test('artist verification: each error goes once its cause is fixed; a pending request shows its status instead of the form', async ({
  page,
  stack,
}, testInfo) => {
  const artist = await confirmedAccount(stack!, 'Artist', `Tala${randomUUID().slice(0, 4)}`);
  await signIn(page, artist, /\/dashboard$/);
  await page.goto('/artist-verification');
  const submit = page.getByRole('button', { name: 'Submit for Verification' });
  await submit.click();
  const missing = page.getByRole('alert').filter({ hasText: 'Missing Documents' });
  await expect(missing).toContainText('Please upload both your portfolio and a valid ID.');
  await expect(missing).toBeFocused();

  // A file of another type is refused beside its field; an upload failing on the way says so beside its field.
  const portfolio = page.getByLabel('Portfolio', { exact: true });
  const validId = page.getByLabel('Valid ID', { exact: true });
  await portfolio.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(TEXT) });
  const refused = page.getByText('This file type is not accepted. Accepted types: PDF, JPG, PNG.');
  await expect(refused).toBeVisible();
  const s3 = new URL(stack!.endpoints.s3);
  const toS3 = (url: URL) => url.port === s3.port;
  await page.route(toS3, (route) => route.abort());
  await validId.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(PNG) });
  const failed = page.getByText('The file could not be uploaded. Check your connection and try again.');
  await expect(failed).toBeVisible();
  await page.unroute(toS3);

  // Each goes once its file is up, and Missing Documents once both are.
  await portfolio.setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await expect(page.getByText('Uploaded portfolio.pdf.')).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(missing).toBeVisible();
  await validId.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(PNG) });
  await expect(page.getByText('Uploaded id.png.')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await submit.click();
  await expect(page.getByText('Verification request submitted successfully.')).toBeVisible();
  await expect(page.getByText('Verification Pending')).toBeVisible();
  await expect(submit).toHaveCount(0);

  // Coming back later: the status, not a form that can only fail.
  await page.reload();
  await expect(page.getByText('Verification Pending')).toBeVisible();
  await expect(
    page.getByText('An administrator is reviewing your portfolio and valid ID.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Portfolio', { exact: true })).toHaveCount(0);
  await expect(submit).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`verification-pending-${width}.png`), fullPage: true });
  }
});

test('a client opening the artist pages lands on their own profile, with a notice; verification is explained', async ({
  page,
  stack,
}) => {
  const client = await confirmedAccount(stack!, 'Client');
  await signIn(page, client, /\/dashboard$/);
  for (const path of ['/artist-profile', '/edit-artist-profile']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/client-profile$/);
    await expect(page.getByRole('status').filter({ hasText: 'That page is for artists.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${client.firstName} ${client.lastName}` })).toBeVisible();
  }
  await page.goto('/artist-verification');
  await expect(page.getByRole('heading', { name: 'Verification is for artists' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Verification' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/client-profile$/);
});

test('an artist opening the client profile lands on their own; the admin on either lands on the admin profile', async ({
  page,
  browser,
  stack,
}) => {
  const artist = await confirmedAccount(stack!, 'Artist');
  await signIn(page, artist, /\/dashboard$/);
  await page.goto('/client-profile');
  await expect(page).toHaveURL(/\/artist-profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'That page is for clients.' })).toBeVisible();

  const admin = await adminPage(browser);
  for (const path of ['/artist-profile', '/client-profile']) {
    await admin.goto(path);
    await expect(admin, path).toHaveURL(/\/admin-profile$/);
  }
  await admin.context().close();
});

test('a client changes their sign-in e-mail: the new address confirms it, every session ends, the new address signs in', async ({
  page,
  stack,
}) => {
  test.skip(!stack, 'needs the local mailbox');
  const client = await signInNewClient(page, stack!);
  await page.goto('/edit-client-profile');
  const section = page.getByRole('region', { name: 'Sign-in e-mail' });
  await expect(section.getByText(client.email)).toBeVisible();
  // Its own address is refused in place.
  await section.getByLabel('New e-mail address').fill(client.email);
  await section.getByLabel('Current password', { exact: true }).fill(client.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText('That is already your e-mail address.')).toBeVisible();
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByText('We sent a confirmation link to your new address.')).toBeVisible();

  const mail = await waitForMail(stack!.endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
  await page.goto(linkIn(mail, stack!.endpoints.web));
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your e-mail address has been changed. Please sign in with your new address.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await signInThroughPage(page, newEmail, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an artist’s public profile shows 6 works without a Load More when they have exactly 6, and offers it from the 7th (issue 28 #18)', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  const artist = await confirmedAccount(stack!, 'Artist', 'Botong');
  const session = await apiSession(stack!, artist);
  for (let i = 0; i < 6; i++) {
    await uploadArtThroughApi(
      stack!,
      session,
      {
        title: `Fiesta ${i + 1} ${randomUUID().slice(0, 4)}`,
        price: '1500',
        quantity: 1,
        art_style: 'Realism',
        medium: 'Oil',
        subject: 'Nature',
      },
      60 + i,
    );
  }
  await signInNewClient(page, stack!);
  await page.goto(`/profile/artist/${session.userId}`);
  const works = page.getByRole('list', { name: 'Artworks' }).getByRole('listitem');
  await expect(works).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  await uploadArtThroughApi(
    stack!,
    session,
    {
      title: `Fiesta 7 ${randomUUID().slice(0, 4)}`,
      price: '1500',
      quantity: 1,
      art_style: 'Realism',
      medium: 'Oil',
      subject: 'Nature',
    },
    66,
  );
  await page.reload();
  await expect(works).toHaveCount(6);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(works).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});
