import { useQuery } from '@tanstack/react-query';
import type { AdminProfileView } from '@shared/schemas/profiles';
import { api } from '@web/lib/api-client';

export const adminProfileQueryKey = (userId: string | undefined) => ['admin-profile', userId] as const;

export const getAdminProfile = (userId: string) => api<AdminProfileView>(`/admin-profile/${encodeURIComponent(userId)}`);

export function useAdminProfile(userId: string | undefined) {
  return useQuery({ queryKey: adminProfileQueryKey(userId), queryFn: () => getAdminProfile(userId!), enabled: Boolean(userId) });
}
