/** Where the sign-in guard sent the user from (`state.from` of the /login navigation), if anywhere. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}

const KEY = 'crafti.return';
/** How long a remembered return stays good: time to register and follow the confirmation e-mail. */
export const RETURN_KEPT_MS = 60 * 60 * 1000;

/**
 * Remembers where a visitor was going when sign-in stopped them (a public page's "Add to Cart",
 * issue 49), for a sign-in that comes later on another page: after registering and following the
 * confirmation e-mail, the login page opens without the guard's state.
 */
export function rememberReturn(path: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // No storage (a private window's quota): the visitor lands on their home page instead.
  }
}

/** The remembered return, once (it is forgotten as it is read); none when stale or not a path of this site. */
export function takeReturn(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > RETURN_KEPT_MS) return null;
    // Only a path of this site: never `//elsewhere.example` or an absolute address.
    return path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
