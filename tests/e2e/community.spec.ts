import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { paintDemoArt } from '../../infra/local/demo-art';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures';
import { api, apiSession, confirmedAccount, mainNav, shoot, type Person } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people through the local stack');
});

/** A picture file for the file input. */
const picture = (seed: number) => ({
  name: `photo-${seed}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(paintDemoArt(seed, 640, 480).png),
});

/** Opens the Community page through the navigation (the side menu on a phone). */
async function openCommunity(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Community', exact: true }).click();
  } else {
    await mainNav(page).getByRole('link', { name: 'Community', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
}

/** The unread notifications badge, as the navigation shows it at this width. */
async function expectUnread(page: Page, count: number) {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    const badge = mainNav(page).getByTestId('badge-unread-notifications');
    if (count === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(count), { timeout: 15_000 });
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('link', { name: count === 0 ? 'Notifications' : `Notifications (${count})`, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

const postOf = (page: Page, text: string) => page.getByTestId('community-post').filter({ hasText: text });

// The walk at a phone's width (the harder layout: the menu, two images to a row); every page it
// visits is checked by axe at both widths, and so is each state it checks on the way.
for (const width of [375] as const) {
  test(`an artist posts with images, a client likes and comments, filters find it, the admin deletes it (${width} px)`, async ({
    stack,
    signedIn,
  }) => {
    test.setTimeout(300_000);
    const tag = randomUUID().slice(0, 6);
    const artistPerson: Person = await confirmedAccount(stack!, 'Artist', 'Lorna');
    const clientPerson: Person = await confirmedAccount(stack!, 'Client', 'Carlo');
    const text = `My glazing tips ${tag}: thin layers, patience.`;

    // The artist writes a post with two images in Art Tips.
    const artist = await signedIn(
      { email: artistPerson.email, password: artistPerson.password },
      { width: width, home: /\/dashboard$/ },
    );
    await openCommunity(artist);
    await artist.getByRole('button', { name: 'Create Post' }).click();
    const form = artist.getByRole('form', { name: 'Create a post' });
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form.getByText('Please write something or upload an image to post.')).toBeVisible();
    await expect(form.getByText('Please select a category.')).toBeVisible();
    await expectAccessibleAtBothWidths(artist, 'the create post form');
    await form.getByLabel('What would you like to share?').fill(text);
    await form.getByLabel('Category').selectOption('Art Tips');
    await form.getByTestId('post-images-input').setInputFiles([picture(3), picture(4)]);
    await expect(form.getByRole('progressbar', { name: 'Upload of image 1' })).toBeVisible();
    await expect(form.getByRole('progressbar', { name: 'Upload of image 2' })).toHaveAttribute('aria-valuenow', '100');
    // A fifth image is refused with the spec's alert.
    await form.getByTestId('post-images-input').setInputFiles([picture(5), picture(6), picture(7)]);
    await expect(form.getByRole('alert').filter({ hasText: 'Warning!' })).toContainText(
      'You can upload a maximum of 4 images.',
    );
    await expect(form.getByRole('img', { name: /to post$/ })).toHaveCount(2);
    await shoot(artist, 'community-form');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(artist.getByTestId('toast')).toHaveText('Your post has been created!');
    const mine = postOf(artist, text);
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('post-grid-image')).toHaveCount(2);
    await expect(mine.getByTestId('post-grid-image').first()).toHaveAttribute('src', /\.480\.webp$/);
    // Each names its four variants; two to a row (a 150 or 336 px slot), the browser takes the 360 px one at both widths.
    const gridImage = mine.getByTestId('post-grid-image').first();
    await expect(gridImage).toHaveAttribute(
      'srcset',
      /\.360\.webp 360w, \S+\.480\.webp 480w, \S+\.680\.webp 680w, \S+\.800\.webp 800w, \S+\.1200\.webp 1200w$/,
    );
    await expect(gridImage).toHaveAttribute('sizes', /calc\(50vw - 37px\)/);
    await expect.poll(() => gridImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.360\.webp$/);
    await expect(mine.getByText('Art Tips')).toBeVisible();
    await expectUnread(artist, 0);

    // The client sees it, likes it and comments; the viewer shows the large image.
    const client = await signedIn(
      { email: clientPerson.email, password: clientPerson.password },
      { width: width, home: /\/dashboard$/ },
    );
    await openCommunity(client);
    const theirs = postOf(client, text);
    await expect(theirs).toBeVisible();
    await expect(theirs.getByRole('link', { name: 'Lorna Dela Cruz' })).toHaveAttribute(
      'href',
      /^\/profile\/artist\/[\w-]+$/,
    );
    await expect(theirs.getByRole('button', { name: 'Post options' })).toHaveCount(0);
    await theirs.getByRole('button', { name: 'Like · 0' }).click();
    await expect(theirs.getByRole('button', { name: 'Liked · 1' })).toBeVisible();
    await theirs.getByRole('button', { name: /^Comments/ }).click();
    await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(theirs.getByText('Please write a comment before submitting.')).toBeVisible();
    await theirs.getByLabel('Write a comment').fill('Thank you, trying this <b>tonight</b>!');
    await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(theirs.getByTestId('post-comment')).toContainText('Thank you, trying this <b>tonight</b>!');
    await theirs.getByRole('button', { name: 'Open image 2 of 2 full size' }).click();
    const viewer = client.getByRole('dialog', { name: 'Image 2 of 2' });
    await expect(viewer.getByTestId('viewer-image')).toHaveAttribute('src', /\.1200\.webp$/);
    await expectAccessibleAtBothWidths(client, 'the image viewer');
    await shoot(client, 'community-viewer');
    await client.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await theirs.getByRole('button', { name: 'Open image 1 of 2 full size' }).click();
    await expect(client.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible();
    await client.mouse.click(5, 5);
    await expect(client.getByRole('dialog')).toBeHidden();

    // The artist's badge counts the like and the comment.
    await expectUnread(artist, 2);

    // Filters: Art Tips + With Media finds it, Without Media does not; paging reads 'Page 1 of N'.
    await expect(client.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(client.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await client.getByRole('button', { name: 'Show Filters' }).click();
    const filters = client.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Category').selectOption('Art Tips');
    await filters.getByLabel('Media').selectOption('With Media');
    await expect(postOf(client, text)).toBeVisible();
    await filters.getByLabel('Media').selectOption('Without Media');
    await expect(postOf(client, text)).toHaveCount(0);
    await filters.getByLabel('Media').selectOption('');
    await filters.getByLabel('Order').selectOption('Oldest First');
    await expect(client.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await client.getByRole('button', { name: 'Hide Filters' }).click();
    await shoot(client, 'community-feed');

    // The artist edits it inline.
    await artist.reload();
    await postOf(artist, text).getByRole('button', { name: 'Post options' }).click();
    await postOf(artist, text).getByRole('menuitem', { name: 'Edit' }).click();
    const edited = `${text} Edited: let each layer dry.`;
    await postOf(artist, text).getByLabel('Post text').fill(edited);
    await postOf(artist, text).getByRole('button', { name: 'Save' }).click();
    await expect(artist.getByTestId('toast')).toHaveText('Your post has been updated!');
    await expect(postOf(artist, edited).getByTestId('post-content')).toHaveText(edited);

    // What the bucket holds for it, before the admin deletes it.
    const session = await apiSession(stack!, clientPerson);
    const listed = await api(stack!).callOk('GET /community-posts', {
      token: session.idToken,
      query: { category: 'Art Tips', hasMedia: 'true' },
    });
    const post = listed.posts.find((p) => p.content === edited)!;
    const urls = post.images
      .flatMap((i) => [i.url, i.thumb, i.small, i.card, i.medium, i.large])
      .filter((url): url is string => Boolean(url));
    expect(urls).toHaveLength(12);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);

    const admin = await signedIn(
      { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      { width: width, home: /\/admin-dashboard$/ },
    );
    await openCommunity(admin);
    await postOf(admin, edited).getByRole('button', { name: 'Post options' }).click();
    await postOf(admin, edited).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(
      'This action will delete the post and its associated images, and it cannot be undone!',
    );
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(admin.getByTestId('toast')).toHaveText('Your post and its images have been deleted!');
    await expect(postOf(admin, edited)).toHaveCount(0);
    for (const url of urls) expect((await fetch(url)).status).toBe(404);

    await Promise.all([artist.context().close(), client.context().close(), admin.context().close()]);
  });
}
