import type { BrowserContextOptions, Page } from '@playwright/test';
import type { StackInfo } from '../support/stack-process';

/** Fills the login page's form and presses Login (the walks about signing in use it). */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser's storage as Amplify leaves it after `person` signs in (its token store:
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` and the user's ID, access and refresh
 * tokens), made from tokens Cognito gave for the person's e-mail and password. fixtures.ts's
 * `signedIn` opens a person's context with it: the login page, Amplify's SRP exchange and the
 * redirect cost ~0.9 s of a 2-core machine per person, ~70 times a run, and are walked by the
 * tests about signing in (accounts.spec.ts and the walks that call signInThroughPage). The app
 * reads and refreshes these tokens as it does any it stored itself.
 */
export async function signedInStorage(
  stack: StackInfo,
  origin: string,
  person: { email: string; password: string },
): Promise<StorageState> {
  const [{ signInTokens }, { decodeJwt }] = await Promise.all([import('../support/users'), import('jose')]);
  const clientId = stack.endpoints.userPoolClientId;
  const tokens = await signInTokens(stack.endpoints.cognito, clientId, person.email, person.password);
  const claims = decodeJwt(tokens.accessToken);
  const username = typeof claims.username === 'string' ? claims.username : claims.sub!;
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: `${prefix}.LastAuthUser`, value: username },
          { name: `${prefix}.${username}.idToken`, value: tokens.idToken },
          { name: `${prefix}.${username}.accessToken`, value: tokens.accessToken },
          { name: `${prefix}.${username}.refreshToken`, value: tokens.refreshToken },
          { name: `${prefix}.${username}.clockDrift`, value: '0' },
        ],
      },
    ],
  };
}
