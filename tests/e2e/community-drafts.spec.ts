import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { confirmedAccount, signInThroughPage } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people through the local stack');
});

// Keeping what was typed does not depend on the width: one walk, at a phone's (the pages it
// visits are checked by axe at both widths).
for (const width of [375] as const) {
  test(`a post or comment whose request fails keeps its text, through a reload, until it is sent (${width} px)`, async ({
    browser,
    stack,
  }) => {
    test.setTimeout(240_000);
    const person = await confirmedAccount(stack!, 'Artist', 'Marites');
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const failing = { posts: false, comments: false };
    await page.route(/\/community-posts$/, (route) =>
      failing.posts && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.route(/\/community-comments$/, (route) =>
      failing.comments && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto('/login');
    await signInThroughPage(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/community');
    const text = `Looking for a kiln to share in Cebu ${randomUUID().slice(0, 6)}`;

    // The post fails: its text stays in the form, and is still there after a reload.
    failing.posts = true;
    await page.getByRole('button', { name: 'Create Post' }).click();
    const form = page.getByRole('form', { name: 'Create a post' });
    await form.getByLabel('What would you like to share?').fill(text);
    await form.getByLabel('Category').selectOption('Collaboration Requests');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form.getByText('Failed to create post. Please try again.')).toBeVisible();
    await expect(form.getByLabel('What would you like to share?')).toHaveValue(text);
    await page.reload();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(form.getByLabel('What would you like to share?')).toHaveValue(text);

    // Sent once the connection is back: the draft is gone.
    failing.posts = false;
    await form.getByLabel('Category').selectOption('Collaboration Requests');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText('Your post has been created!');
    const post = page.getByTestId('community-post').filter({ hasText: text });
    await expect(post).toBeVisible();

    // The same for a comment.
    const comment = 'Count me in, I have a small kiln!';
    failing.comments = true;
    await post.getByRole('button', { name: /^Comments/ }).click();
    await post.getByLabel('Write a comment').fill(comment);
    await post.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(post.getByText('Failed to add comment. Please try again.')).toBeVisible();
    await expect(post.getByLabel('Write a comment')).toHaveValue(comment);
    await page.reload();
    await post.getByRole('button', { name: /^Comments/ }).click();
    await expect(post.getByLabel('Write a comment')).toHaveValue(comment);
    failing.comments = false;
    await post.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(post.getByTestId('post-comment')).toContainText(comment);
    await expect(post.getByLabel('Write a comment')).toHaveValue('');

    // After another reload nothing stale is left in either form.
    await page.reload();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(form.getByLabel('What would you like to share?')).toHaveValue('');
    await post.getByRole('button', { name: /^Comments/ }).click();
    await expect(post.getByLabel('Write a comment')).toHaveValue('');
    await context.close();
  });
}
