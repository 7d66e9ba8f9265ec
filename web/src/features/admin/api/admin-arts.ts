import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from './get-audit-log';

export const ADMIN_ARTS_QUERY_KEY = ['admin', 'arts'] as const;

export const getAdminArts = (search: string, cursor: string | null) => call('GET /admin/arts', { query: { search: search || undefined, cursor: cursor ?? undefined } });

/** One page of the arts table, searched (title, artist) and paged on the server. */
export function useAdminArts(search: string, cursor: string | null) {
  return useQuery({ queryKey: [...ADMIN_ARTS_QUERY_KEY, search, cursor], queryFn: () => getAdminArts(search, cursor), placeholderData: keepPreviousData });
}

export const deleteArtAsAdmin = (artId: string) => call('DELETE /api/arts/{id}', { params: { id: artId } });

/** Deletes an art (audit-logged); the table, the totals and the audit log are refetched. */
export function useDeleteArtAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtAsAdmin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ARTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
      ]),
  });
}
