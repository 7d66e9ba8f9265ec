import { config } from './config';

/**
 * Amplify is loaded on demand: a signed-out visitor on a public page never downloads it
 * (it is ~30 kB of the first-load budget). Whether a session may exist is read from the
 * key Amplify itself keeps in localStorage.
 */
type AmplifyModule = typeof import('./amplify');
let amplify: Promise<AmplifyModule> | undefined;

export function loadAmplify(): Promise<AmplifyModule> {
  amplify ??= import('./amplify').then((m) => {
    m.configure(config());
    return m;
  });
  return amplify;
}

/** True when Amplify has stored tokens for this app client (they may still be expired). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(`CognitoIdentityServiceProvider.${config().userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return false;
  }
}

/** The current ID token (refreshed by Amplify when needed), or null when signed out. */
export async function idToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  try {
    const { fetchAuthSession } = await loadAmplify();
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
