import type { QueryClient } from '@tanstack/react-query';
import { subscribeLive, subscribeLiveOpen } from '@web/lib/live-socket';
import { countKeys } from './counts';

/**
 * Keeps the navigation badges (counts.ts) current from the server's pushes, in every open tab of
 * the person: the cart count on `cart`, the unread count on `notification`, unread messages on
 * `chat-message` and `chat-read`. Each time the socket opens the three are read again (one request,
 * GET /badges, which the three share): a push sent while there was no socket, such as while the
 * page was loading, is lost (tests/e2e/navigation.spec.ts plants one).
 * Returns the unsubscribe. Loaded with the live connection, out of the first load (hence no hooks
 * and only a type from TanStack Query; the keys come from counts.ts, which the bar has loaded).
 */
export function followLiveCounts(queryClient: QueryClient, userId: string): () => void {
  const stops = [
    subscribeLive('cart', (m) => queryClient.setQueryData(countKeys.of('cart', userId), m.count)),
    subscribeLive('notification', (m) => queryClient.setQueryData(countKeys.of('notifications', userId), m.unread)),
    subscribeLive('chat-message', (m) => queryClient.setQueryData(countKeys.of('messages', userId), m.unread_total)),
    subscribeLive('chat-read', (m) => queryClient.setQueryData(countKeys.of('messages', userId), m.unread_total)),
    subscribeLiveOpen(() => {
      for (const kind of ['cart', 'notifications', 'messages'] as const) void queryClient.invalidateQueries({ queryKey: countKeys.of(kind, userId) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
