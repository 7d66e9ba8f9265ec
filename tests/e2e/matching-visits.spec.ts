import { expect, test } from './fixtures';
import { apiSession, confirmedAccount } from './support';

test.beforeEach(({ stack }) => {
  test.skip(!stack, 'sets up people through the local stack');
});

test('Find Match with no preferences yet says that preferences drive it and links to where they are set, at both widths', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const client = await confirmedAccount(stack!, 'Client', 'Rosalinda');
  const page = await signedIn({ email: client.email, password: client.password }, { width: 1280 });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/browse-artists');
    await page.getByRole('button', { name: 'Find Match' }).click();
    const results = page.getByRole('dialog', { name: 'Match Results' });
    await expect(results.getByText('No matches found.', { exact: true })).toBeVisible();
    await expect(results.getByText(/Matches come from your preferences/)).toBeVisible();
    await expect(results.getByRole('link', { name: 'Set your preferences' })).toHaveAttribute(
      'href',
      '/edit-client-profile',
    );
    await results.getByRole('button', { name: 'Close' }).click();
  }
  await page.getByRole('button', { name: 'Find Match' }).click();
  await page.getByRole('dialog', { name: 'Match Results' }).getByRole('link', { name: 'Set your preferences' }).click();
  await expect(page).toHaveURL(/\/edit-client-profile$/);
});

test('the owner sees who visited their profile, linked from their profile, each visitor linked to theirs, at both widths', async ({
  stack,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const [client, artist] = await Promise.all([
    confirmedAccount(stack!, 'Client', 'Imelda'),
    confirmedAccount(stack!, 'Artist', 'Crisanto'),
  ]);
  const [clientSession, artistSession] = await Promise.all([apiSession(stack!, client), apiSession(stack!, artist)]);

  // The artist opens the client's profile: the visit is logged with who visited.
  const artistPage = await signedIn({ email: artist.email, password: artist.password }, { width: 1280 });
  const logged = artistPage.waitForResponse(
    (r) => r.url().includes(`/log-profile-visit/${clientSession.userId}`) && r.status() === 200,
  );
  await artistPage.goto(`/profile/client/${clientSession.userId}`);
  await logged;

  const clientPage = await signedIn({ email: client.email, password: client.password }, { width: 1280 });
  for (const width of [1280, 375]) {
    await clientPage.setViewportSize({ width, height: 900 });
    await clientPage.goto('/client-profile');
    await clientPage.getByRole('link', { name: 'Who visited my profile' }).click();
    await expect(clientPage).toHaveURL(/\/profile-visits$/);
    await expect(clientPage.getByRole('heading', { name: 'Profile visits', level: 1 })).toBeVisible();
    const visitors = clientPage.getByRole('list', { name: 'Visitors' });
    await expect(visitors.getByRole('link', { name: 'Crisanto Dela Cruz' })).toHaveAttribute(
      'href',
      `/profile/artist/${artistSession.userId}`,
    );
    await expect(visitors).toContainText('Artist · visited');
  }
  await clientPage.getByRole('link', { name: 'Crisanto Dela Cruz' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/profile/artist/${artistSession.userId}$`));
  await expect(clientPage.getByRole('heading', { name: 'Crisanto Dela Cruz', level: 1 })).toBeVisible();
});
