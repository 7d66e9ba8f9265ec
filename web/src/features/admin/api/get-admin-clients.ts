import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const getAdminClients = () => api<AdminUserRow[]>('/admin/clients');

/** Every client. A failure is only logged (the spec): the table then shows no clients. */
export function useAdminClients() {
  return useQuery({
    queryKey: ['admin', 'clients'],
    queryFn: () =>
      getAdminClients().catch((err: unknown) => {
        console.error('Failed to load clients', err);
        throw err;
      }),
  });
}
