import type { QueryClient } from '@tanstack/react-query';
import { subscribeLive, subscribeLiveOpen } from '@web/lib/live-socket';

/**
 * Keeps the navigation badges (counts.ts) current from the server's pushes, in every open tab of
 * the person: the cart count on `cart`, the unread count on `notification`, unread messages on
 * `chat-message` and `chat-read`. Each time the socket opens (the first time, too) all three are
 * read again: a push sent while there was no socket, such as while the page was loading, is lost.
 * Returns the unsubscribe. Loaded with the live connection, out of the first load (hence no hooks
 * and only a type from TanStack Query).
 */
export function followLiveCounts(queryClient: QueryClient, userId: string): () => void {
  const stops = [
    subscribeLive('cart', (m) => queryClient.setQueryData(['cart', 'count', userId], m.count)),
    subscribeLive('notification', (m) => queryClient.setQueryData(['notifications', 'count', userId], m.unread)),
    subscribeLive('chat-message', (m) => queryClient.setQueryData(['messages', 'count', userId], m.unread_total)),
    subscribeLive('chat-read', (m) => queryClient.setQueryData(['messages', 'count', userId], m.unread_total)),
    subscribeLiveOpen(() => {
      void queryClient.invalidateQueries({ queryKey: ['cart', 'count', userId] });
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'count', userId] });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'count', userId] });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
