import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const getAdminArtists = () => api<AdminUserRow[]>('/admin/artists');

/** Every artist. A failure is only logged (the spec): the table then shows no artists. */
export function useAdminArtists() {
  return useQuery({
    queryKey: ['admin', 'artists'],
    queryFn: () =>
      getAdminArtists().catch((err: unknown) => {
        console.error('Failed to load artists', err);
        throw err;
      }),
  });
}
