import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_POLL_MS, type OrderStatus } from '@shared/messages/orders';
import type { Order } from '@shared/schemas/orders';
import { call } from '@web/lib/api-client';

/** Every order query lives under ['orders'], so a live 'order' push refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

/** The buyer's orders, 5 a page, polled every 5 seconds while shown (part 1 §9). */
export function useOrders(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'buyer', userId, cursor],
    queryFn: () => call('GET /orders/{userId}', { params: { userId: userId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(userId),
    refetchInterval: ORDERS_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

/** The spec's lookup of the artist id (GET /artist/{userId}) before the transactions. */
export function useArtistId(userId: string | undefined) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'artist-id', userId],
    queryFn: () => call('GET /artist/{userId}', { params: { userId: userId! } }).then((r) => r.artist_id),
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}

/** The artist's sales (Transactions), 5 a page; loaded once, refreshed by the live 'order' push. */
export function useTransactions(artistId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'artist', artistId, cursor],
    queryFn: () => call('GET /artist-orders/{artistId}', { params: { artistId: artistId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(artistId),
    placeholderData: (previous) => previous,
  });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) => call('PUT /order/{orderId}', { params: { orderId }, body: { status } }),
    onSuccess: (order: Order) => {
      // The row shows its new status at once; the lists read again behind it.
      queryClient.setQueriesData<{ items: Order[] }>({ queryKey: [...ORDERS_KEY, 'artist'] }, (page) =>
        page ? { ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
