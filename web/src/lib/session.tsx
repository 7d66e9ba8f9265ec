import { createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Role } from '@shared/schemas/common';
import { currentUser, loadAmplify, signInWithPassword, signOutLocally, type SessionUser } from './auth';

export type SessionStatus = 'signed-out' | 'signed-in';

export type SignInOutcome = { status: 'signed-in'; user: SessionUser; role: Role | null } | { status: 'unconfirmed' };

interface AuthContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Null until known (and for a user without a role). */
  role: Role | null;
  roleLoading: boolean;
  signIn(email: string, password: string): Promise<SignInOutcome>;
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
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Component, { withQueryClient }] = await Promise.all([load(), loadSessionServices()]);
    return { default: withQueryClient(Component) };
  });
}

interface SessionState {
  user: SessionUser | null;
  role: Role | null;
  /** True while the role is unknown: the token named none and GET /user-role has not answered. */
  roleLoading: boolean;
}

const signedOut: SessionState = { user: null, role: null, roleLoading: false };

const stateFor = (user: SessionUser | null): SessionState => (user ? { user, role: user.role, roleLoading: user.role === null } : signedOut);

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
    let stop: (() => void) | undefined;
    let cancelled = false;
    if (status === 'signed-in') {
      void loadAmplify().then(({ Hub }) => {
        if (cancelled) return;
        stop = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setState(signedOut);
        });
      });
    }
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status]);

  const clear = useCallback(async () => {
    await signOutLocally().catch((err) => console.error('Sign-out failed', err));
    if (services) (await services).queryClient.clear();
    setState(signedOut);
  }, []);

  // A 401 from the API means the session is gone: forget it; the guard sends the user to /login.
  // Only a signed-in visitor makes calls that can answer 401.
  useEffect(() => {
    if (status !== 'signed-in') return;
    void loadSessionServices().then(({ setUnauthorizedHandler }) => setUnauthorizedHandler(() => void clear()));
  }, [status, clear]);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInOutcome> => {
    // The query cache and API client load while Cognito answers.
    const servicesReady = loadSessionServices();
    const result = await signInWithPassword(email, password);
    if (result.status === 'unconfirmed') return result;
    const next = await currentUser();
    if (!next) throw new Error('Unexpected error during login.');
    const { fetchRole } = await servicesReady;
    // A token without a group (not expected) waits for the spec's role call.
    const role = next.role ?? (await fetchRole(next.userId));
    setState({ user: next, role, roleLoading: false });
    return { status: 'signed-in', user: next, role };
  }, []);

  const signOut = useCallback(async () => {
    try {
      const { call } = await loadSessionServices();
      await call('POST /logout');
    } catch (err) {
      console.error('Logout call failed', err);
    }
    await clear();
  }, [clear]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, role: state.role, roleLoading: state.roleLoading, signIn, signOut }),
    [status, user, state.role, state.roleLoading, signIn, signOut],
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
