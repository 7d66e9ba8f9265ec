import { ApiError } from '@web/lib/api-client';

export const ADMIN_PROFILE_MESSAGES = {
  notLoggedIn: 'User not logged in.',
  fetchFailed: 'Failed to fetch admin profile.',
  saveFailed: 'Failed to save profile. Please try again later.',
} as const;

/** The server's own text for a refused request (4xx), else the screen's fallback. */
export function serverTextOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : fallback;
}

/**
 * Save failures: a taken username (409) or a refused field (400) in the server's words,
 * anything else the spec's "Failed to save profile. Please try again later.".
 */
export function saveErrorMessage(err: unknown): string {
  return err instanceof ApiError && (err.status === 409 || err.status === 400) && err.message ? err.message : ADMIN_PROFILE_MESSAGES.saveFailed;
}
