import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { expect, test } from './fixtures';
import { confirmedAccount } from './support';

test('the home page renders with its title and headline', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Crafti');
  await expect(page.getByRole('heading', { level: 1, name: 'DISCOVER THE PERFECT LOCAL ARTIST' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
});

test('an unknown address sends a signed-out visitor to /login, and shows a signed-in user the not-found page', async ({
  page,
  stack,
}) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
  test.skip(!stack, 'needs the local demo admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Back to where the guard found them: a page that does not exist.
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Crafti');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in page calls the API on the site's own address: nothing goes to another origin, so nothing waits for a preflight", async ({
  stack,
  signedIn,
  appConfig,
  baseURL,
}) => {
  test.skip(!stack, 'makes an account through the local mailbox');
  const site = new URL(baseURL!).origin;
  expect(new URL(appConfig.apiUrl).origin).toBe(site);
  const page = await signedIn(await confirmedAccount(stack!, 'Client'));
  const calls: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (url.origin !== site && r.resourceType() !== 'image') elsewhere.push(`${r.method()} ${r.url()}`);
    else if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's first data (its artworks, the bar's counts) came from the site's /api.
  expect(
    calls.some((c) => c.startsWith('GET /api/badges/')),
    calls.join(', '),
  ).toBe(true);
  expect(calls, calls.join(', ')).toContain('GET /api/api/arts');
  expect(elsewhere).toEqual([]);
  // And a public route answers there without a token.
  const tags = await page.evaluate(
    async () => (await fetch('/api/tags')).json() as Promise<{ id: string; name: string }[]>,
  );
  expect(tags[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
});

test('a WebSocket opened with a real token gets pong for ping; one without a token is refused', async ({
  page,
  appConfig,
  stack,
}) => {
  test.skip(!stack, 'needs the local demo admin to sign in');
  const cognito = new CognitoIdentityProviderClient({ endpoint: appConfig.cognitoEndpoint, region: appConfig.region });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: appConfig.userPoolClientId,
      AuthParameters: { USERNAME: DEMO_ADMIN.email, PASSWORD: DEMO_ADMIN.password },
    }),
  );
  const token = auth.AuthenticationResult!.IdToken!;

  await page.goto('/');
  const result = await page.evaluate(
    async ({ wsUrl, token }) => {
      const withToken = await new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
        ws.onopen = () => ws.send(JSON.stringify({ action: 'ping', id: 'browser-1' }));
        ws.onmessage = (event) => {
          resolve(String(event.data));
          ws.close();
        };
        ws.onerror = () => reject(new Error('socket error'));
      });
      const withoutToken = await new Promise<string>((resolve) => {
        const ws = new WebSocket(wsUrl);
        ws.onopen = () => resolve('opened');
        ws.onerror = () => resolve('refused');
      });
      return { withToken: JSON.parse(withToken) as { type: string; id: string }, withoutToken };
    },
    { wsUrl: appConfig.wsUrl, token },
  );
  expect(result.withToken).toMatchObject({ type: 'pong', id: 'browser-1' });
  expect(result.withoutToken).toBe('refused');
});
