import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/**
 * The cart's query keys, and the cart data other features use (checkout reads the lines, the art
 * page adds to them); the cart page's own writes are in features/cart/api/cart.ts. Every cart query
 * lives under `cartKeys.all`, the bar's badge too (@web/api/counts), so a change refreshes it.
 */
export const cartKeys = {
  all: ['cart'] as const,
  items: (userId: string | undefined) => [...cartKeys.all, 'items', userId] as const,
};

export const cartQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: cartKeys.items(userId),
    queryFn: () => call('GET /cart/{userId}', { params: { userId: userId! } }),
    enabled: Boolean(userId),
  });

export function useCart(userId: string | undefined, { staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...cartQuery(userId), staleTime });
}

/** After a change: the lines and the badge read again (the badge also hears the server's push). */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

export function useAddToCart(userId: string | undefined) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ artId, quantity }: { artId: string; quantity: number }) =>
      call('POST /cart', { body: { userId: userId!, artId, quantity } }),
    onSuccess: refresh,
  });
}
