import { loadConfig } from './config';
import { hasStoredSession, roleFromGroups, type SessionUser } from './stored-session';
import { storedIdToken, type StoredToken } from './stored-token';

export { hasStoredSession, roleFromGroups, type SessionUser } from './stored-session';
export { storedIdToken } from './stored-token';

/** The `name` of the error a sign-in throws when it went through but left no session (its text is the spec's 'Unexpected error during login.'). */
export const UNEXPECTED_LOGIN_ERROR = 'UnexpectedLoginError';

/**
 * Amplify is loaded on demand: a signed-out visitor on a public page never downloads it
 * (it is ~30 kB of the first-load budget), and a signed-in one only once a token needs
 * refreshing, or to sign in or out: while the ID token Amplify stored is valid, it is read from
 * localStorage directly (storedIdToken), so a signed-in page's first render waits for no Amplify.
 */
type AmplifyModule = typeof import('./amplify');
let amplify: Promise<AmplifyModule> | undefined;
const whenLoaded: ((m: AmplifyModule) => void)[] = [];

export function loadAmplify(): Promise<AmplifyModule> {
  // The module and the configuration load side by side.
  amplify ??= Promise.all([import('./amplify'), loadConfig()]).then(([m, cfg]) => {
    m.configure(cfg);
    for (const callback of whenLoaded.splice(0)) callback(m);
    return m;
  });
  return amplify;
}

/**
 * Runs `callback` with Amplify once something has loaded it, without loading it: what only
 * Amplify can make happen (its session events) needs watching only once it is there.
 */
export function onAmplifyLoaded(callback: (m: AmplifyModule) => void): void {
  if (amplify) void amplify.then(callback, () => undefined);
  else whenLoaded.push(callback);
}

/** The ID token and its payload: the stored one while valid, else through Amplify (which refreshes it). */
async function freshIdToken(): Promise<StoredToken | null> {
  if (!hasStoredSession()) return null;
  const stored = storedIdToken();
  if (stored) return stored;
  try {
    const { fetchAuthSession } = await loadAmplify();
    const idToken = (await fetchAuthSession()).tokens?.idToken;
    return idToken ? { token: idToken.toString(), payload: idToken.payload } : null;
  } catch {
    return null;
  }
}

/** The signed-in user, or null. Refreshes expired tokens silently when a refresh token is kept. */
export async function currentUser(): Promise<SessionUser | null> {
  const payload = (await freshIdToken())?.payload;
  if (!payload?.sub) return null;
  return {
    userId: String(payload.sub),
    email: typeof payload.email === 'string' ? payload.email : undefined,
    role: roleFromGroups(payload['cognito:groups']),
  };
}

/** The current ID token (refreshed by Amplify when needed), or null when signed out. */
export async function idToken(): Promise<string | null> {
  return (await freshIdToken())?.token ?? null;
}
