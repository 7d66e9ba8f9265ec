import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Role } from '@shared/schemas/common';
import type { SessionUser } from './stored-session';
import { preloadable, type Preloadable } from './preloadable';
import type { SignInOutcome } from './session-services';

export type SessionStatus = 'signed-out' | 'signed-in';
export type { SignInOutcome };

interface AuthContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Null until known (and for a user without a role). */
  role: Role | null;
  roleLoading: boolean;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Starts loading what signing in needs (Amplify, the session's code), e.g. once a sign-in form is touched. */
  prepareSignIn(): void;
  /** Tells the server, clears the session; the caller navigates. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type SessionServices = typeof import('./session-services');
let services: Promise<SessionServices> | undefined;

/** The query cache and API client (lib/session-services.tsx), fetched once, on first need. */
export function loadSessionServices(): Promise<SessionServices> {
  services ??= import('./session-services');
  return services;
}

/** A lazily loaded component that reads server state: its code and the query cache load side by side. */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  return preloadable(async () => {
    const [Component, { withQueryClient }] = await Promise.all([load(), loadSessionServices()]);
    return withQueryClient(Component);
  });
}

interface SessionState {
  user: SessionUser | null;
  role: Role | null;
  /** True while the role is unknown: the token named none and GET /user-role has not answered. */
  roleLoading: boolean;
}

const signedOut: SessionState = { user: null, role: null, roleLoading: false };

const stateFor = (user: SessionUser | null): SessionState =>
  user ? { user, role: user.role, roleLoading: user.role === null } : signedOut;

/**
 * The session for the whole app, in the first load without TanStack Query or the API client.
 * The first session check happens before the app renders (see main.tsx: `currentUser()`), and
 * its result comes in as `initialUser`. The role comes from the ID token at once; the spec's
 * GET /user-role/{userId} still runs, beside everything else, and has the last word.
 */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser: SessionUser | null }) {
  const [state, setState] = useState<SessionState>(() => stateFor(initialUser));
  const { user } = state;
  const status: SessionStatus = user ? 'signed-in' : 'signed-out';
  const userId = user?.userId;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void loadSessionServices()
      .then(({ fetchRole }) => fetchRole(userId))
      .then(
        (role) => !cancelled && setState((s) => (s.user?.userId === userId ? { ...s, role, roleLoading: false } : s)),
        (err: unknown) => {
          console.error('Failed to load the role', err);
          if (!cancelled) setState((s) => (s.user?.userId === userId ? { ...s, roleLoading: false } : s));
        },
      );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  // Session events from Amplify (sign-in or sign-out in this tab, a failed token refresh).
  useEffect(() => {
    if (status !== 'signed-in') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadSessionServices().then(({ watchSessionEnd }) => {
      const unsubscribe = watchSessionEnd(() => setState(signedOut));
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status]);

  const clear = useCallback(async () => {
    await (await loadSessionServices()).endSession();
    setState(signedOut);
  }, []);

  // A 401 from the API means the session is gone: forget it; the guard sends the user to /login.
  // Only a signed-in visitor makes calls that can answer 401. A suspended account's (403
  // account.suspended) too, and the sign-in page then says why.
  const email = user?.email;
  useEffect(() => {
    if (status !== 'signed-in') return;
    void loadSessionServices().then((s) => s.endSessionOnRefusal(() => void clear(), email));
  }, [status, clear, email]);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInOutcome> => {
    const outcome = await (await loadSessionServices()).signIn(email, password);
    if (outcome.status === 'signed-in') setState({ user: outcome.user, role: outcome.role, roleLoading: false });
    return outcome;
  }, []);

  const prepareSignIn = useCallback(() => {
    void loadSessionServices()
      .then(({ loadAmplify }) => loadAmplify())
      .catch(() => undefined);
  }, []);

  const signOut = useCallback(async () => {
    await (await loadSessionServices()).signOut();
    setState(signedOut);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, role: state.role, roleLoading: state.roleLoading, signIn, prepareSignIn, signOut }),
    [status, user, state.role, state.roleLoading, signIn, prepareSignIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider.');
  return value;
}

/** Where a role lands after sign-in. */
export function homeFor(role: Role | null): string {
  if (role === 'Artist' || role === 'Client') return '/dashboard';
  if (role === 'Admin') return '/admin-dashboard';
  return '/';
}
