import type { QueryClient } from '@tanstack/react-query';
import { subscribeLive, subscribeLiveReconnect } from '@web/lib/live-socket';

/**
 * Keeps the navigation badges (counts.ts) current from the server's pushes, in every open tab of
 * the person: the cart count on `cart`, the unread count on `notification`, unread messages on `chat-message` and `chat-read`; after a dropped
 * connection both are read again. Returns the unsubscribe. Loaded with the live connection, out
 * of the first load (hence no hooks and only a type from TanStack Query).
 */
export function followLiveCounts(queryClient: QueryClient, userId: string): () => void {
  const stops = [
    subscribeLive('cart', (m) => queryClient.setQueryData(['cart', 'count', userId], m.count)),
    subscribeLive('notification', (m) => queryClient.setQueryData(['notifications', 'count', userId], m.unread)),
    subscribeLive('chat-message', (m) => queryClient.setQueryData(['messages', 'count', userId], m.unread_total)),
    subscribeLive('chat-read', (m) => queryClient.setQueryData(['messages', 'count', userId], m.unread_total)),
    subscribeLiveReconnect(() => {
      void queryClient.invalidateQueries({ queryKey: ['cart', 'count', userId] });
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'count', userId] });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'count', userId] });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
