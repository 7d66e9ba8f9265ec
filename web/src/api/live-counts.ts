import type { QueryClient } from '@tanstack/react-query';
import { sendLive, subscribeLive, subscribeLiveOpen } from '@web/lib/live-socket';
import { countKeys } from './counts';

/**
 * Keeps the navigation badges (counts.ts) current from the server's pushes, in every open tab of
 * the person: the cart count on `cart`, the unread count on `notification`, unread messages on
 * `chat-message` and `chat-read`. Each time the socket opens it says `hello` with the counts the tab
 * shows and the server answers with the counts now (no request: a push sent while there was no
 * socket, such as while the page was loading, is lost, and tests/e2e/navigation.spec.ts plants one).
 * Returns the unsubscribe. Loaded with the live connection, out of the first load (hence no hooks
 * and only a type from TanStack Query; the keys come from counts.ts, which the bar has loaded).
 */
const KINDS = ['cart', 'notifications', 'messages'] as const;

/** Resolves once none of the three counts is being fetched (at most 5 s). */
function settled(queryClient: QueryClient, userId: string): Promise<void> {
  const fetching = () =>
    KINDS.some((kind) => queryClient.getQueryState(countKeys.of(kind, userId))?.fetchStatus === 'fetching');
  if (!fetching()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!fetching()) done();
    });
    const timer = setTimeout(done, 5000);
  });
}

export function followLiveCounts(queryClient: QueryClient, userId: string): () => void {
  const stops = [
    subscribeLive('cart', (m) => queryClient.setQueryData(countKeys.of('cart', userId), m.count)),
    subscribeLive('notification', (m) => queryClient.setQueryData(countKeys.of('notifications', userId), m.unread)),
    subscribeLive('chat-message', (m) => queryClient.setQueryData(countKeys.of('messages', userId), m.unread_total)),
    subscribeLive('chat-read', (m) => queryClient.setQueryData(countKeys.of('messages', userId), m.unread_total)),
    subscribeLive('hello', (m) => {
      for (const kind of KINDS) queryClient.setQueryData(countKeys.of(kind, userId), m.counts[kind]);
    }),
    subscribeLiveOpen(() => {
      // Counts still on their way (the boot's GET /badges) are waited for: a hello with -1 would say they changed.
      void settled(queryClient, userId).then(() => {
        const shown = (kind: (typeof KINDS)[number]) =>
          queryClient.getQueryData<number>(countKeys.of(kind, userId)) ?? -1;
        sendLive({
          action: 'hello',
          counts: { cart: shown('cart'), notifications: shown('notifications'), messages: shown('messages') },
        });
      });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
