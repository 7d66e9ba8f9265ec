import { useSyncExternalStore } from 'react';

/**
 * Whether the signed-in tab's live socket (live-socket.ts) is open right now, for the pages that
 * rely on its pushes: while it is not (not yet opened, dropped, or blocked by a proxy or network),
 * they read again on an interval and when the tab regains focus instead. Its own small module, so
 * the bar's counts can ask without loading the socket's code.
 */

/** How often a live page reads again while there is no socket. */
export const LIVE_FALLBACK_POLL_MS = 10_000;

let open = false;
const listeners = new Set<() => void>();

/** The socket's side: called as it opens and closes. */
export function setLiveOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export const isLiveOpen = () => open;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The query options that stand in for the pushes while the socket is down: refetch every
 * LIVE_FALLBACK_POLL_MS and on focus; nothing extra while it is open.
 */
export function useLiveFallback(): { refetchInterval: number | false; refetchOnWindowFocus: boolean | 'always' } {
  const live = useSyncExternalStore(subscribe, isLiveOpen, () => false);
  return live
    ? { refetchInterval: false, refetchOnWindowFocus: true }
    : { refetchInterval: LIVE_FALLBACK_POLL_MS, refetchOnWindowFocus: 'always' };
}
