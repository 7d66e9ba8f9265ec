import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@web/lib/session';

/** Renders its page for admins only; anyone else goes to /. Nothing shows while the role loads. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { role, roleLoading } = useAuth();
  if (roleLoading) return null;
  if (role !== 'Admin') return <Navigate to="/" replace />;
  return children;
}
