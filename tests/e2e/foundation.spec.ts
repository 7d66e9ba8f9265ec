import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ADMIN } from '../../infra/local/demo';
import { expect, test } from './fixtures';

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

test('the tag list reaches the browser from the API, across origins', async ({ page, appConfig }) => {
  await page.goto('/');
  const tags = await page.evaluate(async (apiUrl) => {
    const response = await fetch(`${apiUrl}/tags`);
    return (await response.json()) as { id: string; name: string }[];
  }, appConfig.apiUrl);
  expect(tags.length).toBeGreaterThan(0);
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
