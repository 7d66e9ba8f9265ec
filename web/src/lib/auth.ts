import type { Role } from '@shared/schemas/common';
import { loadConfig } from './config';

/**
 * Amplify is loaded on demand: a signed-out visitor on a public page never downloads it
 * (it is ~30 kB of the first-load budget). Whether a session may exist is read from the
 * key Amplify itself keeps in localStorage.
 */
type AmplifyModule = typeof import('./amplify');
let amplify: Promise<AmplifyModule> | undefined;

export function loadAmplify(): Promise<AmplifyModule> {
  // The module and the configuration load side by side.
  amplify ??= Promise.all([import('./amplify'), loadConfig()]).then(([m, cfg]) => {
    m.configure(cfg);
    return m;
  });
  return amplify;
}

/**
 * Amplify's own record of who signed in last: `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`.
 * Matched for any app client, so the answer needs no configuration (one origin serves one stage).
 */
const LAST_AUTH_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/** True when Amplify has stored tokens (they may still be expired). */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (LAST_AUTH_USER.test(localStorage.key(i) ?? '')) return true;
    }
    return false;
  } catch {
    return false;
  }
}

export interface SessionUser {
  userId: string;
  email: string | undefined;
  /** The role the ID token carries (`cognito:groups`), known without a call; null when it names none. */
  role: Role | null;
}

/** The groups are the roles (DESIGN.md §6); an account is in one of them. */
const ROLES: readonly Role[] = ['Admin', 'Artist', 'Client'];

export function roleFromGroups(groups: unknown): Role | null {
  if (!Array.isArray(groups)) return null;
  return ROLES.find((role) => groups.includes(role)) ?? null;
}

/** The signed-in user, or null. Refreshes expired tokens silently when a refresh token is kept. */
export async function currentUser(): Promise<SessionUser | null> {
  if (!hasStoredSession()) return null;
  try {
    const { fetchAuthSession } = await loadAmplify();
    const session = await fetchAuthSession();
    const payload = session.tokens?.idToken?.payload;
    if (!payload?.sub) return null;
    return {
      userId: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      role: roleFromGroups(payload['cognito:groups']),
    };
  } catch {
    return null;
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
