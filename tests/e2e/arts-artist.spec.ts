import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { demoArtImage } from '../../infra/local/demo-images';
import { expect, expectAccessible, expectAccessibleAtBothWidths, test } from './fixtures';
import { bringToBottom, confirmedAccount, expectInView, holdBack, signInThroughPage } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'needs local accounts and the local S3');
});

/** Slows this page's uploads so the progress bar can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function fillArt(
  page: Page,
  art: { title: string; price: string; quantity: string; style: string; medium: string; subject: string },
  seed: number,
  slow = false,
) {
  await page.getByLabel('Title').fill(art.title);
  await page.getByLabel('Description').fill(`${art.title}: acrylic on canvas, painted in Cebu.`);
  await page.getByLabel('Price (₱)').fill(art.price);
  await page.getByLabel('Quantity').fill(art.quantity);
  await page.getByLabel('Location').fill('Cebu City');
  await page.getByLabel('Art style').selectOption(art.style);
  await page.getByLabel('Medium').selectOption(art.medium);
  await page.getByLabel('Subject').selectOption(art.subject);
  await page.getByText('Handmade', { exact: true }).click();
  if (slow) await throttleUploads(page, 60 * 1024);
  await page
    .getByLabel('Image')
    .setInputFiles({ name: `${art.title}.jpg`, mimeType: 'image/jpeg', buffer: await demoArtImage(seed, art.title) });
  if (slow) {
    // The progress shows beside the picker while the image goes up, and the button waits for it.
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uploading image…' })).toBeDisabled();
    await throttleUploads(page, -1);
  }
  await expect(page.getByRole('button', { name: 'Upload Art' })).toBeEnabled({ timeout: 20_000 });
}

// The upload walk at one width (a phone's): every page it visits is checked by axe at both, and
// each state it checks on the way (errors, dialogs) at both too; the outcome-in-view walk below
// runs at both widths, where a message lands differs.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('an artist uploads two arts, sees them in My Arts, edits one and deletes the other', async ({ page, stack }) => {
    test.setTimeout(150_000);
    const artist = await confirmedAccount(stack!, 'Artist');
    await page.goto('/login');
    await signInThroughPage(page, artist.email, artist.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The form refuses what the spec refuses, each message under its field.
    await page.goto('/upload-art');
    await expect(page).toHaveTitle('Upload Arts | Crafti');
    await page.getByLabel('Price (₱)').fill('-5');
    await page.getByRole('button', { name: 'Upload Art' }).click();
    await expect(page.getByText('Please enter a valid price.')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByLabel('Price (₱)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please choose an image of the artwork.')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'Upload Arts with errors');

    const id = randomUUID().slice(0, 6);
    const first = {
      title: `Kalesa ${id}`,
      price: '2500.50',
      quantity: '2',
      style: 'Impressionism',
      medium: 'Acrylic',
      subject: 'Landscape',
    };
    const second = {
      title: `Banig ${id}`,
      price: '900',
      quantity: '1',
      style: 'Abstract',
      medium: 'Paper',
      subject: 'Others',
    };
    await page.reload();
    await fillArt(page, first, 1, true);
    await page.getByRole('button', { name: 'Upload Art' }).click();
    await expect(page.getByText('Your art has been uploaded! Taking you to My Arts…')).toBeVisible();
    await expect(page).toHaveURL(/\/artist-arts$/, { timeout: 5000 });

    await page.goto('/artist-post-arts');
    await fillArt(page, second, 2);
    await page.getByRole('button', { name: 'Upload Art' }).click();
    await expect(page).toHaveURL(/\/artist-arts$/, { timeout: 5000 });

    // My Arts: both, newest first, with prices in pesos.
    await expect(page).toHaveTitle('My Arts | Crafti');
    await expect(page.getByText('Showing 1 - 2 of 2 items')).toBeVisible();
    const titles = page.getByRole('article').locator('p').filter({ hasText: id });
    await expect(titles).toHaveText([second.title, first.title]);
    await expect(page.getByRole('article').filter({ hasText: first.title })).toContainText('₱2,500.50');
    await page.getByRole('button', { name: `Details of ${first.title}` }).click();
    const details = page.getByRole('dialog', { name: first.title });
    await expect(details).toContainText('Impressionism');
    await expect(details.getByRole('img', { name: first.title })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the art details in My Arts');
    // While the commissions to pick a timeline from load, the edit page is as accessible as after.
    let choicesArrive!: () => void;
    await holdBack(page, /\/api\/timeline-choices/, new Promise<void>((resolve) => (choicesArrive = resolve)));
    await details.getByRole('link', { name: 'Edit' }).click();

    // Edit after the confirmation.
    await expect(page).toHaveURL(/\/edit-art\//);
    await expect(page.getByText('Process timeline', { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the edit page while its timeline choices load');
    await expect(page.getByLabel('Process timeline')).toBeDisabled();
    choicesArrive();
    await expect(page.getByLabel('Process timeline')).toBeEnabled();
    await expect(page.getByLabel('Title')).toHaveValue(first.title);
    await expect(page.getByLabel('Price (₱)')).toHaveValue('2500.50');
    await page.getByLabel('Price (₱)').fill('3100');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const confirmSave = page.getByRole('dialog', { name: 'Save changes?' });
    await expectAccessibleAtBothWidths(page, 'the save confirmation');
    await confirmSave.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();

    // Delete the other after the confirmation.
    await page.goto('/artist-arts');
    await page.getByRole('link', { name: `Edit ${second.title}` }).click();
    await expect(page.getByLabel('Title')).toHaveValue(second.title);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(second.title);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/artist-arts$/);
    await expect(page.getByText(`"${second.title}" has been deleted.`)).toBeVisible();
    await expect(page.getByText('Showing 1 - 1 of 1 items')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: first.title })).toContainText('₱3,100.00');
  });
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an artist sees the outcome of each art form where they pressed its button, clear of the fixed bar', async ({
      page,
      stack,
    }) => {
      test.setTimeout(150_000);
      const artist = await confirmedAccount(stack!, 'Artist');
      await page.goto('/login');
      await signInThroughPage(page, artist.email, artist.password);
      await expect(page).toHaveURL(/\/dashboard$/);

      // An empty submit with the page scrolled just past the heading (Title slid under the
      // navigation bar), by Enter in Location: the focus goes to Title, which shows whole (label,
      // box and message) below the bar.
      await page.goto('/upload-art');
      const upload = page.getByRole('button', { name: 'Upload Art' });
      const title = page.getByLabel('Title');
      await title.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 16, behavior: 'instant' }));
      await page.getByLabel('Location').press('Enter');
      await expect(title).toBeFocused();
      await expectInView(page.getByText('Title', { exact: true }));
      await expectInView(title);
      await expectInView(page.getByText('Title is required.'));

      // The success shows under the button, in view, before the redirect to My Arts.
      const art = {
        title: `Jeepney ${randomUUID().slice(0, 6)}`,
        price: '1800',
        quantity: '1',
        style: 'Pop Art',
        medium: 'Acrylic',
        subject: 'Others',
      };
      await fillArt(page, art, 4);
      await bringToBottom(upload);
      await upload.click();
      await expectInView(page.getByText('Your art has been uploaded! Taking you to My Arts…'));
      await expect(page).toHaveURL(/\/artist-arts$/, { timeout: 5000 });

      // Edit Art: saved, and saying so where Save Changes was pressed.
      await page.getByRole('link', { name: `Edit ${art.title}` }).click();
      await expect(page.getByLabel('Title')).toHaveValue(art.title);
      await page.getByLabel('Price (₱)').fill('1950');
      const save = page.getByRole('button', { name: 'Save Changes' });
      await bringToBottom(save);
      await save.click();
      await page.getByRole('dialog', { name: 'Save changes?' }).getByRole('button', { name: 'Save Changes' }).click();
      await expectInView(page.getByText('Your changes have been saved.'));
    });
  });
}

test('the admin searches the arts table, zooms an image and deletes an art; the artworks total drops by one', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const artist = await confirmedAccount(stack!, 'Artist');
  const artistPage = await (await page.context().browser()!.newContext()).newPage();
  await artistPage.goto('/login');
  await signInThroughPage(artistPage, artist.email, artist.password);
  await expect(artistPage).toHaveURL(/\/dashboard$/);
  const title = `Parol ${randomUUID().slice(0, 6)}`;
  await artistPage.goto('/upload-art');
  await fillArt(
    artistPage,
    { title, price: '1200', quantity: '1', style: 'Pop Art', medium: 'Paper', subject: 'Others' },
    3,
  );
  await artistPage.getByRole('button', { name: 'Upload Art' }).click();
  await expect(artistPage).toHaveURL(/\/artist-arts$/, { timeout: 5000 });

  await page.goto('/login');
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const total = async () => Number((await page.getByTestId('stat-totalArtworks').innerText()).replace(/,/g, ''));
  const before = await total();

  await page.goto('/arts-table');
  await expect(page).toHaveTitle('Arts | Crafti');
  await page.getByLabel('Search arts').fill(title.split(' ')[1]!);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await row.getByRole('button', { name: `View ${title}` }).click();
  const details = page.getByRole('dialog', { name: 'Art Details' });
  await expect(details).toContainText('₱1,200.00');
  await details.getByRole('button', { name: `Zoom the image of ${title}` }).click();
  const zoom = page.getByRole('dialog', { name: title });
  await expect(zoom.getByRole('img', { name: `${title}, full size` })).toBeVisible();
  await expectAccessible(page, 'the zoomed art image');
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted! The art has been deleted.')).toBeVisible();
  await expect(page.getByText('No arts found.')).toBeVisible();

  await page.goto('/admin-dashboard');
  await expect.poll(total).toBe(before - 1);
  // The artist's My Arts no longer has it.
  await artistPage.goto('/artist-arts');
  await expect(artistPage.getByText('Showing 0 - 0 of 0 items')).toBeVisible();
});
