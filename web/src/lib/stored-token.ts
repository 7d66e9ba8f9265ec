import { jwtPayload } from './jwt-payload';
import { lastAuthUserKey } from './stored-session';

/**
 * The ID token Amplify stored, read without Amplify while it is valid: the session check (lib/auth.ts)
 * and the entry's early requests of a signed-in page (app/early-requests.ts) use it, so neither
 * waits for Amplify to load. Not in a public page's first load.
 */

/** A token used within this many seconds of its expiry is refreshed through Amplify instead. */
const EXPIRY_MARGIN_S = 60;

export interface StoredToken {
  token: string;
  payload: Record<string, unknown>;
}

/**
 * The ID token Amplify keeps (`CognitoIdentityServiceProvider.<clientId>.<username>.idToken`),
 * when it is still valid for a while; null otherwise (then Amplify refreshes it). The API checks
 * every token it is given: this only saves loading Amplify to read it.
 */
export function storedIdToken(now = Date.now()): StoredToken | null {
  const key = lastAuthUserKey();
  if (!key) return null;
  try {
    const username = localStorage.getItem(key[0]);
    const token = username
      ? localStorage.getItem(`CognitoIdentityServiceProvider.${key[1]}.${username}.idToken`)
      : null;
    const payload = token ? jwtPayload(token) : null;
    if (!token || !payload || typeof payload.exp !== 'number' || payload.exp - EXPIRY_MARGIN_S <= now / 1000)
      return null;
    return { token, payload };
  } catch {
    return null;
  }
}
