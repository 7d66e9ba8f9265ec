import type { Role } from '@shared/schemas/common';

/**
 * Whether Amplify stored a session in localStorage, read without Amplify, and what a role comes
 * with. Tiny, and in the entry's own chunk (web/vite.config.ts): the boot decides with it whether
 * anyone is signed in. The stored ID token itself is lib/stored-token.ts's; loading Amplify,
 * refreshing a token and signing in or out are lib/auth.ts's.
 */

/**
 * Amplify's own record of who signed in last: `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`.
 * Matched for any app client, so the answer needs no configuration (one origin serves one stage).
 */
const LAST_AUTH_USER = /^CognitoIdentityServiceProvider\.([^.]+)\.LastAuthUser$/;

/** The LastAuthUser key (and in it, the app client's id), or null. */
export function lastAuthUserKey(): RegExpExecArray | null {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const match = LAST_AUTH_USER.exec(localStorage.key(i) ?? '');
      if (match) return match;
    }
  } catch {
    // Storage refused (private mode, a sandbox): no stored session.
  }
  return null;
}

/** True when Amplify has stored tokens (they may still be expired). */
export function hasStoredSession(): boolean {
  return lastAuthUserKey() !== null;
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

/** Artists and clients keep a cart; admins do not (the bar shows no Cart link or count for them). */
export const hasCart = (role: Role | null): boolean => role === 'Artist' || role === 'Client';
