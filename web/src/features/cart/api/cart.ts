import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/schemas/cart';
import { call } from '@web/lib/api-client';

/** Every cart query lives under ['cart'] (the badge's count is ['cart', 'count', userId]). */
export const cartItemsKey = (userId: string | undefined) => ['cart', 'items', userId] as const;

export function useCart(userId: string | undefined) {
  return useQuery({ queryKey: cartItemsKey(userId), queryFn: () => call('GET /cart/{userId}', { params: { userId: userId! } }), enabled: Boolean(userId) });
}

/** After a change: the lines and the badge read again (the badge also hears the server's push). */
function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['cart'] });
}

export function useAddToCart(userId: string | undefined) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ artId, quantity }: { artId: string; quantity: number }) => call('POST /cart', { body: { userId: userId!, artId, quantity } }),
    onSuccess: refresh,
  });
}

export function useSetCartQuantity(userId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ artId, quantity }: { artId: string; quantity: number }) => call('PATCH /cart/{userId}/{artId}', { params: { userId: userId!, artId }, body: { quantity } }),
    // The new quantity at once, so the amounts follow while the server answers.
    onMutate: ({ artId, quantity }) => {
      queryClient.setQueryData<Cart>(cartItemsKey(userId), (cart) => cart && { items: cart.items.map((i) => (i.art_id === artId ? { ...i, quantity } : i)) });
    },
    onSettled: refresh,
  });
}

export function useRemoveFromCart(userId: string | undefined) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (artId: string) => call('DELETE /cart/{userId}/{artId}', { params: { userId: userId!, artId } }),
    onSuccess: refresh,
  });
}

export function useRemoveSelected(userId: string | undefined) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (artIds: string[]) => call('DELETE /cart/{userId}', { params: { userId: userId! }, body: { artIds } }),
    onSuccess: refresh,
  });
}
