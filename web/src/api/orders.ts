import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_POLL_MS, type OrderStatus } from '@shared/messages/orders';
import type { Order } from '@shared/schemas/orders';
import { call } from '@web/lib/api-client';

/**
 * The orders: the buyer's Orders tab and the artist's Transactions (the profile page's tabs and
 * Transaction History). Every order query lives under `orderKeys.all`, so a live 'order' push
 * refreshes them all.
 */
export const orderKeys = {
  all: ['orders'] as const,
  buyer: (userId: string | undefined, cursor: string | null) => [...orderKeys.all, 'buyer', userId, cursor] as const,
  artistId: (userId: string | undefined) => [...orderKeys.all, 'artist-id', userId] as const,
  /** Every page of every artist's sales. */
  sales: () => [...orderKeys.all, 'artist'] as const,
  salesPage: (artistId: string | undefined, cursor: string | null) => [...orderKeys.sales(), artistId, cursor] as const,
};

/** The buyer's orders, 5 a page, polled every 5 seconds while shown (part 1 §9). */
export function useOrders(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: orderKeys.buyer(userId, cursor),
    queryFn: () => call('GET /orders/{userId}', { params: { userId: userId! }, query: { cursor: cursor ?? undefined } }),
    enabled: Boolean(userId),
    refetchInterval: ORDERS_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

/** The spec's lookup of the artist id (GET /artist/{userId}) before the transactions. */
export function useArtistId(userId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.artistId(userId),
    queryFn: () => call('GET /artist/{userId}', { params: { userId: userId! } }).then((r) => r.artist_id),
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}

/** The artist's sales (Transactions), 5 a page; loaded once, refreshed by the live 'order' push. */
export function useTransactions(artistId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: orderKeys.salesPage(artistId, cursor),
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
      queryClient.setQueriesData<{ items: Order[] }>({ queryKey: orderKeys.sales() }, (page) =>
        page ? { ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
