import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@web/lib/session';

/** Signed-out visitors go to /login, which brings them back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status !== 'signed-in') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
