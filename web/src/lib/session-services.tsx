import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Role } from '@shared/schemas/common';
import { ApiError, call, setUnauthorizedHandler } from './api-client';
import { rememberSuspension } from './suspension-notice';
import { forgetChatOutboxes } from './service-worker';
import { turnOffPush } from './push-device';

// The settings' device panel takes these from here: one chunk with the sign-out that also turns push off.
export { pushState, turnOffPush, turnOnPush, type PushState } from './push-device';
import { countKeys } from '@web/api/counts';
import { fetchBadges, recentBadges } from './badges';
import {
  currentUser,
  hasStoredSession,
  loadAmplify,
  onAmplifyLoaded,
  UNEXPECTED_LOGIN_ERROR,
  type SessionUser,
} from './auth';

/**
 * What only a signed-in visitor (or one signing in) needs: the server-state cache, the API client
 * and the session's actions. Loaded on demand by lib/session.tsx, so a signed-out visitor of a
 * public page downloads none of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves on retry.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      // A busy service's Retry-After, else TanStack's own doubling from a second.
      retryDelay: (count, error) =>
        error instanceof ApiError && error.retryAfter ? error.retryAfter * 1000 : Math.min(1000 * 2 ** count, 30_000),
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * The spec's role detection (GET /user-role/{userId} answers it too): the role comes with the bar's
 * counts from GET /badges, one request for both at boot (lib/badges.ts).
 */
export async function fetchRole(userId: string): Promise<Role | null> {
  // The bar's badges may have just read it (their request went first at boot).
  const recent = recentBadges(userId, 15_000);
  if (recent) return recent.role;
  const badges = await fetchBadges(userId);
  // The same answer carries the bar's three counts: its badges show them without asking again.
  for (const kind of ['cart', 'notifications', 'messages'] as const)
    queryClient.setQueryData(countKeys.of(kind, userId), badges[kind]);
  return badges.role;
}

export { call, loadAmplify };

/**
 * Ends the session (`clear`) when the API says the caller is not signed in (401), or that their
 * account is suspended (403 account.suspended): the sign-in page then says why. Here rather than
 * in session.tsx, so the first load does not carry it.
 */
export function endSessionOnRefusal(clear: () => void, email: string | undefined): void {
  setUnauthorizedHandler((suspended) => {
    if (suspended) rememberSuspension(email, suspended);
    clear();
  });
}

/** `Component` under the app's one QueryClient. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}

export type SignInOutcome = { status: 'signed-in'; user: SessionUser; role: Role | null } | { status: 'unconfirmed' };

/** Email + password sign-in (USER_PASSWORD_AUTH). Throws Amplify's errors for wrong credentials. */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const { signIn: amplifySignIn, signOut } = await loadAmplify();
  const username = email.trim().toLowerCase();
  const attempt = () => amplifySignIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result;
  try {
    result = await attempt();
  } catch (err) {
    if ((err as Error).name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      result = await attempt();
    } else if (
      (err as Error).name === 'UserNotConfirmedException' ||
      /user is disabled/i.test((err as Error).message)
    ) {
      // New accounts are disabled until the e-mailed link is followed (registration.ts).
      return { status: 'unconfirmed' };
    } else {
      throw err;
    }
  }
  if (!result.isSignedIn) {
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { status: 'unconfirmed' };
    throw new Error('Login failed. Please try again.');
  }
  const user = await currentUser();
  // Named so the sign-in screen can tell it from Amplify's errors without reading its text.
  if (!user) throw Object.assign(new Error('Unexpected error during login.'), { name: UNEXPECTED_LOGIN_ERROR });
  // A token without a group (not expected) waits for the spec's role call.
  const role = user.role ?? (await fetchRole(user.userId));
  return { status: 'signed-in', user, role };
}

/** Ends the session in this browser (tokens removed) and forgets what was loaded with it. */
export async function endSession(): Promise<void> {
  try {
    if (hasStoredSession()) await (await loadAmplify()).signOut();
  } catch (err) {
    console.error('Sign-out failed', err);
  }
  queryClient.clear();
  forgetChatOutboxes();
}

/** Tells the server (the spec's POST /logout), then ends the session here. */
export async function signOut(): Promise<void> {
  // This device takes no more of this person's notifications.
  const user = await currentUser().catch(() => null);
  if (user) await turnOffPush(user.userId).catch((err: unknown) => console.error('Turning push off failed', err));
  try {
    await call('POST /logout');
  } catch (err) {
    console.error('Logout call failed', err);
  }
  await endSession();
}

/**
 * Calls `onEnded` when Amplify ends the session (a sign-out elsewhere in this tab, a failed
 * refresh), from when Amplify is loaded: before that, nothing can end it (lib/auth.ts).
 */
export function watchSessionEnd(onEnded: () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  onAmplifyLoaded(({ Hub }) => {
    if (stopped) return;
    stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') onEnded();
    });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
