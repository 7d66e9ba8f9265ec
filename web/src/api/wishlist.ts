import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

/** The signed-in person's wishlist: the hearts on every art card (arts) and the profile's Wishlist tab. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: (userId: string | undefined) => [...wishlistKeys.all, 'ids', userId] as const,
  arts: (userId: string | undefined, cursor: string | null) => [...wishlistKeys.all, 'arts', userId, cursor] as const,
};

export const getWishlistIds = (userId: string) => call('GET /wishlist/{userId}', { params: { userId } });

/** The ids on the signed-in person's wishlist: the hearts read it. */
export const wishlistIdsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: wishlistKeys.ids(userId),
    queryFn: () => getWishlistIds(userId!),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });

export function useWishlistIds(userId: string | undefined) {
  return useQuery(wishlistIdsQuery(userId));
}

export const toggleWishlist = (body: { userId: string; artId: string; action: 'add' | 'remove' }) =>
  call('POST /wishlist', { body });

/** Hearts an art or takes it off, showing the change at once and undoing it if the server refuses. */
export function useToggleWishlist(userId: string | undefined) {
  const queryClient = useQueryClient();
  const idsKey = wishlistKeys.ids(userId);
  return useMutation({
    mutationFn: ({ artId, add }: { artId: string; add: boolean }) =>
      toggleWishlist({ userId: userId!, artId, action: add ? 'add' : 'remove' }),
    onMutate: async ({ artId, add }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<string[]>(idsKey);
      queryClient.setQueryData<string[]>(idsKey, (ids = []) =>
        add ? [...new Set([...ids, artId])] : ids.filter((id) => id !== artId),
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      // The spec: wishlist update errors are only logged.
      console.error('Failed to update the wishlist', err);
      queryClient.setQueryData(idsKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

export const getWishlistArts = (userId: string, cursor: string | null) =>
  call('GET /wishlist/{userId}/arts', { params: { userId }, query: { cursor: cursor ?? undefined } });

export function useWishlistArts(userId: string | undefined, cursor: string | null) {
  return useQuery({
    queryKey: wishlistKeys.arts(userId, cursor),
    queryFn: () => getWishlistArts(userId!, cursor),
    enabled: Boolean(userId),
  });
}

export const clearWishlist = (userId: string) => call('DELETE /wishlist/{userId}/all', { params: { userId } });

export function useClearWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
