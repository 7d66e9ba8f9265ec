import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Longest the live connection waits for the browser to be idle. */
const IDLE_WAIT_MS = 2000;

/**
 * Once the page's first render is on screen and the browser has a moment: the socket's code and
 * its connection are not what the page shows first, and on a phone they would share the line and
 * the main thread with what it does (tests/bench/lighthouse.ts: /dashboard). A push sent before it
 * opens is lost, so what the page read is read again then (followLiveCounts, useLiveOpen).
 */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * The live connection (lib/live.tsx) and the badges it drives, for one signed-in person: opened
 * on mount, closed on unmount (sign-out, or another person signing in to this tab). Rendered with
 * the query cache (lazyWithQueries), so it stays out of a visitor's first load.
 */
export function SignedInLive({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const live = browserIdle()
      .then(() => import('./live-session'))
      .then((m) => m.startLiveSession(queryClient, userId));
    return () => void live.then((stop) => stop());
  }, [userId, queryClient]);
  return null;
}
