import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@shared/schemas/common';
import { call, setUnauthorizedHandler } from './api-client';
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

/** The spec's role detection: GET /user-role/{userId}. */
export const fetchRole = (userId: string) => call('GET /user-role/{userId}', { params: { userId } }).then((r) => r.role);

/**
 * The session for the whole app. The first session check happens before the app renders
 * (see main.tsx: `currentUser()`), and its result comes in as `initialUser`.
 */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser: SessionUser | null }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const [status, setStatus] = useState<SessionStatus>(initialUser ? 'signed-in' : 'signed-out');

  const refresh = useCallback(async () => {
    const next = await currentUser();
    setUser(next);
    setStatus(next ? 'signed-in' : 'signed-out');
    return next;
  }, []);

  // Session events from Amplify (sign-in or sign-out in this tab, a failed token refresh).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    if (status === 'signed-in') {
      void loadAmplify().then(({ Hub }) => {
        if (cancelled) return;
        stop = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
            setUser(null);
            setStatus('signed-out');
          }
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
    queryClient.clear();
    setUser(null);
    setStatus('signed-out');
  }, [queryClient]);

  // A 401 from the API means the session is gone: forget it; the guard sends the user to /login.
  useEffect(() => {
    setUnauthorizedHandler(() => void clear());
  }, [clear]);

  const roleQuery = useQuery({
    queryKey: ['role', user?.userId],
    enabled: Boolean(user),
    queryFn: async () => {
      try {
        return await fetchRole(user!.userId);
      } catch (err) {
        console.error('Failed to load the role', err);
        return null;
      }
    },
    staleTime: Infinity,
  });

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const result = await signInWithPassword(email, password);
      if (result.status === 'unconfirmed') return result;
      const next = await refresh();
      if (!next) throw new Error('Unexpected error during login.');
      const role = await queryClient.fetchQuery({ queryKey: ['role', next.userId], queryFn: () => fetchRole(next.userId), staleTime: Infinity });
      return { status: 'signed-in', user: next, role };
    },
    [queryClient, refresh],
  );

  const signOut = useCallback(async () => {
    try {
      await call('POST /logout');
    } catch (err) {
      console.error('Logout call failed', err);
    }
    await clear();
  }, [clear]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      role: roleQuery.data ?? null,
      roleLoading: Boolean(user) && roleQuery.isPending,
      signIn,
      signOut,
    }),
    [status, user, roleQuery.data, roleQuery.isPending, signIn, signOut],
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
