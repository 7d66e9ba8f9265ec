// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Amplify must not be loaded while the stored ID token is valid: the mock fails the test if it is.
const amplifyLoaded = vi.fn();
vi.mock('./amplify', () => {
  amplifyLoaded();
  return {
    configure: () => undefined,
    fetchAuthSession: async () => ({
      tokens: { idToken: { toString: () => 'refreshed', payload: { sub: 'u-1', 'cognito:groups': ['Client'] } } },
    }),
  };
});
vi.mock('./config', () => ({ loadConfig: async () => ({}) }));

const { currentUser, hasStoredSession, idToken, storedIdToken } = await import('./auth');

const CLIENT = '4k1client';
const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;
const nowS = () => Math.floor(Date.now() / 1000);

/** Stores a session the way Amplify v6 does. */
function storeSession(payload: object, username = 'ana@example.ph') {
  localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`, username);
  localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT}.${username}.idToken`, jwt(payload));
}

beforeEach(() => localStorage.clear());
afterEach(() => amplifyLoaded.mockClear());

describe('the stored session', () => {
  it('is none without Amplify’s LastAuthUser', async () => {
    expect(hasStoredSession()).toBe(false);
    expect(await currentUser()).toBeNull();
    expect(await idToken()).toBeNull();
    expect(amplifyLoaded).not.toHaveBeenCalled();
  });

  it('gives the user, the role and the token from a valid stored ID token, without loading Amplify', async () => {
    storeSession({
      sub: 'u-42',
      email: 'ana@example.ph',
      'cognito:groups': ['Artist'],
      exp: nowS() + 3600,
      given_name: 'Añá',
    });
    expect(storedIdToken()?.payload.given_name).toBe('Añá');
    expect(await currentUser()).toEqual({ userId: 'u-42', email: 'ana@example.ph', role: 'Artist' });
    expect(await idToken()).toMatch(/\.signature$/);
    expect(amplifyLoaded).not.toHaveBeenCalled();
  });

  it('leaves a token about to expire, or a malformed one, to Amplify to refresh', async () => {
    storeSession({ sub: 'u-42', exp: nowS() + 30 });
    expect(storedIdToken()).toBeNull();
    expect(await idToken()).toBe('refreshed');
    expect(amplifyLoaded).toHaveBeenCalled();
    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT}.ana@example.ph.idToken`, 'not-a-jwt');
    expect(storedIdToken()).toBeNull();
  });
});
