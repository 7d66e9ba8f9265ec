import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_POLL_MS } from '@shared/messages/orders';
import type { Order } from '@shared/schemas/orders';
import { call } from '@web/lib/api-client';
import { useLiveMessage, useLiveOpen } from '@web/lib/live';

/** The artist's two work lists (shared/schemas/orders.ts ORDER_LANES), written here so the schema's zod stays out of this module. */
export type OrderLane = 'to_ship' | 'to_answer';

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
  /** One order, as its page shows it. */
  detail: (orderId: string | undefined) => [...orderKeys.all, 'detail', orderId] as const,
  /** The artist's work lists (To ship, To answer). */
  queue: (lane: OrderLane, cursor: string | null) => [...orderKeys.all, 'queue', lane, cursor] as const,
};

/** The buyer's orders, 5 a page, polled every 5 seconds while shown (part 1 §9). */
export function useOrders(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: orderKeys.buyer(userId, cursor),
    queryFn: () =>
      call('GET /orders/{userId}', { params: { userId: userId! }, query: { cursor: cursor ?? undefined } }),
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
    queryFn: () =>
      call('GET /artist-orders/{artistId}', {
        params: { artistId: artistId! },
        query: { cursor: cursor ?? undefined },
      }),
    enabled: Boolean(artistId),
    placeholderData: (previous) => previous,
  });
}

/** One order (its page, the packing slip, an admin's case), read again on every live push about it. */
export function useOrder(orderId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  // The other side's step pushes an 'order' message and a notification to both sides; a socket that (re)opens may have missed them.
  useLiveMessage('order', (m) => {
    if (m.orderId === orderId) refresh();
  });
  useLiveMessage('notification', refresh);
  useLiveOpen(refresh);
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => call('GET /api/orders/{orderId}', { params: { orderId: orderId! } }),
    enabled: Boolean(orderId),
    refetchOnWindowFocus: 'always',
  });
}

/** The artist's work lists: what to ship, what to answer (refund requests, returns); read again on a live 'order' push. */
export function useOrderQueue(lane: OrderLane, cursor: string | null) {
  return useQuery({
    queryKey: orderKeys.queue(lane, cursor),
    queryFn: () => call('GET /api/order-queue', { query: { lane, cursor: cursor ?? undefined } }),
    placeholderData: (previous) => previous,
  });
}

/**
 * A step on an order (ship, receive, ask a refund, decide…): its answer `{ message, order }`
 * replaces the order shown (keeping the photo links the page read, which a step's answer does
 * not carry), and every order list reads again. A refusal may mean the order moved meanwhile:
 * it is read again too.
 */
export function useOrderStep<V>(orderId: string, write: (vars: V) => Promise<{ message: string; order: Order }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queryClient.setQueryData<Order>(orderKeys.detail(orderId), (shown) => withPhotos(answer.order, shown));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}

/** The order answered by a step, with the short-lived photo links of the one shown where the answer has none. */
function withPhotos(next: Order, shown: Order | undefined): Order {
  if (!shown) return next;
  const request =
    next.refund_request && shown.refund_request && next.refund_request.photo_urls.length === 0
      ? { ...next.refund_request, photo_urls: shown.refund_request.photo_urls }
      : next.refund_request;
  return { ...next, parcel_photo_url: next.parcel_photo_url ?? shown.parcel_photo_url, refund_request: request };
}
