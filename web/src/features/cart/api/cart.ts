import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys, useRefreshCart } from '@web/api/cart';
import type { Cart } from '@shared/schemas/cart';
import { call } from '@web/lib/api-client';

/** The cart page's writes; the keys, the lines (`useCart`) and adding to the cart are in @web/api/cart. */

export function useSetCartQuantity(userId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ artId, quantity }: { artId: string; quantity: number }) =>
      call('PATCH /cart/{userId}/{artId}', { params: { userId: userId!, artId }, body: { quantity } }),
    // The new quantity at once, so the amounts follow while the server answers.
    onMutate: ({ artId, quantity }) => {
      queryClient.setQueryData<Cart>(
        cartKeys.items(userId),
        (cart) => cart && { items: cart.items.map((i) => (i.art_id === artId ? { ...i, quantity } : i)) },
      );
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
