/**
 * A suspended account (issue 32), as this browser learnt it: the API refused the session with
 * 403 `account.suspended` and the server's text. Cognito then answers a sign-in of that account
 * only "User is disabled.", the same as for an account whose e-mail is not confirmed yet, so the
 * sign-in page tells the two apart by what this browser was told.
 */
const KEY = 'crafti:suspended';

/** Said under "confirm your e-mail" when this browser knows of no suspension: it may be one all the same. */
export const MAYBE_SUSPENDED =
  'Already confirmed your e-mail? Then your account may be suspended: the e-mail Crafti sent you says why and how to appeal.';

interface Suspension {
  email: string | null;
  message: string;
}

/** The text to show on /login after the API ended this tab's session as suspended. */
let justEnded: string | null = null;

function read(): Suspension | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Suspension) : null;
  } catch {
    return null;
  }
}

/** Remembers that `email`'s account is suspended, with the server's `message`. */
export function rememberSuspension(email: string | undefined, message: string): void {
  justEnded = message;
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ email: email?.trim().toLowerCase() ?? null, message } satisfies Suspension),
    );
  } catch {
    // Private mode without storage: the sign-in page still shows it once.
  }
}

/** The server's text if this browser learnt that `email`'s account is suspended, else null. */
export function suspensionOf(email: string): string | null {
  const found = read();
  return found && (found.email === null || found.email === email.trim().toLowerCase()) ? found.message : null;
}

/** Signed in again: the suspension was lifted. */
export function forgetSuspension(): void {
  justEnded = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The server's text when a suspension ended this tab's session (the sign-in page shows it), else null. */
export function endedBySuspension(): string | null {
  return justEnded;
}
