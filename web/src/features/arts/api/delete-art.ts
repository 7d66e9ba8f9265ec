import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { ARTS_QUERY_KEY, WISHLIST_QUERY_KEY } from './keys';

export const deleteArt = (artId: string) => call('DELETE /api/arts/{id}', { params: { id: artId } });

/** Deleting refreshes every grid, the wishlists and the admin totals. */
export function useDeleteArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArt,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ARTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
