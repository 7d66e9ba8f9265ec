import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The live connection (lib/live.tsx) and the badges it drives, for one signed-in person: opened
 * on mount, closed on unmount (sign-out, or another person signing in to this tab). Rendered with
 * the query cache (lazyWithQueries), so it stays out of a visitor's first load.
 */
export function SignedInLive({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const live = import('./live-session').then((m) => m.startLiveSession(queryClient, userId));
    return () => void live.then((stop) => stop());
  }, [userId, queryClient]);
  return null;
}
